// Personal care service: caregiver steadying a senior rising from his armchair.

import { C } from '../palette.mjs'
import { Defs, svgDoc, rect, circle, ellipse, pathEl } from '../svg.mjs'
import { blob, pottedPlant, armchair, sideTable } from '../shapes.mjs'
import { windowFrame, gardenView } from '../house.mjs'
import { person } from '../people.mjs'
import { CAST } from '../cast.mjs'

/** Caregiver steadies a senior rising from his armchair. */
export function servicePersonal() {
  const W = 1200
  const H = 800
  const defs = new Defs('pers')
  let out = rect(
    0,
    0,
    W,
    H,
    defs.linear('wall', [
      [0, '#F7EEE2'],
      [1, C.sand],
    ]),
  )
  out += blob(640, 320, 430, 280, '#EFDCC6', { seed: 111, wobble: 0.06 })
  out += windowFrame(defs, 760, 110, 300, 360, {
    frame: C.cream,
    curtains: C.sage,
    scene: gardenView(defs, 760, 110, 300, 360, { sunX: 0.5 }),
  })
  // framed pictures
  out += rect(200, 150, 150, 110, '#9B6846', `rx="4"`) + rect(212, 162, 126, 86, '#C3D4BE')
  out += pathEl(`M212,248 L260,200 L300,230 L338,196 L338,248Z`, C.sage) + circle(310, 185, 12, C.gold)
  out +=
    rect(380, 180, 80, 80, '#9B6846', `rx="4"`) +
    rect(390, 190, 60, 60, C.peach) +
    circle(420, 220, 16, C.terra, `opacity="0.7"`)
  // floor and rug
  out += rect(0, 620, W, H - 620, '#D9B892')
  out += ellipse(560, 720, 420, 56, C.teal2, `opacity="0.9"`)
  out += ellipse(
    560,
    720,
    370,
    40,
    'none',
    `stroke="${C.sage}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"`,
  )
  // side table with lamp
  out += sideTable(130, 520, 712, 140, '#9B6846')
  out += rect(126, 440, 8, 80, C.charcoal) + pathEl(`M96,450 L164,450 L152,392 L108,392Z`, C.peach)
  out += circle(
    130,
    430,
    120,
    defs.radial(
      'glow',
      [
        [0, C.gold, 0.25],
        [1, C.gold, 0],
      ],
      130,
      430,
      120,
    ),
  )
  out += pottedPlant(1110, 712, 70, { seed: 112, pot: C.terra, tall: 1.5 })
  const s = 2.1
  const feet = 712
  const sx = 400
  out += armchair(sx - 40 * s, feet, s, C.terra)
  // senior, half risen, leaning forward
  out += person({
    x: sx,
    y: feet,
    s,
    ...CAST.frank,
    pose: 'sit',
    overrides: {
      head: [44, -229],
      shoulder: [26, -194],
      hip: [2, -126],
      armF: [
        [36, -188],
        [62, -160],
        [96, -150],
      ],
      armB: [
        [16, -188],
        [44, -158],
        [86, -150],
      ],
      legF: [
        [10, -122],
        [62, -98],
        [60, -10],
      ],
      legB: [
        [2, -126],
        [54, -104],
        [48, -12],
      ],
    },
  })
  // caregiver facing him, holding both of his hands
  out += person({
    x: sx + 170 * s,
    y: feet,
    s,
    flip: true,
    pose: 'stand',
    ...CAST.dana,
    overrides: {
      head: [10, -226],
      shoulder: [4, -188],
      armF: [
        [14, -182],
        [40, -156],
        [70, -150],
      ],
      armB: [
        [-6, -182],
        [24, -156],
        [60, -150],
      ],
      legF: [
        [6, -108],
        [12, -58],
        [14, -10],
      ],
      legB: [
        [-6, -108],
        [-14, -58],
        [-20, -10],
      ],
    },
  })
  return svgDoc(W, H, defs, out)
}
