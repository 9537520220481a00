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
 * The Node 24 binary in `.node24/` (NODE24_PREFIX), installed from the npm
 * registry on first use as scripts/test-node24.sh installs it for CI: the
 * registry's node-<platform>-<arch> package carries the official binary, so
 * no other download source is needed.
 * @param {string} root the repo root
 */
export function node24Binary(root) {
  const prefix = process.env.NODE24_PREFIX ?? path.join(root, '.node24')
  const pkg = `node-${process.platform}-${process.arch}`
  const bin = path.join(prefix, 'node_modules', pkg, 'bin', 'node')
  if (!existsSync(bin)) {
    process.stdout.write(
      `installing ${pkg}@24 into ${path.relative(root, prefix)}/ (Lighthouse 13 needs Node 22.19+)\n`,
    )
    const args = ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock']
    execFileSync('npm', [...args, `${pkg}@24`], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  if (!existsSync(bin)) throw new Error(`${pkg}@24 installed no ${bin}; run the bench under Node 22.19 or later`)
  return bin
}
