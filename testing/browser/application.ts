import { expect, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

/** The caregiver application of the About page's careers section. */
export const applicationForm = (page: Page) => page.locator('#careers form[aria-labelledby="careers-apply-heading"]')

/** Only the application form's own chunk carries this text (its success alert). */
export const APPLICATION_CODE_MARKER = 'We read every application'

/** Everything a caregiver can answer, by the words they see on screen. */
export interface Application {
  name: string
  phone: string
  email: string
  zip: string
  /** The counties ticked once the ZIP code has ticked its own. */
  counties: string[]
  shifts: string[]
  experience: string
  certifications: string[]
  driving: string
  /** As a date input's value: 2026-12-07 */
  availableFrom: string
  heardFrom: string
  referredBy: string
  notes: string
}

export const APPLICANT: Application = {
  name: 'Keisha Brown',
  phone: '(404) 555-0123',
  email: 'keisha.brown@example.com',
  zip: '30004',
  counties: ['Forsyth', 'Fulton'],
  shifts: ['7 am to 3 pm', 'Weekends'],
  experience: '3 to 5 years',
  certifications: ['CNA', 'CPR and First Aid'],
  driving: 'A driver’s license and a car',
  availableFrom: '2026-12-07',
  heardFrom: 'A caregiver who works for you',
  referredBy: 'Angela Moss',
  notes: 'I speak English and Spanish.\nEvenings suit me best.',
}

const field = (page: Page, name: string) => applicationForm(page).locator(`[name="${name}"]`)

/** Ticks exactly these boxes of a group (by their labels), unticking the rest. */
async function tickOnly(page: Page, name: string, labels: string[]) {
  const boxes = field(page, name)
  for (let index = 0; index < (await boxes.count()); index++) {
    const box = boxes.nth(index)
    const label = await box.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? '')
    await box.setChecked(labels.includes(label))
  }
}

/**
 * Fills in step 1 as an applicant would (it must be on screen). `zipNote`: what the form says once the ZIP
 * code has ticked its counties, awaited before the counties are ticked by hand.
 */
export async function fillApplicationStepOne(page: Page, answers: Application, { zipNote }: { zipNote?: string } = {}) {
  const form = applicationForm(page)
  await form.getByLabel('Your name').fill(answers.name)
  await form.getByLabel('Phone number').fill(answers.phone)
  await form.getByLabel('ZIP code').fill(answers.zip)
  if (zipNote !== undefined) await expect(form.locator('#application-zip-note')).toHaveText(zipNote)
  await form.getByLabel(/^E-mail/).fill(answers.email)
  await tickOnly(page, 'counties', answers.counties)
  await tickOnly(page, 'shifts', answers.shifts)
  await form.getByLabel('How long have you worked as a caregiver?').selectOption({ label: answers.experience })
  await form.getByLabel(/background check is a condition of employment/).check()
}

/** Fills in step 2 (it must be on screen). */
export async function fillApplicationStepTwo(page: Page, answers: Application) {
  const form = applicationForm(page)
  await tickOnly(page, 'certifications', answers.certifications)
  await form.getByLabel('Do you drive?').selectOption({ label: answers.driving })
  await form.getByLabel('Earliest start date').fill(answers.availableFrom)
  await form.getByLabel('How did you hear of us?').selectOption({ label: answers.heardFrom })
  await form.getByLabel(/Did one of our caregivers refer you/).fill(answers.referredBy)
  await form.getByLabel('Anything else?').fill(answers.notes)
}

/** Every answer of both steps is still in the form, whichever step is on screen. */
export async function expectApplicationKept(page: Page, answers: Application) {
  for (const name of ['name', 'phone', 'email', 'zip', 'availableFrom', 'referredBy', 'notes'] as const) {
    await expect(field(page, name)).toHaveValue(answers[name])
  }
  for (const [name, label] of [
    ['experience', answers.experience],
    ['driving', answers.driving],
    ['heardFrom', answers.heardFrom],
  ] as const) {
    expect(await field(page, name).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(label)
  }
  const ticked = async (name: string) =>
    field(page, name).evaluateAll((boxes: HTMLInputElement[]) =>
      boxes.filter((box) => box.checked).map((box) => box.labels?.[0]?.textContent),
    )
  expect(await ticked('counties')).toEqual(answers.counties)
  expect(await ticked('shifts')).toEqual(answers.shifts)
  expect(await ticked('certifications')).toEqual(answers.certifications)
  await expect(field(page, 'backgroundCheck')).toBeChecked()
}

/** Axe (WCAG 2.2 AA) on the whole careers section, in whatever state it is in. */
export const expectAccessibleCareers = (page: Page) => expectNoAxeViolations(page, '#careers')

/** The JSON-LD nodes of the page, parsed. */
export async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''))
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
}
