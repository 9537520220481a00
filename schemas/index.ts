import { county } from './documents/county'
import { fact } from './documents/fact'
import { faq } from './documents/faq'
import { lead } from './documents/lead'
import { service } from './documents/service'
import { teamMember } from './documents/team-member'
import { testimonial } from './documents/testimonial'
import { accessibilityStatement } from './objects/accessibility-statement'
import { accessibleImage } from './objects/accessible-image'
import { careers } from './objects/careers'
import { howItWorksStep } from './objects/how-it-works-step'
import { officeDay, officeHoliday } from './objects/office-hours'
import { postalAddress } from './objects/postal-address'
import { privacyNotice } from './objects/privacy-notice'
import { richText } from './objects/rich-text'
import { shiftPattern } from './objects/shift-pattern'
import { storyCard } from './objects/story-card'
import { aboutPage } from './singletons/about-page'
import { completionPage } from './singletons/completion-page'
import { homePage } from './singletons/home-page'
import { inboxSettings } from './singletons/inbox-settings'
import { settings } from './singletons/settings'

/**
 * Every content type of the Studio, by kind: singletons (one document each,
 * under an id equal to the type name), documents (lists the owner adds to)
 * and objects (parts of documents). Shared validation rules: ./rules.ts.
 */

/** Documents that exist exactly once, under an id equal to their type name. */
export const SINGLETON_TYPES = ['settings', 'homePage', 'aboutPage', 'completionPage', 'inboxSettings'] as const

/**
 * Documents only the website creates (POST /api/leads): the Studio offers no
 * "create" for them. No query of the site reads them (a test proves it).
 */
export const WEBSITE_CREATED_TYPES = ['lead'] as const

export const schemaTypes = [
  // singletons
  settings,
  homePage,
  aboutPage,
  completionPage,
  inboxSettings,
  // documents
  lead,
  service,
  testimonial,
  fact,
  county,
  faq,
  teamMember,
  // objects
  accessibleImage,
  richText,
  postalAddress,
  storyCard,
  shiftPattern,
  howItWorksStep,
  officeDay,
  officeHoliday,
  careers,
  privacyNotice,
  accessibilityStatement,
]
