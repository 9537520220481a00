// Homemaking service: tidy kitchen, caregiver bringing soup to the senior.

import { C } from '../palette.mjs'
import { shade, Defs, svgDoc, rect, circle, ellipse, pathEl, line } from '../svg.mjs'
import { pottedPlant, teacup, chair, sideTable } from '../shapes.mjs'
import { windowFrame, gardenView } from '../house.mjs'
import { person } from '../people.mjs'
import { CAST } from '../cast.mjs'

/** Stove-top pot with steam, bottom centre at (x, y). */
function cookPot(x, y, s = 1) {
  let out = ''
  for (const k of [-14, 4, 22]) {
    out += `<path d="M${x + k * s},${y - 78 * s} c${-10 * s},${-12 * s} ${10 * s},${-22 * s} 0,${-36 * s}" fill="none" stroke="${C.cream}" stroke-width="${4 * s}" stroke-linecap="round" opacity="0.9"/>`
  }
  out += rect(x - 60 * s, y - 62 * s, 120 * s, 62 * s, C.teal, `rx="${10 * s}"`)
  out += rect(x - 68 * s, y - 68 * s, 136 * s, 12 * s, shade(C.teal, 0.15), `rx="${6 * s}"`)
  out += rect(x - 84 * s, y - 56 * s, 26 * s, 8 * s, shade(C.teal, 0.15), `rx="${4 * s}"`)
  out += rect(x + 58 * s, y - 56 * s, 26 * s, 8 * s, shade(C.teal, 0.15), `rx="${4 * s}"`)
  return out
}

/** Tidy kitchen: caregiver brings a bowl of soup to the senior at the table. */
export function serviceHomemaking() {
  const W = 1200
  const H = 800
  const defs = new Defs('home')
  let out = rect(0, 0, W, H, C.sand)
  // window over the counter
  out += windowFrame(defs, 640, 90, 300, 250, {
    frame: C.cream,
    scene: gardenView(defs, 640, 90, 300, 250, { sunX: 0.3 }),
  })
  out += pottedPlant(820, 340, 24, { seed: 101, pot: C.terra })
  out += pottedPlant(890, 340, 20, { seed: 102, pot: C.cream })
  // upper cabinets
  for (const cx of [450, 990]) {
    out += rect(cx, 70, 180, 200, C.sage, `rx="8"`)
    out += rect(cx + 88, 80, 4, 180, shade(C.sage, 0.12))
    out += circle(cx + 78, 240, 6, C.gold) + circle(cx + 102, 240, 6, C.gold)
  }
  out += rect(1180, 70, 20, 200, C.sage)
  // hanging utensils
  out += rect(250, 120, 150, 8, '#9B6846', `rx="4"`)
  for (const [ux, len] of [
    [275, 50],
    [310, 70],
    [345, 60],
    [378, 46],
  ]) {
    out +=
      line(
        [
          [ux, 128],
          [ux, 128 + len],
        ],
        C.charcoal,
        4,
      ) + circle(ux, 136 + len, 10, C.terra)
  }
  // framed picture
  out += rect(60, 90, 130, 100, '#9B6846', `rx="4"`) + rect(70, 100, 110, 80, '#C3D4BE')
  out += pathEl(`M70,180 L110,140 L140,165 L180,130 L180,180Z`, C.sage) + circle(152, 122, 10, C.gold)
  out += rect(0, 612, 430, 18, shade(C.sand, 0.06))
  // counter along the back wall
  out += rect(430, 420, 770, 210, C.teal)
  for (const dx of [430, 620, 810, 1000]) {
    out += rect(dx + 12, 452, 166, 160, C.teal2, `rx="6"`)
    out += rect(dx + 75, 470, 40, 8, C.gold, `rx="4"`)
  }
  out += rect(420, 398, 790, 26, C.cream, `rx="5"`)
  out += rect(420, 420, 790, 6, shade(C.sand, 0.1))
  // stove top, pot, cutting board with vegetables
  out += rect(1000, 392, 170, 8, C.charcoal, `rx="3"`)
  out += cookPot(1085, 392, 0.95)
  out += rect(700, 384, 170, 16, '#C9935F', `rx="6"`)
  out += pathEl(`M730,384 L780,378 L782,384Z`, '#E07B39')
  out += circle(805, 374, 12, C.terra) + circle(832, 376, 10, '#8DB36B')
  // floor
  out += rect(0, 630, W, H - 630, '#E7D3BA')
  for (let x = -40; x < W; x += 120)
    out += line(
      [
        [x, 630],
        [x - 60, 800],
      ],
      '#D9C2A6',
      3,
    )
  // kitchen table with the senior
  out += ellipse(260, 762, 210, 22, '#D9C2A6')
  out += sideTable(260, 520, 760, 300, '#9B6846')
  out += teacup(300, 522, 1.6, C.cream, { steam: true })
  out += ellipse(370, 520, 30, 5, C.cream) + circle(362, 508, 11, C.terra) + circle(380, 510, 9, C.gold) // plate of fruit
  out += chair(120, 760, 2.05)
  out += person({
    x: 120,
    y: 760,
    s: 2.05,
    pose: 'sit',
    ...CAST.june,
    overrides: {
      armF: [
        [12, -178],
        [26, -132],
        [64, -126],
      ],
      armB: [
        [-8, -178],
        [0, -130],
        [46, -124],
      ],
    },
  })
  // laundry basket with folded towels
  out +=
    rect(1030, 670, 140, 20, C.cream, `rx="4"`) +
    rect(1036, 652, 128, 20, C.peach, `rx="4"`) +
    rect(1030, 634, 140, 20, C.sage, `rx="4"`)
  out += pathEl(`M1010,690 L1190,690 L1176,770 L1024,770Z`, '#C9935F')
  for (let i = 0; i < 5; i++) out += rect(1030 + i * 32, 700, 14, 60, shade('#C9935F', 0.15), `rx="6"`)
  // caregiver turning to the table with a bowl of soup
  const bowl =
    pathEl(`M38,-144 L80,-144 C80,-128 71,-121 59,-121 C47,-121 38,-128 38,-144Z`, C.cream) +
    ellipse(59, -144, 21, 4, C.gold) +
    `<path d="M52,-152 c-4,-5 4,-9 0,-15 M64,-152 c-4,-5 4,-9 0,-15" fill="none" stroke="${C.cream}" stroke-width="2" stroke-linecap="round" opacity="0.9"/>`
  out += person({
    x: 660,
    y: 765,
    s: 2.05,
    flip: true,
    pose: 'stand',
    ...CAST.lee,
    overrides: {
      armF: [
        [10, -182],
        [30, -142],
        [74, -134],
      ],
      armB: [
        [-10, -182],
        [8, -140],
        [42, -132],
      ],
      legF: [
        [6, -108],
        [16, -58],
        [22, -10],
      ],
    },
    extraFront: bowl,
  })
  return svgDoc(W, H, defs, out)
}
