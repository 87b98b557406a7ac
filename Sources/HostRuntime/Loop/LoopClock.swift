import Foundation

/// The event loop's notion of time: milliseconds since the run started.
/// Real time follows the monotonic clock; virtual time only moves when the
/// loop jumps to the next timer, so a 10-minute timer chain ends at once.
package final class LoopClock: @unchecked Sendable {
    package let isVirtual: Bool
    /// Wall-clock epoch milliseconds at start, for `Date.now()`.
    package let epochAtStart: Double
    private let start: UInt64
    private var virtualNow: Double = 0

    package init(virtual: Bool, epochAtStart: Double = Date().timeIntervalSince1970 * 1000) {
        isVirtual = virtual
        self.epochAtStart = epochAtStart
        start = Self.monotonicNanoseconds()
    }

    /// Milliseconds since the run started.
    package var now: Double {
        isVirtual ? virtualNow : Double(Self.monotonicNanoseconds() &- start) / 1_000_000
    }

    /// `CLOCK_MONOTONIC`, read directly (`HostPlatform`): it is read several times per
    /// event, and `DispatchTime.now()` reads the same clock through two more calls.
    private static func monotonicNanoseconds() -> UInt64 { HostPlatform.monotonicNanoseconds() }

    /// Epoch milliseconds (virtual-aware), what `Date.now()` returns.
    package var epochNow: Double { epochAtStart + now }

    /// Moves virtual time forward to `ms` (never backwards); no-op for real time.
    package func advance(to ms: Double) {
        if isVirtual, ms > virtualNow { virtualNow = ms }
    }
}
