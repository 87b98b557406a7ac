#!/usr/bin/env bash
# Installs what building jshost needs on Debian/Ubuntu, only when it is missing:
# JavaScriptCore (javascriptcoregtk-4.1) headers, libxml2's headers (pages: its HTML
# parser, loaded on the first page by Sources/CHTMLParser), libcurl's headers
# (FoundationNetworking links it; Sources/CCurlLoader loads it lazily),
# pkg-config and patchelf (Scripts/build-release.sh), and esbuild, which loads
# TypeScript and JSX files at run time (docs/modules.md), and node-acorn (a JavaScript
# parser, pure JavaScript), which `jshost test --coverage` loads at run time (docs/testing.md),
# and node-flow-remove-types (pure JavaScript), which loads Flow-typed files (docs/modules.md).
# and libjs-jquery, which a MobileFirst 7 page's `WLJQ` loads at run time (docs/surfaces.md).
# The UI libraries the page DOM is tested with (docs/pages.md): jQuery Mobile 1.4.5, jQuery
# UI 1.13, AngularJS 1.8, and jQuery 1.12.4 (python3-xstatic-jquery), which jQuery Mobile needs.
# and chromium (with chromium-driver and an emoji font), which `jshost run --render` uses
# for PNGs and the renderer's browser tests drive (docs/rendering.md).
# and libsoup 3, the HTTP and WebSocket server `jshost studio` loads with dlopen (docs/studio.md),
# and WebKitGTK, whose inspector relay `jshost run --inspect` loads with dlopen (docs/debugging.md).
# For the packages (Scripts/package.sh, Scripts/check-package.sh): dpkg-shlibdeps
# (dpkg-dev) computes the .deb's Depends; man (man-db) and col (bsdextrautils) read the
# installed man page back; zsh and fish check that they read their completions.
# python3-venv: Tests/MCPClient/run.sh makes a virtual environment for the MCP Python SDK.
# valgrind: Scripts/instruction-guard.sh counts instructions with callgrind (docs/performance.md).
set -euo pipefail
missing=()
pkg-config --exists javascriptcoregtk-4.1 2>/dev/null || missing+=(libjavascriptcoregtk-4.1-dev)
[ -e /usr/lib/x86_64-linux-gnu/libcurl.so ] || [ -e /usr/lib/aarch64-linux-gnu/libcurl.so ] || missing+=(libcurl4-openssl-dev)
pkg-config --exists libxml-2.0 2>/dev/null || missing+=(libxml2-dev)
command -v pkg-config >/dev/null || missing+=(pkg-config)
command -v patchelf >/dev/null || missing+=(patchelf)
command -v python3 >/dev/null || missing+=(python3)
python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
command -v esbuild >/dev/null || missing+=(esbuild)
[ -e /usr/share/nodejs/acorn/dist/acorn.js ] || missing+=(node-acorn)
[ -e /usr/share/nodejs/flow-remove-types/index.js ] || missing+=(node-flow-remove-types)
# Node's core modules under `jshost test` (docs/testing.md, "Node's core modules"): Buffer
# (feross/buffer and what it requires), path (path-browserify) and events.
[ -e /usr/share/nodejs/buffer/index.js ] || missing+=(node-buffer)
[ -e /usr/share/nodejs/base64-js/index.js ] || missing+=(node-base64-js)
[ -e /usr/share/nodejs/ieee754/index.js ] || missing+=(node-ieee754)
[ -e /usr/share/nodejs/path-browserify/index.js ] || missing+=(node-path-browserify)
[ -e /usr/share/nodejs/events/events.js ] || missing+=(node-events)
# React for mounting an app's root component (docs/surfaces.md, "The app's life").
[ -e /usr/share/nodejs/react/cjs/react.production.min.js ] || missing+=(node-react)
[ -e /usr/share/nodejs/react-test-renderer/cjs/react-test-renderer.production.min.js ] || missing+=(node-react-test-renderer)
[ -e /usr/share/nodejs/scheduler/cjs/scheduler.production.min.js ] || missing+=(node-scheduler)
[ -e /usr/share/javascript/jquery/jquery.js ] || missing+=(libjs-jquery)
[ -e /usr/share/javascript/jquery-mobile/jquery.mobile.js ] || missing+=(libjs-jquery-mobile)
[ -e /usr/share/javascript/jquery-ui/jquery-ui.js ] || missing+=(libjs-jquery-ui)
[ -e /usr/share/javascript/angular.js/angular.js ] || missing+=(libjs-angularjs)
[ -e /usr/lib/python3/dist-packages/xstatic/pkg/jquery/data/jquery.js ] || missing+=(python3-xstatic-jquery)
command -v dpkg-shlibdeps >/dev/null || missing+=(dpkg-dev)
command -v man >/dev/null || missing+=(man-db)
command -v col >/dev/null || missing+=(bsdextrautils)
command -v zsh >/dev/null || missing+=(zsh)
command -v fish >/dev/null || missing+=(fish)
command -v valgrind >/dev/null || missing+=(valgrind)
[ -e /usr/lib/x86_64-linux-gnu/libsoup-3.0.so.0 ] || [ -e /usr/lib/aarch64-linux-gnu/libsoup-3.0.so.0 ] || missing+=(libsoup-3.0-0)
[ -e /usr/lib/x86_64-linux-gnu/libwebkit2gtk-4.1.so.0 ] || [ -e /usr/lib/aarch64-linux-gnu/libwebkit2gtk-4.1.so.0 ] || missing+=(libwebkit2gtk-4.1-0)
# The test that replays the calls of Bun's VS Code debug adapter (docs/debugging.md): Node and ws.
command -v node >/dev/null || missing+=(nodejs)
[ -e /usr/share/nodejs/ws/index.js ] || missing+=(node-ws)
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
# strace: the end-to-end test that every command opens nothing outside the project
# (Tests/EndToEndTests/ProjectGateStraceTests.swift, docs/permissions.md).
command -v strace >/dev/null || missing+=(strace)
# Emoji in notification titles and buttons, drawn by chromium (docs/rendering.md).
[ -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
