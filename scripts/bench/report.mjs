// Report: the machine, the tables (each route with the loader on and off beside its limit), reports/bench.json.

import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { BUDGETS, INTERACTION_MS, SERVER_RATIO } from './budgets.mjs'
import {
  CHROMIUM_PATH,
  KIB,
  NOINDEX_ROUTES,
  PAGES,
  PARTIAL_REPORT,
  PHONE_BENCHMARK_INDEX,
  REPORT,
  ROUTES,
  RUNS,
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

const of = (method, key) => (r, page) => r.results[method][page.key]?.[key]
const perRoute = (key) => (r, page) => r.routes[page.key]?.[key]
const html = (key) => (r, page) => r.html[page.key]?.[key]
const phone = (key) => (r, page) => (page.kind === 'on' ? r.phone[page.route]?.[key] : undefined)

/** The rows: a label, where its value is, its format, and the budget (by id) that judges it. */
const ROWS = [
  { label: 'Performance, applied', get: of('devtools', 'performance'), f: fmt.score, budget: 'performance.devtools' },
  { label: 'FCP, applied', get: of('devtools', 'fcpMs'), f: fmt.s, budget: 'fcpMs.devtools' },
  { label: 'LCP, applied', get: of('devtools', 'lcpMs'), f: fmt.s, budget: 'lcpMs.devtools' },
  { label: 'Speed Index, applied', get: of('devtools', 'siMs'), f: fmt.s, budget: 'siMs.devtools' },
  { label: 'TBT, applied', get: of('devtools', 'tbtMs'), f: fmt.ms, budget: 'tbtMs.devtools' },
  { label: 'CLS, applied', get: of('devtools', 'cls'), f: fmt.cls, budget: 'cls.devtools' },
  { label: 'Load event, phone', get: phone('loadMs'), f: fmt.s },
  { label: 'Overlay gone after it', get: phone('overlayAfterLoadMs'), f: fmt.ms, budget: 'overlayAfterLoadMs' },
  { label: 'Performance, simulated', get: of('simulate', 'performance'), f: fmt.score },
  { label: 'FCP, simulated', get: of('simulate', 'fcpMs'), f: fmt.s },
  { label: 'LCP, simulated', get: of('simulate', 'lcpMs'), f: fmt.s },
  { label: 'Speed Index, simulated', get: of('simulate', 'siMs'), f: fmt.s },
  { label: 'TBT, simulated', get: of('simulate', 'tbtMs'), f: fmt.ms },
  { label: 'LCP frame before scripts', get: of('simulate', 'raceWins'), f: fmt.wins },
  { label: 'LCP, unthrottled load', get: of('simulate', 'observedLcpMs'), f: fmt.ms },
  { label: 'Accessibility', get: of('simulate', 'accessibility'), f: fmt.score, budget: 'accessibility' },
  { label: 'Best practices', get: of('simulate', 'bestPractices'), f: fmt.score, budget: 'bestPractices' },
  { label: 'SEO', get: of('simulate', 'seo'), f: fmt.score, budget: 'seo' },
  { label: 'JavaScript', get: of('simulate', 'jsBytes'), f: fmt.kib },
  { label: 'JS above floor', get: perRoute('jsAboveFloorBytes'), f: fmt.kib, budget: 'jsAboveFloorBytes' },
  { label: 'Total transfer', get: of('simulate', 'totalBytes'), f: fmt.kib, budget: 'totalBytes' },
  { label: 'HTML', get: html('htmlBytes'), f: fmt.kb, budget: 'htmlBytes' },
  { label: 'HTML, brotli 5', get: html('htmlBrotliBytes'), f: fmt.kb, budget: 'htmlBrotliBytes' },
  { label: 'HTML, gzip (next start)', get: html('htmlGzipBytes'), f: fmt.kb },
  { label: 'Studio bytes', get: perRoute('studioBytes'), f: fmt.b, budget: 'studioBytes' },
]

/** A page's cell: the value, its ratio to the limit where the budget is one, PASS or FAIL. */
function cell(report, row, page) {
  const value = row.get(report, page)
  if (value === undefined || value === null || Number.isNaN(value)) return '-'
  const verdict = report.budgets.find((b) => b.page === page.key && b.metric === row.budget)
  if (!verdict) return row.f(value)
  const text = BUDGETS.find((b) => b.id === row.budget)?.text ?? ''
  // A ratio's reference: the route's limit, or the floor.
  const reference = text.includes('x limit') ? `limit:${page.route}` : text.includes('x floor') ? 'floor' : null
  const limit = reference ? row.get(report, PAGES.find((p) => p.key === reference) ?? { key: reference }) : undefined
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

const HEAD = { on: (p) => `${p.route} on`, off: () => 'off', limit: () => 'limit', floor: () => 'floor' }

/** The main table: a row per metric; each route with the loader on, off, and its limit; the floor last. */
export function table(report) {
  const text = (id) => BUDGETS.find((b) => b.id === id)?.text ?? '-'
  const rows = [['Metric', 'Budget', ...PAGES.map((p) => HEAD[p.kind](p))]]
  for (const row of ROWS) rows.push([row.label, text(row.budget), ...PAGES.map((p) => cell(report, row, p))])
  return renderTable(rows)
}

/** Each first interaction on a phone, input to next paint: median, slowest, keys that beat the code. */
function interactionTable(report) {
  const rows = [['First interaction (phone, applied)', 'Budget', 'Median', 'Slowest', 'Key before its code']]
  for (const route of ROUTES) {
    for (const [name, i] of Object.entries(report.phone[route]?.interactions ?? {})) {
      const verdict = report.budgets.find((b) => b.page === `on:${route}` && b.metric === `interaction: ${name}`)
      const loading = i.whileLoading === undefined ? '-' : `${i.whileLoading} of ${i.runs}`
      const median = `${fmt.ms(i.ms)} ${verdict?.pass ? 'PASS' : 'FAIL'}`
      rows.push([`${route} ${name}`, `<= ${INTERACTION_MS} ms`, median, fmt.ms(i.worstMs), loading])
    }
  }
  return renderTable(rows)
}

function loadTable(report) {
  const { connections, seconds, route, staticFile, twin, floor } = report.load
  const verdict = report.budgets.find((b) => b.metric === 'routeToStatic')
  const rows = [[`Server, ${connections} connections, ${seconds} s each`, 'Requests/s', 'p99', 'Of its twin']]
  for (const r of [route, twin, staticFile, floor]) {
    const share = `${(r.requestsPerSecond / twin.requestsPerSecond).toFixed(2)}x`
    const judged = r === route ? ` ${verdict?.pass ? 'PASS' : 'FAIL'} (>= ${SERVER_RATIO})` : ''
    rows.push([r.path, `${Math.round(r.requestsPerSecond)}`, `${r.p99Ms} ms`, `${share}${judged}`])
  }
  return renderTable(rows)
}

function machineLines(report) {
  const m = report.machine
  const { before, after } = m.loadAverage
  return [
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}; Node ${m.node}; ${m.chromium}`,
    `Lighthouse ${m.lighthouse}; host benchmarkIndex ${m.lighthouseBenchmarkIndex}${m.benchmarkIndexSamples?.length > 1 ? ` (median of ${m.benchmarkIndexSamples.join(', ')})` : ''}, so the phone's CPU slowdown is ${m.cpuSlowdown}x (index ÷ ${PHONE_BENCHMARK_INDEX}); 1-min load average ${before.toFixed(1)} before, ${after.toFixed(1)} after`,
    `${report.date}; medians of ${RUNS} runs per page and method, interleaved; bench took ${Math.round(report.durationSeconds / 60)} min`,
  ].join('\n')
}

/** The host's verdict in one line: quiet, or busy twice and so not counted. */
function hostLine(report) {
  const last = report.host.attempts.at(-1)
  const tbt = Object.entries(last.limitTbtMs)
    .map(([key, ms]) => `${key} ${Math.round(ms)} ms`)
    .join(', ')
  const tries = report.host.attempts.length
  return report.host.quiet
    ? `Host quiet: pages without scripts blocked ${tbt} (<= ${last.maxMs} ms)${tries > 1 ? ', on the second try' : ''}`
    : `NOISY RUN: the host was busy in both tries (pages without scripts blocked ${tbt}, > ${last.maxMs} ms); this run does not count`
}

/** Writes the report to reports/bench.json. */
export async function writeReport(report) {
  await mkdir(path.dirname(REPORT), { recursive: true })
  await writeFile(REPORT, `${JSON.stringify(report, null, 2)}\n`)
}

/** The phases measured so far, rewritten as each one finishes (reports/bench.partial.json). */
export async function writePartial(partial) {
  await mkdir(path.dirname(PARTIAL_REPORT), { recursive: true })
  await writeFile(PARTIAL_REPORT, `${JSON.stringify(partial, null, 2)}\n`)
}

/**
 * Per route: its HTML (raw, compressed, the stylesheet's copies: 2 while Next.js repeats it in React's payload),
 * and the hero picture's own download time with the loader off beside its limit's (applied throttling).
 */
function htmlLines(report) {
  const kb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1000).toFixed(1)} KB` : 'n/a')
  const ms = (value) => (typeof value === 'number' && !Number.isNaN(value) ? `${Math.round(value)} ms` : 'n/a')
  return ROUTES.map((route) => {
    const html = report.html?.[`off:${route}`] ?? {}
    const hero = (key) => report.results?.devtools?.[`${key}:${route}`]?.heroDownloadMs
    return (
      `  ${route}: HTML ${kb(html.htmlBytes)} raw, ${kb(html.htmlBrotliBytes)} brotli, ${kb(html.htmlGzipBytes)} gzip, ` +
      `${html.stylesheetCopies ?? 'n/a'} copies of the stylesheet; hero download ${ms(hero('off'))} ` +
      `(its limit's ${ms(hero('limit'))})`
    )
  }).join('\n')
}

