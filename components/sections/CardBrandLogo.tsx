import { siAmericanexpress, siDiscover, siMastercard, siVisa, type SimpleIcon } from 'simple-icons'
import { CARD_BRAND_LABELS, type CardBrand } from '@/lib/payment'

/*
 * The brands' own marks from Simple Icons, in their brand colours on a white
 * card so they read on the dark photo band. Each logo is one image for
 * assistive technology, named after the brand. Rendered on the server: the
 * paths travel in the HTML, not in a script.
 */
const ICONS: Record<CardBrand, SimpleIcon> = {
  visa: siVisa,
  mastercard: siMastercard,
  amex: siAmericanexpress,
  discover: siDiscover,
}

const ICON_SIZE = 36
const CARD = { width: 80, height: 50 }

export function CardBrandLogo({ brand, className }: { brand: CardBrand; className?: string }) {
  const icon = ICONS[brand]
  const scale = ICON_SIZE / 24 // Simple Icons are drawn on a 24 × 24 grid
  const x = (CARD.width - ICON_SIZE) / 2
  const y = (CARD.height - ICON_SIZE) / 2
  return (
    <svg
      className={className}
      role="img"
      aria-label={CARD_BRAND_LABELS[brand]}
      viewBox={`0 0 ${CARD.width} ${CARD.height}`}
      width={CARD.width}
      height={CARD.height}
      focusable="false"
    >
      <rect x="1" y="1" width={CARD.width - 2} height={CARD.height - 2} rx="7" fill="#ffffff" />
      <path transform={`translate(${x} ${y}) scale(${scale})`} fill={`#${icon.hex}`} d={icon.path} />
    </svg>
  )
}
