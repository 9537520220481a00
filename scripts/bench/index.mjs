// `npm run bench` entry: makes sure the bench runs on Node 22.19+, then runs it.
//
// Builds the site twice with BENCH=1 (as it ships, with the owner's loader on,
// and with the loader switched off), serves both on loopback, and measures
// each public route in both states beside its limit (the loader-off HTML
// without scripts) and the framework floor with Lighthouse 13, applied and
// simulated throttling interleaved; then, on a throttled phone, when the
// overlay is gone and how fast the first interactions answer; the Studio
// check; and `/` under load beside its twin. Prints the tables against
// the budgets and writes reports/bench.json (docs/benchmark.md). A run whose
// pages without scripts show blocking time is made again once, and marked
// noisy if the host is still busy. The exit code only says whether the bench
// itself ran; its last line says whether the run counts.
//
// Options: --skip-build reuses the BENCH=1 builds in .next-bench and .next-bench-off.
// Environment: BENCH_PORT (default 3200; Chrome's debugging port is the next
// one, the loader-off site the one after), BENCH_RUNS (runs per page and
// method, default 5), BENCH_ROUTES, CHROMIUM_PATH, NODE24_PREFIX (where Node
// 24 is installed when this Node is older).

import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { root } from './config.mjs'
import { node24Binary, nodeIsRecentEnough } from './node24.mjs'

if (nodeIsRecentEnough()) {
  const { main } = await import('./main.mjs')
  await main()
} else {
  // Everything, the build and the server included, then runs on that one Node.
  const node = node24Binary(root)
  const entry = fileURLToPath(import.meta.url)
  const child = spawnSync(node, [entry, ...process.argv.slice(2)], { stdio: 'inherit' })
  if (child.error) throw child.error
  process.exit(child.status ?? 1)
}
