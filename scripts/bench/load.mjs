// Load: throughput and p99 latency of one route from autocannon's CLI.

import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { KIB, LOAD, ORIGIN, childEnv, root } from './config.mjs'

const require = createRequire(import.meta.url)

/**
 * Throughput and p99 latency of a route under a fixed load, from autocannon's
 * CLI in a second process so that the load generator does not share the
 * server's event loop. Browsers ask for gzip, so the load does too.
 */
export function load() {
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js')
  const args = [bin, '--json', '-c', String(LOAD.connections), '-d', String(LOAD.seconds)]
  args.push('-H', 'accept-encoding=gzip', `${ORIGIN}${LOAD.route}`)
  const stdout = execFileSync(process.execPath, args, { cwd: root, env: childEnv, maxBuffer: 64 * KIB * KIB })
  const result = JSON.parse(stdout.toString())
  return {
    ...LOAD,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
