#!/usr/bin/env python3
"""A debugger client of `jshost run --inspect-brk` (Tests/EndToEndTests/InspectorTests.swift).

Standard library only: a WebSocket client (RFC 6455) speaking JavaScriptCore's inspector
protocol, the way Web Inspector and editors' adapters do. Usage:

    client.py WS_URL SCRIPT_PATH

It first checks the refusals (no token, a wrong token, a foreign Origin, a foreign Host, a
second debugger), then attaches, waits for the pause before the entry's first line, sets a
breakpoint by URL on a TypeScript line (mapped through the script's inline source map, as
the inspector's front end does), resumes to it, reads the locals, steps over, evaluates on
the frame and resumes. Prints one `ok ...` line per step; exits non-zero on the first failure.
"""
import base64
import json
import os
import socket
import struct
import sys
import urllib.parse


def fail(message):
    print("FAIL " + message, flush=True)
    sys.exit(1)


class WebSocket:
    def __init__(self, host, port, path, origin=None, host_header=None):
        self.sock = socket.create_connection((host, port), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [
            "GET %s HTTP/1.1" % path,
            "Host: %s" % (host_header or "%s:%d" % (host, port)),
            "Upgrade: websocket",
            "Connection: Upgrade",
            "Sec-WebSocket-Key: " + key,
            "Sec-WebSocket-Version: 13",
        ]
        if origin:
            lines.append("Origin: " + origin)
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                break
            head += chunk
        self.status = int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/") else 0
        self.buffer = head.split(b"\r\n\r\n", 1)[1] if b"\r\n\r\n" in head else b""

    def send(self, text):
        data = text.encode()
        header = bytes([0x81])
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError("the debugger's socket closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            opcode = first & 0x0F
            if opcode == 8:
                raise EOFError("the debugger's socket closed")
            if opcode in (0, 1, 2):
                message += payload
                if first & 0x80:
                    return message.decode()


def http_status(host, port, path, host_header=None):
    sock = socket.create_connection((host, port), timeout=30)
    sock.sendall(("GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n" % (path, host_header or "%s:%d" % (host, port))).encode())
    answer = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            break
        answer += chunk
    sock.close()
    return int(answer.split(b" ", 2)[1])


B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def decode_mappings(mappings):
    """Source map v3 `mappings` -> [(generated line, generated column, source line)] (0-based)."""
    result = []
    source_line = 0
    for generated_line, group in enumerate(mappings.split(";")):
        column = 0
        for segment in filter(None, group.split(",")):
            values, value, shift = [], 0, 0
            for char in segment:
                digit = B64.index(char)
                value += (digit & 31) << shift
                if digit & 32:
                    shift += 5
                else:
                    values.append(-(value >> 1) if value & 1 else value >> 1)
                    value, shift = 0, 0
            column += values[0]
            if len(values) >= 4:
                source_line += values[2]
                result.append((generated_line, column, source_line))
    return result


class Debugger:
    def __init__(self, socket_):
        self.ws = socket_
        self.next_id = 1
        self.events = []
        self.scripts = {}

    def command(self, method, **params):
        id_ = self.next_id
        self.next_id += 1
        self.ws.send(json.dumps({"id": id_, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.receive())
            if message.get("id") == id_:
                if "error" in message:
                    fail("%s: %s" % (method, message["error"]))
                return message.get("result", {})
            self.note(message)

    def note(self, message):
        if message.get("method") == "Debugger.scriptParsed":
            self.scripts[message["params"]["scriptId"]] = message["params"]
        self.events.append(message)

    def event(self, method):
        while True:
            for i, message in enumerate(self.events):
                if message.get("method") == method:
                    del self.events[i]
                    return message["params"]
            self.note(json.loads(self.ws.receive()))


def main():
    ws_url, script = sys.argv[1], os.path.abspath(sys.argv[2])
    parsed = urllib.parse.urlparse(ws_url)
    host, port, path = parsed.hostname, parsed.port, parsed.path
    token = path.split("/")[1]
    origin = "http://%s:%d" % (host, port)
    lines = open(script).read().split("\n")

    # Refusals: nothing is served without the token, to another site or under another name.
    for what, status in [
        ("the inspector page without the token", http_status(host, port, "/Main.html")),
        ("the inspector page with a wrong token", http_status(host, port, "/" + "0" * 64 + "/Main.html")),
        ("the inspector page under a foreign Host", http_status(host, port, "/%s/Main.html" % token, host_header="evil.example:%d" % port)),
        ("the WebSocket without the token", WebSocket(host, port, "/socket", origin=origin).status),
        ("the WebSocket from a foreign Origin", WebSocket(host, port, path, origin="http://evil.example").status),
        ("the WebSocket under a foreign Host", WebSocket(host, port, path, origin=origin, host_header="evil.example:%d" % port).status),
    ]:
        if status != 403:
            fail("%s answered %d, expected 403" % (what, status))
        print("ok refused %s (403)" % what, flush=True)
    if http_status(host, port, "/%s/Main.html" % token) != 200:
        fail("the inspector page with the token is not served")
    print("ok served the inspector page with the token", flush=True)

    ws = WebSocket(host, port, path, origin=origin)
    if ws.status != 101:
        fail("the debugger's WebSocket answered %d" % ws.status)
    second = WebSocket(host, port, path, origin=origin)
    if second.status != 409:
        fail("a second debugger was answered %d, expected 409" % second.status)
    print("ok one debugger at a time (a second is refused: 409)", flush=True)

    debugger = Debugger(ws)
    debugger.command("Inspector.enable")
    debugger.command("Runtime.enable")
    debugger.command("Console.enable")
    debugger.command("Debugger.enable")
    debugger.command("Inspector.initialized")

    # --inspect-brk: paused before the entry's first line.
    paused = debugger.event("Debugger.paused")
    top = paused["callFrames"][0]
    url = debugger.scripts.get(top["location"]["scriptId"], {}).get("url")
    if url != script:
        fail("first pause in %r, expected the entry %s" % (url, script))
    print("ok paused before the entry's first line (%s, generated line %d)" % (os.path.basename(url), top["location"]["lineNumber"] + 1), flush=True)

    # The breakpoint by URL, on a TypeScript line mapped through the inline source map.
    source = debugger.command("Debugger.getScriptSource", scriptId=top["location"]["scriptId"])["scriptSource"]
    marker = "//# sourceMappingURL=data:application/json;base64,"
    if marker not in source:
        fail("the entry's generated code carries no inline source map")
    source_map = json.loads(base64.b64decode(source.split(marker)[1].strip()))
    mappings = decode_mappings(source_map["mappings"])
    ts_line = next(i for i, line in enumerate(lines) if "const count" in line)
    generated = min((g for g in mappings if g[2] == ts_line), key=lambda g: (g[0], g[1]))
    breakpoint = debugger.command("Debugger.setBreakpointByUrl", url=script, lineNumber=generated[0], columnNumber=generated[1])
    print("ok breakpoint by URL on %s:%d (TypeScript) = generated %d:%d" % (os.path.basename(script), ts_line + 1, generated[0] + 1, generated[1] + 1), flush=True)

    def source_line(location):
        candidates = [g for g in mappings if g[0] == location["lineNumber"] and g[1] <= location.get("columnNumber", 0)]
        if not candidates:
            candidates = [g for g in mappings if g[0] == location["lineNumber"]]
        return max(candidates, key=lambda g: g[1])[2] if candidates else -1

    debugger.command("Debugger.resume")
    paused = debugger.event("Debugger.paused")
    top = paused["callFrames"][0]
    if breakpoint["breakpointId"] not in paused["data"].get("breakpointId", "") and source_line(top["location"]) != ts_line:
        fail("paused at generated line %d, not at the breakpoint" % (top["location"]["lineNumber"] + 1))
    if top["functionName"] != "greet":
        fail("paused in %r, expected greet" % top["functionName"])
    print("ok paused at the breakpoint: %s:%d in greet" % (os.path.basename(script), source_line(top["location"]) + 1), flush=True)

    # The function's scopes (its parameters and its `const`s may be in separate ones).
    values = {}
    for scope in top["scopeChain"]:
        if scope["type"] == "global":
            break
        properties = debugger.command("Runtime.getProperties", objectId=scope["object"]["objectId"], ownProperties=True)["properties"]
        for p in properties:
            values.setdefault(p["name"], p.get("value", {}).get("value"))
    if values.get("name") != "jshost" or values.get("title") != "Hello, jshost":
        fail("locals %r" % values)
    print("ok locals: name = %r, title = %r" % (values["name"], values["title"]), flush=True)

    debugger.command("Debugger.stepOver")
    paused = debugger.event("Debugger.paused")
    top = paused["callFrames"][0]
    stepped = source_line(top["location"])
    if stepped != ts_line + 1:
        fail("step over landed on TypeScript line %d, expected %d" % (stepped + 1, ts_line + 2))
    print("ok stepped over to %s:%d" % (os.path.basename(script), stepped + 1), flush=True)

    result = debugger.command("Debugger.evaluateOnCallFrame", callFrameId=top["callFrameId"], expression="count + 1")["result"]
    if result.get("value") != 13:
        fail("evaluate count + 1 on the frame gave %r" % result)
    print("ok evaluated on the frame: count + 1 = 13", flush=True)

    debugger.command("Debugger.removeBreakpoint", breakpointId=breakpoint["breakpointId"])
    debugger.command("Debugger.resume")
    # The run goes on to its end: the socket closes with the process.
    try:
        while True:
            debugger.note(json.loads(ws.receive()))
    except (EOFError, OSError):
        pass
    logged = [m["params"]["message"]["text"] for m in debugger.events if m.get("method") == "Console.messageAdded"]
    if "Hello, jshost 12" not in logged:
        fail("the run's console output did not reach the debugger's console: %r" % logged)
    print("ok resumed; the run finished and its console output reached the debugger: %r" % logged, flush=True)


if __name__ == "__main__":
    main()
