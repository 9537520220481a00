import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { SITE_PORT as CONFIGURED_PORT, STUDIO_HOST_RULES } from './testing/configured-site'

// Debian's Chromium: Playwright's own browser download is not possible on
// machines without internet access. Override with CHROMIUM_PATH. Its headless
// shell first, as Playwright itself would choose for headless runs: the same
// Blink, without the full browser's windowing and GPU processes, it runs the
// suite in little more than half the time on two cores. The bench's
// Lighthouse keeps the full browser, closer to a visitor's Chrome.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const executablePath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
const port = Number(process.env.E2E_PORT || 3100)
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
// The fresh clone's server needs its own build (`npm run build`); runs of the configured site's
// projects alone (`configured`, `studio`) can do without it.
const freshServer = process.env.E2E_CONFIGURED_ONLY !== '1'

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Two test files at a time (one per core), each file's tests in order; the
  // configured site's files one at a time, since they share its Content Lake.
  workers: Number(process.env.E2E_WORKERS || 2),
  // One retry: a test that fails and then passes is reported flaky (reports/e2e.json and the summary line), not
  // hidden. Two were seen early in full runs only, never alone: axe's contrast on /completion's header, and
  // /about#privacy opened in a new tab before its late-laid-out sections settled (docs/decisions.md).
  retries: 1,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace of every test costs CI a tenth of its time, and nobody opens a CI run's traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // As a visitor who asked for less motion, which the site honours: no loader to wait out, no
    // scroll animation to play through. The tests of motion itself (behaviour.spec.ts,
    // call-bar.spec.ts, the loader's in layout.spec.ts) ask for full motion.
    reducedMotion: 'reduce',
    launchOptions: { executablePath, args: BROWSER_ARGS },
  },
  projects: [
    // The site as an agency runs it, with every integration on loopback. First, so that its
    // files (one at a time) start at once and run beside the others.
    {
      name: 'configured',
      testMatch: 'configured/**/*.spec.ts',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${CONFIGURED_PORT}`,
      },
    },
    // The owner's day in the real Studio at /studio of the configured site, its calls to Sanity
    // answered by the Studio API fixture (testing/studio-api.ts). After `configured`: both change the
    // one Content Lake. `--project studio --no-deps` runs it alone.
    {
      name: 'studio',
      testMatch: 'studio/**/*.spec.ts',
      dependencies: ['configured'],
      workers: 1,
      // A Studio journey opens documents, each with its listeners and previews, then waits for the
      // site: over 30 s on two busy cores.
      timeout: 60_000,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${CONFIGURED_PORT}`,
        // The fixture's certificate is made at start and signed by nobody.
        ignoreHTTPSErrors: true,
        launchOptions: { executablePath, args: [...BROWSER_ARGS, STUDIO_HOST_RULES] },
      },
    },
    // The site as a fresh clone runs it: starter content, no EmailJS, no secrets.
    {
      name: 'desktop',
      testIgnore: ['configured/**', 'studio/**'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // What does not depend on the screen (headers, search engines, routes' answers, the About
      // page's content, the behaviours, whose tests set the sizes they need) is tested at desktop
      // size only; the layout of every page at both.
      testIgnore: [
        'configured/**',
        'studio/**',
        'behaviour.spec.ts',
        'seo-security.spec.ts',
        'unconfigured-owner-routes.spec.ts',
        'starter-site.spec.ts',
        'about-sections.spec.ts',
        'limits.spec.ts',
        // Sets its own sizes (a phone at 200 % text, 320 px, a desktop at 200 %).
        'reflow.spec.ts',
      ],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    // The production server of the fresh clone. `npm test` builds it first.
    ...(freshServer
      ? [
          {
            command: `npx next start --hostname 127.0.0.1 --port ${port}`,
            url: `http://127.0.0.1:${port}/`,
            reuseExistingServer: false,
            timeout: 60_000,
            // The tests play the one proxy in front: each X-Forwarded-For they send is a visitor of its own.
            env: { NEXT_TELEMETRY_DISABLED: '1', TRUSTED_PROXY_HOPS: '1', SCHEDULER: 'off' },
          },
        ]
      : []),
    // Content Lake and Studio API fixtures, build and `next start` of the configured site.
    {
      command: 'npx tsx testing/browser/configured-server.ts',
      url: `http://127.0.0.1:${CONFIGURED_PORT}/`,
      reuseExistingServer: false,
      timeout: 600_000,
    },
  ],
})
