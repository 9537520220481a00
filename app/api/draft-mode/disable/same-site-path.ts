/**
 * Where "Exit preview" may send the editor: a path on this site, nothing
 * else. The value is parsed as a browser would parse it (which drops tabs and
 * line breaks and reads "\" as "/"), and kept only if it stays on this origin;
 * what comes out is the parsed path, percent-encoded, so no character that
 * could split a header or reach another host survives.
 */
const BASE = 'https://this-site.invalid'

export function sameSitePath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/'
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return '/'
  }
  if (url.origin !== BASE) return '/'
  const path = `${url.pathname}${url.search}${url.hash}`
  // Parsing resolves dot segments after the leading "/" was checked, so
  // "/.//evil.example" (or "/%2e//", "/..//", "/./\") comes out as
  // "//evil.example", which the browser reads from the Location header as
  // another host. So the result is read once more, as the browser will read
  // it, and kept only if it names this same place.
  if (/^\/[/\\]/.test(path) || new URL(path, BASE).href !== url.href) return '/'
  return path
}
