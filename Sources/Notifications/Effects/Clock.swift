/// The dispatcher's time source: milliseconds since the clock started. Effects' `t`
/// and handlers' `ms` are measured on it.
public protocol Clock: AnyObject {
    var nowMilliseconds: Double { get }
}

/// Monotonic wall time (`CLOCK_MONOTONIC`) since the clock was created.
public final class SystemClock: Clock, Sendable {
    private let start: Double

    public init() { start = SystemClock.monotonicMilliseconds() }

    public var nowMilliseconds: Double { SystemClock.monotonicMilliseconds() - start }

    public static func monotonicMilliseconds() -> Double { HostPlatform.monotonicMilliseconds() }
}

/// Virtual time that moves only when told to (tests, `--fake-time`).
public final class VirtualClock: Clock {
    public private(set) var nowMilliseconds: Double

    public init(startingAt ms: Double = 0) { nowMilliseconds = ms }

    /// Moves time forward by `ms` (negative values are ignored).
    public func advance(by ms: Double) {
        if ms > 0 { nowMilliseconds += ms }
    }

    /// Sets the time, never backwards.
    public func set(to ms: Double) {
        if ms > nowMilliseconds { nowMilliseconds = ms }
    }
}
