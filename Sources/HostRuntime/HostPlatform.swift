// What differs between Linux and Apple platforms in this target, in one place.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum HostPlatform {
    /// `CLOCK_MONOTONIC` in nanoseconds.
    @inline(__always)
    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// What Node's `process.platform` says here.
    #if os(macOS)
    static let nodePlatformName = "darwin"
    #else
    static let nodePlatformName = "linux"
    #endif
}
