#!/usr/bin/env bash
# The second supported Node line, Node 24 LTS: the unit tests. (CI also has
# the browser tests' configured site built and served by Node 24: .ci/run
# sets CONFIGURED_NODE.)
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

node24="$(bash scripts/node24.sh)"
echo "== Node $("$node24" --version): unit tests"
"$node24" node_modules/jest/bin/jest.js --silent
echo "Node $("$node24" --version): unit tests passed"
