/// Copy-on-write storage for the model's value types (`Action`, `Category`,
/// `PushNotification`): their fields live in one struct behind one reference, so
/// copying a model value (the dispatcher hands one to every push, tap, call and
/// effect) copies one reference, and the fields are copied only when a shared
/// value is written.
///
///     private struct Fields: Equatable { var id: String; var title: String }
///     private var fields: CopyOnWrite<Fields>
///     public var id: String {
///         get { fields.value.id }
///         set { fields.value.id = newValue }
///     }
struct CopyOnWrite<Value> {
    // @unchecked: the box is only written when uniquely referenced (`value`'s
    // modify accessor copies it first otherwise), so a shared box is never written.
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    /// The fields; writing through a shared copy first copies them.
    var value: Value {
        @inline(__always) _read { yield box.value }
        @inline(__always) _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// Runs `body` on the fields, copied first if shared: several writes, one check.
    @inline(__always)
    mutating func modify<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try body(&value)
    }

    /// Whether both share one storage (so they are equal without comparing fields).
    @inline(__always)
    func isIdentical(to other: CopyOnWrite) -> Bool { box === other.box }
}

extension CopyOnWrite: Sendable where Value: Sendable {}

extension CopyOnWrite: Equatable where Value: Equatable {
    static func == (a: CopyOnWrite, b: CopyOnWrite) -> Bool {
        a.isIdentical(to: b) || a.value == b.value
    }
}
