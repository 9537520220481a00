import { expect, test, type Locator, type Page } from '@playwright/test'
import { careers } from '@/lib/i18n/en'

const BACKGROUND_CHECK_STATEMENT = careers.statement
import { MIN_FILL_MS, TICK_TO_AGREE, MIN_CONFIRM_MS } from '@/features/requests/model'
import {
  APPLICATION_CODE_MARKER,
  applicationForm as form,
  expectAccessibleCareers,
  structuredData,
} from '../testing/browser/application'
import { TODAY, watchScripts } from '../testing/browser/consultation'
import { asOwnClient, localRequests, realTime, ticketSettled } from '../testing/browser/leads'

/*
 * The caregiver application on the fresh clone (no EmailJS: an application
 * is kept in .data/leads.ndjson, and the applicant told so), at desktop and
 * phone sizes. Sending through an intercepted EmailJS, a failed send, and the
 * owner switching hiring off are in configured/application-form.spec.ts.
 */

/** Tabs on until `target` has focus (a date input keeps Tab for its own parts first). */
async function tabTo(page: Page, target: Locator, most = 6) {
  for (let presses = 0; presses < most && !(await target.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('an applicant applies in two steps with the keyboard alone, under the statement Georgia law requires', async ({
  page,
}) => {
  await asOwnClient(page)
  const loaded = watchScripts(page)
  await page.clock.install({ time: TODAY })
  await page.goto('/about#careers')
  await expect(page.locator('#careers')).toBeFocused()
  const key = (keys: string) => page.keyboard.press(keys)
  const type = (text: string) => page.keyboard.type(text)
  const focused = (label: string | RegExp) => expect(form(page).getByLabel(label)).toBeFocused()

  // The statement: the exact words, conspicuous above the first field, and the form's description.
  const statement = page.locator('#careers-background-check')
  await expect(statement).toHaveText(BACKGROUND_CHECK_STATEMENT)
  await expect(statement).toBeVisible()
  const below = (await statement.boundingBox())!
  expect(below.y + below.height).toBeLessThanOrEqual((await form(page).getByLabel('Your name').boundingBox())!.y)
  await expect(form(page)).toHaveAccessibleName('Apply in a few minutes')
  await expect(form(page)).toHaveAccessibleDescription(BACKGROUND_CHECK_STATEMENT)
  // The form's code is not loaded with the page.
  await page.waitForLoadState('networkidle')
  expect(loaded(APPLICATION_CODE_MARKER)).toBe(false)
  await expectAccessibleCareers(page)

  // Step 1, from the section the address led to.
  const name = `Keisha ${crypto.randomUUID().slice(0, 8)}`
  await key('Tab')
  await focused('Your name')
  await expect.poll(() => loaded(APPLICATION_CODE_MARKER)).toBe(true)
  await type(name)
  await key('Tab')
  await type('404/555/0123')
  await key('Tab')
  await focused('ZIP code')
  await type('30043')
  // The ZIP code ticks the county it lies in, and says so.
  await expect(form(page).locator('#application-zip-note')).toHaveText(
    'We ticked Gwinnett County below, from your ZIP code. Untick it if you can’t work there.',
  )
  await expect(form(page).getByRole('checkbox', { name: 'Gwinnett' })).toBeChecked()
  await key('Tab')
  await focused('E-mail (optional with a phone)')
  // Past the eight counties (the ZIP code ticked its own) to the shifts.
  await tabTo(page, form(page).getByRole('checkbox', { name: '7 am to 3 pm' }), 16)
  await key('Space')
  await tabTo(page, form(page).getByRole('checkbox', { name: 'Weekends' }))
  await key('Space')
  await key('Tab')
  await focused('How long have you worked as a caregiver?')
  await type('3 to')
  // Continue without the consent: the box says why, in the model's words, and keeps focus.
  await key('Tab')
  const consent = form(page).getByLabel(/background check is a condition of employment/)
  await expect(consent).toBeFocused()
  await key('Tab')
  await expect(form(page).getByRole('button', { name: 'Continue' })).toBeFocused()
  await key('Enter')
  await expect(consent).toBeFocused()
  expect(await consent.evaluate((box: HTMLInputElement) => box.validationMessage)).toBe(TICK_TO_AGREE)
  await expect(form(page).getByRole('heading', { name: /Step 1 of 2/ })).toBeVisible()
  await key('Space')
  await key('Tab')
  await key('Enter')

  // Step 2: all optional.
  await expect(form(page).getByRole('heading', { name: /Step 2 of 2/ })).toBeFocused()
  await expectAccessibleCareers(page)
  await key('Tab')
  await focused('CNA')
  await key('Space')
  await tabTo(page, form(page).getByLabel('Do you drive?'))
  await type('A driver') // a closed list picks the first entry that starts so
  await key('Tab')
  await focused('Earliest start date')
  await type('12072026')
  await expect(form(page).locator('#application-start-said')).toHaveText('You chose Monday, December 7, 2026.')
  await tabTo(page, form(page).getByLabel('How did you hear of us?'))
  await type('A care')
  await key('Tab')
  await type('Angela Moss')
  await key('Tab')
  await focused('Anything else?')
  await type('Evenings suit me best.')
  await key('Tab')
  await expect(form(page).getByRole('button', { name: 'Back' })).toBeFocused()
  await key('Tab')
  await expect(form(page).getByRole('button', { name: 'Send Application' })).toBeFocused()
  await ticketSettled(page)
  // The server ages the form's ticket by its own clock, which the page's does not move: kept as New, not Spam.
  await realTime(MIN_FILL_MS)
  await page.clock.fastForward(MIN_FILL_MS)
  await key('Enter')

  // No EmailJS on a fresh clone: the site kept it, and says so truthfully.
  const alert = form(page).getByRole('alert')
  await expect(alert).toContainText('We have your application.')
  await expect(alert).toContainText('We read every application')
  expect(localRequests().filter((request) => request.name === name)).toEqual([
    expect.objectContaining({
      kind: 'application',
      status: 'new',
      sourcePage: '/about',
      phone: '+14045550123',
      zip: '30043',
      counties: ['Gwinnett'],
      shifts: ['7 am to 3 pm', 'Weekends'],
      experience: '3 to 5 years',
      backgroundCheck: 'Yes',
      certifications: ['CNA'],
      driving: 'A driver’s license and a car',
      availableFrom: '2026-12-07',
      heardFrom: 'A caregiver who works for you',
      referredBy: 'Angela Moss',
      notes: 'Evenings suit me best.',
    }),
  ])
  await expectAccessibleCareers(page)
  // The form starts afresh; Close returns to the first question.
  await expect(form(page).getByLabel('Your name')).toHaveValue('')
  await expect(form(page).getByRole('checkbox', { name: 'Gwinnett' })).not.toBeChecked()
  await key('Tab')
  await expect(alert.getByRole('button', { name: 'Close' })).toBeFocused()
  await key('Enter')
  await focused('Your name')
})

test('the About page tells search engines of the job while hiring', async ({ page }) => {
  await page.goto('/about')
  const job = (await structuredData(page)).find((node) => node['@type'] === 'JobPosting')
  expect(job).toMatchObject({ title: 'Caregiver', directApply: true, employmentType: ['FULL_TIME', 'PART_TIME'] })
  expect(job?.jobLocation).toHaveLength(8)
})

test('when the form’s code cannot be fetched, step 1 posted by the browser is a whole application, kept once confirmed', async ({
  page,
}) => {
  await asOwnClient(page)
  let block = false
  await page.route('**/_next/static/chunks/**', (route) => (block ? route.abort() : route.continue()))
  await page.goto('/about')
  await page.waitForLoadState('networkidle')
  block = true
  const name = `Ray ${crypto.randomUUID().slice(0, 8)}`
  const step = form(page)
  await step.getByLabel('Your name').fill(name)
  await step.getByLabel(/^E-mail/).fill('ray@example.com')
  await step.getByLabel('ZIP code').fill('30034')
  await step.getByRole('checkbox', { name: 'Weekdays' }).check()
  await step.getByLabel('How long have you worked as a caregiver?').selectOption({ label: 'None yet' })
  await step.getByLabel(/background check is a condition of employment/).check()
  await step.getByRole('button', { name: 'Continue' }).click()

  // Without a ticket (no script fetched one), it is kept at once as spam, until the applicant confirms it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One more step: confirm your application')
  await expect(page.getByRole('heading', { name: 'Any questions?' })).toBeVisible()
  await expect(page.locator('dd')).toHaveText([name, 'ray@example.com', '30034', 'Weekdays', 'None yet', 'Yes'])
  expect(localRequests().filter((request) => request.name === name)).toEqual([
    expect.objectContaining({ kind: 'application', status: 'spam', shifts: ['Weekdays'], backgroundCheck: 'Yes' }),
  ])
  await realTime(MIN_CONFIRM_MS)
  await page.getByRole('button', { name: 'Confirm and send' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have your application')
  expect(localRequests().filter((request) => request.name === name)).toEqual([
    expect.objectContaining({ kind: 'application', status: 'new', shifts: ['Weekdays'] }),
  ])
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the statement and the other ways to apply show, and a note says the form needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/about#careers')
    const careers = page.locator('#careers')
    await expect(careers.getByText(BACKGROUND_CHECK_STATEMENT)).toBeVisible()
    await expect(careers.getByText('not running JavaScript, which the application form needs')).toBeVisible()
    await expect(careers.getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute(
      'aria-describedby',
      'careers-background-check',
    )
  })
})
