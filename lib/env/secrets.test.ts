/**
 * The server's secrets: read where only the server can import them. The
 * Studio's browser bundle imports the other modules of lib/env/
 * (sanity.config.ts), so those must hold no token getter, and
 * lib/env/secrets.ts must refuse to load anywhere but on the server (the
 * `react-server` condition, under which Next.js builds server code and the
 * `npm run leads:*` scripts run).
 */
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import * as clients from '@/lib/env/clients'
import * as content from '@/lib/env/content'
import * as emailjs from '@/lib/env/emailjs'
import * as site from '@/lib/env/site'
import { cronSecret, ticketSecret, revalidateSecret, sanityReadToken, sanityWriteToken } from '@/lib/env/secrets'

/** The environment modules any bundle may import: all of lib/env/ but the secrets. */
const PUBLIC_MODULES = readdirSync('lib/env').filter((name) => /^[a-z-]+\.ts$/.test(name) && name !== 'secrets.ts')
const env = { ...clients, ...content, ...emailjs, ...site }

const SECRETS = {
  SANITY_API_READ_TOKEN: sanityReadToken,
  SANITY_API_WRITE_TOKEN: sanityWriteToken,
  SANITY_REVALIDATE_SECRET: revalidateSecret,
  FORM_TOKEN_SECRET: ticketSecret,
  CRON_SECRET: cronSecret,
}

/** Imports lib/env/secrets.ts in a fresh Node process, as a bundle for that condition would. */
function importServerEnv(conditions: string[]) {
  return promisify(execFile)(
    process.execPath,
    [...conditions.map((name) => `--conditions=${name}`), '--import', 'tsx', '-e', "import('./lib/env/secrets.ts')"],
    { timeout: 20_000 },
  )
}

describe('the server’s secrets', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const name of Object.keys(SECRETS)) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  })

  it.each(Object.entries(SECRETS))('%s is read on the server, trimmed; blank means none', (name, read) => {
    process.env[name] = '  skSecretValue  '
    expect(read()).toBe('skSecretValue')
    process.env[name] = '   '
    expect(read()).toBeUndefined()
  })

  it('are not read in lib/env/, the modules the Studio’s browser bundle imports, but in secrets.ts', () => {
    expect(PUBLIC_MODULES).toEqual([
      'clients.ts',
      'content.ts',
      'emailjs.ts',
      'load-env-files.ts',
      'schedule.ts',
      'site.ts',
    ])
    const source = PUBLIC_MODULES.map((name) => readFileSync(`lib/env/${name}`, 'utf8')).join('\n')
    for (const name of [...Object.keys(SECRETS), 'SANITY_AUTH_TOKEN', 'EMAILJS_PRIVATE_KEY', 'TWILIO_AUTH_TOKEN']) {
      expect(source).not.toContain(name)
    }
    for (const getter of Object.values(SECRETS)) expect(Object.keys(env)).not.toContain(getter.name)
  })

  it('refuse to load outside the server, and load on it', async () => {
    await expect(importServerEnv([])).rejects.toMatchObject({
      stderr: expect.stringContaining('This module cannot be imported from a Client Component module'),
    })
    await expect(importServerEnv(['browser'])).rejects.toMatchObject({ code: 1 })
    await expect(importServerEnv(['react-server'])).resolves.toMatchObject({ stderr: '' })
  }, 30_000)
})
