import { CSV_COLUMNS, csvCell, easternTime, leadsCsv } from '@/scripts/leads/csv'
import type { LeadDocument } from '@/lib/leads/document'

describe('the inbox as CSV', () => {
  it('quotes what needs quoting, as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('Hi, there')).toBe('"Hi, there"')
    expect(csvCell('She said "yes"')).toBe('"She said ""yes"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(csvCell('')).toBe('')
  })

  it('never lets a family’s words run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    )
    expect(csvCell('+1 770 555 0142')).toBe("'+1 770 555 0142")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('a=1')).toBe('a=1')
  })

  it('writes a header in the owner’s words and one row per request, with a BOM and CRLF', () => {
    const lead: LeadDocument = {
      _id: 'lead.1',
      _type: 'lead',
      kind: 'consultation',
      status: 'contacted',
      submittedAt: '2026-07-04T16:05:00Z',
      sourcePage: '/',
      name: 'José Ñúñez 👵🏽',
      phone: '(770) 555-0142',
      services: ['Personal care', 'Companionship'],
      notes: 'Dad says "no", but, well…\nCall after 5.',
      internalNote: '=cmd|" /C calc"!A0',
    }
    const csv = leadsCsv([lead])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [header, ...rest] = csv.slice(1).split('\r\n')
    expect(header).toBe(CSV_COLUMNS.map(([title]) => title).join(','))
    expect(header).toMatch(/^Received \(Eastern time\),Status,Kind,Name,Phone,E-mail/)
    expect(rest.join('\r\n')).toBe(
      [
        '2026-07-04 12:05',
        'Contacted',
        'Consultation request',
        'José Ñúñez 👵🏽',
        '(770) 555-0142',
        '',
        '',
        '',
        '',
        '',
        'Personal care; Companionship',
        '',
        '',
        '',
        '',
        '',
        '"Dad says ""no"", but, well…\nCall after 5."',
        '"\'=cmd|"" /C calc""!A0"',
        '/',
        'lead.1',
      ].join(',') + '\r\n',
    )
  })

  it('gives times in Georgia’s clock, winter and summer', () => {
    expect(easternTime('2026-01-15T17:30:00Z')).toBe('2026-01-15 12:30')
    expect(easternTime('2026-07-15T17:30:00Z')).toBe('2026-07-15 13:30')
    expect(easternTime('nonsense')).toBe('')
  })
})
