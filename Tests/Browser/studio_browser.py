#!/usr/bin/env python3
"""End-to-end test of `jshost studio` in a real browser (docs/studio.md).

Starts the built jshost's studio on a copy of Tests/Fixtures/studio-app, drives Debian's
chromium through chromium-driver over WebDriver's HTTP protocol (W3C WebDriver, plain
HTTP/1.1 with urllib), and checks: a request without the token is refused; a push shows
the buttons on both phones; a click runs the handler and its effect shows; a reply typed
into the text-input action reaches the handler; editing a handler module reloads the app
(shown in the timeline, payloads kept); a bad payload shows its error at its line; a
dialog's button can be pressed; SIGINT stops the server cleanly. Prints one JSON line of
timings. Every process it starts has a deadline and is killed at the end.

Usage: studio_browser.py JSHOST [--screenshot PNG]; exits 0 when every check holds.
"""
import base64, json, os, shutil, signal, socket, subprocess, sys, tempfile, time, urllib.error, urllib.request

DEADLINE = time.monotonic() + 150  # the whole test
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def fail(message):
    raise AssertionError(message)


def remaining(limit):
    left = DEADLINE - time.monotonic()
    if left <= 0:
        fail('the test ran out of time')
    return min(limit, left)


def free_port():
    s = socket.socket()
    s.bind(('127.0.0.1', 0))
    port = s.getsockname()[1]
    s.close()
    return port


def http(url, headers=None, method='GET', body=None):
    request = urllib.request.Request(url, method=method, data=body, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=remaining(10)) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


class WebDriver:
    def __init__(self):
        self.port = free_port()
        self.process = subprocess.Popen(['chromedriver', '--port=%d' % self.port], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, start_new_session=True)
        self.session = None
        until = time.monotonic() + remaining(20)
        while time.monotonic() < until:
            try:
                self.call('GET', '/status')
                break
            except OSError:
                time.sleep(0.1)
        profile = tempfile.mkdtemp(prefix='jshost-studio-chromium-')
        self.profile = profile
        capabilities = {'browserName': 'chrome', 'goog:chromeOptions': {
            'binary': '/usr/bin/chromium',
            'args': ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--window-size=1500,1000',
                     '--user-data-dir=' + profile]}}
        self.session = self.call('POST', '/session', {'capabilities': {'alwaysMatch': capabilities}})['sessionId']

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request('http://127.0.0.1:%d%s' % (self.port, path), method=method, data=data,
                                         headers={'Content-Type': 'application/json'})
        try:
            with urllib.request.urlopen(request, timeout=remaining(60)) as response:
                return json.loads(response.read())['value']
        except urllib.error.HTTPError as error:
            fail('WebDriver %s %s: %s' % (method, path, error.read()[:500]))

    def go(self, url):
        self.call('POST', '/session/%s/url' % self.session, {'url': url})

    def script(self, source, *args):
        return self.call('POST', '/session/%s/execute/sync' % self.session, {'script': source, 'args': list(args)})

    def wait_for(self, what, source, *args, limit=20):
        until = time.monotonic() + remaining(limit)
        while time.monotonic() < until:
            value = self.script(source, *args)
            if value:
                return value
            time.sleep(0.02)
        fail('timed out waiting for ' + what)

    def find(self, selector):
        found = self.call('POST', '/session/%s/element' % self.session, {'using': 'css selector', 'value': selector})
        return list(found.values())[0]

    def click(self, selector):
        self.call('POST', '/session/%s/element/%s/click' % (self.session, self.find(selector)), {})

    def type(self, selector, text):
        self.call('POST', '/session/%s/element/%s/value' % (self.session, self.find(selector)), {'text': text})

    def screenshot(self, path):
        png = base64.b64decode(self.call('GET', '/session/%s/screenshot' % self.session))
        with open(path, 'wb') as f:
            f.write(png)

    def close(self):
        try:
            if self.session:
                self.call('DELETE', '/session/%s' % self.session)
        except Exception:
            pass
        kill_group(self.process)
        shutil.rmtree(self.profile, ignore_errors=True)


def add_page_to(error, driver, expression='return document.querySelector("main").innerText'):
    """Appends what the page shows (`expression`'s text) to a failed assertion's message."""
    if not driver:
        return
    try:
        page = driver.script(expression)
        error.args = (error.args[0] + '\n--- the page ---\n' + page[-3000:],)
    except Exception:
        pass


def kill_group(process):
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    process.wait()


def timeline_count(driver, kind, text=''):
    return driver.script('return Array.from(document.querySelectorAll("#timeline li[data-kind=\'" + arguments[0] + "\']"))'
                         '.filter(li => li.textContent.includes(arguments[1])).length', kind, text)


