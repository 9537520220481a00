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

  it('writes out no character that could split a header', () => {
    for (const value of ['/\u2028/x', '/%0d%0aSet-Cookie:x=1', '/a b', '/\u0000']) {
      expect(sameSitePath(value)).toMatch(/^\/[\x21-\x7e]*$/)
    }
  })
})
