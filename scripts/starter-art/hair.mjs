// Heads: hair styles (front and three-quarter view) and the minimal face.

import { C } from './palette.mjs'
import { hexToRgb, shade, r1, circle, pathEl } from './svg.mjs'

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
export function head(
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
