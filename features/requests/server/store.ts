import 'server-only'
import type { SanityClient } from '@sanity/client'
import { contentSource, type ContentSource } from '@/lib/env/content'
import { sanityWriteToken } from '@/lib/env/secrets'
import { storedRequest, type RequestDocument } from '../model/stored'
import type { OwnerAlertOutcome } from '../model/owner-alert'
import {
  LOCAL_LEADS_FILE,
  appendRequest,
  isUnwritable,
  readRequests,
  rewriteRequests,
  updateRequest,
} from './file-store'
import { createContentLakeClient } from '@/sanity/client'
import { requestByIdQuery, unconfirmedRequestQuery } from './store-queries'

/**
 * Where POST /api/leads keeps a request: the project's Content Lake with the
 * write token, or, without a project, the local NDJSON file. Whatever fails
 * is logged for the operator (never the visitor's words) and answered with
 * words for the visitor; the form sends the e-mail either way. Then the
 * owner's alert is recorded on the same request (`recordOwnerAlert`).
 */

export type StoreResult =
  { ok: true } | { ok: false; status: 409 | 503; error: 'duplicate' | 'storageUnavailable'; message: string }

export const UNAVAILABLE = {
  ok: false,
  status: 503,
  error: 'storageUnavailable',
  message: 'We could not keep a copy of your request on our website just now.',
} as const satisfies StoreResult

const DUPLICATE = {
  ok: false,
  status: 409,
  error: 'duplicate',
  message: 'This request has already reached us.',
} as const satisfies StoreResult

/** A visitor waits for the answer: better a quick "unavailable" (the e-mail still goes) than a long wait. */
const TIMEOUT_MS = 10_000

let warnedNoToken = false
const clients = new Map<string, SanityClient>()

/** The Content Lake client with the write token, one per project and token (the scheduler's store shares it). */
/** The Content Lake refused a `create` of an existing id, or a change whose revision moved on meanwhile. */
export const isConflict = (error: unknown) => (error as { statusCode?: number }).statusCode === 409

export function writeClient(source: Extract<ContentSource, { kind: 'contentLake' }>, token: string): SanityClient {
  const key = `${source.projectId}/${source.dataset}/${source.apiHost ?? ''}/${token}`
  let client = clients.get(key)
  if (!client) {
    client = createContentLakeClient(source).withConfig({ token, timeout: TIMEOUT_MS })
    clients.set(key, client)
  }
  return client
}

const oneLine = (text: unknown) => String(text).replace(/\s+/g, ' ').slice(0, 200)

export interface StoreOptions {
  source?: ContentSource
  token?: string
  file?: string
}

export async function storeRequest(
  document: RequestDocument,
  { source = contentSource(), token = sanityWriteToken(), file = LOCAL_LEADS_FILE }: StoreOptions = {},
): Promise<StoreResult> {
  if (source.kind === 'starter') {
    try {
      return (await appendRequest(document, file)) ? { ok: true } : DUPLICATE
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error'
      console.error(
        `[leads] Could not add a request to ${file} (${code}${isUnwritable(error) ? ': this host cannot keep files there' : ''}). Connect a Sanity project to keep requests (docs/operations.md, "The inbox").`,
      )
      return UNAVAILABLE
    }
  }

  if (!token) {
    if (!warnedNoToken) {
      warnedNoToken = true
      console.error(
        '[leads] SANITY_API_WRITE_TOKEN is not set: requests cannot be kept in the Studio inbox, only e-mailed. Set an Editor token (docs/operations.md, "The inbox").',
      )
    }
    return UNAVAILABLE
  }
  try {
    await writeClient(source, token).create(document)
    return { ok: true }
  } catch (error) {
    const { statusCode, message, code } = error as { statusCode?: number; message?: string; code?: string }
    if (statusCode === 409) return DUPLICATE
    console.error(
      `[leads] Could not store a request in Sanity project ${source.projectId}, dataset ${source.dataset}: ${statusCode ?? code ?? 'no answer'} ${oneLine(message)}`,
    )
    return UNAVAILABLE
  }
}

/**
 * Writes what became of the owner's alert onto the stored request, for the
 * Inbox's "owner alerted 10:02 am by text". In the background, after the
 * family has their answer: a failure is logged, never thrown. False when it
 * could not be written.
 */
