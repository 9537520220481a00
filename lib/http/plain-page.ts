/**
 * The plain pages the server answers a form with when the page's scripts
 * did not run (a request sent, a ZIP code checked): no script, no web font,
 * nothing to load but the page itself, in the site's large, calm type.
 */

/** Text for an HTML element or a double-quoted attribute: nothing typed can become markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** A link whose address and words are both escaped. */
export const htmlLink = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`

// Large, high-contrast and calm, like the site; system fonts, since nothing else may have loaded.
const STYLE = `
body { margin: 0; font: 1.25rem/1.6 system-ui, sans-serif; color: #1b1b1b; background: #fff; }
main { max-width: 40rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.75rem; line-height: 1.3; }
h2 { font-size: 1.375rem; margin-top: 2rem; }
a { color: #0b4f8a; }
.ways a, button { display: inline-block; min-height: 48px; padding: 0.6rem 0; font-weight: 700; }
`

/** A whole page: `noindex`, the shared style and the page's own, and `body` (already escaped HTML) in <main>. */
export function plainPage({
  title,
  body,
  style = '',
  lang = 'en-US',
}: {
  title: string
  body: string
  style?: string
  /** The page's language, as `<html lang>` takes it. */
  lang?: string
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}
