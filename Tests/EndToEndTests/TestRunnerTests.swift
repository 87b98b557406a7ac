import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import JSHostKit
import Testing

/// `jshost test` (issue 7): the runner library on the fixtures in
/// `Tests/Fixtures/testrunner/` (outside any target), and the built binary
/// for exit codes and reporters.
@Suite struct TestRunnerTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/Fixtures/testrunner")

    static func run(_ paths: [String], filter: String? = nil, timeout: Double = 5, jobs: Int = 2) throws -> [TestFileResult] {
        let options = TestRunOptions(paths: paths, filter: filter, jobs: jobs, testTimeout: timeout)
        let runner = TestRunner(options: options)
        return runner.run(try runner.files(in: fixtures.path))
    }

    static func test(_ results: [TestFileResult], _ fullName: String) -> TestCaseResult? {
        results.flatMap(\.tests).first { $0.fullName == fullName }
    }

    // MARK: Discovery and sharding

    @Test func discoveryFindsTestFilesSortedAndSkipsNodeModules() throws {
        let files = try TestDiscovery.find(paths: [], in: Self.fixtures.path).map(\.path)
        #expect(files == ["fail/failing.test.js", "fail/skip-only.test.js", "fail/timeouts.test.js", "fail/toplevel.test.js",
                          "pass/api.test.js", "pass/module.test.mjs", "pass/send-email.test.js"])
        #expect(try TestDiscovery.find(paths: ["pass/api.test.js", "pass"], in: Self.fixtures.path).count == 3)
        #expect(throws: TestRunnerError.noMatchingTestFiles(["nowhere"])) { try TestDiscovery.find(paths: ["nowhere"], in: Self.fixtures.path) }
        #expect(try TestDiscovery.find(paths: ["send"], in: Self.fixtures.path).map(\.path) == ["pass/send-email.test.js"])
        #expect {
            try TestDiscovery.find(paths: ["empty"], in: Self.fixtures.path)
        } throws: { error in
            guard case let TestRunnerError.noTestFiles(found) = error else { return false }
            // `empty` holds one file, `.keep`, which no rule takes.
            return found.roots == ["empty"] && found.folders == [Self.fixtures.appendingPathComponent("empty").standardizedFileURL.path]
                && found.filesChecked == 1 && found.rules.map(\.name) == ["jshost's names", "testMatch", "testPathIgnorePatterns"]
                && found.rules.map(\.matches) == [0, 0, 1]
        }
    }

    @Test func everyFileLandsInExactlyOneShard() throws {
        for fileCount in 0...23 {
            let files = (0..<fileCount).map { "f\($0).test.js" }
            for count in 1...7 {
                let shards = try (1...count).map { try TestShard(index: $0, count: count).select(files) }
                let all = shards.flatMap { $0 }
                #expect(all.sorted() == files.sorted(), "files \(fileCount), shards \(count)")
                #expect(Set(all).count == all.count)
                let sizes = shards.map(\.count)
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
            }
        }
        #expect(try TestShard(parsing: "2/3").select(Array(0..<8)) == [1, 4, 7])
        for bad in ["0/3", "4/3", "1/0", "a/b", "3", "1/2/3", ""] {
            #expect(throws: TestRunnerError.badShard(bad)) { try TestShard(parsing: bad) }
        }
    }

    // MARK: Running

    @Test func passingFixturesPass() throws {
        let results = try Self.run(["pass"])
        let summary = TestRunSummary(files: results, durationMs: 0)
        #expect(summary.failed == 0, "\(results.flatMap(\.tests).filter { $0.status == .failed })")
        #expect(summary.passed >= 15)
        #expect(summary.skipped == 1)
        #expect(Self.test(results, "write more tests")?.isTodo == true)
        #expect(Self.test(results, "console output is captured")?.output == ["hello from a test"])
        #expect(Self.test(results, "async > awaits timers on the virtual clock")?.status == .passed)
        #expect(Self.test(results, "advanceAsync runs promise continuations between timers")?.status == .passed)
        #expect(Self.test(results, "send-email action > tapping sendEmail composes the email, then alerts")?.status == .passed)
    }

    @Test func failedExpectationsShowExpectedReceivedAndLocation() throws {
        let results = try Self.run(["fail/failing.test.js"])
        let toBe = try #require(Self.test(results, "failures > toBe mismatch"))
        #expect(toBe.status == .failed)
        #expect(toBe.failure?.message == "expect(received).toBe(expected) // Object.is equality\n\nExpected: 3\nReceived: 2")
        #expect(toBe.failure?.location == "fail/failing.test.js:3:11")

        let diff = try #require(Self.test(results, "failures > object diff")?.failure)
        #expect(diff.message.contains("- Expected  - 1\n+ Received  + 1"))
        #expect(diff.message.contains("-   \"subject\": \"Invoice 42\",\n+   \"subject\": \"Invoice 43\","))
        #expect(diff.message.contains("    \"kind\": \"email\","))
        #expect(diff.location == "fail/failing.test.js:7:11")

        let thrown = try #require(Self.test(results, "failures > a thrown error")?.failure)
        #expect(thrown.message.hasPrefix("TypeError: "))
        #expect(thrown.location == "fail/failing.test.js:12:9")

        #expect(Self.test(results, "failures > passes between failures")?.status == .passed)
        let effect = try #require(Self.test(results, "failures > missing effect")?.failure)
        #expect(effect.message.contains("Expected an effect matching: { kind: 'email' }"))
        let rejected = try #require(Self.test(results, "failures > async rejection")?.failure)
        #expect(rejected.message == "Error: async boom")
        #expect(rejected.location == "fail/failing.test.js:25:20")
    }

    @Test func timeoutsFailThatTestAndTheRestStillRun() throws {
        let start = Date()
        let results = try Self.run(["fail/timeouts.test.js"], timeout: 0.3)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(Self.test(results, "never settles")?.failure?.message.hasPrefix("Exceeded timeout of 300 ms of virtual time") == true)
        #expect(Self.test(results, "spins forever")?.failure?.message.contains("CPU-time budget") == true)
        #expect(Self.test(results, "spins in a timer")?.failure?.message.contains("timer callback exceeded") == true)
        #expect(Self.test(results, "custom timeout")?.failure?.message.hasPrefix("Exceeded timeout of 1000 ms") == true)
        #expect(Self.test(results, "still runs after the timeouts")?.status == .passed)
        #expect(Self.test(results, "times out and leaves a timer behind")?.failure?.message.hasPrefix("Exceeded timeout of 300 ms") == true)
        #expect(Self.test(results, "does not see the timers of a test that timed out")?.status == .passed,
                "\(Self.test(results, "does not see the timers of a test that timed out")?.failure?.message ?? "")")
    }

    @Test func aTopLevelThrowFailsTheFileWithItsLocation() throws {
        let results = try Self.run(["fail/toplevel.test.js"])
        let file = try #require(results.first)
        #expect(file.tests.isEmpty)
        #expect(file.failed == 1)
        #expect(file.errors.first?.message.contains("Error: top-level boom") == true)
        #expect(file.errors.first?.location == "fail/toplevel.test.js:4:18")
    }

    @Test func skipAndOnly() throws {
        let results = try Self.run(["fail/skip-only.test.js"])
        let statuses = Dictionary(uniqueKeysWithValues: results.flatMap(\.tests).map { ($0.fullName, $0.status) })
        #expect(statuses == [
            "not only: skipped": .skipped, "the only one": .passed, "an only suite > runs": .passed,
            "an only suite > skip wins": .skipped, "skipped suite > only inside skip is skipped": .skipped,
        ])
    }

    @Test func filterKeepsMatchingFullNamesOnly() throws {
        let results = try Self.run(["pass"], filter: "send-email action > tapping")
        #expect(results.flatMap(\.tests).map(\.fullName) == ["send-email action > tapping sendEmail composes the email, then alerts"])
        #expect(results.flatMap(\.tests).first?.status == .passed)
    }

    @Test func aBrokenTestFileInATemporaryFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-testrunner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "test('ok', () => {\n  expect(1).toBe(1)\n".write(to: folder.appendingPathComponent("syntax.test.js"), atomically: true, encoding: .utf8)
        try """
        beforeAll(() => { throw new Error('no set-up') });
        describe('d', () => { test('a', () => {}); });
        test('after', () => {});
        afterAll(() => Promise.reject(new Error('no tear-down')));
        """.write(to: folder.appendingPathComponent("hooks.test.js"), atomically: true, encoding: .utf8)
        let runner = TestRunner(options: TestRunOptions(jobs: 1))
        let results = runner.run(try runner.files(in: folder.path))
        let hooks = try #require(results.first { $0.path == "hooks.test.js" })
        #expect(hooks.tests.map(\.status) == [.failed, .failed])
        #expect(hooks.tests.first?.failure?.message.hasPrefix("beforeAll hook failed\n\nError: no set-up") == true)
        #expect(hooks.errors.first?.message.contains("no tear-down") == true)
        let syntax = try #require(results.first { $0.path == "syntax.test.js" })
        #expect(syntax.failed == 1)
        #expect(syntax.errors.first?.message.contains("SyntaxError") == true)
        #expect(syntax.errors.first?.location?.hasPrefix("syntax.test.js:") == true)
    }

    // MARK: The command line

    @Test func exitCodesAndTheSummaryLine() throws {
        let pass = try TestCLI.run(["test", "pass"])
        #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
        #expect(pass.lastLine.hasSuffix("passed, 0 failed, 1 skipped"))
        #expect(pass.stdout.contains("PASS pass/send-email.test.js"))
        #expect(pass.stdout.contains("    ✓ tapping sendEmail composes the email, then alerts ("))

        let fail = try TestCLI.run(["test", "fail", "--test-timeout", "0.3"])
        #expect(fail.status == 1)
        #expect(fail.lastLine == "5 passed, 11 failed, 3 skipped")
        // As Jest: the user's lines around the failure (a code frame), then its location.
        #expect(fail.stdout.contains("  ● failures > toBe mismatch\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 3\n    Received: 2\n\n"
                                     + "      1 | describe('failures', () => {\n      2 |   test('toBe mismatch', () => {\n    > 3 |     expect(1 + 1).toBe(3);\n"
                                     + "        |           ^\n      4 |   });\n      5 |\n      6 |   test('object diff', () => {\n\n    at fail/failing.test.js:3:11\n"),
                "\(fail.stdout)")
        #expect(!fail.stdout.contains("\u{1B}["))

        // No test file found is Jest's "No tests found": exit 1. A PATH that does not exist
        // is a path pattern, as Jest's positional arguments are.
        #expect(try TestCLI.run(["test", "empty"]).status == 1)
        let missing = try TestCLI.run(["test", "nowhere"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "jshost: no test file found: no file or folder 'nowhere' exists, and no test file's path matches /nowhere/i (--passWithNoTests makes that exit 0)\n")
        for bad in [["--shard", "3/2"], ["--jobs", "0"], ["--reporter", "xml"], ["--reporter", "junit"], ["--bogus"], ["--test-timeout", "-1"]] {
            let result = try TestCLI.run(["test", "pass"] + bad)
            #expect(result.status == 2, "\(bad)")
            #expect(result.stderr.hasPrefix("jshost: ") && result.stderr.hasSuffix("(see 'jshost help test')\n"), "\(bad)")
        }
        #expect(try TestCLI.run(["help", "test"]).stdout.contains("--shard I/N"))
    }

    @Test func shardsTogetherRunEveryFileOnce() throws {
        var seen: [String] = []
        for index in 1...3 {
            let result = try TestCLI.run(["test", "--shard", "\(index)/3", "--reporter", "tap", "--test-timeout", "0.3"])
            seen += result.stdout.split(separator: "\n").filter { $0.hasPrefix("# ") && $0.hasSuffix(".test.js") || $0.hasSuffix(".test.mjs") }.map { String($0.dropFirst(2)) }
        }
        #expect(seen.sorted() == (try TestDiscovery.find(paths: [], in: Self.fixtures.path)).map(\.path))
    }

    @Test func tapReport() throws {
        let result = try TestCLI.run(["test", "fail/failing.test.js", "fail/skip-only.test.js", "--reporter", "tap"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "TAP version 13")
        #expect(lines.contains("not ok 1 - fail/failing.test.js > failures > toBe mismatch"))
        #expect(lines.contains("ok 4 - fail/failing.test.js > failures > passes between failures"))
        #expect(lines.contains("ok 7 - fail/skip-only.test.js > not only: skipped # SKIP"))
        #expect(lines.contains("1..11"))
        #expect(result.lastLine == "3 passed, 5 failed, 3 skipped")
        #expect(result.status == 1)
    }

    @Test func junitReportIsValidXML() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-junit-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try TestCLI.run(["test", "fail", "--reporter", "junit", "--output", output.path, "--test-timeout", "0.3"])
        #expect(result.status == 1)
        #expect(result.lastLine == "5 passed, 11 failed, 3 skipped")
        let document = try XMLDocument(contentsOf: output, options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "19")
        #expect(root.attribute(forName: "failures")?.stringValue == "11")
        #expect(root.attribute(forName: "skipped")?.stringValue == "3")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue ?? "" } ==
                ["fail/failing.test.js", "fail/skip-only.test.js", "fail/timeouts.test.js", "fail/toplevel.test.js"])
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        #expect(cases.count == 19)
        #expect(cases.filter { !$0.elements(forName: "failure").isEmpty }.count == 11)
        #expect(cases.filter { !$0.elements(forName: "skipped").isEmpty }.count == 3)
        let toBe = try #require(cases.first { $0.attribute(forName: "name")?.stringValue == "failures > toBe mismatch" })
        let failure = try #require(toBe.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "expect(received).toBe(expected) // Object.is equality")
        #expect(failure.stringValue?.contains("Expected: 3\nReceived: 2") == true)
        // Escaping: quotes, ampersands and angle brackets survive the round trip.
        let text = "a < b & \"c\" > 'd'\u{1}"
        let xml = "<x a=\"\(JUnitReporter.escape(text))\">\(JUnitReporter.escape(text))</x>"
        let parsed = try XMLDocument(xmlString: xml, options: [])
        #expect(parsed.rootElement()?.attribute(forName: "a")?.stringValue == "a < b & \"c\" > 'd'\u{FFFD}")
    }

    @Test func outputIsTheSameWithOneJobOrTwo() throws {
        func normalised(_ text: String) -> String {
            text.replacingOccurrences(of: #"\(\d+(\.\d+)? m?s\)"#, with: "(…)", options: .regularExpression)
        }
        let one = try TestCLI.run(["test", "--jobs", "1", "--test-timeout", "0.3"])
        let two = try TestCLI.run(["test", "--jobs", "2", "--test-timeout", "0.3"])
        #expect(one.status == 1 && two.status == 1)
        #expect(normalised(one.stdout) == normalised(two.stdout))
    }
}

/// Runs the built `jshost` in the fixtures folder, without colour.
enum TestCLI {
    static func run(_ arguments: [String], in directory: URL = TestRunnerTests.fixtures) throws -> JSHostResult {
        try JSHost.run(arguments, in: directory)
    }
}

extension JSHostResult {
    var lastLine: String { stdout.split(separator: "\n").last.map(String.init) ?? "" }
}
