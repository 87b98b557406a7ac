// Source maps (revision 3, https://sourcemaps.info/spec.html) as esbuild writes them:
// the `mappings` string is decoded here (base64 VLQ), so that a position in generated
// code can be taken back to the user's file.

import Foundation
import JSONSyntax

/// A decoded source map: for each generated line, its segments sorted by column.
public struct SourceMap: Sendable {
    /// One mapping: generated column → (source index, original line, original column), all 0-based.
    struct Segment: Sendable {
        let generatedColumn: Int32
        let source: Int32
        let line: Int32
        let column: Int32
    }

    /// `sources` of the map, as written.
    public let sources: [String]
    private let lines: [[Segment]]

    /// A position in an original file: 1-based line and column, as editors show them.
    public struct Position: Sendable, Equatable {
        public let source: String?
        public let line: Int
        public let column: Int
    }

    /// Parses a source map's JSON text. Throws `SourceMapError` when it is not one.
    public init(json: String) throws {
        guard let object = (try? JSONParser.parse(json))?.objectValue else { throw SourceMapError("not a JSON object") }
        guard let mappings = object["mappings"]?.stringValue else { throw SourceMapError("no \"mappings\"") }
        try self.init(mappings: mappings, sources: object["sources"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }

    /// Decodes a `mappings` string.
    public init(mappings: String, sources: [String] = []) throws {
        self.sources = sources
        var lines: [[Segment]] = []
        var current: [Segment] = []
        // Every field but the generated column is relative to the previous segment of the
        // whole map; the generated column restarts at each line.
        var column: Int32 = 0, source: Int32 = 0, line: Int32 = 0, sourceColumn: Int32 = 0
        var fields: [Int32] = []
        var value: Int32 = 0, shift: Int32 = 0
        func flush() {
            guard !fields.isEmpty else { return }
            column += fields[0]
            if fields.count >= 4 {
                source += fields[1]
                line += fields[2]
                sourceColumn += fields[3]
                current.append(Segment(generatedColumn: column, source: source, line: line, column: sourceColumn))
            }
            fields.removeAll(keepingCapacity: true)
        }
        for byte in mappings.utf8 {
            switch byte {
            case UInt8(ascii: ";"):
                flush()
                column = 0
                current.sort { $0.generatedColumn < $1.generatedColumn }
                lines.append(current)
                current = []
            case UInt8(ascii: ","):
                flush()
            default:
                guard let digit = Self.base64Value(byte) else { throw SourceMapError("bad character '\(Character(Unicode.Scalar(byte)))' in mappings") }
                value |= (digit & 31) << shift
                if digit & 32 != 0 {
                    shift += 5
                    if shift > 30 { throw SourceMapError("VLQ value too large") }
                } else {
                    let negative = value & 1 == 1
                    value >>= 1
                    fields.append(negative ? -value : value)
                    value = 0
                    shift = 0
                }
            }
        }
        flush()
        current.sort { $0.generatedColumn < $1.generatedColumn }
        lines.append(current)
        self.lines = lines
    }

    /// The original position of a generated one (1-based line and column, as
    /// JavaScriptCore reports them): on the segment at or before the column on that
    /// line (the line's first segment for a column before it), moved by the distance
    /// to the nearer of it and the next segment. Nil for a line without mappings.
    public func original(line: Int, column: Int) -> Position? {
        let index = line - 1
        guard index >= 0, index < lines.count else { return nil }
        let segments = lines[index]
        guard let first = segments.first else { return nil }
        let target = Int32(max(column - 1, 0))
        var low = 0, high = segments.count - 1, found = -1
        while low <= high {
            let mid = (low + high) / 2
            if segments[mid].generatedColumn <= target { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        let source: (Segment) -> String? = { segment in
            segment.source >= 0 && Int(segment.source) < self.sources.count ? self.sources[Int(segment.source)] : nil
        }
        guard found >= 0 else { return Position(source: source(first), line: Int(first.line) + 1, column: Int(first.column) + 1) }
        // esbuild maps token starts (and a statement's indentation to its first token):
        // between two segments, count from the nearer one on the same original line.
        let before = segments[found]
        var column = Int(before.column) + Int(target - before.generatedColumn)
        if found + 1 < segments.count {
            let after = segments[found + 1]
            if after.line == before.line, after.source == before.source,
               after.generatedColumn - target < target - before.generatedColumn {
                column = max(Int(after.column) - Int(after.generatedColumn - target), Int(before.column))
            }
        }
        return Position(source: source(before), line: Int(before.line) + 1, column: column + 1)
    }

    /// The JSON of an inline map (`//# sourceMappingURL=data:application/json;base64,…`,
    /// the last such comment of `code`), or nil when there is none.
    public static func inlineJSON(in code: String) -> String? {
        let marker = "//# sourceMappingURL=data:application/json;base64,"
        guard let range = code.range(of: marker, options: .backwards) else { return nil }
        let base64 = code[range.upperBound...].prefix { !$0.isWhitespace }
        guard let data = Data(base64Encoded: String(base64)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func base64Value(_ byte: UInt8) -> Int32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int32(byte - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int32(byte - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }
}

/// A source map that could not be read.
public struct SourceMapError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = "invalid source map: " + description }
}
