/**
 * Code the Studio loads imports relatively: Sanity's own build (`sanity
 * build`, `sanity deploy`, Vite) does not read tsconfig's paths and fails on
 * `@/`, while Next.js's build of /studio does not mind. So the lint rule for
 * these folders (eslint.config.mjs, STUDIO_LOADED) is checked here against
 * what the Studio really loads: every module reached from sanity.config.ts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : path.join(path.dirname(from), specifier)
  const found = ['', '.ts', '.tsx', '/index.ts']
    .map((end) => base + end)
    .find((file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile())
  return found ?? null
}

/** Every project module the Studio loads, with the specifiers each one names; type-only imports left out. */
function studioModules(entry: string, found = new Map<string, string[]>()): Map<string, string[]> {
  if (found.has(entry) || !/\.tsx?$/.test(entry)) return found
  const specifiers = [
    ...readFileSync(path.join(ROOT, entry), 'utf8').matchAll(
      /^(?:import|export)(?! type )[^'"]*?from '([^']+)'|^import '([^']+)'|import\('([^']+)'\)/gm,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3]!)
  found.set(entry, specifiers)
  for (const specifier of specifiers) {
    if (!specifier.startsWith('.') && !specifier.startsWith('@/')) continue
    const file = resolve(entry, specifier)
    if (file) studioModules(file, found)
  }
  return found
}

it('reaches the Studio’s modules only by relative imports, whatever the folder', () => {
  const modules = studioModules('sanity.config.ts')
  // The walk is real: it reaches the site's schemas, the request feature's Inbox and the ground floor.
  expect([...modules.keys()]).toEqual(
    expect.arrayContaining(['schemas/index.ts', 'features/requests/studio/inbox.ts', 'lib/time/agency-time.ts']),
  )
  const aliased = [...modules].flatMap(([file, specifiers]) =>
    specifiers.filter((specifier) => specifier.startsWith('@/')).map((specifier) => `${file}: ${specifier}`),
  )
  expect(aliased).toEqual([])
})
