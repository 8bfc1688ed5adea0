#!/usr/bin/env bash
# Runs a command with Node 24 LTS (the version the site targets) first on PATH, whatever
# Node the machine has: Node comes from the npm registry's `node` package, kept in
# var/node24 so later runs reuse it. Native packages here use Node-API, so the same
# node_modules serves both.
#   bash scripts/on-node24.sh npm run test:unit
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="var/node24"
if [ ! -x "$prefix/node_modules/.bin/node" ]; then
  mkdir -p "$prefix"
  # The package's install script fetches the platform's binary: the one script allowed here.
  echo '{ "private": true, "allowScripts": { "node": true } }' > "$prefix/package.json"
  npm install --prefix "$prefix" --no-audit --no-fund --loglevel=error node@24 >/dev/null
fi
export PATH="$PWD/$prefix/node_modules/.bin:$PATH"
echo "running on Node $(node --version): $*"
exec "$@"
