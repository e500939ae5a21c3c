# Sourced by the npm scripts: Posada runs on Node 24 or newer.
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 24 ]; then
  echo "Posada needs Node.js 24 or newer (found $(node --version 2>/dev/null || echo none))." >&2
  echo "Without root rights you can get it from the npm registry:" >&2
  echo "  npm i --prefix \"\$HOME/.cache/node24\" node@24 && export PATH=\"\$HOME/.cache/node24/node_modules/node/bin:\$PATH\"" >&2
  exit 1
fi
