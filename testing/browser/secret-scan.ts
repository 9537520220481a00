import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadEnvConfig } from '@next/env'

/** Server-only variables that must never reach a browser. */
// The owner's alert numbers are not here: the agency's public number, on every page, is often one of them.
export const SECRET_NAMES = [
  'SANITY_API_READ_TOKEN',
  'SANITY_API_WRITE_TOKEN',
  'SANITY_REVALIDATE_SECRET',
  'EMAILJS_PRIVATE_KEY',
  'TWILIO_AUTH_TOKEN',
  'FORM_TOKEN_SECRET',
] as const

/**
 * The values the build would have seen: the environment, then the .env files
 * `next build` reads (loaded the same way, by @next/env), so a token kept in
 * .env.local is checked even when the test run's own environment lacks it.
 */
export function secretValues(dir = process.cwd()): Map<string, string> {
  const { combinedEnv } = loadEnvConfig(dir, false, { info: () => {}, error: console.error })
  const values = new Map<string, string>()
  for (const name of SECRET_NAMES) {
    const value = (process.env[name] ?? combinedEnv[name])?.trim()
    // Very short values would match by accident; no real token or secret is that short.
    if (value && value.length >= 8) values.set(name, value)
  }
  return values
}

/**
 * Whatever the build output serves to browsers: the client bundles and
 * assets under static/, and the prerendered pages (HTML and RSC payloads)
 * under server/app/. Server code is not scanned: it may hold secrets.
 */
export function publicBuildFiles(distDir: string): string[] {
  const staticFiles = filesUnder(path.join(distDir, 'static'))
  const prerendered = filesUnder(path.join(distDir, 'server', 'app')).filter((file) => /\.(html|rsc|body)$/.test(file))
  return [...staticFiles, ...prerendered]
}

/** Every file below `dir`, at any depth. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

// A variable's name followed by a value, as a leaked env object or config would look:
// SANITY_API_READ_TOKEN:"…", "SANITY_REVALIDATE_SECRET":'…', SANITY_API_READ_TOKEN=…
const NAME_WITH_VALUE = new RegExp(`(${SECRET_NAMES.join('|')})["']?\\s*[:=]\\s*["'\`]?[A-Za-z0-9_\\-]{8,}`)
// The shape of a Sanity API token: "sk" and a long run of letters and digits, as a string literal.
const SANITY_TOKEN = /["'`]sk[A-Za-z0-9]{60,}["'`]/

export interface Finding {
  file: string
  what: string
}

/** Every place in `files` where a secret, or something shaped like one, appears. */
export function findSecrets(files: string[], values: Map<string, string>): Finding[] {
  const findings: Finding[] = []
  for (const file of files) {
    const content = readFileSync(file, 'latin1')
    for (const [name, value] of values) {
      if (content.includes(value)) findings.push({ file, what: `the value of ${name}` })
    }
    const named = NAME_WITH_VALUE.exec(content)
    if (named) findings.push({ file, what: `${named[1]} with a value` })
    if (SANITY_TOKEN.test(content)) findings.push({ file, what: 'a string shaped like a Sanity API token' })
  }
  return findings
}
