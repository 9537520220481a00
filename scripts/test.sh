#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit tests, then the
# browser tests against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
# The builds below need not type-check: the "types" step checks every file first, and stops the run.
export SKIP_BUILD_TYPECHECK=1
mkdir -p reports

step() { printf '\n== %s (%ss in)\n' "$*" "$SECONDS"; }

step "typegen";   bash scripts/check-typegen.sh

# The browser tests' configured site is built now, beside the checks below,
# which mostly leave the second core idle; the browser tests reuse the build.
CONFIGURED_BUILD_ONLY=1 npx tsx testing/browser/configured-server.ts > reports/configured-build.log 2>&1 &
configured_build=$!

step "format";    npx prettier --check . > /dev/null && echo "prettier: ok"
step "lint";      npm run --silent lint
step "types";     npm run --silent typecheck
step "unit";      npx jest --json --outputFile=reports/unit.json
step "build";     npm run --silent build
step "configured site's build"
wait "$configured_build" || { cat reports/configured-build.log; exit 1; }
tail -n 3 reports/configured-build.log
step "browser";   E2E_REUSE_BUILD=1 npx playwright test

node scripts/test-summary.mjs reports/unit.json reports/e2e.json
