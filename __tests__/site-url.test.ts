import { FALLBACK_SITE_URL, resolveSiteUrl } from '@/lib/site-url'

describe('the public address of the site', () => {
  it('uses NEXT_PUBLIC_SITE_URL, without a trailing slash', () => {
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://care.example/' })).toEqual({
      url: 'https://care.example',
      fallback: false,
    })
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: ' https://care.example/site// ' }).url).toBe(
      'https://care.example/site',
    )
  })

  it('falls back to the Vercel production domain, then to the local address', () => {
    expect(resolveSiteUrl({ VERCEL_PROJECT_PRODUCTION_URL: 'care.example' }).url).toBe('https://care.example')
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: '' })).toEqual({ url: FALLBACK_SITE_URL, fallback: true })
    expect(FALLBACK_SITE_URL).toBe('http://localhost:3000')
  })

  it('refuses an address that is not an http(s) URL, naming the variable', () => {
    expect(() => resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'care.example' })).toThrow(
      /^NEXT_PUBLIC_SITE_URL "care.example"/,
    )
    expect(() => resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'ftp://care.example' })).toThrow(/must start with https:\/\//)
  })
})
