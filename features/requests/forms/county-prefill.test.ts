import type { AreaAnswer } from '@/features/service-area/zip-lookup'
import { prefillWords } from './county-prefill'

describe('what the application says when it ticks counties from the ZIP code', () => {
  const served: AreaAnswer = { kind: 'served', zip: '30043', counties: [{ name: 'Gwinnett', state: 'GA' }] }

  it('names what it ticked, and that the applicant may change it', () => {
    expect(prefillWords(served, ['Gwinnett'])).toBe(
      'We ticked Gwinnett County below, from your ZIP code. Untick it if you can’t work there.',
    )
    expect(prefillWords({ ...served, zip: '30004' }, ['Cherokee', 'Forsyth', 'Fulton'])).toBe(
      'We ticked Cherokee, Forsyth and Fulton counties below, from your ZIP code. Untick any you can’t work in.',
    )
  })

  it('asks for a county to travel to when the ZIP code is outside the counties served', () => {
    const outside: AreaAnswer = { kind: 'notServed', zip: '31401', counties: [{ name: 'Chatham', state: 'GA' }] }
    expect(prefillWords(outside, [])).toBe(
      '31401 is outside the counties we serve. Please tick any county below that you could travel to.',
    )
  })

  it('says nothing of a ZIP code it cannot place: the field’s own check speaks for it', () => {
    expect(prefillWords({ kind: 'otherState', zip: '90210', stateName: 'Georgia' }, [])).toBe('')
    expect(prefillWords({ kind: 'notZip', input: '300', example: '30043' }, [])).toBe('')
  })
})
