#!/usr/bin/env bash
# Installs what building jshost needs on Debian/Ubuntu, only when it is missing:
# JavaScriptCore (javascriptcoregtk-4.1) headers, libxml2's headers (pages: its HTML
# parser, loaded on the first page by Sources/CHTMLParser), libcurl's headers
# (FoundationNetworking links it; Sources/CCurlLoader loads it lazily),
# pkg-config and patchelf (Scripts/build-release.sh), and esbuild, which loads
# TypeScript and JSX files at run time (docs/modules.md), and node-acorn (a JavaScript
# parser, pure JavaScript), which `jshost test --coverage` loads at run time (docs/testing.md),
# and node-flow-remove-types (pure JavaScript), which loads Flow-typed files (docs/modules.md).
set -euo pipefail
missing=()
pkg-config --exists javascriptcoregtk-4.1 2>/dev/null || missing+=(libjavascriptcoregtk-4.1-dev)
[ -e /usr/lib/x86_64-linux-gnu/libcurl.so ] || [ -e /usr/lib/aarch64-linux-gnu/libcurl.so ] || missing+=(libcurl4-openssl-dev)
pkg-config --exists libxml-2.0 2>/dev/null || missing+=(libxml2-dev)
command -v pkg-config >/dev/null || missing+=(pkg-config)
command -v patchelf >/dev/null || missing+=(patchelf)
command -v python3 >/dev/null || missing+=(python3)
command -v esbuild >/dev/null || missing+=(esbuild)
[ -e /usr/share/nodejs/acorn/dist/acorn.js ] || missing+=(node-acorn)
[ -e /usr/share/nodejs/flow-remove-types/index.js ] || missing+=(node-flow-remove-types)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
