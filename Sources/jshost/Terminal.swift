import Foundation
import Notifications

/// Writes to stdout and stderr, with stdout flushed first so the two streams keep
/// their order on a shared terminal.
///
/// stdout is written line by line when someone may be reading it as it comes (a
/// terminal, a pipe or a socket: a CI log, `| tee`), so a run that is killed keeps
/// what it printed; to a regular file or /dev/null it is written in 64 KB blocks
/// (and at exit), which is what throughput wants there.
enum Terminal {
    nonisolated(unsafe) private static var buffer: [UInt8] = {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        return bytes
    }()

    /// True when every write to stdout is flushed at once (see above).
    static let lineBuffered: Bool = {
        if isatty(1) == 1 { return true }
        var info = stat()
        guard fstat(1, &info) == 0 else { return true }
        let type = info.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFSOCK
    }()

    /// Applied to every text written (`jshost test` sets it to redact the secrets it knows,
    /// and their encodings: docs/permissions.md, "jshost test").
    nonisolated(unsafe) static var redactor: Redactor?

    static func out(_ text: String) {
        let text = redactor?.redact(text) ?? text
        buffer.append(contentsOf: text.utf8)
        if lineBuffered || buffer.count >= 1 << 16 { flush() }
    }

    static func out(bytes: UnsafeRawBufferPointer) {
        if redactor != nil {
            out(String(decoding: bytes, as: UTF8.self))
            return
        }
        // A chunk as large as the buffer (the JSON lines sink's) goes straight out.
        if bytes.count >= 1 << 16 {
            flush()
            writeAll(1, bytes)
            return
        }
        buffer.append(contentsOf: bytes)
        if lineBuffered || buffer.count >= 1 << 16 { flush() }
    }

    static func err(_ text: String) {
        let text = redactor?.redact(text) ?? text
        flush()
        writeAll(2, Array(text.utf8))
    }

    static func flush() {
        guard !buffer.isEmpty else { return }
        writeAll(1, buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeAll(fd, $0) }
    }

    private static func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < raw.count {
            let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if written <= 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// True when `fd` (1 stdout, 2 stderr) is a terminal and NO_COLOR is unset:
    /// each stream is coloured by what it is connected to.
    static func colorEnabled(_ fd: Int32) -> Bool {
        isatty(fd) == 1 && getenv("NO_COLOR") == nil
    }

    /// The width output to `fd` should fit: COLUMNS when set (as shells export it, and
    /// for a pipe that ends on a terminal), else the terminal's own, else none (a file).
    static func width(_ fd: Int32) -> Int? {
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text), columns > 0 { return columns }
        return columns(fd)
    }

    /// The width of the terminal `fd` is, or nil when it is none (a pipe, a file).
    static func columns(_ fd: Int32) -> Int? {
        guard isatty(fd) == 1 else { return nil }
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
