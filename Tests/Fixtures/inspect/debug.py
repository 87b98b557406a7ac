#!/usr/bin/env python3
"""Debugs a `jshost … --inspect-brk` run with Web Inspector in headless Chromium
(Tests/EndToEndTests/InspectorTests.swift, docs/debugging.md).

    debug.py INSPECTOR_URL PAUSES

Opens the URL jshost printed, then PAUSES times: waits until Web Inspector shows the run
paused, prints `ok paused at FILE:LINE`, and resumes. Exits non-zero when a pause never
comes.
"""
import sys

from webinspector import Browser


def main():
    url, pauses = sys.argv[1], int(sys.argv[2])
    browser = Browser()
    try:
        browser.go(url)
        for _ in range(pauses):
            where = browser.wait_paused()
            if not where:
                print("FAIL never paused", flush=True)
                sys.exit(1)
            print("ok paused at %s" % where, flush=True)
            browser.resume()
        print("ok resumed", flush=True)
    finally:
        browser.close()


if __name__ == "__main__":
    main()
