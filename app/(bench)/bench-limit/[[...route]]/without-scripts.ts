/**
 * A page's HTML with every `<script>` element and every script preload
 * (`<link rel="preload" as="script">`, `<link rel="modulepreload">`) removed,
 * and nothing else changed: the same inlined CSS, fonts, images and markup.
 * It is what the page's bytes cost with no JavaScript at all, the limit the
 * bench measures each route against (docs/benchmark.md).
 *
 * React escapes `<` inside the scripts it writes (flight data, JSON-LD), so
 * no script body holds a `</script`, and the first one closes the element.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptPreload(tag) ? '' : tag))
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[2] ?? match[3] ?? match[4]) : undefined
}

function isScriptPreload(tag: string): boolean {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
  if (rel.includes('modulepreload')) return true
  return rel.includes('preload') && attribute(tag, 'as')?.toLowerCase() === 'script'
}
