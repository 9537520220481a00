import { expect, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

/** The consultation request of the home page's contact section. */
export const consultationForm = (page: Page) => page.locator('#contact form[aria-labelledby="consultation-heading"]')
export const consultationTab = (page: Page) => page.getByRole('tab', { name: 'Request a free consultation' })
export const messageTab = (page: Page) => page.getByRole('tab', { name: 'Send a message' })

/** "Today" in the tests: the date read-back and the past-date check are measured from it. */
export const TODAY = new Date('2026-11-24T10:00:00')

/** Everything a family can answer, by the words they see on screen. */
export interface Answers {
  name: string
  phone: string
  email: string
  zip: string
  careRecipient: string
  services: string[]
  howSoon: string
  /** As a date input's value: 2026-12-07 */
  startDate: string
  hoursPerWeek: string
  payment: string[]
  bestTimeToCall: string
  /** One of the languages the owner lists (English and Spanish in the starter content), or "Another language". */
  preferredLanguage: string
  notes: string
}

export const ANSWERS: Answers = {
  name: 'Dorothy Pearson',
  phone: '(678) 555-0199',
  email: 'dorothy.pearson@example.com',
  zip: '30043',
  careRecipient: 'My parent',
  services: ['Companionship Care', 'Personal Care'],
  howSoon: 'Within a week',
  startDate: '2026-12-07',
  hoursPerWeek: 'Three mornings a week',
  payment: ['Private pay', 'VA benefits'],
  bestTimeToCall: 'Morning (8 am to noon)',
  preferredLanguage: 'Spanish',
  notes: 'Dad is 86 and loves crosswords.\nPlease ring the bell twice.',
}

/** The question of step 2 that offers the languages the caregivers speak. */
export const PREFERRED_LANGUAGE = 'Which language does the person receiving care prefer?'

const field = (page: Page, name: string) => consultationForm(page).locator(`[name="${name}"]`)

/** Fills in step 1 as a visitor would (the step must be on screen). */
export async function fillStepOne(page: Page, answers: Answers) {
  const form = consultationForm(page)
  await form.getByLabel('Your name').fill(answers.name)
  await form.getByLabel('Phone number').fill(answers.phone)
  await form.getByLabel(/^E-mail/).fill(answers.email)
  await form.getByLabel('ZIP code').fill(answers.zip)
  await form.getByLabel('Who needs care?').selectOption({ label: answers.careRecipient })
  for (const service of answers.services) await form.getByRole('checkbox', { name: service }).check()
  await form.getByLabel('How soon?').selectOption({ label: answers.howSoon })
}

/** Fills in step 2 (it must be on screen). */
export async function fillStepTwo(page: Page, answers: Answers) {
  const form = consultationForm(page)
  await form.getByLabel('Preferred start date').fill(answers.startDate)
  await form.getByLabel('Hours or days a week').fill(answers.hoursPerWeek)
  for (const way of answers.payment) await form.getByRole('checkbox', { name: way }).check()
  await form.getByLabel('Best time to call').selectOption({ label: answers.bestTimeToCall })
  await form.getByLabel(PREFERRED_LANGUAGE).selectOption({ label: answers.preferredLanguage })
  await form.getByLabel('Anything else?').fill(answers.notes)
}

/** Every answer of both steps is still in the form, whichever step is on screen. */
export async function expectAnswersKept(page: Page, answers: Answers) {
  for (const name of ['name', 'phone', 'email', 'zip', 'startDate', 'hoursPerWeek', 'notes'] as const) {
    await expect(field(page, name)).toHaveValue(answers[name])
  }
  for (const [name, label] of [
    ['careRecipient', answers.careRecipient],
    ['howSoon', answers.howSoon],
    ['bestTimeToCall', answers.bestTimeToCall],
    ['preferredLanguage', answers.preferredLanguage],
  ] as const) {
    expect(await field(page, name).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(label)
  }
  const checked = async (name: string) =>
    field(page, name).evaluateAll((boxes: HTMLInputElement[]) =>
      boxes.filter((box) => box.checked).map((box) => box.labels?.[0]?.textContent),
    )
  expect(await checked('services')).toEqual(answers.services)
  expect(await checked('payment')).toEqual(answers.payment)
}

/** Whether a script holding `text` has been loaded so far (the consultation form's chunk holds its step headings). */
export function watchScripts(page: Page) {
  const bodies: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(await response.text().catch(() => ''))
  })
  return (text: string) => bodies.some((body) => body.includes(text))
}

/** The consultation form's own code: only its chunk carries this text. */
export const FORM_CODE_MARKER = 'Step 2 of 2: a few details (optional)'

/** Axe (WCAG 2.2 AA) on the whole contact section, in whatever state it is in. */
export const expectAccessibleContact = (page: Page) => expectNoAxeViolations(page, '#contact')
