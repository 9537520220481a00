const { stylesheetCopies } = jest.requireActual<{ stylesheetCopies: (html: string) => number }>(
  './stylesheet-copies.mjs',
)

/** A stylesheet with no stretch repeated, as a real one (long, varied) is. */
const STYLESHEET = Array.from(
  { length: 16 },
  (_, i) => `.rule-${i}{margin:${i}px;padding:${i * 2}px;color:var(--ink)}`,
).join('')

describe('the copies of the inlined stylesheet a page carries', () => {
  it('one in the <style>, one more in React’s payload, where its quotes are escaped', () => {
    const payload = `<script>self.__next_f.push([1,"${STYLESHEET.replace(/"/g, '\\"')}"])</script>`
    expect(stylesheetCopies(`<html><head><style>${STYLESHEET}</style></head><body>${payload}</body></html>`)).toBe(2)
  })

  it('one once Next.js stops repeating it; none without an inlined stylesheet', () => {
    expect(stylesheetCopies(`<html><head><style>${STYLESHEET}</style></head><body><p>Hi</p></body></html>`)).toBe(1)
    expect(stylesheetCopies('<html><head><link rel="stylesheet" href="/a.css"></head></html>')).toBe(0)
  })
})
