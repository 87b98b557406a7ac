#!/usr/bin/env bash
# The instruction guard (docs/performance.md, "The instruction guard"): counts the
# instructions the debug jshost executes (valgrind's callgrind, all threads; a machine's
# load does not change them) for four workloads, and compares each with its budget in
# Scripts/instruction-budgets.tsv:
#   startup        `jshost run` of a one-line script (console.log("hello"))
#   push-tap       one push + tap pair through `run --events --json` (the dispatch bar's
#                  workload, Scripts/make-dispatch-events.py): (count at 201 pairs −
#                  count at 1 pair) / 200, so start-up cancels out
#   jest-file      `jshost test` of one Jest file (mocks, matchers, async tests)
#   cold-300       `jshost run` of a 300-module app with an empty cache: the cold-start
#                  app (Scripts/make-cold-start-app.py) in its JavaScript-only form, so
#                  the count is jshost's own resolution, reading, rewriting and evaluation
#                  of 300 modules (under valgrind Foundation's Process cannot start esbuild:
#                  it is handed valgrind's own descriptors to close and fails with EBADF)
# It fails when a count is more than 10 % over its budget. A change that needs more
# raises the budget in the same commit, with the reason on the budget's line:
#   Scripts/instruction-guard.sh --raise NAME "why it costs more"
# (writes the count just measured, ×1.02, and the reason). Every budget line must give a reason.
# Also printed, not budgeted: the engine's own floor (Scripts/startup-floor.sh) counted the
# same way, and start-up's ratio to it.
# Usage: Scripts/instruction-guard.sh [--jshost BIN] [--budgets FILE] [--only NAME]... [--raise NAME REASON]...
#   (--only: count just these workloads, e.g. to raise one budget quickly)
#   (default BIN: .build/debug/jshost, built by `swift build`; FILE: another budget file,
#   e.g. to see the guard fail)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jshost="$root/.build/debug/jshost"
budgets="$root/Scripts/instruction-budgets.tsv"
raises=()
only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --jshost) jshost="$2"; shift 2 ;;
    --budgets) budgets="$2"; shift 2 ;;
    --only) only="$only $2"; shift 2 ;;
    --raise) [ $# -ge 3 ] || { echo "usage: $0 --raise NAME REASON" >&2; exit 64; }
             raises+=("$2" "$3"); shift 3 ;;
    *) echo "$0: unknown argument '$1'; usage: $0 [--jshost BIN] [--budgets FILE] [--raise NAME REASON]..." >&2; exit 64 ;;
  esac
