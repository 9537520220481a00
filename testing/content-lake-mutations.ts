/**
 * The mutations the Content Lake fixture (./content-lake.ts) understands, as
 * the real one applies them: all of a transaction or nothing.
 *
 *   {create}, {createIfNotExists}, {createOrReplace}: a document (409 when
 *   `create` meets an existing id; an id ending in "." or none gets a random one)
 *   {delete: {id}} or {delete: {query, params?}}: every document the query selects
 *   {patch: {id, set?, unset?, ifRevisionID?}} or {patch: {query, params?, set?, unset?}}: top-level fields
 *   only; with ifRevisionID, 409 unless the document is still at that revision
 *
 * A query selects from the dataset as the transaction has left it so far,
 * all documents, drafts and private ids included (as the real mutate
 * endpoint does, with its token).
 */
import { randomUUID } from 'node:crypto'
import { evaluate, parse } from 'groq-js'

/** A document as the fixture holds it: an id, a type, and any fields. */
export type FixtureDocument = { _id: string; _type: string; [field: string]: unknown }

export type Mutation =
  | { create: Partial<FixtureDocument> & { _type: string } }
  | { createIfNotExists: FixtureDocument }
  | { createOrReplace: FixtureDocument }
  | { delete: { id: string } | Selection }
  | {
      patch: ({ id: string } | Selection) & { set?: Record<string, unknown>; unset?: string[]; ifRevisionID?: string }
    }

type Selection = { query: string; params?: Record<string, unknown> }

export interface MutationResult {
  id: string
  operation: 'create' | 'update' | 'delete' | 'none'
  document?: FixtureDocument
}

export class MutationError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function stamp(document: Partial<FixtureDocument> & { _type: string }, existing?: FixtureDocument): FixtureDocument {
  const now = new Date().toISOString()
  const id = !document._id || document._id.endsWith('.') ? `${document._id ?? ''}${randomUUID()}` : document._id
  return {
    ...document,
    _id: id,
    _type: document._type,
    _createdAt: existing?._createdAt ?? now,
    _updatedAt: now,
    _rev: randomUUID().slice(0, 22),
  }
}

/** The ids a `{query, params}` selection picks: the query must give documents (or ids). */
async function selected(byId: Map<string, FixtureDocument>, { query, params = {} }: Selection): Promise<string[]> {
  if (typeof query !== 'string') throw new MutationError(400, 'A selection needs an id or a query')
  let result: unknown
  try {
    result = await (await evaluate(parse(query, { params }), { dataset: [...byId.values()], params })).get()
  } catch (error) {
    throw new MutationError(400, `Invalid query: ${(error as Error).message}`)
  }
  const items = Array.isArray(result) ? result : result === null ? [] : [result]
  return items.map((item) => (typeof item === 'string' ? item : (item as FixtureDocument)?._id)).filter(Boolean)
}

/** The dataset after the transaction, and what each mutation did; throws a MutationError and changes nothing on failure. */
export async function applyMutations(
  documents: FixtureDocument[],
  mutations: unknown,
): Promise<{ documents: FixtureDocument[]; results: MutationResult[] }> {
  if (!Array.isArray(mutations) || mutations.length === 0) throw new MutationError(400, 'No mutations given')
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const results: MutationResult[] = []
  for (const mutation of mutations as Mutation[]) {
    if ('create' in mutation || 'createIfNotExists' in mutation || 'createOrReplace' in mutation) {
      const [operation, given] = Object.entries(mutation)[0] as [string, FixtureDocument]
      if (!given?._type) throw new MutationError(400, `${operation}: the document has no _type`)
      const existing = given._id ? byId.get(given._id) : undefined
      if (existing && operation === 'create') {
        throw new MutationError(409, `Document by ID "${given._id}" already exists`)
      }
      if (existing && operation === 'createIfNotExists') {
        results.push({ id: existing._id, operation: 'none', document: existing })
        continue
      }
      const document = stamp(given, existing)
      byId.set(document._id, document)
      results.push({ id: document._id, operation: existing ? 'update' : 'create', document })
    } else if ('delete' in mutation) {
      const selection = mutation.delete ?? {}
      if ('query' in selection) {
        // By query: one result per document deleted, none when it selects nothing.
        for (const id of await selected(byId, selection)) {
          if (byId.delete(id)) results.push({ id, operation: 'delete' })
        }
        continue
      }
      const id = (selection as { id?: unknown }).id
      if (typeof id !== 'string') throw new MutationError(400, 'delete: no id given')
      const deleted = byId.delete(id)
      results.push({ id, operation: deleted ? 'delete' : 'none' })
    } else if ('patch' in mutation) {
      const { set = {}, unset = [], ifRevisionID, ...selection } = mutation.patch ?? {}
      const ids = 'query' in selection ? await selected(byId, selection) : [(selection as { id?: string }).id]
      for (const id of ids) {
        const existing = typeof id === 'string' ? byId.get(id) : undefined
        if (!existing) throw new MutationError(404, `Document "${id}" not found`)
        if (ifRevisionID !== undefined && existing._rev !== ifRevisionID) {
          throw new MutationError(409, `Document "${id}" has unexpected revision ID ("${String(existing._rev)}")`)
        }
        const patched: FixtureDocument = { ...existing, ...set }
        for (const field of unset) delete patched[field]
        const document = stamp(patched, existing)
        byId.set(document._id, document)
        results.push({ id: document._id, operation: 'update', document })
      }
    } else {
      throw new MutationError(400, `Unsupported mutation: ${JSON.stringify(mutation).slice(0, 100)}`)
    }
  }
  return { documents: [...byId.values()], results }
}
