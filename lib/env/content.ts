/**
 * Where the content comes from: the Sanity variables (public, so the
 * Studio's browser bundle reads them too), checked so that a wrong value
 * stops the build or the server with a message naming the variable.
 *
 * `NEXT_PUBLIC_*` values are read with literal `process.env.NAME`
 * expressions: that is the only form the build inlines into browser code.
 * The `resolve…` functions are pure, for the tests; the others read the
 * process. The server's secrets are in ./secrets.ts, which browser code
 * cannot import.
 */

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