done
[ -x "$jshost" ] || { echo "$0: no jshost binary at $jshost (build it with: swift build)" >&2; exit 66; }
command -v valgrind >/dev/null || { echo "$0: valgrind is missing (Scripts/install-deps.sh installs it)" >&2; exit 69; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# valgrind cannot read the debug information of jshost's binaries (two C targets' DWARF);
# a copy without it runs the same instructions.
strip --strip-debug -o "$work/jshost" "$jshost"
"$root/Scripts/startup-floor.sh" "$work/floor"
mkdir -p "$work/one" "$work/many"
python3 "$root/Scripts/make-dispatch-events.py" 1 "$work/one"
python3 "$root/Scripts/make-dispatch-events.py" 201 "$work/many"
python3 "$root/Scripts/make-cold-start-app.py" "$work/app" --javascript-only
[ -f "$budgets" ] || { echo "$0: no budget file at $budgets" >&2; exit 66; }
JSHOST_GUARD_ONLY="$only" python3 - "$work" "$budgets" "${raises[@]}" <<'PY'
import os, re, subprocess, sys
work, budgets_path, raises = sys.argv[1], sys.argv[2], sys.argv[3:]
jshost = f"{work}/jshost"

# The engine compiles on the thread that runs the code (JSC_useConcurrentJIT=false): with
# concurrent compilation a run's count depends on when the compiler thread finishes.
# Under valgrind a run is ~50x slower: the CPU budgets are raised so none ends it early,
# and each run's output is checked, so a run that stopped short cannot pass for a cheap one.
LIMITS = ["--timeout", "120", "--max-memory", "4000"]

def count(name, cmd, expect, cwd=work, env=None):
    """Instructions of one run under callgrind (all threads; children not followed)."""
    out = f"{work}/callgrind.{name}"
    result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--smc-check=all-non-file"] + cmd,
                            cwd=cwd, env=dict(os.environ, JSC_useConcurrentJIT="false", **(env or {})),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if result.returncode != 0:
        sys.exit(f"instruction-guard: {name}: {' '.join(cmd)} exited with {result.returncode}:\n{result.stderr.decode()[-3000:]}")
    if not expect(result.stdout.decode(errors="replace")):
        sys.exit(f"instruction-guard: {name}: {' '.join(cmd)} did not print what it should:\n{result.stdout.decode(errors='replace')[-2000:]}\n{result.stderr.decode()[-2000:]}")
    for line in open(out):
        if line.startswith("totals:") or line.startswith("summary:"):
            return int(line.split()[1])
    sys.exit(f"instruction-guard: {name}: no totals in {out}")

os.makedirs(f"{work}/hello", exist_ok=True)
open(f"{work}/hello/one.js", "w").write('console.log("hello")\n')
os.makedirs(f"{work}/jest", exist_ok=True)
open(f"{work}/jest/package.json", "w").write('{"name": "guard-jest"}\n')
open(f"{work}/jest/sum.test.js", "w").write("""
const sum = (a, b) => a + b;
describe('sum', () => {
  test('adds', () => { expect(sum(1, 2)).toBe(3); });
  test('matches objects', () => { expect({ a: 1, b: [1, 2] }).toEqual({ a: 1, b: [1, 2] }); expect({ a: 1, b: 2 }).toMatchObject({ a: 1 }); });
  test('mocks', () => { const f = jest.fn().mockReturnValue(4); expect(f(1)).toBe(4); expect(f).toHaveBeenCalledWith(1); });
  test('awaits', async () => { await expect(Promise.resolve(5)).resolves.toBe(5); });
});
""")

figures = {}
only = set(os.environ.get("JSHOST_GUARD_ONLY", "").split())
unknown = only - {"startup", "push-tap", "jest-file", "cold-300"}
if unknown:
    sys.exit(f"instruction-guard: --only {' '.join(sorted(unknown))}: expected startup, push-tap, jest-file or cold-300")
floor = count("floor", [f"{work}/floor"], lambda out: out == "hello\n")
def wanted(name):
    return not only or name in only
if wanted("startup"):
    figures["startup"] = count("startup", [jshost, "run", "one.js"] + LIMITS, lambda out: out == "hello\n", cwd=f"{work}/hello")
def effects(pairs):  # display, response and handler a pair, and one openApp
    return lambda out: out.count("\n") == 3 * pairs + 1 and '"kind":"handler"' in out
events = [jshost, "run", "handler.mjs", "--events", "events.ndjson", "--json"] + LIMITS
if wanted("push-tap"):
    one = count("push-tap-1", events, effects(1), cwd=f"{work}/one")
    many = count("push-tap-201", events, effects(201), cwd=f"{work}/many")
    figures["push-tap"] = (many - one) // 200
if wanted("jest-file"):
    figures["jest-file"] = count("jest-file", [jshost, "test", "--runInBand", "--test-timeout", "120", "sum.test.js"],
                                 lambda out: "4 passed" in out, cwd=f"{work}/jest")
if wanted("cold-300"):
    figures["cold-300"] = count("cold-300", [jshost, "run", "src/notifications.js"] + LIMITS, lambda out: out.startswith("loaded "),
                                cwd=f"{work}/app", env={"JSHOST_CACHE_DIR": f"{work}/cache"})

# The budget file: NAME <tab> BUDGET <tab> REASON, '#' comments.
lines = open(budgets_path).read().splitlines()
budgets, problems = {}, []
for number, line in enumerate(lines, 1):
    if not line.strip() or line.startswith("#"):
        continue
    fields = line.split("\t")
    if len(fields) != 3 or not re.fullmatch(r"[0-9]+", fields[1]) or not fields[2].strip():
        problems.append(f"{budgets_path}:{number}: expected NAME<tab>INSTRUCTIONS<tab>REASON (a reason is required), got {line!r}")
        continue
    budgets[fields[0]] = (int(fields[1]), number)
for name in figures:
    if name not in budgets:
        problems.append(f"{budgets_path}: no budget for '{name}' (add: {name}<tab>INSTRUCTIONS<tab>REASON)")

for name, reason in zip(raises[0::2], raises[1::2]):
    if name not in figures:
        sys.exit(f"instruction-guard: --raise {name}: expected one of the workloads counted: {', '.join(figures)}")
    if not reason.strip() or "\t" in reason:
        sys.exit(f"instruction-guard: --raise {name}: the reason must be one line of text")
    new = int(figures[name] * 1.02)
    entry = f"{name}\t{new}\t{reason.strip()}"
    if name in budgets:
        lines[budgets[name][1] - 1] = entry
    else:
        lines.append(entry)
    budgets[name] = (new, 0)
    problems = [p for p in problems if f"'{name}'" not in p]
    print(f"raised {name} to {new:,} ({reason.strip()})")
if raises:
    open(budgets_path, "w").write("\n".join(lines) + "\n")

print(f"{'workload':12s} {'instructions':>15s} {'budget':>15s} {'ratio':>7s}")
print(f"{'(floor)':12s} {floor:15,d} {'':>15s} {'':>7s}   the engine alone: one context, one line (C)")
for name, value in figures.items():
    budget = budgets.get(name, (0, 0))[0]
    ratio = value / budget if budget else float("nan")
    verdict = "ok"
    if budget and ratio > 1.10:
        verdict = "OVER"
        problems.append(f"{name}: {value:,} instructions, {100 * (ratio - 1):.1f} % over its budget of {budget:,} (limit +10 %). "
                        f"Make it cheaper, or raise the budget in the same commit with its reason: "
                        f"Scripts/instruction-guard.sh --raise {name} \"why\"")
    elif budget and ratio < 0.80:
        verdict = "under (lower the budget: --raise with the reason)"
    print(f"{name:12s} {value:15,d} {budget:15,d} {ratio:7.3f}   {verdict}")
if "startup" in figures:
    print(f"start-up / floor: {figures['startup'] / floor:.2f} (debug build)")
if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
PY
