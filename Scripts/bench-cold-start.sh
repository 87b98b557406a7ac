#!/usr/bin/env bash
# Cold start of a large app (docs/performance.md): `jshost run` of a notification handler
# that imports ~300 modules (150 TypeScript, 150 JavaScript, through a tsconfig alias and a
# node_modules package), side by side in one run:
#   cold            an empty transpile cache: the files go to one esbuild service
#   cold, per file  an empty cache with JSHOST_ESBUILD_SERVICE=0: one esbuild process per file
#   cached          the cache filled by the run before
#   one-line        `jshost run` of console.log("hello") (the start-up bar's script)
# Prints medians (ms) and the ratios. Usage: Scripts/bench-cold-start.sh [RUNS] [JSHOST]
# (JSHOST: a built binary; default: the release build, built first).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-5}"
jshost="${2:-}"
[[ -z "$jshost" || "$jshost" = /* ]] || jshost="$PWD/$jshost"
if [[ -z "$jshost" ]]; then
    "$root/Scripts/build-release.sh" >/dev/null
    jshost="$root/.build/release/jshost"
fi
python3 - "$jshost" "$runs" "$root/Scripts/make-cold-start-app.py" <<'PY'
import json, os, shutil, statistics, subprocess, sys, tempfile, time
jshost, runs = sys.argv[1], int(sys.argv[2])
work = tempfile.mkdtemp(prefix="jshost-cold-")
app = os.path.join(work, "app")
subprocess.run([sys.argv[3], app], check=True)
one = os.path.join(work, "one.js")
open(one, "w").write('console.log("hello")\n')

def timed(cmd, env, cwd):
    t0 = time.perf_counter()
    result = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
    elapsed = (time.perf_counter() - t0) * 1000
    if result.returncode != 0 or (b"loaded" not in result.stdout and b"hello" not in result.stdout):
        sys.exit(f"{cmd} failed: {result.stderr.decode()[:2000]}")
    return elapsed

handler = [jshost, "run", "src/notifications.ts"]
times = {"cold (one esbuild service)": [], "cold (a process per file)": [], "cached": [], "one-line script": []}
for run in range(runs):
    for name in ["cold (one esbuild service)", "cold (a process per file)"]:
        cache = os.path.join(work, f"cache-{run}-{len(times[name])}-{name[6:9]}")
        env = dict(os.environ, JSHOST_CACHE_DIR=cache)
        if "per file" in name: env["JSHOST_ESBUILD_SERVICE"] = "0"
        times[name].append(timed(handler, env, app))
        if "service" in name:
            times["cached"].append(timed(handler, env, app))
        shutil.rmtree(cache, ignore_errors=True)
    times["one-line script"].append(timed([jshost, "run", one], dict(os.environ), work))
shutil.rmtree(work, ignore_errors=True)
med = {name: statistics.median(values) for name, values in times.items()}
for name, value in med.items():
    print(f"{name:28s} median {value:9.1f} ms  (min {min(times[name]):.1f}, max {max(times[name]):.1f}, {runs} runs)")
print(f"per file / service (cold)    {med['cold (a process per file)'] / med['cold (one esbuild service)']:.2f}x")
print(f"cold (service) / cached      {med['cold (one esbuild service)'] / med['cached']:.2f}x")
print(f"cached / one-line script     {med['cached'] / med['one-line script']:.2f}x")
PY
