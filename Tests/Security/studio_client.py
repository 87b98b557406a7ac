"""A minimal client for `jshost studio` (docs/studio.md): starts it, reads the URL it prints,
speaks HTTP and WebSocket (RFC 6455) to it on loopback, and stops it with SIGINT.
Used by strace_gate.py and fuzz_studio.py; standard library only."""
import base64
import os
import select
import signal
import socket
import struct
import subprocess
import time
import urllib.parse


class Studio:
    def __init__(self, argv, cwd, env=None, timeout=30):
        # A session of its own, so that stop() can end everything it started (strace and
        # the jshost it runs) by its process group.
        self.process = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        start_new_session=True)
        deadline = time.time() + timeout
        line = b""
        while not line.endswith(b"\n"):
            if time.time() > deadline or self.process.poll() is not None:
                self.stop()
                raise RuntimeError("jshost studio printed no URL: %r" % line)
            ready, _, _ = select.select([self.process.stdout], [], [], 0.5)
            if ready:
                byte = os.read(self.process.stdout.fileno(), 1)
                if not byte:
                    break
                line += byte
        url = urllib.parse.urlparse(line.decode().split("jshost studio: ")[-1].strip())
        self.port = url.port
        self.token = urllib.parse.parse_qs(url.query)["token"][0]

    def alive(self):
        return self.process.poll() is None

    def _innermost(self):
        """The studio's pid: the process itself, or (under strace) its child."""
        pid = self.process.pid
        for _ in range(3):
            try:
                with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
                    children = f.read().split()
            except OSError:
                break
            if not children:
                break
            pid = int(children[0])
        return pid

    def stop(self, timeout=15):
        """SIGINT to the studio, then SIGKILL to its process group after `timeout` s;
        returns (exit status, stdout rest, stderr)."""
        if self.process.poll() is None:
            try:
                os.kill(self._innermost(), signal.SIGINT)
            except ProcessLookupError:
                pass
        try:
            out, err = self.process.communicate(timeout=timeout)
            return self.process.returncode, out.decode(errors="replace"), err.decode(errors="replace")
        except subprocess.TimeoutExpired:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            out, err = self.process.communicate()
            return None, out.decode(errors="replace"), err.decode(errors="replace")

    def connect(self, timeout=10):
        return socket.create_connection(("127.0.0.1", self.port), timeout=timeout)

    def raw(self, data, timeout=5, quiet=0.3):
        """Sends bytes and returns what comes back until the server closes, or says nothing
        for `timeout` s before its first byte or `quiet` s after one."""
        s = self.connect(timeout)
        chunks = []
        try:
            try:
                s.sendall(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the server closed first: what it said is still read
            while True:
                try:
                    chunk = s.recv(65536)
                except (socket.timeout, ConnectionResetError):
                    break
                if not chunk:
                    break
                chunks.append(chunk)
                s.settimeout(quiet)
                if sum(map(len, chunks)) > 8 << 20:
                    break
            return b"".join(chunks)
        finally:
            s.close()

    def websocket(self, timeout=10):
        s = self.connect(timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        request = ("GET /ws?token=%s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n") % (self.token, self.port, key)
        s.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = s.recv(4096)
            if not chunk:
                raise RuntimeError("no WebSocket handshake: %r" % head)
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("WebSocket refused: %r" % head[:200])
        return WebSocket(s, head.split(b"\r\n\r\n", 1)[1])


def frame(payload, opcode=1, fin=True, mask=True, length=None):
    """One client frame (masked, as RFC 6455 requires of clients); `length` overrides the
    length field (a lie, for the fuzzer)."""
    n = len(payload) if length is None else length
    head = bytes([(0x80 if fin else 0) | opcode])
    bit = 0x80 if mask else 0
    if n < 126:
        head += bytes([bit | n])
    elif n < 65536:
        head += bytes([bit | 126]) + struct.pack(">H", n)
    else:
        head += bytes([bit | 127]) + struct.pack(">Q", n)
    if not mask:
        return head + payload
    key = os.urandom(4)
    return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


class WebSocket:
    def __init__(self, sock, rest=b""):
        self.sock = sock
        self.buffer = rest

    def send_text(self, text):
        self.sock.sendall(frame(text.encode()))

    def send_raw(self, data):
        self.sock.sendall(data)

    def _need(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError("closed")
            self.buffer += chunk

    def receive(self):
        """(opcode, payload) of the next server frame."""
        self._need(2)
        b0, b1 = self.buffer[0], self.buffer[1]
        n, at = b1 & 0x7F, 2
        if n == 126:
            self._need(4)
            n, at = struct.unpack(">H", self.buffer[2:4])[0], 4
        elif n == 127:
            self._need(10)
            n, at = struct.unpack(">Q", self.buffer[2:10])[0], 10
        self._need(at + n)
        payload = self.buffer[at:at + n]
        self.buffer = self.buffer[at + n:]
        return b0 & 0x0F, payload

    def receive_text_until(self, predicate, timeout=20):
        deadline = time.time() + timeout
        self.sock.settimeout(timeout)
        while time.time() < deadline:
            opcode, payload = self.receive()
            if opcode == 1 and predicate(payload.decode(errors="replace")):
                return payload.decode(errors="replace")
        raise TimeoutError("no matching message")

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass
