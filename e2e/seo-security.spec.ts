import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIResponse, type Page } from '@playwright/test'
import { publicDirectives, serializeCsp, studioDirectives } from '../lib/http/security-headers'
import { findSecrets, publicBuildFiles, secretValues } from '../testing/browser/secret-scan'
import { settle } from '../testing/browser/settle'

const PUBLIC_CSP = serializeCsp(publicDirectives({ dev: false }))
const STUDIO_CSP = serializeCsp(studioDirectives())
const PUBLIC_PAGES = ['/', '/about', '/completion', '/no-such-page']

function expectSecurityHeaders(response: APIResponse, csp: string) {
  const headers = response.headers()
  expect(headers['content-security-policy']).toBe(csp)
  // At least 180 days, subdomains included.
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(15552000)
  expect(headers['strict-transport-security']).toContain('includeSubDomains')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
  expect(headers['permissions-policy']).toMatch(/microphone=\(\)/)
  expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/)
  expect(headers['x-powered-by']).toBeUndefined()
}

test.describe('security headers', () => {
  for (const [route, status] of [
    ['/', 200],
    ['/about', 200],
    ['/completion', 200],
    ['/no-such-page', 404],
    ['/sitemap.xml', 200],
    ['/robots.txt', 200],
  ] as const) {
    test(`${route} gets the public policy`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 })
      expect(response.status()).toBe(status)
      expectSecurityHeaders(response, PUBLIC_CSP)
    })
  }

  test('an address with a trailing slash is redirected once, permanently, with every header a page gets', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/es/', '/es'],
      ['/about/', '/about'],
      ['/es/about/?utm_source=flyer', '/es/about?utm_source=flyer'],
      ['/es//about', '/es/about'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      const location = new URL(response.headers()['location']!, 'http://127.0.0.1')
      expect(location.pathname + location.search).toBe(to)
      expectSecurityHeaders(response, PUBLIC_CSP)
    }
  })

  test("the page's own scripts and pictures get HTTPS-only and nosniff, not a document's headers", async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const script = await page.locator('script[src*="/_next/static/chunks/"]').first().getAttribute('src')
    const picture = await page.locator('img[src*="/_next/image"]').first().getAttribute('src')
    for (const file of [script, picture]) {
      const headers = (await request.get(file ?? '')).headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['strict-transport-security']).toContain('includeSubDomains')
      for (const name of ['permissions-policy', 'reporting-endpoints', 'referrer-policy'])
        expect(headers[name]).toBeUndefined()
      // Not the pages' policy. (Next's image optimizer sends its own, which sandboxes a picture opened by itself.)
      expect(headers['content-security-policy'] ?? '').not.toContain('default-src')
    }
  })

  test('/studio gets the looser Studio policy, and not the public one', async ({ request }) => {
    for (const route of ['/studio', '/studio/structure']) {
      const response = await request.get(route, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expectSecurityHeaders(response, STUDIO_CSP)
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
      // Next.js sends each header once, so a second matching rule would have replaced it.
      expect(response.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy')).toHaveLength(1)
    }
  })
})

/** Records CSP violations and Permissions-Policy complaints the browser reports while `page` is open. */
async function watchPolicies(page: Page) {
  const reports: string[] = []
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text()))
      reports.push(message.text())
  })
  page.on('requestfailed', (request) => {
    if (/BLOCKED_BY_CSP|csp/i.test(request.failure()?.errorText ?? '')) reports.push(`blocked: ${request.url()}`)
  })
  return async () => [
    ...reports,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ]
}

test.describe('the public pages work within their policy', () => {
  for (const route of PUBLIC_PAGES) {
    test(`${route}: no CSP violation`, async ({ page }) => {
      const violations = await watchPolicies(page)
      await page.goto(route)
      // Scroll everything into view (lazy images, animations) and use what loads later (the lightbox).
      await settle(page, { revealAll: true })
      const lightbox = page.locator('a[data-lightbox]').first()
      if (await lightbox.count()) {
        await lightbox.scrollIntoViewIfNeeded()
        await lightbox.click()
        await expect(page.locator('.glightbox-container img').first()).toBeVisible()
        await page.keyboard.press('Escape')
      }
      expect(await violations()).toEqual([])
    })
  }
})

