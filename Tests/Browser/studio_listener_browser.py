#!/usr/bin/env python3
"""The studio's timeline says what each listener got (docs/studio.md, docs/surfaces.md
"The app's life"), in a real browser: starts the built jshost's studio on a copy of
Tests/Fixtures/studio-listener-app (React Native Firebase listeners), pushes the payload,
opens the notification on the Android phone and checks the timeline's `listener` lines:
onMessage missed the arrival in the background, onNotificationOpenedApp got the tap, each
with the file and line where the app added it. Uses studio_browser.py's WebDriver (Debian's
chromium and chromium-driver); every process it starts is killed at the end.

Usage: studio_listener_browser.py JSHOST; exits 0 when every check holds.
"""
import os, shutil, signal, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import studio_browser as sb  # noqa: E402


def listener_lines(driver):
    return driver.script('return Array.from(document.querySelectorAll("#timeline li[data-kind=listener]")).map(li => li.textContent)')


def main():
    jshost = sys.argv[1]
    project = tempfile.mkdtemp(prefix='jshost-studio-listener-')
    shutil.copytree(os.path.join(sb.REPO, 'Tests/Fixtures/studio-listener-app'), project, dirs_exist_ok=True)
    studio = subprocess.Popen([jshost, 'studio', 'index.js'], cwd=project, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, start_new_session=True, env=dict(os.environ, NO_COLOR='1'))
    driver = None
    try:
        line = studio.stdout.readline()
        if 'http://127.0.0.1:' not in line:
            sb.fail('jshost studio printed no URL: %r' % line)
        url = line.split('jshost studio: ')[1].strip()
        driver = sb.WebDriver()
        driver.go(url)
        driver.wait_for('the WebSocket', 'return document.querySelector("#status").dataset.state === "connected"')
        driver.wait_for('the payload file', 'return Array.from(document.querySelectorAll("#payload-files option"))'
                        '.some(o => o.value === "fixtures/order-shipped.json")')
        driver.script('var s = document.querySelector("#payload-files"); s.value = "fixtures/order-shipped.json";'
                      's.dispatchEvent(new Event("change"))')
        driver.wait_for('the payload', 'return document.querySelector("#payload").value.includes("Order shipped")')
        driver.click('#push')
        driver.wait_for('the notification on Android', 'return !!document.querySelector(".phone[data-platform=android] .studio-open")')
        lines = driver.wait_for('the arrival\'s listener lines', 'var l = Array.from(document.querySelectorAll("#timeline li[data-kind=listener]"))'
                                '.map(li => li.textContent); return l.some(t => t.includes("onMessage")) ? l : null')
        if not any('onMessage (index.js:5:' in t and 'missed it' in t for t in lines):
            sb.fail('no missed onMessage line at index.js:5: %r' % lines)
        driver.click('.phone[data-platform=android] .studio-open')
        driver.wait_for('the tap\'s log', 'return Array.from(document.querySelectorAll("#timeline li[data-kind=log]"))'
                        '.some(li => li.textContent.includes("opened order 1042"))')
        lines = listener_lines(driver)
        if not any('onNotificationOpenedApp (index.js:6:' in t and 'got it' in t for t in lines):
            sb.fail('no onNotificationOpenedApp line that got the tap: %r' % lines)
        print('listener lines: %d' % len(lines))
    except AssertionError as error:
        sb.add_page_to(error, driver)
        raise
    finally:
        if driver:
            driver.close()
        sb.kill_group(studio)
        shutil.rmtree(project, ignore_errors=True)


if __name__ == '__main__':
    # The caller's deadline (SIGTERM) still runs the clean-up: no browser outlives the test.
    signal.signal(signal.SIGTERM, sb.stop_on_term)
    try:
        main()
    except AssertionError as error:
        print('studio listener browser test failed: %s' % error, file=sys.stderr)
        sys.exit(1)
