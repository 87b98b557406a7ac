#!/usr/bin/env python3
"""Fuzzing of push payloads and --events streams.

Generates N event lines in batches (valid and broken payloads of every format jshost
reads, random JSON shapes, deep nesting, long strings, odd Unicode, invalid JSON, BOMs,
responses to known and unknown notifications and actions, time advances) and runs each
batch through `jshost run HANDLER --events FILE --json`, plus P single `--push FILE
--tap a` runs of generated payloads. Checks:
- no crash: every run exits 0, 1 or 2 (never a signal, never another status), and
  prints only JSON lines on stdout;
- no lost event: every push and response line leaves a trace — a `display`,
  `response` or `error` effect naming its notification id or its line.
Prints the counts and the first cases of each finding.

Usage: Scripts/fuzz-events.py [N=10000] [SEED=1] [JSHOST=.build/debug/jshost] [PUSHES=200]
"""
import json, os, random, subprocess, sys, tempfile

N = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
SEED = int(sys.argv[2]) if len(sys.argv) > 2 else 1
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JSHOST = sys.argv[3] if len(sys.argv) > 3 else os.path.join(ROOT, ".build/debug/jshost")
PUSHES = int(sys.argv[4]) if len(sys.argv) > 4 else 200
BATCH = 500

HANDLER = """import { setCategories, registerAction, onResponse } from 'jshost';
setCategories([{ id: 'c', actions: [{ id: 'a', title: 'A', type: 'go' }, { id: 'r', title: 'Reply', type: 'reply', textInput: { button: 'Send', placeholder: '…' } }] },
               { id: 'd', actions: [{ id: 'x', title: 'X', type: 'x' }] }]);
registerAction('go', (d) => ({ id: d.action && d.action.id, body: d.notification && d.notification.body }));
registerAction('reply', async (d) => { await null; return d.text; });
registerAction('x', () => { throw new Error('x handler fails'); });
onResponse(() => {});
"""

WEIRD = ["", " ", "\u0000", "\ufeff", "é", "👋", "\u202e", "\\", "\"", "\n", "a" * 5000, "𝒳" * 300, "\ud7ff", "null", "{}"]

def rstr(r):
    return r.choice(WEIRD) if r.random() < 0.3 else "".join(r.choice("abcXYZ _-./:é👋") for _ in range(r.randint(0, 12)))

def rjson(r, depth=0):
    k = r.randint(0, 7 if depth < 4 else 4)
    if k == 0: return None
    if k == 1: return r.choice([True, False])
    if k == 2: return r.choice([0, -1, 1e308, -1e-308, 2**53 + 1, 3.5, 10**30])
    if k == 3 or k == 4: return rstr(r)
    if k == 5: return [rjson(r, depth + 1) for _ in range(r.randint(0, 4))]
    return {rstr(r): rjson(r, depth + 1) for _ in range(r.randint(0, 4))}

def payload(r):
    cat = r.choice(["c", "d", "nope", "", None, 7])
    kind = r.randint(0, 11)
    if kind == 0: return {"aps": {"alert": rjson(r) if r.random() < 0.3 else rstr(r), "category": cat}}
    if kind == 1: return {"aps": {"alert": {"title": rstr(r), "body": rstr(r)}, "category": cat, "mutable-content": 1}, **{rstr(r): rjson(r)}}
    if kind == 2: return {"message": {"notification": {"title": rstr(r), "body": rstr(r)}, "android": {"notification": {"click_action": cat}}, "data": {rstr(r): rstr(r)}}}
    if kind == 3: return {"to": "tok", "notification": {"title": rstr(r), "click_action": cat}, "data": rjson(r)}
    if kind == 4: return {"Simulator Target Bundle": rstr(r), "aps": {"alert": rstr(r), "category": cat}}
    if kind == 5: return {"trigger": {"type": "push"}, "title": rstr(r), "body": rstr(r), "payload": rjson(r), "category": cat}
    if kind == 6: return {"settings": {"apns": {"category": cat}}, "message": {"alert": rstr(r)}}
    if kind == 7: return {"APNS": {"alert": rstr(r), "category": cat, "payload": rjson(r)}}
    if kind == 8:
        v = {"aps": {"alert": "deep", "category": cat}}
        d = v
        for _ in range(r.randint(50, 400)):
            d["n"] = {}
            d = d["n"]
        return v
    if kind == 9: return rjson(r)
    if kind == 10: return {"aps": rjson(r)}
    return {"aps": {"alert": rstr(r), "category": cat}, "data": [rjson(r) for _ in range(r.randint(0, 30))]}

