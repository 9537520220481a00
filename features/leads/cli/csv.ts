/**
 * The inbox as a CSV file for the owner's records (`npm run leads:export`):
 * RFC 4180 (every field quoted, quotes doubled, CRLF between rows: quoting
 * only fields with a comma would leave a `;` to split a row in a spreadsheet
 * set to semicolons, as European locales are), with a byte-order mark so
 * that Excel reads the accents and emoji right. One column per field of the
 * request model, so a new field reaches the export by itself. A family's words are data, never a formula: a cell
 * that begins with = + - @ (or a tab or carriage return) gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it.
 */
import { formatUsPhone } from '../../../lib/contact-links'
import { LEAD_KIND_TITLES, type LeadDocument } from '../model/document'
import { ALL_FIELDS } from '../model/models'
import { ownerAlertWords } from '../model/owner-alert'
import { statusTitle } from '../model/statuses'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return `"${text.replaceAll('"', '""')}"`
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

/** The columns, in the owner's words, and how each is read from a request. */
export const CSV_COLUMNS: [string, (lead: LeadDocument) => string | undefined][] = [
  ['Received (Eastern time)', (lead) => easternTime(lead.submittedAt)],
  ['Status', (lead) => statusTitle(lead.status)],
  ['Kind', (lead) => LEAD_KIND_TITLES[lead.kind] ?? lead.kind],
  ...ALL_FIELDS.map((field): [string, (lead: LeadDocument) => string | undefined] => [
    field.title,
    (lead) => {
      const value = lead[field.name]
      if (Array.isArray(value)) return value.join('; ')
      return field.type === 'phone' ? (formatUsPhone(value) ?? value) : value
    },
  ]),
  ['Internal note', (lead) => lead.internalNote],
  // How fast the family was answered, and whether the owner heard of it: the Inbox's line, kept in the records.
  ['First contact (Eastern time)', (lead) => easternTime(lead.firstContactedAt)],
  ['First contacted by', (lead) => lead.firstContactedBy],
  ['Owner alert', (lead) => (lead.status === 'spam' ? undefined : ownerAlertWords(lead.ownerAlert))],
  ['Why it looks like spam', (lead) => (lead.status === 'spam' ? lead.spamReason : undefined)],
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
