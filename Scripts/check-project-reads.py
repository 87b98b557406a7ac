#!/usr/bin/env python3
"""The ratchet behind "one gate for every file a project names" (docs/permissions.md, "The
ratchet"): every direct file read or write in Sources/ outside Sources/ProjectGate is either
listed in Scripts/project-reads-allowed.tsv with the reason its path is not one a project's
files can direct, or the check fails. So a new feature that reads a file the project names
with Foundation instead of ProjectFiles is caught at `Scripts/test.sh`, not in review.

Calls looked for (one a line, Swift files): String(contentsOfFile:), String(contentsOf:), FileManager's
contents(atPath:) and createFile, Data(contentsOf:), FileHandle(forReadingAtPath:), fopen(,
open(… O_RDONLY …), .write(to:, write(toFile:.

A second rule keeps the app's project read once (docs/architecture.md, "The app's project is
read once"): package.json is parsed in Sources/AppProject only. A Swift file elsewhere that both
names a package.json path (`appendingPathComponent("package.json")`, `+ "/package.json"`,
`read("package.json"`) and calls JSONParser.parse within the 8 lines after it is an error unless
Scripts/package-json-readers-allowed.tsv (FILE<TAB>REASON) lists it with the reason it reads
another package.json than the app's (a module resolver's, Debian's system packages).

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
MANIFEST_READERS = os.path.join("Scripts", "package-json-readers-allowed.tsv")
MANIFEST_PATH = re.compile(r'appendingPathComponent\("package\.json"\)|"/package\.json"|read\("package\.json"')
CALL = re.compile(r"contentsOfFile|String\(contentsOf:|contents\(atPath|Data\(contentsOf|FileHandle\(forReadingAtPath|fopen\("
                  r"|open\(.*O_RDONLY|FileManager\.default\.createFile|\.write\(to:|write\(toFile:")


def swift_sources(outside):
    """(path, lines) of each Swift file of Sources, skipping the target folder `outside`."""
    skipped = os.path.join("Sources", outside)
    for folder, dirs, files in os.walk(os.path.join(ROOT, "Sources")):
        dirs.sort()
        rel = os.path.relpath(folder, ROOT)
        if rel == skipped or rel.startswith(skipped + os.sep):
            dirs[:] = []
            continue
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(rel, name)
                with open(os.path.join(ROOT, path), encoding="utf-8") as f:
                    yield path, f.readlines()


def calls():
    found = []
    for path, lines in swift_sources("ProjectGate"):
        for number, line in enumerate(lines, 1):
            if not line.strip().startswith("//") and CALL.search(line):
                found.append((path, number, line.rstrip("\n")))
    return found


def table_rows(name, fields, errors):
    """(where, fields) of each row of the tab-separated file `name` (comments and blank lines
    skipped); a row without `fields` non-empty fields is an error, the first field a file of
    the repository (a missing one is stale)."""
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            text = line.rstrip("\n")
            if not text.strip() or text.lstrip().startswith("#"):
                continue
            row = [x.strip() for x in text.split("\t")]
            where = f"{name}:{number}"
            if len(row) != len(fields) or not all(row):
                errors.append(f"{where}: expected {'<TAB>'.join(fields)}, each non-empty, found {row}")
                continue
            if not os.path.isfile(os.path.join(ROOT, row[0])):
                errors.append(f"{where}: {row[0]} does not exist (stale: remove the entry)")
                continue
            yield where, row


def allowlist(errors):
    return [{"where": where, "file": file, "snippet": snippet, "used": False}
            for where, (file, snippet, _reason) in table_rows(ALLOWLIST, ["FILE", "SNIPPET", "REASON"], errors)]


def manifest_readers(errors):
    """Files outside Sources/AppProject that parse a package.json they name."""
    allowed = {file: where for where, (file, _reason) in table_rows(MANIFEST_READERS, ["FILE", "REASON"], errors)}
    used = set()
    for path, lines in swift_sources("AppProject"):
        code = [l for l in lines if not l.strip().startswith("//")]
        # A package.json path with a parse on its line or the 8 lines after it.
        names = [l for i, l in enumerate(code) if MANIFEST_PATH.search(l)
                 and any("JSONParser.parse" in n for n in code[i:i + 9])]
        if not names:
            continue
        if path in allowed:
            used.add(path)
            continue
        errors.append(f"{path}: parses a package.json outside Sources/AppProject: {names[0].strip()}\n"
                      f"    ask AppProject (its packageJSON, manifest or installedVersion: read once per run), or, for "
                      f"another package.json than the app's, add FILE<TAB>REASON to {MANIFEST_READERS}")
    for path, where in allowed.items():
        if path not in used:
            errors.append(f"{where}: stale: {path} parses no package.json any more (remove the entry)")


def main():
    errors = []
    manifest_readers(errors)
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
