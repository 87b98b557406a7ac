import Foundation
import Testing

/// The React Native presets, test environments and `testResultsProcessor` (docs/testing.md,
/// "Presets and test environments"). Real Jest cannot run the preset projects here (no
/// react-native or jest-expo package without a registry): their tests assert what the
/// presets' own setup files set up, read from their sources, so "every test passes" is the
/// check. The jsdom / processor project (`jest-projects/web-app`) is compared with real Jest
/// by JestModuleSemanticsTests.
@Suite struct JestEnvironmentTests {
    static let presets = JSHost.repository.appendingPathComponent("Tests/Fixtures/jest-presets")
    static let apiList = JSHost.repository.appendingPathComponent("Tests/Fixtures/api-coverage/jest-presets/react-native-setup.txt")

    @Test(arguments: ["rn-app", "expo-app"])
    func presetProjectsPassAsTheirSetupFilesSay(project: String) throws {
        let result = try JSHost.run(["test", "--ci", "--reporter", "tap", "."], in: Self.presets.appendingPathComponent(project), timeout: 120)
        let outcomes = JestConformanceTests.outcomes(result.stdout)
        #expect(outcomes.count >= 7, "\(result.stdout)\n\(result.stderr)")
        let failing = outcomes.filter { $0.value != "passed" }.keys.sorted()
        #expect(failing.isEmpty && result.status == 0, "\(failing)\n\(result.stdout)\n\(result.stderr)")
    }

