/**
 * A GROQ-powered webhook as Sanity delivers it, for the Studio API fixture
 * (./studio-api.ts): after a transaction, one POST per published document it
 * created, changed or deleted that the webhook's filter matches (drafts and
 * versions are never sent, as with Sanity's defaults), with the projection as
 * the body, signed by @sanity/webhook with the shared secret.
 */
import { encodeSignatureHeader } from '@sanity/webhook'
import { evaluate, parse } from 'groq-js'
import type { FixtureDocument } from './content-lake'
import type { Change, Transaction } from './studio-api-events'

export interface WebhookConfig {
  url: string
  secret: string
  /** The webhook's GROQ filter, as set in sanity.io/manage (docs/operations.md). */
  filter: string
  projection: string
  projectId: string
  dataset: string
}

export interface WebhookDelivery {
  documentId: string
  operation: 'create' | 'update' | 'delete'
  body: string
  /** The site's answer; null while in flight or when it could not be reached. */
  status: number | null
}

async function groq(query: string, document: FixtureDocument): Promise<unknown> {
  return (await evaluate(parse(query), { dataset: [document] })).get()
}

/** What Sanity would send for this change, or null when the webhook does not fire for it. */
export async function webhookBody(config: WebhookConfig, change: Change): Promise<string | null> {
  if (change.id.startsWith('drafts.') || change.id.startsWith('versions.')) return null
  // A deletion is matched and projected on the document as it was.
  const document = change.after ?? change.before
  if (!document || !(await groq(`count(*[${config.filter}]) > 0`, document))) return null
  return JSON.stringify(await groq(`*[0]${config.projection}`, document))
}

/** Sends the transaction's deliveries one after another, recording each as it goes. */
export async function deliverWebhooks(
  config: WebhookConfig,
  transaction: Transaction,
  changes: Change[],
  deliveries: WebhookDelivery[],
): Promise<void> {
  for (const change of changes) {
    const body = await webhookBody(config, change)
    if (body === null) continue
    const operation = !change.before ? 'create' : !change.after ? 'delete' : 'update'
    const delivery: WebhookDelivery = { documentId: change.id, operation, body, status: null }
    deliveries.push(delivery)
    try {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Sanity.io webhook delivery',
          'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), config.secret),
          'sanity-project-id': config.projectId,
          'sanity-dataset': config.dataset,
          'sanity-document-id': change.id,
          'sanity-operation': operation,
          'sanity-transaction-id': transaction.id,
          'sanity-transaction-time': transaction.timestamp,
          'idempotency-key': `${transaction.id}#${change.id}`,
        },
        body,
      })
      delivery.status = response.status
      await response.body?.cancel()
    } catch {
      // Sanity would retry later; the test that waits for this delivery sees a null status.
    }
  }
}
