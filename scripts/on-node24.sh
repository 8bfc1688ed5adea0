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
# Two V8 faults of Node 24 abort a process that makes and frees WebAssembly code many times,
# as the embedded database does in the server tests (one database per test server):
# - its bookkeeping of JIT pages under the CPU's memory protection keys
#   ("Check failed: jit_page.has_value()"), where the CPU has them;
# - a Wasm-to-JS import wrapper freed twice when a call tiers it up while Wasm code GC has
#   marked it dying ("Check failed: jit_page_->allocations_.erase(addr) == 1", fixed in V8
#   after the one Node 24 ships). Without code GC the dead code is kept, which a test
#   process, short-lived, does not notice.
# A `node` first on PATH turns both off for every Node these tests start (the test runner
# hands the flags to the test files' processes). NODE_OPTIONS may not carry them, so only
# this path uses them.
shim="$prefix/shim"
mkdir -p "$shim"
printf '#!/bin/sh\nexec "%s" --no-memory-protection-keys --no-wasm-code-gc "$@"\n' "$PWD/$prefix/node_modules/.bin/node" > "$shim/node"
chmod +x "$shim/node"
export PATH="$PWD/$shim:$PWD/$prefix/node_modules/.bin:$PATH"
echo "running on Node $(node --version): $*"
exec "$@"
