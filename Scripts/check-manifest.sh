#!/usr/bin/env bash
# Checks what lets another package depend on this one: no library target carries
# `unsafeFlags` (SwiftPM refuses such a package as a dependency; release tuning
# belongs to the `jshost` executable target), and every target builds in Swift 6
# language mode (none asks for an older one).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
bad = []
for target in package["targets"]:
    for setting in target.get("settings", []):
        kind = setting.get("kind", {})
        if "unsafeFlags" in kind and target["type"] not in ("executable", "test"):
            bad.append("%s: unsafeFlags %s" % (target["name"], kind["unsafeFlags"]["_0"]))
        if "swiftLanguageMode" in kind or "swiftLanguageVersion" in kind:
            bad.append("%s: language mode %s" % (target["name"], kind))
if bad:
    sys.stderr.write("Package.swift: targets another package could not depend on:\n  " + "\n  ".join(bad) + "\n")
    sys.exit(1)
'
