import { isSameOrigin } from './same-origin'

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
