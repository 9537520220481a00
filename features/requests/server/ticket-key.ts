/**
 * The key of the forms' tickets (./ticket.ts). Every server instance
 * must hold the same one, or a ticket fetched from one instance is refused
 * by the next and a family's request lands in Spam. In order:
 *
 * 1. `FORM_TOKEN_SECRET`, when set (at least 32 characters; shorter ones
 *    are used, with a warning);
 * 2. else a key derived (HKDF) from `SANITY_API_WRITE_TOKEN`: a site that
 *    keeps requests in a project has it on every instance, and the derived
 *    key tells nothing about the token;
 * 3. else a random key for this process: right for the fresh clone (one
 *    `next start`; a restart refuses the tickets of open forms), wrong for a
 *    serverless host with a project, for which the log names the variable.
 */
import 'server-only'
import { hkdfSync, randomBytes } from 'node:crypto'
import { contentSource } from '@/lib/env/content'
import { redisUrl } from '@/lib/env/clients'
import { ticketSecret, sanityWriteToken } from '@/lib/env/secrets'

export const MIN_SECRET_LENGTH = 32

export type TicketKeySource = { key: Uint8Array; from: 'FORM_TOKEN_SECRET' | 'SANITY_API_WRITE_TOKEN' | 'process' }

export interface KeyInputs {
  secret: string | undefined
  writeToken: string | undefined
  projectConfigured: boolean
  /** REDIS_URL is set: the site runs on several instances, which must share the key. */
  sharedLimits?: boolean
  /** This process's random key, when neither is set. */
  processKey: () => Uint8Array
  warn: (line: string) => void
}

export function resolveTicketKey({
  secret,
  writeToken,
  projectConfigured,
  sharedLimits = false,
  processKey,
  warn,
}: KeyInputs): TicketKeySource {
  if (secret) {
    if (secret.length < MIN_SECRET_LENGTH) {
      warn(
        `[leads] FORM_TOKEN_SECRET has ${secret.length} characters: use at least ${MIN_SECRET_LENGTH} random ones (e.g. \`openssl rand -base64 32\`).`,
      )
    }
    return { key: new TextEncoder().encode(secret), from: 'FORM_TOKEN_SECRET' }
  }
  if (writeToken) {
    const key = hkdfSync('sha256', writeToken, 'hearthside', 'form ticket v1', 32)
    return { key: new Uint8Array(key), from: 'SANITY_API_WRITE_TOKEN' }
  }
  // Several instances (REDIS_URL says so), each with a key of its own: about half the families' requests would land in
  // Spam, silently (issue 60). Refused at start, with the variable to set.
  if (sharedLimits) {
    throw new Error(
      'FORM_TOKEN_SECRET is not set, and REDIS_URL says this site runs on several instances: each would sign the forms’ tickets with a key of its own, and refuse the others’, keeping families’ requests as spam. Set FORM_TOKEN_SECRET to the same 32 random characters on every instance (`openssl rand -base64 32`; docs/security.md, "A person or a script").',
    )
  }
  if (projectConfigured) {
    warn(
      '[leads] FORM_TOKEN_SECRET is not set (nor SANITY_API_WRITE_TOKEN): the forms’ tickets are signed with a key of this process only, which other server instances do not share, so their requests would be kept as spam. Set FORM_TOKEN_SECRET to 32 random characters (docs/security.md, "A person or a script").',
    )
  }
  return { key: processKey(), from: 'process' }
}

// Kept on globalThis: `next dev` reloads modules, and a new key would refuse every open form's ticket.
const holder = globalThis as typeof globalThis & { __ticketProcessKey?: Uint8Array }
const processKey = () => (holder.__ticketProcessKey ??= new Uint8Array(randomBytes(32)))

let cached: { inputs: string; key: TicketKeySource } | null = null

/** At the server's start (instrumentation.ts): a set-up that would refuse families' tickets stops it, named. */
export function checkTicketKeyAtStart() {
  ticketKeyFromEnv()
}

/** This process's key, from its environment; each warning is logged once. */
export function ticketKeyFromEnv(): Uint8Array {
  const secret = ticketSecret()
  const writeToken = sanityWriteToken()
  const projectConfigured = contentSource().kind === 'contentLake'
  const inputs = JSON.stringify([secret, writeToken, projectConfigured, Boolean(redisUrl())])
  if (cached?.inputs !== inputs) {
    cached = {
      inputs,
      key: resolveTicketKey({
        secret,
        writeToken,
        projectConfigured,
        sharedLimits: Boolean(redisUrl()),
        processKey,
        warn: console.warn,
      }),
    }
  }
  return cached.key.key
}
