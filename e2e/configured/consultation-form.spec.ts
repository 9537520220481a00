import { expect, test, type Page } from '@playwright/test'
import { MIN_FILL_MS, SEND_THROTTLE_MS } from '@/features/requests/model'
import { EMAILJS } from '@/testing/configured-site'
import {
  ANSWERS,
  PREFERRED_LANGUAGE,
  TODAY,
  consultationForm as form,
  expectAnswersKept,
  expectAccessibleContact,
  fillStepOne,
  fillStepTwo,
  type Answers,
} from '../../testing/browser/consultation'
import { interceptEmailJs, type Harness, type Reply } from '../../testing/browser/emailjs'
import { lake } from '../../testing/browser/lake-control'
import { asOwnClient, realTime, ticketSettled } from '../../testing/browser/leads'
import { contactForm, fillIn } from '../../testing/browser/fill-in'

/*
 * The consultation request against an intercepted EmailJS (testing/browser/emailjs.ts):
 * nothing leaves 127.0.0.1. Each request is also kept through /api/leads in the
 * Content Lake fixture; where a test is about the e-mail failing, the fixture
 * refuses to store too, so that the visitor sees the failure.
 */

test.afterEach(async () => lake.failMutations(null))

/** What the agency receives for ANSWERS: every answer in words, under its own name. */
const SENT_PARAMS = {
  request_type: 'consultation',
  from_name: ANSWERS.name,
  phone: ANSWERS.phone,
  email: ANSWERS.email,
  zip: ANSWERS.zip,
  care_for: ANSWERS.careRecipient,
  services: ANSWERS.services.join(', '),
  how_soon: ANSWERS.howSoon,
  start_date: 'Monday, December 7, 2026',
  start_date_iso: ANSWERS.startDate,
  hours: ANSWERS.hoursPerWeek,
  payment: ANSWERS.payment.join(', '),
  call_time: ANSWERS.bestTimeToCall,
  preferred_language: ANSWERS.preferredLanguage,
  notes: ANSWERS.notes,
  language: 'en',
  subject: `Free consultation request from ${ANSWERS.name} (ZIP ${ANSWERS.zip})`,
}

async function openConsultation(page: Page, { headless = false } = {}): Promise<Harness> {
  await asOwnClient(page)
  const harness = await interceptEmailJs(page, { headless })
  // A controllable clock: the minimum time, the throttle and "today" for the start date.
  await page.clock.install({ time: TODAY })
  await page.goto('/#consultation')
  await expect(form(page)).toBeVisible()
  return harness
}

async function fillBothSteps(page: Page, answers: Answers = ANSWERS) {
  await fillStepOne(page, answers)
  await form(page).getByRole('button', { name: 'Continue' }).click()
  await fillStepTwo(page, answers)
}

async function send(page: Page, { waitMs = MIN_FILL_MS } = {}) {
  await ticketSettled(page)
  if (waitMs) await page.clock.fastForward(waitMs)
  await form(page).getByRole('button', { name: 'Send Request' }).click()
}

const successAlert = (page: Page) => form(page).getByRole('alert').filter({ hasText: 'Your request has been sent.' })
const failureAlert = (page: Page) => form(page).getByRole('alert').filter({ hasText: 'Your request was not sent.' })

/** The owner's "after a consultation request" sentence in the starter content. */
const NEXT_STEPS = 'Together we’ll find a time for your free consultation, at home or by phone.'

