/// A JSON value that keeps object key order.
///
/// Numbers are `Double`; integral values print as integers (see `JSONWriter`).
/// Parse with `JSONParser`, print with `JSONWriter`. Foundation's JSON is too slow for
/// the dispatch hot path (docs/performance.md), so jshost has its own.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The member `key` of an object, or nil (also nil for non-objects).
    @inlinable
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` of an array, or nil.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let items) = self, index >= 0, index < items.count { return items[index] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var doubleValue: Double? {
        if case .number(let d) = self { return d }
        return nil
    }

    /// The number as an `Int` when it is integral.
    public var intValue: Int? {
        if case .number(let d) = self, d.rounded() == d, abs(d) < 9.0e15 { return Int(d) }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// A short name of the value's type, as used in error messages ("a string", "an object", …).
    public var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Compact JSON text of this value.
    public var jsonString: String {
        let writer = JSONWriter()
        writer.write(self)
        return writer.string
    }

    /// The size in bytes of this value's compact JSON text (a payload's size on the wire).
    public var compactByteCount: Int {
        let writer = JSONWriter()
        writer.write(self)
        return writer.count
    }
}

/// One member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue
    @inlinable
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// A JSON object: members in their original order. Lookup is a linear scan, which is
/// the fastest choice for the small objects of push payloads. Duplicate keys are kept
/// as parsed; lookup returns the last one (as `JSON.parse` does).
public struct JSONObject: Sendable, Equatable, Sequence {
    public var members: [JSONMember]

    @inlinable
    public init(_ members: [JSONMember] = []) { self.members = members }

    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        members = pairs.map { JSONMember($0.key, $0.value) }
    }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    public var keys: [String] { members.map(\.key) }

    @inlinable
    public subscript(key: String) -> JSONValue? {
        get {
            // Lengths first: comparing two different strings of the same length is a
            // call into the standard library, a different length is not.
            let n = key.utf8.count
            var i = members.count - 1
            while i >= 0 {
                if members[i].key.utf8.count == n && members[i].key == key { return members[i].value }
                i -= 1
            }
            return nil
        }
        set {
            if let i = members.lastIndex(where: { $0.key == key }) {
                if let newValue { members[i].value = newValue } else { members.remove(at: i) }
            } else if let newValue {
                members.append(JSONMember(key, newValue))
            }
        }
    }

    public func contains(_ key: String) -> Bool { self[key] != nil }

    /// Appends without checking for an existing key.
    @inlinable
    public mutating func append(_ key: String, _ value: JSONValue) {
        members.append(JSONMember(key, value))
    }

    public func makeIterator() -> IndexingIterator<[JSONMember]> { members.makeIterator() }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONMember($0.0, $0.1) }))
    }
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: CustomStringConvertible {
    public var description: String { jsonString }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { JSONMember($0.0, $0.1) })
    }
}
