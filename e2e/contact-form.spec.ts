import { expect, test, type Page } from '@playwright/test'
import type { MessageValues as ContactMessage } from '@/features/requests/model'
import { MIN_FILL_MS, MIN_CONFIRM_MS } from '@/features/requests/model'
import { expectNoAxeViolations } from '../testing/browser/axe'
import { contactForm, fillIn } from '../testing/browser/fill-in'
import { asOwnClient, localRequests, realTime, ticketSettled } from '../testing/browser/leads'

const TYPED: ContactMessage = {
  name: 'Ray Ortiz',
  email: 'ray@example.com',
  subject: 'Help for my wife',
  message: 'Evenings, please.',
}

// The fresh clone has no EmailJS variables and no Sanity project: the message is kept in .data/leads.ndjson.
test.describe('without EmailJS settings', () => {
  async function sendWithoutEmailJs(page: Page, typed: ContactMessage, { asPerson = false } = {}) {
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
    await ticketSettled(page)
    // The server ages the form's ticket by its own clock, which the page's does not move.
    if (asPerson) await realTime(MIN_FILL_MS)
    await page.clock.fastForward(MIN_FILL_MS)
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
    return { logs, emailjsCalls }
  }

  test('the message is kept on the site, and the visitor told "We have your request"', async ({ page }) => {
    await asOwnClient(page)
    // A subject of its own, to find this run's message in the file the server shares with other tests.
    const typed = { ...TYPED, subject: `Help for my wife ${crypto.randomUUID()}` }
    const { logs, emailjsCalls } = await sendWithoutEmailJs(page, typed, { asPerson: true })

    const alert = page.getByRole('alert').filter({ hasText: 'We have your request.' })
    await expect(alert).toBeVisible()
    await expect(contactForm(page).getByLabel('Message')).toHaveValue('')
    expect(emailjsCalls).toEqual([])
    const kept = localRequests().filter((request) => request.subject === typed.subject)
    expect(kept).toEqual([
      expect.objectContaining({
        _id: expect.stringMatching(/^lead\.[0-9a-f-]{36}$/),
        _type: 'lead',
        kind: 'message',
        status: 'new',
        sourcePage: '/',
        name: typed.name,
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
    await expect(contactForm(page).getByLabel('Your name')).toHaveValue(TYPED.name)
    expect(logs.filter((line) => line.startsWith('FAILED...'))).toHaveLength(2)
  })
})

test.describe('a form sent before the page’s scripts have run', () => {
  const typed = () => ({
    name: 'Ray Ortiz',
    email: 'ray@example.com',
    // A subject of its own, to find this run's message in the file the server shares with other tests.
    subject: `Help for my wife ${crypto.randomUUID().slice(0, 8)}`,
    message: 'Evenings, please.\nShe likes <b>tea</b> & crosswords.',
  })

  test('is checked and kept by the server, which shows every word and asks for a confirmation; Back returns to the filled-in form', async ({
    page,
  }) => {
    const message = typed()
    await asOwnClient(page)
    // The page's scripts never arrive, as on a dropped connection: the browser submits the form itself.
    await page.route('**/_next/static/chunks/**', (route) => route.abort())
    await page.goto('/#contact')
    const form = contactForm(page)
    await fillIn(page, message)
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One more step: confirm your message')
    // Nothing typed travels in the address, where history and server logs would keep it.
    expect(new URL(page.url()).search).toBe('')
    await expect(page.locator('dd')).toHaveText([message.name, message.email, message.subject, message.message])
    await expect(page.getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142')
    // Kept already, so nothing is lost if the visitor goes no further: in Spam until confirmed.
    expect(localRequests().filter((request) => request.subject === message.subject)).toEqual([
      expect.objectContaining({ kind: 'message', status: 'spam', name: message.name, message: message.message }),
    ])
    await expect(page.getByRole('button', { name: 'Confirm and send' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goBack()
    await expect(form.getByLabel('Message')).toHaveValue(message.message)
    await expect(form.getByLabel('Your name')).toHaveValue(message.name)
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('a message is checked by the server, which lists what to fix, then keeps it', async ({ page }) => {
      const message = typed()
      await asOwnClient(page)
      await page.goto('/#contact')
      // Playwright's text and role locators skip <noscript>: no note may say that the form cannot send.
      await expect(page.locator('#contact noscript p')).toHaveCount(0)
      // A subject of spaces passes the browser's own check; the form's own, without scripts, is the server's.
      await fillIn(page, { ...message, subject: '   ' })
      await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message has not been sent yet')
      await expect(page.getByRole('listitem').filter({ hasText: 'Subject:' })).toHaveText(
        'Subject: Please fill in this field.',
      )
      await page.goBack()
      await contactForm(page).getByLabel('Subject').fill(message.subject)
      await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('One more step: confirm your message')
      await expect(page.locator('dd').last()).toHaveText(message.message)
      // A person reads before pressing; a script that presses at once stays in Spam.
      await realTime(MIN_CONFIRM_MS)
      await page.getByRole('button', { name: 'Confirm and send' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have your message')
      expect(localRequests().filter((request) => request.subject === message.subject)).toEqual([
        expect.objectContaining({ status: 'new', name: message.name, message: message.message }),
      ])
      // No axe scan here: axe runs as a page script, and this page runs none.
    })
  })

  test('the fallback takes forms only, says what to fix, and shows what was typed as text, never as markup', async ({
    request,
  }) => {
    const json = await request.post('/api/contact', { data: { message: 'hello' } })
    expect(json.status()).toBe(415)
    expect((await request.get('/api/contact')).status()).toBe(405)

    const posted = await request.post('/api/contact', {
      // A browser sends its page's origin with a form it posts; a post without one is refused (403).
      headers: { origin: String(test.info().project.use.baseURL) },
      form: { name: '<script>alert(1)</script>', email: '', subject: '', message: 'Hi' },
    })
    expect(posted.status()).toBe(422)
    expect(posted.headers()['cache-control']).toContain('no-store')
    expect(posted.headers()['x-robots-tag']).toBe('noindex')
    const html = await posted.text()
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('<strong>E-mail:</strong> Please fill in this field.')
  })
})
