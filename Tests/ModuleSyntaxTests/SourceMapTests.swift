import Foundation
import Testing
@testable import ModuleSyntax

/// Source maps as esbuild writes them, and the column moves of the ES-module rewrite:
/// together they take an engine's error position back to the user's TypeScript.
@Suite struct SourceMapTests {
    /// esbuild 0.17's map of
    /// ```
    /// import { sum } from './sum';
    /// interface Case { a: number; b: number; want: number }
    /// test('x', () => {
    ///   const got: number = sum(2, 2);
    ///   console.log(new Error('e').stack);
    ///   expect(got).toBe(5);
    /// });
    /// ```
    /// (the interface line is gone from the output; `: number` too).
    static let esbuildMappings = "AAAA,SAAS,WAAW;AAEpB,KAAK,KAAK,MAAM;AACd,QAAM,MAAc,IAAI,GAAG,CAAC;AAC5B,UAAQ,IAAI,IAAI,MAAM,GAAG,EAAE,KAAK;AAChC,SAAO,GAAG,EAAE,KAAK,CAAC;AACpB,CAAC;"

    @Test func positionsGoBackToTheOriginalLinesAndColumns() throws {
        let map = try SourceMap(mappings: Self.esbuildMappings, sources: ["dbg.test.ts"])
        // `sum` of generated line 3 (column 15) was at column 23 of line 4, after `: number`.
        #expect(map.original(line: 3, column: 15) == SourceMap.Position(source: "dbg.test.ts", line: 4, column: 23))
        // `(` after `expect` on generated line 5: between the statement's segment (mapped
        // from its indentation) and `got`'s, counted from the nearer one.
        #expect(map.original(line: 5, column: 9) == SourceMap.Position(source: "dbg.test.ts", line: 6, column: 9))
        // `new Error(` (the engine names the call's parenthesis).
        #expect(map.original(line: 4, column: 24)?.line == 5)
        #expect(map.original(line: 4, column: 24)?.column == 24)
        #expect(map.original(line: 1, column: 1) == SourceMap.Position(source: "dbg.test.ts", line: 1, column: 1))
        // The line of the sourceMappingURL comment has no mappings; nor has a line past the end.
        #expect(map.original(line: 7, column: 1) == nil)
        #expect(map.original(line: 99, column: 1) == nil)
        #expect(map.original(line: 0, column: 1) == nil)
    }

    @Test func vlqNegativeAndMultiDigitValues() throws {
        // gen 0 → col 1, then gen 2 → col 0 (a -1 delta: "D").
        let negative = try SourceMap(mappings: "AAAC,EAAD")
        #expect(negative.original(line: 1, column: 3) == SourceMap.Position(source: nil, line: 1, column: 1))
        // "gB" is 32 → +16: the segment starts at generated column 16 and maps to line 3 ("AEA").
        let wide = try SourceMap(mappings: "gBAEA", sources: ["a.ts"])
        #expect(wide.original(line: 1, column: 17) == SourceMap.Position(source: "a.ts", line: 3, column: 1))
        // A column before the line's first segment maps to that segment.
        #expect(wide.original(line: 1, column: 1) == SourceMap.Position(source: "a.ts", line: 3, column: 1))
        // Relative fields carry over lines: line 2's segment is one line and two columns on.
        let lines = try SourceMap(mappings: "AAAA;AACE")
        #expect(lines.original(line: 2, column: 1) == SourceMap.Position(source: nil, line: 2, column: 3))
    }

    @Test func badMapsAreErrors() {
        #expect(throws: SourceMapError.self) { try SourceMap(mappings: "AA*A") }
        #expect(throws: SourceMapError.self) { try SourceMap(json: "[1, 2]") }
        #expect(throws: SourceMapError.self) { try SourceMap(json: #"{"version": 3}"#) }
    }

    @Test func inlineMapsAreReadFromTheLastComment() throws {
        let json = #"{"version":3,"sources":["x.ts"],"mappings":"AAAA"}"#
        let code = "let a = 1;\n//# sourceMappingURL=data:application/json;base64,\(Data(json.utf8).base64EncodedString())\n"
        let read = try #require(SourceMap.inlineJSON(in: code))
        #expect(read == json)
        let map = try SourceMap(json: read)
        #expect(map.sources == ["x.ts"])
        #expect(SourceMap.inlineJSON(in: "let a = 1;\n") == nil)
    }

    @Test func columnShiftsUndoTheRewriteOfImportedNames() throws {
        let source = "import { a } from './m.js';\nconsole.log(a, 1);\nconsole.log(2);\n"
        let transform = try transformModule(source: source, filename: "/x.mjs", trackColumns: true)
        let shifts = try #require(transform.columnShifts)
        let line2 = transform.code.split(separator: "\n", omittingEmptySubsequences: false)[1]
        #expect(line2 == "console.log(__jsh_m0.a, 1);")
        // `1` is at column 25 of the code and column 16 of the source.
        #expect(shifts.sourceColumn(line: 2, column: 25) == 16)
        // Before the edit, and on a line without one, columns stay.
        #expect(shifts.sourceColumn(line: 2, column: 5) == 5)
        #expect(shifts.sourceColumn(line: 3, column: 9) == 9)
        // Inside the replacement: the start of the name.
        #expect(shifts.sourceColumn(line: 2, column: 15) == 13)
        // Line 1 starts with the prologue; the source's first column follows it.
        let prologue = transform.code.utf8.count - transform.code.drop(while: { $0 != "\n" }).utf8.count
        #expect(shifts.sourceColumn(line: 1, column: 1) == 1)
        #expect(prologue > 0)
        #expect(try transformModule(source: source, filename: "/x.mjs").columnShifts == nil)
    }
}
