import Foundation
import Testing

/// `/* istanbul ignore … */` hints and `coverageThreshold` under `jshost test --coverage`
/// (docs/testing.md, "Coverage"), against what real Jest 29.3.1 wrote and printed for
/// Tests/Fixtures/coverage-hints and Tests/Fixtures/coverage-threshold.
@Suite struct CoverageHintsTests {
    static let hints = JSHost.repository.appendingPathComponent("Tests/Fixtures/coverage-hints")
    static let threshold = JSHost.repository.appendingPathComponent("Tests/Fixtures/coverage-threshold")

    /// ignore next (statements, functions, methods, a class field, a `case`, a default
    /// value, a `?:` side, a logical operand, both sides of a `?:`), ignore if / else (with
    /// and without an else), a `//` hint, `ignore file`, a c8 hint (not istanbul's), and
    /// where Babel puts a hint or istanbul loses it (lib/edges.js, lib/more-edges.js): the
    /// lcov.info real Jest wrote for the folder, byte for byte.
    @Test func hintedCodeIsCountedAsJestCountsIt() throws {
        let out = try TemporaryFolder()
        let result = try JSHost.run(["test", "--coverage", "--coverageDirectory", out.url.path], in: Self.hints)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let expected = try String(contentsOf: Self.hints.appendingPathComponent("jest-hints.lcov"), encoding: .utf8)
        let lcov = try String(contentsOfFile: out.path("lcov.info"), encoding: .utf8)
        #expect(lcov == expected)
        // The branch whose two paths are hinted away keeps its number (4 is missing), and
        // the file with `ignore file` is not reported at all.
        #expect(lcov.contains("BRDA:37,5,0,1\n") && !lcov.contains("BRDA:33,"), "\(lcov)")
        #expect(!lcov.contains("generated.js") && !result.stdout.contains("generated.js"), "\(result.stdout)")
        // Real Jest's table for the folder.
        #expect(result.stdout.contains("""
            All files      |   89.83 |    71.42 |   95.65 |    92.3 |                   \n\
             edges.js      |      90 |    72.72 |     100 |   89.47 | 10-13             \n\
             hints.js      |    87.5 |    71.42 |      90 |    90.9 | 44,52             \n\
             more-edges.js |   93.33 |    66.66 |     100 |     100 | 35                \n
            """), "\(result.stdout)")
    }

    /// The same source without its hints counts everything: the hints, not the parser,
    /// make the difference.
    @Test func withoutTheHintsEverythingIsCounted() throws {
        let source = try String(contentsOf: Self.hints.appendingPathComponent("lib/hints.js"), encoding: .utf8)
        let generated = try String(contentsOf: Self.hints.appendingPathComponent("lib/generated.js"), encoding: .utf8)
        let test = try String(contentsOf: Self.hints.appendingPathComponent("__tests__/hints.test.js"), encoding: .utf8)
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "nohints"}"#,
            "lib/hints.js": source.replacingOccurrences(of: "istanbul ignore", with: "no hint"),
            "lib/generated.js": generated.replacingOccurrences(of: "istanbul ignore", with: "no hint"),
            "__tests__/hints.test.js": test,
        ])
        let result = try JSHost.run(["test", "--coverage"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lcov = try String(contentsOfFile: folder.path("coverage/lcov.info"), encoding: .utf8)
        #expect(lcov.contains("SF:lib/generated.js\n"))
        #expect(lcov.contains("FN:16,debugOnly\n") && lcov.contains("BRDA:33,4,0,1\n"), "\(lcov)")
        #expect(!result.stdout.contains(" hints.js |    87.5 |"), "\(result.stdout)")
    }

    /// `ignore file` in a file no test loads (collectCoverageFrom): left out too, as Jest's
    /// generateEmptyCoverage leaves it.
    @Test func anIgnoredUnloadedFileIsNotReported() throws {
        let out = try TemporaryFolder()
        let result = try JSHost.run(["test", "--coverage", "--coverageDirectory", out.url.path, "--collectCoverageFrom", "lib/generated.js",
                                     "--collectCoverageFrom", "lib/unloaded.js", "__tests__/hints.test.js"], in: Self.hints)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lcov = try String(contentsOfFile: out.path("lcov.info"), encoding: .utf8)
        #expect(!lcov.contains("generated.js"), "\(lcov)")
        #expect(lcov.contains("SF:lib/unloaded.js\n"), "\(lcov)")
    }
}

extension CoverageHintsTests {
    /// global, a path (`./lib/strict/`), a glob (`./lib/glob/*.js`: each file alone), a path
    /// with no file, percents and (negative) uncovered counts: the messages real Jest
    /// printed, in its order, on stderr; exit status 1 although every test passed.
    @Test func unmetThresholdsFailTheRunWithJestsMessages() throws {
        let result = try JSHost.run(["test", "--coverage", "--coverageDirectory", try TemporaryFolder().url.path], in: Self.threshold)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("\n1 passed, 0 failed\n"), "\(result.stdout)")
        let expected = try String(contentsOf: Self.threshold.appendingPathComponent("jest-threshold-messages.txt"), encoding: .utf8)
            .replacingOccurrences(of: "<dir>", with: Self.threshold.path)
        let messages = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Jest: ") }.map { $0 + "\n" }.joined()
        #expect(messages == expected, "\(result.stderr)")
        // The table is real Jest's too.
        let table = try String(contentsOf: Self.threshold.appendingPathComponent("jest-table.txt"), encoding: .utf8)
        #expect(result.stdout.contains(table), "\(result.stdout)")
    }

    /// Thresholds that are met (and none at all, and a run without --coverage) leave the
    /// exit status to the tests; --json's `success` follows the thresholds.
    @Test func metThresholdsPass() throws {
        let files = [
            "lib.js": "exports.f = (x) => (x ? 1 : 2);\nexports.g = () => 3;\n",
            "a.test.js": "const { f } = require('./lib');\ntest('f', () => { expect(f(1)).toBe(1); });\n",
        ]
        let folder = try TemporaryFolder(files.merging(["package.json": #"{"jest": {"coverageThreshold": {"global": {"statements": 75, "branches": 50, "functions": -1, "lines": 75}}}}"#]) { $1 })
        let met = try JSHost.run(["test", "--coverage"], in: folder.url)
        #expect(met.status == 0, "\(met.stdout)\(met.stderr)")
        #expect(!met.stderr.contains("Jest:"), "\(met.stderr)")
        #expect(try JSHost.run(["test"], in: folder.url).status == 0)
        // One more percent of statements is not met: 75% < 76%.
        try folder.write("package.json", #"{"jest": {"coverageThreshold": {"global": {"statements": 76, "functions": 0}}}}"#)
        let unmet = try JSHost.run(["test", "--coverage", "--json"], in: folder.url)
        #expect(unmet.status == 1)
        #expect(unmet.stderr.contains("Jest: \"global\" coverage threshold for statements (76%) not met: 75%\n"), "\(unmet.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(unmet.stdout.utf8)) as? [String: Any])
        #expect(json["success"] as? Bool == false && json["numFailedTests"] as? Int == 0)
        // Without --coverage thresholds are not checked (Jest checks them with coverage only).
        #expect(try JSHost.run(["test"], in: folder.url).status == 0)
        // A threshold that is not a number is a usage error naming it.
        try folder.write("package.json", #"{"jest": {"coverageThreshold": {"global": {"lines": "80"}}}}"#)
        let bad = try JSHost.run(["test", "--coverage"], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(#""coverageThreshold"."global".lines must be a number"#), "\(bad.stderr)")
    }
}

extension CoverageHintsTests {
    /// Jest's path keys are plain prefixes of the absolute path: `./src` also takes
    /// `src-old/b.js`, `./src/` (trailing slash kept) does not; a glob no file matches is
    /// "not found". The messages real Jest 29.3.1 printed for this project.
    @Test func pathKeysArePrefixesAsInJest() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "pre", "jest": {"coverageThreshold": {"./src": {"functions": 100}, "./src/": {"functions": 60}, "**/other/*.js": {"lines": 100}}}}"#,
            "src/a.js": "exports.a = () => 1;\nexports.unused = () => 2;\n",
            "src-old/b.js": "exports.b = () => 1;\n",
            "x.test.js": "const { a } = require('./src/a');\nconst { b } = require('./src-old/b');\ntest('x', () => { expect(a() + b()).toBe(2); });\n",
        ])
        let result = try JSHost.run(["test", "--coverage"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("""
            Jest: "./src" coverage threshold for functions (100%) not met: 66.66%
            Jest: "./src/" coverage threshold for functions (60%) not met: 50%
            Jest: Coverage data for **/other/*.js was not found.

            """), "\(result.stderr)")
    }
}
