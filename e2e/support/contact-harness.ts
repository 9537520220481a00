import { expect, type Page, type Route } from '@playwright/test'
import { MIN_FILL_MS, type ContactMessage } from '../../components/contact/rules'
import { contactForm as form } from './fill-in'
import { asOwnClient } from './leads'

/*
 * The configured site's contact form with EmailJS intercepted in the browser:
 * nothing leaves 127.0.0.1. Playwright's browser reports navigator.webdriver =
 * true, which EmailJS's blockHeadless refuses; the tests present a normal
 * browser instead of switching that protection off in production. Each page
 * posts to /api/leads as a visitor of its own (./leads.ts).
 */

export const MESSAGE: ContactMessage = {
  from_name: 'Dorothy Pearson',
  email: 'dorothy.pearson@example.com',
  subject: 'Care for my father in Duluth',
  message: 'My father is 86 and lives alone.\nCould someone visit three mornings a week?',
}

export type Reply = { status: number; text: string; delayMs?: number } | 'network-down'

export interface Harness {
  /** The JSON bodies EmailJS received, in order. */
  sent: Array<Record<string, unknown>>
  /** The JSON bodies /api/leads received, in order. */
  kept: Array<Record<string, unknown>>
  logs: string[]
  reply(next: Reply): void
}

/** Opens the home page's form; `address` is the visitor's (X-Forwarded-For), a fresh one unless given. */
export async function openContactForm(
  page: Page,
  { headless = false, address }: { headless?: boolean; address?: string } = {},
): Promise<Harness> {
  const harness: Harness = { sent: [], kept: (await asOwnClient(page, address)).posts, logs: [], reply: () => {} }
  let reply: Reply = { status: 200, text: 'OK' }
  harness.reply = (next) => (reply = next)
  page.on('console', (message) => harness.logs.push(message.text()))

  if (!headless) {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
  }
  // Anything not on loopback is refused; EmailJS's API is answered here.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'))
  await page.route('https://api.emailjs.com/api/v1.0/email/**', async (route: Route) => {
    harness.sent.push(route.request().postDataJSON() as Record<string, unknown>)
    const current = reply
    if (current === 'network-down') return route.abort('internetdisconnected')
    if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs))
    await route.fulfill({ status: current.status, contentType: 'text/plain', body: current.text })
  })

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

/** Presses Send as a person would: some seconds after starting to type. */
export async function send(page: Page, { waitMs = MIN_FILL_MS } = {}) {
  if (waitMs) await page.clock.fastForward(waitMs)
  await form(page).getByRole('button', { name: 'Send Message' }).click()
}

export async function expectFieldsToHold(page: Page, message: ContactMessage) {
  await expect(form(page).getByLabel('Your name')).toHaveValue(message.from_name)
  await expect(form(page).getByLabel('Your e-mail address')).toHaveValue(message.email)
  await expect(form(page).getByLabel('Subject')).toHaveValue(message.subject)
  await expect(form(page).getByLabel('Message')).toHaveValue(message.message)
}

export const failureAlert = (page: Page) =>
  page.locator('#contact [role="alert"]', { hasText: 'Your message was not sent' })
export const successAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Message sent successfully. Thanks for contacting us!' })
export const keptAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'We have your request.' })
