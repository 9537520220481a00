/**
 * The one module that reads the environment, but for the secrets. Every
 * other variable the site uses is read and checked here, and a wrong value
 * stops the build or the server with a message that names the variable to
 * fix. `.env.example` lists them all.
 *
 * `NEXT_PUBLIC_*` values are read with literal `process.env.NAME` expressions:
 * that is the only form the build inlines into browser code (the Studio's
 * bundle imports this module). So the tokens and the webhook's secret are
 * read in lib/server-env.ts instead, which browser code cannot import.
 *
 * The `resolve…` functions are pure, for the tests; the others read the process.
 */

// ---------------------------------------------------------------- Sanity

export const DEFAULT_API_VERSION = '2025-09-25'

export type ContentSource =
  | { kind: 'starter'; apiVersion: string }
  | {
      kind: 'contentLake'
      projectId: string
      dataset: string
      apiVersion: string
      /** Set only when SANITY_API_HOST overrides Sanity's own API host. */
      apiHost?: string
    }

export interface SanityEnv {
  NEXT_PUBLIC_SANITY_PROJECT_ID?: string
  NEXT_PUBLIC_SANITY_DATASET?: string
  NEXT_PUBLIC_SANITY_API_VERSION?: string
  SANITY_API_HOST?: string
}

export class SanityConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SanityConfigError'
  }
}

// Sanity project ids are short strings of lower-case letters and digits;
// dataset names add "_" and "-" and are at most 64 characters.
const PROJECT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/
const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/
const API_VERSION = /^v?(\d{4}-\d{2}-\d{2}|1|X)$/

const STARTER_HINT =
  'Unset both NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET to run on the starter content.'

/** The public Sanity values as the build inlines them (the Studio's bundle reads these too). */
export const publicSanityEnv: Readonly<SanityEnv> = {
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
}

/**
 * Where content comes from. No Sanity variables: the embedded starter
 * dataset. Both project id and dataset: that project's Content Lake. Anything
 * in between is a mistake we refuse to guess about, because guessing wrong
 * means publishing the starter content for a real agency.
 */
export function resolveContentSource(env: SanityEnv): ContentSource {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim() || undefined
  const dataset = env.NEXT_PUBLIC_SANITY_DATASET?.trim() || undefined
  const apiVersion = env.NEXT_PUBLIC_SANITY_API_VERSION?.trim() || DEFAULT_API_VERSION
  const apiHost = env.SANITY_API_HOST?.trim() || undefined

  if (!API_VERSION.test(apiVersion)) {
    throw new SanityConfigError(
      `NEXT_PUBLIC_SANITY_API_VERSION "${apiVersion}" is not a Sanity API version: use a date such as ${DEFAULT_API_VERSION}, or unset it.`,
    )
  }
  if (!projectId && !dataset) return { kind: 'starter', apiVersion }

  if (!projectId) {
    throw new SanityConfigError(
      `NEXT_PUBLIC_SANITY_PROJECT_ID is not set, but NEXT_PUBLIC_SANITY_DATASET is ("${dataset}"). Set the project id shown at sanity.io/manage. ${STARTER_HINT}`,
    )
  }
  if (!dataset) {
    throw new SanityConfigError(
      `NEXT_PUBLIC_SANITY_DATASET is not set, but NEXT_PUBLIC_SANITY_PROJECT_ID is ("${projectId}"). Set the dataset name, usually "production". ${STARTER_HINT}`,
    )
  }
  if (!PROJECT_ID.test(projectId)) {
    throw new SanityConfigError(
      `NEXT_PUBLIC_SANITY_PROJECT_ID "${projectId}" is not a Sanity project id: copy the id shown at sanity.io/manage (lower-case letters and digits, for example "abc123de").`,
    )
  }
  if (!DATASET.test(dataset)) {
    throw new SanityConfigError(
      `NEXT_PUBLIC_SANITY_DATASET "${dataset}" is not a dataset name: lower-case letters, digits, "_" and "-", for example "production".`,
    )
  }
  if (apiHost !== undefined && !isHttpUrl(apiHost)) {
    throw new SanityConfigError(
      `SANITY_API_HOST "${apiHost}" is not a URL: use a full address such as https://api.sanity.io, or unset it.`,
    )
  }
  return { kind: 'contentLake', projectId, dataset, apiVersion, ...(apiHost ? { apiHost } : {}) }
}

