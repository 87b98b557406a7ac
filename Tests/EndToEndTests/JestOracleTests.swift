import Foundation
import JSHostKit
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

    @Test(arguments: ["expo-universal", "hoist-rules", "inline-projects", "module-semantics", "platform-files", "ts-jest-order", "ts-jest-no-interop"])
    func everyOutcomeIsRealJests(project: String) throws {
        try JestModuleSemanticsTests.expectRealJestOutcomes(in: Self.corpus, project: project, atLeast: 2)
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

/// Jest's `projects`: inline objects, a folder glob and a configuration file path, each
/// project's files run with its own configuration in one run with one summary, and each
/// PASS/FAIL line naming the project's `displayName` as Jest's default reporter does.
@Suite struct JestProjectsTests {
    @Test func inlineProjectsShowTheirDisplayNamesInOneRun() throws {
        let folder = JestOracleTests.corpus.appendingPathComponent("inline-projects")
        let result = try JSHost.run(["test", "--ci"], in: folder, timeout: 120)
        #expect(result.stdout.contains("PASS ios shared/push.test.js"), "\(result.stdout)")
        #expect(result.stdout.contains("FAIL android shared/push.test.js"), "\(result.stdout)")
        #expect(result.stdout.contains("PASS web packages/web/__tests__/web.spec.js"), "\(result.stdout)")
        #expect(result.stdout.contains("PASS ios ios-only/sound.test.js"), "\(result.stdout)")
        #expect(!result.stdout.contains("ignored.test.js"), "\(result.stdout)")
        #expect(result.stdout.contains("9 passed, 1 failed"), "\(result.stdout)")
        #expect(!result.stderr.contains("not supported"), "\(result.stderr)")
        #expect(result.status == 1)
    }

    @Test func aConfigPathProjectAndAnInlineBuiltInPreset() throws {
        let folder = try TemporaryFolder([
            "jest.config.js": "module.exports = { projects: ['<rootDir>/api/jest.config.js', { displayName: 'app', rootDir: '<rootDir>/app', preset: 'react-native' }] };\n",
            "api/jest.config.js": "module.exports = { displayName: { name: 'api', color: 'blue' }, setupFiles: ['<rootDir>/setup.js'] };\n",
            "api/setup.js": "global.apiSetup = true;\n",
            "api/__tests__/api.test.js": "test('api project', () => {\n  expect(global.apiSetup).toBe(true);\n  expect(global.__DEV__).toBeUndefined();\n});\n",
            "app/src/push.js": "module.exports = 'plain';\n",
            "app/src/push.ios.js": "module.exports = 'ios';\n",
            "app/__tests__/app.test.js": "test('app project', () => {\n  expect(require('../src/push')).toBe('ios');\n  expect(require('react-native').Platform.OS).toBe('ios');\n  expect(global.apiSetup).toBeUndefined();\n});\n",
        ])
        let result = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("PASS api api/__tests__/api.test.js"), "\(result.stdout)")
        #expect(result.stdout.contains("PASS app app/__tests__/app.test.js"), "\(result.stdout)")
        #expect(result.stdout.contains("2 passed, 0 failed"), "\(result.stdout)\(result.stderr)")
        // A path the projects do not name: Jest's error, naming the configuration.
        try folder.write("jest.config.js", "module.exports = { projects: ['<rootDir>/missing'] };\n")
        let missing = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(missing.status == 2, "\(missing.stdout)\(missing.stderr)")
        #expect(missing.stderr.contains("Provided path to resolve: \(folder.url.path)/missing"), "\(missing.stderr)")
        // Without projects, a configuration's displayName is printed too (as Jest does).
        try folder.write("jest.config.js", "module.exports = { displayName: 'solo', roots: ['<rootDir>/api'], setupFiles: ['<rootDir>/api/setup.js'] };\n")
        let solo = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(solo.stdout.contains("PASS solo api/__tests__/api.test.js"), "\(solo.stdout)\(solo.stderr)")
    }
}

/// jest-reporters' printDisplayName: with colour, the name padded in inverse chalk colour
/// (`{name, color}`; white when chalk has no such colour).
@Suite struct DisplayNameColourTests {
    @Test func theNameIsInverseInItsColour() {
        var out = ""
        let reporter = SpecReporter(color: true) { out += $0 }
        for (name, colour) in [("api", "blue"), ("app", "white"), ("odd", "notAColour"), ("bg", "bgMagenta")] {
            var file = TestFileResult(path: name + ".test.js", tests: [TestCaseResult(names: ["t"], status: .passed)])
            file.displayName = name
            file.displayNameColor = colour
            reporter.report(file)
        }
        #expect(out.contains("\u{1B}[7;34m api \u{1B}[0m "), "\(out.debugDescription)")
        #expect(out.contains("\u{1B}[7;37m app \u{1B}[0m "), "\(out.debugDescription)")
        #expect(out.contains("\u{1B}[7;37m odd \u{1B}[0m "), "\(out.debugDescription)")
        #expect(out.contains("\u{1B}[7;45m bg \u{1B}[0m "), "\(out.debugDescription)")
    }
}

/// jest-expo's universal preset without the package (expo/expo packages/jest-expo
/// universal/jest-preset.js, config/getPlatformPreset.js): web, node, iOS and Android projects,
/// each with its own testMatch, haste platform, display name and colour, environment and setup.
/// Real Jest runs the fixture with `jest.oracle.config.js` (the same projects spelled out, as
/// jest-expo's sources build them); its outcomes are compared in `JestOracleTests`.
@Suite struct JestExpoUniversalTests {
    static let fixture = JestOracleTests.corpus.appendingPathComponent("expo-universal")

