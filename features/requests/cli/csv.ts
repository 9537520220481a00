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
import { KIND_TITLES, type RequestDocument } from '../model/stored'
import { ALL_FIELDS } from '../model/kinds'
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
export const CSV_COLUMNS: [string, (request: RequestDocument) => string | undefined][] = [
  ['Received (Eastern time)', (request) => easternTime(request.submittedAt)],
  ['Status', (request) => statusTitle(request.status)],
  ['Kind', (request) => KIND_TITLES[request.kind] ?? request.kind],
  ...ALL_FIELDS.map((field): [string, (request: RequestDocument) => string | undefined] => [
    field.title,
    (request) => {
      const value = request[field.name]
      if (Array.isArray(value)) return value.join('; ')
      return field.type === 'phone' ? (formatUsPhone(value) ?? value) : value
    },
  ]),
  ['Internal note', (request) => request.internalNote],
  // How fast the family was answered, and whether the owner heard of it: the Inbox's line, kept in the records.
  ['First contact (Eastern time)', (request) => easternTime(request.firstContactedAt)],
  ['First contacted by', (request) => request.firstContactedBy],
  ['Owner alert', (request) => (request.status === 'spam' ? undefined : ownerAlertWords(request.ownerAlert))],
  ['Promised by (Eastern time)', (request) => easternTime(request.promisedBy)],
  ['Consultation booked for', (request) => request.appointment],
  ['Second alert', (request) => (request.secondAlert ? ownerAlertWords(request.secondAlert, 'second') : undefined)],
  ['Why it looks like spam', (request) => (request.status === 'spam' ? request.spamReason : undefined)],
  ['Sent from the page', (request) => request.sourcePage],
  ['Id', (request) => request._id],
]

export function requestsCsv(requests: RequestDocument[]): string {
  const rows = [
    CSV_COLUMNS.map(([title]) => title),
    ...requests.map((request) => CSV_COLUMNS.map(([, read]) => read(request) ?? '')),
  ]
  return '\uFEFF' + rows.map((row) => row.map((cell) => csvCell(String(cell))).join(',')).join('\r\n') + '\r\n'
}
