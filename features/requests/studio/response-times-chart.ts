/**
 * The response-time view's chart, as numbers: bars scaled to the largest
 * value, week labels, and the sentence that sums it up. Pure, so that the
 * drawing (./ResponseTimesFigure.tsx) only places what this works out.
 */
import type { IsoDate } from '../../../lib/time/agency-time'
import type { ResponseTimes } from '../model/response-times'
import { durationWords, LATE_AFTER_MINUTES } from '../model/waiting'

export interface Bar {
  x: number
  y: number
  width: number
  height: number
}

export interface Panel {
  /** Left edge, top, and size of the area the bars stand in. */
  left: number
  top: number
  width: number
  height: number
}

/**
 * One bar per value, side by side across the panel, from its bottom edge; a
 * missing value (no request contacted that week) has no bar. `max` is the
 * scale's top: at least the largest value, so the tallest bar fills it.
 */
export function barsFor(values: ReadonlyArray<number | null>, panel: Panel, max = 0): Array<Bar | null> {
  const top = Math.max(max, ...values.map((value) => value ?? 0))
  const slot = panel.width / Math.max(values.length, 1)
  const width = slot * 0.7
  return values.map((value, index) => {
    if (value === null) return null
    const height = top > 0 ? (value / top) * panel.height : 0
    return {
      x: round(panel.left + index * slot + (slot - width) / 2),
      y: round(panel.top + panel.height - height),
      width: round(width),
      height: round(height),
    }
  })
}

const round = (value: number) => Math.round(value * 10) / 10

/** "Mar 9": a week by its Monday. */
export function weekWords(weekOf: IsoDate): string {
  return new Date(`${weekOf}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/**
 * The chart's summary, said to screen readers with it and shown above it:
 * "37 requests in the last 12 weeks; half were first answered within
 * 25 min of office time. 3 have not been answered yet."
 */
export function responseSummary(times: ResponseTimes): string {
  const weeks = times.weeks.length
  const count = `${times.requests} request${times.requests === 1 ? '' : 's'} in the last ${weeks} weeks`
  const contacted = times.weeks.reduce((sum, week) => sum + week.contacted, 0)
  const waiting = times.requests - contacted
  const median =
    times.medianMinutes === null
      ? 'none has been answered yet'
      : `half were first answered within ${durationWords(times.medianMinutes)} of office time`
  const left = waiting && contacted ? ` ${waiting} ${waiting === 1 ? 'has' : 'have'} not been answered yet.` : ''
  return times.requests ? `${count}; ${median}.${left}` : `No requests in the last ${weeks} weeks.`
}

/** The median panel's scale reaches at least the promise, so its line is always on the chart. */
export const PROMISE_MINUTES = LATE_AFTER_MINUTES
