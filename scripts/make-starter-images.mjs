// Generates the starter illustrations for the Hearthside Home Care site.
//
// Every picture is a hand-written SVG (flat vector style, brand palette) that
// is rasterised with sharp into public/starter/. The script is deterministic:
// the only "randomness" (blob outlines, stars, leaves) comes from a seeded PRNG,
// so re-running it produces the same files.
//
// Usage: node scripts/make-starter-images.mjs

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OUT_DIR = path.join(ROOT, 'public', 'starter')

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------

const C = {
  teal: '#1F5F5B',
  teal2: '#2E7D77',
  terra: '#B4532A',
  peach: '#F2C6A0',
  sand: '#F6EBDD',
  cream: '#FBF7F2',
  charcoal: '#1D2B2A',
  sage: '#9DB8A0',
  gold: '#E0A43B',
}

const SKIN = {
  light: '#F4D5BD',
  fair: '#E9BE98',
  tan: '#C98F66',
  brown: '#9C623E',
  deep: '#6B3F26',
}

const HAIR = {
  white: '#F3F0EA',
  silver: '#CFCBC4',
  grey: '#A4A29C',
  brown: '#5B3A27',
  dark: '#2E221C',
  black: '#1A1513',
}

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif'

// ---------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------

/** Mulberry32: tiny seeded PRNG so every run draws identical shapes. */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hexToRgb = (hex) => {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const rgbToHex = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')

/** Linear blend of two hex colours, t = 0 gives a, t = 1 gives b. */
function mix(a, b, t) {
  const ca = hexToRgb(a)
  const cb = hexToRgb(b)
  return rgbToHex(ca.map((v, i) => v + (cb[i] - v) * t))
}
const shade = (hex, t) => mix(hex, '#000000', t)
const tint = (hex, t) => mix(hex, '#FFFFFF', t)

const r1 = (n) => Math.round(n * 10) / 10
const pt = ([x, y]) => `${r1(x)},${r1(y)}`

/** Collects <defs> (gradients, clip paths) for one picture, with unique ids. */
class Defs {
  constructor(prefix) {
    this.prefix = prefix
    this.items = []
    this.n = 0
  }
  id(name) {
    this.n += 1
    return `${this.prefix}-${name}-${this.n}`
  }
  stops(stops) {
    return stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')
  }
  /** Linear gradient; direction given as x1,y1,x2,y2 in 0..1 box units. */
  linear(name, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
    const id = this.id(name)
    this.items.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }
  /** Radial gradient in user space (absolute pixels). */
  radial(name, stops, cx, cy, r, ry = r) {
    const id = this.id(name)
    const t = ry === r ? '' : ` gradientTransform="translate(${cx} ${cy}) scale(1 ${ry / r}) translate(${-cx} ${-cy})"`
    this.items.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}"${t}>${this.stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }
  clip(name, shape) {
    const id = this.id(name)
    this.items.push(`<clipPath id="${id}">${shape}</clipPath>`)
    return `url(#${id})`
  }
  toString() {
    return `<defs>${this.items.join('')}</defs>`
  }
}

function svgDoc(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`
}

const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`
const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`
const line = (pts, stroke, width, extra = '') =>
  `<polyline points="${pts.map(pt).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`
const group = (transform, body, extra = '') => `<g transform="${transform}" ${extra}>${body}</g>`

// ---------------------------------------------------------------------------
// Shared shapes
// ---------------------------------------------------------------------------

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
function blob(cx, cy, rx, ry, fill, { seed = 1, wobble = 0.12, points = 9, opacity = 1 } = {}) {
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
function leaf(x, y, len, width, angle, fill) {
  const d = `M0,0 C${r1(len * 0.3)},${r1(-width)} ${r1(len * 0.8)},${r1(-width * 0.8)} ${r1(len)},0 C${r1(len * 0.8)},${r1(width * 0.8)} ${r1(len * 0.3)},${r1(width)} 0,0Z`
  return group(`translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})`, pathEl(d, fill))
}

/** Potted plant: a pot standing on (x, y) with a fan of leaves. */
function pottedPlant(x, y, size, { pot = C.terra, leafA = C.sage, leafB = '#6F9A7A', seed = 3, tall = 1 } = {}) {
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
function tree(x, y, size, { leafA = C.sage, leafB = '#86A68B', trunk = '#7A5038', seed = 5 } = {}) {
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

/** Window with frame, sill, optional curtains; `scene` is SVG drawn inside the glass. */
function windowFrame(
  defs,
  x,
  y,
  w,
  h,
  { frame = C.cream, scene = '', curtains = null, muntins = true, sill = true, arch = false } = {},
) {
  const f = Math.max(8, w * 0.035)
  const clip = defs.clip(
    'win',
    arch
      ? `<path d="M${x + f},${y + h - f} L${x + f},${y + w / 2} A${w / 2 - f},${w / 2 - f} 0 0 1 ${x + w - f},${y + w / 2} L${x + w - f},${y + h - f}Z"/>`
      : `<rect x="${x + f}" y="${y + f}" width="${w - 2 * f}" height="${h - 2 * f}"/>`,
  )
  let out = ''
  out += arch
    ? pathEl(
        `M${x},${y + h} L${x},${y + w / 2} A${w / 2},${w / 2} 0 0 1 ${x + w},${y + w / 2} L${x + w},${y + h}Z`,
        frame,
      )
    : rect(x, y, w, h, frame, `rx="${r1(f * 0.6)}"`)
  out += `<g clip-path="${clip}">${scene}</g>`
  if (muntins) {
    const mw = f * 0.55
    out += rect(x + w / 2 - mw / 2, y + f, mw, h - 2 * f, frame)
    out += rect(x + f, y + (arch ? w / 2 : h / 2) - mw / 2, w - 2 * f, mw, frame)
  }
  if (sill) out += rect(x - f * 1.2, y + h - f * 0.4, w + f * 2.4, f * 1.4, shade(frame, 0.06), `rx="${r1(f * 0.5)}"`)
  if (curtains) {
    const cw = w * 0.2
    const top = y - f * 2.2
    const bottom = y + h + f * 1.5
    const drape = (x0, dir) => {
      const xi = x0 + dir * cw
      const d = `M${x0},${top} L${xi},${top} C${xi + dir * cw * 0.1},${top + (bottom - top) * 0.45} ${xi - dir * cw * 0.55},${bottom - (bottom - top) * 0.25} ${x0 + dir * cw * 0.45},${bottom} L${x0},${bottom}Z`
      const fold = `M${x0 + dir * cw * 0.45},${top} C${x0 + dir * cw * 0.45},${top + (bottom - top) * 0.5} ${x0 + dir * cw * 0.25},${bottom - 80} ${x0 + dir * cw * 0.25},${bottom}`
      return (
        pathEl(d, curtains) +
        `<path d="${fold}" fill="none" stroke="${shade(curtains, 0.12)}" stroke-width="${r1(f * 0.5)}" stroke-linecap="round"/>`
      )
    }
    out += rect(x - f * 3, top - f * 0.6, w + f * 6, f * 0.7, shade(C.terra, 0.35), `rx="${r1(f * 0.35)}"`)
    out += drape(x - f * 2, 1)
    out += drape(x + w + f * 2, -1)
  }
  return out
}

/**
 * Simple house facade: walls, gabled roof, door, two windows and a porch lamp.
 * Bottom-centre at (x, y). `inside(x, y, w, h)` may add a scene behind the
 * right-hand window's glass.
 */
function house(
  defs,
  x,
  y,
  w,
  { wall = C.sand, roof = C.terra, door = C.teal, trim = C.cream, lit = false, chimney = true, inside = null } = {},
) {
  const h = w * 0.55
  const roofH = w * 0.36
  const left = x - w / 2
  const top = y - h
  let out = ''
  if (chimney) out += rect(x + w * 0.22, top - roofH * 0.8, w * 0.09, roofH * 0.6, shade(roof, 0.15))
  out += rect(left, top, w, h, wall)
  for (let sy = top + 22; sy < y - 8; sy += 22) out += rect(left, sy, w, 2, shade(wall, 0.05))
  out += rect(left, top, w * 0.025, h, trim) + rect(left + w * 0.975, top, w * 0.025, h, trim)
  out += rect(left - 6, y - 14, w + 12, 14, shade(wall, 0.25))
  out += pathEl(
    `M${r1(left - w * 0.06)},${r1(top + 4)} L${r1(x)},${r1(top - roofH)} L${r1(left + w * 1.06)},${r1(top + 4)}Z`,
    roof,
    `stroke="${shade(roof, 0.1)}" stroke-width="${r1(w * 0.012)}" stroke-linejoin="round"`,
  )
  const glass = lit
    ? defs.linear('litglass', [
        [0, '#F7CF86'],
        [1, C.gold],
      ])
    : tint(C.teal2, 0.55)
  const ww = w * 0.22
  const wh = h * 0.4
  const wy = top + h * 0.18
  const winScene = (wx, extra = '') => {
    let sc = rect(wx, wy, ww, wh, glass) + extra
    if (lit) sc += rect(wx, wy, ww * 0.2, wh, C.peach) + rect(wx + ww * 0.8, wy, ww * 0.2, wh, C.peach)
    else
      sc += pathEl(
        `M${r1(wx + ww * 0.15)},${r1(wy + wh)} L${r1(wx + ww * 0.75)},${r1(wy)} L${r1(wx + ww)},${r1(wy)} L${r1(wx + ww * 0.4)},${r1(wy + wh)}Z`,
        '#FFFFFF',
        `opacity="0.25"`,
      )
    return sc
  }
  for (const [i, wx] of [left + w * 0.09, left + w * 0.69].entries()) {
    const extra = i === 1 && inside ? inside(wx, wy, ww, wh) : ''
    out += windowFrame(defs, wx, wy, ww, wh, {
      frame: trim,
      scene: winScene(wx, extra),
      sill: true,
    })
    // flower box
    out += rect(wx - 4, wy + wh + 10, ww + 8, h * 0.07, shade(C.terra, lit ? 0.4 : 0.05), `rx="4"`)
    for (let k = 0; k < 6; k++) {
      out += circle(wx + ww * (0.08 + k * 0.17), wy + wh + 8, w * 0.018, lit ? '#3A6F63' : k % 2 ? C.sage : '#7FA487')
      if (!lit && k % 2 === 0)
        out += circle(wx + ww * (0.1 + k * 0.17), wy + wh + 4, w * 0.008, k % 4 ? C.gold : C.terra)
    }
  }
  const dw = w * 0.17
  const dh = h * 0.58
  out += rect(x - dw / 2 - w * 0.014, y - dh - w * 0.014, dw + w * 0.028, dh + w * 0.014, trim)
  out += rect(x - dw / 2, y - dh, dw, dh, door)
  out += rect(x - dw * 0.32, y - dh * 0.86, dw * 0.64, dh * 0.3, shade(door, 0.15), `rx="3"`)
  out += rect(x - dw * 0.32, y - dh * 0.46, dw * 0.64, dh * 0.36, shade(door, 0.15), `rx="3"`)
  out += circle(x + dw * 0.34, y - dh * 0.5, w * 0.009, C.gold)
  // porch lamp beside the door
  const lx = x + dw / 2 + w * 0.05
  const ly = y - dh * 0.8
  if (lit)
    out += circle(
      lx,
      ly,
      w * 0.14,
      defs.radial(
        'porchglow',
        [
          [0, '#FFD98A', 0.55],
          [1, C.gold, 0],
        ],
        lx,
        ly,
        w * 0.14,
      ),
    )
  out += rect(
    lx - w * 0.012,
    ly - w * 0.025,
    w * 0.024,
    w * 0.045,
    lit ? '#FFE3A3' : C.cream,
    `stroke="${C.charcoal}" stroke-width="${r1(w * 0.005)}" rx="2"`,
  )
  out += rect(lx - w * 0.016, ly - w * 0.03, w * 0.032, w * 0.008, C.charcoal)
  // attic round window
  out += circle(x, top - roofH * 0.38, w * 0.05, trim)
  out += circle(x, top - roofH * 0.38, w * 0.036, glass)
  return out
}

/** Teacup seen from the side, centred on (x, y) (bottom of the cup). */
function teacup(x, y, s, color = C.cream, { steam = false, flip = false } = {}) {
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
function teapot(x, y, s, color = C.terra) {
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

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------
//
// A figure is drawn facing right in local units (head radius 24, a standing
// adult is ~256 units tall, origin at the floor under the hips) and then
// placed with translate/scale; `flip` mirrors it to face left. Limbs are thick
// round-capped strokes through joints, which keeps poses easy to tweak.

const POSES = {
  stand: {
    head: [5, -226],
    shoulder: [0, -188],
    hip: [0, -110],
    armF: [
      [10, -182],
      [14, -140],
      [16, -100],
    ],
    armB: [
      [-10, -182],
      [-14, -140],
      [-14, -100],
    ],
    legF: [
      [6, -108],
      [8, -58],
      [9, -10],
    ],
    legB: [
      [-6, -108],
      [-6, -58],
      [-8, -10],
    ],
  },
  sit: {
    head: [10, -222],
    shoulder: [3, -184],
    hip: [0, -100],
    armF: [
      [12, -178],
      [26, -128],
      [60, -140],
    ],
    armB: [
      [-8, -178],
      [-2, -128],
      [40, -136],
    ],
    legF: [
      [8, -94],
      [66, -92],
      [68, -10],
    ],
    legB: [
      [0, -100],
      [60, -98],
      [56, -12],
    ],
  },
  walk: {
    head: [8, -226],
    shoulder: [2, -188],
    hip: [0, -110],
    armF: [
      [10, -182],
      [22, -142],
      [36, -112],
    ],
    armB: [
      [-8, -182],
      [-20, -144],
      [-26, -108],
    ],
    legF: [
      [6, -108],
      [22, -60],
      [34, -10],
    ],
    legB: [
      [-6, -108],
      [-14, -58],
      [-34, -14],
    ],
  },
}

/** Hair drawn in two layers: `back` (behind the head) and `front` (over it). */
function hairShapes(style, hx, hy, color, front) {
  const d = shade(color, 0.1)
  const P = (s, fill = color) => pathEl(s, fill)
  const X = (v) => r1(hx + v)
  const Y = (v) => r1(hy + v)
  const res = { back: '', front: '', ear: true, earAfter: false }
  if (front) {
    switch (style) {
      case 'bob':
        // chin-length bob with a side-swept fringe
        res.back = P(
          `M${X(-27)},${Y(20)} C${X(-33)},${Y(-8)} ${X(-28)},${Y(-33)} ${X(0)},${Y(-33)} C${X(28)},${Y(-33)} ${X(33)},${Y(-8)} ${X(27)},${Y(20)} C${X(26)},${Y(27)} ${X(18)},${Y(28)} ${X(15)},${Y(22)} L${X(-15)},${Y(22)} C${X(-18)},${Y(28)} ${X(-26)},${Y(27)} ${X(-27)},${Y(20)}Z`,
        )
        res.front = P(
          `M${X(-25)},${Y(4)} C${X(-28)},${Y(-22)} ${X(-12)},${Y(-32)} ${X(2)},${Y(-31)} C${X(20)},${Y(-30)} ${X(28)},${Y(-18)} ${X(25)},${Y(6)} C${X(22)},${Y(-6)} ${X(16)},${Y(-14)} ${X(9)},${Y(-18)} C${X(0)},${Y(-12)} ${X(-14)},${Y(-8)} ${X(-25)},${Y(4)}Z`,
        )
        res.ear = false
        break
      case 'short':
        res.front = P(
          `M${X(-24)},${Y(0)} C${X(-27)},${Y(-24)} ${X(-10)},${Y(-33)} ${X(3)},${Y(-32)} C${X(19)},${Y(-32)} ${X(28)},${Y(-22)} ${X(24)},${Y(0)} C${X(23)},${Y(-8)} ${X(20)},${Y(-13)} ${X(14)},${Y(-15)} C${X(4)},${Y(-13)} ${X(-10)},${Y(-16)} ${X(-19)},${Y(-11)} C${X(-22)},${Y(-7)} ${X(-23)},${Y(-4)} ${X(-24)},${Y(0)}Z`,
        )
        break
      case 'bald':
        // balding crown, soft white hair above the ears
        res.front =
          P(
            `M${X(-23)},${Y(0)} C${X(-26)},${Y(-6)} ${X(-25)},${Y(-13)} ${X(-19)},${Y(-17)} C${X(-17)},${Y(-12)} ${X(-18)},${Y(-6)} ${X(-19)},${Y(0)}Z`,
          ) +
          P(
            `M${X(23)},${Y(0)} C${X(26)},${Y(-6)} ${X(25)},${Y(-13)} ${X(19)},${Y(-17)} C${X(17)},${Y(-12)} ${X(18)},${Y(-6)} ${X(19)},${Y(0)}Z`,
          )
        break
      default:
        res.front = P(
          `M${X(-25)},${Y(0)} C${X(-28)},${Y(-26)} ${X(-8)},${Y(-32)} ${X(2)},${Y(-31)} C${X(18)},${Y(-31)} ${X(28)},${Y(-22)} ${X(25)},${Y(0)} C${X(20)},${Y(-14)} ${X(-18)},${Y(-14)} ${X(-25)},${Y(0)}Z`,
        )
    }
  } else {
    // Three-quarter view, face towards +x.
    const cap = (fore = -6) =>
      `M${X(-25)},${Y(8)} C${X(-30)},${Y(-22)} ${X(-6)},${Y(-33)} ${X(10)},${Y(-27)} C${X(22)},${Y(-22)} ${X(26)},${Y(-12)} ${X(24)},${Y(fore)} C${X(14)},${Y(-14)} ${X(2)},${Y(-13)} ${X(-6)},${Y(-6)} C${X(-10)},${Y(0)} ${X(-12)},${Y(6)} ${X(-14)},${Y(12)} Z`
    switch (style) {
      case 'bun':
        // hair swept back into a bun, forehead and ear left visible
        res.back = circle(hx - 17, hy - 22, 12, d)
        res.front = P(
          `M${X(-25)},${Y(8)} C${X(-30)},${Y(-22)} ${X(-6)},${Y(-33)} ${X(10)},${Y(-27)} C${X(18)},${Y(-24)} ${X(22)},${Y(-19)} ${X(22)},${Y(-15)} C${X(12)},${Y(-18)} ${X(0)},${Y(-15)} ${X(-7)},${Y(-8)} C${X(-12)},${Y(-3)} ${X(-14)},${Y(5)} ${X(-17)},${Y(12)} Z`,
        )
        res.earAfter = true
        break
      case 'waves': {
        // short, soft curls on the crown
        let s = P(
          `M${X(-24)},${Y(10)} C${X(-29)},${Y(-14)} ${X(-14)},${Y(-30)} ${X(6)},${Y(-29)} C${X(18)},${Y(-27)} ${X(25)},${Y(-16)} ${X(23)},${Y(-8)} C${X(12)},${Y(-14)} ${X(0)},${Y(-12)} ${X(-6)},${Y(-6)} C${X(-10)},${Y(0)} ${X(-12)},${Y(6)} ${X(-15)},${Y(13)}Z`,
        )
        for (const [cx, cy, r] of [
          [-19, -8, 8],
          [-14, -20, 9],
          [-2, -26, 9],
          [11, -23, 8],
          [-22, 4, 6.5],
        ])
          s += circle(hx + cx, hy + cy, r, color)
        res.front = s
        res.earAfter = true
        break
      }
      case 'swept':
        // short hair combed back, slightly receding
        res.front = P(
          `M${X(-24)},${Y(8)} C${X(-29)},${Y(-16)} ${X(-14)},${Y(-31)} ${X(3)},${Y(-30)} C${X(13)},${Y(-31)} ${X(21)},${Y(-26)} ${X(21)},${Y(-18)} C${X(16)},${Y(-21)} ${X(10)},${Y(-19)} ${X(5)},${Y(-17)} C${X(-3)},${Y(-14)} ${X(-8)},${Y(-9)} ${X(-10)},${Y(-2)} C${X(-12)},${Y(4)} ${X(-14)},${Y(8)} ${X(-16)},${Y(12)}Z`,
        )
        res.earAfter = true
        break
      case 'short':
        res.front = P(
          `M${X(-24)},${Y(4)} C${X(-28)},${Y(-22)} ${X(-6)},${Y(-32)} ${X(12)},${Y(-26)} C${X(22)},${Y(-22)} ${X(26)},${Y(-14)} ${X(24)},${Y(-8)} C${X(12)},${Y(-13)} ${X(0)},${Y(-13)} ${X(-8)},${Y(-6)} L${X(-13)},${Y(6)} Z`,
        )
        res.earAfter = true
        break
      case 'bald':
        // fringe round the back of the head, ear in front of it
        res.front = P(
          `M${X(-10)},${Y(-13)} C${X(-19)},${Y(-16)} ${X(-26)},${Y(-7)} ${X(-25)},${Y(4)} C${X(-24)},${Y(12)} ${X(-19)},${Y(17)} ${X(-13)},${Y(18)} C${X(-15)},${Y(9)} ${X(-13)},${Y(0)} ${X(-10)},${Y(-13)}Z`,
        )
        res.earAfter = true
        break
      case 'curly': {
        let b = ''
        for (const [cx, cy] of [
          [-24, 6],
          [-28, -8],
          [-22, -22],
          [-10, -30],
          [4, -31],
          [16, -26],
          [-30, 18],
          [-20, 22],
        ])
          b += circle(hx + cx, hy + cy, 12, color)
        res.back = b
        res.front = P(cap(-6)) + circle(hx + 18, hy - 20, 9, color) + circle(hx + 6, hy - 27, 10, color)
        res.ear = false
        break
      }
      case 'ponytail':
        res.back = P(
          `M${X(-18)},${Y(-14)} C${X(-40)},${Y(-14)} ${X(-44)},${Y(14)} ${X(-36)},${Y(34)} C${X(-30)},${Y(18)} ${X(-24)},${Y(6)} ${X(-14)},${Y(0)} Z`,
        )
        res.front = P(cap(-6)) + circle(hx - 19, hy - 12, 5, C.terra)
        res.ear = false
        break
      case 'bob':
        res.back = P(
          `M${X(-28)},${Y(18)} C${X(-34)},${Y(-16)} ${X(-14)},${Y(-34)} ${X(8)},${Y(-30)} L${X(-2)},${Y(22)} C${X(-10)},${Y(26)} ${X(-22)},${Y(26)} ${X(-28)},${Y(18)}Z`,
        )
        res.front = P(cap(-2))
        res.ear = false
        break
      default:
        res.front = P(cap())
    }
  }
  // Pale (white / silver) hair gets a soft outer outline so it reads against
  // light skin: a stroked copy underneath, the plain shapes on top.
  const pale = hexToRgb(color).reduce((a, b) => a + b, 0) > 540
  if (pale) {
    const edge = (s) =>
      s ? `<g stroke="${shade(color, 0.25)}" stroke-width="2.6" stroke-linejoin="round">${s}</g>${s}` : ''
    res.back = edge(res.back)
    res.front = edge(res.front)
  }
  return res
}

/** Head with hair and a minimal face. `front` = looking at the viewer. */
function head(
  hx,
  hy,
  { skin, hair, hairStyle, front = false, glasses = false, eyes = true, mustache = false, beard = false },
) {
  const h = hairShapes(hairStyle, hx, hy, hair, front)
  const ink = shade(skin, 0.62)
  const smile = (x1, x2, y, color = ink) =>
    `<path d="M${x1},${y} Q${(x1 + x2) / 2},${y + 5} ${x2},${y}" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round"/>`
  let out = h.back
  if (front) {
    if (h.ear) out += circle(hx - 23, hy + 3, 5, shade(skin, 0.04)) + circle(hx + 23, hy + 3, 5, shade(skin, 0.04))
    out += circle(hx, hy, 24, skin)
    out += h.front
    out +=
      circle(hx - 13, hy + 8, 4.5, C.terra, `opacity="0.16"`) + circle(hx + 13, hy + 8, 4.5, C.terra, `opacity="0.16"`)
    if (eyes) out += circle(hx - 8, hy - 1, 2.1, ink) + circle(hx + 8, hy - 1, 2.1, ink)
    // brows, nose hint
    const brow = shade(hair, hexToRgb(hair)[0] > 180 ? 0.35 : 0)
    out += `<path d="M${hx - 12},${hy - 7.5} Q${hx - 8},${hy - 10} ${hx - 4},${hy - 8} M${hx + 4},${hy - 8} Q${hx + 8},${hy - 10} ${hx + 12},${hy - 7.5}" fill="none" stroke="${brow}" stroke-width="1.6" stroke-linecap="round" opacity="0.8"/>`
    out += `<path d="M${hx - 1},${hy + 2} Q${hx + 1.5},${hy + 5} ${hx - 1},${hy + 6}" fill="none" stroke="${shade(skin, 0.2)}" stroke-width="1.4" stroke-linecap="round"/>`
    if (beard) {
      out += pathEl(
        `M${hx - 23.5},${hy + 2} C${hx - 23},${hy + 20} ${hx - 13},${hy + 27} ${hx},${hy + 27} C${hx + 13},${hy + 27} ${hx + 23},${hy + 20} ${hx + 23.5},${hy + 2} C${hx + 20},${hy + 10} ${hx + 14},${hy + 19} ${hx},${hy + 19} C${hx - 14},${hy + 19} ${hx - 20},${hy + 10} ${hx - 23.5},${hy + 2}Z`,
        hair,
      )
      out += pathEl(
        `M${hx - 8},${hy + 10.5} Q${hx},${hy + 6.5} ${hx + 8},${hy + 10.5} Q${hx},${hy + 9} ${hx - 8},${hy + 10.5}Z`,
        hair,
      )
    }
    if (mustache)
      out += pathEl(
        `M${hx - 9},${hy + 10} Q${hx},${hy + 5} ${hx + 9},${hy + 10} Q${hx},${hy + 8.5} ${hx - 9},${hy + 10}Z`,
        hair,
        `stroke="${shade(hair, 0.25)}" stroke-width="0.8"`,
      )
    out += smile(hx - 6, hx + 6, hy + 12)
    if (glasses) {
      out += `<g fill="none" stroke="${C.charcoal}" stroke-width="1.6" opacity="0.75"><circle cx="${hx - 9}" cy="${hy - 1}" r="6.5"/><circle cx="${hx + 9}" cy="${hy - 1}" r="6.5"/><path d="M${hx - 2.5},${hy - 2} Q${hx},${hy - 4} ${hx + 2.5},${hy - 2}"/></g>`
    }
    return out
  }
  out += circle(hx, hy, 24, skin)
  if (h.ear && !h.earAfter) out += circle(hx - 8, hy + 3, 5, shade(skin, 0.05))
  out += h.front
  if (h.ear && h.earAfter) out += circle(hx - 8, hy + 3, 5, shade(skin, 0.05))
  out += circle(hx + 13, hy + 6, 4.2, C.terra, `opacity="0.18"`)
  if (eyes) out += circle(hx + 6, hy - 1, 2, ink) + circle(hx + 18, hy - 1, 1.8, ink)
  if (mustache)
    out += pathEl(
      `M${hx + 9},${hy + 8.5} Q${hx + 15},${hy + 4.5} ${hx + 21},${hy + 8} Q${hx + 15},${hy + 7.5} ${hx + 9},${hy + 8.5}Z`,
      hair,
    )
  out += smile(hx + 9, hx + 19, hy + 11)
  if (glasses) {
    out += `<g fill="none" stroke="${C.charcoal}" stroke-width="1.6" opacity="0.75"><circle cx="${hx + 7}" cy="${hy - 1}" r="5.8"/><circle cx="${hx + 20}" cy="${hy - 1}" r="4.8"/><path d="M${hx + 12.8},${hy - 2} L${hx + 15.2},${hy - 2} M${hx + 1.2},${hy - 2} L${hx - 6},${hy - 1}"/></g>`
  }
  return out
}

/**
 * A full figure.
 * opts: x, y (floor point), s (scale), flip, pose (name), overrides (joint
 * replacements), skin, hair, hairStyle, top, inner (shirt under a cardigan),
 * bottom, shoes, sleeves ('long' | 'short'), glasses, mustache, extraFront
 * (SVG in local units drawn on top, e.g. a cup in the hand).
 */
function person(o) {
  const {
    x,
    y,
    s = 1,
    flip = false,
    pose = 'stand',
    overrides = {},
    skin = SKIN.fair,
    hair = HAIR.brown,
    hairStyle = 'short',
    top = C.teal2,
    inner = null,
    bottom = C.charcoal,
    shoes = shade(C.charcoal, 0.1),
    sleeves = 'long',
    glasses = false,
    mustache = false,
    extraFront = '',
    extraBack = '',
    shadow = true,
  } = o
  const P = { ...POSES[pose], ...overrides }
  const backShade = 0.14
  const limb = (pts, color, w) => line(pts, color, w)
  const arm = (pts, back) => {
    const sleeve = back ? shade(top, backShade) : top
    const skinC = back ? shade(skin, 0.08) : skin
    let a = ''
    if (sleeves === 'short') {
      const [sh, el, ha] = pts
      const mid = [sh[0] + (el[0] - sh[0]) * 0.6, sh[1] + (el[1] - sh[1]) * 0.6]
      a += limb([mid, el, ha], skinC, 13)
      a += limb([sh, mid], sleeve, 18)
    } else {
      a += limb(pts, sleeve, 17)
    }
    a += circle(pts[2][0], pts[2][1], 8.5, skinC)
    return a
  }
  const leg = (pts, back) => {
    const col = back ? shade(bottom, backShade) : bottom
    const foot = pts[2]
    // shoe points the way the shin is heading, toes forward (+x)
    const shoe = ellipse(foot[0] + 8, foot[1] + 1, 16, 8, back ? shade(shoes, 0.1) : shoes)
    return limb(pts, col, 24) + shoe
  }
  const [sx, sy] = P.shoulder
  const [hx0, hy0] = P.hip
  const sw = 26
  const hw = 24
  const torso = `M${sx - sw},${sy + 14} Q${sx - sw},${sy - 3} ${sx - sw + 15},${sy - 3} L${sx + sw - 15},${sy - 3} Q${sx + sw},${sy - 3} ${sx + sw},${sy + 14} L${hx0 + hw},${hy0 - 4} Q${hx0 + hw},${hy0 + 6} ${hx0 + hw - 10},${hy0 + 6} L${hx0 - hw + 10},${hy0 + 6} Q${hx0 - hw},${hy0 + 6} ${hx0 - hw},${hy0 - 4}Z`
  const [hdx, hdy] = P.head
  let body = ''
  if (shadow) body += ellipse(pose === 'sit' ? 40 : 4, 2, 66, 9, C.charcoal, `opacity="0.14"`)
  body += extraBack
  body += arm(P.armB, true)
  body += leg(P.legB, true)
  body += leg(P.legF, false)
  // neck
  body += line(
    [
      [hdx - 3, hdy + 18],
      [sx + 2, sy + 4],
    ],
    shade(skin, 0.1),
    15,
  )
  body += pathEl(torso, top)
  if (inner) {
    body += pathEl(`M${sx - 2},${sy - 3} L${sx + 16},${sy - 3} L${sx + 6},${sy + 30}Z`, inner)
    body += line(
      [
        [sx + 6, sy + 30],
        [hx0 + 8, hy0 + 4],
      ],
      shade(top, 0.12),
      2,
    )
  } else {
    body += pathEl(`M${sx - 4},${sy - 3} Q${sx + 6},${sy + 12} ${sx + 16},${sy - 3}Z`, shade(skin, 0.1))
  }
  body += head(hdx, hdy, { skin, hair, hairStyle, glasses, mustache })
  body += arm(P.armF, false)
  body += extraFront
  return group(`translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})`, body)
}

/** Head-and-shoulders portrait used for the testimonials (front view). */
function bust(
  cx,
  cy,
  s,
  {
    skin,
    hair,
    hairStyle,
    top,
    inner = null,
    collar = null,
    glasses = false,
    mustache = false,
    beard = false,
    earrings = null,
  },
) {
  let out = ''
  out += rect(-8.5, 10, 17, 30, shade(skin, 0.1)) // neck
  // shoulders and chest
  out += pathEl(
    `M-72,220 L-72,88 C-72,58 -56,44 -28,37 C-16,35 -9,34 0,34 C9,34 16,35 28,37 C56,44 72,58 72,88 L72,220Z`,
    top,
  )
  if (inner) {
    out += pathEl(`M-14,35 L14,35 L0,76Z`, inner)
    out += pathEl(`M-14,35 L0,76 L-3,220 L-9,220 L-5,80 L-22,37Z`, shade(top, 0.1))
    out += pathEl(`M14,35 L0,76 L3,220 L9,220 L5,80 L22,37Z`, shade(top, 0.1))
    out += circle(-9, 108, 2.2, tint(top, 0.5)) + circle(-9, 136, 2.2, tint(top, 0.5))
  } else {
    out += pathEl(`M-13,35 Q0,50 13,35Z`, shade(skin, 0.1))
  }
  if (collar) {
    out += pathEl(`M-12,32 L-1,50 L-17,53 L-21,37Z`, collar) + pathEl(`M12,32 L1,50 L17,53 L21,37Z`, collar)
  }
  out += head(0, 0, {
    skin,
    hair,
    hairStyle,
    front: true,
    glasses,
    mustache,
    beard,
  })
  if (earrings) out += circle(-19.5, 24, 2.6, earrings) + circle(19.5, 24, 2.6, earrings)
  return group(`translate(${cx} ${cy}) scale(${s})`, out)
}

// ---------------------------------------------------------------------------
// Furniture
// ---------------------------------------------------------------------------

/** Armchair seen from the side, facing right, floor point (x, y) under the seat centre. */
function armchair(x, y, s, color = C.terra, flip = false) {
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
function chair(x, y, s, color = '#8A5A3C', flip = false) {
  let out = ''
  out += rect(-46, -220, 12, 220, shade(color, 0.15), `rx="6"`)
  out += rect(-50, -104, 100, 14, color, `rx="6"`)
  out += rect(40, -96, 10, 96, color, `rx="5"`)
  out += rect(-46, -200, 12, 80, shade(color, 0.05), `rx="6"`)
  return group(`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`, out)
}

/** Round side table, top centre at (x, topY). */
function sideTable(x, topY, floorY, w, color = '#8A5A3C') {
  let out = ''
  out += rect(x - w * 0.06, topY, w * 0.12, floorY - topY, shade(color, 0.15))
  out += ellipse(x, floorY - 4, w * 0.3, w * 0.05, shade(color, 0.2))
  out += ellipse(x, topY + 6, w / 2, w * 0.07, shade(color, 0.12))
  out += ellipse(x, topY, w / 2, w * 0.07, color)
  return out
}

/** Floor lamp standing on (x, y), shade top at y - h. */
function floorLamp(defs, x, y, h, { glow = true, shadeColor = C.sand } = {}) {
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

// ---------------------------------------------------------------------------
// Outdoor backdrop used inside windows
// ---------------------------------------------------------------------------

function gardenView(defs, x, y, w, h, { sunX = 0.7, dusk = false } = {}) {
  let out = rect(
    x,
    y,
    w,
    h,
    defs.linear(
      'gsky',
      dusk
        ? [
            [0, '#F6D9B4'],
            [1, '#F2C6A0'],
          ]
        : [
            [0, '#F8E7CF'],
            [0.7, '#F6D7B0'],
            [1, C.peach],
          ],
    ),
  )
  out += circle(x + w * sunX, y + h * 0.42, w * 0.09, '#F8DDA0')
  out += circle(x + w * sunX, y + h * 0.42, w * 0.05, '#FBE9C0')
  out += blob(x + w * 0.25, y + h * 0.86, w * 0.55, h * 0.22, '#B9CDB5', {
    seed: 11,
    wobble: 0.06,
  })
  out += blob(x + w * 0.85, y + h * 0.9, w * 0.5, h * 0.2, '#A9C3A6', {
    seed: 12,
    wobble: 0.06,
  })
  out += tree(x + w * 0.2, y + h * 0.85, w * 0.16, { seed: 21 })
  out += tree(x + w * 0.82, y + h * 0.88, w * 0.13, {
    seed: 22,
    leafA: '#AFC6AE',
    leafB: C.sage,
  })
  out += rect(x, y + h * 0.86, w, h * 0.2, '#A7C0A2')
  return out
}

// ---------------------------------------------------------------------------
// The people in the scenes
// ---------------------------------------------------------------------------

const CAST = {
  // Senior lady: white hair in a bun, mustard cardigan.
  ruth: {
    skin: SKIN.light,
    hair: HAIR.white,
    hairStyle: 'bun',
    top: '#D99A3E',
    inner: C.cream,
    bottom: '#5E6B69',
    glasses: true,
  },
  // Caregiver: deep skin tone, curly dark hair, teal top.
  dana: {
    skin: SKIN.deep,
    hair: HAIR.black,
    hairStyle: 'curly',
    top: C.teal2,
    bottom: '#2C3A39',
    sleeves: 'short',
  },
  // Senior gentleman: brown skin, silver fringe, sage cardigan.
  walter: {
    skin: SKIN.brown,
    hair: HAIR.silver,
    hairStyle: 'bald',
    top: C.sage,
    inner: C.cream,
    bottom: '#4E5756',
    glasses: true,
    mustache: true,
  },
  // Caregiver: tan skin, ponytail, terracotta top.
  maria: {
    skin: SKIN.tan,
    hair: HAIR.brown,
    hairStyle: 'ponytail',
    top: C.terra,
    bottom: '#2C3A39',
    sleeves: 'short',
  },
  // Senior lady: fair skin, short soft white curls.
  june: {
    skin: SKIN.fair,
    hair: HAIR.white,
    hairStyle: 'waves',
    top: '#7FA39A',
    inner: C.sand,
    bottom: '#6C5A50',
  },
  // Senior gentleman: fair skin, short white hair, terracotta sweater.
  frank: {
    skin: SKIN.fair,
    hair: HAIR.white,
    hairStyle: 'swept',
    top: '#7FA39A',
    inner: C.cream,
    bottom: '#55605E',
    glasses: true,
  },
  // Caregiver: light olive skin, black bob, golden top.
  lee: {
    skin: '#EFC9A4',
    hair: HAIR.black,
    hairStyle: 'bob',
    top: C.gold,
    bottom: '#2C3A39',
    sleeves: 'short',
  },
}

// ---------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------

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

function heroDesktop() {
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

function heroMobile() {
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

// ---------------------------------------------------------------------------
// Front door (call-to-action banner)
// ---------------------------------------------------------------------------

/** Porch lantern hanging on the wall, centred at (x, y). */
function lantern(defs, x, y, s = 1) {
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
function shrub(x, y, w, { a = '#7FA487', b = C.sage, seed = 31, flowers = null } = {}) {
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

function starField(seed, count, x0, y0, w, h) {
  const rand = rng(seed)
  return Array.from({ length: count }, () => [x0 + rand() * w, y0 + rand() * h, 1.2 + rand() * 1.8])
}

function ctaDesktop() {
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

function ctaMobile() {
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

// ---------------------------------------------------------------------------
// Logos
// ---------------------------------------------------------------------------

/** House outline with a hearth flame inside, in a 120 x 120 box. */
function logoMark(main, accent, accentInner) {
  const stroke = `fill="none" stroke="${main}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"`
  let out = ''
  out += `<path d="M14,56 L60,16 L106,56" ${stroke}/>`
  out += `<path d="M28,46 L28,102 L92,102 L92,46" ${stroke}/>`
  out += rect(78, 20, 10, 22, main, `rx="2"`) // chimney
  // hearth flame
  const flame =
    pathEl(
      `M60,48 C70,60 80,70 80,82 C80,94 71,100 60,100 C49,100 40,94 40,82 C40,72 47,66 50,58 C53,64 56,67 58,68 C59,62 58,55 60,48Z`,
      accent,
    ) + pathEl(`M60,70 C66,77 70,82 70,88 C70,94 66,97 60,97 C54,97 50,94 50,88 C50,83 54,79 60,70Z`, accentInner)
  out += group('translate(60 92) scale(0.92) translate(-60 -98)', flame)
  return out
}

function logo(main, accent, accentInner) {
  const text =
    `<text x="130" y="71" font-family="${FONT}" font-weight="700" font-size="54" fill="${main}" letter-spacing="-0.5">Hearthside</text>` +
    `<text x="133" y="103" font-family="${FONT}" font-weight="700" font-size="20" fill="${main}" letter-spacing="9">HOME CARE</text>`
  return svgDoc(480, 120, '', logoMark(main, accent, accentInner) + text)
}

const logoPrimary = () => logo(C.cream, C.peach, C.cream)
const logoScrolled = () => logo(C.teal, C.terra, C.gold)

// ---------------------------------------------------------------------------
// Testimonial portraits
// ---------------------------------------------------------------------------

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

const testimonial1 = () =>
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
const testimonial2 = () =>
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
const testimonial3 = () =>
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

// ---------------------------------------------------------------------------
// Service pictures
// ---------------------------------------------------------------------------

/** Caregiver and senior walking arm in arm through a park. */
function serviceCompanionship() {
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
function serviceHomemaking() {
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

/** Caregiver steadies a senior rising from his armchair. */
function servicePersonal() {
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

/** Two small silhouettes (caregiver and senior) seen through a window. */
function keepingCompany(wx, wy, ww, wh) {
  const sil = '#B9733F'
  const bx = wx + ww * 0.36
  const by = wy + wh
  const u = ww / 120
  let o =
    circle(bx, by - 50 * u, 13 * u, sil) +
    pathEl(
      `M${r1(bx - 22 * u)},${r1(by)} C${r1(bx - 22 * u)},${r1(by - 24 * u)} ${r1(bx - 12 * u)},${r1(by - 34 * u)} ${r1(bx)},${r1(by - 34 * u)} C${r1(bx + 12 * u)},${r1(by - 34 * u)} ${r1(bx + 22 * u)},${r1(by - 24 * u)} ${r1(bx + 22 * u)},${r1(by)}Z`,
      sil,
    )
  const cx = wx + ww * 0.68
  const dark = shade(sil, 0.18)
  o +=
    circle(cx, by - 44 * u, 12 * u, dark) +
    circle(cx + 6 * u, by - 55 * u, 6 * u, dark) +
    pathEl(
      `M${r1(cx - 20 * u)},${r1(by)} C${r1(cx - 20 * u)},${r1(by - 20 * u)} ${r1(cx - 10 * u)},${r1(by - 30 * u)} ${r1(cx)},${r1(by - 30 * u)} C${r1(cx + 10 * u)},${r1(by - 30 * u)} ${r1(cx + 20 * u)},${r1(by - 20 * u)} ${r1(cx + 20 * u)},${r1(by)}Z`,
      dark,
    )
  return o
}

/** One house, day on the left and night on the right. */
function servicePrivateDuty() {
  const W = 1200
  const H = 800
  const defs = new Defs('duty')
  const scene = (night) => {
    let o = ''
    o += rect(
      0,
      0,
      W,
      H,
      night
        ? defs.linear('nsky', [
            [0, '#14393A'],
            [1, C.teal],
          ])
        : defs.linear('dsky', [
            [0, '#F8E2C4'],
            [1, '#F6EBDD'],
          ]),
    )
    if (night) {
      o += circle(
        960,
        170,
        110,
        defs.radial(
          'moonglow',
          [
            [0, C.cream, 0.18],
            [1, C.cream, 0],
          ],
          960,
          170,
          110,
        ),
      )
      o += pathEl(`M990,118 A62,62 0 1 0 1012,212 A50,50 0 1 1 990,118Z`, C.cream)
      for (const [x, y, r] of starField(121, 40, 560, 20, 640, 420)) o += circle(x, y, r, C.cream, `opacity="0.8"`)
    } else {
      o += circle(
        220,
        170,
        120,
        defs.radial(
          'sunglow',
          [
            [0, C.gold, 0.45],
            [1, C.gold, 0],
          ],
          220,
          170,
          120,
        ),
      )
      o += circle(220, 170, 66, C.gold)
      o += blob(360, 120, 80, 28, C.cream, { seed: 122, opacity: 0.9 })
      o += blob(140, 300, 70, 24, C.cream, { seed: 123, opacity: 0.8 })
    }
    const hill = night ? '#2B5E55' : '#B2C9AE'
    o += blob(300, 660, 560, 150, hill, { seed: 124, wobble: 0.04, points: 8 })
    o += blob(950, 670, 560, 150, night ? '#275650' : '#A7C0A2', {
      seed: 125,
      wobble: 0.04,
      points: 8,
    })
    o += tree(
      170,
      650,
      120,
      night ? { seed: 126, leafA: '#33675E', leafB: '#2A5A52', trunk: '#4A3428' } : { seed: 126 },
    )
    o += tree(
      1040,
      655,
      130,
      night ? { seed: 127, leafA: '#33675E', leafB: '#2A5A52', trunk: '#4A3428' } : { seed: 127 },
    )
    o += rect(0, 640, W, H - 640, night ? '#234F46' : '#9DB89A')
    o += pathEl(`M560,640 L640,640 L700,800 L500,800Z`, night ? '#5E6B5F' : '#E6D2B8')
    o += house(defs, 600, 650, 520, {
      wall: night ? '#B8B3A5' : C.sand,
      roof: night ? shade(C.terra, 0.35) : C.terra,
      door: night ? shade(C.teal, 0.3) : C.teal,
      trim: night ? '#D8D2C6' : C.cream,
      lit: night,
      // at night a caregiver keeps the senior company by the lit window
      inside: night ? keepingCompany : null,
    })
    o += shrub(
      380,
      650,
      110,
      night ? { seed: 128, a: '#2F6258', b: '#3A6F63' } : { seed: 128, flowers: [C.terra, C.gold] },
    )
    o += shrub(
      820,
      650,
      110,
      night ? { seed: 129, a: '#2F6258', b: '#3A6F63' } : { seed: 129, flowers: [C.terra, C.gold] },
    )
    return o
  }
  const split = defs.clip('night', `<path d="M640,0 L${W},0 L${W},${H} L560,${H}Z"/>`)
  let out = scene(false)
  out += `<g clip-path="${split}">${scene(true)}</g>`
  out += `<path d="M640,0 L560,${H}" stroke="${C.cream}" stroke-width="4" opacity="0.6"/>`
  return svgDoc(W, H, defs, out)
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

const JOBS = [
  { file: 'hero-desktop.jpg', w: 1920, h: 1080, make: heroDesktop, maxKB: 300 },
  { file: 'hero-mobile.jpg', w: 900, h: 1400, make: heroMobile, maxKB: 300 },
  { file: 'cta-desktop.jpg', w: 1920, h: 800, make: ctaDesktop },
  { file: 'cta-mobile.jpg', w: 900, h: 1200, make: ctaMobile },
  { file: 'logo-primary.png', w: 480, h: 120, make: logoPrimary, maxKB: 40 },
  { file: 'logo-scrolled.png', w: 480, h: 120, make: logoScrolled, maxKB: 40 },
  { file: 'testimonial-1.jpg', w: 600, h: 600, make: testimonial1 },
  { file: 'testimonial-2.jpg', w: 600, h: 600, make: testimonial2 },
  { file: 'testimonial-3.jpg', w: 600, h: 600, make: testimonial3 },
  {
    file: 'service-companionship.jpg',
    w: 1200,
    h: 800,
    make: serviceCompanionship,
  },
  { file: 'service-homemaking.jpg', w: 1200, h: 800, make: serviceHomemaking },
  { file: 'service-personal.jpg', w: 1200, h: 800, make: servicePersonal },
  {
    file: 'service-privateduty.jpg',
    w: 1200,
    h: 800,
    make: servicePrivateDuty,
  },
]

async function render({ file, w, h, make, maxKB = 250 }) {
  const svg = make()
  const img = sharp(Buffer.from(svg), { density: 72 }).resize(w, h, {
    fit: 'fill',
  })
  let buf
  if (file.endsWith('.png')) {
    buf = await img.png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer()
  } else {
    buf = await img
      .flatten({ background: C.cream })
      .jpeg({
        quality: 80,
        progressive: true,
        mozjpeg: true,
        chromaSubsampling: '4:2:0',
      })
      .toBuffer()
  }
  const meta = await sharp(buf).metadata()
  if (meta.width !== w || meta.height !== h) throw new Error(`${file}: got ${meta.width}x${meta.height}`)
  if (buf.length > maxKB * 1024) console.warn(`warning: ${file} is ${buf.length} bytes (limit ~${maxKB} KB)`)
  await writeFile(path.join(OUT_DIR, file), buf)
  if (process.env.DEBUG_SVG) await writeFile(path.join(process.env.DEBUG_SVG, file + '.svg'), svg)
  console.log(`${file.padEnd(28)} ${w}x${h}  ${buf.length} bytes`)
}

await mkdir(OUT_DIR, { recursive: true })
const only = process.argv.slice(2)
for (const job of JOBS) {
  if (only.length && !only.some((o) => job.file.startsWith(o))) continue
  await render(job)
}