export async function recordOwnerAlert(
  id: string,
  outcome: OwnerAlertOutcome,
  promisedBy?: string,
  { source = contentSource(), token = sanityWriteToken(), file = LOCAL_LEADS_FILE }: StoreOptions = {},
): Promise<boolean> {
  // With the time the family was promised, which the scheduler's second alert and the Inbox read.
  const fields = { ownerAlert: outcome, ...(promisedBy ? { promisedBy } : {}) }
  try {
    if (source.kind === 'starter') {
      if (await updateRequest(id, fields, file)) return true
      console.error(`[alerts] Could not record the owner alert: ${id} is no longer in ${file}.`)
      return false
    }
    // Only a request stored with the token gets here; without it nothing was kept to alert about.
    if (!token) return false
    await writeClient(source, token).patch(id).set(fields).commit()
    return true
  } catch (error) {
    const { statusCode, message, code } = error as { statusCode?: number; message?: string; code?: string }
    console.error(
      `[alerts] Could not record the owner alert on ${id}: ${statusCode ?? code ?? 'no answer'} ${oneLine(message)}`,
    )
    return false
  }
}

/** One request as it is now, by id; null when there is none, or it cannot be read (logged). */
export async function readRequest(
  id: string,
  { source = contentSource(), token = sanityWriteToken(), file = LOCAL_LEADS_FILE }: StoreOptions = {},
): Promise<RequestDocument | null> {
  try {
    if (source.kind === 'starter') return (await readRequests(file)).find((request) => request._id === id) ?? null
    if (!token) return null
    return storedRequest(await writeClient(source, token).fetch(requestByIdQuery, { id }))
  } catch (error) {
    const { statusCode, message, code } = error as { statusCode?: number; message?: string; code?: string }
    console.error(`[leads] Could not read ${id}: ${statusCode ?? code ?? 'no answer'} ${oneLine(message)}`)
    return null
  }
}

/**
 * `moved`: the request was waiting for its confirmation and is New now; false when it was not (any more).
 * `lead`: the request as it is now, when moved and readable, for the owner's alert.
 */
export type ConfirmResult = { ok: true; moved: boolean; request?: RequestDocument } | { ok: false }

/**
 * Moves a request sent without the page's scripts from Spam to New once the
 * visitor confirmed it (./contact-route.ts): only while it is still spam for
 * that reason alone, so a confirmation never lifts a filled honeypot, nor
 * undoes what the owner did with the request meanwhile. One patch by query
 * on the Content Lake; under the file's lock for the local file.
 */
export async function confirmRequest(
  id: string,
  reason: string,
  { source = contentSource(), token = sanityWriteToken(), file = LOCAL_LEADS_FILE }: StoreOptions = {},
): Promise<ConfirmResult> {
  const waiting = (request: RequestDocument) =>
    request._id === id && request.status === 'spam' && request.spamReason === reason
  try {
    if (source.kind === 'starter') {
      let confirmed: RequestDocument | undefined
      await rewriteRequests((request) => {
        if (!waiting(request)) return request
        confirmed = { ...request, status: 'new' }
        delete confirmed.spamReason
        return confirmed
      }, file)
      return { ok: true, moved: Boolean(confirmed), request: confirmed }
    }
    if (!token) return { ok: false }
    const client = writeClient(source, token)
    const result = await client
      .patch({
        query: unconfirmedRequestQuery,
        params: { id, reason },
      })
      .set({ status: 'new' })
      .unset(['spamReason'])
      .commit({ returnFirst: false, returnDocuments: false, visibility: 'sync' })
    if (!result.documentIds.length) return { ok: true, moved: false }
    // Moved: the family's request is New whatever follows; without the document, no alert, the Inbox still shows it.
    const request = await client.fetch(requestByIdQuery, { id }).then(
      (found) => storedRequest(found) ?? undefined,
      (error: unknown) => {
        console.error(
          `[leads] Confirmed ${id}, but could not read it back for the owner's alert: ${oneLine((error as Error).message)}`,
        )
        return undefined
      },
    )
    return { ok: true, moved: true, request }
  } catch (error) {
    const { statusCode, message, code } = error as { statusCode?: number; message?: string; code?: string }
    console.error(`[leads] Could not confirm ${id}: ${statusCode ?? code ?? 'no answer'} ${oneLine(message)}`)
    return { ok: false }
  }
}
