/**
 * Runs code with the clock in another zone, as a visitor's device or a
 * server abroad would be. Jest's sandbox cannot change the zone of its own
 * process (an assignment to process.env.TZ there never reaches Node), so the
 * code runs in a fresh Node process with TZ set, the TypeScript modules
 * loaded through tsx, and its result comes back as JSON.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

/** Visitors' zones on both sides of Georgia's, one sharing its changes at another offset, and a server's. */
export const VISITOR_ZONES = ['Pacific/Honolulu', 'Asia/Tokyo', 'America/Los_Angeles', 'UTC'] as const

/**
 * `expression` evaluated with `modules` (name → path from the repository's
 * root) in scope, and `localHour`: the hour the process's own clock shows
 * at 2026-06-06T03:59Z, which proves the zone took effect.
 */
export function evaluateInTimeZone(zone: string, modules: Record<string, string>, expression: string): unknown {
  const imports = Object.entries(modules)
    .map(([name, file]) => {
      const url = JSON.stringify(path.join(process.cwd(), file))
      return `const ${name} = await import(${url}).then((m) => m.default ?? m)`
    })
    .join('\n')
  const script = `${imports}
const localHour = new Date('2026-06-06T03:59:00Z').getHours()
process.stdout.write(JSON.stringify({ localHour, value: ${expression} }))`
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  })
  const { localHour, value } = JSON.parse(output) as { localHour: number; value: unknown }
  const expectedHour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(
      new Date('2026-06-06T03:59:00Z'),
    ),
  )
  if (localHour !== expectedHour) throw new Error(`The child process did not run in ${zone} (hour ${localHour})`)
  return value
}
