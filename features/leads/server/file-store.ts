/**
 * The inbox of a site without a Sanity project (the fresh clone): one JSON
 * line per request in `.data/leads.ndjson`, a git-ignored folder, so the
 * starter site keeps requests too. Used by POST /api/leads to add a line
 * and then record the owner's alert on it, and by `npm run leads:purge` and
 * `leads:export` to read and rewrite the file.
 */
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { LeadDocument } from '../model/document'

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
 * This process's changes to the file, one at a time: a line added while an
 * update was rewriting the file would otherwise be lost with the old file.
 */
let queue: Promise<unknown> = Promise.resolve()
function inTurn<T>(change: () => Promise<T>): Promise<T> {
  const turn = queue.then(change)
  queue = turn.catch(() => {})
  return turn
}

/** Adds one request as a line; the file is readable by its owner only, as it holds families' details. */
export function appendLead(document: LeadDocument, file = LOCAL_LEADS_FILE): Promise<void> {
  return inTurn(async () => {
    await mkdir(/* turbopackIgnore: true */ path.dirname(file), { recursive: true, mode: 0o700 })
    await appendFile(/* turbopackIgnore: true */ file, JSON.stringify(document) + '\n', { mode: 0o600 })
  })
}

/** Every request in the file, oldest first; none when there is no file yet. A broken line is named, not skipped. */
export async function readLeads(file = LOCAL_LEADS_FILE): Promise<LeadDocument[]> {
  let text: string
  try {
    text = await readFile(/* turbopackIgnore: true */ file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        return JSON.parse(line) as LeadDocument
      } catch (error) {
        throw new Error(`${file}, line ${index + 1}: ${(error as Error).message}`)
      }
    })
}

/**
 * Removes requests by id. The file is read and replaced in one short step (a
 * new file renamed over the old), so a crash never leaves half a file, and a
 * request added while the purge was deciding is kept.
 */
export function removeLeads(ids: ReadonlySet<string>, file = LOCAL_LEADS_FILE): Promise<number> {
  return inTurn(async () => {
    const documents = await readLeads(file)
    const kept = documents.filter((document) => !ids.has(document._id))
    if (kept.length === documents.length) return 0
    await replaceFile(kept, file)
    return documents.length - kept.length
  })
}

/** Sets fields on one request (as a Content Lake patch would); false when the file has no such request. */
export function updateLead(id: string, fields: Partial<LeadDocument>, file = LOCAL_LEADS_FILE): Promise<boolean> {
  return inTurn(async () => {
    const documents = await readLeads(file)
    const index = documents.findIndex((document) => document._id === id)
    if (index < 0) return false
    documents[index] = { ...documents[index]!, ...fields }
    await replaceFile(documents, file)
    return true
  })
}

async function replaceFile(documents: LeadDocument[], file: string) {
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, documents.map((document) => JSON.stringify(document) + '\n').join(''), { mode: 0o600 })
  await rename(temporary, file)
}
