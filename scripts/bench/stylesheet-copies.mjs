// How many copies of the inlined stylesheet a page's HTML carries: one in its <style>, and one more while Next.js
// repeats it in React's payload (vercel/next.js#95141). The day a release ships the fix, this reads 1, and the raw
// HTML budget returns to 150 KB (issue 53). Pure, tested in stylesheet-copies.test.ts beside it.

/**
 * A stretch of the page's first large stylesheet with no character that the payload writes differently
 * (quotes, backslashes, line breaks), counted through the whole HTML.
 * @param {string} html
 */
export function stylesheetCopies(html) {
  const style = /<style[^>]*>([^<]{200,})/.exec(html)
  if (!style) return 0
  const probe = style[1]
    .slice(0, 2000)
    .split(/["'\\\n]/)
    .sort((a, b) => b.length - a.length)[0]
    .slice(0, 120)
  if (probe.length < 24) return 1
  return html.split(probe).length - 1
}
