/**
 * Phase 2, the configured site under a Content Lake outage: 100 connections
 * on `/` and `/about`; the fixture goes down, a change is published during
 * the outage (the document, then the signed webhook), the fixture comes
 * back, and `/` is polled until it shows the change.
 */
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { encodeSignatureHeader } from '@sanity/webhook'
import type { ContentLakeFixture } from '../../testing/content-lake'
import { CONFIG, HOST, REVALIDATE_SECRET } from './config'
import { PAGES, measured, type Budget, type Row } from './fresh'
import type { Server } from './server'
import { pages } from './traffic'

export interface Outage {
  row: Row
  heading: string
  /** What happened when, in seconds from the start of the run. */
  timeline: { at: number; what: string }[]
  webhook: { status: number | string; seconds: number }
  /** Seconds from the fixture's return to the first `/` showing the change; null if it never did. */
  visibleAfterSeconds: number | null
  /** How long that answer itself took: under load, part of the wait is the response time. */
  visibleResponseMs: number | null
  polls: { count: number; statuses: Record<string, number>; errors: number }
}

/** The signed webhook, on a connection of its own, as Sanity sends it. */
function webhook(port: number, body: string, signature: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: HOST,
        port,
        path: '/api/revalidate',
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'sanity-webhook-signature': signature,
          connection: 'close',
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.setTimeout(60_000, () => request.destroy(new Error('webhook timed out')))
    request.on('error', reject)
    request.end(body)
  })
}

/** GET / on the poller's own keep-alive connection: status, body and time taken. */
function poll(agent: http.Agent, port: number): Promise<{ status: number; body: string; ms: number } | null> {
  const sent = performance.now()
  return new Promise((resolve) => {
    const request = http.get({ host: HOST, port, path: '/', agent, headers: { accept: 'text/html' } }, (response) => {
      const parts: Buffer[] = []
      response.on('data', (part: Buffer) => parts.push(part))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(parts).toString(),
          ms: Math.round(performance.now() - sent),
        }),
      )
      response.on('error', () => resolve(null))
    })
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve(null))
  })
}

export async function outagePhase(server: Server, lake: ContentLakeFixture, progress: (line: string) => void) {
  const heading = `Load test ${new Date().toISOString()}`
  const timeline: Outage['timeline'] = []
  const polls: Outage['polls'] = { count: 0, statuses: {}, errors: 0 }
  // Filled in while the load runs.
  const found: {
    webhook: Outage['webhook']
    returnedAt: number | null
    visibleAfterSeconds: number | null
    visibleResponseMs: number | null
    failed: boolean
  } = {
    webhook: { status: 'not sent', seconds: 0 },
    returnedAt: null,
    visibleAfterSeconds: null,
    visibleResponseMs: null,
    failed: false,
  }
  const started = performance.now()
  const now = () => Math.round((performance.now() - started) / 100) / 10
  const at = (seconds: number) => sleep(Math.max(0, started + seconds * 1000 - performance.now()))
  const event = (what: string) => {
    timeline.push({ at: now(), what })
    progress(`2: ${now()} s: ${what}`)
  }

  const script = async () => {
    await at(CONFIG.outageAt)
    lake.setDown(true)
    event('Content Lake fixture down')
    await at(CONFIG.publishAt)
    const home = lake.documents().find((document) => document._id === 'homePage')
    if (!home) throw new Error('the fixture has no homePage document')
    lake.upsert({ ...home, heroHeading: heading })
    event(`homePage published in the fixture: "${heading}"`)
    const body = JSON.stringify({ _type: 'homePage', _id: 'homePage' })
    const sentAt = performance.now()
    const delivered = encodeSignatureHeader(body, Date.now(), REVALIDATE_SECRET)
      .then((signature) => webhook(server.port, body, signature))
      .catch((error: Error) => error.message)
      .then((status) => {
        found.webhook = { status, seconds: Math.round((performance.now() - sentAt) / 100) / 10 }
        event(`webhook answered ${status} after ${found.webhook.seconds} s`)
      })
    await at(CONFIG.returnAt)
    lake.setDown(false)
    found.returnedAt = performance.now()
    event('Content Lake fixture back')
    await delivered
  }

  // A visitor reloading / every 500 ms on one keep-alive connection, from the start: once the
  // fixture is back, the first answer with the new heading ends it. (A fresh connection would
  // also measure how long the busy server takes to accept it.)
  const poller = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const waiting = () =>
        found.returnedAt === null || performance.now() - found.returnedAt < CONFIG.visibleGiveUpSeconds * 1000
      while (!found.failed && waiting()) {
        const tick = performance.now()
        polls.count++
        const answer = await poll(agent, server.port)
        if (!answer) polls.errors++
        else polls.statuses[answer.status] = (polls.statuses[answer.status] ?? 0) + 1
        if (found.returnedAt !== null && answer?.body.includes(heading)) {
          found.visibleAfterSeconds = Math.round((performance.now() - found.returnedAt) / 100) / 10
          found.visibleResponseMs = answer.ms
          event(
            `the change is visible on / (${found.visibleAfterSeconds} s after the return; that answer took ${answer.ms} ms)`,
          )
          return
        }
        await sleep(Math.max(0, CONFIG.pollMs - (performance.now() - tick)))
      }
      if (!found.failed) event(`the change was not visible ${CONFIG.visibleGiveUpSeconds} s after the return`)
    } finally {
      agent.destroy()
    }
  }

  progress(`2: / and /about with ${CONFIG.connections} connections for ${CONFIG.seconds} s, outage in the middle`)
  const [[stream], memory] = await measured(server, () =>
    Promise.all([
      pages('configured: / and /about', server.origin, PAGES, CONFIG.connections, CONFIG.seconds),
      script()
        .catch((error: unknown) => {
          found.failed = true
          throw error
        })
        .finally(() => lake.setDown(false)),
      poller(),
    ]),
  )

  const pollFiveXx = Object.entries(polls.statuses)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, n]) => sum + n, 0)
  const visitorFiveXx = stream.fiveXx + pollFiveXx
  const { webhook: delivery, visibleAfterSeconds, visibleResponseMs } = found
  const budgets: Budget[] = [
    { name: '0 5xx to visitors', pass: visitorFiveXx === 0, actual: String(visitorFiveXx) },
    {
      name: `visible <= ${CONFIG.visibleBudgetSeconds} s after return`,
      pass: visibleAfterSeconds !== null && visibleAfterSeconds <= CONFIG.visibleBudgetSeconds,
      actual: visibleAfterSeconds === null ? 'never' : `${visibleAfterSeconds} s (answer took ${visibleResponseMs} ms)`,
    },
  ]
  const row: Row = { ...stream, phase: '2 outage', memory, budgets }
  return { row, heading, timeline, webhook: delivery, visibleAfterSeconds, visibleResponseMs, polls } satisfies Outage
}
