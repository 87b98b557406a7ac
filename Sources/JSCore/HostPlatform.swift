// The C library this target calls, imported in one place: Glibc on Linux,
// Darwin on Apple platforms.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum HostPlatform {
    /// Whether the `count` bytes at `bytes` hold a NUL (`memchr`).
    @inline(__always)
    static func containsNUL(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
        memchr(bytes, 0, count) != nil
    }
}
