import type { ImageProps } from 'next/image'
import { imageProps } from './image-props'

/**
 * next/image's resizing, srcset, sizes and lazy loading, rendered on the
 * server as a plain <img>. `<Image>` itself is a client component: every page
 * that rendered one shipped about 6 KB (compressed) of its code, for features
 * these pictures never use (blur placeholders, onLoad callbacks).
 * `sourceWidth`, the width of the file itself, ends the srcset there.
 */
export function StaticImage({ sourceWidth, ...props }: ImageProps & { sourceWidth?: number }) {
  const img = imageProps(props, sourceWidth)
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's own props, alt included
  return <img {...img} />
}