def line(r, i, ids):
    k = r.random()
    if k < 0.45:
        nid = f"n{i}"
        ids.append(nid)
        return ("push", nid, json.dumps({"push": payload(r), "id": nid}, ensure_ascii=r.random() < 0.5))
    if k < 0.8:
        target = r.choice(ids) if ids and r.random() < 0.85 else f"n{r.randint(0, N * 2)}"
        ev = {"response": target, "action": r.choice(["a", "r", "x", "zz", "default", "dismiss", "A", "Reply", ""])}
        if r.random() < 0.3: ev["text"] = rstr(r)
        return ("response", target, json.dumps(ev))
    if k < 0.87:
        return ("advance", None, json.dumps({"advance": r.choice([0, 1, 1000, 1e9, -5, "x", None])}))
    garbage = r.choice(["not json", "{", "[]", "\ufeff{\"push\": {}}", "{\"push\": }", "{\"respons\": \"n1\"}", "null", "{\"push\": {\"aps\": {}}, \"id\": 5}", "\"str\"", "{}"])
    return ("garbage", None, garbage)

def main():
    r = random.Random(SEED)
    work = tempfile.mkdtemp(prefix="jshost-fuzz-")
    with open(os.path.join(work, "h.mjs"), "w") as f: f.write(HANDLER)
    crashes, lost, nonjson, runs, cases = [], [], [], 0, 0
    ids = []
    i = 0
    while i < N:
        n = min(BATCH, N - i)
        rows = [line(r, i + j, ids) for j in range(n)]
        i += n
        ids = ids[-200:]
        path = os.path.join(work, f"ev{runs}.ndjson")
        with open(path, "w", encoding="utf-8") as f:
            for _, _, text in rows: f.write(text.replace("\n", "\\n") + "\n")
        p = subprocess.run([JSHOST, "run", "h.mjs", "--events", path, "--json", "--fake-time", "--timeout", "1"],
                           cwd=work, capture_output=True, timeout=600)
        runs += 1
        cases += n
        if p.returncode not in (0, 1, 2):
            crashes.append((path, p.returncode, p.stderr[-400:]))
            continue
        seen_ids, seen_lines = set(), set()
        for out in p.stdout.decode("utf-8", "replace").splitlines():
            try:
                e = json.loads(out)
            except ValueError:
                nonjson.append((path, out[:200]))
                continue
            if "notification" in e: seen_ids.add(e["notification"])
            if "line" in e: seen_lines.add(e["line"])
        for number, (kind, nid, _) in enumerate(rows, start=1):
            if kind in ("push", "response") and nid not in seen_ids and number not in seen_lines:
                lost.append((path, number, kind))
    for j in range(PUSHES):
        path = os.path.join(work, f"p{j}.json")
        body = payload(r)
        with open(path, "w", encoding="utf-8") as f:
            f.write(("\ufeff" if r.random() < 0.05 else "") + json.dumps(body, indent=r.choice([None, 2])))
        p = subprocess.run([JSHOST, "run", "h.mjs", "--push", path, "--tap", r.choice(["a", "r", "x", "zz"]), "--json"],
                           cwd=work, capture_output=True, timeout=120)
        runs += 1
        cases += 1
        if p.returncode not in (0, 1, 2):
            crashes.append((path, p.returncode, p.stderr[-400:]))
        elif not p.stdout.strip():
            lost.append((path, 1, "push"))
    print(f"{cases} cases in {runs} runs: {len(crashes)} crashes, {len(lost)} lost events, {len(nonjson)} non-JSON stdout lines")
    for c in crashes[:5]: print("CRASH", c)
    for c in lost[:10]: print("LOST", c)
    for c in nonjson[:5]: print("NONJSON", c)
    print("work folder:", work)
    return 1 if crashes or lost or nonjson else 0

if __name__ == "__main__":
    sys.exit(main())
