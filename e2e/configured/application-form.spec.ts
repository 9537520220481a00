import { expect, test, type Page } from '@playwright/test'
import { careers } from '@/lib/i18n/en'

const BACKGROUND_CHECK_STATEMENT = careers.statement
import { MIN_FILL_MS } from '@/features/requests/model'
import { EMAILJS } from '@/testing/configured-site'
import {
  APPLICANT,
  applicationForm as form,
  expectAccessibleCareers,
  expectApplicationKept,
  fillApplicationStepOne,
  fillApplicationStepTwo,
  structuredData,
} from '../../testing/browser/application'
import { TODAY } from '../../testing/browser/consultation'
import { interceptEmailJs } from '../../testing/browser/emailjs'
import { lake, publish, restore } from '../../testing/browser/lake-control'
import { asOwnClient, realTime, ticketSettled } from '../../testing/browser/leads'

/*
 * The caregiver application against an intercepted EmailJS (testing/browser/emailjs.ts) and
 * the Content Lake fixture, where each application is kept: nothing leaves 127.0.0.1.
 */

/** What the agency receives for APPLICANT: every answer in words, under the template's names. */
const SENT_PARAMS = {
  request_type: 'application',
  from_name: APPLICANT.name,
  phone: APPLICANT.phone,
  email: APPLICANT.email,
  zip: APPLICANT.zip,
  counties: APPLICANT.counties.join(', '),
  shifts: APPLICANT.shifts.join(', '),
  experience: APPLICANT.experience,
  background_check: 'Yes',
  certifications: APPLICANT.certifications.join(', '),
  driving: APPLICANT.driving,
  available_from: 'Monday, December 7, 2026',
  available_from_iso: APPLICANT.availableFrom,
  heard_from: APPLICANT.heardFrom,
  referred_by: APPLICANT.referredBy,
  notes: APPLICANT.notes,
  subject: `Caregiver application from ${APPLICANT.name} (ZIP ${APPLICANT.zip})`,
}

const failureAlert = (page: Page) => form(page).getByRole('alert').filter({ hasText: 'Your application was not sent.' })
const successAlert = (page: Page) =>
  form(page).getByRole('alert').filter({ hasText: 'Your application has been sent.' })

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test.afterEach(async () => lake.failMutations(null))

  test('a failed send keeps every answer of both steps; the next one is kept and e-mailed', async ({ page }) => {
    const { posts } = await asOwnClient(page)
    const emailjs = await interceptEmailJs(page)
    await page.clock.install({ time: TODAY })
    await page.goto('/about#careers')
    await expect(form(page)).toBeVisible()

    // Step 1: the ZIP code ticks the served counties it spans; the applicant unticks one.
    await fillApplicationStepOne(page, APPLICANT, {
      zipNote:
        'We ticked Cherokee, Forsyth and Fulton counties below, from your ZIP code. Untick any you can’t work in.',
    })
    await expect(form(page).locator('#application-zip-note')).toHaveText('')
    await expectAccessibleCareers(page)
    await form(page).getByRole('button', { name: 'Continue' }).click()
    await expect(form(page).getByRole('heading', { name: /Step 2 of 2/ })).toBeFocused()
    await fillApplicationStepTwo(page, APPLICANT)
    await expectAccessibleCareers(page)

    // Neither the e-mail nor the Inbox can take it.
    emailjs.reply('network-down')
    await lake.failMutations('error')
    await ticketSettled(page)
    // The server ages the form's ticket by its own clock, which the page's does not move: kept as New, not Spam.
    await realTime(MIN_FILL_MS)
    await page.clock.fastForward(MIN_FILL_MS)
    await form(page).getByRole('button', { name: 'Send Application' }).click()
    await expect(failureAlert(page)).toContainText('could not reach our mail service')
    await expect(failureAlert(page)).toContainText('Everything you typed is still in the form')
    await expect(failureAlert(page).getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+17705550142',
    )
    await expectApplicationKept(page, APPLICANT)
    expect(emailjs.logs.some((line) => line.startsWith('FAILED...'))).toBe(true)
    await expectAccessibleCareers(page)
    // Back to step 1 and on again: still every answer.
    await form(page).getByRole('button', { name: 'Back' }).click()
    await expect(form(page).getByRole('heading', { name: /Step 1 of 2/ })).toBeFocused()
    await form(page).getByRole('button', { name: 'Continue' }).click()
    await expectApplicationKept(page, APPLICANT)

    // Back online: sent with the application's template, and in the Inbox under the id the e-mail names.
    emailjs.reply({ status: 200, text: 'OK' })
    await lake.failMutations(null)
    await form(page).getByRole('button', { name: 'Send Application' }).click()
    await expect(successAlert(page)).toContainText('We read every application')
    const sent = emailjs.sent.at(-1)!
    expect(sent).toMatchObject({
      service_id: EMAILJS.serviceId,
      template_id: EMAILJS.applicationTemplateId,
      template_params: SENT_PARAMS,
    })
    const requestId = (sent.template_params as { lead_id: string }).lead_id
    // The form's ticket, fetched on the first touch, is the application's own.
    expect(posts.at(-1)).toMatchObject({ kind: 'application', token: expect.stringMatching(/^v1\.application\./) })
    expect((await lake.requests()).find((request) => request._id === requestId)).toMatchObject({
      kind: 'application',
      status: 'new',
      sourcePage: '/about',
      name: APPLICANT.name,
      phone: '+14045550123',
      counties: APPLICANT.counties,
      shifts: APPLICANT.shifts,
      experience: APPLICANT.experience,
      backgroundCheck: 'Yes',
      certifications: APPLICANT.certifications,
      availableFrom: APPLICANT.availableFrom,
      referredBy: APPLICANT.referredBy,
    })
    await expectAccessibleCareers(page)
  })
})

test.describe('the owner switches hiring', () => {
  // The starter content back, and the page regenerated from it before the next test (or the next run) reads it.
  test.afterEach(async ({ page, request }) => {
    await restore(request, ['aboutPage'])
    await expect(async () => {
      await page.goto('/about')
      await expect(form(page)).toBeVisible()
    }).toPass({ timeout: 20_000, intervals: [500, 1000] })
  })

  test('off: no form and no job posting, the owner’s note and the other ways with the statement', async ({
    page,
    request,
  }) => {
    await page.goto('/about')
    const job = (await structuredData(page)).find((node) => node['@type'] === 'JobPosting')
    expect(job).toMatchObject({
      title: 'Caregiver',
      datePosted: '2026-11-02',
      hiringOrganization: { name: 'Hearthside Home Care' },
    })

    const about = await lake.document('aboutPage')
    const careers = about.careers as Record<string, unknown>
    await publish(request, {
      ...about,
      careers: { ...careers, hiring: false, notHiringNote: { en: 'Our team is full until spring.' } },
    })
    const section = page.locator('#careers')
    // The regenerated page says so; the form's absence alone is not proof (it also has none until its code loads).
    await expect(async () => {
      await page.goto('/about')
      await expect(section).toContainText('We are not hiring right now', { timeout: 1000 })
    }).toPass({ timeout: 20_000, intervals: [500, 1000] })
    await expect(page.locator('#careers form')).toHaveCount(0)
    await expect(section).toContainText('Our team is full until spring.')
    await expect(section.getByText(BACKGROUND_CHECK_STATEMENT)).toBeVisible()
    await expect(section.getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute(
      'aria-describedby',
      'careers-background-check',
    )
    expect((await structuredData(page)).some((node) => node['@type'] === 'JobPosting')).toBe(false)
    await expectAccessibleCareers(page)
  })
})
