#!/usr/bin/env python3
"""Runs every jshost command on a hostile project under
`strace -f -e trace=openat,open,creat,rename,symlink` and fails on any successful open
(or file created, renamed or linked) outside the allowed places (docs/permissions.md,
"Files a project names"):

  the project and the output folders the command line names; the temporary, cache and
  home folders the run was given (TMPDIR, JSHOST_CACHE_DIR, XDG_CACHE_HOME, HOME); the
  jshost binary's folder; the toolchain's and Debian's read-only paths (/usr, /lib, /lib64,
  /bin, /sbin, /etc, /opt, /var/cache/fontconfig, /var/lib/dbus/machine-id); the process's
  own /proc entries and system information (/proc except any `environ` or `mem`; /sys/devices/system, /sys/fs/cgroup, /sys/kernel/mm/transparent_hugepage,
  /sys/devices/pci*, /sys/bus, /sys/class for Chromium); and /dev/null, /dev/urandom,
  /dev/random, /dev/shm.

Every path is judged where it leads (realpath, while the fixture's links still exist), so a
link in the project that leads out counts as outside. The fixture's `outside/` folder holds
what a hostile project points at; nothing there may be opened.

usage: strace_gate.py JSHOST [COMMAND...] [--keep]   (exit 0: nothing outside; 1: a list of what was)"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_client import Studio  # noqa: E402

SYSTEM = ["/usr", "/lib", "/lib64", "/bin", "/sbin", "/etc", "/opt", "/var/cache/fontconfig", "/var/lib/dbus/machine-id",
          "/sys/devices/system", "/sys/fs/cgroup", "/sys/kernel/mm/transparent_hugepage", "/sys/bus", "/sys/class",
          "/dev/null", "/dev/urandom", "/dev/random", "/dev/shm"]
PAYLOAD = '{"aps": {"alert": {"title": "Ana", "body": "12:30?"}, "category": "chat"}}'


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def hostile_project(base):
    """`base/app` (a project full of links and names leading out) and `base/outside`."""
    app, outside = base + "/app", base + "/outside"
    write(outside + "/icon.png", "OUTSIDE-ICON")
    write(outside + "/secrets.env", "EXPO_PUBLIC_LEAK=outside-secret\n")
    write(outside + "/secret.json", '{"aps": {"alert": {"title": "OUTSIDE-SECRET"}}}')
    write(outside + "/victim.html", "keep me")
    write(outside + "/evil.js", "console.log('OUTSIDE-CODE');")
    write(outside + "/tests/outside.test.js", "test('outside', () => {});")
    write(outside + "/jest-preset.json", '{"testMatch": ["**/*.test.js"], "outsideOption": "OUTSIDE-PRESET"}')
    write(outside + "/snaps/app.test.js.snap", "// Jest Snapshot v1, https://goo.gl/fbAQLP\n\nexports[`drawn 1`] = `OUTSIDE`;\n")
    write(app + "/package.json", json.dumps({"name": "hostile", "dependencies": {"expo": "51.0.0"}}))
    write(app + "/app.json", json.dumps({"expo": {"name": "Hostile", "icon": "../outside/icon.png"}}))
    write(app + "/.env", "EXPO_PUBLIC_INSIDE=fine\n")
    os.symlink(outside + "/secrets.env", app + "/.env.local")
    write(app + "/index.js", "\n".join([
        "const { setCategories, onResponse } = require('jshost');",
        "setCategories([{ id: 'chat', actions: [{ id: 'reply', title: 'Reply' }] }]);",
        "onResponse(() => {});",
        "try { require('../outside/evil.js'); } catch (e) {}",
        "try { require('./linked-evil.js'); } catch (e) {}",
        "console.log(process.env.EXPO_PUBLIC_INSIDE, process.env.EXPO_PUBLIC_LEAK);",
    ]))
    os.symlink(outside + "/evil.js", app + "/linked-evil.js")
    write(app + "/fixtures/push.json", PAYLOAD)
    os.symlink(outside + "/secret.json", app + "/fixtures/leak.json")
    os.symlink(outside, app + "/fixtures/out")
    os.symlink("..", app + "/fixtures/loop")
    os.symlink("/proc/self/environ", app + "/fixtures/environ.json")
    os.mkfifo(app + "/fixtures/pipe.json")
    write(app + "/__tests__/app.test.js", "\n".join([
        "require('../index.js');",
        "test('drawn', () => {",
        "  simulate.push({ aps: { alert: { title: 'Ana' } } }, { id: 'c1' });",
        "  expect(simulate.render('c1')).toContain('data-view');",
        "  expect({ a: 1 }).toMatchSnapshot();",
        "});",
    ]))
    # Jest's own readers: a snapshot folder, a manual mock and a preset leading out.
    os.symlink(outside + "/snaps", app + "/__tests__/__snapshots__")
    os.makedirs(app + "/__mocks__")
    os.symlink(outside + "/evil.js", app + "/__mocks__/evil-sdk.js")
    # Rendered pages go into folders that already hold links out.
    for name in ["out-render", "out-report"]:
        os.makedirs(base + "/" + name)
    os.symlink(outside + "/victim.html", base + "/out-render/n1-ios.html")
    os.symlink(outside + "/victim.html", base + "/out-report/index.html")
    return app


CALL = re.compile(r'^(\d+)\s+(openat|open|creat|rename|symlink)\((.*)\)\s+=\s+(-?\d+)(?:<(.*)>)?')
UNFINISHED = re.compile(r'^(\d+)\s+(openat|open|creat|rename|symlink)\((.*) <unfinished \.\.\.>$')
RESUMED = re.compile(r'^(\d+)\s+<\.\.\. (openat|open|creat|rename|symlink) resumed>(.*)\)\s+=\s+(-?\d+)(?:<(.*)>)?')
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
DIRFD = re.compile(r'^(?:-?\d+|AT_FDCWD)<([^>]*)>')


def paths(call, arguments, cwd):
    """The paths a call named, made absolute (a dirfd shown by -y as `3</dir>`)."""
    strings = [bytes(s, "utf-8").decode("unicode_escape") for s in STRING.findall(arguments)]
    if not strings:
        return []
    if call == "openat":
        match = DIRFD.match(arguments)
        base = match.group(1) if match else cwd
        return [os.path.join(base, strings[0])]
    if call == "symlink":
        return [os.path.join(cwd, strings[-1])]  # the link made; its target is not opened
    return [os.path.join(cwd, s) for s in strings[:2]]


def allowed(real, places):
    if any(real == p or real.startswith(p.rstrip("/") + "/") for p in places + SYSTEM):
        return True
    if real == "/proc" or real.startswith("/proc/"):
        return not re.search(r"/(environ|mem)$", real)
    return bool(re.match(r"^/sys/devices/pci[0-9a-f:.]+(/|$)", real))


def trace(name, argv, cwd, env, log, places, studio=False):
    command = ["strace", "-f", "-qq", "-y", "-s", "4096", "-e", "trace=openat,open,creat,rename,symlink", "-o", log] + argv
    if studio:
        s = Studio(command, cwd=cwd, env=env, timeout=120)
        ws = s.websocket()
        ws.receive_text_until(lambda text: '"type":"hello"' in text)
        ws.close()
        status, out, err = s.stop()
    else:
        done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
        status, out, err = done.returncode, done.stdout, done.stderr
    outside = []
    pending = {}
    seen = 0
    with open(log, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = UNFINISHED.match(line)
            if m:
                pending[m.group(1)] = (m.group(2), m.group(3))
                continue
            m = RESUMED.match(line)
            if m:
                call, arguments = pending.pop(m.group(1), (m.group(2), ""))
                arguments += m.group(3)
                result, opened = int(m.group(4)), m.group(5)
            else:
                m = CALL.match(line)
                if not m:
                    continue
                call, arguments, result, opened = m.group(2), m.group(3), int(m.group(4)), m.group(5)
            if result < 0:
                continue
            # -y shows the file a new descriptor refers to: where the open really led.
            # (an anonymous memory file, a pipe or a socket is no file of anyone's).
            if opened and (not opened.startswith("/") or opened.startswith("/memfd:")):
                opened = None
            named = paths(call, arguments, cwd) + ([opened] if opened else [])
            for path in named:
                seen += 1
                real = os.path.realpath(path)
                if not allowed(real, places):
                    outside.append("%s: %s(%s) -> %s" % (name, call, path, real))
    return status, seen, sorted(set(outside)), out, err


def main():
    jshost = os.path.realpath(sys.argv[1])
    keep = "--keep" in sys.argv
    base = os.path.realpath(tempfile.mkdtemp(prefix="jshost-strace-"))
    try:
        app = hostile_project(base)
        for folder in ["tmp", "cache", "home", "logs"]:
            os.makedirs(base + "/" + folder)
        env = dict(os.environ, TMPDIR=base + "/tmp", JSHOST_CACHE_DIR=base + "/cache", XDG_CACHE_HOME=base + "/cache",
                   HOME=base + "/home", NO_COLOR="1")
        env = {k: v for k, v in env.items() if not k.startswith("SF_")}
        places = [app, base + "/out-render", base + "/out-report", base + "/tmp", base + "/cache", base + "/home",
                  os.path.dirname(jshost)]
        commands = [
            ("run", ["run", "index.js", "--push", "fixtures/push.json"]),
            ("run --render", ["run", "index.js", "--push", "fixtures/push.json", "--render", base + "/out-render"]),
            ("categories", ["categories", "index.js"]),
            ("matrix", ["matrix", "index.js", "--push", "fixtures/push.json"]),
            ("check", ["check", "fixtures/push.json", "--entry", "index.js"]),
            ("test", ["test", "--ci=false"]),
            ("test --report", ["test", "--ci=false", "--report", base + "/out-report"]),
            ("test --coverage", ["test", "--ci=false", "--coverage", "--collectCoverageFrom", "**/*.js"]),
            ("test preset", ["test", "--config", '{"preset": "../outside/jest-preset.json"}']),
            ("studio", ["studio", "index.js", "--port", "0"]),
        ]
        failures = []
        only = [a for a in sys.argv[2:] if not a.startswith("--")]
        for i, (name, arguments) in enumerate(commands):
            if only and name not in only:
                continue
            log = "%s/logs/%d.strace" % (base, i)
            status, seen, outside, out, err = trace(name, [jshost] + arguments, app, env, log, places, studio=name == "studio")
            print("%-14s exit %s, %d successful opens checked, %d outside" % (name, status, seen, len(outside)), flush=True)
            for line in outside:
                print("OUTSIDE " + line, flush=True)
            failures += outside
        for victim in ["victim.html"]:
            with open(base + "/outside/" + victim) as f:
                if f.read() != "keep me":
                    failures.append("outside/%s was overwritten through a link" % victim)
        return 1 if failures else 0
    finally:
        if keep:
            print("kept " + base)
        else:
            shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
