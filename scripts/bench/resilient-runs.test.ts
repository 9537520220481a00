import { chromium, type Browser } from '@playwright/test'

/*
 * The bench's phone visits survive a browser that dies under them (issue 53):
 * here a real Chromium is crashed in the middle of a visit.
 */

type Runs = (options: {
  launch: () => Promise<Browser>
  visit: (browser: Browser, route: string) => Promise<string>
  runs: number
  routes: string[]
}) => Promise<{ visits: Record<string, string[]>; restarts: { round: number; route: string; error: string }[] }>
const { resilientRuns } = jest.requireActual<{ resilientRuns: Runs }>('./resilient-runs.mjs')

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox'],
  })

/** A visit as the bench's: a context, a page, a look at it, the context closed. */
async function visitPage(browser: Browser, route: string, crash = false) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.setContent(`<h1>${route}</h1>`)
    if (crash) await (await browser.newBrowserCDPSession()).send('Browser.crash').catch(() => {})
    return `${await page.locator('h1').textContent()}`
  } finally {
    await context.close()
  }
}

describe('a browser that dies mid-run costs one visit, not the run', () => {
  it('crashed during round 2 of /about: a new browser repeats that visit, and the report says so', async () => {
    let calls = 0
    const result = await resilientRuns({
      launch,
      runs: 3,
      routes: ['/', '/about'],
      visit: (browser, route) => visitPage(browser, route, ++calls === 4),
    })
    expect(result.visits).toEqual({ '/': ['/', '/', '/'], '/about': ['/about', '/about', '/about'] })
    expect(result.restarts).toEqual([{ round: 2, route: '/about', error: expect.any(String) }])
  })

  it('dies again on the repeat: the rounds end with what was measured, for a report marked incomplete', async () => {
    let calls = 0
    const run = resilientRuns({
      launch,
      runs: 2,
      routes: ['/'],
      visit: (browser, route) => visitPage(browser, route, ++calls >= 2),
    })
    await expect(run).rejects.toMatchObject({
      message: expect.stringMatching(/^\/ \(round 2\) failed again after a restart/),
      partial: { visits: { '/': ['/'] }, restarts: [{ round: 2, route: '/' }] },
    })
  })
})
