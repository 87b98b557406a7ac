#!/usr/bin/env bash
# `jshost studio` from start to page (docs/performance.md, "App-scale figures"): starts the
# studio on ENTRY (default: Examples/notifee/index.js) on a free port, waits for the line with
# its URL, fetches the page (GET, with its token) and stops it; RUNS times. Prints the
# median wall time from start to the page's last byte, and to the URL line.
# Usage: Scripts/bench-studio.sh [RUNS=5] [JSHOST] [ENTRY]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-5}"
jshost="${2:-$root/.build/release/jshost}"
entry="${3:-$root/Examples/notifee/index.js}"
python3 - "$jshost" "$entry" "$runs" <<'PY'
import re, socket, statistics, subprocess, sys, time, urllib.request
jshost, entry, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
to_url, to_page = [], []
for _ in range(runs):
    s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
    t0 = time.perf_counter()
    child = subprocess.Popen([jshost, "studio", entry, "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        url = None
        for line in child.stdout:
            m = re.search(r"(http://127\.0\.0\.1:\d+/\S*)", line)
            if m: url = m.group(1); break
        if url is None: sys.exit("jshost studio printed no URL")
        to_url.append((time.perf_counter() - t0) * 1000)
        body = urllib.request.urlopen(url, timeout=60).read()
        to_page.append((time.perf_counter() - t0) * 1000)
        assert b"<html" in body.lower() or b"<!doctype" in body.lower(), body[:200]
    finally:
        child.terminate()
        try: child.wait(timeout=10)
        except subprocess.TimeoutExpired: child.kill(); child.wait()
print(f"jshost studio: URL printed  median {statistics.median(to_url):8.1f} ms (min {min(to_url):.1f}, {runs} runs)")
print(f"jshost studio: page fetched median {statistics.median(to_page):8.1f} ms (min {min(to_page):.1f}, {runs} runs)")
PY
