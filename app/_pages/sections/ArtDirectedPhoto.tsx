import { preload } from 'react-dom'
import { imageProps } from '@/components/image-props'
import { imageSource, type ProjectedImage } from '@/sanity/image'
import { PHONE_PHOTO_QUALITY, PHOTO_QUALITY } from '@/lib/photo-quality'
import styles from './ArtDirectedPhoto.module.css'

/**
 * Mobile layout: anything up to 767 px, and 768 to 1024 px in portrait.
 * Everything else (wide screens, 768 to 1024 px in landscape) is desktop.
 */
export const MOBILE_MEDIA =
  '(max-width: 47.9375em), (min-width: 48em) and (max-width: 64em) and (orientation: portrait)'
/** The complement of MOBILE_MEDIA. */
export const DESKTOP_MEDIA = '(min-width: 64.0625em), (min-width: 48em) and (orientation: landscape)'
/** The narrowest screen DESKTOP_MEDIA matches, in CSS pixels: no narrower width of the desktop photo is ever picked. */
const DESKTOP_NARROWEST = 768

/**
 * A full-bleed, decorative background photo with art direction: the phone
 * photo for the mobile layout, the desktop photo otherwise. Either may be
 * missing; with neither, nothing is rendered and the band keeps its colour.
 */
export function ArtDirectedPhoto({
  desktop,
  mobile,
  priority = false,
}: {
  desktop: ProjectedImage
  mobile: ProjectedImage
  priority?: boolean
}) {
  const desktopImage = imageSource(desktop)
  const mobileImage = imageSource(mobile)
  const fallback = desktopImage ?? mobileImage
  if (!fallback) return null

  const common = {
    alt: '',
    sizes: '100vw',
    quality: PHOTO_QUALITY,
    ...(priority ? { fetchPriority: 'high' as const, loading: 'eager' as const } : {}),
  }
  // The desktop photo (or the only one there is) is the <img>; the phone
  // photo, when there is one, replaces it through <source> in the mobile
  // layout, and the <img> then lists only widths a desktop layout can pick.
  const img = imageProps(
    { ...common, src: fallback.src, width: fallback.width, height: fallback.height },
    fallback.sourceWidth,
    mobileImage && desktopImage ? DESKTOP_NARROWEST : undefined,
  )
  const mobileImg =
    mobileImage && desktopImage
      ? imageProps(
          {
            ...common,
            quality: PHONE_PHOTO_QUALITY,
            src: mobileImage.src,
            width: mobileImage.width,
            height: mobileImage.height,
          },
          mobileImage.sourceWidth,
        )
      : undefined
  const mobileSrcSet = mobileImg?.srcSet

  if (priority) {
    // A <picture> gets no preload from next/image. Without one, the browser
    // finds the photo only when it reaches <body>, and asks for it behind the
    // page's scripts; as the largest thing on screen it should come first.
    // Each layout preloads only its own photo.
    if (mobileImg) preloadPhoto(mobileImg, MOBILE_MEDIA)
    preloadPhoto(img, mobileImg ? DESKTOP_MEDIA : undefined)
  }

  return (
    <picture className={styles.picture}>
      {mobileSrcSet ? <source media={MOBILE_MEDIA} srcSet={mobileSrcSet} sizes="100vw" /> : null}
      <img {...img} alt="" className={styles.image} />
    </picture>
  )
}

function preloadPhoto({ src, srcSet }: ReturnType<typeof imageProps>, media: string | undefined) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: '100vw', fetchPriority: 'high', media })
}