test.describe('search engines', () => {
  test('the home page describes the agency in JSON-LD: 8 counties, 4 services', async ({ page }) => {
    await page.goto('/')
    const scripts = page.locator('script[type="application/ld+json"]')
    await expect(scripts).toHaveCount(1)
    const text = (await scripts.textContent()) ?? ''
    const data = JSON.parse(text) as { '@context': string; '@graph': Record<string, unknown>[] }
    expect(data['@context']).toBe('https://schema.org')
    const business = data['@graph'].find((node) => node['@type'] === 'LocalBusiness')!
    const services = data['@graph'].filter((node) => node['@type'] === 'Service')
    expect(business).toMatchObject({ name: 'Hearthside Home Care', telephone: '+17705550142' })
    expect(business.areaServed).toHaveLength(8)
    expect(business.areaServed).toContainEqual({ '@type': 'AdministrativeArea', name: 'Fulton County, GA' })
    expect(services).toHaveLength(4)
    for (const service of services) expect(service.provider).toEqual({ '@id': business['@id'] })
    expect(text).not.toMatch(/aggregateRating|"review"/)
  })

  test('canonical links, and an Open Graph image that is a PNG', async ({ page, request }) => {
    for (const route of ['/', '/about']) {
      await page.goto(route)
      const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '')
      expect(canonical.pathname).toBe(route)
      const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '')
      expect(image.origin).toBe(canonical.origin)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Hearthside Home Care/)
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.{50}/)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image.href)
      // The metadata names the public address; the image is fetched from the server under test.
      const response = await request.get(image.pathname + image.search)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      expect((await response.body()).subarray(1, 4).toString()).toBe('PNG')
    }
  })

  test('the sitemap lists the home and About pages in both languages, each with its translation, not the thank-you page', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin
    const response = await request.get('/sitemap.xml')
    expect(response.headers()['content-type']).toMatch(/xml/)
    const xml = await response.text()
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!))
    expect(locations.map((url) => url.pathname)).toEqual(['/', '/about', '/es', '/es/about'])
    for (const url of locations) expect(url.origin).toBe(origin)
    // Each names the other language's page (xhtml:link), as the pages' own hreflang links do.
    expect(xml).toContain(`hreflang="es" href="${origin}/es/about"`)
    expect(xml).toContain(`hreflang="en" href="${origin}/about"`)
  })

  test('robots.txt keeps crawlers out of the Studio and the API, and points to the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^User-Agent: \*$/im)
    expect(robots).toMatch(/^Disallow: \/studio$/m)
    expect(robots).toMatch(/^Disallow: \/api$/m)
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })

  test('pages that should not be indexed say so; the home and About pages may be', async ({ page, request }) => {
    for (const route of ['/completion', '/es/completion', '/no-such-page', '/es/no-existe', '/studio']) {
      await page.goto(route)
      // Next.js adds its own noindex to the 404 page beside ours: every one must say it.
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))
      expect(robots.length, route).toBeGreaterThan(0)
      for (const content of robots) expect(content, route).toMatch(/noindex/)
    }
    // Where the payment provider returns a visitor: noindex, yet its links home may be followed,
    // it names no canonical address (which would ask for it to be indexed), and robots.txt lets
    // crawlers fetch it, or they could never read its noindex.
    await page.goto('/completion')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es\/completion$/)
    expect(await (await request.get('/robots.txt')).text()).not.toMatch(/^Disallow: \/completion/m)
    for (const route of ['/', '/about', '/es', '/es/about']) {
      await page.goto(route)
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0)
    }
  })
})

test.describe('no secret reaches the browser', () => {
  // The build checked: E2E_DIST_DIR, or Next.js's default. Build with SANITY_API_READ_TOKEN and
  // SANITY_REVALIDATE_SECRET set to sentinel values and run this with the same values to check
  // those exact strings; without values it still looks for either name with a value and for
  // anything shaped like a Sanity token.
  const distDir = path.resolve(process.env.E2E_DIST_DIR ?? '.next')

  test('the client bundles and prerendered pages hold no secret', () => {
    const files = publicBuildFiles(distDir)
    // A wrong directory must fail, not pass with nothing scanned.
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10)
    expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(2)
    expect(findSecrets(files, secretValues())).toEqual([])
  })

  test('the scan finds a planted secret (so the test above can fail)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-scan-'))
    try {
      const sentinel = 'sentinel-0c4f1d2e9b7a'
      const token = `sk${'A1b2C3d4'.repeat(10)}`
      const file = path.join(dir, 'chunk.js')
      writeFileSync(file, `a="${sentinel}";b={SANITY_REVALIDATE_SECRET:"abcdefgh123"};c='${token}'`)
      expect(findSecrets([file], new Map([['SANITY_API_READ_TOKEN', sentinel]])).map((f) => f.what)).toEqual([
        'the value of SANITY_API_READ_TOKEN',
        'SANITY_REVALIDATE_SECRET with a value',
        'a string shaped like a Sanity API token',
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
