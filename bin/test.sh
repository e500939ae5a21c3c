#!/usr/bin/env bash
# npm test: the whole suite (unit, functional, browser) on a fresh in-memory
# embedded PostgreSQL, or on DATABASE_URL when it is set.
set -euo pipefail
cd "$(dirname "$0")/.."

source bin/require_node.sh

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

source bin/generate.sh

node ace test "$@"
