import Foundation
import Testing

/// Modules load as babel-jest compiles them (docs/testing.md, "Module semantics"): the
/// projects in `Tests/Fixtures/jest-projects/` are written in real teams' styles, and their
/// `expected-outcomes.json` holds what real Jest 29 gave each test (recorded with
/// `Scripts/jest-conformance.py record jest-projects`), so CI needs no Jest.
@Suite struct JestModuleSemanticsTests {
    static let corpus = JSHost.repository.appendingPathComponent("Tests/Fixtures/jest-projects")

    static func run(_ project: String, _ arguments: [String] = []) throws -> JSHostResult {
        try JSHost.run(["test", "--ci", "--reporter", "tap"] + arguments + ["."], in: corpus.appendingPathComponent(project), timeout: 120)
    }

    /// Runs `jshost test` in `corpus/project` and expects every test's outcome to be the one
    /// real Jest gave it, as the corpus's `expected-outcomes.json` records them.
    static func expectRealJestOutcomes(in corpus: URL, project: String, atLeast minimum: Int) throws {
        let data = try Data(contentsOf: corpus.appendingPathComponent("expected-outcomes.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let expected = try #require(object?["outcomes"] as? [String: String]).filter { $0.key.hasPrefix(project + "/") }
        #expect(expected.count >= minimum)
        let result = try JSHost.run(["test", "--ci", "--reporter", "tap", "."], in: corpus.appendingPathComponent(project), timeout: 120)
        var got: [String: String] = [:]
        for (name, outcome) in JestConformanceTests.outcomes(result.stdout) { got[project + "/" + name] = outcome }
        let differing = expected.keys.sorted().filter { got[$0] != expected[$0] }
            .map { "\($0): Jest \(expected[$0]!), jshost \(got[$0] ?? "missing")" }
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))\n\(result.stdout)")
        #expect(Set(got.keys) == Set(expected.keys))
    }

    @Test(arguments: ["babel-app", "cjs-app", "node-app", "preset-app", "web-app"])
    func everyOutcomeMatchesRealJest(project: String) throws {
        try Self.expectRealJestOutcomes(in: Self.corpus, project: project, atLeast: 4)
    }

    /// babel-plugin-jest-hoist's own error, at the user's line and column; TypeScript
    /// failures at the TypeScript line; Jest's validation warning for an unknown option.
    @Test func messagesAreJests() throws {
        let babel = try JSHost.run(["test", "__tests__/out-of-scope.test.js", "__tests__/typescript.test.ts"],
                                   in: Self.corpus.appendingPathComponent("babel-app"), timeout: 120)
        #expect(babel.stdout.contains("ReferenceError: \(Self.corpus.path)/babel-app/__tests__/out-of-scope.test.js: The module factory of `jest.mock()` is not allowed to reference any out-of-scope variables.\n    Invalid variable access: track\n    Allowed objects: AbortController, AbortSignal,"), "\(babel.stdout)")
        #expect(babel.stdout.contains("at __tests__/out-of-scope.test.js:4:47"), "\(babel.stdout)")
        #expect(babel.stdout.contains("at __tests__/typescript.test.ts:19:"), "\(babel.stdout)")
        let cjs = try Self.run("cjs-app")
        #expect(cjs.stderr.contains("● Validation Warning:\n\n  Unknown option \"unknownTeamOption\" with value true was found."), "\(cjs.stderr)")
        // notifyMode is one of Jest's own options (jest-config's ValidConfig.ts): no warning.
        #expect(!cjs.stderr.contains("notifyMode"), "\(cjs.stderr)")
    }

    /// A setupFiles entry that resolves to nothing stops the run with Jest's validation error.
    @Test func aMissingSetupFileIsJestsValidationError() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"jest": {"setupFiles": ["./jest.setup.js"]}}"#,
            "a.test.js": "test('x', () => {});\n",
        ])
        let result = try JSHost.run(["test"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("● Validation Error:\n\n  Module ./jest.setup.js in the setupFiles option was not found.\n         <rootDir> is: "), "\(result.stderr)")
        // A module a setup file asks for that is missing: jest-resolve's text, at the setup file's line.
        try folder.write("jest.setup.js", "// the team's setup\nimport 'missing-kit';\n")
        let missing = try JSHost.run(["test"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("Test file failed to run: setup file jest.setup.js failed\n\n    Error: Cannot find module 'missing-kit' from 'jest.setup.js'"), "\(missing.stdout)")
        #expect(missing.stdout.contains("jest.setup.js:2:"), "\(missing.stdout)")
    }

    /// ts-jest (a preset or transform naming it) moves only `jest.mock` calls and does not
    /// judge what factories read.
    @Test func tsJestHoistsOnlyJestMock() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"jest": {"preset": "ts-jest"}}"#,
            "api.ts": "export const send = (m: string): string => `real:${m}`;\n",
            "a.test.ts": "import { send } from './api';\nconst prefix: string = ['t', 's'].join('');\njest.mock('./api', () => ({ send: (m: string) => `${prefix}:${m}` }));\ntest('a factory may read any variable under ts-jest', () => {\n  expect(send('a')).toBe('ts:a');\n});\n",
        ])
        let result = try JSHost.run(["test"], in: folder.url)
        #expect(result.stdout.contains("PASS ./a.test.ts"), "\(result.stdout)\(result.stderr)")
        // The same file under babel-jest is the plugin's error.
        try folder.write("package.json", "{}")
        let babel = try JSHost.run(["test"], in: folder.url)
        #expect(babel.stdout.contains("Invalid variable access: prefix"), "\(babel.stdout)")
    }
}
