/**
 * A log line that may repeat as often as a stranger likes (a refused call, a
 * store that does not answer), written at most once per `everyMs`, with how
 * many like it were held back since: one line a minute, never a flood.
 */
export function throttledLog(write: (line: string) => void, everyMs = 60_000) {
  let lastAt = -Infinity
  let heldBack = 0
  return (line: string, now = Date.now()) => {
    if (now - lastAt < everyMs) {
      heldBack += 1
      return
    }
    lastAt = now
    write(heldBack ? `${line} (${heldBack} more like it since the last such line)` : line)
    heldBack = 0
  }
}
