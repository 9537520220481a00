import type { Page, Route } from '@playwright/test'

/*
 * EmailJS intercepted in the browser: nothing leaves 127.0.0.1. Playwright's
 * browser reports navigator.webdriver = true, which EmailJS's blockHeadless
 * refuses; the tests present a normal browser instead of switching that
 * protection off in production.
 */

/** `held`: the answer waits until the test calls `release()`, so a send stays under way as long as the test needs. */
export type Reply = { status: number; text: string; held?: boolean } | 'network-down'

export interface Harness {
  /** The JSON bodies EmailJS received, in order. */
  sent: Array<Record<string, unknown>>
  logs: string[]
  reply(next: Reply): void
  /** Lets every held answer go. */
  release(): void
}

/** Answers EmailJS's API from the test (200 OK until told otherwise) and refuses everything else off loopback. */
export async function interceptEmailJs(page: Page, { headless = false } = {}): Promise<Harness> {
  const held: Array<() => void> = []
  let reply: Reply = { status: 200, text: 'OK' }
  const harness: Harness = {
    sent: [],
    logs: [],
    reply: (next) => (reply = next),
    release: () => held.splice(0).forEach((go) => go()),
  }
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
    if (current.held) await new Promise<void>((go) => held.push(go))
    await route.fulfill({ status: current.status, contentType: 'text/plain', body: current.text })
  })
  return harness
}
