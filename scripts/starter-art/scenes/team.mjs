// Team portraits for "Our team" on the About page: head-and-shoulders busts
// on a calm teal-tinted ground, so that staff read apart from client stories.

import { C, SKIN, HAIR } from '../palette.mjs'
import { Defs, svgDoc, rect, circle } from '../svg.mjs'
import { blob } from '../shapes.mjs'
import { bust } from '../people.mjs'

function portrait(blobColor, accent, figure, seed) {
  const defs = new Defs('tp')
  let out = rect(0, 0, 600, 600, '#E4EEEC')
  out += blob(300, 310, 245, 235, blobColor, { seed, wobble: 0.07 })
  out += blob(120, 120, 60, 54, accent, { seed: seed + 1, opacity: 0.45 })
  for (let i = 0; i < 3; i++) out += circle(470 + i * 22, 500, 4, accent, `opacity="0.7"`)
  out += figure
  return svgDoc(600, 600, defs, out)
}

// Angela: founder and director.
export const team1 = () =>
  portrait(
    '#BFD6D2',
    C.gold,
    bust(300, 250, 3.4, { skin: SKIN.brown, hair: HAIR.dark, hairStyle: 'waves', top: C.teal, earrings: C.gold }),
    91,
  )
// Luis: care coordinator.
export const team2 = () =>
  portrait(
    C.peach,
    C.teal2,
    bust(300, 250, 3.4, {
      skin: SKIN.tan,
      hair: HAIR.dark,
      hairStyle: 'swept',
      top: C.sage,
      collar: C.cream,
      mustache: true,
    }),
    92,
  )
// Tanya: client care manager.
export const team3 = () =>
  portrait(
    C.sand,
    C.terra,
    bust(300, 250, 3.4, {
      skin: SKIN.deep,
      hair: HAIR.black,
      hairStyle: 'bob',
      top: C.terra,
      inner: C.cream,
      earrings: C.peach,
    }),
    93,
  )
// Ellen: caregiver team lead.
export const team4 = () =>
  portrait(
    '#C9DAC9',
    C.teal,
    bust(300, 250, 3.4, { skin: SKIN.fair, hair: HAIR.silver, hairStyle: 'waves', top: C.teal2, glasses: true }),
    94,
  )
