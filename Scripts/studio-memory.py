#!/usr/bin/env python3
"""RSS of `jshost studio` after N pushes (docs/studio.md), for the memory figure.

Starts BINARY's studio on Tests/Fixtures/studio-app, connects to its WebSocket (a minimal
RFC 6455 client: handshake, masked text frames out, frames in), pushes the payload N times
(default 1,000) to both phones, tapping a button of every tenth, reads all replies, and
prints the studio's VmRSS (from /proc) before and after, in MiB. The studio is stopped
with SIGINT at the end (killed after 10 s).

Usage: Scripts/studio-memory.py BINARY [N]
"""
import base64, json, os, re, signal, socket, struct, subprocess, sys, time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP = os.path.join(REPO, 'Tests/Fixtures/studio-app')


def rss_mib(pid):
    with open('/proc/%d/status' % pid) as f:
        return int(re.search(r'VmRSS:\s+(\d+)', f.read()).group(1)) / 1024


class Socket:
    def __init__(self, port, token):
        self.s = socket.create_connection(('127.0.0.1', port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall(('GET /ws?token=%s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n'
                        'Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n' % (token, port, key)).encode())
        head = b''
        while b'\r\n\r\n' not in head:
            head += self.s.recv(1)
        assert b' 101 ' in head.split(b'\r\n')[0], head
        self.buffer = b''

    def send(self, message):
        data = json.dumps(message).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        header += bytes([0x80 | len(data)]) if len(data) < 126 else bytes([0x80 | 126]) + struct.pack('>H', len(data))
        self.s.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.s.recv(65536)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def receive(self):
        first, second = self._read(2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack('>H', self._read(2))[0]
        elif length == 127:
            length = struct.unpack('>Q', self._read(8))[0]
        payload = self._read(length)
        return json.loads(payload) if first & 0x0F == 1 else None


def main():
    binary = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    studio = subprocess.Popen([binary, 'studio', 'src/notifications.js'], cwd=APP, stdout=subprocess.PIPE, text=True)
    try:
        url = studio.stdout.readline().split('jshost studio: ')[1].strip()
        port, token = int(url.split(':')[2].split('/')[0]), url.split('token=')[1]
        ws = Socket(port, token)
        hello = ws.receive()
        payload = next(p['text'] for p in hello['payloads'] if p['file'].endswith('order-ready.json'))
        time.sleep(0.5)
        before = rss_mib(studio.pid)
        started = time.monotonic()
        displays = 0
        for i in range(count):
            ws.send({'type': 'push', 'file': 'order-ready.json', 'text': payload})
            # Read until both phones displayed it.
            shown = []
            while len(shown) < 2:
                m = ws.receive()
                if m and m.get('type') == 'effect' and m['effect']['kind'] == 'display':
                    shown.append(m)
            displays += 2
            if i % 10 == 0:
                ws.send({'type': 'tap', 'platform': 'ios', 'notification': shown[0]['effect']['notification'], 'action': 'confirm'})
        elapsed = time.monotonic() - started
        time.sleep(0.5)
        after = rss_mib(studio.pid)
        print(json.dumps({'pushes': count, 'displays': displays, 'rss_before_mib': round(before, 1),
                          'rss_after_mib': round(after, 1), 'seconds': round(elapsed, 2)}))
    finally:
        studio.send_signal(signal.SIGINT)
        try:
            studio.wait(timeout=10)
        except subprocess.TimeoutExpired:
            studio.kill()
            studio.wait()


if __name__ == '__main__':
    main()
