import { withoutScripts } from '@/app/(bench)/bench-limit/[[...route]]/without-scripts'

// The bench's limit for a route is its HTML without scripts: every script
// must go, and nothing else may, or the limit would measure another page.
describe('withoutScripts', () => {
  const head = [
    '<meta charSet="utf-8"/>',
    '<link rel="preconnect" href="/" crossorigin=""/>',
    '<link rel="preload" as="image" imageSrcSet="/a.png 1x" fetchPriority="high"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
    '<link rel="modulepreload" href="/m.js">',
    "<link as='script' rel='preload' href='/b.js'>",
    '<link rel="preload" href="/font.woff2" as="font" type="font/woff2" crossorigin=""/>',
    '<style data-precedence="next">body{color:red}</style>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
  ].join('')
  const body = [
    '<h1>Thank you</h1>',
    '<noscript><style>[data-page-loader]{display:none}</style></noscript>',
    '<script>self.__next_f.push([1,"\\u003cdiv\\u003e"])</script>',
    '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
    '<SCRIPT src="/x.js" noModule=""></SCRIPT >',
  ].join('')
  const html = `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`
  const out = withoutScripts(html)

  it('removes every script element, inline, external, JSON-LD and nomodule alike', () => {
    expect(out).not.toMatch(/<script/i)
    expect(out).not.toContain('__next_f')
    expect(out).not.toContain('LocalBusiness')
  })

  it('removes script preloads and module preloads, whatever the attribute order or quotes', () => {
    expect(out).not.toContain('/_next/static/chunks/a.js')
    expect(out).not.toContain('/m.js')
    expect(out).not.toContain('/b.js')
  })

  it('keeps everything else: styles, other preloads, markup, noscript', () => {
    expect(out).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preconnect" href="/" crossorigin=""/>' +
        '<link rel="preload" as="image" imageSrcSet="/a.png 1x" fetchPriority="high"/>' +
        '<link rel="preload" href="/font.woff2" as="font" type="font/woff2" crossorigin=""/>' +
        '<style data-precedence="next">body{color:red}</style></head><body><h1>Thank you</h1>' +
        '<noscript><style>[data-page-loader]{display:none}</style></noscript></body></html>',
    )
  })
})
