import { logLine, MAX_VIOLATIONS_PER_REPORT, parseViolations } from '@/app/api/csp-report/violations'

describe('CSP violation reports', () => {
  it('reads the report-uri shape', () => {
    const json = {
      'csp-report': {
        'document-uri': 'https://care.example/about',
        'violated-directive': 'img-src',
        'effective-directive': 'img-src',
        'blocked-uri': 'https://evil.example/pixel.gif',
        'source-file': 'https://care.example/_next/static/x.js',
        'line-number': 12,
      },
    }
    const [violation] = parseViolations(json, 'application/csp-report')!
    expect(logLine(violation!)).toBe(
      '[csp] img-src blocked https://evil.example/pixel.gif on https://care.example/about (https://care.example/_next/static/x.js:12)',
    )
  })

  it('reads the Reporting API shape, only its CSP reports, at most a few per post', () => {
    const report = {
      type: 'csp-violation',
      body: { documentURL: 'https://care.example/', effectiveDirective: 'script-src-elem' },
    }
    const json = [report, { type: 'deprecation', body: {} }, ...Array.from({ length: 50 }, () => report)]
    const violations = parseViolations(json, 'application/reports+json; charset=utf-8')!
    expect(violations).toHaveLength(MAX_VIOLATIONS_PER_REPORT)
    expect(logLine(violations[0]!)).toBe('[csp] script-src-elem blocked inline on https://care.example/')
  })

  it('keeps each report on one line of bounded length', () => {
    const json = { 'csp-report': { 'blocked-uri': `x\n[revalidate] forged\u2028${'y'.repeat(5000)}` } }
    const line = logLine(parseViolations(json, 'application/csp-report')![0]!)
    expect(line).not.toMatch(/[\n\r\u2028]/)
    expect(line.length).toBeLessThan(1000)
  })

  it('refuses other shapes', () => {
    expect(parseViolations({ a: 1 }, 'application/csp-report')).toBeNull()
    expect(parseViolations({ a: 1 }, 'application/reports+json')).toBeNull()
    expect(parseViolations([], 'application/json')).toBeNull()
  })
})
