/// Writes compact JSON straight into a byte buffer. Used for effects (one object a
/// line) and for `JSONValue.jsonString`.
///
/// Numbers: integral values with magnitude below 2^53 print as integers (`3`, not
/// `3.0`); others use Swift's shortest round-trip form; NaN and infinities print as
/// `null` (JSON has no spelling for them).
public struct JSONWriter {
    public var bytes: [UInt8]

    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The bytes written so far as a `String`.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func removeAll(keepingCapacity: Bool = true) {
        bytes.removeAll(keepingCapacity: keepingCapacity)
    }

    @inline(__always)
    public mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    public mutating func byte(_ b: UInt8) { bytes.append(b) }

    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null: raw("null")
        case .bool(let b): if b { raw("true") } else { raw("false") }
        case .number(let d): number(d)
        case .string(let s): string(s)
        case .array(let items):
            byte(UInt8(ascii: "["))
            var first = true
            for item in items {
                if !first { byte(UInt8(ascii: ",")) }
                first = false
                write(item)
            }
            byte(UInt8(ascii: "]"))
        case .object(let object):
            byte(UInt8(ascii: "{"))
            var first = true
            for member in object.members {
                if !first { byte(UInt8(ascii: ",")) }
                first = false
                string(member.key)
                byte(UInt8(ascii: ":"))
                write(member.value)
            }
            byte(UInt8(ascii: "}"))
        }
    }

    public mutating func bool(_ b: Bool) {
        if b { raw("true") } else { raw("false") }
    }

    public mutating func number(_ d: Double) {
        if d.isNaN || d.isInfinite {
            raw("null")
            return
        }
        if d.rounded(.towardZero) == d && abs(d) < 9_007_199_254_740_992 {
            integer(Int64(d))
            return
        }
        bytes.append(contentsOf: d.description.utf8)
    }

    public mutating func integer(_ value: Int64) {
        if value == 0 {
            byte(UInt8(ascii: "0"))
            return
        }
        var v = value.magnitude
        if value < 0 { byte(UInt8(ascii: "-")) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { tmp in
            var n = 0
            while v > 0 {
                tmp[n] = UInt8(truncatingIfNeeded: v % 10) &+ UInt8(ascii: "0")
                v /= 10
                n += 1
            }
            while n > 0 {
                n -= 1
                bytes.append(tmp[n])
            }
        }
    }

    @inline(__always)
    public mutating func integer(_ value: Int) { integer(Int64(value)) }

    /// A JSON string literal with the escapes RFC 8259 requires.
    public mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            byte(UInt8(ascii: "\""))
            var runStart = 0
            var i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                if b >= 0x20 && b != 0x22 && b != 0x5C {
                    i += 1
                    continue
                }
                if runStart < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i])) }
                switch b {
                case 0x22: raw("\\\"")
                case 0x5C: raw("\\\\")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                case 0x08: raw("\\b")
                case 0x0C: raw("\\f")
                default:
                    raw("\\u00")
                    let hex: StaticString = "0123456789abcdef"
                    byte(hex.utf8Start[Int(b >> 4)])
                    byte(hex.utf8Start[Int(b & 0xF)])
                }
                i += 1
                runStart = i
            }
            if runStart < n { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<n])) }
            byte(UInt8(ascii: "\""))
        }
    }

    /// Writes `"key":` (the key must not need escaping when `escaped` is false).
    @inline(__always)
    public mutating func key(_ k: StaticString) {
        byte(UInt8(ascii: ","))
        byte(UInt8(ascii: "\""))
        raw(k)
        byte(UInt8(ascii: "\""))
        byte(UInt8(ascii: ":"))
    }
}
