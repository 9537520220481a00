import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createServer } from 'node:net'
import { expect, test, type Browser, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { MIN_CONFIRM_MS, MIN_FILL_MS } from '@/features/requests/model'
import {
  ANSWERS,
  consultationForm as form,
  expectAccessibleContact,
  expectAnswersKept,
  fillStepOne,
  fillStepTwo,
  watchScripts,
} from '../testing/browser/consultation'
import { expectNoAxeViolations } from '../testing/browser/axe'
import * as spanish from '@/lib/i18n/es'
import { asOwnClient, localRequests, realTime, ticketSettled } from '../testing/browser/leads'

/*
 * A family books their consultation's time in the form (issue 62), on the
 * fresh clone: no calendar of the owner's, the starter's consultation hours,
 * bookings kept in .data/bookings.json beside the requests.
 */

/** The picker's code, by a sentence only it carries. */
const PICKER_CODE_MARKER = 'None of these suit me: call me to arrange a time'

const picker = (page: Page) => form(page).getByRole('group', { name: /^(Choose a time|Elija una hora)/ })

/** Step 1 filled (in English, or by `fill`) and step 2 open, the picker's times on screen. */
async function reachTimes(page: Page, path = '/#consultation', answers = ANSWERS, fill = fillStepOne) {
  await asOwnClient(page)
  await page.clock.install()
  await page.goto(path)
  await fill(page, answers)
  await form(page)
    .getByRole('button', { name: /^(Continue|Continuar)$/ })
    .click()
  await expect(picker(page).getByRole('radio').nth(3)).toBeVisible()
}

/** The first free time: its radio, and its words as the confirmation says them. */
async function firstTime(page: Page) {
  const day = picker(page).getByRole('group').nth(1)
  const radio = day.getByRole('radio').first()
  const clock = (await day.locator('label').first().textContent())!
  const dayWords = (await day.locator('legend').textContent())!
  return { radio, clock, dayWords, id: (await radio.getAttribute('value'))! }
}

async function send(page: Page) {
  await ticketSettled(page)
  await page.clock.fastForward(MIN_FILL_MS)
  await form(page)
    .getByRole('button', { name: /^(Send Request|Enviar solicitud)$/ })
    .click()
}

const offeredIds = async (page: Page, meeting = 'phone') =>
  (
    (await (await page.request.get(`/api/bookings/slots?meeting=${meeting}&language=en`)).json()) as {
      days: { times: { id: string }[] }[]
    }
  ).days.flatMap((day) => day.times.map((time) => time.id))

test('a family picks a time in English: the confirmation names it, the calendar file is right, cancelling frees it', async ({
  page,
}) => {
  const scripts = watchScripts(page)
  // A name of its own, to find this run's request in the file the server shares with other tests.
  const answers = { ...ANSWERS, name: `Dorothy ${crypto.randomUUID().slice(0, 8)}` }
  await reachTimes(page, '/#consultation', answers, async (page, answers) => {
    await fillStepOne(page, answers)
    // Step 1 filled in, the picker's code not yet fetched: it comes when step 2 opens.
    expect(scripts(PICKER_CODE_MARKER)).toBe(false)
  })
  expect(scripts(PICKER_CODE_MARKER)).toBe(true)
  await expect(picker(page)).toContainText('All times are Georgia time (Eastern).')
  await expect(picker(page).getByRole('radio', { name: 'By phone (20 minutes)' })).toBeChecked()
  await expect(picker(page).getByRole('radio', { name: PICKER_CODE_MARKER })).toBeChecked()
  await expect(picker(page).getByRole('checkbox', { name: 'Text me a reminder the day before' })).not.toBeChecked()
  await expectAccessibleContact(page)

  // A home visit: longer, and fewer times a day.
  await picker(page).getByRole('radio', { name: 'At home (60 minutes)' }).check()
  await expect(picker(page).getByRole('radio', { name: 'At home (60 minutes)' })).toBeChecked()
  await picker(page).getByRole('radio', { name: 'By phone (20 minutes)' }).check()

  const time = await firstTime(page)
  // By keyboard: the times are radio buttons, each at least 44 px high.
  await time.radio.focus()
  await page.keyboard.press('Space')
  await expect(time.radio).toBeChecked()
  const box = await time.radio.locator('xpath=..').boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  await fillStepTwo(page, answers)
  await send(page)

  const when = `${time.dayWords}, ${time.clock}, Georgia time`
  const alert = form(page).getByRole('alert')
  await expect(alert).toContainText(`We have your request.`)
  await expect(alert).toContainText(`Your free consultation: ${when}.`)
  await expectAccessibleContact(page)
  // The Inbox keeps the time with the request.
  await expect
    .poll(() => localRequests().find((request) => request.name === answers.name)?.appointment)
    .toBe(`Phone consultation, ${when}`)
  expect(await offeredIds(page)).not.toContain(time.id)

  // The calendar file: a real parser reads the time in Georgia's zone.
  const ics = await page.request.get(
    (await alert.getByRole('link', { name: 'calendar file (.ics)' }).getAttribute('href'))!,
  )
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const calendar = new ICAL.Component(ICAL.parse(await ics.text()))
  const start = calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!
  expect(start.getParameter('tzid')).toBe('America/New_York')
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!)
  expect((start.getFirstValue() as ICAL.Time).toJSDate().toISOString()).toBe(time.id.slice('phone@'.length))
  await expect(alert.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\//,
  )

  // Change or cancel: asked first, then the time is free again.
  await alert.getByRole('link', { name: 'Change or cancel this time' }).click()
  await expect(page.getByRole('heading', { name: 'Cancel your consultation?' })).toBeVisible()
  await expect(page.getByText(`Your free consultation is booked for ${when}. Cancel it?`)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByRole('status')).toHaveText(
    `Your consultation on ${when} is cancelled. We have let the agency know.`,
  )
  await expectNoAxeViolations(page)
  expect(await offeredIds(page)).toContain(time.id)
})

