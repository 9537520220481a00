// Testimonial portraits: three head-and-shoulders busts on soft blobs.

import { C, SKIN, HAIR } from '../palette.mjs'
import { Defs, svgDoc, rect, circle } from '../svg.mjs'
import { blob, leaf } from '../shapes.mjs'
import { bust } from '../people.mjs'

function portrait(bg, blobColor, accent, figure, seed) {
  const defs = new Defs('tm')
  let out = rect(0, 0, 600, 600, bg)
  out += blob(300, 300, 250, 240, blobColor, { seed, wobble: 0.08 })
  out += blob(470, 130, 70, 60, accent, { seed: seed + 1, opacity: 0.55 })
  out += blob(95, 330, 40, 36, accent, { seed: seed + 2, opacity: 0.4 })
  out +=
    leaf(500, 520, 70, 16, -130, '#7FA487') +
    leaf(500, 520, 60, 14, -90, C.sage) +
    leaf(500, 520, 56, 13, -160, '#6F9A7A')
  for (let i = 0; i < 4; i++) out += circle(90 + i * 22, 120, 4, accent, `opacity="0.7"`)
  out += figure
  return svgDoc(600, 600, defs, out)
}

export const testimonial1 = () =>
  portrait(
    C.sand,
    C.peach,
    C.terra,
    bust(300, 250, 3.4, {
      skin: SKIN.tan,
      hair: HAIR.dark,
      hairStyle: 'bob',
      top: C.teal2,
      earrings: C.gold,
    }),
    81,
  )
export const testimonial2 = () =>
  portrait(
    C.cream,
    '#C9DAC9',
    C.gold,
    bust(300, 250, 3.4, {
      skin: SKIN.light,
      hair: HAIR.white,
      hairStyle: 'bald',
      top: C.sage,
      inner: C.cream,
      glasses: true,
      mustache: true,
    }),
    82,
  )
export const testimonial3 = () =>
  portrait(
    C.sand,
    '#BFD6D2',
    C.teal2,
    bust(300, 250, 3.4, {
      skin: SKIN.deep,
      hair: HAIR.black,
      hairStyle: 'short',
      top: C.terra,
      collar: C.cream,
      beard: true,
    }),
    83,
  )
export const testimonial4 = () =>
  portrait(
    C.cream,
    '#E8CDB8',
    C.sage,
    bust(300, 250, 3.4, {
      skin: SKIN.fair,
      hair: HAIR.brown,
      hairStyle: 'bob',
      top: C.sage,
      collar: C.cream,
      earrings: C.terra,
    }),
    84,
  )
