#!/usr/bin/env python3
"""Differential fuzzing of jshost's ES-module syntax against node.

Generates N small ES module files (imports, exports, and the regex-versus-division,
string, template and comment cases the tokenizer must get right, some deliberately
invalid: duplicate import bindings, duplicate exports, missing separators), then asks
- node whether each parses as a module (one `node --experimental-vm-modules` process:
  `new vm.SourceTextModule(text)` reports every parse and early error), and
- jshost whether it loads each without a SyntaxError (one `jshost run` of a driver that
  `await import()`s every file; errors other than SyntaxError mean it parsed).
Prints the counts and every file where the two disagree.

Usage: Scripts/fuzz-esm.py [N=8000] [SEED=1] [JSHOST=.build/debug/jshost]
Needs node (an oracle only, never a dependency of jshost).
"""
import json, os, random, subprocess, sys, tempfile

N = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
SEED = int(sys.argv[2]) if len(sys.argv) > 2 else 1
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JSHOST = sys.argv[3] if len(sys.argv) > 3 else os.path.join(ROOT, ".build/debug/jshost")

NAMES = ["a", "b", "c", "d", "e"]

def imports(r, used):
    out = []
    for _ in range(r.randint(0, 3)):
        kind = r.randint(0, 5)
        fresh = lambda: (r.choice(NAMES) if r.random() < 0.1 else f"i{len(used)}_{r.randint(0, 99)}")
        if kind == 0:
            out.append("import './dep.mjs';")
        elif kind == 1:
            n = fresh(); used.append(n); out.append(f"import {n} from './dep.mjs';")
        elif kind == 2:
            n = fresh(); used.append(n); out.append(f"import * as {n} from './dep.mjs';")
        elif kind == 3:
            items = []
            for _ in range(r.randint(1, 3)):
                src = r.choice(NAMES)
                n = fresh()
                if r.random() < 0.5:
                    items.append(f"{src} as {n}"); used.append(n)
                else:
                    items.append(src); used.append(src)
            sep = ", " if r.random() > 0.05 else " "
            out.append("import { " + sep.join(items) + " } from './dep.mjs';")
        elif kind == 4:
            n = fresh(); m = fresh(); used += [n, m]
            sep = ", " if r.random() > 0.1 else " "
            out.append(f"import {n}{sep}{{ a as {m} }} from './dep.mjs';")
        else:
            n = fresh(); used.append(n); out.append(f"import {{ default as {n} }} from './dep.mjs';")
    return out

def expression(r, depth=0):
    choices = [
        lambda: str(r.randint(0, 9)),
        lambda: "'/'", lambda: '"/*"', lambda: "`/${1}/`", lambda: "`a${`b${2 / 1}`}`",
        lambda: "/re\\/[/]x/g.source", lambda: "(4) / 2", lambda: "[8][0] / 2",
        lambda: "function () {} / 1", lambda: "async function f() {} / 2", lambda: "function* () {} / 3",
        lambda: "class {} / 4", lambda: "class K { m() { return /x/; } } / 5",
        lambda: "(function () { return 1 })() / 2", lambda: "({}) / 1", lambda: "x => x / 2",
        lambda: "typeof /r/", lambda: "void /r/", lambda: "1 /* / */ / 1", lambda: "({ a: function () {} / 1 }).a",
    ]
    e = r.choice(choices)()
    if depth < 2 and r.random() < 0.3:
        e = f"({e}) {r.choice(['+', '/', '*', '-', '?'])} {expression(r, depth + 1)}" 
        if e.count("?") % 2 == 1 and " ? " in e: e += " : 0"
    return e

def statements(r):
    out = []
    for i in range(r.randint(1, 5)):
        k = r.randint(0, 6)
        if k == 0: out.append(f"const v{i} = {expression(r)}; const q{i} = '/';")
        elif k == 1: out.append(f"function g{i}() {{}} /re/.test('re');")
        elif k == 2: out.append(f"class C{i} {{}} /x/.exec('x');")
        elif k == 3: out.append(f"if (1) {{ }} /y/.test('y');")
        elif k == 4: out.append(f"let t{i} = `${{ {{a: 1}}.a }}` // comment / here")
        elif k == 5: out.append(f"label{i}: for (;;) {{ break label{i}; }} /z/;")
        else: out.append(f"var w{i} = 10 / 2 / 1;")
    return out

