import JSONSyntax

/// Receives effects in order. The dispatcher calls `emit` on its own thread.
public protocol EffectSink: AnyObject {
    func emit(_ effect: Effect)
}

/// Keeps every effect (tests, `simulate.effects()`).
public final class CollectingSink: EffectSink {
    public private(set) var effects: [Effect] = []

    public init() {}

    public func emit(_ effect: Effect) { effects.append(effect) }

    /// Each effect's JSON line.
    public var jsonLines: [String] { effects.map(\.json) }

    /// The effects' kind names, in order.
    public var kinds: [String] { effects.map(\.kindName) }

    public func removeAll() { effects.removeAll() }
}

/// Encodes each effect as one JSON line into a byte buffer and hands the buffer to
/// `write` when it exceeds `flushThreshold` bytes (and on `flush()`). The CLI passes a
/// closure that writes to stdout. The bytes are lent for the call only (no copy).
public final class JSONLinesSink: EffectSink {
    public let flushThreshold: Int
    private let writer: JSONWriter
    private let write: (UnsafeBufferPointer<UInt8>) -> Void
    /// Effects encoded so far.
    @exclusivity(unchecked) public private(set) var count = 0

    public init(flushThreshold: Int = 64 * 1024, write: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.flushThreshold = flushThreshold
        self.write = write
        writer = JSONWriter(capacity: flushThreshold + 1024)
    }

    private let actionsCache = DisplayedActionsCache()

    public func emit(_ effect: Effect) {
        effect.write(to: writer, actionsCache: actionsCache)
        writer.byte(0x0A)
        count += 1
        if writer.count >= flushThreshold { flush() }
    }

    public func flush() {
        guard writer.count > 0 else { return }
        writer.withBytes(write)
        writer.removeAll()
    }

    deinit { flush() }
}

/// Forwards to several sinks.
public final class FanOutSink: EffectSink {
    public var sinks: [EffectSink]
    public init(_ sinks: [EffectSink]) { self.sinks = sinks }
    public func emit(_ effect: Effect) {
        for s in sinks { s.emit(effect) }
    }
}
