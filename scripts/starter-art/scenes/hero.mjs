// Hero scene: caregiver and senior sharing tea in a living room (desktop and mobile).

import { C } from '../palette.mjs'
import { Defs, svgDoc, rect, circle, ellipse, pathEl } from '../svg.mjs'
import { blob, pottedPlant, teacup, teapot, armchair, chair, sideTable, floorLamp } from '../shapes.mjs'
import { windowFrame, gardenView } from '../house.mjs'
import { person } from '../people.mjs'
import { CAST } from '../cast.mjs'

/** Living-room tea scene. `layout` decides where things go. */
function teaScene(W, H, layout) {
  const defs = new Defs('tea')
  const { floorY, win, s, cgX, srX, tableX, calmRight, lampX } = layout
  let out = ''
  // wall: dark and calm on the heading side, warmer towards the window
  out += rect(
    0,
    0,
    W,
    H,
    defs.linear(
      'wall',
      [
        [0, '#163F3C'],
        [calmRight, C.teal],
        [1, '#2A6E68'],
      ],
      layout.portrait ? [0, 0, 0, 1] : [0, 0, 1, 0],
    ),
  )
  // faint soft shapes so the calm side is not completely flat
  for (const [bx, by, br, seed] of layout.blobs) out += blob(bx, by, br, br * 0.8, '#2E7D77', { seed, opacity: 0.09 })
  // wainscoting
  out += rect(0, floorY - layout.wainscot, W, layout.wainscot, '#1A4A46', `opacity="0.55"`)
  out += rect(0, floorY - layout.wainscot - 8, W, 8, '#2B6A64', `opacity="0.6"`)
  // window with garden view and curtains
  out += circle(
    win.x + win.w / 2,
    win.y + win.h / 2,
    win.w * 0.9,
    defs.radial(
      'winglow',
      [
        [0, C.peach, 0.3],
        [0.6, C.peach, 0.08],
        [1, C.peach, 0],
      ],
      win.x + win.w / 2,
      win.y + win.h / 2,
      win.w * 0.9,
    ),
  )
  out += windowFrame(defs, win.x, win.y, win.w, win.h, {
    frame: C.cream,
    curtains: '#C9744B',
    scene: gardenView(defs, win.x, win.y, win.w, win.h, { sunX: 0.62 }),
  })
  if (layout.sillPlant)
    out += pottedPlant(win.x + win.w * layout.sillPlant, win.y + win.h, win.w * 0.07, { seed: 7, pot: C.sand })
  // floor
  out += rect(
    0,
    floorY,
    W,
    H - floorY,
    defs.linear('floor', [
      [0, '#7A4A30'],
      [1, '#5A3422'],
    ]),
  )
  for (let i = 1; i < 5; i++) out += rect(0, floorY + (H - floorY) * (i / 5) ** 1.3, W, 2, '#4B2B1C', `opacity="0.35"`)
  // sunlight on the floor
  out += pathEl(
    `M${win.x + win.w * 0.05},${floorY} L${win.x + win.w * 0.95},${floorY} L${win.x + win.w * 0.7},${H} L${win.x - win.w * 0.5},${H}Z`,
    defs.linear('beam', [
      [0, C.gold, 0.32],
      [1, C.gold, 0.04],
    ]),
  )
  // rug
  out += ellipse(tableX, floorY + (H - floorY) * 0.42, layout.rugW, (H - floorY) * 0.3, '#C4623A')
  out += ellipse(
    tableX,
    floorY + (H - floorY) * 0.42,
    layout.rugW * 0.86,
    (H - floorY) * 0.22,
    'none',
    `stroke="${C.peach}" stroke-width="5" stroke-dasharray="2 16" stroke-linecap="round" opacity="0.8"`,
  )
  const feetY = floorY + (H - floorY) * 0.42
  // lamp and plant at the side, low contrast
  if (lampX != null)
    out += floorLamp(defs, lampX, feetY - 20, (460 * s) / 2.0, {
      shadeColor: C.sand,
    })
  out += pottedPlant(layout.plantX, feetY + 30, (90 * s) / 2, {
    seed: 9,
    pot: '#D6A27A',
    tall: 1.5,
  })
  // furniture behind the people
  out += chair(cgX, feetY, s)
  out += armchair(srX, feetY, s, C.teal2, true)
  // table with teapot
  const tableTop = feetY - 128 * s
  out += sideTable(tableX, tableTop, feetY, 150 * s, '#9B6846')
  out += teapot(tableX + 12 * s, tableTop + 2, ((2.1 * s) / 2) * 1.6, C.cream)
  out += teacup(tableX - 38 * s, tableTop + 2, 1.2 * s, C.cream)
  // caregiver (facing right) offering tea, senior (facing left) holding a cup
  out += person({
    x: cgX,
    y: feetY,
    s,
    pose: 'sit',
    ...CAST.dana,
    overrides: {
      armF: [
        [12, -178],
        [30, -130],
        [62, -148],
      ],
    },
    extraFront: teacup(64, -148, 1.1, C.sand, { steam: true }),
  })
  out += person({
    x: srX,
    y: feetY,
    s,
    flip: true,
    pose: 'sit',
    ...CAST.ruth,
    overrides: {
      head: [12, -221],
      armF: [
        [12, -178],
        [30, -128],
        [52, -146],
      ],
      armB: [
        [-8, -178],
        [6, -126],
        [44, -140],
      ],
    },
    extraFront: teacup(50, -146, 1.1, C.cream, { steam: true }),
  })
  // near armrest of the armchair, in front of the senior
  // warm light wash
  out += rect(
    0,
    0,
    W,
    H,
    defs.radial(
      'warm',
      [
        [0, C.gold, 0.12],
        [1, C.gold, 0],
      ],
      win.x + win.w / 2,
      win.y + win.h * 0.6,
      Math.max(W, H) * 0.7,
    ),
  )
  // keep the heading side calm and darker
  if (layout.portrait) {
    out += rect(
      0,
      0,
      W,
      H * 0.5,
      defs.linear('calm', [
        [0, '#0F2A28', 0.55],
        [1, '#0F2A28', 0],
      ]),
    )
  } else {
    out += rect(
      0,
      0,
      W * 0.6,
      H,
      defs.linear(
        'calm',
        [
          [0, '#0F2A28', 0.5],
          [1, '#0F2A28', 0],
        ],
        [0, 0, 1, 0],
      ),
    )
  }
  return svgDoc(W, H, defs, out)
}

export function heroDesktop() {
  return teaScene(1920, 1080, {
    floorY: 820,
    wainscot: 230,
    win: { x: 1140, y: 110, w: 620, h: 570 },
    sillPlant: 0.84,
    s: 2.2,
    cgX: 1205,
    srX: 1690,
    tableX: 1450,
    calmRight: 0.55,
    blobs: [
      [260, 230, 300, 131],
      [820, 120, 180, 132],
    ],
    rugW: 420,
    lampX: 1840,
    plantX: 990,
  })
}

export function heroMobile() {
  return teaScene(900, 1400, {
    portrait: true,
    floorY: 1110,
    wainscot: 220,
    win: { x: 210, y: 560, w: 480, h: 420 },
    s: 1.8,
    cgX: 175,
    srX: 720,
    tableX: 445,
    calmRight: 0.45,
    blobs: [
      [180, 250, 260, 133],
      [760, 420, 200, 134],
    ],
    rugW: 360,
    lampX: null,
    plantX: 60,
  })
}
