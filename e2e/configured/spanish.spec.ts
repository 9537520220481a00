import { expect, test } from '@playwright/test'
import { MIN_FILL_MS } from '@/features/requests/model'
import { messageForm } from '@/lib/i18n/es/request-forms'
import { interceptEmailJs } from '../../testing/browser/emailjs'
import { alertServices, expectSoon, lake, publish, restore } from '../../testing/browser/lake-control'
import { asOwnClient, ticketAged } from '../../testing/browser/leads'

/*
 * The owner's side of the Spanish pages (issue 51), against the configured
 * site and its Content Lake: the switch that turns them off, a text not yet
 * translated shown in English and marked so, and a family who wrote in
 * Spanish as the owner hears of it. Editing in the Studio: studio/spanish.spec.ts.
 */

test.describe('the owner’s switch and the untranslated text', () => {
  test.afterEach(async ({ request }) => restore(request, ['settings', 'homePage']))

  test('Spanish pages off: /es answers 404, and no page links to it or names it to search engines', async ({
    page,
    request,
  }) => {
    await page.goto('/about')
    await expect(page.locator('header').getByRole('link', { name: 'Español' })).toBeVisible()
    const settings = await lake.document('settings')
    await publish(request, { ...settings, publishedLanguages: [] })
    await expectSoon(page, '/es', async () => {}, 404)
    await expectSoon(page, '/about', async () => {
      await expect(page.locator('header').getByRole('link', { name: 'Español' })).toHaveCount(0)
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
    })
    // The sitemap, too, is regenerated in the background after the publish: the first read may be the last one.
    const englishOnly = async () => {
      const sitemap = await (await request.get('/sitemap.xml')).text()
      return sitemap.includes('/about</loc>') && !sitemap.includes('/es')
    }
    await expect.poll(englishOnly, { timeout: 20_000, intervals: [500, 1000] }).toBe(true)

    await publish(request, { ...settings, publishedLanguages: ['es'] })
    await expectSoon(page, '/es', () => expect(page.locator('html')).toHaveAttribute('lang', 'es-US'))
  })

  test('a heading not yet in Spanish shows in English on the Spanish page, marked as English', async ({
    page,
    request,
  }) => {
    const home = await lake.document('homePage')
    const heading = home.heroHeading as { _type: string; en: string; es?: string }
    await publish(request, { ...home, heroHeading: { _type: heading._type, en: heading.en } })
    await expectSoon(page, '/es', async () => {
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toHaveText(heading.en)
      await expect(h1).toHaveAttribute('lang', 'en')
    })
    // Everything else on the page is still Spanish, and unmarked.
    await expect(page.locator('#trust')).not.toHaveAttribute('lang')
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang')
  })
})

test('a family who writes from the Spanish page: the request says so, and so do the owner’s text and e-mail', async ({
  page,
}) => {
  await asOwnClient(page)
  const emailjs = await interceptEmailJs(page)
  await page.clock.install()
  await page.goto('/es#contact')
  const form = page.locator('#contact form[aria-labelledby="contact-form-heading"]')
  const name = 'Graciela Fuentes'
  await form.getByLabel(messageForm.name).fill(name)
  await form.getByLabel(messageForm.email).fill('graciela@example.com')
  await form.getByLabel(messageForm.subject).fill('Cuidado para mi esposo')
  await form.getByLabel(messageForm.message).fill('Necesitamos ayuda por las mañanas.')
  await ticketAged(page)
  await page.clock.fastForward(MIN_FILL_MS)
  await form.getByRole('button', { name: messageForm.send }).click()
  await expect(page.getByRole('alert').filter({ hasText: messageForm.emailed })).toBeVisible()

  // What the family's e-mail carries, for a template that answers in their language.
  const params = emailjs.sent[0]?.template_params as Record<string, string>
  expect(params.language).toBe('es')
  expect(params.reply_promise).toMatch(/^Le responderemos /)

  const id = params.lead_id!
  await expect.poll(async () => (await lake.requests()).find((request) => request._id === id)?.language).toBe('es')
  const ours = async () => {
    const { emails, texts } = await alertServices.received()
    return {
      email: emails.find((email) => email.params.lead_id === id),
      text: texts.find((text) => text.body.includes('Graciela F.')),
    }
  }
  await expect.poll(async () => (await ours()).text?.body, { timeout: 5000 }).toContain('prefers Spanish')
  await expect.poll(async () => (await ours()).email?.params.language, { timeout: 5000 }).toBe('prefers Spanish')
})
