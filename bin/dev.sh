#!/usr/bin/env bash
# npm run dev: install what is missing, make sure .env exists, write the generated
# client files, migrate and seed the demo (as npm start does), then serve with hot reloading on the embedded database (or DATABASE_URL).
set -euo pipefail
cd "$(dirname "$0")/.."

source bin/require_node.sh
source bin/prepare.sh
source bin/generate.sh
node ace posada:prepare

exec node ace serve --hmr "$@"
