/**
 * What `npm run leads:purge` and `npm run leads:export` do, apart from
 * reading the command line (./purge.ts, ./export.ts), so the tests can run
 * them against a Content Lake fixture or a temporary file.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { LEAD_KIND_TITLES, type LeadDocument } from '../model/document'
import { lastChanged, retentionPeriods, selectForPurge, type RetentionPeriods } from '../model/retention'
import { easternTime, leadsCsv } from './csv'
import type { Inbox } from './inbox'

type Log = (line: string) => void

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
const day = (iso: string | undefined) => easternTime(iso).slice(0, 10) || 'an unknown day'
const line = (lead: LeadDocument, when: string) =>
  `  ${lead._id}  ${LEAD_KIND_TITLES[lead.kind] ?? lead.kind}, ${lead.name || 'no name'}, ${when}`

export interface PurgeResult {
  months: RetentionPeriods
  selected: string[]
  deleted: number
}

/**
 * Deletes closed requests (and closed applications) last changed longer ago
 * than the owner's period for them. A dry run unless `yes`: it lists what
 * would go, and deletes nothing.
 */
export async function purgeInbox(
  inbox: Inbox,
  { yes = false, now = new Date(), log = console.log }: { yes?: boolean; now?: Date; log?: Log } = {},
): Promise<PurgeResult> {
  const { periods, notes } = retentionPeriods(await inbox.retentionSettings())
  for (const note of notes) log(note)
  const leads = await inbox.list()
  const { cutoffs, purge, stillOpen } = selectForPurge(leads, { months: periods, now })
  log(`Inbox: ${inbox.where}, ${plural(leads.length, 'request')}.`)
  log(
    `Closed requests are kept ${plural(periods.requests, 'month')} (Inbox settings): those last changed before ${day(cutoffs.requests.toISOString())} go.`,
  )
  log(
    `Closed applications are kept ${plural(periods.applications, 'month')}: those last changed before ${day(cutoffs.applications.toISOString())} go.`,
  )
  if (stillOpen.length) {
    log(
      `${plural(stillOpen.length, 'request')} older than that ${stillOpen.length === 1 ? 'is' : 'are'} not closed, so kept:`,
    )
    for (const lead of stillOpen) log(line(lead, `received ${day(lead.submittedAt)}`))
  }
  const selected = purge.map((lead) => lead._id)
  if (!purge.length) {
    log('No closed request is older than that: nothing to delete.')
    return { months: periods, selected, deleted: 0 }
  }
  log(`${plural(purge.length, 'closed request')} to delete:`)
  for (const lead of purge) log(line(lead, `last changed ${day(lastChanged(lead))}`))
  if (!yes) {
    log('Dry run: nothing was deleted. Run `npm run leads:purge -- --yes` to delete them.')
    return { months: periods, selected, deleted: 0 }
  }
  const deleted = await inbox.remove(selected)
  log(`Deleted ${plural(deleted, 'request')}.`)
  return { months: periods, selected, deleted }
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
  const leads = await inbox.list()
  const csv = leadsCsv(leads)
  if (out === '-') write(csv)
  else {
    await mkdir(path.dirname(out), { recursive: true, mode: 0o700 })
    // Families' details: readable by the file's owner only.
    await writeFile(out, csv, { mode: 0o600 })
    log(`Wrote ${plural(leads.length, 'request')} from ${inbox.where} to ${out}.`)
  }
  return { count: leads.length, out }
}

/** `.data/leads-2026-03-14.csv`: in the git-ignored data folder, dated for the owner's records. */
export function defaultExportFile(now = new Date(), cwd = process.cwd()): string {
  return path.join(cwd, '.data', `leads-${easternTime(now.toISOString()).slice(0, 10)}.csv`)
}
