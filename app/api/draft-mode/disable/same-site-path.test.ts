import { sameSitePath } from '@/app/api/draft-mode/disable/same-site-path'

describe('where Exit preview may lead', () => {
  it.each(['/', '/about', '/about#faq', '/?x=1'])('keeps a path of this site: %s', (path) => {
    expect(sameSitePath(path)).toBe(path)
  })

  it.each([
    '/\t/evil.example/phish', // browsers drop the tab: //evil.example
    '/\t\\evil.example/phish',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    null,
  ])('sends anything that could leave the site home: %j', (value) => {
    expect(sameSitePath(value)).toBe('/')
  })

  // Dot segments are resolved after the first slash was checked, so a path of
  // this site could become "//evil.example", which a browser reads as another
  // host. Written as an attacker types them into the query string, and read as
  // the route reads them (searchParams decodes %2e to "." and %5C to "\\").
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%252e//evil.example', // reaches the parser as "/%2e//", which it reads as "/.//"
    '/%252e%252e//evil.example',
    '/./%5Cevil.example', // "/./\evil.example"
    '/.%5C/evil.example',
    '/%2e/%5C%5Cevil.example',
    '/./%09/evil.example',
    '/.//evil.example/phish?x=1#y',
  ])('sends a path that normalises to another host home: ?redirect=%s', (raw) => {
    const value = new URL(`https://care.example/api/draft-mode/disable?redirect=${raw}`).searchParams.get('redirect')
    expect(sameSitePath(value)).toBe('/')
  })

  it.each([
    ['/a/./b/../c', '/a/c'],
    ['/about/..', '/'],
    ['/%5Cabout', '/%5Cabout'], // an escaped backslash stays a character of the path
  ])('keeps a path of this site that dot segments shorten: %s', (value, path) => {
    expect(sameSitePath(value)).toBe(path)
  })

  it('writes out no character that could split a header', () => {
    for (const value of ['/\u2028/x', '/%0d%0aSet-Cookie:x=1', '/a b', '/\u0000']) {
      expect(sameSitePath(value)).toMatch(/^\/[\x21-\x7e]*$/)
    }
  })
})
