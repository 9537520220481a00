/**
 * Outside ratings go stale (issue 52): the Studio warns the owner when the
 * figures were read more than this many days ago, and the page says when
 * they were read. Pure: the schema and its tests share it.
 */
export const RATINGS_STALE_AFTER_DAYS = 90

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether figures read on `readOn` (YYYY-MM-DD) are older than the limit on `today`. */
export function ratingsAreStale(readOn: string | null | undefined, today: Date = new Date()): boolean {
  if (!readOn || !/^\d{4}-\d{2}-\d{2}$/.test(readOn)) return false
  const read = Date.parse(`${readOn}T00:00:00Z`)
  return Math.floor((today.getTime() - read) / DAY_MS) > RATINGS_STALE_AFTER_DAYS
}