/** The content source of this process. SANITY_API_HOST replaces Sanity's API host (the tests' local fixture). */
export function contentSource(): ContentSource {
  return resolveContentSource({ ...publicSanityEnv, SANITY_API_HOST: process.env.SANITY_API_HOST })
}

/**
 * How long the publish webhook waits before refreshing pages, so that the
 * Content Lake shows what it announced (next-sanity's parseBody waits the same
 * 3 s). A value that is not a whole number of milliseconds up to 20 s is
 * refused with its name, and the default used.
 */
export const DEFAULT_WEBHOOK_SETTLE_MS = 3000

export function resolveWebhookSettleMs(value: string | undefined): { ms: number; error?: string } {
  const text = value?.trim()
  if (!text) return { ms: DEFAULT_WEBHOOK_SETTLE_MS }
  if (/^\d{1,5}$/.test(text) && Number(text) <= 20_000) return { ms: Number(text) }
  return {
    ms: DEFAULT_WEBHOOK_SETTLE_MS,
    error: `SANITY_WEBHOOK_SETTLE_MS "${text}" is not a number of milliseconds from 0 to 20000: using ${DEFAULT_WEBHOOK_SETTLE_MS}. Fix or unset it.`,
  }
}

export function webhookSettleMs(): number {
  const { ms, error } = resolveWebhookSettleMs(process.env.SANITY_WEBHOOK_SETTLE_MS)
  if (error) console.error(error)
  return ms
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

// ---------------------------------------------------------------- Public address

export const FALLBACK_SITE_URL = 'http://localhost:3000'

export interface SiteUrlEnv {
  NEXT_PUBLIC_SITE_URL?: string
  /** Set by Vercel on every deployment: the production domain, without a scheme. */
  VERCEL_PROJECT_PRODUCTION_URL?: string
}

export interface ResolvedSiteUrl {
  /** Origin plus any base path, without a trailing slash: `https://example.com`. */
  url: string
  /** True when neither variable was set and the local address is used. */
  fallback: boolean
}

/**
 * The public address of the site, for everything a search engine or a social
 * network reads without a request to go by: canonical links, the sitemap,
 * robots.txt, Open Graph URLs and the structured data.
 */
export function resolveSiteUrl(env: SiteUrlEnv): ResolvedSiteUrl {
  const configured = env.NEXT_PUBLIC_SITE_URL?.trim()
  if (configured) {
    let parsed: URL
    try {
      parsed = new URL(configured)
    } catch {
      throw new Error(
        `NEXT_PUBLIC_SITE_URL "${configured}" is not a URL: use the full address, e.g. https://example.com`,
      )
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new Error(`NEXT_PUBLIC_SITE_URL "${configured}" must start with https:// (or http:// for a local run)`)
    }
    return { url: `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, ''), fallback: false }
  }
  const vercel = env.VERCEL_PROJECT_PRODUCTION_URL?.trim()
  if (vercel) return { url: `https://${vercel.replace(/\/+$/, '')}`, fallback: false }
  return { url: FALLBACK_SITE_URL, fallback: true }
}

let warnedSiteUrl = false

export function siteUrl(): string {
  const { url, fallback } = resolveSiteUrl({
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    VERCEL_PROJECT_PRODUCTION_URL: process.env.VERCEL_PROJECT_PRODUCTION_URL,
  })
  // Said once per process, in development and in builds alike: a deployed
  // site whose canonical links point at localhost is invisible to search.
  if (fallback && !warnedSiteUrl && process.env.NODE_ENV !== 'test') {
    warnedSiteUrl = true
    console.warn(
      `NEXT_PUBLIC_SITE_URL is not set: canonical links, the sitemap and structured data use ${FALLBACK_SITE_URL}. Set it to the public address (e.g. https://example.com) before deploying.`,
    )
  }
  return url
}

// ---------------------------------------------------------------- EmailJS

export interface EmailJsConfig {
  serviceId: string
  /** The message form's template; the consultation form's too when it has none of its own. */
  templateId: string
  publicKey: string
  /** The consultation form's own template, when set. */
  consultationTemplateId?: string
  /** The caregiver application's own template, when set. */
  applicationTemplateId?: string
}

/** Either a complete configuration, or the names of the variables still to set. */
export type EmailJsSetting = { config: EmailJsConfig; missing: [] } | { config: null; missing: string[] }

const EMAILJS_VARIABLES = [
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
] as const

/** Optional: without them, consultation requests and applications use the message template with `request_type` set. */
const EMAILJS_CONSULTATION_TEMPLATE = 'NEXT_PUBLIC_EMAILJS_CONSULTATION_TEMPLATE_ID'
const EMAILJS_APPLICATION_TEMPLATE = 'NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID'

type EmailJsVariable =
  (typeof EMAILJS_VARIABLES)[number] | typeof EMAILJS_CONSULTATION_TEMPLATE | typeof EMAILJS_APPLICATION_TEMPLATE

export function emailJsConfig(values: Partial<Record<EmailJsVariable, string>>): EmailJsSetting {
  const [serviceId, templateId, publicKey] = EMAILJS_VARIABLES.map((name) => values[name]?.trim() ?? '')
  const missing = EMAILJS_VARIABLES.filter((name) => !values[name]?.trim())
  if (!serviceId || !templateId || !publicKey) return { config: null, missing }
  const consultationTemplateId = values[EMAILJS_CONSULTATION_TEMPLATE]?.trim()
  const applicationTemplateId = values[EMAILJS_APPLICATION_TEMPLATE]?.trim()
  return {
    config: {
      serviceId,
      templateId,
      publicKey,
      ...(consultationTemplateId ? { consultationTemplateId } : {}),
      ...(applicationTemplateId ? { applicationTemplateId } : {}),
    },
    missing: [],
  }
}

/**
 * The contact section's EmailJS account. Public by design (EmailJS is called
 * from the browser); the server hands it to the forms as a prop.
 */
export function emailJsSetting(): EmailJsSetting {
  return emailJsConfig({
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    NEXT_PUBLIC_EMAILJS_CONSULTATION_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_CONSULTATION_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID,
  })
}

// ---------------------------------------------------------------- Who is asking

/**
 * Where the per-client request budgets (lib/http/rate-limit.ts) find the client's
 * address. On Vercel, in the platform's own header. Elsewhere in
 * X-Forwarded-For, of which only what the deployment's own proxies appended
 * can be trusted: the entry `trustedHops` places from the right. With none
 * (0, the default), `next start` faces visitors itself, and the connection's
 * address is the client's (lib/http/connection-address.ts puts it there).
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

// ---------------------------------------------------------------- Switches

/** `next dev` (React's dev tooling; the Studio's GROQ playground). */
export const isDevelopment = process.env.NODE_ENV === 'development'

/**
 * Page views and Core Web Vitals, where they can be received: on Vercel, or
 * wherever NEXT_PUBLIC_ENABLE_ANALYTICS=true says the host has the /_vercel
 * endpoints. Elsewhere (local runs, tests) no script is requested.
 */
export function analyticsEnabled(): boolean {
  return process.env.VERCEL === '1' || process.env.NEXT_PUBLIC_ENABLE_ANALYTICS === 'true'
}

/** A build made by `npm run bench` (BENCH=1), which serves the framework floor page. */
export function isBenchBuild(): boolean {
  return process.env.BENCH === '1'
}

/**
 * The bench's second build (BENCH_PAGE_LOADER=off, honoured in BENCH=1 builds
 * only): the starter content as it reads once the owner has turned the
 * page-load spinner off, so that both states of one commit can be measured
 * side by side (docs/benchmark.md, "The loader, on and off").
 */
export function isBenchLoaderOff(): boolean {
  return isBenchBuild() && process.env.BENCH_PAGE_LOADER === 'off'
}
