import Foundation
import AppProject
import HostRuntime
import JSCore
import JSONSyntax
import ModuleSyntax
import Notifications
import ProjectGate

/// A project's Jest configuration (docs/testing.md, "Configuration"), found as Jest finds
/// it (jest-config's resolveConfigPath.ts): from the folder `jshost test` runs in up to the
/// filesystem root, the first folder with a `jest.config.js` (`.ts`, `.mjs`, `.cjs`,
/// `.json`) or a `package.json`, whose `"jest"` key is the configuration; or a file named
/// with `--config` (jest-cli takes no folder there). A JavaScript config may export
/// an object, or a function (sync or async) returning one. `<rootDir>` is replaced in
/// paths and patterns.
package struct JestConfig: Sendable, Equatable {
    /// Where it was read from (nil: Jest's defaults).
    package var file: String?
    package var rootDir: String
    package var roots: [String]
    package var testMatch: [String]
    /// When set, used instead of `testMatch`.
    package var testRegex: [String]
    package var testPathIgnorePatterns: [String]
    package var setupFiles: [String]
    package var setupFilesAfterEnv: [String]
    /// Regex → module paths (the first that resolves is used), in the config's order.
    package var moduleNameMapper: [MappedModule]
    /// Milliseconds (Jest's `testTimeout`); nil: jshost's default.
    package var testTimeout: Double?
    package var clearMocks = false, resetMocks = false, restoreMocks = false
    /// Jest's `snapshotFormat`; nil keeps Jest 29's default (false for both).
    package var escapeString: Bool?, printBasicPrototype: Bool?
    package var bail: Int?
    package var ci: Bool?, silent: Bool?, passWithNoTests: Bool?
    package var testNamePattern: String?
    /// Coverage (`--coverage`): `collectCoverage`, `collectCoverageFrom` (globs relative
    /// to rootDir), `coverageDirectory` (absolute), `coveragePathIgnorePatterns`.
    package var collectCoverage: Bool?
    package var collectCoverageFrom: [String]?
    package var coverageDirectory: String?
    package var coveragePathIgnorePatterns: [String]?
    /// Jest's `coverageThreshold`, in the config's order (nil: none).
    package var coverageThreshold: [CoverageThreshold]?
    /// Jest's `moduleDirectories` (default `["node_modules"]`) and `modulePaths` (absolute).
    package var moduleDirectories = ["node_modules"]
    package var modulePaths: [String] = []
    /// `preset` or a `transform` names ts-jest: its hoisting (only `jest.mock` moves).
    package var usesTsJest = false
    /// Jest's `transformIgnorePatterns` (regexes over absolute paths, `<rootDir>` replaced).
    package var transformIgnorePatterns = ["/node_modules/", "\\.pnp\\.[^\\/]+$"]
    /// `preset: 'react-native'` or `'jest-expo'` (`/ios`, `/android`) of a project without
    /// that package: jshost's embedded setup of it (JS/jest/presets) runs before `setupFiles`.
    package var builtInPreset: BuiltInJestPreset?
    /// The device's platform the configuration asks for (`haste.defaultPlatform`, which
    /// decides `Platform.OS` under Jest; the React Native presets say `ios`, `jest-expo/android`
    /// says `android`); `--platform` wins.
    package var defaultPlatform: Platform?
    /// The file infixes the configuration's `haste` makes Jest's resolver try first:
    /// `.<defaultPlatform>`, then `.native` when `haste.platforms` lists it (a preset's
    /// `haste` applies unless the project's own config has one: jest-config does not merge it).
    package var platformInfixes: [String] = []
    /// jest-expo's platform snapshot resolver (`ios`, `android`, `web`, `node`): snapshots are
    /// `__tests__/__snapshots__/<file>.snap.<platform>`; nil: Jest's `__snapshots__/<file>.snap`.
    package var snapshotPlatform: String?
    /// Jest's `testEnvironment` (a test file's `@jest-environment` docblock wins); nil when
    /// not set: Jest's default, node, in which jshost's device keeps its WebView's globals.
    package var testEnvironment: JestTestEnvironment?
    /// jsdom's `testEnvironmentOptions.url` (jsdom's default `http://localhost/`).
    package var testEnvironmentURL: String?
    /// Jest's `testResultsProcessor`, resolved from rootDir.
    package var testResultsProcessor: String?
    /// Jest's validation warnings (an unknown option), printed before the run.
    package var warnings: [String] = []
    /// Keys Jest knows that jshost accepts without acting on them (`preset`, `testEnvironment`, …).
    package var ignoredKeys: [String] = []
    /// Jest's `displayName` (a string, or `{name, color}`): printed before the file's name
    /// on its PASS/FAIL line.
    package var displayName: String?
    /// Its chalk colour (`{name, color}`; Jest's default for its own runner: white).
    package var displayNameColor = "white"
    /// Jest's `projects`, each read as jest-config's readConfigs reads it (JestProjects.swift);
    /// empty when the configuration has none. The tests are then found and run project by
    /// project, each file with its project's configuration.
    package var projects: [JestConfig] = []

    package typealias MappedModule = ModuleMapping

    /// Jest's, as written in jest-config src/Defaults.ts (`[tj]` in the second: "No tests
    /// found" prints it).
    package static let defaultTestMatch = ["**/__tests__/**/*.[jt]s?(x)", "**/?(*.)+(spec|test).[tj]s?(x)"]

    /// Jest's defaults for the folder `rootDir`.
    package init(rootDir: String) {
        self.rootDir = rootDir
        roots = [rootDir]
        testMatch = Self.defaultTestMatch
        testRegex = []
        testPathIgnorePatterns = ["/node_modules/"]
        setupFiles = []
        setupFilesAfterEnv = []
        moduleNameMapper = []
    }

    /// Options jshost acts on, and those it accepts and leaves alone.
    static let understood: Set<String> = [
        "rootDir", "roots", "testMatch", "testRegex", "testPathIgnorePatterns", "setupFiles", "setupFilesAfterEnv",
        "moduleNameMapper", "transformIgnorePatterns", "moduleDirectories", "modulePaths", "testTimeout", "clearMocks", "resetMocks", "restoreMocks", "snapshotFormat", "bail", "ci",
        "silent", "passWithNoTests", "testNamePattern", "collectCoverage", "collectCoverageFrom", "coverageDirectory",
        "coveragePathIgnorePatterns", "coverageThreshold", "preset", "testEnvironment", "testEnvironmentOptions", "testResultsProcessor",
        "projects", "displayName", "moduleFileExtensions",
    ]
    static let accepted: Set<String> = [
        "transform",
        "verbose",
        "coverageReporters", "coverageProvider", "reporters",
        "globals", "haste", "watchman", "watchPathIgnorePatterns", "watchPlugins", "maxWorkers",
        "notify", "errorOnDeprecated", "injectGlobals", "fakeTimers", "timers", "automock", "resetModules",
        "modulePathIgnorePatterns", "snapshotSerializers", "testLocationInResults", "testRunner", "testSequencer",
        "cacheDirectory", "cache", "clearCache", "detectOpenHandles", "forceExit", "globalSetup",
        "globalTeardown", "unmockedModulePathPatterns", "extensionsToTreatAsEsm", "slowTestThreshold", "prettierPath",
        "randomize", "showSeed", "workerIdleMemoryLimit", "openHandlesTimeout", "sandboxInjectedGlobals",
        // The rest of jest-config's ValidConfig.ts (v29.3.1): known to Jest, so no warning.
        "changedFilesWithAncestor", "changedSince", "dependencyExtractor", "detectLeaks", "expand", "filter",
        "forceCoverageMatch", "id", "json", "lastCommit", "listTests", "logHeapUsage", "maxConcurrency", "noStackTrace",
        "notifyMode", "onlyChanged", "onlyFailures", "resolver", "runTestsByPath", "runner", "runtime", "skipFilter",
        "skipNodeResolution", "snapshotResolver", "testFailureExitCode", "updateSnapshot", "useStderr", "watch", "watchAll",
    ]

    /// Jest's names, in the order it tries them (jest-config's constants.ts, JEST_CONFIG_EXT_ORDER).
    package static let fileNames = ["jest.config.js", "jest.config.ts", "jest.config.mjs", "jest.config.cjs", "jest.config.json"]

    /// Reads the configuration for `directory`: `explicit` (`--config FILE` or inline
    /// JSON), else the one `configFile(from:)` finds. Nil when there is none. Throws a
    /// message naming the file and field.
    /// True while `run --mocks` reads the config (AppModules): setup files are not looked for.
    @TaskLocal package static var readingForRun = false

    /// `permissions` (the run's `--allow-read`) decide which files outside the project the
    /// configuration may name: its `preset`, a `projects` entry, what a JavaScript config
    /// requires. The project is the repository of the folder Jest's search stops in (of the
    /// `--config` file's folder when one is given): every file the configuration names is
    /// read through that project's gate (docs/permissions.md, "Files a project names").
    package static func load(in directory: String, explicit: String? = nil, asProject: Bool = false,
                            permissions: Permissions = Permissions()) throws -> JestConfig? {
        let trimmed = explicit?.trimmingCharacters(in: .whitespaces)
        let anchor = trimmed.flatMap { $0.hasPrefix("{") ? nil : (TestDiscovery.absolutePath($0, base: directory) as NSString).deletingLastPathComponent }
        let root = AppProject.containing(anchor ?? TestRunner.jestRootDir(for: directory)).folder
        return try load(in: directory, explicit: explicit, asProject: asProject, files: ConfigFiles(permissions: permissions, root: root))
    }

    static func load(in directory: String, explicit: String?, asProject: Bool, files gate: ConfigFiles) throws -> JestConfig? {
        var found: String?
        if let explicit {
            let trimmed = explicit.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("{") {
                return try JestConfig(parseJSON(trimmed, file: "--config"), file: nil, directory: directory, asProject: asProject, files: gate)
            }
            // jest-cli's check (args.ts): a JSON text or a path with a config extension.
            let ext = (trimmed as NSString).pathExtension.lowercased()
            guard ["js", "ts", "mjs", "cjs", "json"].contains(ext) else {
                throw TestRunnerError.badConfig("The --config option requires a JSON string literal, or a file path with one of these extensions: .js, .ts, .mjs, .cjs, .json.")
            }
            let path = TestDiscovery.absolutePath(explicit, base: directory)
            guard isFile(path) else {
                throw TestRunnerError.badConfig("--config: no such file '\(explicit)'")
            }
            found = path
        } else {
            found = try configFile(from: directory, files: gate.files)
        }
        guard let file = found else { return nil }
        let object: JSONObject
        if (file as NSString).lastPathComponent == "package.json" {
            let parsed: JSONValue?
            do { parsed = try AppProject.manifest(file, files: gate.files, limit: 64 << 20) } catch { throw TestRunnerError.badConfig("\(file): \(error)") }
            guard let package = parsed else {
                throw TestRunnerError.badConfig("\(file): not valid JSON")
            }
            // Named with --config, a package.json without "jest" is Jest's defaults (rootDir
            // its folder); found by the search, it only stops the search.
            guard let jest = package["jest"] else { return explicit == nil ? nil : try JestConfig(JSONObject(), file: file, directory: directory, asProject: asProject, files: gate) }
            guard let value = jest.objectValue else { throw TestRunnerError.badConfig("\(file): \"jest\" must be an object") }
            object = value
        } else {
            object = try read(file, files: gate)
        }
        return try JestConfig(object, file: file, directory: directory, asProject: asProject, files: gate)
    }

    /// jest-config's resolveConfigPathByTraversing: the folder `searchFolder(from:)` finds
    /// decides: its config file, or its `package.json` when that has a `"jest"` key. Nil when
    /// that folder's `package.json` has no `"jest"` key (Jest then runs on its defaults with
    /// rootDir there), or when no folder up to the root has either (Jest stops with "Could
    /// not find a config file"; jshost runs on its defaults). Two configurations in one
    /// folder are an error, as in Jest ("Multiple configurations found").
    /// The `package.json` is read through `files` (by default the gate of the folder the
    /// search stops in): one that leads out of the project or is no regular file is an error.
    package static func configFile(from directory: String, files: ProjectFiles? = nil) throws -> String? {
        guard let dir = searchFolder(from: directory) else { return nil }
        var configs = fileNames.map { (dir as NSString).appendingPathComponent($0) }.filter(isFile)
        let package = (dir as NSString).appendingPathComponent("package.json")
        // Jest's hasPackageJsonJestKey: `'jest' in JSON.parse(content)`, false when not JSON.
        if isFile(package) {
            let parsed: JSONValue?
            do { parsed = try AppProject.manifest(package, files: files ?? ProjectFiles(root: dir), limit: 64 << 20) } catch { throw TestRunnerError.badConfig("\(package): \(error)") }
            if parsed?.objectValue?["jest"] != nil {
                configs.append(package)
            }
        }
        if configs.count > 1 {
            // Jest's text (makeMultipleConfigsErrorMessage).
            let list = configs.map { "    * " + ($0.hasSuffix("/package.json") ? "`jest` key in " : "") + $0 }
            throw TestRunnerError.badConfig((["● Multiple configurations found:", ""] + list + [
                "", "  Implicit config resolution does not allow multiple configuration files.",
                "  Either remove unused config files or select one explicitly with `--config`.",
            ]).joined(separator: "\n"))
        }
        return configs.first
    }

    /// Where Jest's search for its configuration stops: the nearest folder at or above
    /// `directory` holding a `jest.config.*` file or a `package.json`; nil when none does.
    static func searchFolder(from directory: String) -> String? {
        var dir = (directory as NSString).standardizingPath
        while true {
            if (fileNames + ["package.json"]).contains(where: { isFile((dir as NSString).appendingPathComponent($0)) }) { return dir }
            let parent = (dir as NSString).deletingLastPathComponent
            if parent == dir || parent.isEmpty { return nil }
            dir = parent
        }
    }

    /// Jest's isFile: exists and is no folder.
    private static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// `asProject`: one of a configuration's `projects` (its own `projects` are not read, and
    /// `<rootDir>` in its `rootDir` is the folder of the configuration naming it).
    init(_ given: JSONObject, file: String?, directory: String, asProject: Bool = false, files gate: ConfigFiles) throws {
        let name = file.map { TestDiscovery.display($0, base: directory) } ?? "--config"
        func fail(_ key: String, _ expected: String) -> TestRunnerError {
            .badConfig("\(name): \"\(key)\" must be \(expected)")
        }
        var root = file.map { ($0 as NSString).deletingLastPathComponent } ?? directory
        if let rootDir = given["rootDir"] {
            guard let text = rootDir.stringValue else { throw fail("rootDir", "a string") }
            root = TestDiscovery.absolutePath(asProject ? text.replacingOccurrences(of: "<rootDir>", with: root) : text, base: root)
        }
        let (object, builtIn) = try Self.withPreset(given, rootDir: root, files: gate)
        func strings(_ key: String) throws -> [String]? {
            guard let value = object[key] else { return nil }
            if let one = value.stringValue { return [one] }
            guard let list = value.arrayValue else { throw fail(key, "an array of strings") }
            return try list.map { item throws -> String in
                guard let text = item.stringValue else { throw fail(key, "an array of strings") }
                return text
            }
        }
        func bool(_ key: String) throws -> Bool? {
            guard let value = object[key] else { return nil }
            guard let flag = value.boolValue else { throw fail(key, "true or false") }
            return flag
        }
        self.init(rootDir: root)
        self.file = file
        builtInPreset = builtIn
        func path(_ text: String) -> String {
            let replaced = text.replacingOccurrences(of: "<rootDir>", with: root)
            return TestDiscovery.absolutePath(replaced, base: root)
        }
        func pattern(_ text: String) -> String { text.replacingOccurrences(of: "<rootDir>", with: root) }
        if let roots = try strings("roots") { self.roots = roots.map(path) }
        if let match = try strings("testMatch") { testMatch = match.map(pattern) }
        if let regex = try strings("testRegex") { testRegex = regex }
        if let ignore = try strings("testPathIgnorePatterns") { testPathIgnorePatterns = ignore.map(pattern) }
        // Jest resolves each entry as a module from rootDir (jest-config's utils.ts `resolve`:
        // a path relative to rootDir, or a package through node_modules), and stops with its
        // validation error when one is not found.
        func setupModule(_ entry: String, key: String) throws -> String {
            let replaced = entry.replacingOccurrences(of: "<rootDir>", with: root)
            // `run --mocks` reads the config for its moduleNameMapper only: setup files never run there.
            if Self.readingForRun { return replaced }
            let referrer = (root as NSString).appendingPathComponent("package.json")
            if let found = try? ModuleResolver().resolve(replaced, from: referrer).path { return found }
            throw TestRunnerError.badConfig("● Validation Error:\n\n  Module \(entry) in the \(key) option was not found.\n"
                + "         <rootDir> is: \(root)\n\n  Configuration Documentation:\n  https://jestjs.io/docs/configuration\n")
        }
        if let files = try strings("setupFiles") { setupFiles = try files.map { try setupModule($0, key: "setupFiles") } }
        if let files = try strings("setupFilesAfterEnv") { setupFilesAfterEnv = try files.map { try setupModule($0, key: "setupFilesAfterEnv") } }
        // Jest's own name is setupFilesAfterEnv; setupFilesAfterEach is taken as the same.
        if let files = try strings("setupFilesAfterEach") { setupFilesAfterEnv += try files.map { try setupModule($0, key: "setupFilesAfterEach") } }
        if let mapper = object["moduleNameMapper"] {
            guard let map = mapper.objectValue else { throw fail("moduleNameMapper", "an object of pattern: path") }
            // In the config's order: Jest tries the patterns in order.
            for member in map.members {
                let targets: [String]
                if let one = member.value.stringValue { targets = [one] } else if let list = member.value.arrayValue, list.allSatisfy({ $0.stringValue != nil }) {
                    targets = list.compactMap(\.stringValue)
                } else {
                    throw fail("moduleNameMapper", "an object whose values are paths (strings or arrays of strings)")
                }
                do { _ = try NSRegularExpression(pattern: member.key) } catch {
                    throw TestRunnerError.badConfig("\(name): moduleNameMapper pattern /\(member.key)/ is not a valid regular expression")
                }
                moduleNameMapper.append(MappedModule(pattern: member.key, targets: targets.map { $0.replacingOccurrences(of: "<rootDir>", with: root) }))
            }
        }
        if let timeout = object["testTimeout"] {
            guard let ms = timeout.doubleValue, ms > 0 else { throw fail("testTimeout", "a number of milliseconds > 0") }
            testTimeout = ms
        }
        clearMocks = try bool("clearMocks") ?? false
        resetMocks = try bool("resetMocks") ?? false
        restoreMocks = try bool("restoreMocks") ?? false
        if let format = object["snapshotFormat"] {
            guard let format = format.objectValue else { throw fail("snapshotFormat", "an object") }
            escapeString = format["escapeString"]?.boolValue
            printBasicPrototype = format["printBasicPrototype"]?.boolValue
        }
        if let value = object["bail"] {
            if let flag = value.boolValue { bail = flag ? 1 : nil }
            else if let n = value.doubleValue, n >= 0, n == n.rounded() { bail = n > 0 ? Int(n) : nil }
            else { throw fail("bail", "true, false or a number of failures") }
        }
        ci = try bool("ci")
        silent = try bool("silent")
        passWithNoTests = try bool("passWithNoTests")
        if let value = object["testNamePattern"] {
            guard let text = value.stringValue else { throw fail("testNamePattern", "a string") }
            testNamePattern = text
        }
        collectCoverage = try bool("collectCoverage")
        if let globs = try strings("collectCoverageFrom") {
            for glob in globs {
                do { _ = try Glob(glob.hasPrefix("!") ? String(glob.dropFirst()) : glob) } catch {
                    throw TestRunnerError.badConfig("\(name): collectCoverageFrom glob '\(glob)' is not valid")
                }
            }
            collectCoverageFrom = globs.map(pattern)
        }
        if let value = object["coverageDirectory"] {
            guard let text = value.stringValue else { throw fail("coverageDirectory", "a string") }
            coverageDirectory = path(text)
        }
        if let ignore = try strings("coveragePathIgnorePatterns") { coveragePathIgnorePatterns = ignore.map(pattern) }
        if let value = object["coverageThreshold"] {
            let expected = "an object of \"global\", paths or globs: {statements, branches, functions, lines} numbers"
            guard let groups = value.objectValue else { throw fail("coverageThreshold", expected) }
            coverageThreshold = try groups.members.map { member throws -> CoverageThreshold in
                guard let keys = member.value.objectValue else { throw fail("coverageThreshold", expected) }
                func number(_ key: String) throws -> Double? {
                    guard let value = keys[key] else { return nil }
                    guard let n = value.doubleValue else {
                        throw TestRunnerError.badConfig("\(name): \"coverageThreshold\".\"\(member.key)\".\(key) must be a number (a minimum percent, or a negative maximum of uncovered ones)")
                    }
                    return n
                }
                return CoverageThreshold(group: member.key, statements: try number("statements"), branches: try number("branches"),
                                         functions: try number("functions"), lines: try number("lines"))
            }
        }
        if let patterns = try strings("transformIgnorePatterns") {
            for item in patterns where (try? NSRegularExpression(pattern: item)) == nil {
                throw TestRunnerError.badConfig("\(name): transformIgnorePatterns pattern /\(item)/ is not a valid regular expression")
            }
            transformIgnorePatterns = patterns.map(pattern)
        }
        if let names = try strings("moduleDirectories") { moduleDirectories = names }
        if let folders = try strings("modulePaths") { modulePaths = folders.map(path) }
        if let processor = object["testResultsProcessor"] {
            guard let text = processor.stringValue else { throw fail("testResultsProcessor", "a module path (a string)") }
            testResultsProcessor = try setupModule(text, key: "testResultsProcessor")
        }
        if let value = object["testEnvironment"] {
            guard let text = value.stringValue else { throw fail("testEnvironment", "a string") }
            testEnvironment = try JestTestEnvironment(named: text, where: name)
        }
        if let options = object["testEnvironmentOptions"] {
            guard let options = options.objectValue else { throw fail("testEnvironmentOptions", "an object") }
            if let url = options["url"] {
                guard let text = url.stringValue, URL(string: text)?.scheme != nil else { throw fail("testEnvironmentOptions", "an object whose url is an absolute URL") }
                testEnvironmentURL = text
            }
        }
        if let haste = object["haste"] {
            guard let options = haste.objectValue else { throw fail("haste", "an object ({defaultPlatform, platforms, …})") }
            if let value = options["defaultPlatform"], value != .null {
                guard let platform = value.stringValue else { throw fail("haste", "an object whose defaultPlatform is a string") }
                defaultPlatform = Platform(rawValue: platform)
                platformInfixes.append("." + platform)
            }
            if let value = options["platforms"] {
                guard let platforms = value.arrayValue?.compactMap(\.stringValue), platforms.count == value.arrayValue?.count else {
                    throw fail("haste", "an object whose platforms is an array of strings")
                }
                if platforms.contains("native") { platformInfixes.append(".native") }
            }
        }
        if let extensions = object["moduleFileExtensions"] {
            guard let names = extensions.arrayValue?.compactMap(\.stringValue), names.count == extensions.arrayValue?.count else {
                throw fail("moduleFileExtensions", "an array of strings")
            }
            // jest-resolve tries each moduleFileExtensions entry in order after the haste
            // platform's: `web.js` before `js` (jest-expo's node project: `.node`, then `.web`).
            for name in names {
                guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { continue }
                let infix = "." + name[..<dot]
                if !platformInfixes.contains(infix) { platformInfixes.append(infix) }
            }
        }
        // jest-expo's platform presets name their snapshot resolver (src/snapshot/
        // createPlatformResolver.js): `__tests__` → `__tests__/__snapshots__`, `.snap.<platform>`.
        if let platform = builtIn?.expoPlatform?.extensions.first,
           object["snapshotResolver"]?.stringValue == "jest-expo/src/snapshot/resolver.\(platform).js" {
            snapshotPlatform = platform
        }
        if let text = object["preset"]?.stringValue, text.hasPrefix("ts-jest") { usesTsJest = true }
        if let transform = object["transform"]?.objectValue {
            usesTsJest = usesTsJest || transform.members.contains { member in
                (member.value.stringValue ?? member.value.arrayValue?.first?.stringValue ?? "").hasPrefix("ts-jest")
            }
        }
        let keys = object.keys
        ignoredKeys = keys.filter { Self.accepted.contains($0) }.sorted()
        let unknown = keys.filter { !Self.understood.contains($0) && !Self.accepted.contains($0) && $0 != "setupFilesAfterEach" }.sorted()
        // Jest's own text (jest-validate's unknownOptionWarning): a warning, and the run goes on.
        warnings = unknown.map { key in
            let value = object[key].map { $0.jsonString } ?? "undefined"
            return "● Validation Warning:\n\n  Unknown option \"\(key)\" with value \(value) was found.\n"
                + "  This is probably a typing mistake. Fixing it will remove this message.\n\n"
                + "  Configuration Documentation:\n  https://jestjs.io/docs/configuration\n"
        }
        if let name = object["displayName"] {
            // jest-config's normalize.ts: a string, or an object with a string name and color.
            if let text = name.stringValue {
                displayName = text
            } else if let named = name.objectValue?["name"]?.stringValue, !named.isEmpty,
                      name.objectValue?["color"]?.stringValue?.isEmpty == false {
                displayName = named
                displayNameColor = name.objectValue?["color"]?.stringValue ?? "white"
            } else {
                throw fail("displayName", "a string or { name: string; color: string }")
            }
        }
        if !asProject, let value = object["projects"] {
            projects = try Self.readProjects(value, rootDir: root, file: file, directory: directory, files: gate, fail: fail)
            for project in projects { warnings += project.warnings }
        }
    }

    /// `config` over its `preset` as jest-config's normalize.ts `setupPreset` merges them: a
    /// path (`./jest-preset.js`, relative to rootDir) or a package's `jest-preset.json` /
    /// `.js` / `.cjs` / `.mjs`; the config's options win, `setupFiles` and
    /// `setupFilesAfterEnv` are the preset's then the config's, `moduleNameMapper` the
    /// config's patterns first. Jest's validation error when it is not found. The React
    /// Native presets of a project without their package are jshost's own (`BuiltInJestPreset`).
    ///
    /// The preset is a file the project names: read through `gate`, so one outside the
    /// project (a path, or a package in node_modules that is a link leading out) stops the
    /// run with a validation error naming `--allow-read`, and nothing of it is read (its keys
    /// never reach the unknown-option warning).
    static func withPreset(_ given: JSONObject, rootDir: String, files gate: ConfigFiles) throws -> (JSONObject, BuiltInJestPreset?) {
        // A config that spreads `require('react-native/jest-preset')` (or jest-expo's) of a
        // project without that package carries jshost's copy of it, marked.
        var config = given
        let spreadBuiltIn = config[BuiltInJestPreset.marker]?.stringValue.flatMap(BuiltInJestPreset.init(rawValue:))
        if spreadBuiltIn != nil { config[BuiltInJestPreset.marker] = nil }
        guard let preset = config["preset"]?.stringValue, !preset.hasPrefix("ts-jest") else { return (config, spreadBuiltIn) }
        let replaced = preset.replacingOccurrences(of: "<rootDir>", with: rootDir)
        var candidates: [String]
        if replaced.hasPrefix(".") || replaced.hasPrefix("/") {
            candidates = [TestDiscovery.absolutePath(replaced, base: rootDir)]
        } else {
            let referrer = (rootDir as NSString).appendingPathComponent("package.json")
            candidates = ["json", "js", "cjs", "mjs"].compactMap { try? ModuleResolver().resolve("\(replaced)/jest-preset.\($0)", from: referrer).path }
        }
        let presetObject: JSONObject
        var builtIn: BuiltInJestPreset?
        if let path = candidates.first(where: isFile) {
            do { _ = try gate.files.check(path) } catch {
                throw TestRunnerError.badConfig("● Validation Error:\n\n  Preset \(preset) is not read: \(error).\n\n"
                    + "  Configuration Documentation:\n  https://jestjs.io/docs/configuration\n")
            }
            var object = try read(path, files: gate)
            // A project's own preset file extending a React Native preset that is not installed.
            if let marked = object[BuiltInJestPreset.marker]?.stringValue.flatMap(BuiltInJestPreset.init(rawValue:)) {
                builtIn = marked
                object[BuiltInJestPreset.marker] = nil
            }
            presetObject = object
        } else if let embedded = BuiltInJestPreset(rawValue: preset) {
            builtIn = embedded
            presetObject = embedded.options
        } else {
            throw TestRunnerError.badConfig("● Validation Error:\n\n  Preset \(preset) not found relative to rootDir \(rootDir).\n\n"
                + "  Configuration Documentation:\n  https://jestjs.io/docs/configuration\n")
        }
        var merged = JSONObject()
        for member in presetObject.members where member.key != "rootDir" && config[member.key] == nil { merged.append(member.key, member.value) }
        for member in config.members where member.key != "preset" {
            var value = member.value
            if ["setupFiles", "setupFilesAfterEnv"].contains(member.key), let own = value.arrayValue, let inherited = presetObject[member.key]?.arrayValue {
                value = .array(inherited + own)
            }
            if member.key == "moduleNameMapper", let own = value.objectValue, let inherited = presetObject[member.key]?.objectValue {
                var mapper = own
                for entry in inherited.members where own[entry.key] == nil { mapper.append(entry.key, entry.value) }
                value = .object(mapper)
            }
            merged.append(member.key, value)
        }
        return (merged, builtIn ?? spreadBuiltIn)
    }

    private static func parseJSON(_ text: String, file: String) throws -> JSONObject {
        guard let object = (try? JSONParser.parse(text))?.objectValue else {
            throw TestRunnerError.badConfig("\(file): not a JSON object")
        }
        return object
    }

    /// A JSON file, or a JavaScript module evaluated in a runtime of its own.
    /// Through `gate`: a JSON file is read by it; a module runs with the gate's project root
    /// and the run's `--allow-read`, so what it requires outside the project is refused as
    /// the module loader refuses it.
    private static func read(_ path: String, files gate: ConfigFiles) throws -> JSONObject {
        if path.hasSuffix(".json") {
            let text: String?
            do { text = try AppProject.text(path, files: gate.files) } catch { throw TestRunnerError.badConfig("cannot read \(path): \(error)") }
            guard let text else { throw TestRunnerError.badConfig("cannot read \(path): not UTF-8 text") }
            return try parseJSON(text, file: path)
        }
        do { _ = try gate.files.check(path) } catch { throw TestRunnerError.badConfig("cannot read \(path): \(error)") }
        let runtime: Runtime
        var options = RuntimeOptions(timeout: 5, fakeTime: true)
        options.permissions.read = gate.permissions.read
        do { runtime = try Runtime(options: options) } catch {
            throw TestRunnerError.badConfig("\(path): cannot start a JavaScript runtime: \(error)")
        }
        defer { runtime.close() }
        // The config may be above the current folder (Jest searches up): it and what it
        // requires load under the project root of its folder (or `--allow-read`).
        runtime.modules.pinProjectRoot(gate.files.root)
        // `require('react-native/jest-preset')` and jest-expo's of a project without the
        // package: jshost's copy of the preset's options, marked so that its setup runs too.
        for preset in BuiltInJestPreset.allCases {
            let specifier = preset.rawValue + "/jest-preset"
            guard (try? ModuleResolver().resolve(specifier, from: path)) == nil else { continue }
            var options = preset.options
            if options["setupFiles"] == nil, preset != .jestExpoUniversal { options.append("setupFiles", .array([])) }
            options.append(BuiltInJestPreset.marker, .string(preset.rawValue))
            let json = JSONValue.object(options).jsonString
            runtime.modules.registerBuiltin(specifier) { runtime in
                try runtime.context.globalObject["JSON"].invoke("parse", [JSValue(string: json, in: runtime.context)])
            }
        }
        // `require('jest-expo/config')` (getIOSPreset(), …, withWatchPlugins) likewise.
        if (try? ModuleResolver().resolve("jest-expo/config", from: path)) == nil {
            var presets = JSONObject()
            for (name, preset) in [("web", BuiltInJestPreset.jestExpoWeb), ("node", .jestExpoNode), ("ios", .jestExpoIOS), ("android", .jestExpoAndroid)] {
                var options = preset.options
                if options["setupFiles"] == nil { options.append("setupFiles", .array([])) }
                options.append(BuiltInJestPreset.marker, .string(preset.rawValue))
                presets.append(name, .object(options))
            }
            let json = JSONValue.object(presets).jsonString
            let made = { (runtime: Runtime) throws(JSException) -> JSValue in
                let module = try runtime.context.evaluate(EmbeddedJS.jestPresetsJestExpoConfig, sourceURL: "jshost:jest/presets/jest-expo-config.js")
                return try module.call([JSValue(string: json, in: runtime.context)])
            }
            runtime.modules.registerBuiltin("jest-expo/config", made)
            runtime.modules.registerBuiltin("jest-expo/config/index", made)
        }
        var json: String?
        var failure: String?
        let context = runtime.context
        let entered = runtime.enter { () throws(JSException) -> Void in
            var value = try runtime.modules.require(path, from: path)
            if value.isObject, value["__esModule"].boolValue || value.hasProperty("default"), !value["default"].isUndefined { value = value["default"] }
            if value.isFunction { value = try value.call([]) }
            let store = { (settled: JSValue) throws(JSException) in
                json = try context.globalObject["JSON"].invoke("stringify", [settled]).string
            }
            if value.isThenable {
                let onFulfilled = JSValue(function: "onFulfilled", in: context) { arguments in
                    try store(arguments.first ?? .undefined(in: context))
                    return nil
                }
                let onRejected = JSValue(function: "onRejected", in: context) { arguments in
                    failure = arguments.first.map { runtime.inspect($0) } ?? "rejected"
                    return nil
                }
                _ = try value.invoke("then", [onFulfilled, onRejected])
            } else {
                try store(value)
            }
        }
        if case let .failure(error) = entered { throw TestRunnerError.badConfig("\(path): \(error.briefly)") }
        if json == nil, failure == nil { runtime.run() }
        if let failure { throw TestRunnerError.badConfig("\(path): the config's promise was rejected: \(failure)") }
        guard let json else { throw TestRunnerError.badConfig("\(path): does not export a configuration object") }
        return try parseJSON(json, file: path)
    }
}

/// The gate of a Jest configuration's project and the run's permissions it is made of
/// (a JavaScript configuration runs with their `--allow-read`).
struct ConfigFiles {
    let permissions: Permissions
    let files: ProjectFiles
    init(permissions: Permissions, root: String) {
        self.permissions = permissions
        files = permissions.projectFiles(root: root)
    }
}

extension EntryFailure {
    /// One line for a configuration-time script (a config file, a results processor) that failed.
    var briefly: String {
        switch self {
        case let .exception(exception): return exception.headline
        case let .timeout(seconds): return "ran longer than \(Int(seconds)) s"
        case let .memory(resident, limit): return "used \(resident) MB, over \(limit) MB"
        }
    }
}
