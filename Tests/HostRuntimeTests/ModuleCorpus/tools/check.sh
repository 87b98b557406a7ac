#!/usr/bin/env bash
# Runs every corpus case through ModuleSyntax's rewrite and resolver with the Node
# reference host (tools/reference-host.cjs), comparing stdout with expected.txt and, for
# error cases, stderr with every line of expect-error. This checks the rewrite against
# Node's own semantics without the Swift runtime:
#   Tests/HostRuntimeTests/ModuleCorpus/tools/check.sh [case-dir ...]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
corpus="$(dirname "$here")"
root="$(cd "$corpus/../../.." && pwd)"
modx="${MODX:-/tmp/jshost-modx}"
swiftc -O "$root"/Sources/ModuleSyntax/*.swift "$here/modx/main.swift" -module-name modx -o "$modx" || exit 2
cd "$corpus"
cases=("$@")
[ ${#cases[@]} -eq 0 ] && cases=([0-9][0-9]*-*/)
pass=0; fail=0
for d in "${cases[@]}"; do
  d="${d%/}"
  entry="main.js"; [ -e "$d/main.mjs" ] && entry="main.mjs"
  out="$(cd "$d" && MODX="$modx" node "$here/reference-host.cjs" "$entry" 2>/tmp/jshost-modx-stderr)"
  ok=1
  [ "$out" == "$(cat "$d/expected.txt")" ] || ok=0
  if [ -e "$d/expect-error" ]; then
    while IFS= read -r sub; do
      [ -z "$sub" ] && continue
      grep -qF -- "$sub" /tmp/jshost-modx-stderr || { ok=0; echo "  missing in stderr: $sub"; }
    done < "$d/expect-error"
  fi
  if [ $ok = 1 ]; then pass=$((pass+1)); else
    fail=$((fail+1)); echo "FAIL $d"; diff <(echo "$out") "$d/expected.txt" | head -20; head -5 /tmp/jshost-modx-stderr
  fi
done
echo "$pass passed, $fail failed"
[ $fail = 0 ]
