/**
 * The reads of the Studio API fixture (./studio-api.ts): GROQ queries in the
 * perspective asked for, and documents by id, as the Studio asks for them.
 * The Studio is signed in, so private ids (`lead.…`) are always visible.
 */
import { evaluate, parse } from 'groq-js'
import { applyPerspective, type FixtureDocument } from './content-lake'

/** A query's (or a listener's) GROQ parameters, given as `$name=<json>` in the query string. */
export function groqParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [name, value] of search) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
  return params
}

/**
 * "raw", "drafts" or "published", from the API's perspective list (a release
 * stack such as "rABC,drafts" reads drafts). Unasked, API versions from
 * 2025-02-19 on read published documents, older ones everything.
 */
export function perspectiveFor(asked: string | null, apiVersion: string): 'raw' | 'drafts' | 'published' {
  if (asked === null) return apiVersion === 'X' || apiVersion >= '2025-02-19' ? 'published' : 'raw'
  const names = asked.split(',')
  if (names.includes('raw')) return 'raw'
  return names.includes('drafts') || names.includes('previewDrafts') ? 'drafts' : 'published'
}

/** GET or POST /data/query: the answer's status and body. */
export async function runQuery(
  documents: FixtureDocument[],
  { query, params, perspective }: { query: string; params: Record<string, unknown>; perspective: string },
): Promise<{ status: number; body: unknown }> {
  try {
    const dataset = applyPerspective(documents, perspective)
    const result = await (await evaluate(parse(query, { params }), { dataset, params })).get()
    return { status: 200, body: { query, result, ms: 1 } }
  } catch (error) {
    return { status: 400, body: { error: { description: (error as Error).message, type: 'queryParseError' } } }
  }
}

/** GET /data/doc/{ids}: the documents found, and the ids that were not. */
export function documentsById(documents: FixtureDocument[], ids: string[]) {
  const byId = new Map(documents.map((document) => [document._id, document]))
  return {
    documents: ids.flatMap((id) => byId.get(id) ?? []),
    omitted: ids.filter((id) => !byId.has(id)).map((id) => ({ id, reason: 'existence' })),
  }
}
