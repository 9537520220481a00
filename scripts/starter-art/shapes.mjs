// Shared shapes: smooth paths, blobs, leaves, plants, trees, shrubs, stars, teacup/teapot, furniture and lamps.

import { C } from './palette.mjs'
import { rng, shade, tint, r1, pt, rect, circle, ellipse, pathEl, group } from './svg.mjs'

/** Closed smooth path through points (Catmull-Rom converted to cubic Bézier). */
function smoothClosed(points) {
  const n = points.length
  let d = `M${pt(points[0])}`
  for (let i = 0; i < n; i++) {
    const p0 = points[(i - 1 + n) % n]
    const p1 = points[i]
    const p2 = points[(i + 1) % n]
    const p3 = points[(i + 2) % n]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${pt(c1)} ${pt(c2)} ${pt(p2)}`
  }
  return d + 'Z'
}

/** Soft organic background blob. */
export function blob(cx, cy, rx, ry, fill, { seed = 1, wobble = 0.12, points = 9, opacity = 1 } = {}) {
  const rand = rng(seed)
  const pts = []
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2
    const k = 1 + (rand() * 2 - 1) * wobble
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
  }
  return pathEl(smoothClosed(pts), fill, opacity < 1 ? `opacity="${opacity}"` : '')
}

/** Rounded leaf shape pointing along angle (deg) from its base. */
export function leaf(x, y, len, width, angle, fill) {
  const d = `M0,0 C${r1(len * 0.3)},${r1(-width)} ${r1(len * 0.8)},${r1(-width * 0.8)} ${r1(len)},0 C${r1(len * 0.8)},${r1(width * 0.8)} ${r1(len * 0.3)},${r1(width)} 0,0Z`
  return group(`translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})`, pathEl(d, fill))
}

/** Potted plant: a pot standing on (x, y) with a fan of leaves. */
export function pottedPlant(x, y, size, { pot = C.terra, leafA = C.sage, leafB = '#6F9A7A', seed = 3, tall = 1 } = {}) {
  const rand = rng(seed)
  const pw = size * 0.9
  const ph = size * 0.8
  let leaves = ''
  const count = 11
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1)
    const angle = -160 + t * 140 + (rand() - 0.5) * 12
    const len = size * (0.9 + rand() * 0.5) * tall * (1 - Math.abs(t - 0.5) * 0.6)
    leaves += leaf(x + (rand() - 0.5) * size * 0.2, y - ph + 4, len, size * 0.2, angle, i % 2 ? leafA : leafB)
  }
  const potD = `M${r1(x - pw / 2)},${r1(y - ph)} L${r1(x + pw / 2)},${r1(y - ph)} L${r1(x + pw * 0.36)},${r1(y)} L${r1(x - pw * 0.36)},${r1(y)}Z`
  return (
    leaves +
    pathEl(potD, pot) +
    rect(
      x - pw / 2 - size * 0.04,
      y - ph - size * 0.04,
      pw + size * 0.08,
      size * 0.16,
      shade(pot, 0.12),
      `rx="${r1(size * 0.04)}"`,
    )
  )
}

/** Round-canopy tree standing on (x, y). */
export function tree(x, y, size, { leafA = C.sage, leafB = '#86A68B', trunk = '#7A5038', seed = 5 } = {}) {
  const rand = rng(seed)
  let canopy = ''
  const cy = y - size * 1.15
  canopy += circle(x, cy, size * 0.62, leafB)
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + rand()
    canopy += circle(
      x + Math.cos(a) * size * 0.32,
      cy + Math.sin(a) * size * 0.28,
      size * (0.34 + rand() * 0.1),
      i % 2 ? leafA : leafB,
    )
  }
  canopy += circle(x - size * 0.15, cy - size * 0.18, size * 0.3, tint(leafA, 0.12))
  const trunkEl = pathEl(
    `M${r1(x - size * 0.07)},${r1(y)} L${r1(x - size * 0.045)},${r1(cy)} L${r1(x + size * 0.045)},${r1(cy)} L${r1(x + size * 0.07)},${r1(y)}Z`,
    trunk,
  )
  return trunkEl + canopy
}

/** Teacup seen from the side, centred on (x, y) (bottom of the cup). */
export function teacup(x, y, s, color = C.cream, { steam = false, flip = false } = {}) {
  const dir = flip ? -1 : 1
  let out = ''
  out += ellipse(x, y + 1.5 * s, 10 * s, 2.2 * s, shade(color, 0.08))
  out += pathEl(
    `M${r1(x - 7 * s)},${r1(y - 10 * s)} L${r1(x + 7 * s)},${r1(y - 10 * s)} C${r1(x + 7 * s)},${r1(y - 2 * s)} ${r1(x + 4 * s)},${r1(y)} ${r1(x)},${r1(y)} C${r1(x - 4 * s)},${r1(y)} ${r1(x - 7 * s)},${r1(y - 2 * s)} ${r1(x - 7 * s)},${r1(y - 10 * s)}Z`,
    color,
  )
  out += `<path d="M${r1(x + dir * 6 * s)},${r1(y - 8 * s)} c${r1(dir * 5 * s)},${r1(0)} ${r1(dir * 5 * s)},${r1(5 * s)} ${r1(0)},${r1(5 * s)}" fill="none" stroke="${color}" stroke-width="${r1(1.8 * s)}"/>`
  out += rect(x - 5 * s, y - 8 * s, 10 * s, 1.4 * s, C.terra, `opacity="0.7"`)
  if (steam) {
    for (const k of [-3, 3]) {
      out += `<path d="M${r1(x + k * s)},${r1(y - 13 * s)} c${r1(-3 * s)},${r1(-4 * s)} ${r1(3 * s)},${r1(-6 * s)} 0,${r1(-11 * s)}" fill="none" stroke="${C.cream}" stroke-opacity="0.7" stroke-width="${r1(1.4 * s)}" stroke-linecap="round"/>`
    }
  }
  return out
}

/** Teapot sitting on (x, y). */
export function teapot(x, y, s, color = C.terra) {
  let out = ''
  out += `<path d="M${r1(x + 13 * s)},${r1(y - 9 * s)} C${r1(x + 20 * s)},${r1(y - 10 * s)} ${r1(x + 22 * s)},${r1(y - 16 * s)} ${r1(x + 26 * s)},${r1(y - 20 * s)}" fill="none" stroke="${color}" stroke-width="${r1(3.6 * s)}" stroke-linecap="round"/>`
  out += `<path d="M${r1(x - 13 * s)},${r1(y - 15 * s)} c${r1(-8 * s)},0 ${r1(-8 * s)},${r1(9 * s)} 0,${r1(9 * s)}" fill="none" stroke="${color}" stroke-width="${r1(2.8 * s)}"/>`
  out += ellipse(x, y - 9.5 * s, 15 * s, 10 * s, color)
  out += rect(x - 9 * s, y - 2 * s, 18 * s, 2 * s, shade(color, 0.15))
  out += ellipse(x, y - 19 * s, 7 * s, 2.2 * s, shade(color, 0.12))
  out += circle(x, y - 22 * s, 2.2 * s, shade(color, 0.12))
  out += pathEl(
    `M${r1(x - 9 * s)},${r1(y - 13 * s)} q${r1(4 * s)},${r1(-5 * s)} ${r1(9 * s)},${r1(-5 * s)}`,
    'none',
    `stroke="${tint(color, 0.35)}" stroke-width="${r1(1.6 * s)}" stroke-linecap="round"`,
  )
  return out
}

/** Armchair seen from the side, facing right, floor point (x, y) under the seat centre. */
export function armchair(x, y, s, color = C.terra, flip = false) {
  const c = color
  const dk = shade(c, 0.18)
  let out = ''
  out += rect(-58, -250, 44, 230, dk, `rx="20"`) // back
  out += rect(-60, -110, 150, 60, c, `rx="22"`) // seat cushion
  out += rect(-64, -62, 160, 34, dk, `rx="12"`) // base
  out += rect(-52, -30, 12, 30, C.charcoal, `rx="4"`)
  out += rect(74, -30, 12, 30, C.charcoal, `rx="4"`)
  out += rect(-40, -152, 120, 34, tint(c, 0.12), `rx="16"`) // far armrest
  return group(`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`, out)
}

/** Simple wooden chair, side view, facing right. */
export function chair(x, y, s, color = '#8A5A3C', flip = false) {
  let out = ''
  out += rect(-46, -220, 12, 220, shade(color, 0.15), `rx="6"`)
  out += rect(-50, -104, 100, 14, color, `rx="6"`)
  out += rect(40, -96, 10, 96, color, `rx="5"`)
  out += rect(-46, -200, 12, 80, shade(color, 0.05), `rx="6"`)
  return group(`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`, out)
}

/** Round side table, top centre at (x, topY). */
export function sideTable(x, topY, floorY, w, color = '#8A5A3C') {
  let out = ''
  out += rect(x - w * 0.06, topY, w * 0.12, floorY - topY, shade(color, 0.15))
  out += ellipse(x, floorY - 4, w * 0.3, w * 0.05, shade(color, 0.2))
  out += ellipse(x, topY + 6, w / 2, w * 0.07, shade(color, 0.12))
  out += ellipse(x, topY, w / 2, w * 0.07, color)
  return out
}

/** Floor lamp standing on (x, y), shade top at y - h. */
export function floorLamp(defs, x, y, h, { glow = true, shadeColor = C.sand } = {}) {
  let out = ''
  if (glow)
    out += circle(
      x,
      y - h + 40,
      190,
      defs.radial(
        'lampglow',
        [
          [0, C.peach, 0.4],
          [0.4, C.peach, 0.14],
          [1, C.peach, 0],
        ],
        x,
        y - h + 40,
        190,
      ),
    )
  out += rect(x - 3, y - h + 60, 6, h - 60, C.charcoal)
  out += ellipse(x, y - 3, 34, 7, C.charcoal)
  out += pathEl(
    `M${x - 34},${y - h + 70} L${x + 34},${y - h + 70} L${x + 22},${y - h} L${x - 22},${y - h}Z`,
    shadeColor,
  )
  return out
}

/** Porch lantern hanging on the wall, centred at (x, y). */
export function lantern(defs, x, y, s = 1) {
  let out = ''
  out += circle(
    x,
    y,
    230 * s,
    defs.radial(
      'lantern',
      [
        [0, '#FFE7B0', 0.8],
        [0.3, '#FFD98A', 0.35],
        [1, C.gold, 0],
      ],
      x,
      y,
      230 * s,
    ),
  )
  out += rect(x - 4 * s, y - 62 * s, 8 * s, 22 * s, C.charcoal)
  out += pathEl(`M${x - 24 * s},${y - 34 * s} L${x},${y - 50 * s} L${x + 24 * s},${y - 34 * s}Z`, C.charcoal)
  out += rect(x - 17 * s, y - 34 * s, 34 * s, 52 * s, '#FFE3A3', `rx="${3 * s}"`)
  out += rect(
    x - 17 * s,
    y - 34 * s,
    34 * s,
    52 * s,
    'none',
    `rx="${3 * s}" stroke="${C.charcoal}" stroke-width="${4 * s}"`,
  )
  out += rect(x - 2 * s, y - 34 * s, 4 * s, 52 * s, C.charcoal)
  out += rect(x - 21 * s, y + 16 * s, 42 * s, 7 * s, C.charcoal, `rx="${2 * s}"`)
  return out
}

/** Shrub: a cluster of overlapping circles standing on (x, y). */
export function shrub(x, y, w, { a = '#7FA487', b = C.sage, seed = 31, flowers = null } = {}) {
  const rand = rng(seed)
  let out = ''
  const n = 6
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1)
    const cx = x - w / 2 + w * (0.15 + t * 0.7)
    const r = w * (0.2 + rand() * 0.08) * (1 - Math.abs(t - 0.5) * 0.5)
    out += circle(cx, y - r * 0.9, r, i % 2 ? a : b)
  }
  if (flowers) {
    for (let i = 0; i < 7; i++) {
      out += circle(
        x - w * 0.35 + rand() * w * 0.7,
        y - w * 0.1 - rand() * w * 0.25,
        w * 0.03,
        flowers[i % flowers.length],
      )
    }
  }
  return out
}

export function starField(seed, count, x0, y0, w, h) {
  const rand = rng(seed)
  return Array.from({ length: count }, () => [x0 + rand() * w, y0 + rand() * h, 1.2 + rand() * 1.8])
}
