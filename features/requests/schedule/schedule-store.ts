import 'server-only'
import { readFile, writeFile, rename } from 'node:fs/promises'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { contentSource, type ContentSource } from '@/lib/env/content'
import { sanityWriteToken } from '@/lib/env/secrets'
import { storedRequest, type RequestDocument } from '../model/stored'
import { LOCAL_LEADS_FILE, readRequests, rewriteRequests } from '../server/file-store'
import { withFileLock } from '../server/file-lock'
import { isConflict, writeClient } from '../server/store'
import { scheduledDocumentQuery, scheduledRequestsQuery } from './schedule-queries'

/**
 * Where the scheduler reads the requests and writes what it sent: the
 * Content Lake with the write token, or without a project the local file.
 * Every write is a compare-and-set on the request as it is now (the
 * document's revision; the file's lock), so two ticks, two instances or the
 * command line beside the server never both claim the same alert.
 */

/** The scheduler's own record: the morning summary of each day, once. */
export interface SchedulerState {
  summary?: { date: string; claimedAt?: string; email?: unknown; text?: unknown }
}

export interface ScheduleStore {
  /** Every request still New, and those first answered since `since`. */
  requests(since: Date): Promise<RequestDocument[]>
  /** Sets what `change` returns on the request as it is now; false when it returned null, or the request changed or went. */
  update(id: string, change: (current: RequestDocument) => Partial<RequestDocument> | null): Promise<boolean>
  /** The same for the scheduler's record; the new record, or null when not changed. */
  updateState(change: (current: SchedulerState) => SchedulerState | null): Promise<SchedulerState | null>
}

export const SCHEDULER_STATE_ID = 'private.scheduler'

export function fileScheduleStore(file = LOCAL_LEADS_FILE): ScheduleStore {
  const stateFile = path.join(path.dirname(file), 'scheduler.json')
  return {
    async requests(since) {
      return (await readRequests(file)).filter(
        (request) => request.status === 'new' || Date.parse(request.firstContactedAt ?? '') > since.getTime(),
      )
    },
    async update(id, change) {
      let applied = false
      await rewriteRequests((request) => {
        if (request._id !== id) return request
        const fields = change(request)
        if (!fields) return request
        applied = true
        return { ...request, ...fields }
      }, file)
      return applied
    },
    updateState(change) {
      return withFileLock(stateFile, async () => {
        const current = await readFile(stateFile, 'utf8').then(
          (text) => JSON.parse(text) as SchedulerState,
          () => ({}),
        )
        const next = change(current)
        if (!next) return null
        const temporary = `${stateFile}.${process.pid}.tmp`
        await writeFile(temporary, JSON.stringify(next), { mode: 0o600 })
        await rename(temporary, stateFile)
        return next
      })
    },
  }
}

export function lakeScheduleStore(client: SanityClient): ScheduleStore {
  return {
    async requests(since) {
      const found = await client.fetch(scheduledRequestsQuery, { since: since.toISOString() }, { perspective: 'raw' })
      return (found as unknown[]).map(storedRequest).filter((request): request is RequestDocument => Boolean(request))
    },
    async update(id, change) {
      const current = (await client.fetch(scheduledDocumentQuery, { id }, { perspective: 'raw' })) as
        (RequestDocument & { _rev: string }) | null
      const fields = current ? change(current) : null
      if (!current || !fields) return false
      try {
        await client.patch(id).ifRevisionId(current._rev).set(fields).commit({ visibility: 'sync' })
        return true
      } catch (error) {
        if (isConflict(error)) return false // changed meanwhile: by the owner, or another tick
        throw error
      }
    },
    async updateState(change) {
      await client.createIfNotExists({ _id: SCHEDULER_STATE_ID, _type: 'schedulerState' })
      const current = (await client.fetch(
        scheduledDocumentQuery,
        { id: SCHEDULER_STATE_ID },
        { perspective: 'raw' },
      )) as (SchedulerState & { _rev: string }) | null
      const next = change(current ?? {})
      if (!current || !next) return null
      try {
        await client.patch(SCHEDULER_STATE_ID).ifRevisionId(current._rev).set(next).commit({ visibility: 'sync' })
        return next
      } catch (error) {
        if (isConflict(error)) return null
        throw error
      }
    },
  }
}

/** The store of this site: its project's Content Lake, or the local file; null with a project but no write token. */
export function scheduleStore(
  source: ContentSource = contentSource(),
  token: string | undefined = sanityWriteToken(),
): ScheduleStore | null {
  if (source.kind === 'starter') return fileScheduleStore()
  return token ? lakeScheduleStore(writeClient(source, token)) : null
}
