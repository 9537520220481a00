import { expect, type Page } from '@playwright/test'
import type { MessageValues as ContactMessage } from '@/features/requests/model'
import { MIN_FILL_MS } from '@/features/requests/model'
import { contactForm as form } from './fill-in'
import { interceptEmailJs, type Harness as EmailJsHarness, type Reply } from './emailjs'
import { asOwnClient, ticketSettled } from './leads'

/*
 * The configured site's contact form with EmailJS intercepted in the browser
 * (./emailjs.ts): nothing leaves 127.0.0.1. Each page posts to /api/leads as
 * a visitor of its own (./leads.ts).
 */

export const MESSAGE: ContactMessage = {
  name: 'Dorothy Pearson',
  email: 'dorothy.pearson@example.com',
  subject: 'Care for my father in Duluth',
  message: 'My father is 86 and lives alone.\nCould someone visit three mornings a week?',
}

export type { Reply }

export interface Harness extends EmailJsHarness {
  /** The JSON bodies /api/leads received, in order. */
  kept: Array<Record<string, unknown>>
}

/** Opens the home page's form; `address` is the visitor's (X-Forwarded-For), a fresh one unless given. */
export async function openContactForm(
  page: Page,
  { headless = false, address }: { headless?: boolean; address?: string } = {},
): Promise<Harness> {
  const kept = (await asOwnClient(page, address)).posts
  const harness: Harness = Object.assign(await interceptEmailJs(page, { headless }), { kept })

  // A controllable clock: "faster than a person can type" and the throttle are measured in time.
  await page.clock.install()
  await page.goto('/#contact')
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
  return harness
}

/** Returns whether a script carrying EmailJS has been loaded so far. */
export function watchForEmailJs(page: Page) {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
  })
  return () => scripts.some((body) => body.includes('api.emailjs.com'))
}

/** Presses Send as a person would: some seconds after starting to type (and after the form's ticket came). */
export async function send(page: Page, { waitMs = MIN_FILL_MS } = {}) {
  await ticketSettled(page)
  if (waitMs) await page.clock.fastForward(waitMs)
  await form(page).getByRole('button', { name: 'Send Message' }).click()
}

export async function expectFieldsToHold(page: Page, message: ContactMessage) {
  await expect(form(page).getByLabel('Your name')).toHaveValue(message.name)
  await expect(form(page).getByLabel('Your e-mail address')).toHaveValue(message.email)
  await expect(form(page).getByLabel('Subject')).toHaveValue(message.subject)
  await expect(form(page).getByLabel('Message')).toHaveValue(message.message)
}

export const failureAlert = (page: Page) =>
  page.locator('#contact [role="alert"]', { hasText: 'Your message was not sent' })
export const successAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Message sent successfully. Thanks for contacting us!' })
export const keptAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'We have your request.' })
