// The C library the parser calls (byte comparison, strtod), imported in one place:
// Glibc on Linux, Darwin on Apple platforms.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum HostPlatform {
    /// Whether the `count` bytes at `a` and `b` are equal (`memcmp`).
    @inline(__always)
    static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// `strtod` of a NUL-terminated C string.
    @inline(__always)
    static func parseDouble(_ text: UnsafePointer<CChar>) -> Double { strtod(text, nil) }
}
