// Node 24 on demand: Lighthouse 13 needs Node 22.19 or later, the site supports 20.19 as well.

import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/** The oldest Node that Lighthouse 13 runs on (its package.json `engines`). */
const NEEDED = [22, 19]

/** True if this Node can run Lighthouse 13. */
export function nodeIsRecentEnough(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number)
  return major > NEEDED[0] || (major === NEEDED[0] && minor >= NEEDED[1])
}

/**
 * The Node 24 binary that scripts/node24.sh prints, installing it from the
 * npm registry on first use, as it does for CI.
 * @param {string} root the repo root
 */
export function node24Binary(root) {
  const bin = execFileSync('bash', [path.join(root, 'scripts', 'node24.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim()
  if (!existsSync(bin))
    throw new Error(`scripts/node24.sh gave no Node binary; run the bench under Node 22.19 or later`)
  return bin
}
