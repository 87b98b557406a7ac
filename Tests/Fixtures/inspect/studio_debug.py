#!/usr/bin/env python3
"""The studio's Debug button in headless Chromium (Tests/EndToEndTests/InspectorTests.swift,
docs/debugging.md).

    studio_debug.py JSHOST ENTRY

Starts `jshost studio ENTRY`, opens its page, puts a payload in the editor and clicks Debug:
the window the click opened must show Web Inspector with the run paused before the entry's
first line; it resumes there, and the studio's page must show the run's effects in its
timeline (platform `debug ios`) and the run ended with status 0. Then SIGINT stops the
studio, which must leave no debugged run behind. Prints one `ok ...` line per step; exits
non-zero on the first failure. Everything it starts is ended.
"""
import os
import re
import signal
import subprocess
import sys
import time

from webinspector import Browser

PAYLOAD = '{"aps": {"alert": {"title": "Debugged", "body": "from the studio"}}}'


def fail(message):
    print("FAIL " + message, flush=True)
    sys.exit(1)


def children(pid):
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    found.append(int(entry))
            except OSError:
                pass
    return found


def main():
    jshost, entry = sys.argv[1], sys.argv[2]
    # Two of the studio's flags that `jshost run` also takes: the Debug button passes them on.
    studio = subprocess.Popen([jshost, "studio", entry, "--allow-env=HOME", "--handler-timeout", "30"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              env=dict(os.environ, NO_COLOR="1"))
    browser = None
    debugged = []
    try:
        first = studio.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:\d+/\?token=[0-9a-f]+", first)
        if not match:
            fail("the studio printed no URL: %r" % first)
        browser = Browser()
        browser.go(match.group(0))
        if not browser.poll("return {done: document.querySelector('#status').dataset.state === 'connected'};").get("done"):
            fail("the studio's page never connected")
        studio_window = browser.call("GET", browser.at("/window"))
        browser.script("const a = document.querySelector('#payload'); a.value = arguments[0]; a.dispatchEvent(new Event('input')); return true;", PAYLOAD)
        browser.click("#debug")
        shown = browser.poll("const d = document.querySelector('#debugger'); return {done: d.dataset.state === 'waiting', state: d.dataset.state, "
                             "href: document.querySelector('#debug-link').href, text: d.textContent};")
        if shown.get("state") != "waiting":
            fail("the page never showed the debugger's link: %r" % shown)
        print("ok the page links the debugger: %s" % re.sub(r"[0-9a-f]{64}", "TOKEN", re.sub(r":\d+/", ":PORT/", shown["href"])), flush=True)
        debugged = children(studio.pid)
        if len(debugged) != 1:
            fail("expected one debugged run under the studio, found %r" % debugged)
        with open("/proc/%d/cmdline" % debugged[0], "rb") as f:
            arguments = f.read().decode().split("\0")[1:-1]
        shown = " ".join(re.sub(r".*/jshost-studio-debug-[^/]+/", "TMP/", a) for a in arguments)
        print("ok the debugged run: jshost %s" % shown, flush=True)
        windows = [w for w in browser.windows() if w != studio_window]
        if len(windows) != 1:
            fail("the click opened no debugger window: %r" % windows)
        browser.switch(windows[0])
        where = browser.wait_paused()
        if not where:
            fail("Web Inspector never showed the run paused")
        print("ok the window the click opened shows the run paused at %s" % where, flush=True)
        browser.resume()
        browser.switch(studio_window)
        ended = browser.poll("const d = document.querySelector('#debugger'); const items = Array.from(document.querySelectorAll('#timeline li'))"
                             ".filter(li => li.dataset.platform === 'debug ios').map(li => li.dataset.kind + ': ' + li.querySelector('.detail').textContent);"
                             "return {done: d.dataset.state === 'ended', state: d.dataset.state, text: document.querySelector('#debug-state').textContent, items: items};")
        if ended.get("state") != "ended":
            fail("the debugged run never ended: %r" % ended)
        print("ok the page shows: %s" % ended["text"], flush=True)
        for item in ended["items"]:
            print("ok timeline (debug ios) %s" % item, flush=True)
        if children(studio.pid):
            fail("a process is left under the studio: %r" % children(studio.pid))
        # Debug again, and stop the studio while that run waits: it must end the run too.
        browser.click("#debug")
        again = browser.poll("return {done: document.querySelector('#debugger').dataset.state === 'waiting'};")
        if not again.get("done"):
            fail("the second Debug click never linked a debugger")
        debugged = children(studio.pid)
        if len(debugged) != 1:
            fail("expected the second debugged run under the studio, found %r" % debugged)
        print("ok a second Debug click starts another run", flush=True)
    finally:
        if browser:
            browser.close()
        studio.send_signal(signal.SIGINT)
        try:
            studio.wait(timeout=60)
        except subprocess.TimeoutExpired:
            studio.kill()
            studio.wait()
        left = [pid for pid in debugged if os.path.exists("/proc/%d" % pid) and not open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()[0] == "Z"]
        for pid in left:
            os.kill(pid, signal.SIGKILL)
    if left:
        fail("the studio stopped but left its debugged run %r running" % left)
    print("ok the studio stopped with status %d and left no debugged run" % studio.returncode, flush=True)


if __name__ == "__main__":
    main()
