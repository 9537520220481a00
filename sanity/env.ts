/**
 * Where content comes from, decided once from the environment.
 *
 * No Sanity variables: the embedded starter dataset. Both project id and
 * dataset: that project's Content Lake. Anything in between is a mistake we
 * refuse to guess about, because guessing wrong means publishing the starter
 * content for a real agency.
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

/**
 * The variables are read with literal `process.env.NAME` expressions so that
 * Next.js can inline the public ones into the Studio's browser bundle.
 */
export function sanityEnvFromProcess(): SanityEnv {
  return {
    NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
    NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
    SANITY_API_HOST: process.env.SANITY_API_HOST,
  }
}

export function resolveContentSource(env: SanityEnv = sanityEnvFromProcess()): ContentSource {
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

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
