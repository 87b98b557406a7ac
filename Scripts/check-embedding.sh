#!/usr/bin/env bash
# Type-checks docs/embedding.md's example (Examples/embedding/main.swift) against the
# built libraries the way another package sees them: a different package name, so
# nothing shared with `package` access is visible, and only the products' modules
# (JSHostKit, Notifications, JSONSyntax) and the system's may be imported. Run after a debug build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
example=Examples/embedding/main.swift
imports="$(sed -n 's/^import \([A-Za-z_]*\).*/\1/p' "$example" | sort -u | tr '\n' ' ')"
for module in $imports; do
  case "$module" in
    JSHostKit|Notifications|JSONSyntax|Foundation) ;;
    *) echo "$example imports $module, which is not one of the products' modules" >&2; exit 1 ;;
  esac
done
# The C modules the libraries import: system libraries (their module maps and
# pkg-config flags) and C targets (the module maps SwiftPM wrote for them).
bin="$(swift build --show-bin-path)"
cmodules=()
for map in Sources/*/module.modulemap "$bin"/*.build/module.modulemap; do
  [ -f "$map" ] && cmodules+=(-Xcc "-fmodule-map-file=$map")
done
for package in $(swift package dump-package | python3 -c 'import json, sys
print(" ".join(t["pkgConfig"] for t in json.load(sys.stdin)["targets"] if t.get("pkgConfig")))'); do
  for flag in $(pkg-config --cflags "$package" 2>/dev/null); do cmodules+=(-Xcc "$flag"); done
done
swiftc -typecheck -package-name jshost_embedder -I "$bin/Modules" "${cmodules[@]}" "$example"
