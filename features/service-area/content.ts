/**
 * What the service-area check needs from the content, shaped on the server
 * so the browser gets only a few short strings: the served counties' names,
 * and ready-made call links.
 */
import { telHref } from '@/lib/contact-links'
import type { serviceArea } from '@/lib/i18n/en'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import type { ServedCounty } from './table/lookup'

export type CallLink = { text: string; href: string }

export type ServiceAreaContent = {
  /** The "County served" documents (homePageQuery's `counties`). */
  counties: { name: string; state: string | null }[]
  /** Our phone, from the contact details; null when there is none to call. */
  phone: CallLink | null
  /** Who else can help a family we don't serve (settings.agingLine); null when not filled in. */
  agingLine: (CallLink & { name: string }) | null
  /** The page's language: the answer's words are chosen by it, in the browser's lazy part. */
  language: Language
  /** What the check says before its lazy part is here: its label, button and what it says if that cannot load. */
  words: Pick<typeof serviceArea, 'heading' | 'zip' | 'hint' | 'check' | 'loadFailed' | 'orCallUsAt'>
}

type Settings = {
  phone?: string | null
  agingLine?: { name?: string | null; phone?: string | null } | null
} | null

function callLink(phone: string | null | undefined): CallLink | null {
  const href = telHref(phone)
  return href && phone ? { text: phone.trim(), href } : null
}

/** From the query results to the check's props, whatever the owner left empty. */
export function serviceAreaContent(
  counties: readonly ServedCounty[] | null | undefined,
  settings: Settings,
  language: Language,
): ServiceAreaContent {
  const line = callLink(settings?.agingLine?.phone)
  const words = wordsFor(language)
  const { heading, zip, hint, check, loadFailed, orCallUsAt } = words.serviceArea
  return {
    counties: (counties ?? [])
      .filter((county): county is { name: string; state?: string | null } => Boolean(county.name?.trim()))
      .map((county) => ({ name: county.name.trim(), state: county.state?.trim() || null })),
    phone: callLink(settings?.phone),
    agingLine: line ? { ...line, name: settings?.agingLine?.name?.trim() || words.fallback.agingLineName } : null,
    language,
    words: { heading, zip, hint, check, loadFailed, orCallUsAt },
  }
}
