// Logos: house-and-hearth mark with the wordmark, light and dark variants.

import { C, FONT } from '../palette.mjs'
import { svgDoc, rect, pathEl, group } from '../svg.mjs'

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

export const logoPrimary = () => logo(C.cream, C.peach, C.cream)
export const logoScrolled = () => logo(C.teal, C.terra, C.gold)
