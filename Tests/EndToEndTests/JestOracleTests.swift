import Foundation
import Testing

/// `Tests/Fixtures/jest-oracle/`: one small project per rule of Jest's tool chain that
/// `jshost test` follows (babel-plugin-jest-hoist's factory check, ts-jest's order and
/// interop, jest-resolve's platform files, the module semantics of babel-jest), each test's
/// outcome recorded from Debian's Jest 29.3.1 (`Scripts/jest-conformance.py record
/// jest-oracle`; the ts-jest projects with Debian's ts-jest 29.0.3). Compared test by test,
/// and the hoist plugin's errors name by name.
@Suite struct JestOracleTests {
    static let corpus = JSHost.repository.appendingPathComponent("Tests/Fixtures/jest-oracle")

    static func recorded() throws -> (outcomes: [String: String], invalidAccess: [String: String]) {
        let data = try Data(contentsOf: corpus.appendingPathComponent("expected-outcomes.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (try #require(object?["outcomes"] as? [String: String]), object?["invalidVariableAccess"] as? [String: String] ?? [:])
    }

    @Test(arguments: ["hoist-rules", "module-semantics", "platform-files", "ts-jest-order", "ts-jest-no-interop"])
    func everyOutcomeIsRealJests(project: String) throws {
        let recorded = try Self.recorded()
        let expected = recorded.outcomes.filter { $0.key.hasPrefix(project + "/") }
        #expect(expected.count >= 2)
        let result = try JSHost.run(["test", "--ci", "--reporter", "tap", "."], in: Self.corpus.appendingPathComponent(project), timeout: 120)
        var got: [String: String] = [:]
        for (name, outcome) in JestConformanceTests.outcomes(result.stdout) { got[project + "/" + name] = outcome }
        let differing = expected.keys.sorted().filter { got[$0] != expected[$0] }
            .map { "\($0): Jest \(expected[$0]!), jshost \(got[$0] ?? "missing")" }
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))\n\(result.stdout)")
        #expect(Set(got.keys) == Set(expected.keys))
    }

    /// Each file the plugin refused names the same identifier, whole, with the plugin's words.
    @Test func theHoistErrorsNameWhatJestNames() throws {
        let invalid = try Self.recorded().invalidAccess.filter { $0.key.hasPrefix("hoist-rules/") }
        #expect(invalid.count >= 6)
        let folder = Self.corpus.appendingPathComponent("hoist-rules")
        for (file, name) in invalid.sorted(by: { $0.key < $1.key }) {
            let path = String(file.dropFirst("hoist-rules/".count))
            let result = try JSHost.run(["test", "--ci", path], in: folder, timeout: 120)
            #expect(result.stdout.contains(": The module factory of `jest.mock()` is not allowed to reference any out-of-scope variables.\n    Invalid variable access: \(name)\n    Allowed objects: "),
                    "\(file): \(result.stdout)")
        }
    }
}

/// A team's own preset file extending `react-native/jest-preset` (or jest-expo's) in a
/// project without that package gets jshost's copy of the preset: its options (haste's
/// platform files), its setup, and the team's own additions.
@Suite struct ExtendedPresetTests {
    @Test func aPresetFileSpreadingReactNativesUsesTheBuiltInOne() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"jest": {"preset": "./jest/preset.js"}}"#,
            "jest/preset.js": "const rn = require('react-native/jest-preset');\nmodule.exports = { ...rn, setupFiles: [...rn.setupFiles, '<rootDir>/jest/setup.js'] };\n",
            "jest/setup.js": "global.teamSetup = true;\n",
            "src/push.js": "module.exports = 'plain';\n",
            "src/push.ios.js": "module.exports = 'ios';\n",
            "__tests__/preset.test.js": "const { Platform } = require('react-native');\ntest('extended preset', () => {\n  expect(require('../src/push')).toBe('ios');\n  expect(Platform.OS).toBe('ios');\n  expect(global.__DEV__).toBe(true);\n  expect(global.teamSetup).toBe(true);\n});\n",
        ])
        let result = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1 passed, 0 failed"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("__jshostBuiltInPreset"), "\(result.stderr)")
        // A jest.config.js spreading jest-expo's preset directly: Android's files under jest-expo/android.
        try folder.write("package.json", "{}")
        try folder.write("jest.config.js", "module.exports = { ...require('jest-expo/android/jest-preset') };\n")
        try folder.write("src/push.android.js", "module.exports = 'android';\n")
        try folder.write("__tests__/preset.test.js", "test('android preset', () => {\n  expect(require('../src/push')).toBe('android');\n  expect(require('react-native').Platform.OS).toBe('android');\n});\n")
        let android = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(android.stdout.contains("1 passed, 0 failed"), "\(android.stdout)\(android.stderr)")
    }
}
