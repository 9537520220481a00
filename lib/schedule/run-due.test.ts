/**
 * The scheduler's run: every job in turn, a failing one never stopping the
 * others, and one run at a time in this process.
 */
import { runDue, type Job } from './run-due'

const log = { info: jest.fn(), error: jest.fn() }
beforeEach(() => {
  log.info.mockClear()
  log.error.mockClear()
})

it('runs every job with the moment given, and one that throws does not stop the next', async () => {
  const seen: string[] = []
  const jobs: Job[] = [
    { name: 'broken', run: async () => Promise.reject(new Error('the store is down')) },
    { name: 'fine', run: async (now) => (seen.push(now.toISOString()), 'sent 1') },
  ]
  const report = await runDue(jobs, { now: new Date('2026-03-10T15:10:00Z'), log })
  expect(report).toEqual({ ran: true, jobs: { broken: 'failed: the store is down', fine: 'sent 1' } })
  expect(seen).toEqual(['2026-03-10T15:10:00.000Z'])
  expect(log.error).toHaveBeenCalledWith('[schedule] broken failed: failed: the store is down')
  expect(log.info).toHaveBeenCalledWith('[schedule] broken: failed: the store is down; fine: sent 1')
})

it('runs once at a time: a second run while the first holds the lease does nothing', async () => {
  let release!: () => void
  const slow: Job = { name: 'slow', run: () => new Promise((resolve) => (release = () => resolve('done'))) }
  const first = runDue([slow], { log })
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(await runDue([slow], { log })).toEqual({ ran: false, why: 'another run holds the lease' })
  release()
  expect(await first).toEqual({ ran: true, jobs: { slow: 'done' } })
  // The lease is given back: the next minute's run runs.
  expect((await runDue([{ name: 'next', run: async () => 'none due' }], { log })).ran).toBe(true)
})
