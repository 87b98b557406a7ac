#!/usr/bin/env bash
# The whole test suite, from a fresh checkout: installs what the build needs,
# builds, runs every Swift test (units, module corpus, end-to-end tests of the
# built binary, the examples), then the examples' own *.test.js files with
# `jshost test`, then the release binary users get (Scripts/check-release.sh:
# libcurl and libxml2 not loaded at start, the examples run with it), then the
# .deb and tarball built, the .deb installed and used (Scripts/check-package.sh), the
# prelude's node-parity cases (Tests/PreludeJS: the prelude's .js files under
# JavaScriptCore against node; skipped, saying so, when node is not installed).
# Also checked: no two paths differ only by case, the libraries can be depended on
# (Scripts/check-manifest.sh), docs/embedding.md's example uses public API only, and the
# instruction counts stay within their budgets (Scripts/instruction-guard.sh).
#
# Each step's whole output goes to .build/test-logs/STEP.log; the console gets one line
# per step, and the failures and the log's tail when a step fails. A step that runs past
# its time limit is stopped and fails, and whatever it started is ended with it, so a hung
# test fails the run instead of stalling it. (The Swift tests alone print over 200 KB,
# which a CI log need not carry.) JSHOST_TEST_VERBOSE=1 prints every step's output as well.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
logs="$root/.build/test-logs"
mkdir -p "$logs"

# step NAME LIMIT_SECONDS COMMAND...
step() {
  local name="$1" limit="$2"; shift 2
  local log="$logs/$name.log" start=$SECONDS rc=0
  # timeout puts the command in a process group of its own; killing that group afterwards
  # ends anything the step left behind (a browser, a server) that still holds its output.
  timeout --kill-after=30 "$limit" "$@" >"$log" 2>&1 </dev/null &
  local pid=$!
  wait "$pid" || rc=$?
  kill -KILL -- "-$pid" 2>/dev/null || true
  if [ "${JSHOST_TEST_VERBOSE:-0}" = 1 ]; then cat "$log"; fi
  local took=$((SECONDS - start))
  if [ "$rc" -eq 0 ]; then
    echo "ok    $name (${took} s) $(summary "$log")"
    return 0
  fi
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    echo "FAIL  $name: stopped after its limit of ${limit} s (${took} s); full output: $log"
  else
    echo "FAIL  $name: exit $rc after ${took} s; full output: $log"
  fi
  echo "---- failures in $log"
  grep -aE '✘|error:|Error:|FAIL|not ok|failed' "$log" | grep -av '^\s*$' | head -n 150 || true
  echo "---- last lines of $log"
  tail -n 60 "$log"
  exit 1
}

# The line of a log that says how many passed, when it has one.
summary() {
  grep -aE 'Test run with [0-9]+ tests|Executed [1-9][0-9]* tests|^Tests: |passed|[0-9]+/[0-9]+' "$1" \
    | tail -n 1 | cut -c1-160 || true
}

step check-case 120 Scripts/check-case.sh
step install-deps 1800 Scripts/install-deps.sh
step check-manifest 600 Scripts/check-manifest.sh
# Every import of one of the package's modules is a dependency its target declares.
step check-target-imports 300 Scripts/check-target-imports.sh
# Every direct file read or write outside Sources/ProjectGate is allowed with a reason
# (Scripts/project-reads-allowed.tsv), so a new reader of a project's files cannot skip the gate.
step check-project-reads 120 python3 Scripts/check-project-reads.py
# A cold build of the test targets can stop once on Clang's implicit module cache: EndToEndTests
# sees ICU's UErrorCode from libxml2's headers (CHTMLParser) and from Foundation's own ICU copy
# ("has different definitions in different modules"), depending on the order modules were
# built in. The same build run again, with the cache as the first left it, succeeds; a real
# compile error fails both times.
step build 2400 bash -c 'swift build --build-tests || { echo "jshost: building again once (see Scripts/test.sh)"; swift build --build-tests; }'
step check-embedding 600 Scripts/check-embedding.sh
step swift-test 1500 swift test --skip-build
# jshost mcp with the official MCP Python SDK as the client (from PyPI, in .build/mcp-venv).
step mcp-client 600 Tests/MCPClient/run.sh
# Instructions (callgrind, debug build) of start-up, a push+tap, a Jest file and a 300-module
# cold start against Scripts/instruction-budgets.tsv: more than 10 % over a budget fails.
step instruction-guard 1200 Scripts/instruction-guard.sh
# The docs' notification pictures are current (their pages; no browser needed).
step docs-pictures 600 Scripts/render-docs-pictures.sh --check
# Every `jshost …` command README.md and docs/*.md show runs (or is listed with the reason it
# cannot): Scripts/check-doc-commands.py names the document and line of one that fails.
step doc-commands 300 Scripts/check-doc-commands.py
# --ci: a snapshot missing from the committed __snapshots__ fails instead of being written.
step examples-jest 600 .build/debug/jshost test Examples --ci --reporter spec
# The release binary users get (Scripts/jshost): its patching, and the examples again.
step check-release 1800 Scripts/check-release.sh
# What users install (Scripts/package.sh, from that same release build): the .deb installed
# with apt-get, used outside the repository without a Swift toolchain, then removed.
step check-package 1200 Scripts/check-package.sh
step prelude-parity 600 Tests/PreludeJS/run.sh
echo "all steps passed; logs in $logs"
