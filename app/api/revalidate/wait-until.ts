import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Asks `check` again and again, `intervalMs` apart, until it says yes or
 * `timeoutMs` has passed. True as soon as it says yes.
 */
export async function waitUntil(
  check: () => Promise<boolean>,
  { timeoutMs, intervalMs }: { timeoutMs: number; intervalMs: number },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return true
    if (Date.now() + intervalMs >= deadline) return false
    await sleep(intervalMs)
  }
}
