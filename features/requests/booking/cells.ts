/**
 * A held time as the quarter hours it covers (issue 62), each a key the
 * store creates only if absent (a Content Lake document `private.bookingCell.<key>`,
 * a line of the local file): a time overlapping one already held needs a
 * cell that exists, and is refused, however the two were chosen. Keys are
 * UTC, so the clocks' changes never make two cells one. Pure.
 */
/** A span of time, in milliseconds since 1970. */
export interface Interval {
  start: number
  end: number
}

export const CELL_MS = 15 * 60_000

/** "2026-12-01T1900Z" */
export function cellKey(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace(':', '')}Z`
}

export function cellsOf({ start, end }: Interval): string[] {
  const cells: string[] = []
  for (let at = Math.floor(start / CELL_MS) * CELL_MS; at < end; at += CELL_MS) cells.push(cellKey(at))
  return cells
}
