/**
 * Two instances of the site on one Redis, each with its own memory (a copy
 * of the scheduler's module each), run the schedule at the same minute: one
 * takes the lease, and the owner gets one second alert (issue 61).
 */
import { withSharedRedis } from '../../../testing/unit/shared-redis'
import type * as RunDue from '../../../lib/schedule/run-due'
import { runSecondAlerts } from './second-alerts'
import { jobContext, newLeadsFile, recorder, tuesday, waiting } from './test-kit'

withSharedRedis()

const instance = (): typeof RunDue => {
  let copy: typeof RunDue | undefined
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof RunDue>('../../../lib/schedule/run-due')
  })
  return copy!
}

it('sends one second alert when two instances on one Redis run the same minute', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {})
  const file = newLeadsFile()
  await waiting(file, 'g1', tuesday('10:00'))
  // A slow provider: both runs are under way at once.
  const { sent, send } = recorder(undefined, 200)
  const job = { name: 'second alerts', run: (now: Date) => runSecondAlerts(jobContext(file, now, send)) }
  const [one, two] = [instance(), instance()]
  const reports = await Promise.all([
    one.runDue([job], { now: tuesday('11:10') }),
    two.runDue([job], { now: tuesday('11:10') }),
  ])
  expect(sent.map(({ channels }) => channels.join()).sort()).toEqual(['email', 'text'])
  expect(reports.filter((report) => report.ran)).toHaveLength(1)
  expect(reports.find((report) => !report.ran)).toEqual({ ran: false, why: 'another run holds the lease' })
})
