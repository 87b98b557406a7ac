import Foundation

/// The lines around an error's place, marked as `@babel/code-frame`'s `codeFrameColumns`
/// marks them (what Jest and Vite print): two lines above and three below, a `>` on the
/// error's line, a gutter `N |`, and a `^` under the column when it is known.
public enum CodeFrame {
    public static func render(source: String, line: Int, column: Int?, above: Int = 2, below: Int = 3) -> String? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        if lines.count > 1, lines.last == "" { lines.removeLast() }  // the file's final newline ends a line; it starts none
        guard line >= 1, line <= lines.count else { return nil }
        let first = max(1, line - above), last = min(lines.count, line + below)
        let gutter = String(last).count
        var out: [String] = []
        for number in first...last {
            let text = lines[number - 1]
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
