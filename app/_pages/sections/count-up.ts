/**
 * The count-up of the facts' numbers (CountUp.tsx, a browser component): a
 * module of its own, so that the browser gets this and nothing of the
 * sections' words.
 */

/** Ease-out cubic: fast start, gentle landing. t in [0, 1]. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t))
  return 1 - Math.pow(1 - clamped, 3)
}

/** The number shown at progress t (0 to 1) of a count-up to `value`, in the value's own precision. */
export function countUpFrame(value: number, t: number): number {
  if (t >= 1) return value
  const decimals = Number.isInteger(value) ? 0 : Math.min(2, (String(value).split('.')[1] ?? '').length)
  const factor = 10 ** decimals
  return Math.round(value * easeOutCubic(t) * factor) / factor
}

/** 1234 → "1,234", the same on server and client (US Spanish writes numbers as US English does). */
export function formatFactNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 })
}
