/// Writes compact JSON straight into a growable byte buffer (a class, so writing
/// costs no exclusivity or uniqueness checks). Used for effects (one object a
/// line) and for `JSONValue.jsonString`.
///
/// Numbers: integral values with magnitude below 2^53 print as integers (`3`, not
/// `3.0`); others use Swift's shortest round-trip form; NaN and infinities print as
/// `null` (JSON has no spelling for them).
public final class JSONWriter {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    public private(set) var count = 0

    public init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// A copy of the bytes written so far.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes written so far, without copying.
    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes written so far as a `String`.
    public var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    public func removeAll() { count = 0 }

    @inline(__always)
    private func reserve(_ n: Int) {
        if count + n > capacity { grow(count + n) }
    }

    private func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends bytes that already are JSON text (e.g. a value encoded before).
    @inline(__always)
    public func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        let n = buffer.count
        guard n > 0 else { return }
        reserve(n)
        JSONWriter.copy(buffer.baseAddress!, to: base + count, n)
        count += n
    }

    /// Copies `n` bytes; the short keys and literals of effects without a call to
    /// `memcpy` (two overlapping 8-byte moves cover 8 to 16 bytes).
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, _ n: Int) {
        let src = UnsafeRawPointer(source), dst = UnsafeMutableRawPointer(target)
        if n >= 8 && n <= 16 {
            dst.storeBytes(of: src.loadUnaligned(as: UInt64.self), as: UInt64.self)
            (dst + (n - 8)).storeBytes(of: (src + (n - 8)).loadUnaligned(as: UInt64.self), as: UInt64.self)
        } else if n < 8 {
            for k in 0..<n { target[k] = source[k] }
        } else {
            dst.copyMemory(from: src, byteCount: n)
        }
    }

    @inline(__always)
    public func raw(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    public func byte(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    public func write(_ value: JSONValue) {
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

    public func bool(_ b: Bool) {
        if b { raw("true") } else { raw("false") }
    }

    public func number(_ d: Double) {
        if d.isNaN || d.isInfinite {
            raw("null")
            return
        }
        if d.rounded(.towardZero) == d && abs(d) < 9_007_199_254_740_992 {
            integer(Int64(d))
            return
        }
        var text = d.description
        text.withUTF8 { append($0) }
    }

    /// A number rounded to 3 decimals, printed without trailing zeros (`t` and `ms` of
    /// effects: microsecond resolution). Cheaper than the shortest round-trip form.
    public func milliseconds(_ d: Double) {
        guard d.isFinite, abs(d) < 9.0e12 else {
            number(d)
            return
        }
        var scaled = Int64((d * 1000).rounded())
        if scaled % 1000 == 0 {
            integer(scaled / 1000)
            return
        }
        if scaled < 0 {
            byte(UInt8(ascii: "-"))
            scaled = -scaled
        }
        integer(scaled / 1000)
        byte(UInt8(ascii: "."))
        let f = Int(scaled % 1000)
        let d0 = UInt8(f / 100), d1 = UInt8((f / 10) % 10), d2 = UInt8(f % 10)
        byte(UInt8(ascii: "0") + d0)
        if d1 != 0 || d2 != 0 { byte(UInt8(ascii: "0") + d1) }
        if d2 != 0 { byte(UInt8(ascii: "0") + d2) }
    }

    public func integer(_ value: Int64) {
        reserve(20)  // a sign and at most 19 digits
        var p = base + count
        if value < 0 {
            p.pointee = UInt8(ascii: "-")
            p += 1
        }
        var v = value.magnitude
        // The digit count by comparisons, then one pass of divisions from the right.
        var digits = 1
        var limit: UInt64 = 10
        while digits < 19 && v >= limit {
            digits += 1
            limit &*= 10
        }
        var k = digits
        repeat {
            k -= 1
            let q = v / 10
            p[k] = UInt8(truncatingIfNeeded: v &- q &* 10) &+ UInt8(ascii: "0")
            v = q
        } while k > 0
        count = (p - base) + digits
    }

    @inline(__always)
    public func integer(_ value: Int) { integer(Int64(value)) }

    /// A JSON string literal with the escapes RFC 8259 requires. Room for the
    /// common case (nothing to escape) is reserved once and the bytes copied
    /// through a local cursor; escapes take the general path.
    public func string(_ s: String) {
        // Native and small strings lend their UTF-8 without a copy of the string.
        if s.utf8.withContiguousStorageIfAvailable({ string(utf8: $0) }) == nil {
            var s = s
            s.withUTF8 { string(utf8: $0) }
        }
    }

    private func string(utf8: UnsafeBufferPointer<UInt8>) {
        let n = utf8.count
        reserve(n + 2)
        var p = base + count
        p.pointee = UInt8(ascii: "\"")
        p += 1
        var i = 0
        // Eight bytes at a time while none needs an escape (a quote, a backslash or
        // a control character); the rest byte by byte from the first that does.
        if let src = utf8.baseAddress {
            while i + 8 <= n {
                let w = UnsafeRawPointer(src + i).loadUnaligned(as: UInt64.self)
                let special = JSONBytes.special(w, nonASCII: false)
                UnsafeMutableRawPointer(p + i).storeBytes(of: w, as: UInt64.self)
                if special != 0 {
                    // Keep the bytes before the first flagged one.
                    i += JSONBytes.firstFlagged(special)
                    break
                }
                i += 8
            }
        }
        while i < n {
            let b = utf8[i]
            if b < 0x20 || b == 0x22 || b == 0x5C { break }
            p[i] = b
            i += 1
        }
        if i == n {
            p[n] = UInt8(ascii: "\"")
            count += n + 2
            return
        }
        count += 1 + i
        escapedTail(utf8, from: i)
    }

    /// The rest of a string literal from `start`, where an escape is needed.
    private func escapedTail(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) {
        var runStart = start
        var i = start
        let n = utf8.count
        while i < n {
            let b = utf8[i]
            if b >= 0x20 && b != 0x22 && b != 0x5C {
                i += 1
                continue
            }
            if runStart < i { append(UnsafeBufferPointer(rebasing: utf8[runStart..<i])) }
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
        if runStart < n { append(UnsafeBufferPointer(rebasing: utf8[runStart..<n])) }
        byte(UInt8(ascii: "\""))
    }

    /// Writes `"key":` (the key must not need escaping when `escaped` is false).
    @inline(__always)
    public func key(_ k: StaticString) {
        let n = k.utf8CodeUnitCount
        reserve(n + 4)
        let p = base + count
        p[0] = UInt8(ascii: ",")
        p[1] = UInt8(ascii: "\"")
        JSONWriter.copy(k.utf8Start, to: p + 2, n)
        p[n + 2] = UInt8(ascii: "\"")
        p[n + 3] = UInt8(ascii: ":")
        count += n + 4
    }
}
