#!/usr/bin/env bash
# Start-up bar (docs/performance.md), three peers interleaved in one run:
#   floor    a C program linked against javascriptcoregtk-4.1 that creates one context,
#            evaluates one line ("hello"), prints the result and exits: what any host of
#            this engine pays at minimum (built here with cc -O2)
#   jshost   `jshost run` of a one-line script (console.log("hello"))
#   node     `node -e 0`
# Prints medians, and jshost's ratio to the floor (bar ≤ 1.2, goal 1.1) and to node.
# Usage: Scripts/bench-startup.sh [RUNS=40] [JSHOST]   (JSHOST: a built binary; default:
# the release build, built first). Wall clock: compare within the run only.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-40}"
jshost="${2:-}"
if [[ -z "$jshost" ]]; then
  "$root/Scripts/build-release.sh" >/dev/null
  jshost="$root/.build/release/jshost"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$root/Scripts/startup-floor.sh" "$work/floor"
python3 - "$jshost" "$work/floor" "$runs" <<'PY'
import os, statistics, subprocess, sys, tempfile, time
jshost, floor, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
script = os.path.join(tempfile.mkdtemp(), "one.js")
open(script, "w").write('console.log("hello")\n')
commands = {"floor (C, one context, one line)": [floor],
            "jshost run one-line.js": [jshost, "run", script],
            "node -e 0": ["node", "-e", "0"]}
times = {name: [] for name in commands}
for name, cmd in commands.items():          # warm the page cache
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
for _ in range(runs):
    for name, cmd in commands.items():      # alternate, so drift hits all sides alike
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        times[name].append((time.perf_counter() - t0) * 1000)
med = {name: statistics.median(values) for name, values in times.items()}
for name, value in med.items():
    print(f"{name:34s} median {value:7.2f} ms  (min {min(times[name]):.2f}, max {max(times[name]):.2f}, {runs} runs)")
j = med["jshost run one-line.js"]
print(f"jshost / floor                     {j / med['floor (C, one context, one line)']:.3f}  (bar ≤ 1.2, goal 1.1)")
print(f"jshost / node                      {j / med['node -e 0']:.3f}")
PY
