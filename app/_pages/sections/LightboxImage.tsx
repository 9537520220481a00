import { ZoomIcon } from '@/components/icons'
import { StaticImage } from '@/components/StaticImage'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { imageSource, type ProjectedImage } from '@/sanity/image'
import styles from './LightboxImage.module.css'

/**
 * A service photo as a link to its full-size file, which the site's lightbox
 * (a[data-lightbox]) opens as a gallery. Nothing when the photo is missing.
 */
export function LightboxImage({
  image,
  title,
  sizes,
  box = { width: 800, height: 600 },
  className,
  language,
}: {
  image: ProjectedImage
  title: string
  language: Language
  sizes: string
  box?: { width: number; height: number }
  className?: string
}) {
  const words = wordsFor(language).sections
  const full = imageSource(image)
  const thumb = imageSource(image, box)
  if (!full || !thumb) return null
  return (
    <a
      href={full.src}
      data-lightbox="services"
      data-title={title}
      className={className ? `${styles.link} ${className}` : styles.link}
    >
      <StaticImage
        src={thumb.src}
        width={thumb.width}
        height={thumb.height}
        alt={thumb.alt}
        sourceWidth={thumb.sourceWidth}
        sizes={sizes}
        className={styles.image}
      />
      <span className="visually-hidden">{thumb.alt ? words.enlargePhoto : fill(words.enlargePhotoOf, { title })}</span>
      <span className={styles.zoom} aria-hidden="true">
        <ZoomIcon />
      </span>
    </a>
  )
}
