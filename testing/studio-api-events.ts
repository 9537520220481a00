/**
 * Revisions and listen events of the Studio API fixture (./studio-api.ts), in
 * the shapes the Studio checks. Its document store chains events by revision:
 * an event applies only when its `previousRev` is the `_rev` the Studio holds,
 * and the document then takes its `resultRev`. A gap in the chain makes the
 * Studio wait, then refetch with an "out of sync" error, so every change of
 * the shared dataset, whoever makes it, must change `_rev` and be announced.
 *
 * `mutations` is always a whole-document replace (or delete) and `effects` a
 * whole-document mendoza patch (`[0, value]`): the real API sends the
 * original patches, but the Studio applies either to the same result.
 */
import { randomBytes } from 'node:crypto'
import type { FixtureDocument } from './content-lake'

export interface Transaction {
  id: string
  /** The user who made it: the Studio shows it in history and presence. */
  identity: string
  timestamp: string
}

export interface Change {
  id: string
  before?: FixtureDocument
  after?: FixtureDocument
}

export interface ListenEvent {
  eventId: string
  documentId: string
  transactionId: string
  transition: 'appear' | 'update' | 'disappear'
  identity: string
  mutations?: unknown[]
  previousRev?: string
  resultRev: string
  timestamp: string
  effects?: { apply: unknown[]; revert: unknown[] }
  result?: FixtureDocument
  previous?: FixtureDocument
  visibility: 'query' | 'transaction'
  transactionTotalEvents: number
  transactionCurrentEvent: number
}

/** What a listener asked for (the query string of /data/listen), with the API's defaults. */
export interface ListenOptions {
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  mendoza: boolean
}

/** An id like the API's: 22 characters of [A-Za-z0-9]. */
export function newTransactionId(): string {
  return randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 22)
}

const IMPORTED_AT = '2025-01-01T00:00:00Z'

function withoutRev(document: FixtureDocument): Omit<FixtureDocument, '_rev'> {
  const copy = { ...document }
  delete copy._rev
  return copy
}

const sameContent = (a: FixtureDocument, b: FixtureDocument) =>
  JSON.stringify(withoutRev(a)) === JSON.stringify(withoutRev(b))

/**
 * The dataset as the Content Lake would keep it: a document whose content
 * changed without a new `_rev` (a test's edit keeps the old one, a starter
 * document has none) gets a fresh one; an unchanged document keeps its own.
 * Timestamps are filled in where missing, as every real document has them.
 */
export function stampRevisions(previous: FixtureDocument[], next: FixtureDocument[]): FixtureDocument[] {
  const before = new Map(previous.map((document) => [document._id, document]))
  return next.map((document) => {
    const old = before.get(document._id)
    const stamped = {
      ...document,
      _createdAt: document._createdAt ?? old?._createdAt ?? IMPORTED_AT,
      _updatedAt: document._updatedAt ?? old?._updatedAt ?? IMPORTED_AT,
    }
    if (document._rev && document._rev !== old?._rev) return stamped
    if (old?._rev && sameContent(old, stamped)) return { ...stamped, _rev: old._rev }
    return { ...stamped, _rev: newTransactionId() }
  })
}

/** Every document whose revision differs between the two datasets: added, changed or removed. */
export function changesBetween(previous: FixtureDocument[], next: FixtureDocument[]): Change[] {
  const before = new Map(previous.map((document) => [document._id, document]))
  const changes: Change[] = []
  for (const after of next) {
    const old = before.get(after._id)
    before.delete(after._id)
    if (old?._rev !== after._rev) changes.push({ id: after._id, before: old, after })
  }
  for (const [id, old] of before) changes.push({ id, before: old })
  return changes
}

/** The events of one transaction, one per document it changed, numbered within it. */
export function listenEvents(transaction: Transaction, changes: Change[]): ListenEvent[] {
  return changes.map(({ id, before, after }, index) => ({
    eventId: `${transaction.id}#${id}`,
    documentId: id,
    transactionId: transaction.id,
    transition: !before ? 'appear' : !after ? 'disappear' : 'update',
    identity: transaction.identity,
    mutations: [after ? { createOrReplace: after } : { delete: { id } }],
    ...(before ? { previousRev: String(before._rev) } : {}),
    // A deletion has no document to carry a revision: the transaction's id stands for it.
    resultRev: after ? String(after._rev) : transaction.id,
    timestamp: transaction.timestamp,
    // The Studio applies effects to the document without its _rev, then sets resultRev.
    effects: {
      apply: [0, after ? withoutRev(after) : null],
      revert: [0, before ? withoutRev(before) : null],
    },
    result: after,
    previous: before,
    visibility: 'query',
    transactionTotalEvents: changes.length,
    transactionCurrentEvent: index + 1,
  }))
}

/** One event as a listener receives it: only what it asked for. */
export function eventFor(event: ListenEvent, options: ListenOptions): ListenEvent {
  const trimmed = { ...event }
  if (!options.includeResult) delete trimmed.result
  if (!options.includePreviousRevision) delete trimmed.previous
  if (!options.includeMutations) delete trimmed.mutations
  if (!options.mendoza) delete trimmed.effects
  return trimmed
}

/** The query string's flags, with the API's defaults: result and mutations in, previous revision and effects out. */
export function listenOptions(search: URLSearchParams): ListenOptions {
  const flag = (name: string, fallback: boolean) => {
    const value = search.get(name)
    return value === null ? fallback : value === 'true'
  }
  return {
    includeResult: flag('includeResult', true),
    includePreviousRevision: flag('includePreviousRevision', false),
    includeMutations: flag('includeMutations', true),
    mendoza: search.get('effectFormat') === 'mendoza',
  }
}
