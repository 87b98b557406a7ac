#!/usr/bin/env bash
# Regenerates expected.txt of every corpus case with Node (v20), so expectations are real
# ESM/CommonJS semantics. Skips error cases (an `expect-error` file) and hand-written
# cases (a `HANDWRITTEN` file), whose expected.txt is maintained by hand.
#   Tests/HostRuntimeTests/ModuleCorpus/regenerate.sh [case-dir ...]
set -euo pipefail
cd "$(dirname "$0")"
cases=("$@")
[ ${#cases[@]} -eq 0 ] && cases=([0-9][0-9]*-*/)
for d in "${cases[@]}"; do
  d="${d%/}"
  [ -e "$d/expect-error" ] && continue
  [ -e "$d/HANDWRITTEN" ] && continue
  entry="main.js"; [ -e "$d/main.mjs" ] && entry="main.mjs"
  (cd "$d" && node --no-warnings "$entry" > expected.txt) || echo "node failed on $d" >&2
done
