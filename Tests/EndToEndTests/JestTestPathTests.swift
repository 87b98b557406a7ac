import Foundation
import JSHostKit
import Testing

/// How `jshost test` names test files that are not under the current folder
/// (docs/testing.md, "Which files run"): as Jest 29 does. The expected lines below are what
/// Debian's Jest 29 (`../shared/tools/real-jest --ci=false --watchman=false`) printed for
/// the same files, run from the same folder; jshost's report has its own layout around them.
@Suite struct JestTestPathTests {
    /// A config at the project's top; run from `a/`, Jest's roots (rootDir) cover the files
    /// above and beside it.
    static let project = [
        "jest.config.js": "module.exports = {};\n",
        "lib/sum.js": "module.exports = function sum(a, b) {\n  if (a > 100) return 0;\n  return a + b;\n};\n",
        "a/deep/x.test.js": "const sum = require('../../lib/sum');\ntest('adds', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n",
        "b/y.test.js": """
            const sum = require('../lib/sum');
            describe('group', () => {
              test('fails', () => {
                expect(sum(1, 2)).toBe(4);
              });
            });

            """,
        "b/snap.test.js": "test('snap', () => { expect({ a: 1 }).toMatchSnapshot(); });\n",
        "top.test.js": "test('top', () => { expect(1).toBe(1); });\n",
    ]

