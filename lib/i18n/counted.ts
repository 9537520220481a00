import { fill } from './fill'
import { localeOf, type Language } from './languages'

/** "1 hour", "4 hours", "1 hora": a number with its noun, by the language's plural rule (Intl). */
export function counted(unit: { one: string; other: string }, count: number, language: Language): string {
  const form = new Intl.PluralRules(localeOf(language)).select(count) === 'one' ? unit.one : unit.other
  return fill(form, { count: new Intl.NumberFormat(localeOf(language)).format(count) })
}
