#!/usr/bin/env bash
# Tests the binary users get: builds the release jshost exactly as Scripts/jshost does
# (Scripts/build-release.sh), checks what its patching promises, and runs the examples
# with it.
#   1. libcurl, libxml2, libsoup and libwebkit2gtk are not among its needed libraries
#      (readelf -d): they are loaded on the first request / the first page / by
#      `jshost studio` / by `jshost run --inspect`, not at every start;
#   2. start-up stays lazy: a run that makes no request and loads no page loads
#      neither (LD_DEBUG=libs), while a run that fetches loads libcurl and a page run
#      loads libxml2 (so the check can tell);
#   3. the examples' commands (Tests/EndToEndTests/ExampleTests.swift, with
#      JSHOST_BINARY pointing at the release binary), the Swift embedding example, and
#      `jshost test Examples`.
# Needs a debug build of the tests first (`swift build --build-tests`).
# Usage: Scripts/check-release.sh [BINARY]: BINARY (say the installed /usr/bin/jshost,
# Scripts/check-package.sh) instead of building; JSHOST_EXAMPLES: run a copy of Examples/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bin="${1:-$(Scripts/build-release.sh)}"
examples="${JSHOST_EXAMPLES:-Examples}"
fail() { echo "check-release: $*" >&2; exit 1; }

needed="$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
for lazy in libcurl libxml2 libsoup libwebkit2gtk; do
  if grep -q "^$lazy" <<<"$needed"; then fail "$bin still needs $(grep "^$lazy" <<<"$needed") (see Scripts/build-release.sh)"; fi
done

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
echo 'console.log("hi")' > "$scratch/plain.js"
echo 'fetch("http://127.0.0.1:9/").catch(() => console.log("refused"))' > "$scratch/fetch.js"
loaded() {  # loaded LIBRARY ARGS…: whether `jshost ARGS…` loaded LIBRARY
  local library="$1"; shift
  LD_DEBUG=libs "$bin" "$@" >/dev/null 2>"$scratch/ld.log" || true
  grep -q "calling init: .*/$library" "$scratch/ld.log"
}
if loaded libcurl run "$scratch/plain.js"; then fail "a run without fetch loaded libcurl"; fi
if loaded libxml2 run "$scratch/plain.js"; then fail "a run without a page loaded libxml2"; fi
if loaded libsoup run "$examples/cordova-page/www/index.html"; then fail "a run loaded libsoup (only jshost studio needs it)"; fi
if loaded libwebkit2gtk run "$scratch/plain.js"; then fail "a run without --inspect loaded WebKitGTK"; fi
if ! loaded libcurl run "$scratch/fetch.js" --allow-net=127.0.0.1:9; then fail "a fetch did not load libcurl: is the check still looking at the right thing?"; fi
if ! loaded libxml2 run "$examples/cordova-page/www/index.html"; then fail "a page did not load libxml2: is the check still looking at the right thing?"; fi

JSHOST_BINARY="$bin" swift test --skip-build --filter 'ExampleTests|EmbeddingExampleTests'
(cd "$examples" && "$bin" test --ci --reporter spec)
echo "check-release: $bin passes"
