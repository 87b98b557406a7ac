import JSHostKit
import Testing

/// The code frame under an error (JSHostKit's CodeFrame): its lines are found in the bytes,
/// as `split(separator: "\n")` over Characters finds them (a "\r\n" is one Character, so a
/// "\n" after a "\r" ends no line there; a final "\r" of a line is dropped).
@Suite struct CodeFrameTests {
    /// What the frame was made from before the byte scan (the reference).
    static func reference(source: String, line: Int, column: Int?, above: Int = 2, below: Int = 3) -> String? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        guard line >= 1, line <= lines.count else { return nil }
        let first = max(1, line - above), last = min(lines.count, line + below)
        let gutter = String(last).count
        var out: [String] = []
        for number in first...last {
            let text = lines[number - 1]
            let label = String(repeating: " ", count: gutter - String(number).count) + String(number)
            out.append((number == line ? "> " : "  ") + label + " |" + (text.isEmpty ? "" : " " + text))
            if number == line, let column, column >= 1 {
                let lead = text.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
                out.append("  " + String(repeating: " ", count: gutter) + " | " + lead + "^")
            }
        }
        return out.joined(separator: "\n")
    }

    @Test func framesAreThoseOfTheCharacterSplit() {
        let sources = [
            "", "\n", "\n\n", "a", "a\n", "a\nb", "a\nb\n", "a\n\nb\n\n",
            "one\r\ntwo\r\nthree\r\n", "mixed\r\nlines\nhere\r\n", "lone\rcr\nx\r", "end\n\r",
            "\tindented\n\t\ttwice = é + 😀;\nthrow new Error('x')\n",
            (1...120).map { "line \($0)" }.joined(separator: "\n") + "\n",
        ]
        for source in sources {
            for line in [-1, 0, 1, 2, 3, 5, 60, 119, 120, 121, 200] {
                for column in [nil, 0, 1, 3, 40] as [Int?] {
                    #expect(CodeFrame.render(source: source, line: line, column: column) == Self.reference(source: source, line: line, column: column),
                            "\(source.debugDescription) line \(line) column \(String(describing: column))")
                }
            }
        }
    }

    @Test func aFrameMarksTheLineAndTheColumn() {
        let frame = CodeFrame.render(source: "a\nb\nc\nd\ne\nf\ng\n", line: 4, column: 1)
        #expect(frame == "  2 | b\n  3 | c\n> 4 | d\n    | ^\n  5 | e\n  6 | f\n  7 | g")
    }
}
