#!/usr/bin/env bash
# Prints the path of a Node 24 LTS binary, installing it first into .node24/
# (NODE24_PREFIX) if needed. The registry's node-<platform>-<arch> package
# carries the official binary, so no other download source is needed.
# Used by CI (.ci/run, scripts/test-node24.sh) and the bench (Lighthouse 13).
set -euo pipefail
cd "$(dirname "$0")/.."
tools="${NODE24_PREFIX:-$PWD/.node24}"
pkg="node-$(node -p 'process.platform + "-" + process.arch')"
node="$tools/node_modules/$pkg/bin/node"
if [ ! -x "$node" ]; then
  echo "installing $pkg@24 into $tools" >&2
  npm install --prefix "$tools" --no-save --no-audit --no-fund --no-package-lock "$pkg@24" > /dev/null 2>&1
fi
echo "$node"
