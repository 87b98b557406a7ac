#!/usr/bin/env bash
# Type-checks docs/embedding.md's example (Examples/embedding/main.swift) against the
# built libraries the way another package sees them: a different package name, so
# nothing shared with `package` access is visible, and only the products' modules
# (JSHostKit, Notifications) and the system's may be imported. Run after a debug build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
example=Examples/embedding/main.swift
modules="$(swift build --show-bin-path)/Modules"
imports="$(sed -n 's/^import \([A-Za-z_]*\).*/\1/p' "$example" | sort -u | tr '\n' ' ')"
for module in $imports; do
  case "$module" in
    JSHostKit|Notifications|Foundation) ;;
    *) echo "$example imports $module, which is not one of the products' modules" >&2; exit 1 ;;
  esac
done
if [ "$(uname)" = Linux ]; then
  shim=(-Xcc -fmodule-map-file=Sources/CJavaScriptCore/module.modulemap)
  for flag in $(pkg-config --cflags javascriptcoregtk-4.1); do shim+=(-Xcc "$flag"); done
else
  shim=()
fi
swiftc -typecheck -package-name jshost_embedder -I "$modules" "${shim[@]}" "$example"
