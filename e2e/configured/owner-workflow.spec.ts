import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { findSecrets, publicBuildFiles } from '../../testing/browser/secret-scan'
import { AGENCY_CALL_LINKS } from '../../testing/browser/call-links'
import { expectSoon, lake, publish, restore, sendWebhook, without } from '../../testing/browser/lake-control'
import {
  DIST_DIR,
  FORM_TOKEN_SECRET,
  CRON_SECRET,
  OWNER_ALERTS,
  READ_TOKEN,
  REVALIDATE_SECRET,
  WRITE_TOKEN,
} from '@/testing/configured-site'

/*
 * The agency owner's side, against `next start` and the Content Lake fixture:
 * publish, see it on the site within seconds; preview drafts; survive an outage.
 * Tests change shared content; the suite runs one test at a time (one worker)
 * and each puts the starter content back.
 */

// One per story: a story told in another language has its original, under the translation, in a disclosure.
const quotes = (page: Page) => page.locator('#testimonials figure > blockquote')

test.describe('publishing', () => {
  test.afterEach(async ({ request }) => restore(request, ['testimonial', 'service', 'settings']))

  test('a changed testimonial is on the home page seconds after the webhook', async ({ page, request }) => {
    const testimonial = await lake.document('testimonial-1')
    await page.goto('/')
    await expect(quotes(page).first()).toContainText(String(testimonial.quote).slice(0, 30))

    const quote = 'They treat my mother like their own family. Thursday visits are the highlight of her week.'
    await publish(request, { ...testimonial, quote })
    await expectSoon(page, '/', () => expect(quotes(page).first()).toContainText(quote))
  })

  test('a new service task appears on the About page', async ({ page, request }) => {
    const service = await lake.document('service-companionship')
    const tasks = service.tasks as { _type: string; en: string[]; es?: string[] }
    await publish(request, { ...service, tasks: { ...tasks, en: [...tasks.en, 'Reading the newspaper aloud'] } })
    await expectSoon(page, '/about', () =>
      expect(
        page.locator('#companionship').getByRole('listitem').filter({ hasText: 'Reading the newspaper aloud' }),
      ).toHaveCount(1),
    )
  })

  test('a changed phone number is used everywhere', async ({ page, request }) => {
    const settings = await lake.document('settings')
    await publish(request, { ...settings, phone: '(404) 555-0199' })
    for (const url of ['/', '/about']) {
      await expectSoon(page, url, async () => {
        const dialled = await page
          .locator(AGENCY_CALL_LINKS)
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        expect(dialled.length).toBeGreaterThan(1)
        expect(new Set(dialled)).toEqual(new Set(['tel:+14045550199']))
      })
      await expect(page.locator('footer')).toContainText('(404) 555-0199')
    }
  })

  test('the owner turns the loading spinner off, and back on: no overlay at all while it is off', async ({
    page,
    request,
  }) => {
    const settings = await lake.document('settings')
    const loader = page.locator('[data-page-loader]')
    await page.goto('/about')
    await expect(loader).toHaveCount(1)
    await publish(request, { ...settings, showPageLoader: false })
    for (const url of ['/about', '/']) await expectSoon(page, url, () => expect(loader).toHaveCount(0))
    await publish(request, { ...settings, showPageLoader: true })
    await expectSoon(page, '/', () => expect(loader).toHaveCount(1))
  })

  test('a payment link adds Pay Online, which leads to the provider and back to /completion', async ({
    page,
    request,
  }) => {
    const settings = await lake.document('settings')
    const link = 'https://pay.example.com/hearthside?return=/completion'
    await publish(request, { ...settings, paymentLink: link })
    await expectSoon(page, '/', () =>
      expect(page.getByRole('link', { name: 'Pay Online' })).toHaveAttribute('href', link),
    )
    // The provider's hosted page does the card handling: no script of theirs on any page.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')))
    expect(scripts.filter((src) => !src?.startsWith('/'))).toEqual([])
    await page.goto('/completion')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your patronage!')
  })

  test('an unticked testimonial disappears from the site', async ({ page, request }) => {
    const testimonial = await lake.document('testimonial-2')
    await page.goto('/')
    await expect(quotes(page)).toHaveCount(4)
    await publish(request, { ...testimonial, showOnSite: false })
    await expectSoon(page, '/', async () => {
      await expect(quotes(page)).toHaveCount(3)
      await expect(page.locator('#testimonials')).not.toContainText(String(testimonial.authorName))
    })
  })
})

