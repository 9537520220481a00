#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit tests, then the
# browser tests against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
mkdir -p reports

step() { printf '\n== %s\n' "$*"; }

step "format";    npx prettier --check . > /dev/null && echo "prettier: ok"
step "lint";      npm run --silent lint
step "types";     npm run --silent typecheck
step "typegen";   bash scripts/check-typegen.sh
step "unit";      npx jest --json --outputFile=reports/unit.json
step "build";     npm run --silent build
step "browser";   npx playwright test

node scripts/test-summary.mjs reports/unit.json reports/e2e.json