/** The confirming passes (issue 63): each timing budget of a confirmed route that failed first, first and again. */
function confirmLines(report) {
  const lines = []
  const ratio = (b) => (b.limit && b.value !== null ? ` (${(b.value / b.limit).toFixed(2)} of its limit)` : '')
  for (const [route, pass] of Object.entries(report.confirm ?? {})) {
    lines.push(`Confirming pass on ${route}, its pages alone${pass.host.quiet ? '' : ' (host busy)'}:`)
    for (const again of pass.budgets) {
      const first = pass.first.find((b) => b.page === again.page && b.metric === again.metric)
      // One that passed first stands (finalBudgets): only what failed was measured again.
      if (first?.pass) continue
      const word = (b) => `${Math.round(b?.value ?? NaN)}${ratio(b ?? {})} ${b?.pass ? 'PASS' : 'FAIL'}`
      lines.push(`  ${again.page} ${again.metric}: first ${word(first)}, again ${word(again)}`)
    }
  }
  return lines
}

/** The long tasks (over 50 ms) of each route with the loader off and of the floor, in the median-TBT run. */
function taskLines(report) {
  const keys = [...ROUTES.map((route) => `off:${route}`), 'floor']
  return keys.map((key) => {
    const runs = report.runs?.devtools?.[key] ?? []
    const sorted = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)
    const median = sorted[Math.floor(sorted.length / 2)]
    const tasks = (median?.longTasks ?? []).map((task) => `${task.ms} ms at ${task.atMs} (${task.url})`)
    return `  ${key}: TBT ${Math.round(median?.tbtMs ?? NaN)} ms; ${tasks.join(', ') || 'no task over 50 ms'}`
  })
}

