/**
 * GET /api/cron: the schedule's run for a cron, only with the bearer token;
 * the run itself is the schedule's (mocked here: its jobs have tests of their own).
 */
const runSchedule = jest.fn(async () => ({ ran: true, jobs: { 'second alerts': 'none due' } }))
jest.mock('../../../schedule', () => ({ runSchedule: () => runSchedule() }))

const SECRET = 'cron-secret-of-the-tests-32-characters'

async function call(authorization?: string, client = '203.0.113.20') {
  const { GET } = await import('./route')
  return GET(
    new Request('http://care.example/api/cron', {
      headers: { 'x-forwarded-for': client, ...(authorization ? { authorization } : {}) },
    }),
  )
}

beforeEach(() => {
  runSchedule.mockClear()
  jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  delete process.env.CRON_SECRET
  jest.restoreAllMocks()
})

it('runs the schedule for a call with the bearer token, and says what each job did', async () => {
  process.env.CRON_SECRET = SECRET
  const response = await call(`Bearer ${SECRET}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.json()).toEqual({ ran: true, jobs: { 'second alerts': 'none due' } })
  expect(runSchedule).toHaveBeenCalledTimes(1)
})

it('refuses a call without the token, or with another (401), ten a minute, then 429; runs nothing', async () => {
  process.env.CRON_SECRET = SECRET
  expect((await call()).status).toBe(401)
  expect((await call(`Bearer ${SECRET}x`)).status).toBe(401)
  expect((await call(SECRET)).status).toBe(401)
  const statuses = []
  for (let i = 0; i < 11; i++) statuses.push((await call('Bearer nope', '198.51.100.30')).status)
  expect(statuses).toEqual([...Array(10).fill(401), 429])
  expect(runSchedule).not.toHaveBeenCalled()
})

it('names the variable to set when CRON_SECRET is missing (503)', async () => {
  const response = await call('Bearer anything')
  expect(response.status).toBe(503)
  expect((await response.json()).error).toMatch(/^CRON_SECRET is not set/)
  expect(runSchedule).not.toHaveBeenCalled()
})