    @Test func thePresetIsFourPlatformProjects() throws {
        let config = try #require(try JestConfig.load(in: Self.fixture.path))
        let projects = config.projects.map { project in
            [project.displayName ?? "", project.displayNameColor, project.testEnvironment?.rawValue ?? "",
             project.platformInfixes.joined(separator: " "), project.snapshotPlatform ?? ""]
        }
        #expect(projects == [
            ["Web", "magenta", "jsdom", ".web", "web"],
            ["Node", "cyan", "node", ".node .web", "node"],
            ["iOS", "white", "node", ".ios .native", "ios"],
            ["Android", "blueBright", "node", ".android .native", "android"],
        ])
        #expect(config.projects.map(\.defaultPlatform) == [nil, nil, .ios, .android])
        #expect(config.projects.map(\.builtInPreset) == [.jestExpoWeb, .jestExpoNode, .jestExpoIOS, .jestExpoAndroid])
        let ios = try #require(config.projects.dropFirst(2).first)
        #expect(ios.testMatch.contains("**/?(*.)+(spec|test).ios.[jt]s?(x)"))
        #expect(ios.testPathIgnorePatterns == ["/node_modules/", "/__tests__/_rsc/"])
    }

    @Test func eachFileRunsInTheProjectsThatMatchIt() throws {
        let result = try JSHost.run(["test", "--ci"], in: Self.fixture, timeout: 180)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        for line in ["PASS Web src/__tests__/platform.test.js", "PASS Node src/__tests__/platform.test.js",
                     "PASS iOS src/__tests__/platform.test.js", "PASS Android src/__tests__/platform.test.js",
                     "PASS Web src/__tests__/browser.test.web.js", "PASS Node src/__tests__/browser.test.web.js",
                     "PASS iOS src/__tests__/device.test.native.js", "PASS Android src/__tests__/device.test.native.js",
                     "PASS Node src/__tests__/server.test.node.js", "PASS iOS src/only.test.ios.js"] {
            #expect(result.stdout.contains(line), "\(line)\n\(result.stdout)")
        }
        #expect(!result.stdout.contains("_rsc"), "\(result.stdout)")
        #expect(result.stdout.contains("16 passed, 0 failed"), "\(result.stdout)")
    }

    /// What real Jest cannot show here: the native projects' react-native setup and
    /// Platform.OS, and jest-expo's per-platform snapshot files.
    @Test func nativeProjectsGetReactNativesSetupAndSnapshotsArePerPlatform() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"jest": {"preset": "jest-expo/universal"}}"#,
            "platform.js": "module.exports = 'plain';\n",
            "platform.ios.js": "module.exports = 'ios';\n",
            "platform.android.js": "module.exports = 'android';\n",
            "platform.web.js": "module.exports = 'web';\n",
            "__tests__/app.test.js": """
                const platform = require('../platform');
                test('snapshot of ' + platform, () => {
                  expect({ platform }).toMatchSnapshot();
                });
                if (platform !== 'web') {
                  test('react-native on ' + platform, () => {
                    const { Platform } = require('react-native');
                    expect(Platform.OS).toBe(platform);
                    expect(jest.isMockFunction(require('react-native').Linking.openURL)).toBe(true);
                  });
                }

                """,
        ])
        // Snapshots are written: --ci=false, as CI=true (the CI machine) would keep them unwritten.
        let result = try JSHost.run(["test", "--ci=false"], in: folder.url, timeout: 180)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("6 passed, 0 failed"), "\(result.stdout)\(result.stderr)")
        for platform in ["ios", "android", "web", "node"] {
            let snapshot = folder.url.appendingPathComponent("__tests__/__snapshots__/app.test.js.snap." + platform).path
            let text = (try? String(contentsOfFile: snapshot, encoding: .utf8)) ?? ""
            #expect(text.contains("\"platform\": \"\(platform == "node" ? "web" : platform)\""), "\(platform): \(text)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("__tests__/__snapshots__/app.test.js.snap").path))
    }
    /// A configuration composing the platform presets itself, as Expo's own libraries do
    /// (`require('jest-expo/config')`), without the package.
    @Test func jestExpoConfigComposesThePlatformPresets() throws {
        let folder = try TemporaryFolder([
            "jest.config.js": """
                const { getIOSPreset, getAndroidPreset, withWatchPlugins } = require('jest-expo/config');
                const roots = { roots: ['<rootDir>/src'] };
                module.exports = withWatchPlugins({
                  projects: [{ ...getIOSPreset(), ...roots, passWithNoTests: true }, { ...getAndroidPreset(), ...roots }],
                });

                """,
            "src/push.js": "module.exports = 'plain';\n",
            "src/push.android.js": "module.exports = 'android';\n",
            "src/push.native.js": "module.exports = 'native';\n",
            "src/push.test.js": "const { Platform } = require('react-native');\ntest('push on ' + Platform.OS, () => {\n  expect(require('./push')).toBe(Platform.OS === 'android' ? 'android' : 'native');\n});\n",
            "other/outside.test.js": "test('outside the roots', () => { throw new Error('ran'); });\n",
        ])
        let result = try JSHost.run(["test", "--ci"], in: folder.url, timeout: 180)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("PASS iOS src/push.test.js"), "\(result.stdout)")
        #expect(result.stdout.contains("PASS Android src/push.test.js"), "\(result.stdout)")
        #expect(result.stdout.contains("2 passed, 0 failed"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("passWithNoTests"), "\(result.stderr)")
    }
}