test.describe('the consultation request', () => {
  test('a request made with the keyboard alone goes with every answer and the consultation template', async ({
    page,
  }) => {
    const emailjs = await openConsultation(page)
    const key = (keys: string) => page.keyboard.press(keys)
    const focused = (label: string | RegExp) => expect(form(page).getByLabel(label)).toBeFocused()

    // /#consultation leaves focus on the form's panel: the next Tab is the first question.
    await key('Tab')
    await focused('Your name')
    await page.keyboard.type(ANSWERS.name)
    await key('Tab')
    await page.keyboard.type(ANSWERS.phone)
    await key('Tab')
    await focused('ZIP code')
    await page.keyboard.type(ANSWERS.zip)
    // The area answer comes under the field, its call button and the ZIP data's credit on the keyboard's path.
    const answer = form(page).locator('#consultation-zip-answer')
    await expect(answer.getByRole('status')).toContainText('Yes, we serve 30043 (Gwinnett County).')
    await key('Tab')
    await expect(answer.getByRole('link', { name: 'Call (770) 555-0142' })).toBeFocused()
    await key('Tab')
    await expect(answer.getByRole('link', { name: /^SimpleMaps US ZIP Codes Database/ })).toBeFocused()
    await key('Tab')
    await focused('E-mail (optional with a phone)')
    await page.keyboard.type(ANSWERS.email)
    await key('Tab')
    await focused('Who needs care?')
    await page.keyboard.type('My p') // a closed list picks the entry that starts so
    await key('Tab')
    await focused('Companionship Care')
    await key('Space')
    await key('Tab')
    await key('Tab')
    await focused('Personal Care')
    await key('Space')
    await key('Tab')
    await key('Tab')
    await focused('How soon?')
    await page.keyboard.type('Within')
    await key('Tab')
    await expect(form(page).getByRole('button', { name: 'Continue' })).toBeFocused()
    await key('Enter')
    await expect(form(page).getByRole('heading', { name: /Step 2 of 2/ })).toBeFocused()

    await key('Tab')
    await focused('Preferred start date')
    await page.keyboard.type('12072026')
    await expect(form(page).locator('#consultation-start-said')).toHaveText('You chose Monday, December 7, 2026.')
    // Chromium's date input may keep Tab for its own parts (the year, the calendar button) before moving on.
    const hours = form(page).getByLabel('Hours or days a week')
    for (let presses = 0; presses < 4 && !(await hours.evaluate((field) => field === document.activeElement));) {
      await key('Tab')
      presses += 1
    }
    await expect(hours).toBeFocused()
    await page.keyboard.type(ANSWERS.hoursPerWeek)
    await key('Tab')
    await focused('Private pay')
    await key('Space')
    await key('Tab')
    await key('Tab')
    await focused('VA benefits')
    await key('Space')
    await key('Tab')
    await key('Tab')
    await key('Tab')
    await focused('Best time to call')
    await page.keyboard.type('Mor')
    await key('Tab')
    await focused(PREFERRED_LANGUAGE)
    await page.keyboard.type('Spa')
    await key('Tab')
    await focused('Anything else?')
    await page.keyboard.type(ANSWERS.notes)
    await key('Tab')
    await expect(form(page).getByRole('button', { name: 'Back' })).toBeFocused()
    await key('Tab')
    await expect(form(page).getByRole('button', { name: 'Send Request' })).toBeFocused()
    await expectAnswersKept(page, ANSWERS)
    await ticketSettled(page)
    // The server ages the form's ticket by its own clock, which the page's does not move: kept as New, not Spam.
    await realTime(MIN_FILL_MS)
    await page.clock.fastForward(MIN_FILL_MS)
    await key('Enter')

    await expect(successAlert(page)).toContainText(NEXT_STEPS)
    expect(emailjs.sent).toHaveLength(1)
    expect(emailjs.sent[0]).toMatchObject({
      service_id: EMAILJS.serviceId,
      template_id: EMAILJS.consultationTemplateId,
      user_id: EMAILJS.publicKey,
      template_params: SENT_PARAMS,
    })
    const summary = String((emailjs.sent[0]?.template_params as Record<string, string>).message)
    expect(summary).toContain('Who needs care: My parent\nServices: Companionship Care, Personal Care\n')
    // The Studio's inbox has it too, under the id the e-mail names, every answer in words.
    const requestId = (emailjs.sent[0]?.template_params as { lead_id: string }).lead_id
    expect(requestId).toMatch(/^lead\.[0-9a-f-]{36}$/)
    // Kept by the site beside the e-mail: the copy may land a moment after the e-mail's answer.
    await expect
      .poll(async () => (await lake.requests()).find((request) => request._id === requestId))
      .toMatchObject({
        kind: 'consultation',
        status: 'new',
        name: ANSWERS.name,
        zip: ANSWERS.zip,
        careRecipient: ANSWERS.careRecipient,
        services: ANSWERS.services,
        phone: '+16785550199',
        payment: ANSWERS.payment,
        bestTimeToCall: ANSWERS.bestTimeToCall,
        preferredLanguage: ANSWERS.preferredLanguage,
        language: 'en',
      })
    await expectAccessibleContact(page)

    // The form starts afresh at step 1; Close, by keyboard, returns to the first question.
    await expect(form(page).getByLabel('Your name')).toHaveValue('')
    await expect(form(page).getByRole('heading', { name: /Step 1 of 2/ })).toBeVisible()
    await key('Tab')
    await expect(successAlert(page).getByRole('button', { name: 'Close' })).toBeFocused()
    await key('Enter')
    await expect(successAlert(page)).toHaveCount(0)
    await focused('Your name')
  })

  test('shows progress and never sends twice while a send is under way', async ({ page }) => {
    const emailjs = await openConsultation(page)
    // Held until the checks below have run while the send is under way, however busy the machine.
    emailjs.reply({ status: 200, text: 'OK', held: true })
    await fillBothSteps(page)
    await send(page)
    const button = form(page).getByRole('button', { name: 'Sending…' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(form(page).getByRole('status').filter({ hasText: 'Sending your request…' })).toBeAttached()
    await expectAccessibleContact(page)
    // A visitor can still press it (aria-disabled keeps it focusable); Playwright would wait for it to be enabled.
    await button.click({ force: true })
    await form(page).getByLabel('Hours or days a week').press('Enter')
    emailjs.release()
    await expect(successAlert(page)).toBeVisible()
    expect(emailjs.sent).toHaveLength(1)
  })

  // One failure end to end; how each EmailJS answer is worded and logged is unit-tested
  // (features/requests/forms/failures.test.ts), so the browser does not repeat that table.
  const failures: Array<{ kind: string; reply: Reply; says: RegExp; logged: RegExp }> = [
    {
      kind: 'the network is down',
      reply: 'network-down',
      says: /could not reach our mail service/,
      logged: /FAILED\.\.\. .*(fetch|network)/i,
    },
  ]

  for (const failure of failures) {
    test(`keeps both steps and offers the phone when ${failure.kind} and the site cannot keep it`, async ({ page }) => {
      const emailjs = await openConsultation(page)
      emailjs.reply(failure.reply)
      await lake.failMutations('error')
      await fillBothSteps(page)
      await send(page)

      await expect(failureAlert(page)).toContainText(failure.says)
      await expect(failureAlert(page)).toContainText('Everything you typed is still in the form')
      await expect(failureAlert(page).getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute(
        'href',
        'tel:+17705550142',
      )
      await expect(failureAlert(page).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
      await expectAnswersKept(page, ANSWERS)
      expect(emailjs.logs.some((line) => failure.logged.test(line))).toBe(true)
      await expectAccessibleContact(page)

      // Trying again works at once: a failed send does not hold the throttle.
      emailjs.reply({ status: 200, text: 'OK' })
      await send(page, { waitMs: 0 })
      await expect(successAlert(page)).toBeVisible()
      await expect(failureAlert(page)).toHaveCount(0)
    })
  }

  test('a second request within the throttle is held back; a message is not', async ({ page }) => {
    const emailjs = await openConsultation(page)
    await fillBothSteps(page)
    await send(page)
    await expect(successAlert(page)).toBeVisible()

    await lake.failMutations('error')
    const second = { ...ANSWERS, name: 'Ray Pearson' }
    await fillBothSteps(page, second)
    await send(page)
    await expect(failureAlert(page)).toContainText('You sent us a request a moment ago')
    await expectAnswersKept(page, second)
    expect(emailjs.sent).toHaveLength(1)
    expect(emailjs.logs.some((line) => /FAILED\.\.\. 429 Too Many Requests/.test(line))).toBe(true)

    // The message form keeps its own count.
    await lake.failMutations(null)
    await page.getByRole('tab', { name: 'Send a message' }).click()
    await fillIn(page, { name: 'Ray', email: 'ray@example.com', subject: 'Hello', message: 'Thanks!' })
    await ticketSettled(page)
    await page.clock.fastForward(MIN_FILL_MS)
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Message sent successfully' })).toBeVisible()
    expect(emailjs.sent).toHaveLength(2)

    await page.clock.fastForward(SEND_THROTTLE_MS)
    await page.getByRole('tab', { name: 'Request a free consultation' }).click()
    await send(page, { waitMs: 0 })
    await expect(successAlert(page)).toBeVisible()
    expect(emailjs.sent).toHaveLength(3)
  })

  test('a headless browser, the honeypot and a send faster than typing fail when the store does too, answers kept', async ({
    page,
  }) => {
    const emailjs = await openConsultation(page, { headless: true })
    await lake.failMutations('error')
    // Time stands still while both steps are filled in, however slow the machine: the first send is too fast.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000))
    await fillBothSteps(page)
    await send(page, { waitMs: 0 })
    await expect(failureAlert(page)).toContainText('quicker than we expected')
    await expectAnswersKept(page, ANSWERS)

    await send(page)
    await expect(failureAlert(page)).toContainText('did not accept messages from this browser')
    await expectAnswersKept(page, ANSWERS)

    await form(page).locator('input[name="hs_check"]').fill('https://spam.example', { force: true })
    await send(page)
    await expect(failureAlert(page)).toContainText('could not be sent from this form')
    await expectAnswersKept(page, ANSWERS)
    expect(emailjs.sent).toHaveLength(0)
    // Too fast stops before the network; the headless send fails on both channels, each logged; the honeypot
    // withholds the e-mail (logged) and its copy for the Inbox (as spam) fails with the store.
    expect(emailjs.logs.filter((line) => line.startsWith('FAILED...'))).toHaveLength(5)
  })
})

test('the message form passes axe when empty, sending, sent and failed', async ({ page }) => {
  await asOwnClient(page)
  const emailjs = await interceptEmailJs(page)
  await page.clock.install({ time: TODAY })
  await page.goto('/#contact')
  await expectAccessibleContact(page)
  const message = { name: 'Ray', email: 'ray@example.com', subject: 'Hello', message: 'Thanks!' }

  emailjs.reply({ status: 200, text: 'OK', held: true })
  await fillIn(page, message)
  await ticketSettled(page)
  await page.clock.fastForward(MIN_FILL_MS)
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(contactForm(page).getByRole('button', { name: 'Sending…' })).toBeVisible()
  await expectAccessibleContact(page)
  emailjs.release()
  await expect(page.getByRole('alert').filter({ hasText: 'Message sent successfully' })).toBeVisible()
  await expectAccessibleContact(page)

  emailjs.reply({ status: 500, text: 'Server error' })
  await lake.failMutations('error')
  await page.clock.fastForward(SEND_THROTTLE_MS)
  await fillIn(page, message)
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your message was not sent' })).toBeVisible()
  await expectAccessibleContact(page)
})
