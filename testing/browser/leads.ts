import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page, Request } from '@playwright/test'
import type { RequestDocument } from '@/features/requests/model'
import { MIN_FILL_MS } from '@/features/requests/model'
import { signTicket } from '@/features/requests/tickets'
import { FORM_TOKEN_SECRET } from '@/testing/configured-site'

let clients = 0
/**
 * Each worker counts its own clients: its index (unique in a run, which shares
 * one server) keeps two workers' tests from being the same visitor.
 */
const WORKER = Number(process.env.TEST_WORKER_INDEX ?? 0)

/**
 * Gives the page's posts to /api/leads, its fetches of the form's ticket, and
 * the forms the browser posts itself to /api/contact, an address of their
 * own, as the host's proxy would (X-Forwarded-For): every test is then a different visitor, and the routes'
 * shared limit of 5 requests per client in 10 minutes counts each apart.
 * Returns the JSON bodies posted to /api/leads, in order.
 */
export async function asOwnClient(
  page: Page,
  // A network (/24) of its own as well: the limits count a network's clients together (lib/limits/rate-limit.ts).
  address = `10.${28 + (WORKER % 200)}.${++clients % 256}.${(Math.floor(clients / 256) % 254) + 1}`,
) {
  const posts: Array<Record<string, unknown>> = []
  await page.route('**/api/leads', async (route) => {
    posts.push(route.request().postDataJSON() as Record<string, unknown>)
    await route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } })
  })
  await page.route('**/api/contact', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
  // A consultation's time is held from the same visitor (features/requests/booking/).
  await page.route('**/api/bookings/hold', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
  // The form's ticket, fetched on the first touch, counts in a budget per visitor too.
  await page.route(
    (url) => url.pathname === '/api/leads/token',
    (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
  watchTickets(page)
  return { address, posts }
}

const ticketsInFlight = new WeakMap<Page, number>()
const ticketArrived = new WeakMap<Page, number>()
const isTicket = (request: Request) => new URL(request.url()).pathname === '/api/leads/token'

function watchTickets(page: Page) {
  if (ticketsInFlight.has(page)) return
  ticketsInFlight.set(page, 0)
  const change = (by: number) => (request: Request) => {
    if (isTicket(request)) ticketsInFlight.set(page, (ticketsInFlight.get(page) ?? 0) + by)
  }
  page.on('request', change(1))
  page.on('requestfinished', (request) => {
    if (isTicket(request)) ticketArrived.set(page, Date.now())
  })
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
}

/**
 * Waits until the form's ticket has come (or failed). A test that moves the
 * page's clock on to Send before it came would make the form wait the 3 s
 * for real (it ages the ticket from its arrival).
 */
export async function ticketSettled(page: Page) {
  for (let waited = 0; (ticketsInFlight.get(page) ?? 0) > 0 && waited < 10_000; waited += 20) await realTime(20)
}

/**
 * Waits until the form's ticket is as old, in real time, as a person's
 * (MIN_FILL_MS): with the page's clock moved on, the form thinks it is, but
 * the server counts real seconds and would keep the request as spam, which
 * alerts nobody. For tests that need the request in New.
 */
export async function ticketAged(page: Page) {
  await ticketSettled(page)
  const age = Date.now() - (ticketArrived.get(page) ?? 0)
  if (age < MIN_FILL_MS + 100) await realTime(MIN_FILL_MS + 100 - age)
}

/** The fresh clone's inbox: what the site without a project wrote to .data/leads.ndjson. */
export function localRequests(): RequestDocument[] {
  let text = ''
  try {
    text = readFileSync(path.join(process.cwd(), '.data', 'leads.ndjson'), 'utf8')
  } catch {
    return []
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RequestDocument)
}

/**
 * A ticket for the configured site's form, as its page would have fetched
 * it a minute ago: for tests that post to /api/leads themselves and must be
 * taken for a person (the real fetch and wait: leads.spec.ts).
 */
export function configuredTicket(kind: string, ageMs = 60_000): string {
  return signTicket(new TextEncoder().encode(FORM_TOKEN_SECRET), kind, new Date(Date.now() - ageMs))
}

/**
 * Lets real time pass. The forms' pages run on Playwright's clock, which a
 * test moves on at will, but the server ages the form's ticket by its own:
 * a test that checks a request is kept as New waits the minimum for real.
 */
export const realTime = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
