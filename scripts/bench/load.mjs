// Load: requests per second and p99 latency of the shipped build's `/`, beside its twin, a static file and the floor.

import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { KIB, LOAD, childEnv, originOf, root } from './config.mjs'

const require = createRequire(import.meta.url)

/**
 * One path under a fixed load, from autocannon's CLI in a second process so
 * that the load generator does not share the server's event loop. Browsers
 * ask for gzip, so the load does too.
 * @param {string} url
 */
function loadOne(url) {
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js')
  const args = [bin, '--json', '-c', String(LOAD.connections), '-d', String(LOAD.seconds)]
  args.push('-H', 'accept-encoding=gzip', url)
  const stdout = execFileSync(process.execPath, args, { cwd: root, env: childEnv, maxBuffer: 64 * KIB * KIB })
  const result = JSON.parse(stdout.toString())
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/**
 * `/` of the shipped build, a static file of the same server, the page's
 * twin and the framework floor, one after the other in the same run: the
 * ratio of `/` to its twin is what the budget judges, whatever the
 * machine's speed.
 */
export function load() {
  const origin = originOf('on')
  const out = { connections: LOAD.connections, seconds: LOAD.seconds }
  for (const [name, target] of [
    ['route', LOAD.route],
    ['staticFile', LOAD.staticFile],
    ['twin', LOAD.twin],
    ['floor', LOAD.floor],
  ]) {
    process.stdout.write(`load: ${LOAD.connections} connections for ${LOAD.seconds} s on ${target}\n`)
    out[name] = { path: target, ...loadOne(`${origin}${target}`) }
  }
  out.routeToStatic = out.route.requestsPerSecond / out.twin.requestsPerSecond
  return out
}