def exports(r):
    out = []
    defaults = 0
    names = []
    for i in range(r.randint(0, 3)):
        k = r.randint(0, 5)
        if k == 0:
            n = f"x{i}" if r.random() > 0.1 else "x0"; names.append(n)
            out.append(f"export const {n} = {expression(r)};")
        elif k == 1:
            defaults += 1
            out.append(r.choice(["export default 1;", "export default function () {}", "export default class {}",
                                 "export default function named() {} /r/.test('r');"]))
        elif k == 2:
            n = f"f{i}"; out.append(f"export function {n}() {{}}")
            if r.random() < 0.1: out.append(f"export {{ {n} }};")
        elif k == 3:
            out.append(f"export {{ a as e{i} }} from './dep.mjs';")
        elif k == 4:
            out.append("export * from './dep.mjs';")
        else:
            out.append(f"const h{i} = 1; export {{ h{i} as {'default' if r.random() < 0.2 else 'h' + str(i)} }};")
    return out

def module(r):
    used = []
    parts = imports(r, used) + statements(r) + exports(r)
    tail = imports(r, used) if r.random() < 0.2 else []
    return "\n".join(parts + tail) + "\n"

def main():
    r = random.Random(SEED)
    work = tempfile.mkdtemp(prefix="fuzz-esm-")
    with open(os.path.join(work, "dep.mjs"), "w") as f:
        f.write("export const a = 1, b = 2, c = 3, d = 4, e = 5; export default 0;\n")
    files = []
    for i in range(N):
        name = f"m{i}.mjs"
        with open(os.path.join(work, name), "w") as f:
            f.write(module(r))
        files.append(name)
    with open(os.path.join(work, "list.json"), "w") as f:
        json.dump(files, f)
    node_check = """
const vm = require('vm'), fs = require('fs'), path = require('path');
const dir = process.argv[1], files = JSON.parse(fs.readFileSync(path.join(dir, 'list.json'), 'utf8'));
const out = {};
for (const f of files) {
  try { new vm.SourceTextModule(fs.readFileSync(path.join(dir, f), 'utf8')); out[f] = 'ok'; }
  catch (e) { out[f] = String(e && e.message); }
}
process.stdout.write(JSON.stringify(out));
"""
    node = json.loads(subprocess.run(["node", "--experimental-vm-modules", "--no-warnings", "-e", node_check, work],
                                     capture_output=True, text=True, check=True).stdout)
    driver = os.path.join(work, "driver.mjs")
    with open(driver, "w") as f:
        f.write("""
const files = %s;
const out = {};
for (const name of files) {
  try { await import('./' + name); out[name] = 'ok'; }
  catch (e) { out[name] = e && e.name === 'SyntaxError' ? String(e.message) : 'ok'; }
}
console.log(JSON.stringify(out));
""" % json.dumps(files))
    run = subprocess.run([JSHOST, "run", driver, "--timeout", "3600"], capture_output=True, text=True, cwd=work)
    lines = [l for l in run.stdout.splitlines() if l.startswith("{")]
    if not lines:
        print("jshost printed no result:", run.stdout[-2000:], run.stderr[-2000:]); sys.exit(2)
    jsh = json.loads(lines[-1])
    both_ok = both_reject = false_reject = false_accept = 0
    findings = []
    for f in files:
        n_ok, j_ok = node[f] == "ok", jsh.get(f) == "ok"
        if n_ok and j_ok: both_ok += 1
        elif not n_ok and not j_ok: both_reject += 1
        elif n_ok:
            false_reject += 1; findings.append(("jshost rejects, node accepts", f, jsh.get(f)))
        else:
            false_accept += 1; findings.append(("jshost accepts, node rejects", f, node[f]))
    print(f"{N} files (seed {SEED}) in {work}")
    print(f"  both accept {both_ok}, both reject {both_reject}, jshost rejects what node accepts {false_reject}, "
          f"jshost accepts what node rejects {false_accept}")
    for kind, f, message in findings[:40]:
        print(f"  {kind}: {f}: {message}")
        print("    " + open(os.path.join(work, f)).read().replace("\n", "\n    "))
    sys.exit(1 if findings else 0)

if __name__ == "__main__":
    main()
