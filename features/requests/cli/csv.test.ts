import { CSV_COLUMNS, csvCell, easternTime, requestsCsv } from './csv'
import type { RequestDocument } from '../model/stored'

const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',')

describe('the inbox as CSV', () => {
  it('quotes every cell, as RFC 4180 allows, so that no separator of any locale splits one', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('Hi, there')).toBe('"Hi, there"')
    expect(csvCell('Mornings; evenings')).toBe('"Mornings; evenings"')
    expect(csvCell('She said "yes"')).toBe('"She said ""yes"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(csvCell('')).toBe('""')
  })

  it('never lets a family’s words run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    )
    expect(csvCell('+1 770 555 0142')).toBe(`"'+1 770 555 0142"`)
    expect(csvCell('-2+3')).toBe(`"'-2+3"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('\t=1')).toBe(`"'\t=1"`)
    expect(csvCell('a=1')).toBe('"a=1"')
  })

  it('carries the consultation time the family booked, in its own column', () => {
    const appointment = 'Phone consultation, Tuesday, December 1, 2:00 p.m., Georgia time'
    const request = {
      _id: 'lead.2',
      _type: 'lead',
      kind: 'consultation',
      status: 'new',
      submittedAt: '2026-11-30T13:00:00Z',
      sourcePage: '/',
      appointment,
    } as const
    const [header, row] = requestsCsv([request]).slice(1).split('\r\n')
    const column = CSV_COLUMNS.findIndex(([title]) => title === 'Consultation booked for')
    expect(header!.split('","')[column]).toBe('Consultation booked for')
    expect(row!.split('","')[column]).toBe(appointment)
  })

  it('writes a header in the owner’s words and one row per request, with a BOM and CRLF', () => {
    const request: RequestDocument = {
      _id: 'lead.1',
      _type: 'lead',
      kind: 'consultation',
      status: 'contacted',
      submittedAt: '2026-07-04T16:05:00Z',
      sourcePage: '/',
      name: 'José Ñúñez 👵🏽',
      phone: '+17705550142',
      services: ['Personal care', 'Companionship'],
      notes: 'Dad says "no", but, well…\nCall after 5.',
      internalNote: '=cmd|" /C calc"!A0',
      firstContactedAt: '2026-07-04T16:47:00Z',
      firstContactedBy: 'Ann Baker',
      ownerAlert: {
        text: { status: 'sent', at: '2026-07-04T16:05:03Z', sentTo: 1 },
        email: { status: 'failed', at: '2026-07-04T16:05:09Z', reason: 'timeout' },
      },
    }
    const csv = requestsCsv([request])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [header, ...rest] = csv.slice(1).split('\r\n')
    expect(header).toBe(quoted(CSV_COLUMNS.map(([title]) => title)))
    expect(header).toMatch(/^"Received \(Eastern time\)","Status","Kind","Name","Phone","E-mail","ZIP code"/)
    const cells = Object.fromEntries(CSV_COLUMNS.map(([title], index) => [title, index]))
    const row = rest[0]!.slice(1, -1).split('","')
    expect(rest.slice(1)).toEqual([''])
    expect(row).toHaveLength(CSV_COLUMNS.length)
    expect(row[cells['Received (Eastern time)']!]).toBe('2026-07-04 12:05')
    expect(row[cells['Kind']!]).toBe('Consultation request')
    expect(row[cells['Name']!]).toBe('José Ñúñez 👵🏽')
    // Stored in E.164; written as people read it, and so never taken for a formula.
    expect(row[cells['Phone']!]).toBe('(770) 555-0142')
    expect(row[cells['Services']!]).toBe('Personal care; Companionship')
    expect(row[cells['Anything else']!]).toBe('Dad says ""no"", but, well…\nCall after 5.')
    expect(row[cells['Internal note']!]).toBe(`'=cmd|"" /C calc""!A0`)
    expect(row[cells['E-mail']!]).toBe('')
    expect(row[cells['Id']!]).toBe('lead.1')
    expect(row[cells['Why it looks like spam']!]).toBe('')
    // The owner's response, as the Inbox shows it: first contact 42 minutes later, and the alert.
    expect(row[cells['First contact (Eastern time)']!]).toBe('2026-07-04 12:47')
    expect(row[cells['First contacted by']!]).toBe('Ann Baker')
    expect(row[cells['Owner alert']!]).toBe('owner alerted 12:05 pm by text; the e-mail failed')
    const spam = requestsCsv([{ ...request, status: 'spam', spamReason: 'It came without the ticket.' }])
    expect(spam.split('\r\n')[1]).toContain('"Spam"')
    expect(spam.split('\r\n')[1]).toContain('"It came without the ticket."')
  })

  it('gives times in Georgia’s clock, winter and summer', () => {
    expect(easternTime('2026-01-15T17:30:00Z')).toBe('2026-01-15 12:30')
    expect(easternTime('2026-07-15T17:30:00Z')).toBe('2026-07-15 13:30')
    expect(easternTime('nonsense')).toBe('')
  })
})
