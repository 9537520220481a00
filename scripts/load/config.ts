/**
 * Settings of `npm run load`: ports, durations, build folders and the
 * environment every child process gets. Traffic goes to 127.0.0.1 only.
 */
import path from 'node:path'
import { EMAILJS, READ_TOKEN, REVALIDATE_SECRET } from '../../testing/configured-site'

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, not "${raw}"`)
  return value
}

export const ROOT = path.resolve(__dirname, '..', '..')
export const HOST = '127.0.0.1'

const port = positiveInteger('LOAD_PORT', 3400)
const seconds = positiveInteger('LOAD_SECONDS', 60)

export const CONFIG = {
  /** The fresh-clone site. */
  port,
  /** The configured site, and the Content Lake fixture it reads (3401 and 4401 by default). */
  configuredPort: port + 1,
  lakePort: port + 1001,
  /** Length of each load run. */
  seconds,
  connections: 100,
  /** Phase 1c: pages and hostile API requests at the same time, 100 connections in all. */
  mixPageConnections: 80,
  mixHostileConnections: 20,
  /** Phase 1d: one client's flood of the request routes, beside `/` at full load. */
  floodConnections: 20,
  skipBuild: process.argv.includes('--skip-build'),
  /** Phase 2's timeline, as fractions of the run: 10 s, 20 s and 30 s of 60 s. */
  outageAt: seconds / 6,
  publishAt: (2 * seconds) / 6,
  returnAt: (3 * seconds) / 6,
  /** The change must be visible this long after the fixture's return. */
  visibleBudgetSeconds: 10,
  /** How long to keep polling for the change before giving up. */
  visibleGiveUpSeconds: 120,
  pollMs: 500,
}

export const FRESH_DIST = '.next-load'
export const CONFIGURED_DIST = '.next-load-configured'
export const REPORT_FILE = path.join(ROOT, 'reports', 'load.json')

export const origin = (sitePort: number) => `http://${HOST}:${sitePort}`

/** Variables that would connect the "fresh clone" to a project or switch on integrations. */
const CONFIGURING = [
  'NEXT_PUBLIC_SANITY_PROJECT_ID',
  'NEXT_PUBLIC_SANITY_DATASET',
  'NEXT_PUBLIC_SITE_URL',
  'SANITY_API_HOST',
  'SANITY_API_READ_TOKEN',
  'SANITY_REVALIDATE_SECRET',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'BENCH',
  'BENCH_PAGE_LOADER',
  'BUILD_STANDALONE',
]

// No clock of the site's own: a morning summary at opening would be traffic no phase means.
const QUIET = { NEXT_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', SCHEDULER: 'off' }
/** The load plays the one proxy in front: each X-Forwarded-For it sends is a client of its own. */
const ONE_PROXY = { TRUSTED_PROXY_HOPS: '1' }

export function freshEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...QUIET, ...ONE_PROXY, NEXT_DIST_DIR: FRESH_DIST }
  for (const name of CONFIGURING) delete env[name]
  return env
}

/** As testing/configured-site.ts builds it, on this script's own ports and build folder. */
export function configuredEnv(): NodeJS.ProcessEnv {
  return {
    ...freshEnv(),
    NEXT_DIST_DIR: CONFIGURED_DIST,
    NEXT_PUBLIC_SITE_URL: origin(CONFIG.configuredPort),
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2etest',
    NEXT_PUBLIC_SANITY_DATASET: 'production',
    SANITY_API_HOST: `http://${HOST}:${CONFIG.lakePort}`,
    SANITY_API_READ_TOKEN: READ_TOKEN,
    SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: EMAILJS.serviceId,
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: EMAILJS.templateId,
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: EMAILJS.publicKey,
  }
}

export { READ_TOKEN, REVALIDATE_SECRET }
