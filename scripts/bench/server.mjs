// Build and server: `next build` with BENCH=1, and `next start` on loopback.

import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { setTimeout as sleep } from 'node:timers/promises'
import { ORIGIN, PORT, childEnv, root } from './config.mjs'

const require = createRequire(import.meta.url)

/**
 * Runs a command to completion. Its output is kept back, so that the bench
 * prints one table, and shown only if the command fails.
 * @param {string} command @param {string[]} args
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
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

/** `next build` with BENCH=1, so that the floor route is rendered. */
export function build() {
  process.stdout.write('next build (BENCH=1)\n')
  return run(process.execPath, [nextBin, 'build'])
}

/** True if anything answers on the bench port: it must be ours alone. */
async function portTaken() {
  try {
    await fetch(ORIGIN, { signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}

/**
 * Starts `next start` on loopback in its own process group, so that stopping
 * it also stops any worker it forks, and waits until it serves `/`.
 */
export async function startServer() {
  if (await portTaken())
    throw new Error(`port ${PORT} is in use; set BENCH_PORT to a free port (the next one is Chrome's)`)
  const server = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(PORT)], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  let exited = false
  server.on('exit', () => (exited = true))
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (exited) throw new Error('next start exited before serving')
    if (await portTaken()) return server
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
