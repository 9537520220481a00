/**
 * Content-Security-Policy violation reports, in both shapes browsers send:
 * `application/csp-report` (the `report-uri` directive: one object under
 * "csp-report") and `application/reports+json` (the Reporting API: a list of
 * reports of type "csp-violation"). Each becomes one short log line, with
 * every value cut to a safe length and stripped of line breaks, so a report
 * cannot forge or flood the log.
 */

export interface Violation {
  directive: string
  blocked: string
  page: string
  source: string
}

/** At most this many violations are read from one report; browsers send one or a few. */
export const MAX_VIOLATIONS_PER_REPORT = 20
const MAX_VALUE_CHARS = 200

function clean(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return ''
  // Control characters and Unicode line separators would start a forged log line.
  return String(value)
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .slice(0, MAX_VALUE_CHARS)
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function fromLegacy(report: Record<string, unknown>): Violation {
  const line = clean(report['line-number'])
  return {
    directive: clean(report['effective-directive'] || report['violated-directive']),
    blocked: clean(report['blocked-uri']) || 'inline',
    page: clean(report['document-uri']),
    source: [clean(report['source-file']), line].filter(Boolean).join(':'),
  }
}

function fromReportingApi(body: Record<string, unknown>): Violation {
  const line = clean(body.lineNumber)
  return {
    directive: clean(body.effectiveDirective),
    blocked: clean(body.blockedURL) || 'inline',
    page: clean(body.documentURL),
    source: [clean(body.sourceFile), line].filter(Boolean).join(':'),
  }
}

/** The violations in a parsed report body; null when it is neither shape. */
export function parseViolations(json: unknown, contentType: string): Violation[] | null {
  if (/^application\/csp-report\b/i.test(contentType)) {
    const report = record(json)['csp-report']
    return report && typeof report === 'object' ? [fromLegacy(record(report))] : null
  }
  if (/^application\/reports\+json\b/i.test(contentType)) {
    if (!Array.isArray(json)) return null
    return json
      .map(record)
      .filter((report) => report.type === 'csp-violation')
      .slice(0, MAX_VIOLATIONS_PER_REPORT)
      .map((report) => fromReportingApi(record(report.body)))
  }
  return null
}

export function logLine({ directive, blocked, page, source }: Violation): string {
  return `[csp] ${directive || 'unknown directive'} blocked ${blocked} on ${page || 'an unknown page'}${source ? ` (${source})` : ''}`
}
