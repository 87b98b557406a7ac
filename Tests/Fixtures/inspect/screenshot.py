#!/usr/bin/env python3
"""Photographs the debugger of `jshost run --inspect-brk` in headless Chromium
(Tests/EndToEndTests/InspectorTests.swift, docs/debugging.md).

    screenshot.py INSPECTOR_URL OUT.png

Drives Debian's chromium through chromedriver (WebDriver, standard library only): opens the
URL jshost printed, waits until Web Inspector shows the run paused in the Sources tab, and
writes the screenshot. Prints what the page showed (the paused file and line, the call
frames); exits non-zero when it never pauses.
"""
import base64
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(base, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())["value"]
    except urllib.error.HTTPError as error:
        raise RuntimeError("WebDriver %s %s: %s" % (method, path, error.read().decode(errors="replace")[:500]))


# What the page shows once paused: the selected tab and the paused location (as displayed:
# through the script's source map, on the TypeScript file).
STATE = """
const tab = WI.tabBrowser && WI.tabBrowser.selectedTabContentView;
const paused = WI.debuggerManager && WI.debuggerManager.paused;
const frame = paused && WI.debuggerManager.activeCallFrame;
let where = null;
if (frame) {
  const location = frame.sourceCodeLocation;
  where = location.displaySourceCode.url + ':' + (location.displayLineNumber + 1);
}
return {tab: tab ? tab.type : null, paused: !!paused, where: where};
"""


def main():
    url, out = sys.argv[1], sys.argv[2]
    port = free_port()
    driver = subprocess.Popen(["chromedriver", "--port=%d" % port], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    profile = tempfile.mkdtemp(prefix="jshost-inspector-shot-")
    base = "http://127.0.0.1:%d" % port
    session = None
    try:
        for _ in range(200):
            try:
                call(base, "GET", "/status")
                break
            except OSError:
                time.sleep(0.05)
        capabilities = {"browserName": "chrome", "goog:chromeOptions": {
            "binary": os.environ.get("JSHOST_CHROMIUM", "/usr/bin/chromium"),
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,900", "--user-data-dir=" + profile]}}
        session = call(base, "POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})["sessionId"]
        call(base, "POST", "/session/%s/url" % session, {"url": url})
        state = None
        for _ in range(600):
            state = call(base, "POST", "/session/%s/execute/sync" % session, {"script": "try {" + STATE + "} catch (e) { return {error: String(e)}; }", "args": []})
            if state.get("paused") and state.get("where"):
                break
            time.sleep(0.1)
        if not state or not state.get("paused"):
            print("FAIL never paused: %r" % state, flush=True)
            sys.exit(1)
        # Paused: show the Sources tab (the debugger's own tab for a JavaScript context).
        call(base, "POST", "/session/%s/execute/sync" % session, {"script": "WI.showSourcesTab(); return true;", "args": []})
        for _ in range(100):
            state = call(base, "POST", "/session/%s/execute/sync" % session, {"script": STATE, "args": []})
            if state.get("tab") == "sources":
                break
            time.sleep(0.1)
        time.sleep(1)
        png = call(base, "GET", "/session/%s/screenshot" % session)
        with open(out, "wb") as f:
            f.write(base64.b64decode(png))
        print("ok paused at %s in the %s tab" % (state["where"], state["tab"]), flush=True)
    finally:
        if session:
            try:
                call(base, "DELETE", "/session/%s" % session)
            except OSError:
                pass
        # SIGKILL: a test runner's children may inherit SIGTERM ignored.
        driver.kill()
        driver.wait()
        subprocess.run(["rm", "-rf", profile])


if __name__ == "__main__":
    main()
