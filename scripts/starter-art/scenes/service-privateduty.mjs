// Private duty service: one house, by day on the left and by night on the right.

import { C } from '../palette.mjs'
import { shade, r1, Defs, svgDoc, rect, circle, pathEl } from '../svg.mjs'
import { blob, tree, shrub, starField } from '../shapes.mjs'
import { house } from '../house.mjs'

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
export function servicePrivateDuty() {
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
