import Foundation

/// The lines around an error's place, marked as `@babel/code-frame`'s `codeFrameColumns`
/// marks them (what Jest and Vite print): two lines above and three below, a `>` on the
/// error's line, a gutter `N |`, and a `^` under the column when it is known.
public enum CodeFrame {
    public static func render(source: String, line: Int, column: Int?, above: Int = 2, below: Int = 3) -> String? {
        // The lines as `split(separator: "\n")` over Characters makes them (a "\r\n" is one
        // Character there, so only a "\n" byte not after a "\r" ends a line), found in the
        // bytes: splitting by Character cost ~1.6 M instructions a failing test's frame,
        // a tenth of `jshost test` on the conformance corpus (docs/performance.md).
        let bytes = Array(source.utf8)
        var ends: [Int] = []  // the byte offset of each line's end (its "\n", or the end)
        for (offset, byte) in bytes.enumerated() where byte == 0x0A && (offset == 0 || bytes[offset - 1] != 0x0D) {
            ends.append(offset)
        }
        ends.append(bytes.count)
        func text(ofLine number: Int) -> String {
            let start = number == 1 ? 0 : ends[number - 2] + 1
            var end = ends[number - 1]
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }  // a final "\r" is dropped
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var count = ends.count
        if count > 1, text(ofLine: count).isEmpty { count -= 1 }  // the file's final newline ends a line; it starts none
        guard line >= 1, line <= count else { return nil }
        let first = max(1, line - above), last = min(count, line + below)
        let gutter = String(last).count
        var out: [String] = []
        for number in first...last {
            let text = text(ofLine: number)
            let label = String(repeating: " ", count: gutter - String(number).count) + String(number)
            out.append((number == line ? "> " : "  ") + label + " |" + (text.isEmpty ? "" : " " + text))
            if number == line, let column, column >= 1 {
                // Tabs before the column stay tabs, so the caret lines up in a terminal.
                let lead = text.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
                out.append("  " + String(repeating: " ", count: gutter) + " | " + lead + "^")
            }
        }
        return out.joined(separator: "\n")
    }

    /// The frame for `file` when it is one of `readable` (the files the run loaded: no other
    /// path an error names is read) and at most 1 MiB.
    public static func forFile(_ file: String, line: Int, column: Int?, readable: Set<String>) -> String? {
        guard readable.contains(file),
              let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size <= 1 << 20,
              let source = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        return render(source: source, line: line, column: column)
    }
}
