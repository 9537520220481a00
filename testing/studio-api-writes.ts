/**
 * The Studio's writes, as the Studio API fixture (./studio-api.ts) applies
 * them: `/data/actions` (drafts: edit, publish, discard, delete…) and
 * `/data/mutate` (live-edited documents such as requests, the Inbox's
 * actions on the whole Spam list, and the Presentation tool's preview
 * secret). Patches are applied by
 * @sanity/mutator, the library the Studio applies them with itself, pinned to
 * the version `sanity` installs, so both sides compute the same document.
 *
 * Each returns the documents the transaction writes (undefined: deleted),
 * stamped with the transaction's id as `_rev`; nothing is applied when any
 * part fails (a MutationError with the API's status).
 */
import { Mutation, type Mut } from '@sanity/mutator'
import { evaluate, parse } from 'groq-js'
import type { FixtureDocument } from './content-lake'
import { MutationError } from './content-lake-mutations'
import type { Transaction } from './studio-api-events'

export type Staged = Map<string, FixtureDocument | undefined>

interface Action {
  actionType: string
  draftId?: string
  publishedId?: string
  attributes?: FixtureDocument
  patch?: Record<string, unknown>
  includeDrafts?: string[]
}

/** Reads through the transaction's own writes, as later steps of it must. */
function reader(documents: Map<string, FixtureDocument>, staged: Staged) {
  return (id: string | undefined) => {
    if (!id) return undefined
    return staged.has(id) ? staged.get(id) : documents.get(id)
  }
}

function applyOne(transaction: Transaction, mutation: Mut, base: FixtureDocument | undefined) {
  const next = new Mutation({
    mutations: [mutation],
    transactionId: transaction.id,
    resultRev: transaction.id,
    timestamp: transaction.timestamp,
  }).apply(base ? structuredClone(base) : null)
  return (next as FixtureDocument | null) ?? undefined
}

const fail = (status: number, message: string): never => {
  throw new MutationError(status, message)
}

/** The ids of the documents a GROQ query selects, as the transaction has left them so far. */
async function idsMatching(
  documents: Map<string, FixtureDocument>,
  staged: Staged,
  query: string,
  params: Record<string, unknown> = {},
) {
  const get = reader(documents, staged)
  const current = [...new Set([...documents.keys(), ...staged.keys()])].flatMap((id) => get(id) ?? [])
  let selected: unknown
  try {
    selected = await (await evaluate(parse(query, { params }), { dataset: current, params })).get()
  } catch (error) {
    fail(400, `Invalid query: ${(error as Error).message}`)
  }
  const found = (Array.isArray(selected) ? selected : [selected]) as ({ _id?: unknown } | null)[]
  return found.flatMap((document) => (typeof document?._id === 'string' ? [document._id] : []))
}

/** POST /data/mutate: {create | createIfNotExists | createOrReplace | delete | patch}, by id; delete and patch also by query. */
export async function applyStudioMutations(
  documents: Map<string, FixtureDocument>,
  mutations: unknown,
  transaction: Transaction,
): Promise<{ staged: Staged; results: { id: string; operation: string }[] }> {
  if (!Array.isArray(mutations) || mutations.length === 0) fail(400, 'No mutations given')
  const staged: Staged = new Map()
  const get = reader(documents, staged)
  const results: { id: string; operation: string }[] = []
  for (const mutation of mutations as Mut[]) {
    const [operation, body] = Object.entries(mutation)[0] as [
      string,
      { id?: string; _id?: string; query?: string; params?: Record<string, unknown> },
    ]
    if (operation === 'delete' && body?.query) {
      // The Presentation tool clears its expired preview secrets this way, and the Spam list's "Delete all spam".
      for (const id of await idsMatching(documents, staged, body.query, body.params)) {
        staged.set(id, undefined)
        results.push({ id, operation: 'delete' })
      }
      continue
    }
    if (operation === 'patch' && body?.query) {
      // The Spam list's "Move all spam to New": the same patch on each document the query selects.
      const { query, params, ...patch } = body
      for (const id of await idsMatching(documents, staged, query, params)) {
        staged.set(id, applyOne(transaction, { patch: { ...patch, id } } as Mut, get(id)))
        results.push({ id, operation: 'update' })
      }
      continue
    }
    if (body?.query) fail(400, `${operation} by query is not supported by the fixture`)
    const id = body?.id ?? body?._id ?? fail(400, `${operation}: no document id`)
    const existing = get(id)
    if (operation === 'create' && existing) fail(409, `Document by ID "${id}" already exists`)
    if (operation === 'patch' && !existing) fail(409, `Cannot modify document "${id}": it does not exist`)
    const next = operation === 'delete' ? undefined : applyOne(transaction, mutation, existing)
    staged.set(id, next)
    results.push({ id, operation: operation === 'delete' ? 'delete' : existing ? 'update' : 'create' })
  }
  return { staged, results }
}

/** POST /data/actions: the draft model's operations, all or nothing. */
export function applyActions(
  documents: Map<string, FixtureDocument>,
  actions: unknown,
  transaction: Transaction,
): Staged {
  const list = (Array.isArray(actions) ? actions : [actions]) as Action[]
  if (list.length === 0) fail(400, 'No actions given')
  const staged: Staged = new Map()
  const get = reader(documents, staged)
  for (const action of list) {
    const { draftId = '', publishedId = '' } = action
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const id = action.attributes?._id ?? fail(400, 'create: the attributes have no _id')
        if (get(id)) fail(409, `Document by ID "${id}" already exists`)
        staged.set(id, applyOne(transaction, { create: action.attributes }, undefined))
        break
      }
      case 'sanity.action.document.edit': {
        // The first edit of a published document starts its draft from it.
        const published = get(publishedId)
        const base = get(draftId) ?? (published && { ...published, _id: draftId })
        if (!base) fail(409, `edit: neither "${draftId}" nor "${publishedId}" exists`)
        staged.set(draftId, applyOne(transaction, { patch: { ...action.patch, id: draftId } }, base))
        break
      }
      case 'sanity.action.document.replaceDraft':
        staged.set(
          draftId,
          applyOne(transaction, { createOrReplace: { ...action.attributes!, _id: draftId } }, get(draftId)),
        )
        break
      case 'sanity.action.document.publish': {
        const draft = get(draftId) ?? fail(409, `publish: there is no draft "${draftId}"`)
        const published = get(publishedId)
        const document = { ...draft, _id: publishedId, _createdAt: published?._createdAt ?? draft._createdAt }
        staged.set(publishedId, applyOne(transaction, { createOrReplace: document }, published))
        staged.set(draftId, undefined)
        break
      }
      case 'sanity.action.document.discard':
        if (!get(draftId)) fail(409, `discard: there is no draft "${draftId}"`)
        staged.set(draftId, undefined)
        break
      case 'sanity.action.document.delete':
        staged.set(publishedId, undefined)
        for (const id of action.includeDrafts ?? []) staged.set(id, undefined)
        break
      case 'sanity.action.document.unpublish': {
        const published = get(publishedId) ?? fail(409, `unpublish: "${publishedId}" is not published`)
        if (!get(draftId))
          staged.set(draftId, applyOne(transaction, { create: { ...published, _id: draftId } }, undefined))
        staged.set(publishedId, undefined)
        break
      }
      default:
        fail(400, `The fixture does not support ${action.actionType}`)
    }
  }
  return staged
}