    /// Real Jest, from `a/`:
    ///     FAIL ../b/y.test.js
    ///       ● group › fails
    ///       …
    ///           at Object.<anonymous> (b/y.test.js:4:23)
    ///     PASS deep/x.test.js
    ///     PASS ../top.test.js
    /// The header is relative to the current folder (jest-reporters `formatTestPath`), a
    /// failure's file reference relative to rootDir (jest-message-util `formatPath`), and
    /// `--json`'s `testResults[].name` absolute.
    @Test func filesAboveTheCurrentFolderAreNamedWithDotDot() throws {
        let folder = try TemporaryFolder(Self.project)
        let root = folder.url.resolvingSymlinksInPath()
        // --ci=false: the snapshot is written even where CI=true is set (as in CI), as Jest would.
        let result = try JSHost.run(["test", "--jobs", "1", "--ci=false"], in: root.appendingPathComponent("a"))
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
            .map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        #expect(headers == ["PASS ../b/snap.test.js", "FAIL ../b/y.test.js", "PASS ../top.test.js", "PASS deep/x.test.js"], "\(result.stdout)")
        #expect(result.stdout.contains("    at b/y.test.js:4:"), "\(result.stdout)")
        #expect(!result.stdout.contains(root.path), "\(result.stdout)")
        // Snapshots are kept beside the test file wherever it is.
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("b/__snapshots__/snap.test.js.snap").path))

        let tap = try JSHost.run(["test", "--reporter", "tap"], in: root.appendingPathComponent("a"))
        #expect(tap.stdout.contains("not ok 2 - ../b/y.test.js > group > fails\n"), "\(tap.stdout)")
        #expect(tap.stdout.contains("ok 4 - deep/x.test.js > adds\n"), "\(tap.stdout)")

        let json = try JSHost.run(["test", "--json"], in: root.appendingPathComponent("a"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let names = (report["testResults"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }.sorted()
        #expect(names == ["a/deep/x.test.js", "b/snap.test.js", "b/y.test.js", "top.test.js"].map { root.appendingPathComponent($0).path })
    }

    /// `rootDir: '..'` in a config in the current folder: real Jest printed
    ///     FAIL ../src/z.test.js
    ///           at Object.<anonymous> (src/z.test.js:2:15)
    ///     PASS ./c.test.js
    @Test func aRootDirAboveTheCurrentFolder() throws {
        let folder = try TemporaryFolder([
            "config/jest.config.js": "module.exports = { rootDir: '..' };\n",
            "src/z.test.js": "test('z fails', () => {\n  expect([1]).toEqual([2]);\n});\n",
            "config/c.test.js": "test('c', () => {});\n",
        ])
        // (`src` is outside the project root, config/: Jest's rootDir does not widen what
        // tests may read, --allow-read does; docs/testing.md.)
        let result = try JSHost.run(["test", "--allow-read=\(folder.path("src"))"], in: folder.url.appendingPathComponent("config"))
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("FAIL ../src/z.test.js "), "\(result.stdout)")
        #expect(result.stdout.contains("    at src/z.test.js:2:"), "\(result.stdout)")
        #expect(result.stdout.contains("PASS ./c.test.js "), "\(result.stdout)")
    }

    /// Jest's `formatTestPath`: the folder dimmed, `./` for the current one, the name bold.
    @Test func theHeaderDimsTheFolderAndBoldsTheName() {
        var out = ""
        let reporter = SpecReporter(color: true) { out += $0 }
        for path in ["c.test.js", "../b/y.test.js"] {
            reporter.report(TestFileResult(path: path, tests: [TestCaseResult(names: ["t"], status: .passed)]))
        }
        #expect(out.contains(" \u{1B}[2m./\u{1B}[0m\u{1B}[1mc.test.js\u{1B}[0m "), "\(out.debugDescription)")
        #expect(out.contains(" \u{1B}[2m../b/\u{1B}[0m\u{1B}[1my.test.js\u{1B}[0m "), "\(out.debugDescription)")
    }

    /// When a config's testMatch or testRegex decides which files are tests and none is, the
    /// message lists those patterns, as Jest's does (jest-core getNoTestFoundVerbose.ts). Real
    /// Jest for the first project (Debian's adds `\.pc/` to the ignore patterns and a last
    /// line `Pattern:  - 0 matches`):
    ///     No tests found, exiting with code 1
    ///     Run with `--passWithNoTests` to exit with code 0
    ///     In /tmp/…
    ///       4 files checked.
    ///       testMatch: **/specs/**/*.spec.js - 0 matches
    ///       testPathIgnorePatterns: /node_modules/, \.pc/ - 4 matches
    ///       testRegex:  - 0 matches
    @Test func noTestsFoundListsTheConfigsPatterns() throws {
        let files = ["package.json": #"{"name": "app"}"#, "src/a.js": "module.exports = 1;\n",
                     "src/a.test.js": "test('a', () => {});\n", "node_modules/kit/kit.spec.js": "\n"]
        let globbed = try TemporaryFolder(files.merging(["jest.config.js": "module.exports = { testMatch: ['**/specs/**/*.spec.js'] };\n"]) { $1 })
        let root = globbed.url.resolvingSymlinksInPath()
        let result = try JSHost.run(["test"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr == """
            jshost: No tests found, exiting with code 1
            Run with `--passWithNoTests` to exit with code 0
            In \(root.path)
              4 files checked.
              testMatch: **/specs/**/*.spec.js - 0 matches
              testPathIgnorePatterns: /node_modules/ - 4 matches

            """, "\(result.stderr)")
        #expect(!result.stderr.contains("*.test.js"))

        let regex = try TemporaryFolder(files.merging(["jest.config.js": #"module.exports = { testRegex: '/specs/.*\\.spec\\.js$', testPathIgnorePatterns: ['/fixtures/'] };"# + "\n"]) { $1 })
        let passing = try JSHost.run(["test", "--passWithNoTests"], in: regex.url)
        #expect(passing.status == 0)
        #expect(passing.stderr.hasPrefix("jshost: No tests found, exiting with code 0\nIn "), "\(passing.stderr)")
        #expect(passing.stderr.hasSuffix("\n  testRegex: /specs/.*\\.spec\\.js$ - 0 matches\n  testPathIgnorePatterns: /fixtures/ - 4 matches\n"), "\(passing.stderr)")

        // Without a config file jshost's names count too, beside Jest's default testMatch.
        let plain = try TemporaryFolder(["src/a.js": "module.exports = 1;\n"])
        let none = try JSHost.run(["test"], in: plain.url)
        #expect(none.status == 1)
        #expect(none.stderr.contains("\n  1 file checked.\n  jshost's names: *.test.js, *.test.mjs, "), "\(none.stderr)")
        #expect(none.stderr.contains("\n  testMatch: **/__tests__/**/*.[jt]s?(x), **/?(*.)+(spec|test).[tj]s?(x) - 0 matches\n"), "\(none.stderr)")
    }
}
