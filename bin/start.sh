#!/usr/bin/env bash
# npm start: install what is missing, build when the sources changed, migrate,
# seed the demo and serve the production build on PORT (default 3333).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

source bin/require_node.sh

source bin/prepare.sh

stamp=build/bin/server.js
if [ ! -f "$stamp" ] || [ -n "$(find app bin commands config database inertia providers public resources start adonisrc.ts vite.config.ts package-lock.json -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  echo "› Building the application…"
  node ace codegen
  node ace build
fi

export NODE_ENV=production
export ENV_PATH="$root"
export STORAGE_PATH="${STORAGE_PATH:-$root/storage}"
cd build
node ace.js posada:prepare
port=$(grep -E '^PORT=' "$root/.env" | cut -d= -f2)
echo "› Posada is starting on http://localhost:${PORT:-${port:-3333}} — sign in as admin@posada.test"
exec node bin/server.js
