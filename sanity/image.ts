import { createImageUrlBuilder } from '@sanity/image-url'
import { contentSource } from '@/lib/env/content'
import type { SettingsQueryResult } from '@/sanity.types'

/**
 * The shape every query projects an image to (`image` in sanity/page-queries.ts),
 * as typegen wrote it for the logo: all image projections are the same text.
 */
export type ProjectedImage = NonNullable<SettingsQueryResult>['logoPrimary']

export interface ImageSource {
  src: string
  width: number
  height: number
  alt: string
  /** The width of the file behind `src`: no wider copy of it exists (StaticImage ends its srcset there). */
  sourceWidth: number
}

const source = contentSource()
const builder =
  source.kind === 'contentLake' ? createImageUrlBuilder({ projectId: source.projectId, dataset: source.dataset }) : null

/**
 * One helper for both sources: starter images are files under public/,
 * Content Lake images come from Sanity's image CDN, cropped around the
 * editor's hotspot when a box is asked for. Null when the image is missing,
 * so callers can leave it out or show a fallback.
 */
export function imageSource(image: ProjectedImage, box?: { width: number; height: number }): ImageSource | null {
  const asset = image?.asset
  if (!image || !asset?.url || !asset.width || !asset.height) return null
  const alt = image.alt ?? ''
  const sourceWidth = asset.width
  if (!builder || asset.url.startsWith('/')) {
    return { src: asset.url, width: box?.width ?? asset.width, height: box?.height ?? asset.height, alt, sourceWidth }
  }
  const url = builder.image(image as Parameters<typeof builder.image>[0]).auto('format')
  if (!box) return { src: url.url(), width: asset.width, height: asset.height, alt, sourceWidth }
  // The CDN crops the file to the box: that is all the width there is.
  return { src: url.width(box.width).height(box.height).fit('crop').url(), ...box, alt, sourceWidth: box.width }
}

/**
 * An image shown at one width whatever the screen (a logo, a round portrait):
 * its source scaled to that width, height kept in proportion. Given to
 * StaticImage without `sizes`, the srcset lists 1x and 2x only, instead of
 * every width next/image knows, in the HTML and again in the page's payload.
 */
export function atWidth(image: ImageSource, width: number): ImageSource {
  return { ...image, width, height: Math.round((width * image.height) / image.width) }
}
