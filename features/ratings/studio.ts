/**
 * The ratings feature's Studio door: "Ratings and awards", the one document
 * of the Google rating and awards the home page shows beside the client
 * stories. Code the Studio loads imports relatively.
 */
import type { StudioPart } from '../../sanity/studio-part'
import { outsideRatings } from './schemas/outside-ratings'

export const ratingsStudio = {
  types: [outsideRatings],
  singletons: [{ type: 'outsideRatings', id: 'outsideRatings', title: 'Ratings and awards', desk: 'withPages' }],
  shownOn: { outsideRatings: { pages: ['home'], section: 'testimonials' } },
} as const satisfies StudioPart
