import localFont from 'next/font/local'

/**
 * Atkinson Hyperlegible, designed by the Braille Institute for low-vision
 * readers, self-hosted from @fontsource (no request to a font service).
 *
 * Not preloaded. Chrome holds the first paint for preloaded fonts, and a
 * preload fetches every face on every page, the italic too, though only an
 * editor's emphasis uses it. Unpreloaded, each face is fetched when text on
 * the page needs it; until then the text shows in a fallback sized to match
 * (next/font's adjustFontFallback), and the swap happens under the page loader.
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
  display: 'swap',
  preload: false,
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
