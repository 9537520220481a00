import { expect, test } from '@playwright/test'
import type { MessageValues as ContactMessage } from '@/features/requests/model'
import { SEND_THROTTLE_MS } from '@/features/requests/model'
import {
  MESSAGE,
  expectFieldsToHold,
  failureAlert,
  keptAlert,
  openContactForm,
  send,
  successAlert,
  watchForEmailJs,
  type Reply,
} from '../../testing/browser/contact-harness'
import { contactForm as form, fillIn } from '../../testing/browser/fill-in'
import { EMAILJS } from '@/testing/configured-site'
import { lake } from '../../testing/browser/lake-control'

/*
 * The contact form against an intercepted EmailJS (testing/browser/contact-harness.ts):
 * nothing leaves 127.0.0.1. Each message is also kept through /api/leads in the
 * Content Lake fixture (e2e/configured/leads.spec.ts tests that channel); where a
 * test is about the e-mail failing, the fixture refuses to store too, so that the
 * visitor sees the failure.
 */

test.describe('the contact form', () => {
  test.afterEach(async () => lake.failMutations(null))

  test('has four labelled, required fields with autocomplete hints and the note', async ({ page }) => {
    await openContactForm(page)
    await expect(form(page)).toContainText('All fields are required')
    const name = form(page).getByLabel('Your name')
    await expect(name).toHaveAttribute('name', 'name')
    await expect(name).toHaveAttribute('autocomplete', 'name')
    await expect(form(page).getByLabel('Your e-mail address')).toHaveAttribute('type', 'email')
    await expect(form(page).getByLabel('Your e-mail address')).toHaveAttribute('autocomplete', 'email')
    const message = form(page).getByLabel('Message')
    await expect(message).toHaveAttribute('rows', '8')
    await expect(message).toHaveAttribute('cols', '30')
    expect(await message.evaluate((element) => element.getBoundingClientRect().height)).toBeCloseTo(160, -1)
    for (const label of ['Your name', 'Your e-mail address', 'Subject', 'Message']) {
      await expect(form(page).getByLabel(label)).toHaveAttribute('required', '')
    }
    // The honeypot is out of sight and out of the accessibility tree.
    await expect(form(page).getByRole('textbox')).toHaveCount(4)
  })

  test('loads EmailJS on the first touch of the form, not with the page', async ({ page }) => {
    const emailJsLoaded = watchForEmailJs(page)
    await openContactForm(page)
    await page.waitForLoadState('networkidle')
    expect(emailJsLoaded()).toBe(false)

    await form(page).getByLabel('Your name').focus()
    await expect.poll(emailJsLoaded).toBe(true)
  })

  test('a field typed in before the page has finished loading keeps its words and focus, and loads EmailJS', async ({
    page,
  }) => {
    // The page's scripts are held back, so the visitor reaches the form before React does, as on a slow phone.
    let releaseScripts = () => {}
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'))
    await page.route('**/_next/static/chunks/**', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    const emailJsLoaded = watchForEmailJs(page)
    await page.goto('/#contact', { waitUntil: 'domcontentloaded' })
    await form(page).getByLabel('Your name').fill('Dorothy')

    releaseScripts()
    await expect.poll(emailJsLoaded).toBe(true)
    // Once the page is ready the visitor simply goes on typing where they were.
    await expect(form(page).getByLabel('Your name')).toBeFocused()
    await page.keyboard.type(' Pearson')
    await expect(form(page).getByLabel('Your name')).toHaveValue('Dorothy Pearson')
  })

  test('sends the four fields with the ids, key and library version, then thanks and clears', async ({ page }) => {
    const emailjs = await openContactForm(page)
    await fillIn(page, MESSAGE)
    await send(page)

    await expect(successAlert(page)).toBeVisible()
    expect(emailjs.sent).toHaveLength(1)
    expect(emailjs.sent[0]).toMatchObject({
      service_id: EMAILJS.serviceId,
      template_id: EMAILJS.templateId,
      user_id: EMAILJS.publicKey,
      lib_version: expect.stringMatching(/^4\.\d+\.\d+$/),
      // The template's own names: the form's `name` is its `from_name`.
      template_params: {
        from_name: MESSAGE.name,
        email: MESSAGE.email,
        subject: MESSAGE.subject,
        message: MESSAGE.message,
        lead_id: expect.stringMatching(/^lead\.[0-9a-f-]{36}$/),
      },
    })
    // The e-mail names the entry in the Studio's inbox.
    const requestId = (emailjs.sent[0]?.template_params as { lead_id: string }).lead_id
    expect((await lake.requests()).map((request) => request._id)).toContain(requestId)
    await expectFieldsToHold(page, { name: '', email: '', subject: '', message: '' })

    // Close collapses the alert; the next message, after the throttle, is thanked again.
    await successAlert(page).getByRole('button', { name: 'Close' }).click()
    await expect(successAlert(page)).toHaveCount(0)
    await expect(form(page).getByLabel('Your name')).toBeFocused()

    await page.clock.fastForward(SEND_THROTTLE_MS)
    await fillIn(page, { ...MESSAGE, subject: 'A second question' })
    await send(page)
    await expect(successAlert(page)).toBeVisible()
    expect(emailjs.sent).toHaveLength(2)
    expect(emailjs.sent[1]).toMatchObject({ template_params: { subject: 'A second question' } })
  })

  test('shows progress and never sends twice while a send is under way', async ({ page }) => {
    const emailjs = await openContactForm(page)
    emailjs.reply({ status: 200, text: 'OK', held: true })
    await fillIn(page, MESSAGE)
    await send(page)
    const button = form(page).getByRole('button', { name: 'Sending…' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    // A visitor can still press it (aria-disabled keeps it focusable); Playwright would wait for it to be enabled.
    await button.click({ force: true })
    await form(page).getByLabel('Subject').press('Enter')
    emailjs.release()
    await expect(successAlert(page)).toBeVisible()
    expect(emailjs.sent).toHaveLength(1)
    await expect(form(page).getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-disabled', 'true')
  })

  // One failure end to end; how each EmailJS answer is worded and logged is unit-tested
  // (features/requests/forms/failures.test.ts), so the browser does not repeat that table.
  const failures: Array<{ kind: string; reply: Reply; says: RegExp; logged: RegExp }> = [
    {
      kind: 'EmailJS answers with an error',
      reply: { status: 400, text: 'The template ID is invalid' },
      says: /had a problem/,
      logged: /FAILED\.\.\. 400 The template ID is invalid/,
    },
  ]

  for (const failure of failures) {
    test(`keeps every word and offers the phone when ${failure.kind} and the site cannot keep it`, async ({ page }) => {
      const emailjs = await openContactForm(page)
      emailjs.reply(failure.reply)
      await lake.failMutations('error')
      await fillIn(page, MESSAGE)
      await send(page)

      await expect(failureAlert(page)).toContainText(failure.says)
      await expect(failureAlert(page)).toContainText('Everything you typed is still in the form')
      await expect(failureAlert(page).getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute(
        'href',
        'tel:+17705550142',
      )
      await expect(failureAlert(page).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
      await expectFieldsToHold(page, MESSAGE)
      expect(emailjs.logs.some((line) => failure.logged.test(line))).toBe(true)

      // The visitor can try again at once: a failed send does not hold the throttle.
      emailjs.reply({ status: 200, text: 'OK' })
      await send(page, { waitMs: 0 })
      await expect(successAlert(page)).toBeVisible()
      await expect(failureAlert(page)).toHaveCount(0)
    })
  }

  test('a second message within the throttle is held back, with the words kept', async ({ page }) => {
    const emailjs = await openContactForm(page)
    await fillIn(page, MESSAGE)
    await send(page)
    await expect(successAlert(page)).toBeVisible()

    await lake.failMutations('error')
    const second = { ...MESSAGE, subject: 'One more thing' }
    await fillIn(page, second)
    await send(page)
    await expect(failureAlert(page)).toContainText('wait half a minute')
    await expectFieldsToHold(page, second)
    expect(emailjs.sent).toHaveLength(1)
    expect(emailjs.logs.some((line) => /FAILED\.\.\. 429 Too Many Requests/.test(line))).toBe(true)

    // The throttle is kept in localStorage, so a reload does not lift it.
    await page.reload()
    await fillIn(page, second)
    await send(page)
    await expect(failureAlert(page)).toContainText('wait half a minute')
    expect(emailjs.sent).toHaveLength(1)

    // With the site's copy working again, the message is kept though not e-mailed, and the visitor is told so.
    await lake.failMutations(null)
    await send(page, { waitMs: 0 })
    await expect(keptAlert(page)).toBeVisible()
    expect(emailjs.sent).toHaveLength(1)
    expect((await lake.requests()).filter((request) => request.subject === 'One more thing')).toHaveLength(1)
  })

  test('a headless browser is refused by EmailJS and the visitor is told', async ({ page }) => {
    const emailjs = await openContactForm(page, { headless: true })
    await lake.failMutations('error')
    await fillIn(page, MESSAGE)
    await send(page)
    await expect(failureAlert(page)).toContainText('did not accept messages from this browser')
    await expectFieldsToHold(page, MESSAGE)
    expect(emailjs.sent).toHaveLength(0)
    expect(emailjs.logs.some((line) => /FAILED\.\.\. 451 Unavailable For Headless Browser/.test(line))).toBe(true)
  })

  test('empty, blank and malformed fields never reach the network', async ({ page }) => {
    const emailjs = await openContactForm(page)
    await send(page)
    expect(
      await form(page)
        .getByLabel('Your name')
        .evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false)

    await fillIn(page, { ...MESSAGE, email: 'dorothy at example' })
    await send(page)
    const email = form(page).getByLabel('Your e-mail address')
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)

    await fillIn(page, { ...MESSAGE, subject: '    ' })
    await send(page)
    const subject = form(page).getByLabel('Subject')
    expect(await subject.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      'Please fill in this field.',
    )

    await fillIn(page, { ...MESSAGE, message: 'x'.repeat(20_001) })
    await send(page)
    const message = form(page).getByLabel('Message')
    expect(await message.evaluate((input: HTMLTextAreaElement) => input.validationMessage)).toMatch(/shorten/)

    expect(emailjs.sent).toHaveLength(0)
    expect(emailjs.kept).toHaveLength(0)
    await expect(successAlert(page)).toHaveCount(0)
  })

  test('a send faster than typing stops; a filled honeypot is kept as spam, with no e-mail', async ({ page }) => {
    const emailjs = await openContactForm(page)
    await fillIn(page, MESSAGE)
    await send(page, { waitMs: 0 })
    await expect(failureAlert(page)).toContainText('quicker than we expected')
    await expectFieldsToHold(page, MESSAGE)
    expect(emailjs.kept).toHaveLength(0)

    // Autofill can fill the hidden field for a family: the request is kept (in Spam), only the e-mail is withheld.
    await form(page).locator('input[name="hs_check"]').fill('https://spam.example', { force: true })
    await send(page)
    await expect(keptAlert(page)).toBeVisible()
    expect(emailjs.sent).toHaveLength(0)
    expect(emailjs.kept).toEqual([expect.objectContaining({ hs_check: 'https://spam.example' })])
    expect(emailjs.logs.filter((line) => line.startsWith('FAILED...'))).toEqual([
      expect.stringContaining('Sent within 3000 ms'),
      'FAILED... The hidden honeypot field was filled in: no e-mail sent.',
    ])
    const kept = (await lake.requests()).find((request) => request._id === `lead.${emailjs.kept[0]?.id}`)
    expect(kept).toMatchObject({ status: 'spam', spamReason: expect.stringContaining('hidden field') })
  })

  test('hostile input travels as plain text and is never rendered', async ({ page }) => {
    const emailjs = await openContactForm(page)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    const hostile: ContactMessage = {
      name: '<img src=x onerror="alert(1)"> مرحبا بكم 👵🏽',
      email: 'rtl.test+<b>@example.com',
      subject: '"><script>alert(document.cookie)</script> שלום 🌷',
      message: `${'Long line of worry about Mum. '.repeat(600)}\n<svg onload=alert(2)></svg>\u202Eevil\u202C 🏡`,
    }
    await fillIn(page, { ...hostile, email: 'rtl.test@example.com' })
    await send(page)
    await expect(successAlert(page)).toBeVisible()
    // Markup, scripts and right-to-left words as typed; only the invisible bidi override is dropped, as from every
    // answer (it could make the owner read a name or a line backwards).
    const typed = {
      ...hostile,
      email: 'rtl.test@example.com',
      message: hostile.message.replace(/[\u202A-\u202E]/g, ''),
    }
    const requestId = expect.stringMatching(/^lead\./)
    const { name, ...rest } = typed
    expect(emailjs.sent[0]?.template_params).toEqual({
      from_name: name,
      ...rest,
      language: 'en',
      lead_id: requestId,
      reply_promise: expect.stringMatching(/^We'll reply /),
    })
    // Kept in the inbox as the same plain text.
    const kept = (await lake.requests()).find(
      (request) => request._id === (emailjs.sent[0]?.template_params as { lead_id: string }).lead_id,
    )
    expect(kept).toMatchObject({
      name: typed.name,
      email: typed.email,
      subject: typed.subject,
      message: typed.message,
    })
    expect(dialogs).toBe(0)
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0)
  })
})
