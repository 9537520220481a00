/**
 * The machine, the one table, and reports/load.json. Budgets are reported,
 * never enforced: the exit code only says whether the runs happened.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { REPORT_FILE } from './config'
import type { Row } from './fresh'

export interface Machine {
  cpu: string
  cores: number
  memoryGiB: number
  node: string
  kernel: string
  loadAverage: [number, number, number]
}

/** Read at the start, before this script adds any load. */
export function machine(): Machine {
  const cpus = os.cpus()
  const [one, five, fifteen] = os.loadavg().map((value) => Math.round(value * 100) / 100)
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    kernel: `${os.type()} ${os.release()}`,
    loadAverage: [one ?? 0, five ?? 0, fifteen ?? 0],
  }
}

export function machineLine(m: Machine): string {
  return (
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.kernel}, Node ${m.node}; ` +
    `load average at start ${m.loadAverage.join(' / ')} (1 / 5 / 15 min)`
  )
}

const HEAD = ['Phase', 'Traffic', 'Conns', 'Requests', 'Req/s', 'p50 ms', 'p99 ms', '5xx', 'Sock err (t/o)']
const TAIL = ['Unmeant', 'Peak RSS MiB (HWM)', 'Server CPU %', 'Accept queue max', 'Budgets']
const RIGHT = new Set([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])

/** "PASS" when every budget of the row holds, else each failed one with its value; a timing is always shown. */
function budgetText(row: Row): string {
  const timed = row.budgets.some((budget) => budget.name.startsWith('visible') || budget.name.startsWith('p99'))
  if (timed) return row.budgets.map((b) => `${b.name}: ${b.actual} ${b.pass ? 'PASS' : 'FAIL'}`).join('; ')
  const failed = row.budgets.filter((budget) => !budget.pass)
  return failed.length === 0 ? 'PASS' : failed.map((b) => `${b.name}: ${b.actual} FAIL`).join('; ')
}

export function table(rows: Row[]): string {
  const cells = rows.map((row) => [
    row.phase,
    row.name,
    String(row.connections),
    String(row.requests),
    row.rps.toFixed(1),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.fiveXx),
    `${row.socketErrors} (${row.timeouts})`,
    String(row.unmeant),
    `${row.memory.peakRssMiB ?? '?'} (${row.memory.hwmMiB ?? '?'})`,
    String(row.memory.serverCpuPercent ?? '?'),
    String(row.memory.acceptQueueMax ?? '?'),
    budgetText(row),
  ])
  const all = [[...HEAD, ...TAIL], ...cells]
  const widths = all[0]!.map((_, column) => Math.max(...all.map((line) => line[column]!.length)))
  const line = (values: string[]) =>
    `| ${values.map((value, column) => (RIGHT.has(column) ? value.padStart(widths[column]!) : value.padEnd(widths[column]!))).join(' | ')} |`
  const rule = `|${widths.map((width, column) => (RIGHT.has(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`
  return [line(all[0]!), rule, ...cells.map(line)].join('\n')
}

/** Lines worth reading after the table: what went wrong, by request or error code. */
export function anomalies(rows: Row[]): string[] {
  const lines: string[] = []
  for (const row of rows) {
    for (const [what, count] of Object.entries(row.unmeantDetail))
      lines.push(`${row.phase} ${row.name}: ${what} ×${count}`)
    for (const [kind, count] of Object.entries(row.errorKinds))
      lines.push(`${row.phase} ${row.name}: socket error ${kind} ×${count}`)
  }
  return lines
}

/** What the server logged: lines per [tag], and the first lines that look like errors. */
export function logSummary(file: string) {
  if (!existsSync(file)) return null
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean)
  const tags: Record<string, number> = {}
  for (const line of lines) {
    const tag = /^\s*(\[[a-z-]+\])/i.exec(line)?.[1] ?? 'other'
    tags[tag] = (tags[tag] ?? 0) + 1
  }
  const errors = lines.filter((line) => /error|⨯|unhandled|uncaught|ECONN|EPIPE|heap/i.test(line))
  return {
    file: path.relative(process.cwd(), file),
    lines: lines.length,
    tags,
    errorLines: errors.length,
    firstErrors: errors.slice(0, 20),
  }
}

export function writeReport(report: unknown): string {
  mkdirSync(path.dirname(REPORT_FILE), { recursive: true })
  writeFileSync(REPORT_FILE, JSON.stringify(report, null, 2) + '\n')
  return path.relative(process.cwd(), REPORT_FILE)
}
