// Call-to-action banner: the lit front porch at dusk (desktop and mobile).

import { C } from '../palette.mjs'
import { shade, Defs, svgDoc, rect, circle, pathEl, group } from '../svg.mjs'
import { blob, leaf, pottedPlant, tree, lantern, shrub, starField } from '../shapes.mjs'
import { windowFrame } from '../house.mjs'

/** The house front with an open, lit door. Local units: door centred at x = 0, porch floor at y = 0. */
function frontPorch(defs) {
  let out = ''
  const wall = '#EFE2CF'
  // gable roof and facade
  out += pathEl(`M-560,-470 L70,-800 L700,-470Z`, shade(C.terra, 0.12))
  out += pathEl(`M-520,-480 L70,-770 L660,-480Z`, C.terra)
  out += rect(-470, -500, 1080, 520, wall)
  for (let y = -470; y < 0; y += 30) out += rect(-470, y, 1080, 3, shade(wall, 0.07))
  out += rect(-480, -505, 1100, 18, C.cream)
  out += rect(-470, -500, 22, 500, C.cream) + rect(588, -500, 22, 500, C.cream) // corner boards
  // left window with shutters
  const leftWin = (x) =>
    rect(x - 24, -318, 20, 200, C.teal2, `rx="3"`) +
    rect(x + 160, -318, 20, 200, C.teal2, `rx="3"`) +
    windowFrame(defs, x, -318, 156, 200, {
      frame: C.cream,
      sill: true,
      scene:
        rect(
          x,
          -318,
          156,
          200,
          defs.linear('lit', [
            [0, '#F7CF86'],
            [1, '#EBAE5B'],
          ]),
        ) +
        rect(x + 10, -318, 40, 200, '#F3D9B5') +
        rect(x + 106, -318, 40, 200, '#F3D9B5'),
    })
  out += leftWin(-400)
  out += leftWin(230)
  // flower boxes under the windows
  for (const bx of [-400, 230]) {
    out += shrub(bx + 78, -100, 170, {
      seed: 40 + bx,
      a: '#6F9A7A',
      b: C.sage,
      flowers: [C.gold, C.peach, C.cream, C.terra],
    })
    out += rect(bx - 6, -104, 168, 34, shade(C.terra, 0.1), `rx="6"`)
  }
  // small roof over the door on brackets
  out += pathEl(`M-150,-382 L0,-452 L150,-382Z`, C.terra)
  out += rect(-156, -386, 312, 14, C.cream, `rx="4"`)
  out += pathEl(`M-128,-372 L-128,-340 L-106,-372Z`, C.cream)
  out += pathEl(`M128,-372 L128,-340 L106,-372Z`, C.cream)
  // door surround and transom
  out += rect(-104, -340, 208, 340, C.cream, `rx="6"`)
  // warm interior seen through the open door
  const interior = defs.linear('inside', [
    [0, '#FBE3B0'],
    [1, '#F3BE74'],
  ])
  out += rect(-82, -322, 164, 322, interior)
  out += pathEl(`M-82,0 L-40,-70 L62,-70 L82,0Z`, '#D8955A') // hallway floor
  out += pathEl(`M-60,0 L-26,-66 L40,-66 L62,0Z`, C.terra, `opacity="0.75"`) // runner rug
  out += rect(-4, -180, 50, 44, C.sage, `rx="3"`) // framed picture
  out += rect(0, -176, 42, 36, '#B9CDB5')
  out += circle(30, -165, 7, C.gold)
  out += rect(-28, -112, 60, 8, '#9B6846') // console table
  out += rect(-22, -104, 6, 36, '#9B6846') + rect(20, -104, 6, 36, '#9B6846')
  out += pathEl(`M-14,-112 L-14,-132 L2,-132 L2,-112Z`, C.cream) // vase
  out += leaf(-6, -130, 26, 6, -110, C.sage) + leaf(-6, -130, 22, 5, -60, '#6F9A7A')
  // the door itself, swung inwards
  out += pathEl(`M-82,-322 L-36,-304 L-36,-14 L-82,0Z`, shade(C.teal, 0.05))
  out += pathEl(`M-74,-296 L-44,-286 L-44,-186 L-74,-192Z`, C.teal2)
  out += pathEl(`M-74,-150 L-44,-146 L-44,-40 L-74,-30Z`, C.teal2)
  out += circle(-42, -160, 4.5, C.gold)
  // fan transom over the door
  out += pathEl(`M-82,-340 A82,58 0 0 1 82,-340Z`, '#FFE3A3')
  out += `<path d="M-82,-340 A82,58 0 0 1 82,-340 M0,-340 L0,-398 M-58,-340 L-40,-381 M58,-340 L40,-381" fill="none" stroke="${C.cream}" stroke-width="7"/>`
  // lantern beside the door
  out += lantern(defs, 170, -230, 1)
  // porch floor, foundation and steps
  out += rect(-470, -4, 1080, 26, '#8C5A3F')
  out += rect(-470, 20, 1080, 80, shade(C.terra, 0.32))
  out += pathEl(
    `M-82,0 L82,0 L230,96 L-230,96Z`,
    defs.linear('spill', [
      [0, C.gold, 0.55],
      [1, C.gold, 0],
    ]),
  )
  const steps = [
    [-150, 22, 300],
    [-180, 48, 360],
    [-210, 74, 420],
  ]
  for (const [sx, sy, sw] of steps) {
    out += rect(sx, sy, sw, 26, '#D9C6AE')
    out += rect(sx, sy, sw, 6, C.cream)
  }
  out += pathEl(
    `M-82,0 L82,0 L200,74 L-200,74Z`,
    defs.linear('spill2', [
      [0, '#FFD98A', 0.45],
      [1, '#FFD98A', 0],
    ]),
  )
  // welcome mat
  out += rect(-72, -8, 144, 10, C.terra, `rx="3"`)
  // big potted plants at the sides of the steps
  out += pottedPlant(-320, 100, 78, { seed: 51, pot: C.terra, tall: 1.15 })
  out += pottedPlant(320, 100, 78, { seed: 52, pot: C.terra, tall: 1.15 })
  return out
}

