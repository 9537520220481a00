// Builds and servers: `next build` with BENCH=1 into each state's folder, and `next start` on loopback.

import { spawn } from 'node:child_process'
import { copyFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createRequire } from 'node:module'
import { setTimeout as sleep } from 'node:timers/promises'
import { BUILDS, TWIN, buildEnv, originOf, root } from './config.mjs'

const require = createRequire(import.meta.url)

/**
 * Runs a command to completion. Its output is kept back, so that the bench
 * prints one table, and shown only if the command fails.
 * @param {string} command @param {string[]} args
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    // 'close', not 'exit': the output streams are drained by then.
    child.on('close', (code) => {
      if (code === 0) return resolve()
      process.stderr.write(Buffer.concat(output))
      reject(new Error(`${args.join(' ')} exited with ${code}`))
    })
  })
}

const nextBin = require.resolve('next/dist/bin/next')

/**
 * `next build` with BENCH=1 (so that the floor and limit routes exist) into
 * the state's own folder: the site as it ships, or with the loader off.
 * @param {'on' | 'off'} state
 */
export function build(state) {
  process.stdout.write(`next build (BENCH=1, loader ${state}) into ${BUILDS[state].distDir}\n`)
  return run(process.execPath, [nextBin, 'build'], buildEnv(state))
}

/**
 * The home page's own bytes as a static file of the shipped build
 * (/_next/static/bench/index.html), written before the server starts, which
 * lists its static files then: the load compares `/` with its twin.
 */
export async function placeTwin() {
  await mkdir(path.dirname(TWIN.to), { recursive: true })
  await copyFile(TWIN.from, TWIN.to)
}

/** True if anything answers on the port: it must be ours alone. */
async function portTaken(origin) {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}

/**
 * Starts `next start` of a state's build on loopback in its own process
 * group, so that stopping it also stops any worker it forks, and waits until
 * it serves `/`.
 * @param {'on' | 'off'} state
 */
export async function startServer(state) {
  const { port } = BUILDS[state]
  const origin = originOf(state)
  if (await portTaken(origin))
    throw new Error(`port ${port} is in use; set BENCH_PORT to a free port (it and the next two are the bench's)`)
  const server = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    env: buildEnv(state),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  let exited = false
  server.on('exit', () => (exited = true))
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (exited) throw new Error('next start exited before serving')
    if (await portTaken(origin)) return server
    await sleep(250)
  }
  stopServer(server)
  throw new Error('next start did not answer within 60 s')
}

/** @param {import('node:child_process').ChildProcess} server */
export function stopServer(server) {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
