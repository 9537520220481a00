/**
 * The inbox as `npm run leads:purge` and `leads:export` see it: the `lead`
 * documents of the configured Sanity project (read and deleted with a token),
 * or, without a project, the local NDJSON file the starter site writes.
 */
import { readFile } from 'node:fs/promises'
import type { SanityClient } from '@sanity/client'
import type { ContentSource } from '../../../lib/env'
import { LEAD_TYPE, type LeadDocument } from '../model/document'
import { LOCAL_LEADS_FILE, readLeads, removeLeads } from '../server/file-store'
import { INBOX_SETTINGS_ID } from '../model/retention'
import { createContentLakeClient } from '../../../sanity/lib/client'
import { STARTER_FILE, parseNdjson } from '../../../sanity/lib/starter'

export interface Inbox {
  /** Where the requests are, in words: "Sanity project abc123de, dataset production". */
  where: string
  /** Every request, oldest first. */
  list(): Promise<LeadDocument[]>
  /** Deletes the requests; says how many were deleted. */
  remove(ids: string[]): Promise<number>
  /** The owner's Inbox settings document, as stored (checked by the caller); null when there is none. */
  retentionSettings(): Promise<Record<string, unknown> | null>
}

export class InboxError extends Error {}

export interface InboxOptions {
  source: ContentSource
  /** The token the task needs: Editor for deleting; for reading, any token (Viewer or Editor). */
  token?: string
  tokenNeeded: 'SANITY_API_WRITE_TOKEN' | 'SANITY_API_WRITE_TOKEN or SANITY_API_READ_TOKEN'
  file?: string
  starterFile?: string
}

// The client reads the published perspective: requests are live-edited and have no drafts.
const LIST_QUERY = `*[_type == "${LEAD_TYPE}"] | order(submittedAt asc)`
const RETENTION_QUERY = `*[_id == "${INBOX_SETTINGS_ID}"][0]`

function lakeInbox(client: SanityClient, where: string): Inbox {
  return {
    where,
    list: () => client.fetch<LeadDocument[]>(LIST_QUERY),
    async remove(ids) {
      if (!ids.length) return 0
      const transaction = client.transaction()
      // A request is live-edited and has no draft; any left over by hand goes with it.
      for (const id of ids) transaction.delete(id).delete(`drafts.${id}`)
      await transaction.commit({ visibility: 'sync' })
      return ids.length
    },
    retentionSettings: () => client.fetch<Record<string, unknown> | null>(RETENTION_QUERY),
  }
}

function fileInbox(file: string, starterFile: string): Inbox {
  return {
    where: `the local file ${file}`,
    list: async () => (await readLeads(file)).sort((a, b) => a.submittedAt.localeCompare(b.submittedAt)),
    remove: (ids) => removeLeads(new Set(ids), file),
    // Without a project there is no Studio: the settings are the starter dataset's.
    async retentionSettings() {
      const documents = parseNdjson(await readFile(starterFile, 'utf8'))
      return documents.find((document) => document._id === INBOX_SETTINGS_ID) ?? null
    },
  }
}

export function openInbox({
  source,
  token,
  tokenNeeded,
  file = LOCAL_LEADS_FILE,
  starterFile = STARTER_FILE,
}: InboxOptions): Inbox {
  if (source.kind === 'starter') return fileInbox(file, starterFile)
  if (!token) {
    throw new InboxError(
      `Sanity project ${source.projectId} is configured, but ${tokenNeeded} is not set: requests are private and need a token (docs/operations.md, "The inbox").`,
    )
  }
  const client = createContentLakeClient(source).withConfig({ token, maxRetries: 2 })
  return lakeInbox(client, `Sanity project ${source.projectId}, dataset ${source.dataset}`)
}
