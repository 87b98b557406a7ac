/// A strict RFC 8259 JSON parser working on bytes. Errors are `JSONSyntaxError`s
/// with 1-based line and column.
///
/// Fast paths: strings without escapes become `String` in one copy; integers are
/// accumulated without `strtod`. Nesting deeper than `maxDepth` is an error.
public struct JSONParser {
    public static let maxDepth = 512

    /// Parses one JSON document (surrounding whitespace allowed).
    public static func parse(_ bytes: UnsafeRawBufferPointer, file: String? = nil) throws -> JSONValue {
        try document(bytes, file: file).value
    }

    /// The byte length of one top-level member's value, and whether its text is
    /// exactly what `JSONWriter` writes for the parsed value (compact, the same
    /// escapes, canonical numbers), so its encoded size is known without encoding.
    public struct MemberSpan {
        public var key: String
        /// Where the value's text starts in the document, in bytes.
        public var offset: Int
        public var length: Int
        public var isCompact: Bool
    }

    /// Parses one JSON document like `parse` (with the same errors), except that the
    /// value of every top-level member named `key` is only checked, not built: it
    /// reads as `null`. Reports the `MemberSpan` of the last such member (nil when
    /// there is none), so the caller can parse its text on its own.
    public static func parseSkippingMember(_ bytes: UnsafeRawBufferPointer, _ key: String, file: String? = nil) throws -> (JSONValue, MemberSpan?) {
        let parsed = try document(bytes, file: file, spanKey: key)
        return (parsed.value, parsed.span)
    }

    /// Reads one JSON document with `body`, which reads the top-level value through
    /// the `JSONReader` (the document must be one value, surrounded by whitespace at
    /// most). Errors in the text are `JSONSyntaxError`s, as `parse` reports them; `body`
    /// may return nil to stop early (the rest is then not checked).
    package static func read<T>(_ bytes: UnsafeRawBufferPointer, file: String?, _ body: (inout JSONReader) throws -> T?) throws -> T? {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw JSONSyntaxError(file: file, line: 1, column: 1, expected: "a JSON value (the input is empty)")
        }
        var reader = JSONReader(base: base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        do {
            reader.skipWhitespace()
            guard reader.next != nil else {
                throw ParseFailure(offset: reader.index, expected: "a JSON value (string, number, object, array, true, false or null), found end of input")
            }
            guard let result = try body(&reader) else { return nil }
            reader.skipWhitespace()
            if reader.index != reader.count { throw ParseFailure(offset: reader.index, expected: "end of input after the JSON value") }
            return result
        } catch let failure as ParseFailure {
            let (line, column) = Self.lineAndColumn(base.assumingMemoryBound(to: UInt8.self), failure.offset)
            throw JSONSyntaxError(file: file, line: line, column: column, expected: failure.expected)
        }
    }

    private static func document(_ bytes: UnsafeRawBufferPointer, file: String?, spanKey: String? = nil) throws -> (value: JSONValue, span: MemberSpan?) {
        // The body never stops early, so `read` returns its result.
        try read(bytes, file: file) { parser in
            parser.spanKey = spanKey
            return (try parser.parseValue(depth: 0), parser.keySpan)
        }!
    }

    public static func parse(_ bytes: [UInt8], file: String? = nil) throws -> JSONValue {
        try bytes.withUnsafeBytes { try parse($0, file: file) }
    }

    public static func parse(_ text: String, file: String? = nil) throws -> JSONValue {
        var text = text
        return try text.withUTF8 { try parse(UnsafeRawBufferPointer($0), file: file) }
    }

    static func lineAndColumn(_ base: UnsafePointer<UInt8>, _ offset: Int) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        var i = 0
        while i < offset {
            if base[i] == 0x0A { line += 1; lineStart = i + 1 }
            i += 1
        }
        // Column counts characters (UTF-8 continuation bytes are skipped).
        var column = 1
        i = lineStart
        while i < offset {
            if base[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }
}

struct ParseFailure: Error {
    let offset: Int
    let expected: String
}

/// A forward-only reader of one JSON document, for decoders that read a few members
/// and skip the rest: the parser itself, with the same checks and errors as
/// `JSONParser.parse` and nothing built for what is skipped. Use it through
/// `JSONParser.read(_:file:_:)`.
package typealias JSONReader = Parser

extension Parser {
    /// The first byte of the value at the cursor (`{`, `[`, `"`, a digit, …), or nil at the end.
    package var next: UInt8? { index < count ? base[index] : nil }

