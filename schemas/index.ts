import { aboutPage } from './aboutPage'
import { accessibleImage } from './accessibleImage'
import { completionPage } from './completionPage'
import { county } from './county'
import { fact } from './fact'
import { homePage } from './homePage'
import { postalAddress } from './postalAddress'
import { richText } from './richText'
import { service } from './service'
import { settings } from './settings'
import { shiftPattern } from './shiftPattern'
import { storyCard } from './storyCard'
import { testimonial } from './testimonial'

/** Documents that exist exactly once, under an id equal to their type name. */
export const SINGLETON_TYPES = ['settings', 'homePage', 'aboutPage', 'completionPage'] as const

export const schemaTypes = [
  // singletons
  settings,
  homePage,
  aboutPage,
  completionPage,
  // collections
  service,
  testimonial,
  fact,
  county,
  // objects
  accessibleImage,
  richText,
  postalAddress,
  storyCard,
  shiftPattern,
]
