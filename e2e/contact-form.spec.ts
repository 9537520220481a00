import { expect, test, type Page } from '@playwright/test'
import { MIN_FILL_MS, type ContactMessage } from '../components/contact/rules'
import { expectNoAxeViolations } from './support/axe'
import { contactForm, fillIn } from './support/fill-in'
import { asOwnClient, localLeads } from './support/leads'

const TYPED: ContactMessage = {
  from_name: 'Ray Ortiz',
  email: 'ray@example.com',
  subject: 'Help for my wife',
  message: 'Evenings, please.',
}

// The fresh clone has no EmailJS variables and no Sanity project: the message is kept in .data/leads.ndjson.
test.describe('without EmailJS settings', () => {
  async function sendWithoutEmailJs(page: Page, typed: ContactMessage) {
    const logs: string[] = []
    page.on('console', (message) => logs.push(message.text()))
    const emailjsCalls: string[] = []
    await page.route('https://api.emailjs.com/**', (route) => {
      emailjsCalls.push(route.request().url())
      return route.abort()
    })
    await page.clock.install()
    await page.goto('/#contact')
    await fillIn(page, typed)
    await page.clock.fastForward(MIN_FILL_MS)
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
    return { logs, emailjsCalls }
  }

  test('the message is kept on the site, and the visitor told "We have your request"', async ({ page }) => {
    await asOwnClient(page)
    // A subject of its own, to find this run's message in the file the server shares with other tests.
    const typed = { ...TYPED, subject: `Help for my wife ${crypto.randomUUID()}` }
    const { logs, emailjsCalls } = await sendWithoutEmailJs(page, typed)

    const alert = page.getByRole('alert').filter({ hasText: 'We have your request.' })
    await expect(alert).toBeVisible()
    await expect(contactForm(page).getByLabel('Message')).toHaveValue('')
    expect(emailjsCalls).toEqual([])
    const kept = localLeads().filter((lead) => lead.subject === typed.subject)
    expect(kept).toEqual([
      expect.objectContaining({
        _id: expect.stringMatching(/^lead\.[0-9a-f-]{36}$/),
        _type: 'lead',
        kind: 'message',
        status: 'new',
        sourcePage: '/',
        name: typed.from_name,
        email: typed.email,
        message: typed.message,
      }),
    ])
    const named = logs.find((line) => line.includes('EmailJS is not configured'))
    expect(named).toContain('NEXT_PUBLIC_EMAILJS_SERVICE_ID')
    expect(named).toContain('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID')
    expect(named).toContain('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY')
    expect(logs).toContain(
      'FAILED... Missing configuration: NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
    )
    await expectNoAxeViolations(page, '#contact')
  })

  test('when the site cannot keep it either, the form keeps the message and points to the phone', async ({ page }) => {
    await page.route('**/api/leads', (route) => route.abort('connectionreset'))
    const { logs } = await sendWithoutEmailJs(page, TYPED)

    const alert = page.locator('#contact [role="alert"]')
    await expect(alert).toContainText('Your message was not sent')
    await expect(alert).toContainText('not working at the moment')
    await expect(alert.getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142')
    await expect(contactForm(page).getByLabel('Message')).toHaveValue(TYPED.message)
    await expect(contactForm(page).getByLabel('Your name')).toHaveValue(TYPED.from_name)
    expect(logs.filter((line) => line.startsWith('FAILED...'))).toHaveLength(2)
  })
})

test.describe('a form sent before the page’s scripts have run', () => {
  const typed = {
    from_name: 'Ray Ortiz',
    email: 'ray@example.com',
    subject: 'Help for my wife',
    message: 'Evenings, please.\nShe likes <b>tea</b> & crosswords.',
  }

  test('shows every word, the phone and a ready-written e-mail; Back returns to the filled-in form', async ({
    page,
  }) => {
    // The page's scripts never arrive, as on a dropped connection: the browser submits the form itself.
    await page.route('**/_next/static/chunks/**', (route) => route.abort())
    await page.goto('/#contact')
    const form = contactForm(page)
    await fillIn(page, typed)
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message has not been sent')
    // Nothing typed travels in the address, where history and server logs would keep it.
    expect(new URL(page.url()).search).toBe('')
    const words = page.locator('dd')
    await expect(words).toHaveText([typed.from_name, typed.email, typed.subject, typed.message])
    await expect(page.getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142')
    const mail = await page.getByRole('link', { name: 'E-mail us this message' }).getAttribute('href')
    expect(mail).toContain(`subject=${encodeURIComponent(typed.subject)}`)
    expect(mail).toContain(encodeURIComponent(typed.message.replaceAll('\n', '\r\n')))

    await expectNoAxeViolations(page)

    await page.goBack()
    await expect(form.getByLabel('Message')).toHaveValue(typed.message)
    await expect(form.getByLabel('Your name')).toHaveValue(typed.from_name)
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('the form says so before anything is typed, and a Send still loses nothing', async ({ page }) => {
      await page.goto('/#contact')
      // Playwright's text and role locators skip <noscript>, so this one is found by its markup.
      const note = page.locator('#contact noscript p')
      await expect(note).toBeVisible()
      await expect(note).toContainText('This browser is not running JavaScript, which the form needs')
      await expect(note.locator('a[href="tel:+17705550142"]')).toHaveText('(770) 555-0142')
      // No axe scan here: axe runs as a page script, and this page runs none.

      await fillIn(page, typed)
      await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message has not been sent')
      await expect(page.getByText('JavaScript may be turned off')).toBeVisible()
      await expect(page.locator('dd').last()).toHaveText(typed.message)
    })
  })

  test('the fallback takes forms only, and shows what was typed as text, never as markup', async ({ request }) => {
    const json = await request.post('/api/contact', { data: { message: 'hello' } })
    expect(json.status()).toBe(415)
    expect((await request.get('/api/contact')).status()).toBe(405)

    const posted = await request.post('/api/contact', {
      form: { from_name: '<script>alert(1)</script>', email: '', subject: '', message: 'Hi' },
    })
    expect(posted.status()).toBe(200)
    expect(posted.headers()['cache-control']).toContain('no-store')
    expect(posted.headers()['x-robots-tag']).toBe('noindex')
    const html = await posted.text()
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})
