import Foundation
import Testing

/// `jshost test` runs Jest tests as Jest does (docs/testing.md, "Jest compatibility"):
/// the corpus in `Tests/Fixtures/jest-conformance/` is written the way real Jest tests
/// are, and `expected-outcomes.json` holds the outcome real Jest 29 gave each test
/// (recorded with `Scripts/jest-conformance.py record`). Deliberately failing tests are
/// part of it: their failure is the expected outcome.
@Suite struct JestConformanceTests {
    static let corpus = JSHost.repository.appendingPathComponent("Tests/Fixtures/jest-conformance")
    static let extra = JSHost.repository.appendingPathComponent("Tests/Fixtures/jest-extra")

    /// `file > describe > test` → passed / failed / skipped, from the TAP reporter.
    static func outcomes(_ tap: String) -> [String: String] {
        var outcomes: [String: String] = [:]
        for line in tap.split(separator: "\n").map(String.init) {
            let ok = line.hasPrefix("ok "), notOK = line.hasPrefix("not ok ")
            guard ok || notOK, let dash = line.range(of: " - ") else { continue }
            var name = String(line[dash.upperBound...])
            var skipped = false
            for directive in [" # SKIP", " # TODO"] {
                if let range = name.range(of: directive) { name = String(name[..<range.lowerBound]); skipped = true }
            }
            if name.hasSuffix(" (outside any test)") { name = String(name.dropLast(" (outside any test)".count)) + " > (file)" }
            outcomes[name] = skipped ? "skipped" : ok ? "passed" : "failed"
        }
        return outcomes
    }

    static func expected() throws -> [String: String] {
        let data = try Data(contentsOf: corpus.appendingPathComponent("expected-outcomes.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return try #require(object?["outcomes"] as? [String: String])
    }

    @Test func everyOutcomeMatchesRealJest() throws {
        let expected = try Self.expected()
        #expect(expected.count > 200)
        #expect(expected.values.filter { $0 == "failed" }.count > 40, "the corpus keeps its deliberately failing tests")
        // --ci: the corpus's snapshots were written by real Jest; jshost must not add any.
        let result = try JSHost.run(["test", "--ci", "--reporter", "tap", "."], in: Self.corpus, timeout: 120)
        #expect(result.status == 1)
        let got = Self.outcomes(result.stdout)
        let differing = expected.keys.sorted().filter { got[$0] != expected[$0] }
            .map { "\($0): Jest \(expected[$0]!), jshost \(got[$0] ?? "missing")" }
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
        #expect(Set(got.keys) == Set(expected.keys))
    }

    @Test func failureMessagesAreJests() throws {
        let result = try JSHost.run(["test", "messages.test.js", "mock-matchers.test.js", "equality.test.js", "runner.test.js"],
                                    in: Self.corpus, timeout: 120)
        let out = result.stdout
        let lines = [
            // toBe: the header with its comment, then Expected/Received
            "expect(received).toBe(expected) // Object.is equality",
            "Expected: 2\n    Received: 1",
            // toEqual: the diff of the indented forms
            "expect(received).toEqual(expected) // deep equality",
            "- Expected  - 1\n    + Received  + 1",
            "-   \"subject\": \"Invoice 42\",\n    +   \"subject\": \"Invoice 43\",",
            // mock matchers name the mock
            "expect(sendEmail).toHaveBeenCalledWith(...expected)",
            "Expected: \"boss@example.com\"\n    Received: \"ops@example.com\"",
            "Expected number of calls: >= 1\n    Received number of calls:    0",
            // toStrictEqual shows the class
            "- Object {\n    + Effect {",
            "If it should pass with deep equality, replace \"toBe\" with \"toStrictEqual\"",
            "Matcher error: received value must be a number or bigint",
            "Expected done to be called once, but it was called multiple times.",
            "test functions can only return Promise or undefined.\n    Returned value: 42",
            "thrown: \"a string\"",
        ]
        for line in lines {
            #expect(out.contains(line), "missing: \(line)")
        }
    }

    /// The example's Jest-style test: an SDK call replaced with jest.spyOn.
    @Test func exampleWithAMockedSDKCallPasses() throws {
        let folder = JSHost.repository.appendingPathComponent("Examples/acoustic-react-native")
        let result = try JSHost.run(["test", "mail-mock.test.js"], in: folder, timeout: 60)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("3 passed, 0 failed\n"), "\(result.stdout)")
    }

    /// What real Jest 29.3 lacks (the *Async timer functions, Jest 29.5+) and what only
    /// jshost has (fake time and simulate.advance together, `import` of @jest/globals).
    @Test func newerAndJshostOnlyFeaturesPass() throws {
        let result = try JSHost.run(["test", "."], in: Self.extra, timeout: 60)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("13 passed, 0 failed\n"), "\(result.stdout)")
    }
}
