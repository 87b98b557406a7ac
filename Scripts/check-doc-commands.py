#!/usr/bin/env python3
"""Runs every `jshost …` command shown in README.md and docs/*.md.

Each fenced block (```…```) is read for command lines: a line (after an optional `$ `
prompt, joined with the next when it ends in `\\`) whose first word is `jshost` or
`Scripts/jshost`, alone or after `cd DIR &&`. The lines of one block run in order, with the
built binary, in a scratch folder holding a copy of the document's world (WORLDS: the
example app the document is written about), so a block's later commands see what its
earlier ones wrote, as they would for a reader; `cd DIR` moves within that copy.

A command must exit 0 within LIMIT seconds, unless EXPECT says which status and message
the document shows for it. A command that cannot run here is in NOT_RUN with the reason;
an entry of NOT_RUN or EXPECT that no longer matches a command fails too (so the lists
stay true). A failure names the document and line of the command.

Usage: Scripts/check-doc-commands.py [--jshost PATH] [--list]
  --jshost PATH  the binary to run (default: $JSHOST, else .build/debug/jshost)
  --list         print each command found and what is done with it, run nothing
"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMIT = 60  # seconds a command may take (most take well under one)

# The folders each document's blocks run among: (name in the scratch folder, source in the
# repository). The scratch folder is the working directory a block starts in.
WORLDS = {
    # The first block runs an example from the repository's root; "Use jshost on your app"
    # runs in `my-app`, an app with src/notifications.ts (the React Native example).
    "README.md": [("Examples", "Examples"), ("my-app", "Examples/react-native-app")],
    "docs/pages.md": [(".", "Examples/cordova-page")],
    "docs/rendering.md": [(".", "Examples/notifee")],
    # Two test files under src/, for the usage error `test --inspect src/` shows.
    "docs/debugging.md": [(".", "Tests/Fixtures/doc-commands/two-tests")],
}

# Lines of fenced blocks that look like jshost commands but are not run: (document, pattern
# the command line matches, reason).
NOT_RUN = [
    (r"docs/cli\.md|docs/testing\.md|docs/studio\.md|docs/mcp\.md",
     r"[A-Z]{2,}|\[|\.\.\.|\bbash\|zsh",
     "a synopsis: placeholders (SCRIPT, FILE) and [optional] parts, not a command"),
    (r"docs/architecture\.md", r"^jshost\s{2,}", "a row of the table of targets (the jshost target), not a command"),
    (r"docs/studio\.md", r"^jshost studio: http", "output: the address the studio prints"),
    (r"docs/debugging\.md", r"--inspect-brk",
     "--inspect-brk waits for a debugger to attach (Tests/EndToEndTests/InspectorTests.swift drives it with a client)"),
]

# Commands whose documented outcome is an error: (document, pattern, exit status, text the
# output must contain).
EXPECT = [
    ("docs/debugging.md", r"^jshost test --inspect src/$", 2,
     "--inspect debugs one test file, but 2 match (src/a.test.ts, src/b.test.ts)"),
]

COMMAND = re.compile(r"^(?:cd \S+ && )?(?:Scripts/)?jshost(?:\s|$)")


def commands(path):
    """(line number, command text, block number) of each command line in the file's fenced blocks."""
    found = []
    block, inside, pending, start = 0, False, "", 0
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            stripped = line.strip()
            if stripped.startswith("```"):
                inside = not inside
                block += inside
                pending = ""
                continue
            if not inside:
                continue
            text = stripped[2:] if stripped.startswith("$ ") else stripped
            if pending:
                text, start, pending = pending + " " + text, start, ""
            else:
                start = number
            if text.endswith("\\"):
                pending = text[:-1].rstrip()
                continue
            if text.startswith("cd ") and "&&" not in text:
                found.append((start, text, block))
                continue
            words = text.split()
            # `jshost: …` and `jshost studio: http://…` are output, not commands.
            if not COMMAND.match(text) or words[0].endswith(":"):
                continue
            found.append((start, text, block))
    return found


