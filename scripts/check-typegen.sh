#!/usr/bin/env bash
# Fails when sanity/schema.json or sanity.types.ts no longer match the
# schemas and queries: regenerates them and compares with what was there.
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp sanity/schema.json sanity.types.ts "$tmp/"
npm run --silent typegen > "$tmp/typegen.log" 2>&1 || { cat "$tmp/typegen.log"; exit 1; }
if ! cmp -s "$tmp/schema.json" sanity/schema.json || ! cmp -s "$tmp/sanity.types.ts" sanity.types.ts; then
  echo "typegen: sanity/schema.json or sanity.types.ts was stale. It has been regenerated: review and commit it." >&2
  exit 1
fi
echo "typegen: sanity.types.ts is up to date"
