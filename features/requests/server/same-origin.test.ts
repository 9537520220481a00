import { isFromElsewhere, isSameOrigin } from './same-origin'

const headers = (values: Record<string, string>) => new Headers(values)

describe('same-origin requests only', () => {
  it('takes a post from a page of this site', () => {
    expect(isSameOrigin(headers({ origin: 'https://care.example', host: 'care.example' }))).toBe(true)
    expect(
      isSameOrigin(
        headers({ origin: 'http://127.0.0.1:3751', host: '127.0.0.1:3751', 'sec-fetch-site': 'same-origin' }),
      ),
    ).toBe(true)
    // Behind the host's proxy the public host is the forwarded one.
    expect(
      isSameOrigin(
        headers({ origin: 'https://Care.Example', host: 'internal:3000', 'x-forwarded-host': 'care.example' }),
      ),
    ).toBe(true)
  })

  it.each([
    ['no Origin (not a browser page)', { host: 'care.example' }],
    ['another site', { origin: 'https://evil.example', host: 'care.example' }],
    ['a look-alike host', { origin: 'https://care.example.evil.example', host: 'care.example' }],
    ['another port', { origin: 'https://care.example:8443', host: 'care.example' }],
    ['a sandboxed frame', { origin: 'null', host: 'care.example' }],
    ['a non-web scheme', { origin: 'file://care.example', host: 'care.example' }],
    [
      'a cross-site fetch with a forged Origin',
      { origin: 'https://care.example', host: 'care.example', 'sec-fetch-site': 'cross-site' },
    ],
    ['a same-site subdomain', { origin: 'https://care.example', host: 'care.example', 'sec-fetch-site': 'same-site' }],
    ['no host to compare with', { origin: 'https://care.example' }],
  ])('refuses %s', (_, values) => {
    expect(isSameOrigin(headers(values as Record<string, string>))).toBe(false)
  })
})

describe('a ticket fetched by a page elsewhere, from browsers old and new (isFromElsewhere)', () => {
  it.each([
    ['a page of this site, new browser', { 'sec-fetch-site': 'same-origin', host: 'care.example' }],
    [
      'a page of this site, iOS 15 (Referer only)',
      { referer: 'https://care.example/es#contact', host: 'care.example' },
    ],
    [
      'a page of this site behind the proxy',
      { origin: 'https://care.example', host: 'in:3000', 'x-forwarded-host': 'care.example' },
    ],
    ['no word of where it comes from (a script, no-referrer)', { host: 'care.example' }],
  ])('takes %s', (_, values) => {
    expect(isFromElsewhere(headers(values as Record<string, string>))).toBe(false)
  })

  it.each([
    ['a new browser saying cross-site', { 'sec-fetch-site': 'cross-site', host: 'care.example' }],
    ['an old browser with another Origin', { origin: 'https://evil.example', host: 'care.example' }],
    ['an old browser with another Referer', { referer: 'https://evil.example/page', host: 'care.example' }],
    ['an old browser in a sandboxed frame', { origin: 'null', host: 'care.example' }],
    [
      'a forged same-site Referer beside a cross-site Origin',
      { origin: 'https://evil.example', referer: 'https://care.example/', host: 'care.example' },
    ],
  ])('refuses %s', (_, values) => {
    expect(isFromElsewhere(headers(values as Record<string, string>))).toBe(true)
  })
})
