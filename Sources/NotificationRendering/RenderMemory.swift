import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `--render` costs against `--max-memory` (docs/rendering.md, "Memory"): jshost's own
/// resident memory (`/proc/self/statm`, as the run's budget counts it) plus the browser's —
/// the proportional set size (`Pss` of `/proc/PID/smaps_rollup`) of the browser and every
/// process below it, so pages the helpers share are counted once, not once per process.
public struct RenderMemoryExceeded: Error, CustomStringConvertible, Sendable {
    public var ownBytes: Int
    public var browserBytes: Int
    public var limit: Int

    public var description: String {
        let mb = { (bytes: Int) in bytes >> 20 }
        return "the render used \(mb(ownBytes + browserBytes)) MB (jshost \(mb(ownBytes)) MB, its browser \(mb(browserBytes)) MB), "
            + "over the --max-memory budget of \(mb(limit)) MB; the rest is not drawn"
    }
}

enum RenderMemory {
    /// Throws when jshost and `browser` (with its helpers) together pass `limit` bytes.
    static func check(limit: Int?, browser: pid_t?) throws {
        guard let limit, let own = residentBytes() else { return }
        let helpers = browser.map { [$0] + BrowserReaper.descendants(of: $0) } ?? []
        let browserBytes = helpers.reduce(0) { $0 + proportionalBytes(of: $1) }
        if own + browserBytes > limit { throw RenderMemoryExceeded(ownBytes: own, browserBytes: browserBytes, limit: limit) }
    }

    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// `Pss` of a process in bytes (0 when it is gone or cannot be read).
    static func proportionalBytes(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("Pss:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes << 10
        }
        return 0
    }
}
