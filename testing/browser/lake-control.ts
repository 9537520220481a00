import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { encodeSignatureHeader } from '@sanity/webhook'
import type { FixtureDocument, MutationFailure } from '../content-lake'
import type { RequestDocument } from '@/features/requests/model'
import type { WebhookDelivery } from '@/testing/sanity-webhook'
import type { StudioApiRequest } from '@/testing/studio-api'
import { CONTROL_URL, REVALIDATE_SECRET } from '@/testing/configured-site'

/** Edits the running Content Lake fixture through testing/browser/configured-server.ts's control API. */
async function control(path: string, body?: unknown) {
  const response = await fetch(`${CONTROL_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`fixture ${path}: ${response.status} ${await response.text()}`)
  return response
}

export const lake = {
  reset: () => control('/reset', {}),
  upsert: (document: FixtureDocument) => control('/upsert', { document }),
  remove: (id: string) => control('/remove', { id }),
  setDown: (down: boolean) => control('/down', { down }),
  /** Makes the mutation endpoint answer 500 ('error') or drop the connection ('down'); null restores it. */
  failMutations: (fail: MutationFailure) => control('/mutations', { fail }),
  /** Every `lead` document the site has written, oldest first. */
  async requests(): Promise<RequestDocument[]> {
    const documents = (await (await control('/documents?type=lead')).json()) as RequestDocument[]
    return documents.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
  },
  /** Every document, drafts and private ids included. */
  documents: async () => (await (await control('/documents')).json()) as FixtureDocument[],
  async document(id: string): Promise<FixtureDocument> {
    const documents = (await (await control('/documents')).json()) as FixtureDocument[]
    const found = documents.find((document) => document._id === id)
    if (!found) throw new Error(`No document ${id} in the fixture`)
    return found
  },
}

/** The Studio API fixture beside the Content Lake (testing/studio-api.ts). */
export const studioApi = {
  /** The webhooks its transactions sent the site since the last reset, once every one has had its answer. */
  webhooks: async () => (await (await control('/studio/webhooks')).json()) as WebhookDelivery[],
  /** Every request the Studio made to a path the fixture does not know. */
  unhandled: async () => (await (await control('/studio/unhandled')).json()) as StudioApiRequest[],
}

/** A copy of a document with one field left out, as when the owner clears it. */
export function without(document: FixtureDocument, field: string): FixtureDocument {
  const copy = { ...document }
  delete copy[field]
  return copy
}

/** What Sanity sends on publish: the projection {_type, _id}, signed with the shared secret. */
export async function sendWebhook(
  request: APIRequestContext,
  body: unknown,
  { secret = REVALIDATE_SECRET, raw }: { secret?: string; raw?: string } = {},
) {
  const payload = raw ?? JSON.stringify(body)
  const signature = await encodeSignatureHeader(payload, Date.now(), secret)
  return request.post('/api/revalidate', {
    // Each delivery on a connection of its own, as Sanity sends them: reusing the test's idle keep-alive
    // socket races the server closing it (a CI flake: ECONNRESET).
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature, connection: 'close' },
    // A Buffer goes as it is; Playwright would re-encode a string that is not valid JSON.
    data: Buffer.from(payload),
  })
}

/** The owner presses Publish: the Content Lake changes, then the webhook arrives. */
export async function publish(request: APIRequestContext, document: FixtureDocument) {
  await lake.upsert(document)
  const response = await sendWebhook(request, { _type: document._type, _id: document._id })
  if (!response.ok()) throw new Error(`webhook: ${response.status()} ${await response.text()}`)
}

/** Puts the starter content back and tells the site, after a test that changed it. */
export async function restore(request: APIRequestContext, types: string[]) {
  await lake.reset()
  await Promise.all(types.map((_type) => sendWebhook(request, { _type, _id: 'restore' })))
}

export type AlertService = 'emailjs' | 'twilio'
export type AlertFailure = 'error' | 'stall' | 'drop' | null

/** The fakes of EmailJS's and Twilio's APIs that the configured site's owner alerts reach. */
export const alertServices = {
  /** Every alert e-mail (its template parameters) and text received so far. */
  async received(): Promise<{
    emails: { params: Record<string, string> }[]
    texts: { to: string; from: string; body: string }[]
  }> {
    return (await control('/alerts')).json()
  },
  /** The service's next `count` calls (all, by default) fail so; null ends it. */
  fail: (service: AlertService, mode: AlertFailure, count?: number) =>
    control('/alerts/fail', { service, mode, count }),
  /** Down: connections to the service are refused. */
  setDown: (service: AlertService, down: boolean) => control('/alerts/down', { service, down }),
  async heal() {
    for (const service of ['emailjs', 'twilio'] as const) {
      await control('/alerts/fail', { service, mode: null })
      await control('/alerts/down', { service, down: false })
    }
  },
}

/**
 * Reloads `url` until it answers `status` and `check` passes: a publish regenerates the page in the background, so
 * the first reload may still be the page before it.
 */
export async function expectSoon(page: Page, url: string, check: () => Promise<void>, status = 200) {
  await expect(async () => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(status)
    await check()
  }).toPass({ timeout: 20_000, intervals: [500, 1000] })
}
