import type { Language } from './i18n/languages'
import { localePath } from './i18n/paths'

/**
 * The places on the About page that other pages link to: the footer, the
 * note under every form's Send button, and the structured data. One list, so
 * that a link and its target cannot drift apart.
 */
export const ABOUT_ANCHORS = {
  faq: 'faq',
  /** What care costs: the rates, an estimate, the other choices (features/costs/). */
  costs: 'costs',
  team: 'team',
  careers: 'careers',
  privacy: 'privacy',
  /** The privacy notice's part about job applications, under the application form's Send button. */
  privacyApplications: 'privacy-applications',
  accessibility: 'accessibility',
} as const

/** A place on the About page, in the page's language ("/es/about#faq"). */
export const aboutHref = (anchor: keyof typeof ABOUT_ANCHORS, language: Language = 'en') =>
  localePath(language, `/about#${ABOUT_ANCHORS[anchor]}`)
