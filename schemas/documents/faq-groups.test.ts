import { FAQ_GROUP_ORDER, inPageOrder, isFaqGroup } from '@/schemas/documents/faq-groups'

describe('FAQ groups', () => {
  it('are the four the issue names, in that order', () => {
    expect(FAQ_GROUP_ORDER).toEqual(['care', 'payment', 'caregivers', 'gettingStarted'])
    expect(isFaqGroup('payment')).toBe(true)
    expect(isFaqGroup('constructor')).toBe(false)
  })

  it('order questions by group, keeping the owner’s order within one, unknown groups last', () => {
    const faqs = [
      { id: 'start', group: 'gettingStarted' },
      { id: 'none', group: null },
      { id: 'pay-1', group: 'payment' },
      { id: 'care', group: 'care' },
      { id: 'old', group: 'billing' },
      { id: 'pay-2', group: 'payment' },
    ]
    expect(inPageOrder(faqs).map((faq) => faq.id)).toEqual(['care', 'pay-1', 'pay-2', 'start', 'none', 'old'])
  })
})
