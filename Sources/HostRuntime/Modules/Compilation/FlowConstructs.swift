import Foundation

/// Flow syntax newer than what Debian's node-flow-remove-types reads (it parses with
/// babylon 6, which predates these): when a `@flow` file fails to load, the error names
/// the construct and its line instead of the parser's "Unexpected token" (docs/modules.md,
/// "Flow"). Each construct is recognised by the shape the Flow docs give it
/// (flow.org/en/docs/types: keyof, conditional, mapped types, type guards, `as` casts,
/// enums, component and hook syntax, render types).
enum FlowConstructs {
    struct Found: Equatable {
        let construct: String
        let line: Int
        let text: String
    }

    /// (what it is, a pattern of its shape on one line).
    private static let shapes: [(String, String)] = [
        ("a Flow enum (enum Name {…})", #"^\s*(export\s+)?enum\s+[A-Za-z_$][\w$]*\s*(of\s+\w+\s*)?\{"#),
        ("component syntax (component Name(…) {…})", #"^\s*(export\s+(default\s+)?)?(declare\s+)?component\s+[A-Za-z_$][\w$]*\s*[(<]"#),
        ("hook syntax (hook useName(…) {…})", #"^\s*(export\s+(default\s+)?)?hook\s+use[\w$]*\s*[(<]"#),
        ("a render type (renders T)", #"\)\s*:?\s*renders[?*]?\s+[A-Za-z_$]"#),
        ("the keyof type operator (keyof T)", #"[:=<,|&(]\s*\$?keyof\s+[A-Za-z_${(]"#),
        ("a conditional type (T extends U ? X : Y)", #"type\s+[\w$]+\s*(<[^=]*>)?\s*=.*\bextends\b[^?]*\?"#),
        ("a mapped type ({[K in keyof O]: T})", #"\{\s*(\+|-)?\[\s*[A-Za-z_$][\w$]*\s+in\s+"#),
        ("a type guard (x is T)", #"\)\s*:\s*(implies\s+)?[A-Za-z_$][\w$]*\s+is\s+[A-Za-z_$'"{\[]"#),
        ("an `as` type cast (value as T)", #"[\w$)\]}'"]\s+as\s+(const\b|[A-Z$][\w$<>.\[\]]*|string\b|number\b|boolean\b|mixed\b|any\b)"#),
    ]

    /// The first newer construct of `source` (a Flow file), or nil. Comments are not
    /// looked at.
    static func first(in source: String) -> Found? {
        let compiled = shapes.map { ($0.0, try! NSRegularExpression(pattern: $0.1)) }
        var inBlockComment = false
        for (index, raw) in source.components(separatedBy: "\n").enumerated() {
            var line = raw
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = String(line[end.upperBound...])
                inBlockComment = false
            }
            if let start = line.range(of: "/*") {
                if let end = line[start.upperBound...].range(of: "*/") { line.removeSubrange(start.lowerBound..<end.upperBound) }
                else { line = String(line[..<start.lowerBound]); inBlockComment = true }
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            let range = NSRange(line.startIndex..., in: line)
            for (construct, pattern) in compiled where pattern.firstMatch(in: line, range: range) != nil {
                return Found(construct: construct, line: index + 1, text: raw.trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    /// The construct at the position a flow-remove-types error reports (`Unexpected token
    /// (4:74)`): JavaScript newer than babylon 6 (`??`, `?.`, a `#private` member) by name,
    /// anything else as the text there. Nil without a position.
    static func at(errorMessage: String, in source: String) -> Found? {
        guard let open = errorMessage.range(of: "(", options: .backwards),
              let close = errorMessage.range(of: ")", options: .backwards), open.upperBound < close.lowerBound else { return nil }
        let numbers = errorMessage[open.upperBound..<close.lowerBound].split(separator: ":").compactMap { Int($0) }
        guard numbers.count == 2 else { return nil }
        let lines = source.components(separatedBy: "\n")
        guard numbers[0] >= 1, numbers[0] <= lines.count else { return nil }
        let line = lines[numbers[0] - 1]
        let rest = String(line.dropFirst(max(0, numbers[1])))
        // babylon reports some tokens one character in (`c?.id`: at the `.`).
        let from = { (prefix: String) in rest.hasPrefix(prefix) || String(line.dropFirst(max(0, numbers[1] - 1))).hasPrefix(prefix) }
        let construct: String
        if rest.hasPrefix("??=") || rest.hasPrefix("||=") || rest.hasPrefix("&&=") { construct = "a logical assignment (`\(rest.prefix(3))`)" }
        else if from("??") { construct = "the nullish-coalescing operator (`??`)" }
        else if from("?.") { construct = "optional chaining (`?.`)" }
        else if rest.hasPrefix("#") { construct = "a private class member (`#name`)" }
        else if let found = first(in: source), found.line == numbers[0] { return found }
        else { construct = "syntax its parser does not know at column \(numbers[1] + 1) (`\(rest.prefix(20))`)" }
        return Found(construct: construct, line: numbers[0], text: line.trimmingCharacters(in: .whitespaces))
    }

    /// The error for `found` in the Flow file at `path`.
    static func message(_ found: Found, path: String) -> String {
        "\(path):\(found.line): this Flow file uses \(found.construct) — `\(found.text)` — which jshost cannot read: it removes "
            + "Flow types with Debian's node-flow-remove-types, whose parser (babylon 6) predates it. Give jshost a build "
            + "of the module without Flow types with --map NAME=./path/to/file.js (a package's compiled `lib` or `dist` file), "
            + "or write that line in the older syntax"
    }
}
