// Companionship service: caregiver and senior walking arm in arm through a park.

import { C } from '../palette.mjs'
import { rng, Defs, svgDoc, rect, circle, pathEl, line } from '../svg.mjs'
import { blob, tree } from '../shapes.mjs'
import { person } from '../people.mjs'
import { CAST } from '../cast.mjs'

/** Caregiver and senior walking arm in arm through a park. */
export function serviceCompanionship() {
  const W = 1200
  const H = 800
  const defs = new Defs('comp')
  let out = rect(
    0,
    0,
    W,
    H,
    defs.linear('sky', [
      [0, '#F8E9D4'],
      [1, '#F4D7B4'],
    ]),
  )
  out += circle(900, 230, 95, '#F6D48E')
  out += circle(
    900,
    230,
    140,
    defs.radial(
      'sun',
      [
        [0, C.gold, 0.3],
        [1, C.gold, 0],
      ],
      900,
      230,
      140,
    ),
  )
  out += blob(260, 560, 520, 170, '#C3D4BE', {
    seed: 91,
    wobble: 0.05,
    points: 8,
  })
  out += blob(980, 580, 520, 190, '#B2C9AE', {
    seed: 92,
    wobble: 0.05,
    points: 8,
  })
  out += tree(150, 560, 150, { seed: 93 })
  out += tree(1060, 570, 170, { seed: 94, leafA: '#AFC6AE', leafB: '#86A68B' })
  out += tree(330, 540, 90, { seed: 95, leafA: '#B7CCB4', leafB: '#9DB8A0' })
  // lawn and winding path
  out += rect(
    0,
    560,
    W,
    H - 560,
    defs.linear('lawn', [
      [0, '#A9C3A4'],
      [1, '#8FB08F'],
    ]),
  )
  out += pathEl(
    `M430,560 C520,600 380,650 300,700 C220,750 240,780 260,800 L980,800 C900,760 820,720 760,660 C720,610 640,580 560,560Z`,
    '#EAD6BC',
  )
  // park bench
  out += rect(860, 560, 200, 14, '#9B6846', `rx="5"`)
  out += rect(860, 520, 200, 12, '#9B6846', `rx="5"`)
  out += rect(860, 540, 200, 12, '#9B6846', `rx="5"`)
  out += rect(872, 572, 10, 46, C.charcoal) + rect(1038, 572, 10, 46, C.charcoal)
  // flowers along the path
  const rand = rng(96)
  for (let i = 0; i < 40; i++) {
    const fx = rand() * W
    const fy = 600 + rand() * 190
    if (fx > 250 && fx < 990 && fy > 560) {
      const onPath = fx > 280 + (fy - 560) * -0.3 && fx < 980 - (800 - fy) * 0.6
      if (onPath) continue
    }
    out +=
      line(
        [
          [fx, fy],
          [fx, fy + 14],
        ],
        '#6F9A7A',
        3,
      ) + circle(fx, fy, 6, [C.gold, C.terra, C.cream, C.peach][i % 4])
  }
  const s = 2.05
  const gx = 640
  // caregiver slightly ahead, senior holding her arm
  out += person({
    x: gx + 84 * s,
    y: 720,
    s,
    pose: 'walk',
    ...CAST.maria,
    overrides: {
      armB: [
        [-8, -182],
        [-14, -140],
        [-4, -120],
      ],
    },
  })
  out += person({
    x: gx,
    y: 730,
    s,
    pose: 'walk',
    ...CAST.walter,
    overrides: {
      armF: [
        [10, -182],
        [34, -148],
        [62, -128],
      ],
      legF: [
        [6, -108],
        [18, -60],
        [26, -10],
      ],
      legB: [
        [-6, -108],
        [-10, -58],
        [-26, -14],
      ],
    },
  })
  // a couple of birds
  out += `<g fill="none" stroke="${C.charcoal}" stroke-width="3" stroke-linecap="round" opacity="0.5"><path d="M240,170 q12,-12 24,0 q12,-12 24,0"/><path d="M310,130 q9,-9 18,0 q9,-9 18,0"/></g>`
  return svgDoc(W, H, defs, out)
}