def world(document):
    """A scratch folder holding a copy of the document's world."""
    scratch = tempfile.mkdtemp(prefix="jshost-doc-")
    for name, source in WORLDS.get(document, []):
        destination = os.path.normpath(os.path.join(scratch, name))
        shutil.copytree(os.path.join(ROOT, source), destination, symlinks=True, dirs_exist_ok=True)
    return scratch


def matching(table, document, text):
    for entry in table:
        if re.search(entry[0], document) and re.search(entry[1], text):
            return entry
    return None


def main():
    args = sys.argv[1:]
    binary = os.environ.get("JSHOST") or os.path.join(ROOT, ".build/debug/jshost")
    if "--jshost" in args:
        binary = args[args.index("--jshost") + 1]
    binary = os.path.abspath(binary)
    listing = "--list" in args
    if not listing and not os.access(binary, os.X_OK):
        sys.exit(f"check-doc-commands: no jshost binary at {binary} (swift build, or --jshost PATH)")

    documents = ["README.md"] + sorted("docs/" + name for name in os.listdir(os.path.join(ROOT, "docs")) if name.endswith(".md"))
    failures, ran, passed, skipped = [], 0, 0, 0
    used = set()
    environment = dict(os.environ, NO_COLOR="1", CI="1")
    for document in documents:
        found = commands(os.path.join(ROOT, document))
        blocks = {}
        for entry in found:
            blocks.setdefault(entry[2], []).append(entry)
        for block in blocks.values():
            scratch = None
            cwd = None
            for number, text, _ in block:
                where = f"{document}:{number}"
                if text.startswith("cd "):
                    if scratch is None and not listing:
                        scratch = cwd = world(document)
                    if scratch:
                        cwd = os.path.join(cwd, text.split()[1])
                    continue
                reason = matching(NOT_RUN, document, text)
                if reason:
                    used.add(id(reason))
                    skipped += 1
                    print(f"not run  {where}: {text}\n         ({reason[2]})")
                    continue
                expect = matching(EXPECT, document, text)
                if expect:
                    used.add(id(expect))
                if listing:
                    print(f"run      {where}: {text}")
                    continue
                if scratch is None:
                    scratch = cwd = world(document)
                words = shlex.split(text, comments=True)
                if words[0] == "cd":  # `cd DIR && jshost …`
                    cwd = os.path.join(cwd, words[1])
                    words = words[3:]
                words[0] = binary
                ran += 1
                try:
                    result = subprocess.run(words, cwd=cwd, env=environment, stdin=subprocess.DEVNULL,
                                            capture_output=True, text=True, timeout=LIMIT)
                except subprocess.TimeoutExpired:
                    failures.append(f"{where}: `{text}` did not finish within {LIMIT} s")
                    continue
                except OSError as error:
                    failures.append(f"{where}: `{text}` did not start: {error}")
                    continue
                output = result.stdout + result.stderr
                status, message = (expect[2], expect[3]) if expect else (0, None)
                if result.returncode != status or (message and message not in output):
                    tail = "\n    ".join(output.strip().splitlines()[-8:])
                    wanted = f"exit {status}" + (f" saying '{message}'" if message else "")
                    failures.append(f"{where}: `{text}` exited {result.returncode} (the document shows {wanted}):\n    {tail}")
                else:
                    passed += 1
                    print(f"ok       {where}: {text}")
            if scratch:
                shutil.rmtree(scratch, ignore_errors=True)
    for table, name in ((NOT_RUN, "NOT_RUN"), (EXPECT, "EXPECT")):
        for entry in table:
            if id(entry) not in used:
                failures.append(f"Scripts/check-doc-commands.py: {name} entry {entry[0]!r} {entry[1]!r} matches no command of the docs: remove it")
    for failure in failures:
        print("FAIL     " + failure)
    print(f"doc commands: {passed} of {ran} passed, {skipped} not run (reasons above), {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
