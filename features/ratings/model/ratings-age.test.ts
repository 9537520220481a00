import { ratingsAreStale } from './ratings-age'

describe('the Studio’s reminder to read the ratings again', () => {
  const today = new Date('2026-11-27T15:00:00Z')
  it('quiet up to 90 days, then warns', () => {
    expect(ratingsAreStale('2026-08-29', today)).toBe(false)
    expect(ratingsAreStale('2026-08-28', today)).toBe(true)
  })
  it('quiet with no date, or one that is not a date', () => {
    expect(ratingsAreStale(undefined, today)).toBe(false)
    expect(ratingsAreStale('October', today)).toBe(false)
  })
})
