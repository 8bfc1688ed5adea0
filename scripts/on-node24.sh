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
# V8 in Node 24 write-protects JIT code with the CPU's memory protection keys where the CPU
# has them, and its bookkeeping of those pages can abort the process
# ("Check failed: jit_page.has_value()") when WebAssembly code is made and freed many times,
# as the embedded database does in the server tests. A `node` first on PATH turns that
# protection off for every Node these tests start (the test runner hands the flag to the
# test files' processes). Node 20 has no such flag, so only this path uses it.
shim="$prefix/shim"
mkdir -p "$shim"
printf '#!/bin/sh\nexec "%s" --no-memory-protection-keys "$@"\n' "$PWD/$prefix/node_modules/.bin/node" > "$shim/node"
chmod +x "$shim/node"
export PATH="$PWD/$shim:$PWD/$prefix/node_modules/.bin:$PATH"
echo "running on Node $(node --version): $*"
exec "$@"
