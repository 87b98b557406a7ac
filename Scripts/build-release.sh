#!/usr/bin/env bash
# Builds the release jshost (Swift runtime linked statically, for start-up
# speed) and prints its path. The static FoundationNetworking records libcurl
# as a needed library, but every curl function it calls is defined by the
# CCurlLoader target, which loads libcurl on the first request; dropping the
# entry keeps libcurl and its ~40 dependencies out of every start-up (≈ 5 ms).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/Scripts/install-deps.sh"
(cd "$root" && swift build -c release --static-swift-stdlib --product jshost >&2)
bin="$root/.build/release/jshost"
# The needed libraries dropped here, one a line: they are needed all the same once a run
# fetches or loads a page, so Scripts/package.sh makes the .deb depend on them.
record_lazy() { grep -qxF "$1" "$bin.lazy-needed" 2>/dev/null || echo "$1" >> "$bin.lazy-needed"; }
if command -v patchelf >/dev/null && patchelf --print-needed "$bin" | grep -q '^libcurl'; then
  record_lazy "$(patchelf --print-needed "$bin" | grep '^libcurl')"
  patchelf --remove-needed "$(patchelf --print-needed "$bin" | grep '^libcurl')" "$bin"
fi
# Nothing binds to libxml2 either (Sources/CHTMLParser loads it on the first page).
if command -v patchelf >/dev/null && patchelf --print-needed "$bin" | grep -q '^libxml2'; then
  record_lazy "$(patchelf --print-needed "$bin" | grep '^libxml2')"
  patchelf --remove-needed "$(patchelf --print-needed "$bin" | grep '^libxml2')" "$bin"
fi
echo "$bin"
