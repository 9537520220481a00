// Windows, the house facade and the garden view drawn behind window glass.

import { C } from './palette.mjs'
import { shade, tint, r1, rect, circle, pathEl } from './svg.mjs'
import { blob, tree } from './shapes.mjs'

/** Window with frame, sill, optional curtains; `scene` is SVG drawn inside the glass. */
export function windowFrame(
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
export function house(
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

export function gardenView(defs, x, y, w, h, { sunX = 0.7, dusk = false } = {}) {
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