    /// Reads the object at the cursor (check `next` first): `member` is called with
    /// each key's bytes (nil when the key has escapes, so no byte comparison can
    /// match it) and must read or skip the value. Returns false when `member` did.
    @inline(__always)
    package mutating func readObject(_ member: (inout JSONReader, UnsafeBufferPointer<UInt8>?) throws -> Bool) throws -> Bool {
        readDepth += 1
        defer { readDepth -= 1 }
        return try walkObject(depth: readDepth, key: { try $0.keyBytes() }, member)
    }

    /// The string at the cursor (check `next` first).
    package mutating func readString() throws -> String { try parseString() }

    /// The value at the cursor, built.
    package mutating func readValue() throws -> JSONValue { try parseValue(depth: readDepth) }

    /// Checks the value at the cursor and moves past it.
    package mutating func skipValue() throws { try skipValue(depth: readDepth) }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are `literal`'s.
    @inline(__always)
    package func equals(_ literal: StaticString) -> Bool {
        count == literal.utf8CodeUnitCount && (count == 0 || HostPlatform.bytesEqual(baseAddress!, literal.utf8Start, count: count))
    }
}

package struct Parser {
    let base: UnsafePointer<UInt8>
    let count: Int
    package var index = 0
    /// Set when the text just parsed differs from what `JSONWriter` would write
    /// (whitespace, escapes, non-integral or long numbers, `-0`, repaired UTF-8).
    package var notCompact = false
    /// Top-level members named so are skipped, and the last one's span kept in `keySpan`.
    var spanKey: String? = nil
    var keySpan: JSONParser.MemberSpan? = nil
    /// The nesting depth of the value at the cursor, for `JSONReader` use.
    var readDepth = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < count {
            let b = base[index]
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1; notCompact = true } else { return }
        }
    }

    func fail(_ expected: String) -> ParseFailure { ParseFailure(offset: index, expected: expected) }

    mutating func parseValue(depth: Int) throws -> JSONValue {
        guard index < count else { throw fail("a JSON value (string, number, object, array, true, false or null), found end of input") }
        switch base[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw fail("a JSON value (string, number, object, array, true, false or null)")
        }
    }

    mutating func literal(_ word: StaticString) throws {
        let n = word.utf8CodeUnitCount
        let w = word.utf8Start
        for k in 0..<n {
            if index + k >= count || base[index + k] != w[k] {
                throw fail("'\(word)'")
            }
        }
        index += n
    }

    /// `walkObject`'s loop written out: objects are the parser's hot path, and a member
    /// closure here costs ~10 % of parsing an object (callgrind).
    mutating func parseObject(depth: Int) throws -> JSONValue {
        if depth > JSONParser.maxDepth { throw fail("at most \(JSONParser.maxDepth) levels of nesting") }
        index += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if index < count && base[index] == UInt8(ascii: "}") {
            index += 1
            return .object(JSONObject(members))
        }
        // Top-level and payload objects (aps) often have 5–7 members; deeper ones fewer.
        members.reserveCapacity(depth <= 2 ? 8 : 4)
        while true {
            skipWhitespace()
            guard index < count, base[index] == UInt8(ascii: "\"") else {
                throw fail(members.isEmpty ? "a string key or '}'" : "a string key")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < count, base[index] == UInt8(ascii: ":") else { throw fail("':' after the object key") }
            index += 1
            skipWhitespace()
            let value: JSONValue
            if depth == 1, let spanKey, key == spanKey {
                let start = index
                notCompact = false
                try skipValue(depth: depth)
                value = .null
                keySpan = JSONParser.MemberSpan(key: key, offset: start, length: index - start, isCompact: !notCompact)
            } else {
                value = try parseValue(depth: depth)
            }
            members.append(JSONMember(key, value))
            skipWhitespace()
            guard index < count else { throw fail("',' or '}' after an object member, found end of input") }
            let b = base[index]
            index += 1
            if b == UInt8(ascii: ",") { continue }
            if b == UInt8(ascii: "}") { return .object(JSONObject(members)) }
            index -= 1
            throw fail("',' or '}' after an object member")
        }
    }

    mutating func parseArray(depth: Int) throws -> JSONValue {
        var items: [JSONValue] = []
        try walkArray(depth: depth) { items.append(try $0.parseValue(depth: depth)) }
        return .array(items)
    }

    // MARK: Walking: one set of checks and errors for parsing, skipping and reading

    /// Walks the object at the cursor with `parseObject`'s checks and errors: `key`
    /// reads each key (the cursor at its opening quote), then `member` reads the value
    /// (the cursor at it); when `member` returns false the walk stops there and
    /// returns false.
    @inline(__always)
    mutating func walkObject<Key>(depth: Int, key readKey: (inout Parser) throws -> Key,
                                  _ member: (inout Parser, Key) throws -> Bool) throws -> Bool {
        if depth > JSONParser.maxDepth { throw fail("at most \(JSONParser.maxDepth) levels of nesting") }
        index += 1  // {
        skipWhitespace()
        if index < count && base[index] == UInt8(ascii: "}") {
            index += 1
            return true
        }
        var first = true
        while true {
            skipWhitespace()
            guard index < count, base[index] == UInt8(ascii: "\"") else {
                throw fail(first ? "a string key or '}'" : "a string key")
            }
            first = false
            let key = try readKey(&self)
            skipWhitespace()
            guard index < count, base[index] == UInt8(ascii: ":") else { throw fail("':' after the object key") }
            index += 1
            skipWhitespace()
            guard try member(&self, key) else { return false }
            skipWhitespace()
            guard index < count else { throw fail("',' or '}' after an object member, found end of input") }
            let b = base[index]
            index += 1
            if b == UInt8(ascii: ",") { continue }
            if b == UInt8(ascii: "}") { return true }
            index -= 1
            throw fail("',' or '}' after an object member")
        }
    }

    /// Walks the array at the cursor: `element` reads each element (the cursor at it).
    @inline(__always)
    mutating func walkArray(depth: Int, _ element: (inout Parser) throws -> Void) throws {
        if depth > JSONParser.maxDepth { throw fail("at most \(JSONParser.maxDepth) levels of nesting") }
        index += 1  // [
        skipWhitespace()
        if index < count && base[index] == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            guard index < count else { throw fail("',' or ']' after an array element, found end of input") }
            let b = base[index]
            index += 1
            if b == UInt8(ascii: ",") { continue }
            if b == UInt8(ascii: "]") { return }
            index -= 1
            throw fail("',' or ']' after an array element")
        }
    }

    /// Skips the key at the cursor and returns its bytes, or nil when it has escapes
    /// (its text is then not its value, so no byte comparison may match it).
    mutating func keyBytes() throws -> UnsafeBufferPointer<UInt8>? {
        let start = index + 1
        return try skipString() ? UnsafeBufferPointer(start: base + start, count: index - 1 - start) : nil
    }

    // MARK: Skipping: the same checks, errors and `notCompact` as parsing, nothing built

    mutating func skipValue(depth: Int) throws {
        guard index < count else { throw fail("a JSON value (string, number, object, array, true, false or null), found end of input") }
        switch base[index] {
        case UInt8(ascii: "{"): try skipObject(depth: depth + 1)
        case UInt8(ascii: "["): try skipArray(depth: depth + 1)
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try parseNumber()
        default: throw fail("a JSON value (string, number, object, array, true, false or null)")
        }
    }

    mutating func skipObject(depth: Int) throws {
        _ = try walkObject(depth: depth, key: { try $0.skipString() }) { parser, _ in
            try parser.skipValue(depth: depth)
            return true
        }
    }

    mutating func skipArray(depth: Int) throws {
        try walkArray(depth: depth) { try $0.skipValue(depth: depth) }
    }

    /// Returns false when the string has escapes (its text is not its value).
    @discardableResult
    mutating func skipString() throws -> Bool {
        index += 1  // opening quote
        let start = index
        var ascii = true
        skipPlainASCII()
        while index < count {
            let b = base[index]
            if b == UInt8(ascii: "\"") {
                // Parsing repairs invalid UTF-8, which changes the text written back.
                if !ascii && !Parser.isValidUTF8(base + start, index - start) { notCompact = true }
                index += 1
                return true
            }
            if b == UInt8(ascii: "\\") {
                try skipEscapedString()
                return false
            }
            if b < 0x20 { throw fail("a closing '\"' (control characters must be escaped in strings)") }
            if b >= 0x80 { ascii = false }
            index += 1
        }
        throw fail("a closing '\"' before end of input")
    }

    /// `parseEscapedString`'s checks, from the first backslash.
    mutating func skipEscapedString() throws {
        notCompact = true
        while index < count {
            let b = base[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return
            }
            if b < 0x20 { throw fail("a closing '\"' (control characters must be escaped in strings)") }
            index += 1
            if b != UInt8(ascii: "\\") { continue }
            guard index < count else { break }
            let e = base[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                continue
            case UInt8(ascii: "u"):
                let scalar = try hex4()
                if scalar >= 0xD800 && scalar < 0xDC00,
                   index + 1 < count && base[index] == UInt8(ascii: "\\") && base[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    _ = try hex4()
                }
            default:
                index -= 1
                throw fail("a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
            }
        }
        throw fail("a closing '\"' before end of input")
    }

    static func isValidUTF8(_ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        var iterator = UnsafeBufferPointer(start: p, count: n).makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Skips the plain ASCII bytes of a string eight at a time: stops at the first
    /// quote, backslash, control character or non-ASCII byte (or near the end).
    @inline(__always)
    mutating func skipPlainASCII() {
        let raw = UnsafeRawPointer(base)
        while index + 8 <= count {
            let special = JSONBytes.special(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self), nonASCII: true)
            if special != 0 {
                index += JSONBytes.firstFlagged(special)
                return
            }
            index += 8
        }
    }

    mutating func parseString() throws -> String {
        index += 1  // opening quote
        let start = index
        skipPlainASCII()
        while index < count {
            let b = base[index]
            if b == UInt8(ascii: "\"") {
                if let known = Parser.interned(base + start, index - start) {
                    index += 1
                    return known
                }
                let s = String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
                if s.utf8.count != index - start { notCompact = true }  // invalid UTF-8 was repaired
                index += 1
                return s
            }
            if b == UInt8(ascii: "\\") { return try parseEscapedString(start: start) }
            if b < 0x20 { throw fail("a closing '\"' (control characters must be escaped in strings)") }
            index += 1
        }
        throw fail("a closing '\"' before end of input")
    }

    /// The keys of event lines and push payloads that recur on every line, as string
    /// literals (no allocation, no UTF-8 validation, no reference counting): equal to
    /// what decoding their bytes gives.
    @inline(__always)
    static func interned(_ p: UnsafePointer<UInt8>, _ n: Int) -> String? {
        @inline(__always) func match(_ s: StaticString) -> Bool { HostPlatform.bytesEqual(p, s.utf8Start, count: n) }
        switch n {
        case 2: return match("id") ? "id" : nil
        case 3: return match("aps") ? "aps" : nil
        case 4:
            switch p[0] {
            case UInt8(ascii: "b"): return match("body") ? "body" : nil
            case UInt8(ascii: "d"): return match("data") ? "data" : nil
            case UInt8(ascii: "p"): return match("push") ? "push" : nil
            case UInt8(ascii: "s"): return match("sfdc") ? "sfdc" : nil
            case UInt8(ascii: "t"): return match("type") ? "type" : (match("text") ? "text" : nil)
            default: return nil
            }
        case 5:
            switch p[0] {
            case UInt8(ascii: "a"): return match("alert") ? "alert" : nil
            case UInt8(ascii: "t"): return match("title") ? "title" : nil
            case UInt8(ascii: "v"): return match("value") ? "value" : nil
            default: return nil
            }
        case 6: return match("action") ? "action" : (match("format") ? "format" : nil)
        case 7: return match("subject") ? "subject" : (match("default") ? "default" : nil)
        case 8: return match("category") ? "category" : (match("response") ? "response" : nil)
        case 9: return match("recipient") ? "recipient" : nil
        case 13: return match("category-name") ? "category-name" : nil
        case 16: return match("category-actions") ? "category-actions" : nil
        case 19: return match("notification-action") ? "notification-action" : nil
        default: return nil
        }
    }

    mutating func parseEscapedString(start: Int) throws -> String {
        notCompact = true
        var buffer: [UInt8] = []
        buffer.reserveCapacity(index - start + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
        while index < count {
            let b = base[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if b < 0x20 { throw fail("a closing '\"' (control characters must be escaped in strings)") }
            if b != UInt8(ascii: "\\") {
                buffer.append(b)
                index += 1
                continue
            }
            index += 1
            guard index < count else { break }
            let e = base[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""): buffer.append(0x22)
            case UInt8(ascii: "\\"): buffer.append(0x5C)
            case UInt8(ascii: "/"): buffer.append(0x2F)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    // A high surrogate must be followed by \u and a low surrogate.
                    if index + 1 < count && base[index] == UInt8(ascii: "\\") && base[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        if low >= 0xDC00 && low < 0xE000 {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            scalar = 0xFFFD
                        }
                    } else {
                        scalar = 0xFFFD
                    }
                } else if scalar >= 0xDC00 && scalar < 0xE000 {
                    scalar = 0xFFFD
                }
                appendUTF8(&buffer, scalar)
            default:
                index -= 1
                throw fail("a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
            }
        }
        throw fail("a closing '\"' before end of input")
    }

    mutating func hex4() throws -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < count else { throw fail("four hex digits after \\u") }
            let b = base[index]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("four hex digits after \\u")
            }
            v = v << 4 | d
            index += 1
        }
        return v
    }

    func appendUTF8(_ buffer: inout [UInt8], _ scalar: UInt32) {
        switch scalar {
        case 0..<0x80: buffer.append(UInt8(scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | (scalar >> 6)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | (scalar >> 12)))
            buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            buffer.append(UInt8(0xF0 | (scalar >> 18)))
            buffer.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    mutating func parseNumber() throws -> Double {
        let start = index
        var negative = false
        if base[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < count, isDigit(base[index]) else { throw fail("a digit") }
        var mantissa: UInt64 = 0
        var digits = 0
        if base[index] == UInt8(ascii: "0") {
            index += 1
            if index < count && isDigit(base[index]) { throw fail("'.', 'e' or the end of the number (no leading zeros)") }
        } else {
            while index < count && isDigit(base[index]) {
                mantissa = mantissa &* 10 &+ UInt64(base[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
        }
        var simple = digits <= 15
        if index < count && base[index] == UInt8(ascii: ".") {
            simple = false
            index += 1
            guard index < count, isDigit(base[index]) else { throw fail("a digit after '.'") }
            while index < count && isDigit(base[index]) { index += 1 }
        }
        if index < count && (base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E")) {
            simple = false
            index += 1
            if index < count && (base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < count, isDigit(base[index]) else { throw fail("a digit in the exponent") }
            while index < count && isDigit(base[index]) { index += 1 }
        }
        if negative && mantissa == 0 { simple = false }  // -0 prints as 0
        if !simple { notCompact = true }
        if simple {
            let d = Double(mantissa)
            return negative ? -d : d
        }
        // General case: strtod over a NUL-terminated copy.
        let length = index - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { tmp in
            for k in 0..<length { tmp[k] = CChar(bitPattern: base[start + k]) }
            tmp[length] = 0
            return HostPlatform.parseDouble(tmp.baseAddress!)
        }
    }
}

/// Eight string bytes at a time (SWAR), for the parser's and the writer's plain runs.
enum JSONBytes {
    /// The high bit of each byte of `word` that a JSON string cannot hold as it is: a
    /// quote, a backslash or a control character, and with `nonASCII` a byte ≥ 0x80.
    /// The lowest flagged byte is always a real one (false flags only sit above it).
    @inline(__always)
    static func special(_ word: UInt64, nonASCII: Bool) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        return (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | control | (nonASCII ? word : 0))
            & (ones &* 0x80)
    }

    /// How many bytes come before the first flagged one.
    @inline(__always)
    static func firstFlagged(_ special: UInt64) -> Int { special.trailingZeroBitCount >> 3 }
}
