// Report: the machine, the one table (both methods, each route beside its limit), reports/bench.json.

import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { BUDGETS } from './budgets.mjs'
import {
  CHROMIUM_PATH,
  FLOOR_ROUTE,
  KIB,
  LOAD,
  NOINDEX_ROUTES,
  REPORT,
  ROUTES,
  RUNS,
  limitOf,
  root,
} from './config.mjs'

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'unknown'
  }
}

/** @param {number | undefined} benchmarkIndex Lighthouse's CPU speed index of this machine */
export function machine(benchmarkIndex) {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / KIB ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromiumVersion(),
    lighthouseBenchmarkIndex: benchmarkIndex,
  }
}

const fmt = {
  score: (v) => String(Math.round(v)),
  ms: (v) => `${Math.round(v)} ms`,
  s: (v) => `${(v / 1000).toFixed(2)} s`,
  cls: (v) => v.toFixed(3),
  kib: (v) => `${(v / KIB).toFixed(1)} KiB`,
  kb: (v) => `${(v / 1000).toFixed(1)} KB`,
  b: (v) => `${v} B`,
  wins: (v) => `${v} of ${RUNS}`,
}

const of = (method, key) => (r, p) => r.results[method][p]?.[key]
const perRoute = (key) => (r, p) => r.routes[p]?.[key]
const html = (key) => (r, p) => r.html[p]?.[key]

/** The rows: a label, where its value is, its format, and the budget (by id) that judges it. */
const ROWS = [
  ...['devtools', 'simulate'].flatMap((m) => {
    const label = m === 'devtools' ? 'applied' : 'simulated'
    return [
      { label: `Performance, ${label}`, get: of(m, 'performance'), f: fmt.score, budget: `performance.${m}` },
      { label: `FCP, ${label}`, get: of(m, 'fcpMs'), f: fmt.s, budget: m === 'devtools' ? `fcpMs.${m}` : undefined },
      { label: `LCP, ${label}`, get: of(m, 'lcpMs'), f: fmt.s, budget: `lcpMs.${m}` },
      { label: `TBT, ${label}`, get: of(m, 'tbtMs'), f: fmt.ms, budget: `tbtMs.${m}` },
      { label: `CLS, ${label}`, get: of(m, 'cls'), f: fmt.cls, budget: `cls.${m}` },
    ]
  }),
  { label: 'LCP frame before scripts', get: of('simulate', 'raceWins'), f: fmt.wins, budget: 'raceWins.simulate' },
  { label: 'LCP, unthrottled load', get: of('simulate', 'observedLcpMs'), f: fmt.ms },
  { label: 'JS arrived before it', get: of('simulate', 'jsBeforeLcpBytes'), f: fmt.kib },
  { label: 'Accessibility', get: of('simulate', 'accessibility'), f: fmt.score, budget: 'accessibility' },
  { label: 'Best practices', get: of('simulate', 'bestPractices'), f: fmt.score, budget: 'bestPractices' },
  { label: 'SEO', get: of('simulate', 'seo'), f: fmt.score, budget: 'seo' },
  { label: 'JavaScript', get: of('simulate', 'jsBytes'), f: fmt.kib },
  { label: 'JS above floor', get: perRoute('jsAboveFloorBytes'), f: fmt.kib, budget: 'jsAboveFloorBytes' },
  { label: 'Total transfer', get: of('simulate', 'totalBytes'), f: fmt.kib, budget: 'totalBytes' },
  { label: 'HTML', get: html('htmlBytes'), f: fmt.kb },
  { label: 'HTML compressed', get: html('htmlCompressedBytes'), f: fmt.kb, budget: 'htmlCompressedBytes' },
  { label: 'Studio bytes', get: perRoute('studioBytes'), f: fmt.b, budget: 'studioBytes' },
]

/** A route's cell: the value, its ratio to the limit where the budget is one, PASS or FAIL. */
function cell(report, row, page) {
  const value = row.get(report, page)
  if (value === undefined || value === null || Number.isNaN(value)) return '-'
  const verdict = report.budgets.find((b) => b.route === page && b.metric === row.budget)
  if (!verdict) return row.f(value)
  const isRatio = BUDGETS.find((b) => b.id === row.budget)?.text.includes('x limit')
  const limit = isRatio ? row.get(report, limitOf(page)) : undefined
  const times = limit ? ` ${(value / limit).toFixed(2)}x` : ''
  return `${row.f(value)}${times} ${verdict.pass ? 'PASS' : 'FAIL'}`
}

/** @param {string[][]} rows */
function renderTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n')
}

/** The one table: a row per metric; each route, then its limit; the floor last. */
export function table(report) {
  const pages = [...ROUTES.flatMap((r) => [r, limitOf(r)]), FLOOR_ROUTE]
  const head = pages.map((p) => (p === FLOOR_ROUTE ? 'floor' : ROUTES.includes(p) ? p : 'limit'))
  const text = (id) => BUDGETS.find((b) => b.id === id)?.text ?? '-'
  const rows = [['Metric', 'Budget', ...head]]
  for (const row of ROWS) rows.push([row.label, text(row.budget), ...pages.map((p) => cell(report, row, p))])
  const { requestsPerSecond, p99Ms, connections, seconds } = report.load
  const loadCell = (value) => pages.map((p) => (p === LOAD.route ? value : '-'))
  rows.push([
    `Throughput (${connections} conn, ${seconds} s)`,
    '-',
    ...loadCell(`${Math.round(requestsPerSecond)} req/s`),
  ])
  rows.push(['p99 latency', '-', ...loadCell(`${p99Ms} ms`)])
  return renderTable(rows)
}

function machineLines(report) {
  const m = report.machine
  const { before, after } = m.loadAverage
  return [
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}; Node ${m.node}; ${m.chromium}`,
    `Lighthouse ${m.lighthouse} (benchmarkIndex ${m.lighthouseBenchmarkIndex}); 1-min load average ${before.toFixed(1)} before, ${after.toFixed(1)} after`,
    `${report.date}; medians of ${RUNS} runs per page and method, interleaved; bench took ${Math.round(report.durationSeconds / 60)} min`,
  ].join('\n')
}

/** Writes the report to reports/bench.json. */
export async function writeReport(report) {
  await mkdir(path.dirname(REPORT), { recursive: true })
  await writeFile(REPORT, `${JSON.stringify(report, null, 2)}\n`)
}

/** Prints the machine, the table, the budget count and any failed audits. */
export function printReport(report) {
  const failed = report.budgets.filter((b) => !b.pass)
  const notes = ROUTES.filter((r) => report.results.simulate[r].failedAudits.length).map(
    (r) => `  ${r}: ${report.results.simulate[r].failedAudits.join(', ')}`,
  )
  console.log(`\n${machineLines(report)}\n`)
  console.log(table(report))
  console.log(`\n(1) is-crawlable left out on ${NOINDEX_ROUTES.join(', ')}, noindex on purpose.`)
  console.log(`Budgets: ${report.budgets.length - failed.length} pass, ${failed.length} fail`)
  for (const b of failed) console.log(`  FAIL ${b.route} ${b.metric}: ${b.value} (limit ${b.rule} ${b.limit})`)
  if (notes.length) console.log(`Audits failed in at least one run:\n${notes.join('\n')}`)
  console.log(`Report: ${path.relative(root, REPORT)}`)
}
