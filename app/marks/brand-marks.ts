import { siAmericanexpress, siDiscover, siMastercard, siVisa, siWhatsapp, type SimpleIcon } from 'simple-icons'
import { CARD_BRAND_LABELS, type CardBrand } from '../../schemas/singletons/payment'

/*
 * Other companies' marks the site shows, from Simple Icons: the card brands
 * the owner accepts, in their colours on a white card so they read on the
 * dark photo band, and WhatsApp's, white, on the phones' call bar. Each is a
 * small SVG file of its own (app/marks/), shown with <img>: drawn inline,
 * their paths (8.9 KB on the home page, incompressible) travelled in the
 * HTML and again in the page's React payload (issue 40).
 */
const CARD_ICONS: Record<CardBrand, SimpleIcon> = {
  visa: siVisa,
  mastercard: siMastercard,
  amex: siAmericanexpress,
  discover: siDiscover,
}

export type Mark = CardBrand | 'whatsapp'

export const CARD_MARK_SIZE = { width: 80, height: 50 }
const CARD_ICON_SIZE = 36
const GRID = 24 // Simple Icons are drawn on a 24 × 24 grid

export function isMark(value: string | undefined): value is Mark {
  return value === 'whatsapp' || Object.prototype.hasOwnProperty.call(CARD_ICONS, value ?? '')
}

/** Where a mark is served: `/marks/visa.svg`. */
export function markPath(mark: Mark): string {
  return `/marks/${mark}.svg`
}

const svg = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${title}</title>${body}</svg>`

/** The mark as an SVG document, titled with the company's name. */
export function markSvg(mark: Mark): string {
  if (mark === 'whatsapp') return svg(GRID, GRID, 'WhatsApp', `<path fill="#ffffff" d="${siWhatsapp.path}"/>`)
  const { width, height } = CARD_MARK_SIZE
  const icon = CARD_ICONS[mark]
  const place = `translate(${(width - CARD_ICON_SIZE) / 2} ${(height - CARD_ICON_SIZE) / 2}) scale(${CARD_ICON_SIZE / GRID})`
  return svg(
    width,
    height,
    CARD_BRAND_LABELS[mark],
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="7" fill="#ffffff"/>` +
      `<path transform="${place}" fill="#${icon.hex}" d="${icon.path}"/>`,
  )
}

/** Every mark, for the files written at build time. */
export const MARKS: Mark[] = [...(Object.keys(CARD_ICONS) as CardBrand[]), 'whatsapp']
