#!/usr/bin/env bash
# Memory bar for the test runner: `jshost test` over FILES one-line test files
# (made in a temporary folder) must peak under 150 MB, since each file's device
# and JavaScript context are freed when the file ends. Prints the peak RSS
# (`/usr/bin/time -v`) and the run's summary line; exits 1 over LIMIT_MB.
# Usage: Scripts/memory-test-files.sh [FILES=600] [BINARY=.build/release/jshost] [LIMIT_MB=150]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
files="${1:-600}"
bin="${2:-$root/.build/release/jshost}"
limit="${3:-150}"
[ -x "$bin" ] || bin="$("$root/Scripts/build-release.sh")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for i in $(seq 1 "$files"); do
  echo "test('adds $i', () => expect($i + 1).toBe($((i + 1))));" > "$work/t$i.test.js"
done
status=0
/usr/bin/time -v "$bin" test "$work" > "$work/out.txt" 2> "$work/time.txt" || status=$?
peak_kib="$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")"
grep -E "^Tests?:|passed|failed" "$work/out.txt" | tail -2 || true
[ "$status" -eq 0 ] || { echo "jshost test exited $status" >&2; tail -20 "$work/out.txt" "$work/time.txt" >&2; exit 1; }
peak_mb="$(awk -v k="$peak_kib" 'BEGIN { printf "%.1f", k / 1024 }')"
echo "files=$files peak_rss_mb=$peak_mb (limit $limit MB)"
awk -v k="$peak_kib" -v l="$limit" 'BEGIN { exit !(k / 1024 < l) }'
