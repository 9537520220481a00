// SVG basics: seeded PRNG, colour mixing, the <defs> collector, svgDoc and primitive element helpers.

/** Mulberry32: tiny seeded PRNG so every run draws identical shapes. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const hexToRgb = (hex) => {
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
export const shade = (hex, t) => mix(hex, '#000000', t)
export const tint = (hex, t) => mix(hex, '#FFFFFF', t)

export const r1 = (n) => Math.round(n * 10) / 10
export const pt = ([x, y]) => `${r1(x)},${r1(y)}`

/** Collects <defs> (gradients, clip paths) for one picture, with unique ids. */
export class Defs {
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

export function svgDoc(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`
}

export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`
export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`
export const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`
export const line = (pts, stroke, width, extra = '') =>
  `<polyline points="${pts.map(pt).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`
export const group = (transform, body, extra = '') => `<g transform="${transform}" ${extra}>${body}</g>`
