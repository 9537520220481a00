/**
 * The browser's side of the form's ticket: fetched on the first touch, and
 * at Send only a ticket the server will take for a person's, so that a
 * family's request never lands in Spam for the browser's sake.
 */
import { MIN_FILL_MS } from '../model/limits'
import {
  TOKEN_ENDPOINT,
  TOKEN_REFRESH_AFTER_MS,
  forgetTickets,
  prefetchTicket,
  readyTicket,
  spendTicket,
  ticketWasRefused,
  type TicketDeps,
} from './fetch-ticket'

function browser(answers: Array<Response | Error>) {
  let clock = 1_000_000
  const slept: number[] = []
  const fetched: [string, RequestInit | undefined][] = []
  const deps: TicketDeps = {
    fetch: async (url, init) => {
      fetched.push([String(url), init])
      const answer = answers.shift()
      if (!answer || answer instanceof Error) throw answer ?? new TypeError('Failed to fetch')
      return answer
    },
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms)
      clock += ms
    },
  }
  return { deps, slept, fetched, pass: (ms: number) => (clock += ms) }
}
const ticket = (token: string) => Response.json({ token })
/** Lets the first touch's fetch come back. */
const arrived = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => forgetTickets())

it('fetches one ticket per form on the first touch, never from a cache, and hands it over once old enough', async () => {
  const { deps, slept, fetched, pass } = browser([ticket('t-message'), ticket('t-consultation')])
  prefetchTicket('message', deps)
  prefetchTicket('message', deps)
  prefetchTicket('consultation', deps)
  expect(fetched.map(([url]) => url)).toEqual([`${TOKEN_ENDPOINT}?kind=message`, `${TOKEN_ENDPOINT}?kind=consultation`])
  expect(fetched[0]?.[1]).toMatchObject({ cache: 'no-store', credentials: 'same-origin' })

  await arrived()
  pass(40_000) // a person typing
  expect(await readyTicket('message', deps)).toBe('t-message')
  expect(slept).toEqual([])
})

it('waits out the rest of the minimum time when Send comes soon after the ticket (an autofilled form)', async () => {
  const { deps, slept, pass } = browser([ticket('t1')])
  prefetchTicket('message', deps)
  await arrived()
  pass(1000)
  expect(await readyTicket('message', deps)).toBe('t1')
  expect(slept).toHaveLength(1)
  expect(slept[0]).toBeGreaterThanOrEqual(MIN_FILL_MS - 1000)
  expect(slept[0]).toBeLessThanOrEqual(MIN_FILL_MS)
})

it('fetches the ticket again at Send when the first fetch failed, and waits for it to age', async () => {
  const { deps, slept, fetched } = browser([new TypeError('Failed to fetch'), ticket('t2')])
  prefetchTicket('message', deps)
  expect(await readyTicket('message', deps)).toBe('t2')
  expect(fetched).toHaveLength(2)
  expect(slept[0]).toBeGreaterThanOrEqual(MIN_FILL_MS)
})

it('goes without one when none can be had (the server keeps the request as spam), and tries again next time', async () => {
  const { deps, fetched } = browser([
    new TypeError('Failed to fetch'),
    new Response('{"error":"rateLimited"}', { status: 429 }),
    ticket('t3'),
  ])
  prefetchTicket('message', deps)
  expect(await readyTicket('message', deps)).toBeUndefined()
  expect(await readyTicket('message', deps)).toBe('t3')
  expect(fetched).toHaveLength(3)
})

it('replaces a ticket near its four hours (a tab left open overnight) before sending', async () => {
  const { deps, fetched, pass } = browser([ticket('old'), ticket('new')])
  prefetchTicket('message', deps)
  await arrived()
  pass(TOKEN_REFRESH_AFTER_MS + 1)
  expect(await readyTicket('message', deps)).toBe('new')
  expect(fetched).toHaveLength(2)
})

it('fetches a new ticket as soon as a send has used one: the server takes each for one request', async () => {
  const { deps, fetched, pass } = browser([ticket('t-first'), ticket('t-second')])
  prefetchTicket('message', deps)
  await arrived()
  pass(MIN_FILL_MS)
  expect(await readyTicket('message', deps)).toBe('t-first')
  spendTicket('message', deps)
  expect(fetched).toHaveLength(2)
  await arrived()
  pass(MIN_FILL_MS)
  expect(await readyTicket('message', deps)).toBe('t-second')
})

it('remembers that the server refused a form its ticket (429), until a ticket comes again', async () => {
  const tooMany = () => Response.json({ error: 'rateLimited' }, { status: 429 })
  const { deps } = browser([tooMany(), tooMany(), ticket('t-later')])
  prefetchTicket('consultation', deps)
  expect(await readyTicket('consultation', deps)).toBeUndefined()
  expect(ticketWasRefused('consultation')).toBe(true)
  expect(ticketWasRefused('message')).toBe(false)
  // Fetched again at the next send, and taken.
  expect(await readyTicket('consultation', deps)).toBe('t-later')
  expect(ticketWasRefused('consultation')).toBe(false)
})

it('does not take a dropped connection for a refusal', async () => {
  const { deps } = browser([new TypeError('Failed to fetch'), new TypeError('Failed to fetch')])
  expect(await readyTicket('message', deps)).toBeUndefined()
  expect(ticketWasRefused('message')).toBe(false)
})
