#!/usr/bin/env python3
"""Bounded work in `jshost studio` (docs/studio.md, "Bounded work"), against a running studio
on loopback:

  check    the live check of a payload with N findings (an FCM v1 message of N number data
           values, one a line) runs off the thread that serves the page: a `settings`
           message sent right after it is answered first, and the check's answer then
           carries N findings, each on its key's line.
  sigint   SIGINT while new pages keep asking for the payload listing of a project with
           thousands of folders and link loops ends the studio (exit 0, "stopped").

usage: studio_bounds.py JSHOST check|sigint [--findings N]
Prints what it measured; exit 0 when the property holds, 1 otherwise."""
import argparse
import json
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_client import Studio  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "..", "Fixtures", "studio-app")


def start(jshost, folder):
    env = dict(os.environ, NO_COLOR="1", HOME=folder, JSHOST_CACHE_DIR=os.path.join(folder, "cache"))
    return Studio([jshost, "studio", "src/notifications.js", "--port", "0"], cwd=os.path.join(folder, "app"), env=env)


def check(jshost, folder, count):
    studio = start(jshost, folder)
    try:
        ws = studio.websocket()
        ws.receive_text_until(lambda t: '"type":"hello"' in t, timeout=30)
        lines = ['{"message": {"token": "t", "data": {'] + ['  "k%d": %d%s' % (i, i, "," if i < count - 1 else "") for i in range(count)] + ["}}}"]
        started = time.time()
        ws.send_text(json.dumps({"type": "check", "file": "big.json", "text": "\n".join(lines)}))
        ws.send_text(json.dumps({"type": "settings", "appState": "background"}))
        order = []
        answer = None
        # Bounded: the old, quadratic check of 10,000 findings took minutes.
        deadline = time.time() + 600
        ws.sock.settimeout(600)
        while answer is None and time.time() < deadline:
            opcode, payload = ws.receive()
            if opcode != 1:
                continue
            message = json.loads(payload.decode())
            if message.get("type") in ("settings", "check"):
                order.append(message["type"])
            if message.get("type") == "check":
                answer = message
        seconds = time.time() - started
        ws.close()
    finally:
        studio.stop()
    if answer is None:
        print("no check answer within 600 s")
        return 1
    prefix = "$.message.data.k"
    findings = [f for f in answer["findings"] if (f.get("path") or "").startswith(prefix)]
    wrong = [f for f in findings if f.get("line") != int(f["path"][len(prefix):]) + 2]
    print("findings: %d (of data values), answered in %.2f s, order %s, lines wrong: %d" % (len(findings), seconds, order, len(wrong)))
    ok = order[:1] == ["settings"] and len(findings) >= count and not wrong
    return 0 if ok else 1


def sigint(jshost, folder):
    app = os.path.join(folder, "app")
    # Thousands of folders, each with a payload and two links back up (loops the listing must not follow twice).
    for i in range(60):
        for j in range(60):
            path = os.path.join(app, "fixtures", "many", "d%d" % i, "e%d" % j)
            os.makedirs(path)
            with open(os.path.join(path, "p.json"), "w") as f:
                f.write('{"aps":{"alert":"%d-%d"}}' % (i, j))
        os.symlink("..", os.path.join(app, "fixtures", "many", "d%d" % i, "up"))
        os.symlink(app, os.path.join(app, "fixtures", "many", "d%d" % i, "root"))
    studio = start(jshost, folder)
    sockets = []
    try:
        # New pages, each asking for the listing (a `hello`), then SIGINT while they are answered.
        for _ in range(6):
            sockets.append(studio.websocket())
        started = time.time()
        status, out, err = studio.stop(timeout=120)
        seconds = time.time() - started
    finally:
        for ws in sockets:
            ws.close()
    print("exit status %s after SIGINT, %.2f s; stdout ends %r" % (status, seconds, out.strip()[-40:]))
    return 0 if status == 0 and "stopped" in out else 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("jshost")
    parser.add_argument("what", choices=["check", "sigint"])
    parser.add_argument("--findings", type=int, default=10000)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="jshost-studio-bounds-")
    try:
        shutil.copytree(FIXTURE, os.path.join(folder, "app"), symlinks=True)
        if args.what == "check":
            return check(os.path.abspath(args.jshost), folder, args.findings)
        return sigint(os.path.abspath(args.jshost), folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
