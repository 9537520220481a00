import type { ReactElement } from 'react'
import { CARD_BRAND_LABELS, type CardBrand } from '@/lib/payment'

/*
 * Card brands as plain, recognisable badges: the brand's colour and its name
 * in white text (4.5:1 or more). Deliberately not the brands' logo artwork. Each badge is one image
 * for assistive technology, named after the brand.
 */

type Badge = { background: string; color: string; text: string; fontSize: number }

const BADGES: Record<CardBrand, Badge> = {
  visa: { background: '#1a1f71', color: '#ffffff', text: 'VISA', fontSize: 17 },
  mastercard: { background: '#c8102e', color: '#ffffff', text: 'Mastercard', fontSize: 12.5 },
  amex: { background: '#006fcf', color: '#ffffff', text: 'AMEX', fontSize: 16 },
  discover: { background: '#b84a00', color: '#ffffff', text: 'DISCOVER', fontSize: 12.5 },
}

function BrandBadge({ brand, className }: { brand: CardBrand; className?: string }) {
  const badge = BADGES[brand]
  return (
    <svg
      className={className}
      role="img"
      aria-label={CARD_BRAND_LABELS[brand]}
      viewBox="0 0 80 50"
      width="80"
      height="50"
      focusable="false"
    >
      <rect x="1" y="1" width="78" height="48" rx="7" fill={badge.background} stroke="#ffffff" strokeWidth="2" />
      <text
        x="40"
        y="31"
        textAnchor="middle"
        fill={badge.color}
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontSize={badge.fontSize}
        aria-hidden="true"
      >
        {badge.text}
      </text>
    </svg>
  )
}

/** The badge of each known brand; unknown values have none. */
export const cardBrandLogos: Record<CardBrand, (props: { className?: string }) => ReactElement> = {
  visa: (props) => <BrandBadge brand="visa" {...props} />,
  mastercard: (props) => <BrandBadge brand="mastercard" {...props} />,
  amex: (props) => <BrandBadge brand="amex" {...props} />,
  discover: (props) => <BrandBadge brand="discover" {...props} />,
}