/** Prints the machine, the tables, the failed budgets and audits, and the verdict line last. */
export function printReport(report) {
  const failed = report.budgets.filter((b) => !b.pass)
  const notes = PAGES.filter((p) => report.results.simulate[p.key]?.failedAudits?.length).map(
    (p) => `  ${p.key}: ${report.results.simulate[p.key].failedAudits.join(', ')}`,
  )
  console.log(`\n${machineLines(report)}\n${hostLine(report)}\n`)
  console.log(table(report))
  console.log(`\n(1) is-crawlable left out on ${NOINDEX_ROUTES.join(', ')}, noindex on purpose.\n`)
  console.log(`HTML and the hero, per route (loader off):\n${htmlLines(report)}\n`)
  console.log(`Long tasks, applied (the run of median TBT):\n${taskLines(report).join('\n')}\n`)
  for (const restart of report.phoneRestarts ?? []) {
    console.log(
      `  The browser died during ${restart.route} (round ${restart.round}) and was restarted: ${restart.error}`,
    )
  }
  console.log(interactionTable(report))
  console.log(`\n${loadTable(report)}\n`)
  for (const line of confirmLines(report)) console.log(line)
  for (const b of failed) console.log(`  FAIL ${b.page} ${b.metric}: ${b.value} (limit ${b.rule} ${b.limit})`)
  if (notes.length) console.log(`Audits failed in at least one run:\n${notes.join('\n')}`)
  console.log(`Report: ${path.relative(root, REPORT)}`)
  const count = `${report.budgets.length - failed.length} of ${report.budgets.length} budgets pass`
  console.log(report.host.quiet ? `bench: ${count}` : `bench: NOISY, does not count (${count})`)
}
