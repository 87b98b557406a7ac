#!/usr/bin/env python3
"""The ratchet behind "one gate for every file a project names" (docs/permissions.md, "The
ratchet"): every direct file read or write in Sources/ outside Sources/ProjectGate is either
listed in Scripts/project-reads-allowed.tsv with the reason its path is not one a project's
files can direct, or the check fails. So a new feature that reads a file the project names
with Foundation instead of ProjectFiles is caught at `Scripts/test.sh`, not in review.

Calls looked for (one a line, Swift files): String(contentsOfFile:), String(contentsOf:), FileManager's
contents(atPath:) and createFile, Data(contentsOf:), FileHandle(forReadingAtPath:), fopen(,
open(… O_RDONLY …), .write(to:, write(toFile:.

The allowlist is tab-separated: FILE, SNIPPET, REASON. A call is allowed when a line of FILE
holding the call contains SNIPPET (so edits elsewhere in the file do not move it). Lines
starting with `#` and blank lines are comments. Errors (exit 1): a call no entry allows, an
entry without a reason or of the wrong shape, an entry that allows no call any more (stale:
remove it), a FILE that does not exist.
"""
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ALLOWLIST = os.path.join("Scripts", "project-reads-allowed.tsv")
CALL = re.compile(r"contentsOfFile|String\(contentsOf:|contents\(atPath|Data\(contentsOf|FileHandle\(forReadingAtPath|fopen\("
                  r"|open\(.*O_RDONLY|FileManager\.default\.createFile|\.write\(to:|write\(toFile:")


def calls():
    found = []
    for folder, dirs, files in os.walk(os.path.join(ROOT, "Sources")):
        dirs.sort()
        rel = os.path.relpath(folder, ROOT)
        if rel == os.path.join("Sources", "ProjectGate") or rel.startswith(os.path.join("Sources", "ProjectGate") + os.sep):
            dirs[:] = []
            continue
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(rel, name)
            with open(os.path.join(ROOT, path), encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    stripped = line.strip()
                    if stripped.startswith("//"):
                        continue
                    if CALL.search(line):
                        found.append((path, number, line.rstrip("\n")))
    return found


def allowlist(errors):
    entries = []
    with open(os.path.join(ROOT, ALLOWLIST), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            text = line.rstrip("\n")
            if not text.strip() or text.lstrip().startswith("#"):
                continue
            fields = text.split("\t")
            where = f"{ALLOWLIST}:{number}"
            if len(fields) != 3:
                errors.append(f"{where}: expected FILE<TAB>SNIPPET<TAB>REASON, found {len(fields)} field(s)")
                continue
            file, snippet, reason = (x.strip() for x in fields)
            if not file or not snippet:
                errors.append(f"{where}: the file and the snippet must not be empty")
                continue
            if not reason:
                errors.append(f"{where}: {file} `{snippet}` has no reason: say why its path is not one the project's files direct")
                continue
            if not os.path.isfile(os.path.join(ROOT, file)):
                errors.append(f"{where}: {file} does not exist (stale: remove the entry)")
                continue
            entries.append({"where": where, "file": file, "snippet": snippet, "used": False})
    return entries


def main():
    errors = []
    entries = allowlist(errors)
    found = calls()
    for path, number, line in found:
        matching = [e for e in entries if e["file"] == path and e["snippet"] in line]
        for e in matching:
            e["used"] = True
        if not matching:
            errors.append(f"{path}:{number}: a direct file read or write outside Sources/ProjectGate: {line.strip()}\n"
                          f"    read a file the project names through ProjectFiles (Sources/ProjectGate), or, when its path "
                          f"comes from elsewhere, add FILE<TAB>SNIPPET<TAB>REASON to {ALLOWLIST}")
    for e in entries:
        if not e["used"]:
            errors.append(f"{e['where']}: stale: no call in {e['file']} contains `{e['snippet']}` any more (remove the entry)")
    if errors:
        print("\n".join(errors))
        print(f"check-project-reads: {len(errors)} problem(s)")
        return 1
    print(f"check-project-reads: {len(found)} direct file calls outside Sources/ProjectGate, each allowed with a reason ({len(entries)} entries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
