import localFont from 'next/font/local'

/**
 * Atkinson Hyperlegible, designed by the Braille Institute for low-vision
 * readers, self-hosted from @fontsource (no request to a font service).
 *
 * Not preloaded. Chrome holds the first paint for preloaded fonts, and a
 * preload fetches every face on every page, the italic too, though only an
 * editor's emphasis uses it. Unpreloaded, each face is fetched when text on
 * the page needs it.
 *
 * `optional`, not `swap`: a face that is not there for the first paint is
 * not swapped in later, so nothing moves under a reader's thumb (a late swap
 * rewrapped the hero's heading and moved everything under it: CLS 0.076 on a
 * phone). A first visit on a slow network reads the size-matched fallback
 * (next/font's adjustFontFallback); the face is cached by then, and every
 * later page load shows it.
 */
export const atkinson = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-italic.woff2',
      weight: '400',
      style: 'italic',
    },
  ],
  variable: '--font-atkinson',
  display: 'optional',
  preload: false,
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
