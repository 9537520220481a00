/**
 * What `npm run leads:purge` and `npm run leads:export` do, apart from
 * reading the command line (./purge.ts, ./export.ts), so the tests can run
 * them against a Content Lake fixture or a temporary file.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { KIND_TITLES, type RequestDocument } from '../model/stored'
import {
  SPAM_RETENTION_DAYS,
  lastChanged,
  retentionPeriods,
  selectForPurge,
  type PurgeRule,
  type RetentionPeriods,
} from '../model/retention'
import { statusTitle } from '../model/statuses'
import { easternTime, requestsCsv } from './csv'
import type { Inbox } from './inbox'

type Log = (line: string) => void

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
const day = (iso: string | undefined) => easternTime(iso).slice(0, 10) || 'an unknown day'
/**
 * What a request stored before its text was cleaned (or written by hand) may
 * hold, shown as an escape: a line break, a control or bidirectional
 * character could otherwise forge a line of the listing or reorder it.
 */
export const printable = (text: string) =>
  text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`)

const line = (request: RequestDocument, when: string) =>
  printable(`  ${request._id}  ${KIND_TITLES[request.kind] ?? request.kind}, ${request.name || 'no name'}, ${when}`)

/** Why a request goes, in the owner's words: a closed one by its own status ("closed", "not hired"). */
const WHY: Record<PurgeRule, (request: RequestDocument) => string> = {
  maxAge: (request) => `${statusTitle(request.status) || 'no status'}, received ${day(request.submittedAt)}`,
  closed: (request) => `${statusTitle(request.status).toLowerCase()}, last changed ${day(lastChanged(request))}`,
  spam: (request) => `spam, last changed ${day(lastChanged(request))}`,
}

export interface PurgeResult {
  /** Each kind's closed period. */
  months: RetentionPeriods
  maxAgeMonths: number
  selected: string[]
  deleted: number
}

/** "12 months", or "12 months (applications: 24)" when the two kinds' periods differ. */
const closedPeriods = ({ requests, applications }: RetentionPeriods) =>
  `${plural(requests, 'month')}${applications === requests ? '' : ` (applications: ${applications})`}`

/**
 * Deletes what the owner's periods say has been kept long enough
 * (../model/retention.ts): closed requests and closed applications, each by
 * its own period, spam, and anything past the maximum age. A dry run unless
 * `yes`: it lists what would go, and deletes nothing. A line of the local
 * file that is not a request is named and skipped (and kept as it is).
 */
export async function purgeInbox(
  inbox: Inbox,
  { yes = false, now = new Date(), log = console.log }: { yes?: boolean; now?: Date; log?: Log } = {},
): Promise<PurgeResult> {
  const { periods, maxAgeMonths, notes } = retentionPeriods(await inbox.retentionSettings())
  for (const note of notes) log(note)
  const { requests, skipped } = await inbox.list()
  for (const what of skipped) log(`Skipped ${what}: fix or remove that line by hand.`)
  const { cutoffs, purge, stillOpen } = selectForPurge(requests, { months: periods, maxAgeMonths, now })
  log(`Inbox: ${inbox.where}, ${plural(requests.length, 'request')}.`)
  log(
    `Inbox settings: closed requests are kept ${plural(periods.requests, 'month')} after their last change (before ${day(cutoffs.closed.requests.toISOString())}: go), closed applications ${plural(periods.applications, 'month')} (before ${day(cutoffs.closed.applications.toISOString())}: go), spam ${SPAM_RETENTION_DAYS} days, and any request at most ${plural(maxAgeMonths, 'month')} after it arrived (before ${day(cutoffs.maxAge.toISOString())}: goes).`,
  )
  if (stillOpen.length) {
    log(
      `${plural(stillOpen.length, 'open request')} older than ${closedPeriods(periods)} ${stillOpen.length === 1 ? 'is' : 'are'} kept until ${maxAgeMonths} months after arriving:`,
    )
    for (const request of stillOpen) log(line(request, `received ${day(request.submittedAt)}`))
  }
  const selected = purge.map(({ request }) => request._id)
  const result = { months: periods, maxAgeMonths, selected, deleted: 0 }
  if (!purge.length) {
    log('Nothing has been kept longer than that: nothing to delete.')
    return result
  }
  log(`${plural(purge.length, 'request')} to delete:`)
  for (const { request, rule } of purge) log(line(request, WHY[rule](request)))
  if (!yes) {
    log('Dry run: nothing was deleted. Run `npm run leads:purge -- --yes` to delete them.')
    return result
  }
  const deleted = await inbox.purge(selected, cutoffs)
  const kept = selected.length - deleted
  log(
    `Deleted ${plural(deleted, 'request')}.${kept ? ` ${plural(kept, 'request')} changed since the listing (reopened, or a note added) and ${kept === 1 ? 'was' : 'were'} kept.` : ''}`,
  )
  return { ...result, deleted }
}

/** Writes every request as CSV to `out` ('-' for the standard output); says where. */
export async function exportInbox(
  inbox: Inbox,
  {
    out,
    write = (text: string) => process.stdout.write(text),
    log = console.error,
  }: { out: string; write?: (text: string) => unknown; log?: Log },
): Promise<{ count: number; out: string }> {
  const { requests, skipped } = await inbox.list()
  for (const what of skipped) log(`Skipped ${what}: fix or remove that line by hand.`)
  const csv = requestsCsv(requests)
  if (out === '-') write(csv)
  else {
    await mkdir(path.dirname(out), { recursive: true, mode: 0o700 })
    // Families' details: readable by the file's owner only.
    await writeFile(out, csv, { mode: 0o600 })
    log(`Wrote ${plural(requests.length, 'request')} from ${inbox.where} to ${out}.`)
  }
  return { count: requests.length, out }
}

/** `.data/leads-2026-03-14.csv`: in the git-ignored data folder, dated for the owner's records. */
export function defaultExportFile(now = new Date(), cwd = process.cwd()): string {
  return path.join(cwd, '.data', `leads-${easternTime(now.toISOString()).slice(0, 10)}.csv`)
}
