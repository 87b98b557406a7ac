#!/usr/bin/env bash
# Same-run comparison of jshost binaries on the dispatch bar's workload: each
# binary runs `run handler.mjs --events FILE --json` (output to /dev/null) in
# turn, RUNS times over; prints each one's median wall time and its ratio to the
# first, and the median CPU time (user + system) each run took. Wall times drift
# between runs here, so only alternating runs compare; when other work loads the
# machine, the CPU times are the steadier figure.
# Usage: Scripts/compare-dispatch.sh [-p PAIRS] [-r RUNS] BINARY...
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pairs=200000 runs=9
while getopts "p:r:" opt; do
  case "$opt" in
    p) pairs="$OPTARG" ;;
    r) runs="$OPTARG" ;;
    *) echo "usage: $0 [-p PAIRS] [-r RUNS] BINARY..." >&2; exit 64 ;;
  esac
done
shift $((OPTIND - 1))
[ "$#" -ge 1 ] || { echo "usage: $0 [-p PAIRS] [-r RUNS] BINARY..." >&2; exit 64; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$root/Scripts/make-dispatch-events.py" "$pairs" "$work"
python3 - "$work" "$pairs" "$runs" "$@" <<'PY'
import os, statistics, subprocess, sys, time
work, pairs, runs, binaries = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
times = {b: [] for b in binaries}
cpu = {b: [] for b in binaries}
for _ in range(runs):
    for b in binaries:
        t0 = time.perf_counter()
        child = subprocess.Popen([b, "run", f"{work}/handler.mjs", "--events", f"{work}/events.ndjson", "--json"],
                                 stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        times[b].append(time.perf_counter() - t0)
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0:
            sys.exit(f"{b} exited with {child.returncode}")
        cpu[b].append(usage.ru_utime + usage.ru_stime)
first = statistics.median(times[binaries[0]])
first_cpu = statistics.median(cpu[binaries[0]])
for b in binaries:
    m, c = statistics.median(times[b]), statistics.median(cpu[b])
    print(f"{b:40s} median {m:.3f} s  {pairs / m:9,.0f} pairs/s  ratio {m / first:.3f}  (min {min(times[b]):.3f} s, {runs} runs)"
          f"  CPU {c:.3f} s  ratio {c / first_cpu:.3f}")
PY