test('a family picks a time on the Spanish page, and reads it in Spanish', async ({ page }) => {
  await reachTimes(page, '/es#consultation', ANSWERS, async (page) => {
    await form(page).getByLabel(spanish.forms.yourName).fill('Rosa Jiménez')
    await form(page).getByLabel(spanish.forms.phone, { exact: true }).fill('(678) 555-0199')
    await form(page).getByLabel(spanish.forms.zip).fill('30043')
    await form(page).getByLabel(spanish.consultationForm.careRecipient).selectOption({ label: 'Mi papá o mi mamá' })
    await form(page).getByLabel(spanish.consultationForm.howSoon).selectOption({ label: 'En una semana' })
  })
  await expect(picker(page)).toContainText('Todas las horas son de Georgia (hora del Este).')
  await expect(picker(page).getByRole('radio', { name: 'Por teléfono (20 minutos)' })).toBeChecked()
  const time = await firstTime(page)
  expect(time.clock).toMatch(/^\d{1,2}:\d{2} [ap]\. m\.$/)
  await time.radio.check()
  await expectAccessibleContact(page)
  await send(page)
  const alert = form(page).getByRole('alert')
  await expect(alert).toContainText(`Su consulta gratuita: ${time.dayWords}, ${time.clock}, hora de Georgia.`)
  await expect(alert.getByRole('link', { name: 'Cambiar o cancelar esta hora' })).toBeVisible()
  await expectAccessibleContact(page)
})

async function familyAt(browser: Browser, name: string) {
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage()
  const answers = { ...ANSWERS, name }
  await reachTimes(page, '/#consultation', answers)
  await fillStepTwo(page, answers)
  return { page, answers }
}

test('two families choose the same time: one gets it, the other is offered the nearest with nothing typed lost', async ({
  browser,
}) => {
  const first = await familyAt(browser, `Agnes ${crypto.randomUUID().slice(0, 8)}`)
  const second = await familyAt(browser, `Beatrice ${crypto.randomUUID().slice(0, 8)}`)
  const wanted = await firstTime(first.page)
  const same = await firstTime(second.page)
  expect(same.id).toBe(wanted.id)
  await wanted.radio.check()
  await same.radio.check()

  await send(first.page)
  await expect(form(first.page).getByRole('alert')).toContainText(
    `Your free consultation: ${wanted.dayWords}, ${wanted.clock}`,
  )

  await send(second.page)
  const sorry = picker(second.page).getByRole('alert')
  await expect(sorry).toContainText(
    `We are sorry: someone booked ${wanted.dayWords}, ${wanted.clock}, Georgia time a moment ago.`,
  )
  await expect(sorry).toContainText('Everything you typed is still here.')
  await expectAnswersKept(second.page, second.answers)
  expect(localRequests().some((request) => request.name === second.answers.name)).toBe(false)
  await expectAccessibleContact(second.page)

  // The nearest free times instead; the first of them is booked.
  const next = await firstTime(second.page)
  expect(next.id).not.toBe(wanted.id)
  await next.radio.check()
  await send(second.page)
  await expect(form(second.page).getByRole('alert')).toContainText(
    `Your free consultation: ${next.dayWords}, ${next.clock}`,
  )
  await expect.poll(() => localRequests().filter((request) => request.name === second.answers.name).length).toBe(1)
})

