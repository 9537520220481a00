/**
 * The costs feature's Studio door: "Rates and costs", the one document the
 * owner keeps the rates and the other choices' costs in, shown on the About
 * page (#costs). studio/ puts it on the desk among the pages. Code the
 * Studio loads imports relatively.
 */
import type { StudioPart } from '../../sanity/studio-part'
import { careCosts } from './schemas/care-costs'

export const costsStudio = {
  types: [careCosts],
  singletons: [{ type: 'careCosts', id: 'careCosts', title: 'Rates and costs', desk: 'withPages' }],
  shownOn: { careCosts: { pages: ['about'], section: 'costs', title: 'what care costs' } },
} as const satisfies StudioPart
