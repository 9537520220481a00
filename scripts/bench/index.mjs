// `npm run bench` entry: makes sure the bench runs on Node 22.19+, then runs it.
//
// Builds the site with BENCH=1, serves it on loopback, and measures each
// public route against its limit (the same HTML without scripts) and the
// framework floor with Lighthouse 13, with applied and simulated throttling
// interleaved; then the Studio check and `/` under load. Prints one table
// against the budgets and writes reports/bench.json (docs/benchmark.md).
// Budgets are reported, never enforced: the exit code only says whether the
// bench itself ran.
//
// Options: --skip-build reuses an existing BENCH=1 build in .next.
// Environment: BENCH_PORT (default 3200; Chrome's debugging port is the next
// one), BENCH_RUNS (runs per page and method, default 5), CHROMIUM_PATH,
// NODE24_PREFIX (where Node 24 is installed when this Node is older).

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
