import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import type { CareCostsQueryResult } from '@/sanity.types'
import { formatUsPhone } from '@/lib/contact-links'
import { counted } from '@/lib/i18n/counted'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { SITE_FACTS, isSiteFact, type SiteFactName } from '@/schemas/objects/site-facts'

/** Each fact an answer can show, in the page's language, as the owner keeps it today (issue 58). */
export type SiteFacts = Record<SiteFactName, string>

/**
 * The facts, read once per page from where the owner keeps them: the
 * shortest visit from Rates and costs, who makes the home visit and the phone
 * from Contact details. A fact not set reads as plain words ("a few hours"),
 * never an empty gap in a sentence.
 */
export function siteFacts({
  settings,
  costs,
  language,
}: {
  settings: SettingsQueryResult
  costs: CareCostsQueryResult
  language: Language
}): SiteFacts {
  const { facts, plan } = wordsFor(language)
  const shortest = costs?.rates?.minimumVisitHours
  const visitor = settings?.homeVisitBy
  const name = visitor?.name?.trim()
  const role = visitor?.role?.trim()
  const found: Record<SiteFactName, string | null> = {
    shortestVisit: typeof shortest === 'number' && shortest > 0 ? counted(plan.units.hours, shortest, language) : null,
    homeVisitBy: name ? (role ? fill(facts.homeVisitBy, { name, role }) : name) : null,
    phone: settings?.phone?.trim() ? (formatUsPhone(settings.phone) ?? settings.phone.trim()) : null,
  }
  return Object.fromEntries(SITE_FACTS.map(({ value }) => [value, found[value] ?? facts.missing[value]])) as SiteFacts
}

type RichText = NonNullable<AboutPageQueryResult['faqs'][number]['answer']>

/** Formatted text as plain text, its facts written in: what search engines get of an answer (FAQPage). */
export function richTextPlain(blocks: RichText | null | undefined, facts: SiteFacts): string {
  return (blocks ?? [])
    .map((block) =>
      block._type === 'block'
        ? (block.children ?? [])
            .map((child) =>
              child._type === 'span'
                ? (child.text ?? '')
                : child._type === 'siteFact' && isSiteFact(child.fact)
                  ? facts[child.fact]
                  : '',
            )
            .join('')
        : '',
    )
    .filter((text) => text.trim())
    .join('\n\n')
}
