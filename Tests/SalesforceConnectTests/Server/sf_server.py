#!/usr/bin/env python3
"""A tiny stand-in for the Salesforce Connect notification endpoints, for tests.

Usage: sf_server.py --token TOKEN [--script JSON]
Listens on 127.0.0.1 on a free port, prints the port on stdout (one line), and serves
until stdin reaches EOF (the test closes it, or dies) or the process is terminated.

API endpoints (checked in this order; a failed check answers at once):
  GET  /services/data/v{ver}/connect/notifications/types
  POST /services/data/v{ver}/connect/notifications/{nid}/actions/{actionKey}
  1. path must match one of them            else 404 NOT_FOUND
  2. Authorization must be "Bearer TOKEN"   else 401 INVALID_SESSION_ID
  3. method must be GET / POST respectively else 405
  4. POST: Content-Type application/json and a body that is exactly the JSON {}  else 400
  5. a scripted response queued for the route ("types" / "action") is popped and sent
  6. otherwise: types -> the types document; action -> 200 {"message": ...} when the
     (percent-decoded) nid is known and has that action key and ver >= 64.0, else 404.

Control (no auth):
  POST /__control  JSON {"reset": true, "types": [resp...], "action": [resp...],
                         "notifications": {nid: [actionKey...]}, "types_document": {...}}
     resp = {"status": int, "json": any | "body": str, "headers": {..}, "delay": seconds,
             "echo_auth": bool (append the received Authorization header to the body)}
  GET  /__stats    {"count": n, "requests": [{method, path, authorization, content_type, body}]}
"""
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote, urlsplit

PREFIX = "/services/data/v"

DEFAULT_TYPES = {
    "notificationTypes": [
        {
            "type": "approval_request",
            "apiName": "MyApp_Approval",
            "label": "Approval Request",
            "actionGroups": [
                {
                    "name": "approval_req_actions",
                    "actions": [
                        {"actionKey": "approve", "label": "Approve", "name": "approve", "type": "NotificationApiAction"},
                        {"actionKey": "reject", "label": "Reject", "name": "reject", "type": "NotificationApiAction"},
                        {"actionKey": "dismiss_local", "label": "Dismiss", "name": "dismiss_local", "type": "ClientAction"},
                    ],
                }
            ],
        },
        {"type": "chatter_mention", "apiName": "chatter_mention", "label": "Chatter Mention"},
    ]
}


class State:
    def __init__(self, token):
        self.lock = threading.Lock()
        self.token = token
        self.reset()

    def reset(self):
        self.queues = {"types": [], "action": []}
        self.requests = []
        self.notifications = {"0DtRM000000001234": ["approve", "reject"]}
        self.types_document = DEFAULT_TYPES

    def apply(self, script):
        with self.lock:
            if script.get("reset"):
                self.reset()
            for route in ("types", "action"):
                self.queues[route].extend(script.get(route, []))
            self.notifications.update(script.get("notifications", {}))
            if "types_document" in script:
                self.types_document = script["types_document"]


STATE = None


def parse_version(text):
    try:
        major, minor = text.split(".")
        return (int(major), int(minor))
    except ValueError:
        return None


