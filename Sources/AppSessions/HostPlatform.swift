// The C library calls of this target that differ between Linux (Glibc) and Apple
// platforms (Darwin), in one place.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum HostPlatform {
    /// `read(2)`: spelled with its module, since `InputSource.read()` hides the
    /// unqualified name.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(fd, buffer, count)
        #else
        return Darwin.read(fd, buffer, count)
        #endif
    }
}
