#!/usr/bin/env python3
"""A bounded fuzzer of `jshost studio`'s HTTP and WebSocket handling, against a running
studio on loopback (docs/studio.md, docs/testing.md "Fuzzing").

It starts the studio on a copy of Tests/Fixtures/studio-app, then sends, from a seeded
random generator:
  - HTTP requests: malformed request lines, methods, paths (traversal, encodings, very
    long), headers (huge, repeated Host/Origin, bad Content-Length, NUL bytes), with and
    without the token;
  - WebSocket sessions: frames with random opcodes, reserved bits, lying lengths, unmasked,
    fragmented, oversized, invalid UTF-8, and JSON messages of every type the page sends
    with random and hostile fields (`check`/`push` payload text, ids, labels, platforms);
and after every batch checks that the studio is alive, still answers the page (200 with the
token, 403 without), and still sends a WebSocket `hello`. A crash, a hang (no answer within
10 s), a 2xx without the token, or a file outside the fixture in any answer is a finding.

usage: fuzz_studio.py JSHOST [--http N] [--ws N] [--seconds S] [--seed N]
Exit 0 with the counts when nothing was found; 1 and the findings otherwise."""
import argparse
import json
import os
import random
import shutil
import socket
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_client import Studio, frame  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "..", "Fixtures", "studio-app")
SECRET = "FUZZ-OUTSIDE-SECRET"


