#!/usr/bin/env bash
# Every `import` of a module of this package names a dependency its target declares in
# Package.swift, so the layering docs/architecture.md draws is what the manifest says.
# SwiftPM's own `--explicit-target-dependency-import-check error` needs explicit module
# builds and lets every such import through with the native build system on Linux (tried
# with Swift 6.3: a target importing a transitive, undeclared module builds), so the check
# reads the sources: `swift package dump-package` for the targets, their paths and
# dependencies; each Swift file's import lines (`@testable`, `@_implementationOnly`, `public`
# and the like in front too). Modules from outside the package (Foundation, Testing, Glibc)
# are not checked. Exit 1 lists each undeclared import as TARGET: FILE:LINE imports MODULE.
#
# Two rules on the declarations themselves:
# - the layers: docs/architecture.md's "Layers, as the build holds them" table gives every
#   library and executable target a layer, and a target may depend only on targets of lower
#   layers (an upward or sideways dependency fails, naming both); a target missing from the
#   table fails too, so a new target is placed on the map. Test targets may use any layer.
# - the executable: `jshost` declares and imports only JSHostKit (the facade) and
#   Notifications, plus its link-time C shims.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
swift package dump-package | python3 -c '
import json, os, re, sys
package = json.load(sys.stdin)
executableMayUse = {"JSHostKit", "Notifications", "CCurlLoader", "CThreadClock"}
targets = {t["name"]: t for t in package["targets"]}
def dependencies(target):
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names
def folder(target):
    if target.get("path"):
        return target["path"]
    base = {"test": "Tests", "plugin": "Plugins"}.get(target["type"], "Sources")
    return os.path.join(base, target["name"])
importLine = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+|internal\s+|package\s+|private\s+)?import\s+(?:(?:struct|class|enum|func|var|let|protocol|typealias)\s+)?(\w+)")
bad = []
for name, target in sorted(targets.items()):
    declared = dependencies(target)
    for root, dirs, files in os.walk(folder(target)):
        dirs.sort()
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(root, file)
            with open(path, encoding="utf-8") as source:
                for number, line in enumerate(source, 1):
                    match = importLine.match(line)
                    if match and match.group(1) in targets and match.group(1) != name and match.group(1) not in declared:
                        bad.append("%s: %s:%d imports %s" % (name, path, number, match.group(1)))
if bad:
    sys.stderr.write("Package.swift: imports of modules the target does not declare (add them to its dependencies):\n  " + "\n  ".join(bad) + "\n")
    sys.exit(1)

# The layer table: the fenced block after the heading "Layers, as the build holds them",
# one layer a line, lowest first: "N  Target Target …".
layers = {}
with open("docs/architecture.md", encoding="utf-8") as doc:
    text = doc.read()
heading = text.find("Layers, as the build holds them")
block = text.find("```", heading)
end = text.find("```", block + 3)
if heading < 0 or block < 0 or end < 0:
    sys.exit("docs/architecture.md: no \"Layers, as the build holds them\" table (a fenced block of \"N  Target …\" lines)")
for line in text[block + 3:end].splitlines():
    words = line.split()
    if words and words[0].isdigit():
        for word in words[1:]:
            layers[word] = int(words[0])
wrong = []
for name, target in sorted(targets.items()):
    if target["type"] == "test":
        continue
    if name not in layers:
        wrong.append("%s is in no layer of docs/architecture.md (\"Layers, as the build holds them\"): add it" % name)
        continue
    for dependency in sorted(dependencies(target)):
        if dependency in layers and layers[dependency] >= layers[name]:
            wrong.append("%s (layer %d) depends on %s (layer %d): a target depends only on lower layers" % (name, layers[name], dependency, layers[dependency]))
executable = targets.get("jshost")
if executable:
    for dependency in sorted(dependencies(executable) - executableMayUse):
        wrong.append("jshost depends on %s: the executable uses JSHostKit and Notifications only (the facade names what it needs)" % dependency)
if wrong:
    sys.stderr.write("Package.swift: dependencies against the layers:\n  " + "\n  ".join(wrong) + "\n")
    sys.exit(1)
print("every import of a package module is a declared dependency, and every dependency goes down the layers (%d targets)" % len(targets))
'
