/**
 * The browser carries only the words it shows (docs/decisions.md, "Two
 * languages"): the bundler does not split a module, so a browser module that
 * reached lib/i18n/en.ts, es.ts or words.ts would ship every word of the
 * site, or of both languages. Follows every import, static and dynamic, of
 * every 'use client' module, and fails on one that reaches them.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'

const ROOT = path.resolve(__dirname, '../..')
const WHOLE = ['lib/i18n/en.ts', 'lib/i18n/es.ts', 'lib/i18n/words.ts']

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate
  }
  return null
}

/** The modules a module imports at run time (type-only imports carry nothing). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...[...text.matchAll(/^import(?! type)[^'"]*?from '([^']+)'/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/^import '([^']+)'/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/^export (?!type)[^'"]*?from '([^']+)'/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]!),
  ]
  return specifiers.map((specifier) => resolve(file, specifier)).filter((found): found is string => found !== null)
}

const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx'], { cwd: ROOT })
  .toString()
  .split('\n')
  .filter((file) => file && !file.includes('.test.') && !file.startsWith('e2e/') && !file.startsWith('node_modules'))
const browserModules = sources.filter((file) =>
  /^\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]use client['"]/.test(readFileSync(path.join(ROOT, file), 'utf8')),
)

describe('what the browser carries of the site’s words', () => {
  it('no browser module reaches every word of a language, or of both', () => {
    expect(browserModules.length).toBeGreaterThan(20)
    const reached: string[] = []
    for (const start of browserModules) {
      const seen = new Set<string>()
      const queue = [path.join(ROOT, start)]
      while (queue.length > 0) {
        const file = queue.shift()!
        if (seen.has(file)) continue
        seen.add(file)
        const relative = path.relative(ROOT, file)
        if (WHOLE.includes(relative)) reached.push(`${start} → ${relative}`)
        else queue.push(...importsOf(file))
      }
    }
    expect(reached).toEqual([])
  })
})
