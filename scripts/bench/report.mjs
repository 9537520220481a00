// Report: machine info, budget checks, the one table, and reports/bench.json.

import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { BUDGETS, CHROMIUM_PATH, FLOOR_ROUTE, KIB, LOAD, REPORT, ROUTES, RUNS, root } from './config.mjs'

// ---------------------------------------------------------------------------
// Machine

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

// ---------------------------------------------------------------------------
// Budgets and table

/**
 * Every budget checked on every route it applies to.
 * @param {Record<string, ReturnType<typeof import('./lighthouse.mjs').medianOf>>} routes
 */
export function checkBudgets(routes) {
  return BUDGETS.flatMap((budget) =>
    budget.routes.map((route) => {
      const value = routes[route][budget.key]
      return { budget: budget.label, route, limit: budget.text, value, pass: budget.pass(value) }
    }),
  )
}

const fmt = {
  score: (v) => String(v),
  ms: (v) => `${Math.round(v)} ms`,
  s: (v) => `${(v / 1000).toFixed(2)} s`,
  cls: (v) => v.toFixed(3),
  kib: (v) => `${(v / KIB).toFixed(1)} KiB`,
}
const formats = {
  performance: fmt.score,
  accessibility: fmt.score,
  bestPractices: fmt.score,
  seo: fmt.score,
  lcpMs: fmt.s,
  tbtMs: fmt.ms,
  cls: fmt.cls,
  observedLcpMs: fmt.ms,
  jsBeforeLcpBytes: fmt.kib,
  jsBytes: fmt.kib,
  jsAboveFloorBytes: fmt.kib,
  totalBytes: fmt.kib,
  studioBytes: (v) => `${v} B`,
}

/**
 * One cell: the value, and PASS or FAIL where a budget applies.
 * @param {typeof BUDGETS[number]} budget @param {string} route @param {number | undefined} value
 */
function cell(budget, route, value) {
  if (value === undefined) return '-'
  const text = formats[budget.key](value)
  if (!budget.routes.includes(route)) return text
  return `${text} ${budget.pass(value) ? 'PASS' : 'FAIL'}`
}

/** @param {string[][]} rows */
function renderTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n')
}

/** The one table: a row per metric, a column per route, the floor last. */
function table(report) {
  const columns = [...ROUTES, FLOOR_ROUTE]
  const values = { ...report.routes, [FLOOR_ROUTE]: report.floor }
  const rows = [['Metric', 'Budget', ...columns.map((c) => (c === FLOOR_ROUTE ? `${c} (floor)` : c))]]
  for (const budget of BUDGETS) {
    rows.push([budget.label, budget.text || '-', ...columns.map((c) => cell(budget, c, values[c]?.[budget.key]))])
  }
  const { requestsPerSecond, p99Ms, connections, seconds } = report.load
  const loadCell = (text) => columns.map((c) => (c === LOAD.route ? text : '-'))
  rows.push([
    `Throughput (${connections} conn, ${seconds} s)`,
    '-',
    ...loadCell(`${Math.round(requestsPerSecond)} req/s`),
  ])
  rows.push(['p99 latency', '-', ...loadCell(`${p99Ms} ms`)])
  return renderTable(rows)
}

/** @param {ReturnType<typeof machine> & { loadAverage: { before: number, after: number } }} m */
function machineLine(m) {
  const { before, after } = m.loadAverage
  return [
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}; Node ${m.node}; ${m.chromium}`,
    `Lighthouse benchmarkIndex ${m.lighthouseBenchmarkIndex}; 1-min load average ${before.toFixed(1)} before, ${after.toFixed(1)} after`,
  ].join('\n')
}

// ---------------------------------------------------------------------------
// Output

/** Writes the report to reports/bench.json. */
export async function writeReport(report) {
  await mkdir(path.dirname(REPORT), { recursive: true })
  await writeFile(REPORT, `${JSON.stringify(report, null, 2)}\n`)
}

/** Prints the machine, the table, the budget count and any failed audits. */
export function printReport(report) {
  const failed = report.budgets.filter((b) => !b.pass)
  const notes = ROUTES.filter((r) => report.routes[r].failedAudits.length).map(
    (r) => `  ${r}: ${report.routes[r].failedAudits.join(', ')}`,
  )
  console.log(`\n${machineLine(report.machine)}`)
  console.log(`Lighthouse ${RUNS} runs per route (median), mobile, simulated throttling; ${report.date}\n`)
  console.log(table(report))
  console.log(`\nBudgets: ${report.budgets.length - failed.length} pass, ${failed.length} fail`)
  if (notes.length)
    console.log(`Audits failed in at least one run (accessibility, best practices, SEO):\n${notes.join('\n')}`)
  console.log(`Report: ${path.relative(root, REPORT)}`)
}
