import JSONSyntax

// The C library this target calls (the monotonic clock, byte comparison, strtod),
// imported in one place: Glibc on Linux, Darwin on Apple platforms.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum HostPlatform {
    /// `CLOCK_MONOTONIC` in milliseconds (the clock `clock_gettime` offers on both).
    static func monotonicMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }

    /// Whether the `count` bytes at `a` and `b` are equal (`memcmp`).
    @inline(__always)
    static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// `strtod` of a NUL-terminated C string.
    @inline(__always)
    static func parseDouble(_ text: UnsafePointer<CChar>) -> Double { strtod(text, nil) }
}
