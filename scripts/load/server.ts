/**
 * `next build` and `next start` for the load runs. Every child is spawned in
 * a process group of its own and stopped by the id we got when spawning it,
 * never by name: other test runs on this machine serve `next-server` too.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { HOST, ROOT, origin } from './config'

const NEXT_BIN = require.resolve('next/dist/bin/next')
const children = new Set<ChildProcess>()

export interface Server {
  pid: number
  port: number
  origin: string
  logFile: string
  stop(): Promise<void>
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** SIGTERM to the child's own process group, SIGKILL if it is still there 10 s later. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (!children.has(child)) return
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      // the group is gone
    }
  }
  if (child.exitCode === null && child.signalCode === null) {
    signal('SIGTERM')
    const killed = await Promise.race([exited(child).then(() => false), sleep(10_000).then(() => true)])
    if (killed) signal('SIGKILL')
    await exited(child)
  }
  children.delete(child)
}

/** Stops everything this script spawned that is still running (on errors and Ctrl-C too). */
export async function stopAll(): Promise<void> {
  await Promise.all([...children].map(stopChild))
  pendingRestore?.()
  pendingRestore = null
}

function spawnNext(args: string[], env: NodeJS.ProcessEnv, stdio: StdioOptions = ['ignore', 'pipe', 'pipe']) {
  const child = spawn(process.execPath, [NEXT_BIN, ...args], { cwd: ROOT, env, stdio, detached: true })
  children.add(child)
  return child
}

/**
 * `next build` rewrites tsconfig.json (it adds `<distDir>/types/**` to
 * "include") and next-env.d.ts for a build folder it has not seen. Other
 * engineers work in this checkout: both files are put back as they were.
 */
const GUARDED = ['tsconfig.json', 'next-env.d.ts']

/** Puts back what a build changed in the guarded files; also run by stopAll() when a build is interrupted. */
let pendingRestore: (() => string[]) | null = null

function guard(distDir: string): () => string[] {
  const before = new Map(GUARDED.map((file) => [file, readIfExists(path.join(ROOT, file))]))
  return () => {
    const restored: string[] = []
    for (const [file, content] of before) {
      const full = path.join(ROOT, file)
      const now = readIfExists(full)
      if (content !== null && now !== null && now !== content && onlyOurChange(file, content, now, distDir)) {
        writeFileSync(full, content)
        restored.push(file)
      }
    }
    return restored
  }
}

/** A fresh `next build` into the env's NEXT_DIST_DIR; its output is shown only if it fails. */
export async function build(env: NodeJS.ProcessEnv): Promise<{ seconds: number; restored: string[] }> {
  const distDir = env.NEXT_DIST_DIR!
  // From scratch: Next.js keeps fetched content in <distDir>/cache, and a previous run's must not leak in.
  rmSync(path.join(ROOT, distDir), { recursive: true, force: true })
  pendingRestore = guard(distDir)
  const started = performance.now()
  const child = spawnNext(['build'], env)
  const output: Buffer[] = []
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (exitCode) => resolve(exitCode))
  })
  children.delete(child)
  const restored = pendingRestore()
  pendingRestore = null
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output))
    throw new Error(`next build (${distDir}) exited with ${code}`)
  }
  return { seconds: Math.round((performance.now() - started) / 100) / 10, restored }
}

/** True if the build's edit is all that changed: a concurrent edit by someone else is left alone. */
function onlyOurChange(file: string, before: string, after: string, distDir: string): boolean {
  if (file !== 'tsconfig.json') return after.includes(distDir)
  try {
    const parsed = JSON.parse(after) as { include?: unknown[] }
    parsed.include = parsed.include?.filter((entry) => !String(entry).startsWith(`${distDir}/`))
    return JSON.stringify(parsed) === JSON.stringify(JSON.parse(before))
  } catch {
    return false
  }
}

function readIfExists(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null
}

export function hasBuild(env: NodeJS.ProcessEnv): boolean {
  return existsSync(path.join(ROOT, env.NEXT_DIST_DIR!, 'BUILD_ID'))
}

/** Refuses to start on a port someone else holds: the server must be ours alone. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} on ${HOST} is taken (${error.code}); set LOAD_PORT to move the runs`)),
    )
    probe.listen(port, HOST, () => probe.close(() => resolve()))
  })
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' })
    await response.arrayBuffer()
    return true
  } catch {
    return false
  }
}

/**
 * `next start` on 127.0.0.1, ready once it answers. Its output goes straight
 * to `logFile`: a pipe to this busy process could stall the server's writes.
 */
export async function start(env: NodeJS.ProcessEnv, port: number, logFile: string): Promise<Server> {
  await assertPortFree(port)
  mkdirSync(path.dirname(logFile), { recursive: true })
  const fd = openSync(logFile, 'w')
  const child = spawnNext(['start', '--hostname', HOST, '--port', String(port)], env, ['ignore', fd, fd])
  closeSync(fd)
  const base = origin(port)
  const deadline = Date.now() + 60_000
  while (!(await answers(`${base}/robots.txt`))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child)
      throw new Error(`next start exited before serving:\n${readFileSync(logFile, 'utf8')}`)
    }
    if (Date.now() > deadline) {
      await stopChild(child)
      throw new Error('next start did not answer within 60 s')
    }
    await sleep(250)
  }
  return { pid: child.pid!, port, origin: base, logFile, stop: () => stopChild(child) }
}
