import localFont from 'next/font/local'

/**
 * Atkinson Hyperlegible, designed by the Braille Institute for low-vision
 * readers, self-hosted from @fontsource (no request to a font service).
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
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
