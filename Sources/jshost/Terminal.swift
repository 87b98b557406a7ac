import Foundation

/// Buffered writes to stdout and unbuffered to stderr, with stdout flushed
/// first so the two streams keep their order on a shared terminal.
enum Terminal {
    nonisolated(unsafe) private static var buffer: [UInt8] = {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        return bytes
    }()

    static func out(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    static func out(bytes: UnsafeRawBufferPointer) {
        // A chunk as large as the buffer (the JSON lines sink's) goes straight out.
        if bytes.count >= 1 << 16 {
            flush()
            writeAll(1, bytes)
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    static func err(_ text: String) {
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

    /// True when stdout is a terminal and NO_COLOR is unset.
    static var colorEnabled: Bool {
        isatty(1) == 1 && getenv("NO_COLOR") == nil
    }
}
