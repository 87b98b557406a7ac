#!/usr/bin/env python3
"""A small HTTP server for the fetch and permission tests (standard library only).

Usage: http_server.py
Listens on 127.0.0.1 on a free port, prints the port on stdout (one line), and serves
until stdin reaches EOF (the test closes it, or dies) or the process is terminated.

Routes (any method unless said):
  /json              200 {"hello": "world", "n": 42}            application/json
  /text              200 "plain text here"                       text/plain, X-Custom: yes
  /bytes             200 the bytes 0..255                        application/octet-stream
  /echo              200 JSON {method, path, query, headers (lower-cased names), body (latin-1
                     text), length, bodyHex}
  /status/NNN        NNN "status NNN" (text/plain)
  /slow?ms=N         waits N ms, then 200 "slow done"
  /hold              holds the request until the client closes the connection (at most
                     60 s, then 200 "held"); /__held tells what happened
  /redirect?to=URL   302 Location: URL (&status=NNN: that status instead)
  /malformed         200 application/json with the body `{not json`
  anything else      404 "no route"
Control (not recorded):
  GET /__stats       {"requests": [{method, path, headers, body}]} of every request so far
  GET /__held        {"held": [true|false, …]}: for each /hold that ended, whether the client
                     closed the connection before the server answered
"""
import json
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

LOCK = threading.Lock()
REQUESTS = []
HELD = []


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="text/plain; charset=utf-8", headers=None):
        if isinstance(body, str):
            body = body.encode("utf-8")
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def handle_any(self):
        url = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        if url.path == "/__held":
            with LOCK:
                document = {"held": list(HELD)}
            self.send(200, json.dumps(document), "application/json")
            return
        if url.path == "/__stats":
            with LOCK:
                document = {"requests": list(REQUESTS)}
            self.send(200, json.dumps(document), "application/json")
            return
        with LOCK:
            REQUESTS.append({
                "method": self.command,
                "path": self.path,
                "headers": {k.lower(): v for k, v in self.headers.items()},
                "body": body.decode("latin-1"),
            })
        query = parse_qs(url.query)
        path = url.path
        if path == "/json":
            self.send(200, json.dumps({"hello": "world", "n": 42}), "application/json")
        elif path == "/text":
            self.send(200, "plain text here", headers={"X-Custom": "yes"})
        elif path == "/bytes":
            self.send(200, bytes(range(256)), "application/octet-stream")
        elif path == "/echo":
            self.send(200, json.dumps({
                "method": self.command,
                "path": url.path,
                "query": url.query,
                "headers": {k.lower(): v for k, v in self.headers.items()},
                "body": body.decode("latin-1"),
                "length": len(body),
                "bodyHex": body.hex(),
            }), "application/json")
        elif path.startswith("/status/"):
            status = int(path[len("/status/"):])
            self.send(status, "status %d" % status)
        elif path == "/slow":
            time.sleep(int(query.get("ms", ["1000"])[0]) / 1000.0)
            self.send(200, "slow done")
        elif path == "/hold":
            closed = False
            readable, _, _ = select.select([self.connection], [], [], 60)
            if readable:
                try:
                    closed = self.connection.recv(1, socket.MSG_PEEK) == b""
                except OSError:
                    closed = True
            with LOCK:
                HELD.append(closed)
            if not closed:
                self.send(200, "held")
        elif path == "/redirect":
            status = int(query.get("status", ["302"])[0])
            self.send(status, "", headers={"Location": query.get("to", ["/json"])[0]})
        elif path == "/malformed":
            self.send(200, "{not json", "application/json")
        else:
            self.send(404, "no route")

    do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = handle_any


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    print(server.server_address[1], flush=True)
    try:
        sys.stdin.read()  # until EOF: the test closed our stdin or went away
    except KeyboardInterrupt:
        pass
    server.shutdown()


if __name__ == "__main__":
    main()
