/**
 * Who a client is, as far as the deployment can vouch for it (where the
 * limits, lib/limits/, find the client's address), and where the limits are
 * counted: this server's memory, or a Redis every instance shares.
 */

/**
 * Where the per-client request budgets (lib/limits/rate-limit.ts) find the client's
 * address. On Vercel, in the platform's own header. Elsewhere in
 * X-Forwarded-For, of which only what the deployment's own proxies appended
 * can be trusted: the entry `trustedHops` places from the right. With none
 * (0, the default), `next start` faces visitors itself, and the connection's
 * address is the client's (lib/http/request-guard.ts puts it there).
 */
export type ClientAddressSource = { kind: 'vercel' } | { kind: 'forwardedFor'; trustedHops: number }

export interface ClientAddressEnv {
  TRUSTED_PROXY_HOPS?: string
  /** Set to "1" by Vercel on every deployment. */
  VERCEL?: string
}

/** More proxies than this in a row is a mistake, not a deployment. */
export const MAX_TRUSTED_PROXY_HOPS = 9

export function resolveClientAddressSource(env: ClientAddressEnv): ClientAddressSource {
  // Vercel overwrites the forwarded headers itself, so a hop count means nothing there.
  if (env.VERCEL === '1') return { kind: 'vercel' }
  const text = env.TRUSTED_PROXY_HOPS?.trim()
  if (!text) return { kind: 'forwardedFor', trustedHops: 0 }
  if (/^\d{1,2}$/.test(text) && Number(text) <= MAX_TRUSTED_PROXY_HOPS) {
    return { kind: 'forwardedFor', trustedHops: Number(text) }
  }
  throw new Error(
    `TRUSTED_PROXY_HOPS "${text}" is not a number of proxies from 0 to ${MAX_TRUSTED_PROXY_HOPS}: set it to how many proxies of yours stand in front of the site and append to X-Forwarded-For (1 for a container behind nginx), or unset it when \`next start\` faces visitors itself (docs/security.md).`,
  )
}

/** Read at every call (cheap); read once at start too (lib/http/connection-address.ts), so a wrong value stops the server. */
export function clientAddressSource(): ClientAddressSource {
  return resolveClientAddressSource({ TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS, VERCEL: process.env.VERCEL })
}

// ---------------------------------------------------------------- Shared limits

/**
 * REDIS_URL: the Redis every instance of the site counts its limits in
 * (`redis://` or, with TLS, `rediss://`: the name hosts' Redis integrations,
 * Upstash's among them, set). Unset, each server counts in its own memory,
 * which is right for one `next start`. A value that is not such a URL stops
 * the server with the variable's name; the password is never echoed.
 */
export function resolveRedisUrl(value: string | undefined): string | undefined {
  const text = value?.trim()
  if (!text) return undefined
  let url: URL | null = null
  try {
    url = new URL(text)
  } catch {
    url = null
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    throw new Error(
      'REDIS_URL is not a Redis URL: use redis://[user:password@]host:port (rediss:// with TLS), as your host shows it, or unset it to count limits in each server\'s memory (docs/operations.md, "Shared limits").',
    )
  }
  return text
}

export function redisUrl(): string | undefined {
  return resolveRedisUrl(process.env.REDIS_URL)
}
