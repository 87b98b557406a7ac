import Foundation
import Testing

/// Jest's configuration and command-line flags under `jshost test` (docs/testing.md,
/// "Configuration" and "Jest's command-line flags").
@Suite struct JestConfigTests {
    static let corpus = JSHost.repository.appendingPathComponent("Tests/Fixtures/jest-config-conformance")

    /// A project with a jest.config.js (testMatch, testPathIgnorePatterns, setupFiles,
    /// setupFilesAfterEnv, moduleNameMapper, testTimeout, clearMocks, snapshotFormat): the
    /// outcomes real Jest 29.3.1 gave (expected-outcomes.json), deliberate failures included.
    @Test func aConfiguredProjectRunsAsUnderRealJest() throws {
        let data = try Data(contentsOf: Self.corpus.appendingPathComponent("expected-outcomes.json"))
        let expected = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["outcomes"] as? [String: String])
        let result = try JSHost.run(["test", "--ci", "--reporter", "tap"], in: Self.corpus, timeout: 120)
        #expect(result.status == 1)
        let got = JestConformanceTests.outcomes(result.stdout)
        #expect(got == expected, "\(result.stdout)")
        // Neither the ignored folder nor a *.test.js outside testMatch ran.
        #expect(!result.stdout.contains("never.spec.js") && !result.stdout.contains("not-matched.test.js"))
        let listed = try JSHost.run(["test", "--listTests"], in: Self.corpus)
        #expect(listed.status == 0)
        #expect(listed.stdout == [Self.corpus.appendingPathComponent("__tests__/helpers.js").path,
                                  Self.corpus.appendingPathComponent("specs/config.spec.js").path].map { $0 + "\n" }.joined())
    }

    static let names = """
    describe('reminders', () => {
      test('sends the reminder', () => { expect(1).toBe(1); });
      test('snoozes', () => { console.log('snoozing'); expect(2).toBe(2); });
    });
    test('fails: another test', () => { expect(1).toBe(2); });

    """

    @Test func testNamePatternSkipsTheOthers() throws {
        let folder = try TemporaryFolder(["a.test.js": Self.names])
        let result = try JSHost.run(["test", "-t", "REMINDERS sends", "--reporter", "tap"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("ok 1 - a.test.js > reminders > sends the reminder\n"))
        #expect(result.stdout.contains("ok 2 - a.test.js > reminders > snoozes # SKIP"))
        #expect(result.stdout.hasSuffix("1 passed, 0 failed, 2 skipped\n"))
        let bad = try JSHost.run(["test", "-t", "("], in: folder.url)
        #expect(bad.status == 2)
    }

    @Test func jsonResultHasJestsShape() throws {
        let folder = try TemporaryFolder(["a.test.js": Self.names, "b.test.js": "test.todo('later');\ntest.skip('skipped', () => {});\n"])
        let result = try JSHost.run(["test", "--json"], in: folder.url)
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["numTotalTests"] as? Int == 5)
        #expect(object["numPassedTests"] as? Int == 2)
        #expect(object["numFailedTests"] as? Int == 1)
        #expect(object["numPendingTests"] as? Int == 1)
        #expect(object["numTodoTests"] as? Int == 1)
        #expect(object["numTotalTestSuites"] as? Int == 2)
        #expect(object["numFailedTestSuites"] as? Int == 1)
        #expect(object["numPendingTestSuites"] as? Int == 1)
        #expect(object["success"] as? Bool == false)
        let results = try #require(object["testResults"] as? [[String: Any]])
        #expect(results.first?["name"] as? String == folder.path("a.test.js"))
        #expect(results.first?["status"] as? String == "failed")
        let assertions = try #require(results.first?["assertionResults"] as? [[String: Any]])
        #expect(assertions.map { $0["fullName"] as? String } == ["reminders sends the reminder", "reminders snoozes", "fails: another test"])
        #expect(assertions[0]["ancestorTitles"] as? [String] == ["reminders"])
        #expect(assertions[2]["status"] as? String == "failed")
        #expect((assertions[2]["failureMessages"] as? [String])?.first?.contains("expect(received).toBe(expected)") == true)
        #expect(results.last.flatMap { $0["assertionResults"] as? [[String: Any]] }?.map { $0["status"] as? String } == ["todo", "pending"])
        // The human report went to stderr.
        #expect(result.stderr.contains("FAIL ./a.test.js"))
        #expect(result.stderr.hasSuffix("2 passed, 1 failed, 2 skipped\n"))

        let file = folder.path("result.json")
        let toFile = try JSHost.run(["test", "--json", "--outputFile", file], in: folder.url)
        #expect(toFile.stdout.hasSuffix("2 passed, 1 failed, 2 skipped\n"))
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
        #expect(written?["numTotalTests"] as? Int == 5)
    }

    @Test func bailStopsStartingFiles() throws {
        let failing = "test('fails', () => { expect(1).toBe(2); });\n"
        let folder = try TemporaryFolder(["a.test.js": failing, "b.test.js": failing, "c.test.js": failing])
        let result = try JSHost.run(["test", "--bail", "--jobs", "1"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL ./a.test.js"))
        #expect(!result.stdout.contains("b.test.js"))
        #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
        #expect(result.stderr.contains("--bail stopped the run after 1 of 3 files"))
        let two = try JSHost.run(["test", "--bail=2", "--jobs", "1"], in: folder.url)
        #expect(two.stdout.hasSuffix("0 passed, 2 failed\n"))
        let all = try JSHost.run(["test", "--jobs", "1"], in: folder.url)
        #expect(all.stdout.hasSuffix("0 passed, 3 failed\n"))
    }

    @Test func silentPassWithNoTestsAndPathPatterns() throws {
        let folder = try TemporaryFolder(["src/__tests__/reminder.js": Self.names, "src/other.spec.js": "test('x', () => {});\n"])
        let loud = try JSHost.run(["test", "reminder"], in: folder.url)
        #expect(loud.stdout.contains("│ snoozing"))
        #expect(!loud.stdout.contains("other.spec.js"))
        #expect(loud.stdout.hasSuffix("2 passed, 1 failed\n"))
        let quiet = try JSHost.run(["test", "reminder", "--silent"], in: folder.url)
        #expect(!quiet.stdout.contains("│ snoozing"), "the console output is not shown (the failure's code frame may show its source)")
        let none = try JSHost.run(["test", "nothing-matches"], in: folder.url)
        #expect(none.status == 1)
        #expect(none.stderr.contains("no test file found"))
        let pass = try JSHost.run(["test", "nothing-matches", "--passWithNoTests"], in: folder.url)
        #expect(pass.status == 0)
    }

    @Test func packageJsonConfigPresetAndBadConfigs() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "app", "jest": {"preset": "react-native", "testMatch": ["**/*.check.js"], "clearMocks": true}}"#,
            "a.check.js": "test('found by testMatch', () => {});\n",
            "b.test.js": "test('not found', () => {});\n",
        ])
        let result = try JSHost.run(["test"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("PASS ./a.check.js") && !result.stdout.contains("b.test.js"))

        // A jest.config.js beside a package.json with a "jest" key is Jest's "Multiple
        // configurations found" (JestConfigDiscoveryTests); without the key, the file is it.
        try folder.write("package.json", #"{"name": "app"}"#)
        try folder.write("jest.config.js", "module.exports = async () => ({ testMatch: ['**/b.test.js'] });\n")
        let fromJS = try JSHost.run(["test"], in: folder.url)
        #expect(fromJS.stdout.contains("PASS ./b.test.js") && !fromJS.stdout.contains("a.check.js"), "\(fromJS.stdout)\(fromJS.stderr)")

        try folder.write("jest.config.js", "module.exports = { testMatchh: [] };\n")
        // An option Jest does not know is its validation warning, and the run goes on.
        let unknown = try JSHost.run(["test"], in: folder.url)
        #expect(unknown.status == 0, "\(unknown.stdout)\(unknown.stderr)")
        #expect(unknown.stderr.contains("● Validation Warning:\n\n  Unknown option \"testMatchh\" with value [] was found.\n"
            + "  This is probably a typing mistake. Fixing it will remove this message."), "\(unknown.stderr)")
        #expect(unknown.stdout.contains("PASS ./b.test.js"))

        // Jest's `projects` naming a folder that does not exist: Jest's error, nothing runs.
        try folder.write("jest.config.js", "module.exports = { testMatch: ['**/b.test.js'], projects: ['<rootDir>/app'] };\n")
        let projects = try JSHost.run(["test"], in: folder.url)
        #expect(projects.status == 2, "\(projects.stdout)\(projects.stderr)")
        #expect(projects.stderr.contains("Can't find a root directory while resolving a config file path."), "\(projects.stderr)")
        #expect(!projects.stdout.contains("PASS ./b.test.js"))

        try folder.write("jest.config.js", "module.exports = { clearMocks: 'yes' };\n")
        let wrongType = try JSHost.run(["test"], in: folder.url)
        #expect(wrongType.status == 2)
        #expect(wrongType.stderr.contains("\"clearMocks\" must be true or false"))

        try folder.write("jest.config.js", "throw new Error('broken config');\n")
        let broken = try JSHost.run(["test"], in: folder.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken config"))

        let inline = try JSHost.run(["test", "--config", #"{"testMatch": ["**/a.check.js"]}"#], in: folder.url)
        #expect(inline.stdout.contains("PASS ./a.check.js"), "\(inline.stdout)\(inline.stderr)")
    }
}
