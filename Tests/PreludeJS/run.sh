#!/bin/sh
# Runs every Tests/PreludeJS/cases/*.js through the JavaScriptCore harness (harness.c, with
# the prelude files of Sources/HostRuntime/JS in the order Prelude.swift lists them) and
# compares stdout and stderr with node's (v20) for the same file, or with CASE.expected /
# CASE.expected-stderr when those exist (cases node cannot run the same way, e.g. fetch
# against the fake host).
# Lines matching "^\s+at " (stack frames) are removed from both sides before comparing,
# and so are lines containing "@differs" (see docs/prelude.md).
# Every case runs twice: with host.loadPrelude (lazy pieces loaded on first use) and with
# HARNESS_EAGER=1 (lazy pieces evaluated at start-up, for hosts without loadPrelude).
# Needs node, gcc and javascriptcoregtk-4.1; without node it says so and exits 0 (skipped).
# Usage: Tests/PreludeJS/run.sh [case-name-substring]
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if ! command -v node >/dev/null 2>&1; then
  echo "Tests/PreludeJS: skipped, node is not installed (it is the oracle these cases compare with)"
  exit 0
fi
js="$root/Sources/HostRuntime/JS"
# The piece names of Prelude.startupSources and Prelude.lazySources, comma-separated; each
# is a file in $js (a Swift test checks that every listed name is the embedded file's path).
lists=$(awk '
  /static let startupSources/ { list = "s" }
  /static let lazySources/    { list = "l" }
  list != "" && match($0, /\("[^"]+", EmbeddedJS\./) {
    name = substr($0, RSTART + 2); sub(/".*/, "", name)
    if (list == "s") s = s (s == "" ? "" : ",") name; else l = l (l == "" ? "" : ",") name
  }
  list != "" && /^    \]/ { list = "" }
  END { print s; print l }' "$root/Sources/HostRuntime/Prelude/Prelude.swift")
startup=$(echo "$lists" | sed -n 1p); lazy=$(echo "$lists" | sed -n 2p)
if [ -z "$startup" ] || [ -z "$lazy" ]; then
  echo "Tests/PreludeJS: could not read the piece lists from Sources/HostRuntime/Prelude/Prelude.swift" >&2
  exit 1
fi
work=${TMPDIR:-/tmp}/jshost-prelude-test.$$
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
gcc -O1 -o "$work/harness" "$here/harness.c" $(pkg-config --cflags --libs javascriptcoregtk-4.1) || exit 1
normalize() {
  # drop stack frames and lines marked as intentional differences; mask timings
  grep -v -E '^\s+at |@differs' | sed -E 's/[0-9]+(\.[0-9]+)?ms\b/<ms>/g'
}
pass=0; fail=0
for case in "$here"/cases/*.js; do
  name=$(basename "$case" .js)
  if [ $# -gt 0 ] && ! echo "$name" | grep -q "$1"; then continue; fi
  if [ -f "$here/cases/$name.expected" ]; then
    cp "$here/cases/$name.expected" "$work/nout"
    if [ -f "$here/cases/$name.expected-stderr" ]; then cp "$here/cases/$name.expected-stderr" "$work/nerr"; else : >"$work/nerr"; fi
  else
    (cd "$here/cases" && node "$name.js" >"$work/nout" 2>"$work/nerr")
  fi
  ok=1
  normalize <"$work/nout" >"$work/nout.n"; normalize <"$work/nerr" >"$work/nerr.n"
  : >"$work/diff"
  for mode in lazy eager; do
    if [ $mode = eager ]; then export HARNESS_EAGER=1; else unset HARNESS_EAGER; fi
    (cd "$here/cases" && "$work/harness" "$js" "$startup" "$lazy" "$name.js" >"$work/out" 2>"$work/err")
    normalize <"$work/out" >"$work/out.n"; normalize <"$work/err" >"$work/err.n"
    if ! diff -u --label "expected stdout" --label "$mode stdout" "$work/nout.n" "$work/out.n" >>"$work/diff"; then ok=0; fi
    if ! diff -u --label "expected stderr" --label "$mode stderr" "$work/nerr.n" "$work/err.n" >>"$work/diff"; then ok=0; fi
  done
  unset HARNESS_EAGER
  if [ $ok = 1 ]; then pass=$((pass+1)); echo "ok   $name"; else fail=$((fail+1)); echo "FAIL $name"; sed 's/^/     /' "$work/diff"; fi
done
echo "$pass passed, $fail failed"
[ $fail = 0 ]
