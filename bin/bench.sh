#!/usr/bin/env bash
# npm run bench: prepare the machine as npm start does, then run the benchmarks.
set -euo pipefail
cd "$(dirname "$0")/.."

source bin/require_node.sh
source bin/prepare.sh

exec node bench/run.mjs "$@"
