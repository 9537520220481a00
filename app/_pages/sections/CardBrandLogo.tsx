import { CARD_MARK_SIZE, markPath } from '@/app/marks/brand-marks'
import { CARD_BRAND_LABELS, type CardBrand } from '@/schemas/singletons/payment'

/**
 * A card brand's mark (app/marks/brand-marks.ts), one image named after the brand.
 * A file of its own rather than inline SVG: the logos sit below the fold, so
 * they load when the visitor gets near them, and their paths stay out of the
 * page's HTML and React payload.
 */
export function CardBrandLogo({ brand, className }: { brand: CardBrand; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG at one size: nothing for next/image to resize
    <img
      src={markPath(brand)}
      alt={CARD_BRAND_LABELS[brand]}
      width={CARD_MARK_SIZE.width}
      height={CARD_MARK_SIZE.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}
