"""Web Inspector in headless Chromium over WebDriver (standard library only), for
Tests/EndToEndTests/InspectorTests.swift (docs/debugging.md): debug.py and
studio_debug.py use it. Debian's chromium through chromedriver; every wait is a bounded
number of polls; `close()` ends the browser and the driver."""
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# Where Web Inspector shows the run paused: the location as displayed (through the script's
# source map, on the TypeScript file), 1-based.
STATE = """
const paused = WI.debuggerManager && WI.debuggerManager.paused;
const frame = paused && WI.debuggerManager.activeCallFrame;
let where = null;
if (frame) {
  const location = frame.sourceCodeLocation;
  where = location.displaySourceCode.url + ':' + (location.displayLineNumber + 1) + ' in ' + (frame.functionName || 'an anonymous function');
}
// A pause that is not the one resumed last (Web Inspector may still show that one).
const fresh = !!frame && frame !== window.jshostResumedFrame;
return {done: !!(paused && where && fresh), paused: !!paused, fresh: fresh, where: where};
"""


class Browser:
    def __init__(self):
        self.port = free_port()
        self.driver = subprocess.Popen(["chromedriver", "--port=%d" % self.port], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.profile = tempfile.mkdtemp(prefix="jshost-webinspector-")
        self.base = "http://127.0.0.1:%d" % self.port
        self.session = None
        for _ in range(400):
            try:
                self.call("GET", "/status")
                break
            except OSError:
                time.sleep(0.05)
        capabilities = {"browserName": "chrome", "goog:chromeOptions": {
            "binary": os.environ.get("JSHOST_CHROMIUM", "/usr/bin/chromium"),
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,900", "--user-data-dir=" + self.profile]}}
        self.session = self.call("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})["sessionId"]

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return json.loads(response.read())["value"]
        except urllib.error.HTTPError as error:
            raise RuntimeError("WebDriver %s %s: %s" % (method, path, error.read().decode(errors="replace")[:500]))

    def at(self, path):
        return "/session/%s%s" % (self.session, path)

    def go(self, url):
        self.call("POST", self.at("/url"), {"url": url})

    def script(self, source, *args):
        return self.call("POST", self.at("/execute/sync"), {"script": source, "args": list(args)})

    def poll(self, source, polls=600, pause=0.1):
        """Runs `source` until it returns something true; returns the last value."""
        value = None
        for _ in range(polls):
            try:
                value = self.script(source)
            except RuntimeError as error:
                value = {"error": str(error)}
            if value and not (isinstance(value, dict) and value.get("error")) and (not isinstance(value, dict) or value.get("done", True)):
                return value
            time.sleep(pause)
        return value

    def click(self, selector):
        """A real click (a user gesture: a window it opens is no blocked pop-up)."""
        element = self.call("POST", self.at("/element"), {"using": "css selector", "value": selector})
        self.call("POST", self.at("/element/%s/click" % next(iter(element.values()))), {})

    def windows(self):
        return self.call("GET", self.at("/window/handles"))

    def switch(self, handle):
        self.call("POST", self.at("/window"), {"handle": handle})

    def wait_paused(self):
        """Waits until Web Inspector reports the run paused; returns FILE:LINE, or None and
        prints what it last showed."""
        state = self.poll("try {" + STATE + " } catch (e) { return {error: String(e)}; }")
        if isinstance(state, dict) and state.get("paused") and state.get("fresh") and state.get("where"):
            return state["where"]
        print("not paused; Web Inspector last showed %r" % (state,), flush=True)
        return None

    def resume(self):
        """Resumes; the next `wait_paused` waits for another pause than this one."""
        self.script("window.jshostResumedFrame = WI.debuggerManager.activeCallFrame; WI.debuggerManager.resume(); return true;")

    def close(self):
        if self.session:
            try:
                self.call("DELETE", self.at(""))
            except (OSError, RuntimeError):
                pass
        # SIGKILL: a test runner's children may inherit SIGTERM ignored.
        self.driver.kill()
        self.driver.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
