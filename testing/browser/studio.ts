import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { studioApi } from './lake-control'
import { PROJECT_ID, STUDIO_TOKEN } from '@/testing/configured-site'

/**
 * The real Studio at /studio of the configured site, signed in as the agency
 * owner, every call to Sanity answered by the Studio API fixture
 * (testing/studio-api.ts): the `studio` project's launch flags resolve
 * Sanity's hosts to it. One context and page per worker: the browser starts
 * once, and each journey goes to its own address.
 */

/** Calls beyond what the fixture stands for (Sanity's CDN, feedback, telemetry): refused at once. */
const OUTSIDE_CALLS =
  /^https:\/\/([\w-]+\.)*(sanity-cdn\.com|sanity\.work)\/|\.sanity\.io\/[^/]+\/intake\/(feedback|batch)\b/

/** Sanity's hosts: the fixture's, and those refused above. */
const SANITY_HOST = /^\w+:\/\/([\w-]+\.)*(sanity\.io|sanity-cdn\.com|sanity\.work)\//

/** What the browser logs because of the test's setting, not because of the Studio or our code. */
const EXPECTED_NOISE: { text: RegExp; from?: RegExp }[] = [
  // Chromium's line for an answer of Sanity's with an error status: each is in the fixture's log,
  // whose unknown paths every test checks; its 404s are what a project without those features gets.
  // The site's own failures stay errors.
  { text: /^Failed to load resource/, from: SANITY_HOST },
  // The presence socket: the fixture speaks no websockets, and the Studio carries on without.
  { text: /^WebSocket connection to 'wss:\/\/[^']+\/socket\// },
  { text: /WebSocket connection error/ },
  // Sanity's check for a newer Studio, refused above: the tests have no internet.
  { text: /^Failed to fetch version for package/ },
]

/** A context signed in as the owner, as after a sign-in: the session token in localStorage. */
export async function studioContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ignoreHTTPSErrors: true,
    // An owner's desktop: wide enough for the desk, a list, a list and a document side by side
    // (narrower, the Studio folds the first panes to their titles, the Inbox's counts with them).
    viewport: { width: 1920, height: 1080 },
    reducedMotion: 'reduce',
  })
  await context.addInitScript(
    ({ key, token }) => localStorage.setItem(key, JSON.stringify({ token, time: new Date().toISOString() })),
    { key: `__studio_auth_token_${PROJECT_ID}`, token: STUDIO_TOKEN },
  )
  await context.route(OUTSIDE_CALLS, (route) => route.abort())
  return context
}

/** Collects the page's errors (console and uncaught), less the expected noise. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  const note = (text: string, from = '') => {
    const expected = EXPECTED_NOISE.some((noise) => noise.text.test(text) && (!noise.from || noise.from.test(from)))
    if (!expected) errors.push(from ? `${text} (${from})` : text)
  }
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text(), message.location().url)
  })
  page.on('pageerror', (error) => note(error.message))
  return errors
}

/**
 * `studio`: the shared page, signed in. After every test, whatever it did: no
 * error in the console, and no call the fixture did not know (after a
 * `sanity` upgrade, the first sign of a new endpoint: docs/operations.md).
 */
// `provide` is Playwright's `use`, renamed: the React hooks lint rule takes any `use(…)` for React's.
export const test = base.extend<{ studio: Page; visitor: Page }, { session: { page: Page; errors: string[] } }>({
  session: [
    async ({ browser }, provide, workerInfo) => {
      const context = await studioContext(browser, workerInfo.project.use.baseURL)
      const page = await context.newPage()
      await provide({ page, errors: watchErrors(page) })
      await context.close()
    },
    { scope: 'worker' },
  ],
  studio: async ({ session }, provide) => {
    session.errors.splice(0)
    await provide(session.page)
    expect(session.errors, 'errors in the Studio’s console').toEqual([])
    expect(await studioApi.unhandled(), 'calls the Studio API fixture does not know').toEqual([])
  },
  /** The site as a visitor sees it: a context of its own, without the owner's draft-mode cookie. */
  visitor: async ({ browser, baseURL }, provide) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
    await provide(await context.newPage())
    await context.close()
  },
})

export { expect }

/** The document pane's form, once the owner may edit it (without grants it stays read-only). */
export const editableForm = (page: Page) => page.locator('[data-testid="form-view"]:not([data-read-only="true"])')

/** The pane of a document (its element id is `<pane>-<document id>-<index>`). */
export const documentPane = (page: Page, id: string) => page.locator(`[data-testid="document-pane"][id*="-${id}-"]`)

/** Opens a desk address (e.g. `testimonial;testimonial-1`) and waits for the document's form. */
export async function openDocument(page: Page, deskPath: string) {
  await page.goto(`/studio/structure/${deskPath}`)
  await expect(editableForm(page)).toBeVisible({ timeout: 15_000 })
}

/** Presses Publish once the Studio allows it, and waits for the Studio to say it was published. */
export async function publishDocument(page: Page) {
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled()
  await publish.click()
  await expect(page.getByText(/was published/)).toBeVisible()
}
