/**
 * The inbox as a CSV file for the owner's records (`npm run leads:export`):
 * RFC 4180 (fields with a comma, a quote or a line break are quoted, quotes
 * doubled, CRLF between rows), with a byte-order mark so that Excel reads the
 * accents and emoji right. A family's words are data, never a formula: a cell
 * that begins with = + - @ (or a tab or carriage return) gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it.
 */
import { LEAD_KIND_TITLES, LEAD_STATUSES, type LeadDocument } from '../../lib/leads/document'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** "2026-03-14 09:41" in Georgia's time: what the agency's day was, in a form spreadsheets sort and read as a date. */
export function easternTime(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

const statusTitle = (status: string | undefined) =>
  LEAD_STATUSES.find(({ value }) => value === status)?.title ?? status ?? ''

/** The columns, in the owner's words, and how each is read from a request. */
export const CSV_COLUMNS: [string, (lead: LeadDocument) => string | undefined][] = [
  ['Received (Eastern time)', (lead) => easternTime(lead.submittedAt)],
  ['Status', (lead) => statusTitle(lead.status)],
  ['Kind', (lead) => LEAD_KIND_TITLES[lead.kind] ?? lead.kind],
  ['Name', (lead) => lead.name],
  ['Phone', (lead) => lead.phone],
  ['E-mail', (lead) => lead.email],
  ['ZIP code', (lead) => lead.zip],
  ['Subject', (lead) => lead.subject],
  ['Message', (lead) => lead.message],
  ['Who needs care', (lead) => lead.careRecipient],
  ['Services', (lead) => lead.services?.join('; ')],
  ['How soon', (lead) => lead.howSoon],
  ['Preferred start date', (lead) => lead.startDate],
  ['Hours or days per week', (lead) => lead.hoursPerWeek],
  ['How care will be paid', (lead) => lead.payment],
  ['Best time to call', (lead) => lead.bestTimeToCall],
  ['Anything else', (lead) => lead.notes],
  ['Internal note', (lead) => lead.internalNote],
  ['Sent from the page', (lead) => lead.sourcePage],
  ['Id', (lead) => lead._id],
]

export function leadsCsv(leads: LeadDocument[]): string {
  const rows = [
    CSV_COLUMNS.map(([title]) => title),
    ...leads.map((lead) => CSV_COLUMNS.map(([, read]) => read(lead) ?? '')),
  ]
  return '\uFEFF' + rows.map((row) => row.map((cell) => csvCell(String(cell))).join(',')).join('\r\n') + '\r\n'
}
