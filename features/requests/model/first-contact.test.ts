import { firstContactOf, leavesNew, studioUserWords } from './first-contact'

const at = new Date('2026-03-10T14:25:00Z')
const ann = { name: 'Ann Baker', email: 'ann@hearthside.example' }

describe("a request's first contact", () => {
  it('is the first change from New (a request without a status counts as new) to any other status', () => {
    expect(leavesNew('new', 'contacted')).toBe(true)
    expect(leavesNew(undefined, 'closed')).toBe(true)
    expect(leavesNew('new', 'new')).toBe(false)
    expect(leavesNew('contacted', 'closed')).toBe(false)
    expect(leavesNew('new', undefined)).toBe(false)
    expect(leavesNew('new', '')).toBe(false)
    // Marking a request Spam is no contact: it neither starts nor stops a family's wait.
    expect(leavesNew('new', 'spam')).toBe(false)
  })

  it('records when and who, once: a later change, or one after a return to New, keeps the first record', () => {
    expect(firstContactOf({ before: 'new', after: 'contacted', recorded: undefined, who: ann, at })).toEqual({
      firstContactedAt: '2026-03-10T14:25:00.000Z',
      firstContactedBy: 'Ann Baker',
    })
    const recorded = '2026-03-10T14:05:00.000Z'
    expect(firstContactOf({ before: 'new', after: 'contacted', recorded, who: ann, at })).toBeNull()
    expect(firstContactOf({ before: 'contacted', after: 'closed', recorded: undefined, who: ann, at })).toBeNull()
  })

  it('names the Studio user by name, else by e-mail address', () => {
    expect(studioUserWords(ann)).toBe('Ann Baker')
    expect(studioUserWords({ name: ' ', email: 'ann@hearthside.example' })).toBe('ann@hearthside.example')
    expect(studioUserWords(null)).toBe('Someone in the Studio')
  })
})
