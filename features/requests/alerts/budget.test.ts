/**
 * The site's alerts an hour on several instances sharing one Redis (issue 60,
 * finding 1): past the cap, one digest a channel and window, not one every few
 * requests as when the window was named by "now + the time left".
 */
import { withSharedRedis } from '../../../testing/unit/shared-redis'
import { ALERT_WINDOW_MS, createAlertBudget, type BudgetVerdict } from './budget'

withSharedRedis()

it('sends ten alerts, then one digest a channel for the whole hour, from two instances on one Redis', async () => {
  const instances = [createAlertBudget(), createAlertBudget()]
  const hour = Math.floor(Date.now() / ALERT_WINDOW_MS) * ALERT_WINDOW_MS
  const verdicts: Record<'email' | 'text', BudgetVerdict['send'][]> = { email: [], text: [] }
  // 85 requests over the hour's first 40 minutes, each a few seconds after the last, on either instance.
  for (let i = 0; i < 85; i++) {
    const at = new Date(hour + i * 28_000 + (i % 7))
    for (const channel of ['email', 'text'] as const) {
      verdicts[channel].push((await instances[i % 2]!.spend(channel, 10, at)).send)
    }
  }
  for (const channel of ['email', 'text'] as const) {
    expect(verdicts[channel].filter((send) => send === 'alert')).toHaveLength(10)
    expect(verdicts[channel].filter((send) => send === 'digest')).toHaveLength(1)
    expect(verdicts[channel][10]).toBe('digest')
  }
  // The next hour starts afresh, on either instance.
  expect((await instances[1]!.spend('email', 10, new Date(hour + ALERT_WINDOW_MS + 5))).send).toBe('alert')
})
