// People: poses, the full figure and the head-and-shoulders bust.

import { C, SKIN, HAIR } from './palette.mjs'
import { shade, tint, r1, rect, circle, ellipse, pathEl, line, group } from './svg.mjs'
import { head } from './hair.mjs'

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

/**
 * A full figure.
 * opts: x, y (floor point), s (scale), flip, pose (name), overrides (joint
 * replacements), skin, hair, hairStyle, top, inner (shirt under a cardigan),
 * bottom, shoes, sleeves ('long' | 'short'), glasses, mustache, extraFront
 * (SVG in local units drawn on top, e.g. a cup in the hand).
 */
export function person(o) {
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
export function bust(
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
