/**
 * Where the alert code may run. What reads the private key, the auth token
 * and the owner's numbers (the variable's, or the Studio's with the server's
 * token), or calls the services, is marked server-only, so
 * a client component that imported it would fail the build; what the Studio
 * and the forms import (the Inbox's line, the waiting times, the office
 * hours, the promise's words, the request's schema and desk) reaches no
 * server-only or Node module.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()
const ALERTS = 'features/requests/alerts'
const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const isServerOnly = (file: string) => /^import 'server-only'$/m.test(source(file))

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null
  const base = specifier.startsWith('@/') ? specifier.slice(2) : path.join(path.dirname(from), specifier)
  return (
    ['', '.ts', '.tsx', '/index.ts']
      .map((end) => base + end)
      .find((file) => /\.(ts|tsx|json)$/.test(file) && existsSync(path.join(ROOT, file))) ?? null
  )
}

/** Every module `file` loads, its own included, and the packages it names: type-only imports left out. */
function reach(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return { seen, packages }
  seen.add(file)
  if (file.endsWith('.json')) return { seen, packages }
  for (const [, typeOnly, specifier] of source(file).matchAll(/^import (type )?(?:[^'"]*? from )?'([^']+)'/gm)) {
    if (typeOnly) continue
    const local = resolve(file, specifier!)
    if (local) reach(local, seen, packages)
    else packages.add(specifier!)
  }
  return { seen, packages }
}

describe('the alert code', () => {
  const files = readdirSync(path.join(ROOT, ALERTS))
    .filter((name) => !isTest(name))
    .map((name) => `${ALERTS}/${name}`)

  it('is server-only wherever it reads the alert settings or calls a service', () => {
    const reaching = files.filter((file) =>
      /ownerAlertSetting|attemptOnce|authorization|sanity(Read|Write)Token/.test(source(file)),
    )
    expect(reaching.sort()).toEqual(
      [
        'emailjs-server.ts',
        'env.ts',
        'retry.ts',
        'send-owner-alert.ts',
        'send-owner-message.ts',
        'studio-numbers.ts',
        'twilio.ts',
      ].map((name) => `${ALERTS}/${name}`),
    )
    for (const file of reaching) expect(`${file}: ${isServerOnly(file)}`).toBe(`${file}: true`)
  })

  it('is reached only through server-only modules, anywhere in the repository', () => {
    const callers = sourceFiles('.').filter(
      (file) => file !== `${ALERTS}/env.ts` && /\bownerAlertSetting\(|\bsendOwnerAlert\(/.test(source(file)),
    )
    expect(callers.length).toBeGreaterThan(0)
    for (const file of callers) expect(`${file}: ${isServerOnly(file)}`).toBe(`${file}: true`)
  })

  it("reads the Studio's alert numbers only in server-only modules, anywhere in the repository", () => {
    const readers = sourceFiles('.').filter((file) =>
      /\balertSettingsQuery\b|\breadStudioAlertSettings\(/.test(source(file)),
    )
    // The alerts' query module, the server's one read of it, and the scheduler's jobs that call it: all server-only.
    expect(readers.sort()).toEqual([
      `${ALERTS}/alert-queries.ts`,
      `${ALERTS}/studio-numbers.ts`,
      'features/requests/schedule.ts',
    ])
    for (const reader of readers) expect(isServerOnly(reader)).toBe(true)
    // No page or section reaches the read, whatever the path.
    for (const page of sourceFiles('app').concat(sourceFiles('components'))) {
      if (isServerOnly(page)) continue
      expect(`${page}: ${[...reach(page).seen].includes(`${ALERTS}/studio-numbers.ts`)}`).toBe(`${page}: false`)
    }
  })

  it('is walked import by import, as a bundler would (the check below can fail)', () => {
    expect(reach(`${ALERTS}/send-owner-alert.ts`).packages).toContain('server-only')
    expect(reach('features/requests/model/owner-alert.ts').seen).toContain('lib/time/agency-time.ts')
  })

  it.each([
    'features/requests/model/owner-alert.ts',
    'features/requests/model/waiting.ts',
    'features/requests/model/response-times.ts',
    'features/requests/schemas/request.ts',
    'features/requests/schemas/alert-settings.ts',
    'features/requests/model/alert-settings.ts',
    'features/requests/model/alert-numbers.ts',
    'features/requests/studio/inbox.ts',
    `${ALERTS}/text-message.ts`,
    `${ALERTS}/email-params.ts`,
    `${ALERTS}/county.ts`,
    'lib/time/office-hours.ts',
    'lib/time/reply-promise.ts',
  ])('leaves %s usable in the browser and the Studio', (file) => {
    const { seen, packages } = reach(file)
    expect([...seen].filter(isServerOnlyFile)).toEqual([])
    expect([...packages].filter((name) => name === 'server-only' || name.startsWith('node:'))).toEqual([])
  })
})

/** The project's own TypeScript files: tests, build output and the generated query types (no code) left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return /^(node_modules|\..*)$/.test(entry.name) ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) && file !== 'sanity.types.ts' ? [file] : []
  })
}

/** Tests sit beside the code; they run in Jest, never in a bundle. */
function isTest(name: string): boolean {
  return /\.test\.tsx?$/.test(name)
}

function isServerOnlyFile(file: string): boolean {
  return !file.endsWith('.json') && isServerOnly(file)
}
