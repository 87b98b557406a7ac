import Foundation
import Testing

/// Where `jshost test` finds the Jest configuration (docs/testing.md, "Configuration"):
/// as jest-config's resolveConfigPath does, from the current folder up, the first folder
/// with a `jest.config.*` or a `package.json` (checked against real Jest 29.3.1).
@Suite struct JestConfigDiscoveryTests {
    /// A project whose config loads a setup file that tests can see.
    static let project = [
        "jest.config.js": "module.exports = { setupFiles: ['<rootDir>/setup.js'] };\n",
        "setup.js": "globalThis.configuredBy = 'root';\n",
        "top.test.js": "test('top', () => { expect(globalThis.configuredBy).toBe('root'); });\n",
        "packages/app/src/app.test.js": "test('app', () => { expect(globalThis.configuredBy).toBe('root'); });\n",
        "packages/app/src/lib.js": "exports.one = () => 1;\n",
    ]

    /// From a folder two levels down, the config above is found; its folder is rootDir, so
    /// every test under it runs (as Jest: `roots` defaults to rootDir) and coverage goes to
    /// `<rootDir>/coverage`.
    @Test func theConfigAboveTheCurrentFolderIsUsed() throws {
        let folder = try TemporaryFolder(Self.project)
        let deeper = folder.url.appendingPathComponent("packages/app/src")
        let result = try JSHost.run(["test", "--reporter", "tap"], in: deeper)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // A test file outside the current folder is named relative to it, as Jest does.
        #expect(result.stdout.contains("ok 1 - ../../../top.test.js > top\n"), "\(result.stdout)")
        #expect(result.stdout.contains("ok 2 - app.test.js > app\n"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("2 passed, 0 failed\n"))
        let covered = try JSHost.run(["test", "--coverage", "app.test.js"], in: deeper)
        #expect(covered.status == 0, "\(covered.stdout)\(covered.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path("coverage/lcov.info")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("packages/app/src/coverage")))
    }

    /// A package.json without a "jest" key stops the search (Jest's defaults, rootDir
    /// there): the config above is not used, nor the tests above run.
    @Test func aPackageJsonWithoutJestStopsTheSearch() throws {
        let folder = try TemporaryFolder(Self.project.merging(["packages/app/package.json": #"{"name": "app"}"#]) { $1 })
        let result = try JSHost.run(["test", "--reporter", "tap"], in: folder.url.appendingPathComponent("packages/app/src"))
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("not ok 1 - app.test.js > app\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("top.test.js"))
        // Its "jest" key is the configuration, found from below too.
        try folder.write("packages/app/package.json", #"{"name": "app", "jest": {"setupFiles": ["<rootDir>/app-setup.js"]}}"#)
        try folder.write("packages/app/app-setup.js", "globalThis.configuredBy = 'root';\n")
        let keyed = try JSHost.run(["test", "--reporter", "tap"], in: folder.url.appendingPathComponent("packages/app/src"))
        #expect(keyed.status == 0, "\(keyed.stdout)\(keyed.stderr)")
        #expect(keyed.stdout.hasSuffix("1 passed, 0 failed\n"), "\(keyed.stdout)")
    }

    /// Two configurations in the folder that decides: Jest's "Multiple configurations
    /// found", naming both; `--config` picks one.
    @Test func twoConfigurationsInOneFolderAreAnError() throws {
        let folder = try TemporaryFolder(Self.project.merging([
            "package.json": #"{"name": "root", "jest": {"testTimeout": 100}}"#,
            "jest.config.json": "{}",
        ]) { $1 })
        let result = try JSHost.run(["test"], in: folder.url.appendingPathComponent("packages/app"))
        #expect(result.status == 2)
        let root = folder.url.resolvingSymlinksInPath().path
        #expect(result.stderr.contains("""
            ● Multiple configurations found:

                * \(root)/jest.config.js
                * \(root)/jest.config.json
                * `jest` key in \(root)/package.json

              Implicit config resolution does not allow multiple configuration files.
              Either remove unused config files or select one explicitly with `--config`.
            """), "\(result.stderr)")
        let chosen = try JSHost.run(["test", "-c", "../../jest.config.js"], in: folder.url.appendingPathComponent("packages/app"))
        #expect(chosen.status == 0, "\(chosen.stdout)\(chosen.stderr)")
        #expect(chosen.stdout.hasSuffix("2 passed, 0 failed\n"), "\(chosen.stdout)")
    }

    /// A jest.config.ts is read (through esbuild) when it is the one found. `--config`
    /// takes what jest-cli takes: JSON, or a path with a config extension (a folder is
    /// Jest's usage error); a package.json named so is its "jest" key, or Jest's defaults.
    @Test func typeScriptConfigAndTheConfigFlag() throws {
        var files = Self.project
        files["jest.config.js"] = nil
        files["jest.config.ts"] = "const config: { setupFiles: string[] } = { setupFiles: ['<rootDir>/setup.js'] };\nexport default config;\n"
        files["packages/app/jest.config.json"] = #"{"setupFiles": ["<rootDir>/app-setup.js"]}"#
        files["packages/app/app-setup.js"] = "globalThis.configuredBy = 'root';\n"
        files["packages/app/package.json"] = #"{"name": "app"}"#
        let folder = try TemporaryFolder(files)
        // The root's TypeScript config: rootDir is the root, both tests run (packages/app's
        // own files do not matter to a run from the root, as in Jest).
        let result = try JSHost.run(["test"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("2 passed, 0 failed\n"), "\(result.stdout)")
        // --config FILE: rootDir is its folder, only the test under it runs.
        let chosen = try JSHost.run(["test", "--config", "packages/app/jest.config.json", "--reporter", "tap"], in: folder.url)
        #expect(chosen.status == 0, "\(chosen.stdout)\(chosen.stderr)")
        #expect(chosen.stdout.contains("ok 1 - packages/app/src/app.test.js > app\n"), "\(chosen.stdout)")
        #expect(chosen.stdout.hasSuffix("1 passed, 0 failed\n"), "\(chosen.stdout)")
        // A package.json without "jest": Jest's defaults with rootDir there (no setup file).
        let package = try JSHost.run(["test", "-c", "packages/app/package.json", "--reporter", "tap"], in: folder.url)
        #expect(package.status == 1)
        #expect(package.stdout.contains("not ok 1 - packages/app/src/app.test.js > app\n"), "\(package.stdout)")
        #expect(package.stdout.hasSuffix("0 passed, 1 failed\n"), "\(package.stdout)")
        let folderFlag = try JSHost.run(["test", "--config", "packages/app"], in: folder.url)
        #expect(folderFlag.status == 2)
        #expect(folderFlag.stderr.contains("The --config option requires a JSON string literal, or a file path with one of these extensions: .js, .ts, .mjs, .cjs, .json."), "\(folderFlag.stderr)")
        let missing = try JSHost.run(["test", "--config", "nowhere.js"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--config: no such file 'nowhere.js'"), "\(missing.stderr)")
    }
}
