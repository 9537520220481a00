import { county } from './documents/county'
import { fact } from './documents/fact'
import { faq } from './documents/faq'
import { service } from './documents/service'
import { teamMember } from './documents/team-member'
import { testimonial } from './documents/testimonial'
import { accessibilityStatement } from './objects/accessibility-statement'
import { accessibleImage } from './objects/accessible-image'
import { careers } from './objects/careers'
import { howItWorksStep } from './objects/how-it-works-step'
import { localizedTypes } from './objects/localized'
import { officeDay, officeHoliday } from './objects/office-hours'
import { postalAddress } from './objects/postal-address'
import { privacyNotice } from './objects/privacy-notice'
import { richText } from './objects/rich-text'
import { shiftPattern } from './objects/shift-pattern'
import { storyCard } from './objects/story-card'
import { aboutPage } from './singletons/about-page'
import { completionPage } from './singletons/completion-page'
import { homePage } from './singletons/home-page'
import { settings } from './singletons/settings'

/**
 * The site's content types, by kind: singletons (one document each, under an
 * id equal to the type name), documents (lists the owner adds to) and objects
 * (parts of documents). Shared validation rules: ./rules.ts. A feature's own
 * types (the requests' Inbox, the rates) come from its Studio door;
 * studio/schema.ts puts them all together.
 */

/** The site's documents that exist exactly once, each under an id equal to its type name. */
export const SINGLETON_TYPES = ['settings', 'homePage', 'aboutPage', 'completionPage'] as const

export const schemaTypes = [
  // singletons
  settings,
  homePage,
  aboutPage,
  completionPage,
  // documents
  service,
  testimonial,
  fact,
  county,
  faq,
  teamMember,
  // objects
  ...localizedTypes,
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