class Handler(BaseHTTPRequestHandler):
    server_version = "sf-test-server/1"

    def log_message(self, format, *args):
        pass

    def send(self, status, payload=None, raw=None, headers=None, delay=0.0):
        if delay:
            time.sleep(delay)
        if raw is None:
            raw = b"" if payload is None else json.dumps(payload).encode()
        try:
            self.send_response(status)
            has_type = headers and any(k.lower() == "content-type" for k in headers)
            if not has_type:
                self.send_header("Content-Type", "application/json;charset=UTF-8")
            for k, v in (headers or {}).items():
                self.send_header(k, str(v))
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def error(self, status, code, message):
        self.send(status, [{"errorCode": code, "message": message}])

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def do_GET(self):
        self.handle_any("GET")

    def do_POST(self):
        self.handle_any("POST")

    def do_PUT(self):
        self.handle_any("PUT")

    def do_DELETE(self):
        self.handle_any("DELETE")

    def handle_any(self, method):
        path = urlsplit(self.path).path
        body = self.read_body()
        if path == "/__control" and method == "POST":
            STATE.apply(json.loads(body or b"{}"))
            return self.send(200, {"ok": True})
        if path == "/__stats":
            with STATE.lock:
                return self.send(200, {"count": len(STATE.requests), "requests": list(STATE.requests)})

        auth = self.headers.get("Authorization")
        with STATE.lock:
            STATE.requests.append({
                "method": method,
                "path": path,
                "authorization": auth,
                "accept": self.headers.get("Accept"),
                "content_type": self.headers.get("Content-Type"),
                "body": body.decode("utf-8", "replace"),
            })

        # 1. path
        route = None
        segments = path.split("/")
        # ['', 'services', 'data', 'v64.0', 'connect', 'notifications', ...]
        version = None
        if path.startswith(PREFIX) and len(segments) >= 6 and segments[4:6] == ["connect", "notifications"]:
            version = parse_version(segments[3][1:])
            rest = segments[6:]
            if version and rest == ["types"]:
                route = "types"
            elif version and len(rest) == 3 and rest[1] == "actions" and rest[0] and rest[2]:
                route = "action"
                nid, key = unquote(rest[0]), unquote(rest[2])
        if route is None:
            return self.error(404, "NOT_FOUND", "The requested resource does not exist")
        # 2. auth
        if auth != "Bearer " + STATE.token:
            return self.error(401, "INVALID_SESSION_ID", "Session expired or invalid")
        # 3. method
        expected = "GET" if route == "types" else "POST"
        if method != expected:
            return self.error(405, "METHOD_NOT_ALLOWED", "HTTP Method '%s' not allowed. Allowed are %s" % (method, expected))
        # 4. body
        if route == "action":
            ctype = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
            if ctype != "application/json":
                return self.error(400, "UNSUPPORTED_MEDIA_TYPE", "Content-Type must be application/json, got %r" % ctype)
            try:
                parsed = json.loads(body)
            except ValueError:
                parsed = None
            if parsed != {} or not isinstance(parsed, dict):
                return self.error(400, "JSON_PARSER_ERROR", "body must be {}, got %r" % body.decode("utf-8", "replace"))
        # 5. script
        with STATE.lock:
            scripted = STATE.queues[route].pop(0) if STATE.queues[route] else None
            notifications = dict(STATE.notifications)
            types_document = STATE.types_document
        if scripted is not None:
            if "json" in scripted:
                raw = json.dumps(scripted["json"]).encode()
            else:
                raw = scripted.get("body", "").encode()
            if scripted.get("echo_auth"):
                raw += (" Authorization: %s" % auth).encode()
            return self.send(scripted.get("status", 200), raw=raw,
                             headers=scripted.get("headers"), delay=scripted.get("delay", 0))
        # 6. default
        if route == "types":
            return self.send(200, types_document)
        if version >= (64, 0) and key in notifications.get(nid, []):
            return self.send(200, {"message": "Action '%s' performed on notification %s" % (key, nid)})
        return self.error(404, "NOT_FOUND", "The requested resource does not exist")


def main():
    global STATE
    args = sys.argv[1:]
    token = None
    script = None
    while args:
        a = args.pop(0)
        if a == "--token":
            token = args.pop(0)
        elif a == "--script":
            script = json.loads(args.pop(0))
        else:
            sys.exit("unknown argument %s" % a)
    if not token:
        sys.exit("--token is required")
    STATE = State(token)
    if script:
        STATE.apply(script)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)

    def watch_stdin():
        try:
            while sys.stdin.buffer.read(1024):
                pass
        except Exception:
            pass
        server.shutdown()

    threading.Thread(target=watch_stdin, daemon=True).start()
    server.serve_forever(poll_interval=0.05)


if __name__ == "__main__":
    main()
