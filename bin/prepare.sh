# Sourced by the npm scripts that run the application (start, bench): install
# what is missing and make sure .env exists with a generated APP_KEY.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› Installing dependencies (npm ci)…"
  npm ci --no-audit --no-fund
fi

if [ ! -f .env ]; then
  cp .env.example .env
fi
if ! grep -Eq '^APP_KEY=.{16,}' .env; then
  node ace generate:key
fi
