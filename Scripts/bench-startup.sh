#!/usr/bin/env bash
# Start-up bar (docs/performance.md): `jshost run` of a one-line script against
# `node -e 0`, alternated in the same run; prints medians and their ratio.
# Bars: jshost ≤ 20 ms median and ≤ 0.25 of node.  Usage: Scripts/bench-startup.sh [RUNS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/Scripts/build-release.sh" >/dev/null
runs="${1:-40}"
python3 - "$root/.build/release/jshost" "$runs" <<'PY'
import os, statistics, subprocess, sys, tempfile, time
jshost, runs = sys.argv[1], int(sys.argv[2])
script = os.path.join(tempfile.mkdtemp(), "one.js")
open(script, "w").write('console.log("hello")\n')
commands = {"jshost run one-line.js": [jshost, "run", script], "node -e 0": ["node", "-e", "0"]}
times = {name: [] for name in commands}
for name, cmd in commands.items():          # warm the page cache
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
for _ in range(runs):
    for name, cmd in commands.items():      # alternate, so drift hits both sides alike
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        times[name].append((time.perf_counter() - t0) * 1000)
med = {name: statistics.median(values) for name, values in times.items()}
for name, value in med.items():
    print(f"{name:28s} median {value:7.2f} ms  (min {min(times[name]):.2f}, max {max(times[name]):.2f}, {runs} runs)")
ratio = med["jshost run one-line.js"] / med["node -e 0"]
print(f"ratio jshost/node            {ratio:.3f}  (bar: ≤ 0.25)")
print(f"jshost median vs 20 ms bar   {med['jshost run one-line.js'] / 20:.3f} of the bar")
PY
