import { toE164 } from '../../../lib/contact-links'

/**
 * The owner's numbers for alert texts, wherever they are set (the Studio's
 * "Alerts to your phone", or OWNER_ALERT_TEXT_TO): one list rule on top of
 * the one US phone rule (toE164), so both places accept and refuse alike.
 */

/** A text to more phones than this is a mistake (or a list that belongs in a group chat). */
export const MAX_ALERT_NUMBERS = 5

export interface AlertNumbers {
  /** +1 and ten digits each, each once, in the order given. */
  numbers: string[]
  /** 1-based positions of the entries that are not US numbers: logged by position, never echoed. */
  invalid: number[]
}

export function alertNumbers(entries: readonly (string | null | undefined)[]): AlertNumbers {
  const given = entries.map((entry) => (typeof entry === 'string' ? entry.trim() : '')).filter(Boolean)
  const invalid = given.flatMap((entry, index) => (toE164(entry) ? [] : [index + 1]))
  const numbers = [...new Set(given.map(toE164).filter((number): number is string => Boolean(number)))]
  return { numbers, invalid }
}
