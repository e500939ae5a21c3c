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
  # Written here rather than by `node ace generate:key`, which also rewrites .env.example.
  node -e '
    const fs = require("node:fs")
    const key = require("node:crypto").randomBytes(32).toString("base64url")
    const env = fs.readFileSync(".env", "utf8")
    const line = `APP_KEY=${key}`
    fs.writeFileSync(".env", /^APP_KEY=.*$/m.test(env) ? env.replace(/^APP_KEY=.*$/m, line) : `${env.replace(/\n?$/, "\n")}${line}\n`)
  '
fi
