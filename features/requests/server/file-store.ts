/**
 * The inbox of a site without a Sanity project (the fresh clone): one JSON
 * line per request in `.data/leads.ndjson`, a git-ignored folder, so the
 * starter site keeps requests too. Used by POST /api/leads to add a line and
 * then record the owner's alert on it, and by `npm run leads:purge` and
 * `leads:export` to read and rewrite the file. Every write holds the file's
 * lock (./file-lock.ts), so an append never falls between a rewrite's
 * reading and its renaming.
 */
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { storedRequest, type RequestDocument } from '../model/stored'
import { withFileLock } from './file-lock'

export const LOCAL_LEADS_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), '.data', 'leads.ndjson')

/**
 * Errors that mean "this host cannot keep files here": a read-only file system
 * (serverless hosts), no permission, no space. The route answers 503 for them.
 */
const UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOSPC', 'EDQUOT', 'ENOTDIR'])

export function isUnwritable(error: unknown): boolean {
  return UNWRITABLE.has(String((error as NodeJS.ErrnoException | null)?.code))
}

/**
 * Adds one request as a line, unless the file already has one with its id
 * (then `false`, and the file is left as it was: a reused id is refused, as
 * the Content Lake refuses to create a document twice). Checked under the
 * file's lock, so two posts of one id cannot both get in. The file is
 * readable by its owner only, as it holds families' details.
 */
export async function appendRequest(document: RequestDocument, file = LOCAL_LEADS_FILE): Promise<boolean> {
  await mkdir(/* turbopackIgnore: true */ path.dirname(file), { recursive: true, mode: 0o700 })
  return withFileLock(file, async () => {
    const taken = parseLines(await readText(file), []).some(({ request }) => request?._id === document._id)
    if (taken) return false
    await appendFile(/* turbopackIgnore: true */ file, JSON.stringify(document) + '\n', { mode: 0o600 })
    return true
  })
}

/** A line that is not a request (cut short by a full disk, edited by hand): reported, skipped, never rewritten away. */
export interface BrokenLine {
  line: number
  problem: string
}

type Line = { text: string; request: RequestDocument | null }

function parseLines(text: string, broken: BrokenLine[]): Line[] {
  return text
    .split('\n')
    .map((line, index) => [line, index] as const)
    .filter(([line]) => line.trim())
    .map(([line, index]) => {
      try {
        const request = storedRequest(JSON.parse(line))
        if (request) return { text: line, request }
        broken.push({ line: index + 1, problem: 'not a request' })
      } catch (error) {
        broken.push({ line: index + 1, problem: (error as Error).message })
      }
      return { text: line, request: null }
    })
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(/* turbopackIgnore: true */ file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ''
    throw error
  }
}

/** Every request in the file, oldest first, and the lines that are not one; none when there is no file yet. */
export async function readRequestFile(
  file = LOCAL_LEADS_FILE,
): Promise<{ requests: RequestDocument[]; broken: BrokenLine[] }> {
  const broken: BrokenLine[] = []
  const requests = parseLines(await readText(file), broken).flatMap(({ request }) => (request ? [request] : []))
  return { requests, broken }
}

/** Every request in the file, oldest first; a broken line is skipped (readRequestFile names it). */
export async function readRequests(file = LOCAL_LEADS_FILE): Promise<RequestDocument[]> {
  return (await readRequestFile(file)).requests
}

/**
 * Rewrites the file under its lock: `change` gives each request back as it
 * is, changed, or null to remove it, judged on the file as it is now (not
 * as some earlier reading saw it). Broken lines are kept as they are. A new
 * file is renamed over the old, so a crash never leaves half a file.
 * Returns how many requests were removed and changed.
 */
export async function rewriteRequests(
  change: (request: RequestDocument) => RequestDocument | null,
  file = LOCAL_LEADS_FILE,
): Promise<{ removed: number; changed: number }> {
  return withFileLock(file, async () => {
    const lines = parseLines(await readText(file), [])
    let removed = 0
    let changed = 0
    const kept: string[] = []
    for (const { text, request } of lines) {
      const next = request ? change(request) : null
      if (request && !next) {
        removed += 1
      } else if (next && next !== request) {
        changed += 1
        kept.push(JSON.stringify(next))
      } else {
        kept.push(text)
      }
    }
    if (!removed && !changed) return { removed, changed }
    const temporary = `${file}.${process.pid}.tmp`
    await writeFile(temporary, kept.map((line) => line + '\n').join(''), { mode: 0o600 })
    await rename(temporary, file)
    return { removed, changed }
  })
}

/** Removes requests by id; says how many went. */
export async function removeRequests(ids: ReadonlySet<string>, file = LOCAL_LEADS_FILE): Promise<number> {
  return (await rewriteRequests((request) => (ids.has(request._id) ? null : request), file)).removed
}

/** Sets fields on one request (as a Content Lake patch would); false when the file has no such request. */
export async function updateRequest(
  id: string,
  fields: Partial<RequestDocument>,
  file = LOCAL_LEADS_FILE,
): Promise<boolean> {
  const { changed } = await rewriteRequests(
    (request) => (request._id === id ? { ...request, ...fields } : request),
    file,
  )
  return changed > 0
}
