import { everyMinute } from './every-minute'

it('runs on each minute, never two runs at once, until stopped', async () => {
  jest.useFakeTimers({ now: new Date('2026-03-10T15:09:30Z') })
  let runs = 0
  let finish: (() => void) | null = null
  const ticker = everyMinute(
    () =>
      new Promise<void>((resolve) => {
        runs += 1
        finish = resolve
      }),
  )
  await jest.advanceTimersByTimeAsync(29_000)
  expect(runs).toBe(0)
  await jest.advanceTimersByTimeAsync(1_100) // 15:10:00 and a little
  expect(runs).toBe(1)
  // The run is still going at the next minute: that minute is skipped, not stacked.
  await jest.advanceTimersByTimeAsync(60_000)
  expect(runs).toBe(1)
  finish!()
  await jest.advanceTimersByTimeAsync(60_000)
  expect(runs).toBe(2)
  ticker.stop()
  finish!()
  await jest.advanceTimersByTimeAsync(180_000)
  expect(runs).toBe(2)
  jest.useRealTimers()
})