def main():
    jshost = sys.argv[1]
    screenshot = sys.argv[sys.argv.index('--screenshot') + 1] if '--screenshot' in sys.argv else None
    project = tempfile.mkdtemp(prefix='jshost-studio-app-')
    shutil.copytree(os.path.join(REPO, 'Tests/Fixtures/studio-app'), project, dirs_exist_ok=True)
    figures = {}
    started = time.monotonic()
    studio = subprocess.Popen([jshost, 'studio', 'src/notifications.js'], cwd=project, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, start_new_session=True, env=dict(os.environ, NO_COLOR='1'))
    driver = None
    try:
        line = studio.stdout.readline()
        if 'http://127.0.0.1:' not in line:
            fail('jshost studio printed no URL: %r %r' % (line, studio.stderr.read() if studio.poll() is not None else ''))
        url = line.split('jshost studio: ')[1].strip()
        status, page = http(url)
        figures['start_to_page_ms'] = round((time.monotonic() - started) * 1000)
        if status != 200 or b'jshost studio' not in page:
            fail('the page was not served: %d' % status)

        # The token guards every request.
        base = url.split('?')[0]
        port = base.split(':')[2].rstrip('/')
        for what, request_url, headers in [
                ('no token', base, {}),
                ('a wrong token', base + '?token=' + 'f' * 64, {}),
                ('another Host', url, {'Host': 'attacker.example:' + port}),
                ('another Origin', url, {'Origin': 'https://attacker.example'}),
                ('no token on the WebSocket', base + 'ws', {'Connection': 'Upgrade', 'Upgrade': 'websocket',
                                                             'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ=='}),
                ('no token on a page file', base + 'studio.js', {})]:
            status, _ = http(request_url, headers)
            if status != 403:
                fail('a request with %s got %d, not 403' % (what, status))

        driver = WebDriver()
        driver.go(url)
        driver.wait_for('the WebSocket', 'return document.querySelector("#status").dataset.state === "connected"')
        files = driver.wait_for('the payload files', 'var o = Array.from(document.querySelectorAll("#payload-files option"))'
                                '.map(o => o.value); return o.length ? o : null')
        if files != ['fixtures/pushes/order-ready-fcm.json', 'fixtures/pushes/order-ready.json']:
            fail('payload files found by shape: %r' % files)
        driver.script('var s = document.querySelector("#payload-files"); s.value = "fixtures/pushes/order-ready.json";'
                      's.dispatchEvent(new Event("change"))')
        driver.wait_for('the payload to check clean', 'return !!document.querySelector("#findings li.ok")')

        # Push: the buttons show on both phones.
        driver.click('#push')
        for platform in ['ios', 'android']:
            titles = driver.wait_for('the buttons on ' + platform,
                                     'var b = Array.from(document.querySelectorAll(".phone[data-platform=" + arguments[0] + "] .n-action"))'
                                     '.map(b => b.textContent); return b.length ? b : null', platform)
            if 'Confirm pickup' not in titles:
                fail('%s shows buttons %r' % (platform, titles))

        # A click runs the handler; its effect shows in the timeline.
        # Timed in the page: from the click event to the log line being added to the timeline.
        driver.script('var b = document.querySelector(".phone[data-platform=ios] .n-action[data-action=confirm]");'
                      'b.addEventListener("click", () => { window.clickedAt = performance.now(); }, true);'
                      'new MutationObserver((changes, observer) => {'
                      '  if (document.querySelector("#timeline").textContent.includes("order 1042 confirmed")) {'
                      '    window.effectShownAt = performance.now(); observer.disconnect(); }'
                      '}).observe(document.querySelector("#timeline"), {childList: true});')
        driver.click('.phone[data-platform=ios] .n-action[data-action=confirm]')
        driver.wait_for('the handler\'s log', 'return Array.from(document.querySelectorAll("#timeline li[data-kind=log]"))'
                        '.some(li => li.textContent.includes("order 1042 confirmed"))')
        figures['click_to_effect_ms'] = round(driver.script('return window.effectShownAt - window.clickedAt'), 1)
        driver.wait_for('the handler\'s result', 'return Array.from(document.querySelectorAll("#timeline li[data-kind=handler]"))'
                        '.some(li => li.textContent.includes("picked-up"))')

        # A reply typed into the text-input action.
        driver.click('.phone[data-platform=android] .n-action[data-action=reply]')
        driver.wait_for('the reply field', 'return !!document.querySelector(".phone[data-platform=android] .studio-reply input")')
        driver.type('.phone[data-platform=android] .studio-reply input', 'Two minutes away')
        driver.click('.phone[data-platform=android] .studio-reply button')
        driver.wait_for('the reply in the handler', 'return Array.from(document.querySelectorAll("#timeline li[data-kind=log]"))'
                        '.some(li => li.textContent.includes("to courier of 1042: Two minutes away"))')

        # An empty reply: the handler throws; the error shows with its file and line.
        driver.click('.phone[data-platform=ios] .n-action[data-action=reply]')
        driver.wait_for('the iOS reply field', 'return !!document.querySelector(".phone[data-platform=ios] .studio-reply input")')
        driver.click('.phone[data-platform=ios] .studio-reply button')
        error = driver.wait_for('the handler\'s error', 'var e = document.querySelector("#timeline li[data-kind=error]"); return e && e.textContent')
        if 'src/handlers/reply.js:2: ' not in error or 'empty message for the courier of 1042' not in error:
            fail('the error does not name its file and line: %r' % error)

        # A dialog's button: Cancel asks, the page shows the dialog, its button is pressed.
        driver.click('.phone[data-platform=ios] .n-action[data-action=cancel]')
        driver.wait_for('the dialog', 'return !!document.querySelector(".phone[data-platform=ios] .dialog-button")')
        if screenshot:
            driver.script('document.querySelectorAll("section").forEach(s => s.scrollTop = 0)')
            driver.screenshot(screenshot)
        driver.click('.phone[data-platform=ios] .dialog-button:last-child')
        driver.wait_for('the dialog button\'s callback', 'return Array.from(document.querySelectorAll("#timeline li[data-kind=log]"))'
                        '.some(li => li.textContent.includes("order 1042 cancelled"))')

        # Edit the handler module: the studio reloads; the payloads and the timeline stay.
        before = driver.script('return document.querySelectorAll("#timeline li").length')
        handler = os.path.join(project, 'src/handlers/confirm.js')
        with open(handler) as f:
            source = f.read()
        saved = time.monotonic()
        with open(handler, 'w') as f:
            f.write(source.replace('confirmed', 'confirmed again'))
        driver.wait_for('the reload', 'return !!document.querySelector("#timeline li[data-kind=reload]")')
        figures['save_to_reload_ms'] = round((time.monotonic() - saved) * 1000)
        text = driver.script('return document.querySelector("#timeline li[data-kind=reload]").textContent')
        if 'src/handlers/confirm.js' not in text:
            fail('the reload does not name the file: %r' % text)
        if driver.script('return document.querySelectorAll("#timeline li").length') <= before:
            fail('the timeline did not stay')
        driver.click('#push')
        driver.wait_for('the buttons after the reload', 'return !!document.querySelector(".phone[data-platform=ios] .n-action[data-action=confirm]")')
        driver.click('.phone[data-platform=ios] .n-action[data-action=confirm]')
        driver.wait_for('the edited handler', 'return Array.from(document.querySelectorAll("#timeline li[data-kind=log]"))'
                        '.some(li => li.textContent.includes("order 1042 confirmed again"))')

        # The platform control: with Android unticked, a push reaches the iOS phone only.
        count = 'return document.querySelectorAll(".phone[data-platform=" + arguments[0] + "] .studio-notification").length'
        ios_before, android_before = driver.script(count, 'ios'), driver.script(count, 'android')
        driver.click('input[name=platform][value=android]')
        driver.wait_for('the settings', 'return !document.querySelector("input[name=platform][value=android]").checked')
        driver.click('#push')
        driver.wait_for('the iOS-only push', 'return document.querySelectorAll(".phone[data-platform=ios] .studio-notification").length'
                        ' > arguments[0]', ios_before)
        time.sleep(0.3)
        if driver.script(count, 'android') != android_before:
            fail('a push with Android unticked reached the Android phone')

        # A bad payload shows its error at its line.
        driver.script('var t = document.querySelector("#payload"); t.value = "{\\n  \\"aps\\": {\\n    \\"badge\\": \\"3\\"\\n  }\\n}\\n";'
                      't.dispatchEvent(new Event("input"))')
        finding = driver.wait_for('the payload error', 'var e = document.querySelector("#findings li.error"); return e && e.textContent')
        if ':3:' not in finding or 'badge' not in finding:
            fail('the error does not name its line: %r' % finding)
        driver.script('var t = document.querySelector("#payload"); t.value = "{\\n  \\"aps\\": {\\n    \\"alert\\": \\"x\\",\\n}";'
                      't.dispatchEvent(new Event("input"))')
        finding = driver.wait_for('the syntax error', 'var e = document.querySelector("#findings li.error"); '
                                  'return e && e.textContent.includes("invalid") && e.textContent')
        if ':4:' not in finding:
            fail('the syntax error is not at line 4: %r' % finding)

        # SIGINT stops the server cleanly.
        studio.send_signal(signal.SIGINT)
        try:
            code = studio.wait(timeout=remaining(10))
        except subprocess.TimeoutExpired:
            fail('jshost studio did not stop on SIGINT')
        rest = studio.stdout.read()
        if code != 0 or 'stopped' not in rest:
            fail('SIGINT: exit %r, printed %r, %r' % (code, rest, studio.stderr.read()))
        driver.wait_for('the page to see the server gone', 'return document.querySelector("#status").dataset.state === "closed"')
        print(json.dumps(figures))
    except AssertionError as error:
        add_page_to(error, driver, 'return document.querySelector("main").innerText + "\\n" + (window.studioErrors || []).join("\\n")')
        raise
    finally:
        if driver:
            driver.close()
        kill_group(studio)
        shutil.rmtree(project, ignore_errors=True)


def stop_on_term(number, frame):
    raise AssertionError('stopped by signal %d' % number)


if __name__ == '__main__':
    # The caller's deadline (SIGTERM) still runs the clean-up: no browser outlives the test.
    signal.signal(signal.SIGTERM, stop_on_term)
    try:
        main()
    except AssertionError as error:
        print('studio browser test failed: %s' % error, file=sys.stderr)
        sys.exit(1)