test.describe('the publish webhook', () => {
  test.afterEach(async ({ request }) => restore(request, ['testimonial']))

  test('refuses anything but a valid signature, and then refreshes nothing', async ({ page, request }) => {
    const testimonial = await lake.document('testimonial-1')
    // Let any rebuild that an earlier test started finish with the starter content first.
    await expectSoon(page, '/', () => expect(quotes(page).first()).toContainText(String(testimonial.quote)))
    await page.waitForTimeout(2000)
    await expectSoon(page, '/', () => expect(quotes(page).first()).toContainText(String(testimonial.quote)))

    const quote = 'A quote that must not appear before a signed webhook.'
    await lake.upsert({ ...testimonial, quote })
    const body = { _type: 'testimonial', _id: 'testimonial-1' }

    const unsigned = await request.post('/api/revalidate', { data: body })
    expect(unsigned.status()).toBe(401)
    expect((await sendWebhook(request, body, { secret: 'not-the-secret' })).status()).toBe(401)
    expect((await sendWebhook(request, null, { raw: '{"_type": "testimonial",' })).status()).toBe(400)
    const typeless = await sendWebhook(request, { _id: 'testimonial-1' })
    expect(typeless.status()).toBe(400)
    expect(await typeless.json()).toMatchObject({ message: expect.stringContaining('_type') })

    await page.goto('/')
    await page.waitForTimeout(1500)
    await page.goto('/')
    await expect(page.locator('#testimonials')).not.toContainText(quote)

    const valid = await sendWebhook(request, body)
    expect(valid.status()).toBe(200)
    expect(await valid.json()).toMatchObject({ revalidated: ['testimonial'], id: 'testimonial-1' })
    await expectSoon(page, '/', () => expect(page.locator('#testimonials')).toContainText(quote))
  })
})

test.describe('draft preview', () => {
  const draftQuote = 'DRAFT: a new quote the owner has not published yet.'
  const secret = 'e2e-preview-url-secret-1234'

  test.beforeEach(async () => {
    const testimonial = await lake.document('testimonial-1')
    await lake.upsert({ ...testimonial, _id: 'drafts.testimonial-1', quote: draftQuote })
    // What the Presentation tool stores before it opens the preview URL.
    await lake.upsert({
      _id: 'sanity-preview-url-secret.e2e',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret,
      studioUrl: '/studio',
    })
  })
  test.afterEach(async () => lake.reset())

  test('visitors see the published version, never the draft', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await expect(quotes(page)).toHaveCount(4)
    await expect(page.locator('#testimonials')).not.toContainText(draftQuote)
    await expect(page.getByRole('link', { name: 'Exit preview' })).toHaveCount(0)
  })

  test('the preview secret turns preview on; Exit preview turns it off', async ({ page }) => {
    await page.goto(`/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/about`)
    await expect(page).toHaveURL(/\/about$/)
    const response = await page.goto('/')
    await expect(page.locator('#testimonials')).toContainText(draftQuote)
    // The Presentation tool shows preview in a frame of the Studio, on the same origin.
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")

    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('link', { name: 'Exit preview' })).toHaveCount(0)
    await expect(page.locator('#testimonials')).not.toContainText(draftQuote)
  })

  test('a wrong secret is refused and shows nothing unpublished', async ({ page }) => {
    const response = await page.goto('/api/draft-mode/enable?sanity-preview-secret=guess&sanity-preview-pathname=/')
    expect(response?.status()).toBe(401)
    await page.goto('/')
    await expect(page.locator('#testimonials')).not.toContainText(draftQuote)
    await expect(page.getByRole('link', { name: 'Exit preview' })).toHaveCount(0)
  })
})

test("the tokens, the webhook secret, the forms' key and the owner's alert keys and numbers never reach the browser bundle", () => {
  // The client bundles and the prerendered pages (HTML and RSC payloads): all that browsers are served.
  const files = publicBuildFiles(DIST_DIR)
  expect(files.filter((file) => file.includes(`${path.sep}chunks${path.sep}`)).length).toBeGreaterThan(0)
  const secrets = new Map([
    ['SANITY_API_READ_TOKEN', READ_TOKEN],
    ['SANITY_API_WRITE_TOKEN', WRITE_TOKEN],
    ['SANITY_REVALIDATE_SECRET', REVALIDATE_SECRET],
    ['FORM_TOKEN_SECRET', FORM_TOKEN_SECRET],
    ['CRON_SECRET', CRON_SECRET],
    ['EMAILJS_PRIVATE_KEY', OWNER_ALERTS.emailPrivateKey],
    ['TWILIO_AUTH_TOKEN', OWNER_ALERTS.twilio.authToken],
    // The owner's phones, as the variable holds them (+1 and ten digits).
    ...OWNER_ALERTS.to.map((number, index) => [`OWNER_ALERT_TEXT_TO (${index + 1})`, number.slice(-10)] as const),
  ])
  expect(findSecrets(files, secrets).filter((finding) => finding.what.startsWith('the value of'))).toEqual([])
})