def http_case(r, s):
    token = s.token if r.random() < 0.5 else r.choice(["", "x", s.token[:-1], s.token + "a", "%00"])
    method = r.choice(["GET", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE", "CONNECT", "G\x00T", "get", "X" * 300])
    path = r.choice(["/", "/studio.js", "/ws", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd", "/?", "/" + "a" * 9000,
                     "/studio.js/../../outside/secret.json", "/\x00", "/index.html", "*", "http://evil.example/", "/%ff%fe"])
    query = "?token=" + token if r.random() < 0.8 else ""
    version = r.choice(["HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/1.1\x00", "", "HTTP/9"])
    headers = []
    for _ in range(r.randint(0, 8)):
        headers.append(r.choice([
            "Host: 127.0.0.1:%d" % s.port, "Host: evil.example", "Host:", "Origin: https://evil.example", "Origin: null",
            "Content-Length: -1", "Content-Length: 99999999999", "Transfer-Encoding: chunked", "Upgrade: websocket",
            "Connection: Upgrade", "Sec-WebSocket-Version: 13", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
            "X-" + "a" * r.randint(1, 20000) + ": 1", "Cookie: " + "b" * r.randint(0, 10000), "\x00: \x00", ": empty",
            "Host: 127.0.0.1:%d" % s.port]))
    body = os.urandom(r.randint(0, 2048)) if r.random() < 0.3 else b""
    line = "%s %s%s %s" % (method, path, query, version)
    data = (line + "\r\n" + "\r\n".join(headers) + "\r\n\r\n").encode("latin-1", "replace") + body
    if r.random() < 0.1:
        data = os.urandom(r.randint(1, 4096))
    answer = s.raw(data, timeout=2)
    status_line = answer.split(b"\r\n", 1)[0]
    findings = []
    if SECRET.encode() in answer:
        findings.append("an answer carried a file outside the project: %r" % data[:200])
    has_token = ("token=" + s.token) in line and "token=" + s.token + "a" not in line
    if status_line.startswith(b"HTTP/1.1 2") and not has_token and b"?token=" + s.token.encode() not in data:
        findings.append("2xx without the token: %r -> %r" % (data[:200], status_line))
    return findings


MESSAGE_TYPES = ["check", "push", "tap", "open", "dismiss", "press", "settings", "hello", "", None, 1, "x" * 1000]


def ws_message(r):
    payload = r.choice([
        '{"aps":{"alert":{"title":"t","body":"b"},"category":"chat"}}',
        '{"notification":{"title":"%s"}}' % ("{{content}}" * r.randint(0, 200)),
        '{"data":{"x":"' + "y" * r.randint(0, 200000) + '"}}',
        '{', '[]', 'null', '"\\ud800"', '{"aps":' * 200 + '1' + '}' * 200, os.urandom(64).hex(),
    ])
    m = {"type": r.choice(MESSAGE_TYPES)}
    for key in r.sample(["text", "file", "notification", "action", "label", "platform", "platforms", "appState", "phone"], r.randint(0, 5)):
        m[key] = r.choice([payload, "../../outside/secret.json", "/proc/self/environ", "ios", "android", ["ios", 7], None, 1e308,
                           {"a": 1}, "foreground", "n1", "\u0000", "x" * 5000])
    return json.dumps(m)


def ws_session(r, s):
    ws = s.websocket()
    ws.sock.settimeout(10)
    findings = []
    try:
        ws.receive_text_until(lambda t: '"type":"hello"' in t, timeout=10)
        for _ in range(r.randint(1, 12)):
            kind = r.random()
            if kind < 0.6:
                ws.send_text(ws_message(r))
            elif kind < 0.75:
                data = os.urandom(r.randint(0, 300))
                ws.send_raw(frame(data, opcode=r.choice([0, 1, 2, 3, 8, 9, 10, 11, 15]), fin=r.random() < 0.7, mask=r.random() < 0.9))
            elif kind < 0.85:
                # A length that lies (more than is sent): the server must wait or close, not crash.
                ws.send_raw(frame(b"{}", length=r.choice([3, 200, 70000, 2 ** 40])))
                break
            elif kind < 0.95:
                ws.send_raw(bytes([0x81 | (r.randint(1, 7) << 4)]) + frame(b'{"type":"check"}')[1:])  # reserved bits
            else:
                ws.send_raw(frame(b"\xff\xfe\xfd", opcode=1))  # text that is not UTF-8
        ws.sock.settimeout(2)
        try:
            while True:
                opcode, payload = ws.receive()
                if SECRET.encode() in payload:
                    findings.append("a WebSocket message carried a file outside the project")
        except (socket.timeout, EOFError, OSError, ValueError):
            pass
    except (EOFError, OSError, TimeoutError, ValueError):
        pass
    finally:
        ws.close()
    return findings


def healthy(s):
    if not s.alive():
        return "the studio exited"
    try:
        ok = s.raw(("GET /?token=%s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % (s.token, s.port)).encode(), timeout=10)
        refused = s.raw(("GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % s.port).encode(), timeout=10)
    except OSError as error:
        return "the studio did not answer: %s" % error
    if not ok.startswith(b"HTTP/1.1 200"):
        return "the page is not served any more: %r" % ok[:100]
    if not refused.startswith(b"HTTP/1.1 403"):
        return "a request without the token was not refused: %r" % refused[:100]
    try:
        ws = s.websocket()
        ws.receive_text_until(lambda t: '"type":"hello"' in t, timeout=10)
        ws.close()
    except Exception as error:  # noqa: BLE001
        return "no hello on a new WebSocket: %r" % error
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("jshost")
    parser.add_argument("--http", type=int, default=2000)
    parser.add_argument("--ws", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=240)
    parser.add_argument("--seed", type=int, default=39)
    args = parser.parse_args()
    r = random.Random(args.seed)
    base = tempfile.mkdtemp(prefix="jshost-fuzz-")
    project = os.path.join(base, "app")
    shutil.copytree(FIXTURE, project)
    os.makedirs(os.path.join(base, "outside"))
    with open(os.path.join(base, "outside", "secret.json"), "w") as f:
        f.write('{"aps":{"alert":{"title":"%s"}}}' % SECRET)
    os.symlink(os.path.join(base, "outside"), os.path.join(project, "out"))
    env = dict(os.environ, NO_COLOR="1", TMPDIR=base)
    s = Studio([os.path.realpath(args.jshost), "studio", "src/notifications.js", "--port", "0"], cwd=project, env=env)
    findings, http_sent, ws_sent, checks = [], 0, 0, 0
    deadline = time.time() + args.seconds
    try:
        while (http_sent < args.http or ws_sent < args.ws) and time.time() < deadline and not findings:
            for _ in range(50):
                if http_sent < args.http:
                    findings += http_case(r, s)
                    http_sent += 1
            for _ in range(5):
                if ws_sent < args.ws:
                    findings += ws_session(r, s)
                    ws_sent += 1
            problem = healthy(s)
            checks += 1
            if problem:
                findings.append(problem)
    finally:
        status, out, err = s.stop()
        shutil.rmtree(base, ignore_errors=True)
    if status != 0:
        findings.append("the studio's exit status after SIGINT was %r: %s" % (status, err[-500:]))
    print("studio fuzz: %d HTTP requests, %d WebSocket sessions, %d health checks, seed %d, %d findings"
          % (http_sent, ws_sent, checks, args.seed, len(findings)))
    for finding in findings:
        print("FINDING " + finding)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