function porchScene(W, H, L) {
  const defs = new Defs('door')
  let out = ''
  // calm dusk sky
  out += rect(
    0,
    0,
    W,
    H,
    defs.linear('sky', [
      [0, '#123634'],
      [0.6, C.teal],
      [1, '#3C7E72'],
    ]),
  )
  out += circle(
    L.glowX,
    L.horizon,
    W * 0.6,
    defs.radial(
      'dusk',
      [
        [0, C.peach, 0.35],
        [1, C.peach, 0],
      ],
      L.glowX,
      L.horizon,
      W * 0.6,
      W * 0.25,
    ),
  )
  for (const [sx, sy, sr] of L.stars) out += circle(sx, sy, sr, C.cream, `opacity="0.55"`)
  // distant hills and trees, low contrast
  out += blob(W * 0.15, L.horizon + 40, W * 0.5, 110, '#24615A', {
    seed: 61,
    wobble: 0.05,
    points: 7,
  })
  out += blob(W * 0.55, L.horizon + 60, W * 0.5, 110, '#215A54', {
    seed: 62,
    wobble: 0.05,
    points: 7,
  })
  for (const [tx, ts, seed] of L.trees)
    out += tree(tx, L.horizon + 30, ts, {
      seed,
      leafA: '#2C6A62',
      leafB: '#245852',
    })
  out += rect(
    0,
    L.horizon + 30,
    W,
    H,
    defs.linear('lawn', [
      [0, '#2E6A5C'],
      [1, '#234F46'],
    ]),
  )
  out += group(`translate(${L.x} ${L.y}) scale(${L.s})`, frontPorch(defs))
  // path leading to the steps
  out += pathEl(L.path, '#CDB89D', `opacity="0.9"`)
  // dark, calm band behind the heading
  out += rect(
    0,
    0,
    L.calmW,
    L.calmH,
    defs.linear(
      'calm',
      L.calmDir === 'v'
        ? [
            [0, '#0F2A28', 0.45],
            [1, '#0F2A28', 0],
          ]
        : [
            [0, '#0F2A28', 0.45],
            [1, '#0F2A28', 0],
          ],
      L.calmDir === 'v' ? [0, 0, 0, 1] : [0, 0, 1, 0],
    ),
  )
  return svgDoc(W, H, defs, out)
}

export function ctaDesktop() {
  return porchScene(1920, 800, {
    x: 1420,
    y: 690,
    s: 1,
    horizon: 560,
    glowX: 380,
    stars: starField(71, 26, 0, 20, 900, 380),
    trees: [
      [120, 90, 72],
      [300, 120, 73],
      [760, 100, 74],
    ],
    path: 'M1210,800 L1630,800 L1600,786 L1240,786Z',
    calmW: 1100,
    calmH: 800,
    calmDir: 'h',
  })
}

export function ctaMobile() {
  return porchScene(900, 1200, {
    x: 397,
    y: 1050,
    s: 0.76,
    horizon: 820,
    glowX: 300,
    stars: starField(72, 22, 0, 20, 900, 420),
    trees: [],
    path: 'M250,1200 L650,1200 L600,1130 L290,1130Z',
    calmW: 900,
    calmH: 700,
    calmDir: 'v',
  })
}
