/**
 * The server's memory and CPU, from /proc (Linux): the process we spawned and
 * every process below it. Per phase:
 * - `peakRssMiB`: the largest sum of VmRSS over the tree, polled every 100 ms;
 * - `hwmMiB`: the sum of each process's VmHWM (its own peak), after resetting
 *   the peaks at the start of the phase (`clear_refs` 5); an upper bound;
 * - `serverCpuPercent`: the tree's CPU time over the wall time (100 = one core
 *   busy), and this load generator's own, and the machine's load average at
 *   the end: on shared cores a slow phase is often a starved server;
 * - `acceptQueueMax`: the most connections waiting for the server to accept
 *   them (the listening socket's queue in /proc/net/tcp): a saturated Node
 *   server accepts one connection per event-loop turn, and clients queued
 *   longer than their timeout give up and queue again.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'

export interface MemoryPeak {
  peakRssMiB: number | null
  hwmMiB: number | null
  processes: number
  serverCpuPercent: number | null
  generatorCpuPercent: number
  loadAverageAtEnd: number
  acceptQueueMax: number | null
}

/** The process and its descendants, by parent id from /proc/<pid>/stat. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // gone meanwhile
    }
  }
  const tree: number[] = []
  const queue = [rootPid]
  while (queue.length > 0) {
    const pid = queue.shift()!
    tree.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return tree
}

function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10

/** Connections waiting in the accept queue of the socket listening on 127.0.0.1:`port`. */
export function acceptQueue(port: number): number | null {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`
  try {
    for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
      const [, address, , state, queues] = line.trim().split(/\s+/)
      if (address === local && state === '0A') return parseInt(queues!.split(':')[1]!, 16)
    }
  } catch {
    // no /proc/net/tcp
  }
  return null
}

/** User and system CPU seconds of one process (clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

/** Starts watching; `stop()` gives the phase's peaks. */
export function watchMemory(rootPid: number, port: number, intervalMs = 100): { stop(): MemoryPeak } {
  const seen = new Set<number>()
  const startedAt = performance.now()
  const generatorStart = process.cpuUsage()
  const cpuStart = new Map<number, number>()
  for (const pid of processTree(rootPid)) {
    const cpu = cpuSeconds(pid)
    if (cpu !== null) cpuStart.set(pid, cpu)
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5')
    } catch {
      // not allowed or gone: VmHWM then covers the process's whole life
    }
  }
  let peakKiB: number | null = null
  let queueMax: number | null = null
  // Walking /proc is the costly part: the tree is refreshed every 2 s, the sizes read every tick.
  let tree = processTree(rootPid)
  let treeAt = Date.now()
  const sample = () => {
    if (Date.now() - treeAt >= 2000) {
      tree = processTree(rootPid)
      treeAt = Date.now()
    }
    let sum = 0
    let any = false
    for (const pid of tree) {
      const rss = statusKiB(pid, 'VmRSS')
      if (rss === null) continue
      seen.add(pid)
      sum += rss
      any = true
    }
    if (any) peakKiB = Math.max(peakKiB ?? 0, sum)
    const queued = acceptQueue(port)
    if (queued !== null) queueMax = Math.max(queueMax ?? 0, queued)
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      treeAt = 0
      sample()
      let hwm: number | null = null
      let cpu: number | null = null
      for (const pid of seen) {
        const value = statusKiB(pid, 'VmHWM')
        if (value !== null) hwm = (hwm ?? 0) + value
        const used = cpuSeconds(pid)
        if (used !== null) cpu = (cpu ?? 0) + used - (cpuStart.get(pid) ?? 0)
      }
      const wall = (performance.now() - startedAt) / 1000
      const generator = process.cpuUsage(generatorStart)
      return {
        peakRssMiB: peakKiB === null ? null : mib(peakKiB),
        hwmMiB: hwm === null ? null : mib(hwm),
        processes: seen.size,
        serverCpuPercent: cpu === null ? null : Math.round((cpu / wall) * 100),
        generatorCpuPercent: Math.round(((generator.user + generator.system) / 1e6 / wall) * 100),
        loadAverageAtEnd: Math.round(loadavg()[0]! * 100) / 100,
        acceptQueueMax: queueMax,
      }
    },
  }
}
