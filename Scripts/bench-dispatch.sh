#!/usr/bin/env bash
# Dispatch bar (docs/performance.md): N push+tap pairs through the real
# `jshost run --events FILE --json` path (payload decoded, action resolved, a
# JS registerAction handler called, effects written to /dev/null), and in the
# same run the equivalent pure-JS dispatcher under node (Scripts/dispatch-node.js)
# over the same file. Prints both rates (medians of ROUNDS) and the ratio.
# Targets: ≥ 300,000 pairs/s and ≥ 0.5 of node.
# Usage: Scripts/bench-dispatch.sh [PAIRS=200000] [ROUNDS=3]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/Scripts/build-release.sh" >/dev/null
pairs="${1:-200000}"
rounds="${2:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$root/Scripts/make-dispatch-events.py" "$pairs" "$work"
python3 - "$root/.build/release/jshost" "$root/Scripts/dispatch-node.js" "$work" "$pairs" "$rounds" <<'PY'
import statistics, subprocess, sys, time
jshost, node_side, work, pairs, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
events = f"{work}/events.ndjson"
sides = {
    "jshost run --events --json": [jshost, "run", f"{work}/handler.mjs", "--events", events, "--json"],
    "node dispatch-node.js":      ["node", node_side, events],
}
# Both sides must write the same effects: checked once, through a pipe.
for name, cmd in sides.items():
    lines = subprocess.run(cmd, stdout=subprocess.PIPE, check=True).stdout.count(b"\n")
    # display, response, handler per pair, and one openApp (the app then stays in the foreground)
    assert lines == 3 * pairs + 1, f"{name}: expected {3 * pairs + 1} effects, got {lines}"
# Timed runs write to /dev/null (as the bar says), alternating sides.
rates = {name: [] for name in sides}
for _ in range(rounds):
    for name, cmd in sides.items():
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        rates[name].append(pairs / (time.perf_counter() - t0))
med = {name: statistics.median(values) for name, values in rates.items()}
for name, value in med.items():
    print(f"{name:28s} {value:10,.0f} pairs/s  (median of {rounds}; {pairs:,} pairs, 3 effects each)")
ratio = med["jshost run --events --json"] / med["node dispatch-node.js"]
print(f"ratio jshost/node            {ratio:.2f}  (target ≥ 0.5; goal: at least 1)")
print(f"jshost vs 300,000 pairs/s    {med['jshost run --events --json'] / 300000:.2f} of the goal")
PY
