#!/usr/bin/env bash
# Memory bar (docs/performance.md): RSS of `jshost run --events --json` sampled while it
# dispatches PAIRS push+tap pairs (default 1,000,000 pairs = 2,000,000 events, so
# that more than 1,000,000 events are measured after warm-up);
# prints the samples and the drift between the first sample after warm-up
# (the first quarter of the run, while JavaScriptCore's heap and JIT grow to
# their working size) and the last. Bar: flat within ±5 %.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/Scripts/build-release.sh" >/dev/null
pairs="${1:-1000000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$root/Scripts/make-dispatch-events.py" "$pairs" "$work"
python3 - "$root/.build/release/jshost" "$work" <<'PY'
import subprocess, sys, time
jshost, work = sys.argv[1], sys.argv[2]
proc = subprocess.Popen([jshost, "run", f"{work}/handler.mjs", "--events", f"{work}/events.ndjson", "--json"], stdout=subprocess.DEVNULL)
samples, t0 = [], time.perf_counter()
while proc.poll() is None:
    try:
        for line in open(f"/proc/{proc.pid}/status"):
            if line.startswith("VmRSS:"):
                samples.append((time.perf_counter() - t0, int(line.split()[1])))
    except FileNotFoundError:
        break
    time.sleep(0.05)
total = time.perf_counter() - t0
assert proc.returncode == 0, proc.returncode
for t, rss in samples[:: max(1, len(samples) // 12)]:
    print(f"t={t:6.2f}s rss={rss / 1024:8.1f} MiB")
warm = [s for s in samples if s[0] >= 0.25 * total]
first, last = warm[0][1], warm[-1][1]
print(f"rss after warm-up {first / 1024:.1f} MiB, at end {last / 1024:.1f} MiB, drift {100 * (last - first) / first:+.2f} % (bar ±5 %)")
PY