test.describe('when the Content Lake fails', () => {
  test.afterEach(async ({ request }) => restore(request, ['testimonial', 'service']))

  test('visitors keep getting the last good pages, and a publish made during it shows once it ends', async ({
    page,
    request,
  }) => {
    // Webhooks that wait for the Lake, and ten page loads: over 30 s on a busy machine.
    test.setTimeout(60_000)
    await page.goto('/')
    await expect(quotes(page)).toHaveCount(4)
    const testimonial = await lake.document('testimonial-2')
    await lake.upsert({ ...testimonial, quote: 'Published while the Lake was down.' })
    await lake.setDown(true)
    // The publish's webhook arrives mid-outage: it waits for the Lake rather than expire pages it cannot rebuild.
    const webhook = sendWebhook(request, { _type: 'testimonial', _id: 'testimonial-2' })
    for (let visit = 0; visit < 4; visit += 1) {
      for (const url of ['/', '/about']) {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
      }
      await page.waitForTimeout(500)
    }
    await page.goto('/')
    await expect(quotes(page)).toHaveCount(4)
    await expect(page.locator('section[aria-labelledby="services-heading"]')).toContainText('Personal Care')

    // The Lake returns: the waiting webhook refreshes, and the change shows within seconds, not Next.js's 30.
    await lake.setDown(false)
    const returned = Date.now()
    expect((await webhook).status()).toBe(200)
    // Timed on what the server sends, polled every quarter second: a browser
    // check would add its own waits to the figure.
    await expect
      .poll(async () => (await request.get('/')).text(), { intervals: [250], timeout: 20_000 })
      .toContain('Published while the Lake')
    expect(Date.now() - returned).toBeLessThan(10_000)
    await page.goto('/')
    await expect(page.locator('#testimonials')).toContainText('Published while the Lake')

    // And the next publish goes through as usual.
    const third = await lake.document('testimonial-3')
    await publish(request, { ...third, quote: 'Back after the outage.' })
    await expectSoon(page, '/', () => expect(page.locator('#testimonials')).toContainText('Back after the outage.'))
  })
})

test.describe('half-filled content still renders a sensible page', () => {
  test.afterEach(async ({ request }) => restore(request, ['testimonial', 'service', 'settings']))

  test('a service without an image', async ({ page, request }) => {
    const service = without(await lake.document('service-homemaking'), 'image')
    await publish(request, service)
    await expectSoon(page, '/about', async () => {
      await expect(page.locator('#homemaking img')).toHaveCount(0)
      await expect(page.locator('#homemaking')).toContainText('Homemaking Care')
    })
    await page.goto('/')
    await expect(page.locator('section[aria-labelledby="services-heading"]')).toContainText('Homemaking Care')
  })

  test('a service with an empty task list', async ({ page, request }) => {
    const service = await lake.document('service-personal')
    await publish(request, { ...service, tasks: [] })
    await expectSoon(page, '/about', async () => {
      await expect(page.locator('#personal')).toContainText('Personal Care')
      await expect(page.locator('#personal ul:not(:has(li))')).toHaveCount(0)
    })
  })

  test('a testimonial without a photo', async ({ page, request }) => {
    const testimonial = without(await lake.document('testimonial-3'), 'photo')
    await publish(request, testimonial)
    await expectSoon(page, '/', async () => {
      const story = page.locator('#testimonials li', { hasText: String(testimonial.authorName) })
      await expect(story).toContainText(String(testimonial.quote).slice(0, 30))
      await expect(story.locator('img')).toHaveCount(0)
    })
  })

  test('portable text with a block type the site does not know', async ({ page, request }) => {
    const service = await lake.document('service-companionship')
    const description = service.description as { en: unknown[] }
    const withUnknown = [{ _type: 'videoEmbed', _key: 'unknown1', url: 'https://video.example/1' }, ...description.en]
    await publish(request, { ...service, description: { ...description, en: withUnknown } })
    await expectSoon(page, '/about', async () => {
      await expect(page.locator('#companionship')).toContainText('Companionship Care')
      await expect(page.locator('#companionship')).not.toContainText('videoEmbed')
    })
  })

  test('no settings document at all', async ({ page, request }) => {
    // Three pages, each waited for until regenerated: over 30 s on a busy machine.
    test.setTimeout(60_000)
    await lake.remove('settings')
    expect((await sendWebhook(request, { _type: 'settings', _id: 'settings' })).status()).toBe(200)
    for (const url of ['/', '/about', '/completion']) {
      await expectSoon(page, url, async () => {
        await expect(page.locator(AGENCY_CALL_LINKS)).toHaveCount(0)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      })
    }
  })
})