    /// Every name react-native's jest/setup.js sets up (the list names its sources) is
    /// there under `preset: 'react-native'`, a jest.fn where the setup makes one.
    @Test func theReactNativeSetupHasEveryNameOfItsList() throws {
        let text = try String(contentsOf: Self.apiList, encoding: .utf8)
        #expect(text.contains("# source: facebook/react-native packages/react-native/jest/setup.js @ "))
        let names = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(names.count > 150)
        let list = String(decoding: try JSONSerialization.data(withJSONObject: names), as: UTF8.self)
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "probe", "jest": {"preset": "react-native"}}"#,
            "probe.test.js": """
            const roots = { global: globalThis, RN: require('react-native') };
            const names = \(list);
            test('the setup', () => {
              const missing = names.filter((line) => {
                const mock = line.endsWith('()'), component = line.endsWith('(class)');
                const path = line.replace(/\\((class)?\\)$/, '').split('.');
                let value = roots[path.shift()];
                for (const part of path) {
                  if (value === null || value === undefined || !(part in Object(value))) return true;
                  value = value[part];
                }
                if (mock) return !jest.isMockFunction(value);
                if (component) return typeof value !== 'function' || typeof value.prototype.render !== 'function';
                return false;
              });
              expect(missing).toEqual([]);
            });
            """,
        ])
        let result = try JSHost.run(["test", "--ci"], in: folder.url, timeout: 120)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    }

    /// With the package installed, its own jest-preset.js is read, as Jest reads it: its
    /// setup file runs, jshost's embedded one does not.
    @Test func anInstalledPresetIsTheProjectsOwn() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "app", "jest": {"preset": "jest-expo"}}"#,
            "node_modules/jest-expo/package.json": #"{"name": "jest-expo", "version": "51.0.0"}"#,
            "node_modules/jest-expo/jest-preset.js": "module.exports = { setupFiles: [require.resolve('./src/preset/setup.js')], haste: { defaultPlatform: 'android' } };\n",
            "node_modules/jest-expo/src/preset/setup.js": "global.installedPresetRan = true;\n",
            "a.test.js": """
            test('the installed preset', () => {
              expect(global.installedPresetRan).toBe(true);
              expect(typeof __DEV__).toBe('undefined');
              expect(require('react-native').Platform.OS).toBe('android');
            });
            """,
        ])
        let result = try JSHost.run(["test", "--ci"], in: folder.url, timeout: 120)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    }

    /// `--platform` wins over the preset's platform.
    @Test func thePlatformFlagWinsOverThePreset() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "app", "jest": {"preset": "jest-expo/android"}}"#,
            "a.test.js": "test('os', () => { expect(require('react-native').Platform.OS).toBe('ios'); });\n",
        ])
        let result = try JSHost.run(["test", "--ci", "--platform", "ios"], in: folder.url, timeout: 120)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    }

    /// An unknown preset is still Jest's validation error; an unknown environment is named.
    @Test func unknownPresetsAndEnvironmentsAreNamed() throws {
        let preset = try TemporaryFolder(["package.json": #"{"jest": {"preset": "jest-expo/rsc"}}"#, "a.test.js": "test('x', () => {});\n"])
        let presetResult = try JSHost.run(["test"], in: preset.url)
        #expect(presetResult.status == 2)
        #expect(presetResult.stderr.contains("Preset jest-expo/rsc not found relative to rootDir"), "\(presetResult.stderr)")
        let environment = try TemporaryFolder(["package.json": #"{"jest": {"testEnvironment": "happy-dom"}}"#, "a.test.js": "test('x', () => {});\n"])
        let environmentResult = try JSHost.run(["test"], in: environment.url)
        #expect(environmentResult.status == 2)
        #expect(environmentResult.stderr.contains("testEnvironment \"happy-dom\" is not one jshost has"), "\(environmentResult.stderr)")
    }

    /// An ES-module package that transformIgnorePatterns leave untransformed fails the test
    /// file, as under Jest ("Unexpected token 'export'"); let through, it loads.
    @Test func anUntransformedESModulePackageFailsAsUnderJest() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "app", "jest": {}}"#,
            "node_modules/toast-kit/package.json": #"{"name": "toast-kit", "main": "index.js"}"#,
            "node_modules/toast-kit/index.js": "export const toast = (text) => 'toast: ' + text;\n",
            "a.test.js": "const { toast } = require('toast-kit');\ntest('toast', () => { expect(toast('hi')).toBe('toast: hi'); });\n",
        ])
        let refused = try JSHost.run(["test", "--ci"], in: folder.url, timeout: 120)
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("Jest encountered an unexpected token") && refused.stdout.contains("SyntaxError: Unexpected token 'export'"), "\(refused.stdout)")
        try folder.write("package.json", #"{"name": "app", "jest": {"transformIgnorePatterns": ["/node_modules/(?!toast-kit)"]}}"#)
        let compiled = try JSHost.run(["test", "--ci"], in: folder.url, timeout: 120)
        #expect(compiled.status == 0, "\(compiled.stdout)")
    }

    /// The processor sees Jest's aggregated results (testFilePath, numPassingTests,
    /// perfStats, the assertion results), and what it returns is what --json prints and
    /// what decides the exit status.
    @Test func theResultsProcessorGetsJestsShapeAndItsReturnIsTheResult() throws {
        let corpus = JSHost.repository.appendingPathComponent("Tests/Fixtures/jest-projects/web-app")
        let result = try JSHost.run(["test", "--ci", "--json", "."], in: corpus, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        // What real Jest 29.3.1 printed for the same project (the processor's own field).
        let dashboard = try #require(object["dashboard"] as? [String: Any], "\(result.stdout)")
        #expect(dashboard["files"] as? [String] == ["banner.test.js", "server.test.js"])
        #expect(dashboard["passing"] as? Int == 11 && dashboard["failing"] as? Int == 0 && dashboard["titles"] as? Int == 11)
        #expect(dashboard["timed"] as? Bool == true && dashboard["total"] as? Int == 11)
        let files = try #require(object["testResults"] as? [[String: Any]])
        #expect(files.allSatisfy { $0["name"] is String && $0["assertionResults"] is [Any] && $0["status"] as? String == "passed" })

        // A processor that declares the run failed decides the exit status, as jest-cli's readResultsAndExit.
        let folder = try TemporaryFolder([
            "package.json": #"{"jest": {"testResultsProcessor": "./processor.mjs"}}"#,
            "processor.mjs": "export default async (results) => ({ ...results, success: false });\n",
            "a.test.js": "test('x', () => {});\n",
        ])
        let failed = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(failed.status == 1 && !failed.stderr.contains("testResultsProcessor"), "\(failed.stdout)\n\(failed.stderr)")
        // And one that says it passed wins over a failing test.
        try folder.write("processor.mjs", "export default (results) => ({ ...results, success: true });\n")
        try folder.write("b.test.js", "test('fails', () => { expect(1).toBe(2); });\n")
        let overruled = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(overruled.status == 0, "\(overruled.stdout)\n\(overruled.stderr)")
        try folder.write("b.test.js", "test('passes', () => {});\n")
        // One that throws stops the run with its message.
        try folder.write("processor.mjs", "export default () => { throw new Error('dashboard is down'); };\n")
        let thrown = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(thrown.status == 1 && thrown.stderr.contains("dashboard is down"), "\(thrown.stderr)")
        try folder.write("package.json", #"{"jest": {"testResultsProcessor": "./missing.js"}}"#)
        let missing = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Module ./missing.js in the testResultsProcessor option was not found."), "\(missing.stderr)")
    }
}
