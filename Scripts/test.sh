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
# (Scripts/check-manifest.sh), and docs/embedding.md's example uses public API only.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
Scripts/check-case.sh
Scripts/install-deps.sh
Scripts/check-manifest.sh
swift build --build-tests
Scripts/check-embedding.sh
swift test --skip-build
# The docs' notification pictures are current (their pages; no browser needed).
Scripts/render-docs-pictures.sh --check
if .build/debug/jshost help test >/dev/null 2>&1; then
  # --ci: a snapshot missing from the committed __snapshots__ fails instead of being written.
  .build/debug/jshost test Examples --ci --reporter spec
fi
# The release binary users get (Scripts/jshost): its patching, and the examples again.
Scripts/check-release.sh
# What users install (Scripts/package.sh, from that same release build): the .deb installed
# with apt-get, used outside the repository without a Swift toolchain, then removed.
Scripts/check-package.sh
Tests/PreludeJS/run.sh