/** A free port on loopback, for a second server. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

test('a booking survives a restart: a new server does not offer the time, and the family’s links still work', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await reachTimes(page)
  const time = await firstTime(page)
  await time.radio.check()
  await send(page)
  const alert = form(page).getByRole('alert')
  const link = (await alert.getByRole('link', { name: 'calendar file (.ics)' }).getAttribute('href'))!

  const port = await freePort()
  const server = spawn('npx', ['next', 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SCHEDULER: 'off' },
    stdio: 'ignore',
    detached: true,
  })
  try {
    const other = `http://127.0.0.1:${port}`
    await expect
      .poll(async () => (await page.request.get(`${other}/api/bookings/slots`).catch(() => null))?.status(), {
        timeout: 30_000,
      })
      .toBe(200)
    const ids = (
      (await (await page.request.get(`${other}/api/bookings/slots?meeting=phone&language=en`)).json()) as {
        days: { times: { id: string }[] }[]
      }
    ).days.flatMap((day) => day.times.map((one) => one.id))
    expect(ids).not.toContain(time.id)
    expect((await page.request.get(`${other}${link}`)).status()).toBe(200)
  } finally {
    process.kill(-server.pid!)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the consultation tab leads to a plain form that asks for the time', async ({ page }) => {
    await page.goto('/es#consultation')
    await page.getByRole('link', { name: 'O pídala y elija la hora en una página sencilla' }).click()
    await expect(page.getByRole('heading', { name: 'Pida una consulta gratis' })).toBeVisible()
    await expect(
      page
        .getByRole('group', { name: /^Elija una hora/ })
        .getByRole('radio')
        .nth(3),
    ).toBeVisible()
  })
})

// The plain form and its answer carry no script: the same pages with JavaScript on, where axe can run.
test('on the plain form, a time chosen is held and kept with the request', async ({ page }) => {
  await asOwnClient(page)
  await page.goto('/api/bookings/choose?language=en')
  await expect(page.getByRole('heading', { name: 'Request a free consultation' })).toBeVisible()
  await expectNoAxeViolations(page)
  const name = `Clementine ${crypto.randomUUID().slice(0, 8)}`
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Phone number').fill('(404) 555-0123')
  await page.getByLabel('ZIP code').fill('30043')
  await page.getByLabel('Who needs care?').selectOption({ label: 'My parent' })
  await page.getByLabel('How soon?').selectOption({ label: 'Within a week' })
  const day = page
    .getByRole('group', { name: /^Choose a time/ })
    .getByRole('group')
    .nth(1)
  const dayWords = (await day.locator('legend').textContent())!
  const clock = (await day.locator('label').first().textContent())!
  await day.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Send Request' }).click()

  const when = `${dayWords}, ${clock}, Georgia time`
  await expect(page.getByText(`Your free consultation: ${when}.`)).toBeVisible()
  await expectNoAxeViolations(page)
  // A person reads before pressing; a press at once leaves it in Spam.
  await realTime(MIN_CONFIRM_MS)
  await page.getByRole('button', { name: 'Confirm and send' }).click()
  await expect
    .poll(() => localRequests().find((request) => request.name === name))
    .toMatchObject({ status: 'new', appointment: `Phone consultation, ${when}` })
  // Confirmed, the hold became a booking, with what the reminders need.
  const id = localRequests().find((request) => request.name === name)!._id
  await expect
    .poll(() => localBookings().find((booking) => booking.requestId === id))
    .toMatchObject({ status: 'booked', name, phone: '+14045550123' })
})

/** The fresh clone's bookings, beside its requests in .data/. */
const localBookings = (): Array<Record<string, unknown>> => {
  try {
    return (JSON.parse(readFileSync(path.join(process.cwd(), '.data', 'bookings.json'), 'utf8')) as { bookings: [] })
      .bookings
  } catch {
    return []
  }
}
