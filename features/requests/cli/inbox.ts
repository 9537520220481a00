/**
 * The inbox as `npm run leads:purge` and `leads:export` see it: the `lead`
 * documents of the configured Sanity project (read and deleted with a token),
 * or, without a project, the local NDJSON file the starter site writes.
 */
import { readFile } from 'node:fs/promises'
import type { SanityClient } from '@sanity/client'
import type { ContentSource } from '../../../lib/env/content'
import { storedRequest, type RequestDocument } from '../model/stored'
import { LOCAL_LEADS_FILE, readRequestFile, rewriteRequests } from '../server/file-store'
import {
  INBOX_SETTINGS_ID,
  purgeParams,
  purgeRule,
  type PurgeCutoffs,
  type RetentionSettings,
} from '../model/retention'
import { createContentLakeClient } from '../../../sanity/client'
import { STARTER_FILE, parseNdjson } from '../../../sanity/starter'
import { allRequestsQuery, draftsQuery, purgeQuery, retentionSettingsQuery } from './cli-queries'

export interface Inbox {
  /** Where the requests are, in words: "Sanity project abc123de, dataset production". */
  where: string
  /** Every request, oldest first, and what could not be read as one (a broken line of the local file), in words. */
  list(): Promise<{ requests: RequestDocument[]; skipped: string[] }>
  /**
   * Deletes those of `ids` that the purge's rule (../model/retention.ts)
   * still takes at the moment of deleting, so that one reopened since it
   * was listed is kept; says how many were deleted.
   */
  purge(ids: string[], cutoffs: PurgeCutoffs): Promise<number>
  /** The owner's periods in Inbox settings, as stored (checked by the caller); null when there is no such document. */
  retentionSettings(): Promise<InboxSettings | null>
}

/** The fields of Inbox settings the purge reads (../model/retention.ts). */
export type InboxSettings = RetentionSettings

export class InboxError extends Error {}

export interface InboxOptions {
  source: ContentSource
  /** The token the task needs: Editor for deleting; for reading, any token (Viewer or Editor). */
  token?: string
  tokenNeeded: 'SANITY_API_WRITE_TOKEN' | 'SANITY_API_WRITE_TOKEN or SANITY_API_READ_TOKEN'
  file?: string
  starterFile?: string
}

const MUTATION_OPTIONS = { returnFirst: false, returnDocuments: false, visibility: 'sync' } as const

function lakeInbox(client: SanityClient, where: string): Inbox {
  return {
    where,
    list: async () => {
      const found = await client.fetch(allRequestsQuery)
      const requests = found.map(storedRequest).filter((request) => request !== null)
      return {
        requests,
        skipped: found
          .filter((document) => !storedRequest(document))
          .map(({ _id }) => `${_id}, not a request the site wrote`),
      }
    },
    async purge(ids, cutoffs) {
      if (!ids.length) return 0
      // One delete by query: the Content Lake checks each request's status and dates as it deletes.
      const { documentIds } = await client.delete(
        { query: purgeQuery, params: purgeParams(ids, cutoffs) },
        MUTATION_OPTIONS,
      )
      // A request is live-edited and has no draft; any left over by hand goes with it.
      if (documentIds.length) {
        const drafts = documentIds.map((id) => `drafts.${id}`)
        await client.delete({ query: draftsQuery, params: { drafts } }, MUTATION_OPTIONS)
      }
      return documentIds.length
    },
    retentionSettings: () => client.fetch(retentionSettingsQuery),
  }
}

function fileInbox(file: string, starterFile: string): Inbox {
  return {
    where: `the local file ${file}`,
    async list() {
      const { requests, broken } = await readRequestFile(file)
      return {
        requests: requests.sort((a, b) => String(a.submittedAt).localeCompare(String(b.submittedAt))),
        skipped: broken.map(({ line, problem }) => `line ${line} of ${file}, not a request (${problem})`),
      }
    },
    async purge(ids, cutoffs) {
      const listed = new Set(ids)
      // Under the file's lock, on the file as it is now: the same rule as the Content Lake's query.
      const { removed } = await rewriteRequests(
        (request) => (listed.has(request._id) && purgeRule(request, cutoffs) ? null : request),
        file,
      )
      return removed
    },
    // Without a project there is no Studio: the settings are the starter dataset's.
    async retentionSettings() {
      const documents = parseNdjson(await readFile(starterFile, 'utf8'))
      const settings = documents.find((document) => document._id === INBOX_SETTINGS_ID) as InboxSettings | undefined
      if (!settings) return null
      const { retentionMonths, applicationRetentionMonths, maxAgeMonths } = settings
      return { retentionMonths, applicationRetentionMonths, maxAgeMonths }
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
