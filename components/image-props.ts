import { getImageProps, type ImageProps } from 'next/image'

type ImgProps = ReturnType<typeof getImageProps>['props']

/** A candidate's width descriptor ("… 828w" → 828), or NaN for a density one ("… 2x"). */
const widthOf = (candidate: string) => Number(/ (\d+)w$/.exec(candidate)?.[1])

/**
 * next/image's props for a picture whose file is `sourceWidth` pixels wide.
 * Its srcset lists every width next/image knows, up to 3,840; the optimizer
 * never enlarges a picture, so each width past the file's own is the same
 * file again, listed for nothing in the HTML and again in the page's payload
 * (issue 40). Kept: the widths up to the first at or past the file's own,
 * which serves the file whole. A srcset of densities (1x, 2x) is left as is.
 *
 * `narrowest`, for a picture never shown narrower than that many CSS pixels
 * (a <picture>'s desktop photo: phones get the phone photo), drops the widths
 * no screen would pick: those below the first at or past it.
 */
export function imageProps(props: ImageProps, sourceWidth?: number, narrowest?: number): ImgProps {
  const { props: img } = getImageProps(props)
  if ((!sourceWidth && !narrowest) || !img.srcSet) return img
  const candidates = img.srcSet.split(', ')
  if (candidates.some((candidate) => Number.isNaN(widthOf(candidate)))) return img
  const firstAtLeast = (width: number | undefined, otherwise: number) => {
    const index = width ? candidates.findIndex((candidate) => widthOf(candidate) >= width) : -1
    return index < 0 ? otherwise : index
  }
  const last = candidates.length - 1
  const whole = firstAtLeast(sourceWidth, last)
  const first = Math.min(firstAtLeast(narrowest, 0), whole)
  if (first === 0 && whole === last) return img
  const kept = candidates.slice(first, whole + 1)
  return { ...img, srcSet: kept.join(', '), src: kept.at(-1)!.split(' ')[0]! }
}
