import { resolveEmbeddedScheduler } from './schedule'

it('keeps the time inside `next start` unless told not to, on Vercel, or while building', () => {
  expect(resolveEmbeddedScheduler({})).toBe(true)
  expect(resolveEmbeddedScheduler({ SCHEDULER: 'on' })).toBe(true)
  expect(resolveEmbeddedScheduler({ SCHEDULER: 'OFF' })).toBe(false)
  expect(resolveEmbeddedScheduler({ VERCEL: '1' })).toBe(false)
  expect(resolveEmbeddedScheduler({ NEXT_PHASE: 'phase-production-build' })).toBe(false)
})

it('stops the server on any other value, naming the variable', () => {
  expect(() => resolveEmbeddedScheduler({ SCHEDULER: 'sometimes' })).toThrow(/^SCHEDULER "sometimes" is neither/)
})
