import Foundation
import AppProject
import HostRuntime
import JSCore
import JSONSyntax
import ModuleSyntax
import NotificationRendering
import Notifications
import Surfaces

/// Runs one test file on its own simulated `Device` (a fresh JavaScript
/// context on the virtual clock, with every surface `jshost run` has), plus
/// the test API (module `jshost/test` and the same names as globals).
///
/// Create and run it on one thread; different files may run on different
/// threads at once.
final class TestFileRunner {
    let file: TestFile
    let options: TestRunOptions

    private let sink = TestEffectSink()
    /// `simulate.render`'s renderer and the app it draws, made on first use.
    private lazy var renderer = NotificationRenderer()
    private var appIdentity: AppIdentity?
    private let reporter = StepErrorCollector()
    private var device: Device!
    private var glue: JSValue!
    /// The Jest layer's shared object (JestLayer).
    private var jest: JSValue!
    /// The folder the run's paths are relative to (where a root `__mocks__` folder is).
    private var rootDirectory: String { file.directory }
    /// The test file as failure locations and stacks name it: relative to Jest's rootDir, as
    /// Jest's stack frames are (jest-message-util `formatPath`), while the PASS/FAIL header
    /// names it relative to the current folder (`file.path`).
    private var locationPath: String {
        options.rootDir.map { TestDiscovery.relative(file.absolutePath, to: URL(fileURLWithPath: $0).standardizedFileURL.path) } ?? file.path
    }
    private var context: JSContext { device.runtime.context }
    private var namePattern: String? { options.testNamePattern ?? options.config?.testNamePattern }
    private var silent: Bool { options.silent || options.config?.silent == true }
    private var loop: EventLoop { device.runtime.loop }

    /// Virtual ms moved by `simulate.advance`, which does not count against a test's timeout.
    private var advancedTotal = 0.0
    /// The file's mock registry (jest.mock, __mocks__), beside the module loader's registry.
    private var mocks: ModuleMocks!
    private var advanceStartedAt: Double?

    /// The engine's virtual machine this file's context is made in: one per worker
    /// thread, shared by the files it runs one after another (docs/performance.md,
    /// "`jshost test`").
    private let virtualMachine: JSVirtualMachine

    init(file: TestFile, options: TestRunOptions, virtualMachine: JSVirtualMachine = JSVirtualMachine()) {
        self.file = file
        self.options = options
        self.virtualMachine = virtualMachine
    }

    func run() -> TestFileResult {
        let started = DispatchTime.now()
        var result = runFile()
        result.durationMs = Self.milliseconds(since: started)
        if options.coverage != nil, device != nil { collectCoverage(&result) }
        return result
    }

    // MARK: Coverage

    /// The instrumented files this file's context loaded, by path.
    private var coveredFiles: [String: CoverageInstrumenter.Instrumented] = [:]

    /// Puts `--coverage`'s counters into the user files this test file loads.
    private func installCoverage(_ coverage: CoverageOptions) {
        let setupFiles = Set((options.config?.setupFiles ?? []) + (options.config?.setupFilesAfterEnv ?? []))
        let testFiles = options.coverageTestFiles
        device.runtime.modules.instrumenter = { [unowned self] code, path, compiled in
            guard CoverageReport.includes(path, options: coverage, testFiles: testFiles, setupFiles: setupFiles) else { return nil }
            switch CoverageInstrumenter.shared.instrument(code, path: path, compiled: compiled) {
            case let .success(file):
                if coveredFiles[path] == nil {
                    coveredFiles[path] = file
                    let branches = file.map.branches.map { "Array(\($0.paths)).fill(0)" }.joined(separator: ",")
                    _ = try? context.evaluate("globalThis.\(file.counter) = {s: Array(\(file.map.statements.count)).fill(0), f: Array(\(file.map.functions.count)).fill(0), b: [\(branches)]};",
                                              sourceURL: "jshost:coverage")
                }
                return file.code
            case let .failure(error):
                coverageWarnings.append(error.message)
                return nil
            }
        }
        device.runtime.modules.instrumentationFailed = { [unowned self] path, message in
            uninstrumented.insert(path)
            coverageWarnings.append("\(path): not measured: its instrumented code did not compile (\(message)); it ran as written")
        }
    }

    private var coverageWarnings: [String] = []
    /// Files whose instrumented code did not compile: they ran as written, and are not reported.
    private var uninstrumented: Set<String> = []

    /// Reads the counters out of the context when the file has run.
    private func collectCoverage(_ result: inout TestFileResult) {
        result.coverageWarnings = coverageWarnings
        for (path, file) in coveredFiles.sorted(by: { $0.key < $1.key }) where !uninstrumented.contains(path) && !file.map.ignored {
            guard let json = try? context.evaluate("JSON.stringify(globalThis.\(file.counter))", sourceURL: "jshost:coverage").stringValue,
                  let object = (try? JSONParser.parse(json))?.objectValue else { continue }
            var counts = FileCoverage(path: path, map: file.map)
            counts.statements = object["s"]?.integers ?? counts.statements
            counts.functions = object["f"]?.integers ?? counts.functions
            if let rows = object["b"]?.arrayValue, case let branches = rows.compactMap(\.integers), branches.count == rows.count {
                counts.branches = branches
            }
            result.coverage.append(counts)
        }
    }

    private func runFile() -> TestFileResult {
        var result = TestFileResult(path: file.path)
        result.absolutePath = file.absolutePath
        result.displayName = file.displayName
        result.displayNameColor = file.displayNameColor
        do {
            try setUp()
        } catch let refused as TypeScriptConfig.Refused {
            result.errors.append(TestFailure(message: "Test file failed to run: \(refused)", location: file.path))
            return result
        } catch {
            result.errors.append(TestFailure(message: "Test file failed to run: cannot set up the device: \(error)", location: file.path))
            return result
        }

        // A debugger names the context and, for --inspect-brk, waits for one to attach.
        if let debugger = options.debugger {
            sink.debugger = debugger
            debugger.attach(to: context, file: file)
        }
        // A test file found inside the project through a link that leads out of it, or
        // found outside it, is judged where it really is, as a module is: it needs --allow-read.
        if isInProject, case let .failure(failure) = device.runtime.enter({ () throws(JSException) in
            try device.runtime.modules.checkAccess(file.absolutePath, what: "test files")
        }) {
            result.errors.append(describe(failure))
            return result
        }
        // The root's __mocks__ (each module's own `jest.mock(…)` calls are hoisted in it, as
        // babel-jest does: JestCompilation.swift).
        if case let .failure(failure) = device.runtime.enter({ () throws(JSException) in mocks.start() }) {
            result.errors.append(describe(failure))
            return result
        }
        // The test environment (jsdom's page DOM) and a React Native preset's own setup.
        if case let .failure(failure) = device.runtime.enter({ () throws(JSException) in try prepareEnvironment() }) {
            let described = describe(failure)
            result.errors.append(TestFailure(message: "Test file failed to run: the test environment failed to set up\n\n" + described.message,
                                             location: described.location ?? locationPath, stack: described.stack))
            return result
        }
        // The configuration's setupFiles, then setupFilesAfterEnv (each test file runs them).
        if let config = options.config {
            if let ms = config.testTimeout {
                _ = device.runtime.enter({ () throws(JSException) in
                    try jest["jestObject"].invoke("setTimeout", [JSValue(double: ms, in: context)])
                })
            }
            for setup in config.setupFiles + config.setupFilesAfterEnv {
                if case let .failure(failure) = device.runtime.enter({ () throws(JSException) in
                    try device.runtime.modules.require(setup, from: file.absolutePath)
                }) {
                    let described = describe(failure)
                    let shown = TestDiscovery.display(setup, base: rootDirectory)
                    result.errors.append(TestFailure(message: "Test file failed to run: setup file \(shown) failed\n\n" + described.message,
                                                     location: described.location ?? shown, stack: described.stack))
                    return result
                }
            }
        }
        // Load the file: it declares its tests (and requires the scripts under test).
        device.load(script: file.absolutePath, classic: false)
        result.output += sink.takeOutput()
        if !reporter.errors.isEmpty {
            let failure = describe(reporter.errors[0])
            result.errors.append(TestFailure(message: "Test file failed to run\n\n" + failure.message,
                                             location: failure.location ?? locationPath, stack: failure.stack))
            return result
        }
        let plan: JSValue
        switch device.runtime.enter({ () throws(JSException) in
            try glue.invoke("plan", [options.filter.map { JSValue(string: $0, in: context) } ?? .undefined(in: context),
                                     namePattern.map { JSValue(string: $0, in: context) } ?? .undefined(in: context)])
        }) {
        case let .success(value): plan = value
        case let .failure(failure):
            result.errors.append(describe(failure))
            return result
        }

        // A file named on the command line that declares no test at all (not one
        // whose tests a --filter left out) is not a test file: that is said, not passed.
        if options.filter == nil, !(0..<plan.length).contains(where: { plan[$0]["op"].stringValue == "test" }) {
            result.errors.append(TestFailure(message: "\(file.path) defines no tests (describe / test / it): is it a test file?",
                                             location: file.path))
            return result
        }

        var failedSuites: [Int: TestFailure] = [:]
        for index in 0..<plan.length {
            let op = plan[index]
            let names = Self.strings(op["names"])
            switch op["op"].stringValue {
            case "beforeAll":
                if let failure = runStep(op["fn"], timeoutMs: timeout(op)) {
                    let suite = op["suite"].intValue
                    if failedSuites[suite] == nil { failedSuites[suite] = failure }
                }
                result.output += sink.takeOutput()
            case "afterAll":
                if let failure = runStep(op["fn"], timeoutMs: timeout(op)) {
                    let owner = names.isEmpty ? "" : " in \"\(names.joined(separator: " > "))\""
                    result.errors.append(TestFailure(message: "afterAll hook\(owner) failed\n\n" + failure.message,
                                                     location: failure.location, stack: failure.stack))
                }
                result.output += sink.takeOutput()
            default:
                result.tests.append(runTest(op, names: names, failedSuites: failedSuites))
            }
        }
        finishSnapshots(&result)
        if silent {
            result.output = []
            for index in result.tests.indices { result.tests[index].output = [] }
        }
        // Errors after the last test (a timer that throws, an unhandled rejection).
        let mark = reporter.errors.count
        device.settle()
        for error in reporter.errors[mark...] {
            let failure = describe(error)
            result.errors.append(TestFailure(message: "Error after the tests finished\n\n" + failure.message,
                                             location: failure.location, stack: failure.stack))
        }
        result.output += sink.takeOutput()
        return result
    }

    // MARK: Environment

    /// Jest's test environment for this file (its `@jest-environment` docblock, else the
    /// configuration's `testEnvironment`): jsdom installs the page DOM on a blank page; then
    /// a React Native preset's setup (JestEnvironment.swift).
    private func prepareEnvironment() throws(JSException) {
        let named = JestTestEnvironment.pragma(inFile: file.absolutePath).flatMap { try? JestTestEnvironment(named: $0, where: file.path) }
        switch named ?? options.config?.testEnvironment {
        case .jsdom: try device.startBlankPage(url: options.config?.testEnvironmentURL ?? "http://localhost/")
        case .node: device.withoutBrowserGlobals()
        case nil: break
        }
        if let preset = options.config?.builtInPreset {
            let modules = device.runtime.modules!
            try BuiltInJestPreset.setUp(preset, jest: jest["jestObject"],
                                        reactNative: try modules.requireActual("react-native", from: file.absolutePath),
                                        react: try modules.requireActual("react", from: file.absolutePath), in: context)
        }
    }

    // MARK: Snapshots

    /// `__snapshots__/<file>.snap` next to the test file, as Jest names it; under a jest-expo
    /// platform preset, its resolver's path (createPlatformResolver.js: the first `__tests__`
    /// of the path becomes `__tests__/__snapshots__`, the name ends `.snap.<platform>`).
    private var snapshotPath: String {
        if let platform = options.config?.snapshotPlatform {
            let path = file.absolutePath
            let moved = path.range(of: "__tests__").map { path.replacingCharacters(in: $0, with: "__tests__/__snapshots__") } ?? path
            return moved + ".snap." + platform
        }
        let folder = (file.absolutePath as NSString).deletingLastPathComponent
        return (folder as NSString).appendingPathComponent("__snapshots__/" + (file.absolutePath as NSString).lastPathComponent + ".snap")
    }

    /// Writes what the file's snapshots changed (`.snap` file, inline snapshots) and counts them.
    private func finishSnapshots(_ result: inout TestFileResult) {
        let tests = JSONValue.array(result.tests.map { test in
            .object(["name": .string(test.names.joined(separator: " ")), "status": .string(test.status.rawValue)])
        }).jsonString
        switch device.runtime.enter({ () throws(JSException) in
            try jest["snapshot"].invoke("finish", [JSValue(string: tests, in: context), JSValue(bool: options.filter != nil, in: context)])
        }) {
        case let .success(value):
            guard let parsed = JSValue.parseJSON(value.stringValue, in: context) else { return }
            var counts = SnapshotCounts()
            counts.added = parsed["added"].intValue
            counts.matched = parsed["matched"].intValue
            counts.unmatched = parsed["unmatched"].intValue
            counts.updated = parsed["updated"].intValue
            counts.unchecked = parsed["unchecked"].intValue
            counts.uncheckedKeys = Self.strings(parsed["uncheckedKeys"])
            counts.fileDeleted = parsed["fileDeleted"].boolValue
            if parsed["error"].isString {
                result.errors.append(TestFailure(message: "Snapshots could not be written: " + parsed["error"].stringValue, location: file.path))
                // Nothing was written, so nothing counts as written or updated.
                counts.added = 0
                counts.updated = 0
            }
            result.snapshots = counts
        case let .failure(failure):
            result.errors.append(describe(failure))
        }
    }

    // MARK: Set-up

    /// Debian's packages behind Node's core modules (NodeCoreModules.swift).
    private var nodePackages: DebianNodePackages?

    /// The project root is pinned for this test file, which is then checked against it.
    private var isInProject = false

    private func setUp() throws {
        // Tests are the team's own code and read the environment as under Jest
        // (docs/permissions.md, "jshost test").
        var permissions = options.permissions
        permissions.env = .all
        // Under a debugger no CPU budget: a test paused at a breakpoint is not a runaway.
        var runtimeOptions = RuntimeOptions(timeout: options.debugger == nil ? options.testTimeout : Self.noBudget, fakeTime: true,
                                            permissions: permissions, maxMemory: options.maxMemory)
        // The Salesforce token reads as the stand-in `run` gives scripts, unless granted by name.
        runtimeOptions.environmentStandIns = SalesforceStandIn.environment(unlessGrantedBy: options.permissions)
        device = try Device(options: DeviceOptions(runtime: runtimeOptions, platform: options.platform), sink: sink,
                            virtualMachine: virtualMachine)
        reporter.next = device.runtime.reporter
        device.runtime.reporter = reporter
        reporter.onError = { [unowned self] in
            if awaiting { loop.stop() }
        }
        let natives = makeNatives()
        do {
            glue = try context.evaluate(EmbeddedJS.testGlue, sourceURL: "jshost:testing").call([natives])
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "test API")
        }
        let jestGlobals: JSValue
        do {
            jest = try JestLayer.install(in: context, natives: natives, glue: glue)
            jestGlobals = jest["globals"]
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "Jest API")
        }
        let modules: ModuleLoader = device.runtime.modules
        var compilation = JestCompilation(style: options.config?.usesTsJest == true ? .tsJest : .babel,
                                          allowedGlobals: Self.hoistAllowedGlobals,
                                          ignorePatterns: (options.config?.transformIgnorePatterns ?? ["/node_modules/"]).compactMap { try? NSRegularExpression(pattern: $0) },
                                          platformInfixes: options.config?.platformInfixes ?? [])
        if options.config?.usesTsJest == true, let root = options.config?.rootDir {
            compilation.typeScriptInterop = try TypeScriptConfig.esModuleInterop(rootDir: root, files: options.permissions.projectFiles(root: root))
        }
        modules.jestCompilation = compilation
        mocks = ModuleMocks(modules: modules, testFile: file.absolutePath) { [unowned self] in rootMocks() }
        let jestModules = jest["modules"]
        mocks.automock = { value throws(JSException) in try jestModules.invoke("automock", [value]) }
        modules.moduleJest = { [unowned self] path throws(JSException) in
            try jest["modules"].invoke("forFile", [JSValue(string: path, in: context)])
        }
        // Jest sets NODE_ENV to `test` when it is not set (jest-cli's run).
        _ = try? context.evaluate("if (process.env.NODE_ENV === undefined) process.env.NODE_ENV = 'test';", sourceURL: "jshost:testing")
        let mapper = ModuleNameMapper(options.config?.moduleNameMapper ?? [])
        let folders = ExtraModuleFolders(directories: options.config?.moduleDirectories ?? ["node_modules"], paths: options.config?.modulePaths ?? [])
        if !mapper.rules.isEmpty || !folders.isEmpty {
            device.runtime.modules.mapSpecifier = { specifier, referrer in
                mapper.map(specifier, from: referrer) ?? folders.find(specifier, from: referrer)
            }
        }
        // Modules load from anywhere in the repository's project root (not only up to the
        // test file's nearest package.json), never from above it, whatever Jest's rootDir
        // and roots say. A test file named on the command line from outside it has the
        // root of its own folder (the user chose it, as `run`'s script); one found outside
        // it (rootDir, roots) is checked against the project root like any file.
        if let root = options.projectRoot {
            let real = ModuleLoader.realPath(root)
            let absolute = ModuleLoader.absolute(file.absolutePath)
            let named = options.paths.contains { path in
                let given = ModuleLoader.absolute(path)
                return ModuleLoader.path(absolute, isInside: given)
            }
            if ModuleLoader.path(absolute, isInside: real) || ModuleLoader.path(ModuleLoader.realPath(absolute), isInside: real) || !named {
                device.runtime.modules.pinProjectRoot(real)
                isInProject = true
            }
        }
        if let coverage = options.coverage { installCoverage(coverage) }
        let api = glue["api"]
        device.runtime.modules.registerBuiltin("jshost/test") { _ in api }
        device.runtime.modules.registerBuiltin("@jest/globals") { _ in jestGlobals }
        // Node's `buffer`, `path` and `events`, loaded on first use (the `Buffer` global too: jest/index.js).
        nodePackages = NodeCoreModules.install(in: device.runtime)
    }

    private func makeNatives() -> JSValue {
        let natives = JSValue.object(in: context)
        // The object, not its `inspect`: reading that loads the full console (test-glue.js).
        natives["prelude"] = device.runtime.shared
        natives["file"] = JSValue(string: file.absolutePath, in: context)
        natives["displayFile"] = JSValue(string: locationPath, in: context)
        natives.defineFunction("push") { [unowned self] arguments in
            let text = arguments.first?.stringValue ?? ""
            let id = Self.optionalString(arguments, 1)
            let format = try Self.payloadFormat(arguments, 2, api: "simulate.push")
            if let name = Self.optionalString(arguments, 3) {
                guard let platform = Platform(rawValue: name) else {
                    throw JSThrownError.typeError("simulate.push: unknown platform \"\(name)\"; expected ios or android")
                }
                _ = try? device.apply(.platform(platform))
            }
            let mark = sink.count
            let push = DeviceEvent.Push(payload: Array(text.utf8), id: id, format: format, file: "simulate.push")
            guard let pushed = (try? device.apply(.push(push))) ?? nil else {
                throw JSThrownError("Error", sink.lastErrorMessage(since: mark) ?? "simulate.push: the payload was rejected")
            }
            return JSValue(string: pushed, in: context)
        }
        natives.defineFunction("respond") { [unowned self] arguments in
            let id = arguments.first?.stringValue ?? ""
            let action = arguments.count > 1 ? arguments[1].stringValue : "default"
            // A response the device rejects (unknown notification or action, a button
            // not shown, text on a button without text input) throws, as a bad push does.
            let mark = device.inputErrorCount
            _ = try? device.apply(.respond(notification: id, action: ResponseAction(action), text: Self.optionalString(arguments, 2)))
            if device.inputErrorCount > mark {
                throw JSThrownError("Error", sink.lastInputErrorMessage() ?? "simulate.tap: the response was rejected")
            }
            return nil
        }
        natives.defineFunction("press") { [unowned self] arguments in
            // No open dialog with that button throws, as an unknown action does.
            let mark = device.inputErrorCount
            _ = try? device.apply(.press(label: arguments.first?.stringValue ?? ""))
            if device.inputErrorCount > mark {
                throw JSThrownError("Error", "simulate.press: " + (sink.lastInputErrorMessage() ?? "no dialog has that button"))
            }
            return nil
        }
        natives.defineFunction("userInput") { [unowned self] arguments in
            // No element matches (or not a field) throws, as an unknown action does.
            let kind = arguments.first?.stringValue ?? "click"
            let selector = arguments.count > 1 ? arguments[1].stringValue : ""
            let mark = device.inputErrorCount
            let event: DeviceEvent = kind == "click" ? .click(selector: selector)
                : .input(selector: selector, value: arguments.count > 2 ? arguments[2].stringValue : "")
            _ = try? device.apply(event, from: .simulate)
            if device.inputErrorCount > mark {
                throw JSThrownError("Error", sink.lastInputErrorMessage() ?? "simulate.\(kind) \(selector): no such element")
            }
            return nil
        }
        natives.defineFunction("loadAdapter") { [unowned self] arguments in
            let path = try existingFile(arguments.first?.stringValue ?? "", missing: "simulate.adapter: no adapter", what: "adapters")
            let mark = sink.count
            guard let name = device.loadAdapter(path) else {
                throw JSThrownError("Error", sink.lastErrorMessage(since: mark) ?? "simulate.adapter: \(path) failed to load")
            }
            return JSValue(string: name, in: context)
        }
        natives.defineFunction("invokeProcedure") { [unowned self] arguments in
            let value = try device.invokeAdapterProcedure(adapter: arguments[0].stringValue, procedure: arguments[1].stringValue, arguments: arguments[2])
            device.settle()
            return value
        }
        natives.defineFunction("appState") { [unowned self] arguments in
            let name = arguments.first?.stringValue ?? ""
            guard let state = AppState(name: name) else {
                throw JSThrownError.typeError("simulate.appState: expected foreground, background or terminated (or quit), got \"\(name)\"")
            }
            _ = try? device.apply(.appState(state))
            return nil
        }
        // Module mocks (jest.mock): the registry is Swift's (ModuleMocks); names resolve from the
        // module that asks (else the test file).
        natives.defineFunction("mock") { [unowned self] arguments in
            let factory = arguments.count > 1 && arguments[1].isFunction ? arguments[1] : nil
            try mocks.mock(arguments.first?.stringValue ?? "", factory: factory, virtual: arguments.count > 2 && arguments[2].boolValue,
                           from: referrer(arguments, at: 3))
            return nil
        }
        natives.defineFunction("unmock") { [unowned self] arguments in
            try mocks.unmock(arguments.first?.stringValue ?? "", from: referrer(arguments))
            return nil
        }
        natives.defineFunction("requireMock") { [unowned self] arguments in
            try mocks.requireMock(arguments.first?.stringValue ?? "", from: referrer(arguments)) ?? .undefined(in: context)
        }
        // The `Buffer` global's first read: node-buffer's, never a mock (as Jest's environments).
        natives.defineFunction("nodeBuffer") { [unowned self] _ in
            guard let nodePackages else { throw JSThrownError.typeError("Buffer is not available yet") }
            return try nodePackages.bufferConstructor()
        }
        natives.defineFunction("requireActual") { [unowned self] arguments in
            try device.runtime.modules.requireActual(arguments.first?.stringValue ?? "", from: referrer(arguments))
        }
        // jest.resetModules / isolateModules: the file registry (the test file itself stays) and the mocks made.
        natives.defineFunction("resetModules") { [unowned self] _ in
            mocks.resetModules()
            return nil
        }
        natives.defineFunction("isolateBegin") { [unowned self] _ in
            mocks.beginIsolation()
            return nil
        }
        natives.defineFunction("isolateEnd") { [unowned self] _ in
            mocks.endIsolation()
            return nil
        }
        // Snapshots: where the file's are, what may be written, and file access for them.
        natives.defineFunction("snapshotConfig") { [unowned self] _ in
            var format = JSONObject()
            if let value = options.config?.escapeString { format["escapeString"] = .bool(value) }
            if let value = options.config?.printBasicPrototype { format["printBasicPrototype"] = .bool(value) }
            var object = JSONObject()
            object["update"] = .string(options.updateSnapshot.rawValue)
            object["path"] = .string(snapshotPath)
            object["format"] = .object(format)
            let json = JSONValue.object(object).jsonString
            return JSValue(string: json, in: context)
        }
        natives.defineFunction("readFile") { [unowned self] arguments in
            // A `.snap` file (or the test file, for inline snapshots), through the project's
            // gate: one that leads out of the project is not read (its text would reach a
            // diff) but taken as none; writing it is then refused (`writeFile`), naming it.
            let path = arguments.first?.stringValue ?? ""
            guard let text = (try? snapshotFiles.text(path)) ?? nil else { return .null(in: context) }
            return JSValue(string: text, in: context)
        }
        natives.defineFunction("writeFile") { [unowned self] arguments in
            let path = arguments.first?.stringValue ?? ""
            let text = arguments.count > 1 ? arguments[1].stringValue : ""
            try checkSnapshotTarget(path, "write")
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                // Atomic, and a link put at the path is replaced, never written through.
                try ProjectFiles.write(text, to: path)
            } catch {
                throw JSThrownError("Error", "cannot write \(path): \((error as NSError).localizedDescription)")
            }
            return nil
        }
        natives.defineFunction("removeFile") { [unowned self] arguments in
            let path = arguments.first?.stringValue ?? ""
            try checkSnapshotTarget(path, "remove")
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        // The app's life (docs/testing.md): mount the registered root, and durations ('1d').
        natives.defineFunction("mount") { [unowned self] arguments in
            _ = try? device.apply(arguments.first?.boolValue == true ? .mount : .unmount)
            return nil
        }
        natives.defineFunction("duration") { [unowned self] arguments in
            LifeDuration.milliseconds(arguments.first?.stringValue ?? "").map { JSValue(double: $0, in: context) } ?? .null(in: context)
        }
        natives.defineFunction("advance") { [unowned self] arguments in
            advance(by: arguments.first?.doubleValue ?? 0)
            return nil
        }
        // Whether the device's loop has a timer waiting (Jest's fake timers skip moving
        // the device clock timer by timer when nothing there could fire): a property the
        // loop keeps current, as a fake timer reads it once per timer it fires.
        natives["deviceHasTimers"] = JSValue(bool: loop.hasTimers, in: context)
        loop.onTimersChange = { has in
            natives["deviceHasTimers"] = JSValue(bool: has, in: natives.context)
        }
        // Advances from the loop itself (not inside a JS call), so each timer is
        // its own entry and promise continuations run between timers.
        natives.defineFunction("advanceLater") { [unowned self] arguments in
            let ms = arguments.first?.doubleValue ?? 0
            let resolve = arguments.count > 1 ? arguments[1] : JSValue.undefined(in: context)
            loop.schedule(after: 0) { [unowned self] in
                advance(by: ms)
                device.runtime.enterReporting("simulate.advanceAsync") { () throws(JSException) in try resolve.call([]) }
            }
            return nil
        }
        natives.defineFunction("loadPage") { [unowned self] arguments in
            let path = try existingFile(arguments.first?.stringValue ?? "", missing: "simulate.loadPage: no page", what: "pages")
            device.loadPage(path)
            return context.globalObject["document"]
        }
        // simulate.matrix: the rows of `jshost matrix` for the app's entry (fresh devices).
        natives.defineFunction("matrix") { [unowned self] arguments in
            let text = arguments.first?.stringValue ?? ""
            let entry = try matrixEntry(Self.optionalString(arguments, 1))
            let format = try Self.payloadFormat(arguments, 3, api: "simulate.matrix")
            do {
                _ = try PayloadDecoder.decode(Array(text.utf8), file: "simulate.matrix", format: format)
                // The app loads as `run` and `jshost matrix` load it: Metro's resolution and its
                // package.json's "jshost" key (the stand-ins `jshost init` adds), each missing
                // package listed in the rows' load errors.
                guard let matrix = self.options.simulateMatrix else {
                    throw JSThrownError("Error", "simulate.matrix: this test run has no `jshost matrix` (TestRunOptions.simulateMatrix)")
                }
                var options = device.options
                options.metroResolution = true
                return JSValue(string: try matrix(entry, Array(text.utf8), format, Self.optionalString(arguments, 2), options), in: context)
            } catch let error as JSThrownError {
                throw error
            } catch {
                throw JSThrownError("Error", "simulate.matrix: \(error)")
            }
        }
        natives.defineFunction("effects") { [unowned self] _ in
            JSValue(string: sink.jsonArray, in: context)
        }
        natives.defineFunction("clearEffects") { [unowned self] _ in
            sink.clearEffects()
            return nil
        }
        natives.defineFunction("render") { [unowned self] arguments in
            let id = Self.optionalString(arguments, 0)
            let page = arguments.count > 1 && arguments[1].boolValue
            return JSValue(string: try render(id: id, page: page), in: context)
        }
        return natives
    }

    /// [[name, path]] of the manual mocks in the `__mocks__` folders of the roots (name: the
    /// path below the folder, without the extension: `react-native-mail`, `@scope/pkg`).
    private func rootMocks() -> [[String]] {
        // Only inside the project: a root above it (`rootDir: '/'`) is searched from the
        // project root, one beside it not at all (its files are not the tests' to read).
        let project = device.runtime.modules.effectiveProjectRoot
        let roots = (options.config?.roots ?? [rootDirectory]).compactMap { root -> String? in
            let real = ModuleLoader.realPath(root)
            if ModuleLoader.path(real, isInside: project) { return real }
            return ModuleLoader.path(project, isInside: real) ? project : nil
        }
        return ManualMockIndex.mocks(roots: roots, ignoringFrom: rootDirectory, files: options.permissions.projectFiles(root: project))
    }

    /// The module a native call names in its second argument (or at `index`), else the test file.
    private func referrer(_ arguments: [JSValue], at index: Int = 1) -> String {
        arguments.count > index && arguments[index].isString ? arguments[index].stringValue : file.absolutePath
    }

    /// The `format` option at `index`, if given.
    private static func payloadFormat(_ arguments: [JSValue], _ index: Int, api: String) throws(JSThrownError) -> PayloadFormat? {
        guard let name = optionalString(arguments, index) else { return nil }
        guard let format = PayloadFormat(rawValue: name) else {
            throw JSThrownError.typeError("\(api): unknown format \"\(name)\"; expected one of \(PayloadFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }

    /// The entry `simulate.matrix` loads: the one given (relative to the test file), else
    /// the `main` of the nearest package.json above the test file.
    private func matrixEntry(_ given: String?) throws -> String {
        if let given { return try existingFile(given, missing: "simulate.matrix: no entry", what: "entries") }
        var folder = (file.absolutePath as NSString).deletingLastPathComponent
        // Through the project's gate: a package.json that is a link out is not read.
        let gate = options.permissions.projectFiles(root: AppProject.of(entry: file.absolutePath).root)
        while true {
            let manifest = folder + "/package.json"
            // A package.json the gate lets through ends the search, JSON or not.
            let found: JSONValue??
            do { found = .some(try AppProject.manifest(manifest, files: gate)) } catch { found = nil }
            if let package = found {
                if let main = package?["main"]?.stringValue {
                    let path = ModuleLoader.absolute(folder + "/" + main)
                    for candidate in [path, path + ".js", path + "/index.js"] where FileManager.default.fileExists(atPath: candidate) {
                        var isDirectory: ObjCBool = false
                        if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue { return candidate }
                    }
                }
                break
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        throw JSThrownError.typeError("simulate.matrix(payload, {entry}) needs the app's entry (relative to the test file): no package.json \"main\" found above \(file.path)")
    }

    /// Snapshots are written and removed only inside the project: a `__snapshots__` folder
    /// (or a `.snap` file) that is a link leading out of it is never written through.
    /// Judged by the project's gate with no grant (`--allow-read` grants reads elsewhere,
    /// never snapshot writes there): inside the project root, never `/proc`, `/sys`, `/dev`.
    private func checkSnapshotTarget(_ path: String, _ verb: String) throws {
        do {
            _ = try snapshotFiles.check(path)
        } catch {
            throw JSThrownError("Error", "will not \(verb) \(path): it leads to \(error.realPath) (through a symbolic link), outside the project \(error.root)")
        }
    }

    /// The gate for the snapshot files: the project root, nothing granted.
    private var snapshotFiles: ProjectFiles { ProjectFiles(root: device.runtime.modules.effectiveProjectRoot) }

    /// `simulate.render(id?, {page})`: the HTML of notification `id` (the last displayed when
    /// nil) as its `display` effect in this test drew it — every view, light and dark; with
    /// `page`, a whole self-contained page (docs/rendering.md).
    private func render(id: String?, page: Bool) throws(JSThrownError) -> String {
        let displays = sink.effects.filter { if case .display = $0.kind { return id == nil || $0.notification == id } else { return false } }
        guard let effect = displays.last else {
            throw JSThrownError("Error", id.map { "simulate.render: no notification \"\($0)\" was displayed in this test" }
                                ?? "simulate.render: no notification was displayed in this test")
        }
        if appIdentity == nil {
            let gate = options.permissions.projectFiles(root: options.projectRoot.map(ModuleLoader.realPath) ?? AppProject.of(entry: file.absolutePath).root)
            appIdentity = AppIdentity.find(from: (file.absolutePath as NSString).deletingLastPathComponent, files: gate)
        }
        guard let n = DisplayedNotification(effect: effect, app: appIdentity!) else { return "" }
        do {
            return page ? try renderer.page(n) : try renderer.fragment(n)
        } catch {
            throw JSThrownError("Error", "simulate.render: \(error)")
        }
    }

    /// `relative` to the test file (or absolute), which must exist; else the error
    /// `"<missing> at PATH (the path is relative to FILE)"`. A file outside the project
    /// (its real path) needs `--allow-read`, as a module does: `PermissionDenied`, checked
    /// first, so that nothing is learnt about whether a file outside exists.
    private func existingFile(_ relative: String, missing: String, what: String) throws -> String {
        let folder = (file.absolutePath as NSString).deletingLastPathComponent
        let path = ModuleLoader.absolute(relative.hasPrefix("/") ? relative : folder + "/" + relative)
        try device.runtime.modules.checkAccess(path, what: what)
        guard FileManager.default.fileExists(atPath: path) else {
            throw JSThrownError("Error", "\(missing) at \(path) (the path is relative to \(file.path))")
        }
        return path
    }

    // MARK: Tests and steps

    private func timeout(_ op: JSValue) -> Double {
        let value = op["timeout"]
        return value.isNumber && value.doubleValue > 0 ? value.doubleValue : options.testTimeout * 1000
    }

    private func runTest(_ op: JSValue, names: [String], failedSuites: [Int: TestFailure]) -> TestCaseResult {
        if op["skip"].boolValue {
            return TestCaseResult(names: names, status: .skipped, isTodo: op["todo"].boolValue)
        }
        let started = DispatchTime.now()
        sink.clearEffects()
        _ = sink.takeOutput()
        sink.keepsEffects = options.keepsEffects
        _ = sink.takeKept()
        // Jest's clearMocks / resetMocks / restoreMocks: before every test.
        if let config = options.config {
            for (on, call) in [(config.clearMocks, "clearAllMocks"), (config.resetMocks, "resetAllMocks"), (config.restoreMocks, "restoreAllMocks")] where on {
                _ = device.runtime.enter({ () throws(JSException) in try jest["jestObject"].invoke(call, []) })
            }
        }
        _ = try? device.apply(.platform(options.platform), from: .simulate)
        // Each test starts with the app where a fresh device has it, so that
        // whether a tap records openApp never depends on the test before.
        _ = try? device.apply(.appState(device.options.appState), from: .simulate)
        var failure: TestFailure?
        let suites = (0..<op["suites"].length).map { op["suites"][$0].intValue }
        if let hookFailure = suites.compactMap({ failedSuites[$0] }).first {
            failure = TestFailure(message: "beforeAll hook failed\n\n" + hookFailure.message, location: hookFailure.location, stack: hookFailure.stack)
        } else {
            let beforeEach = op["beforeEach"], afterEach = op["afterEach"]
            for index in 0..<beforeEach.length {
                if let hookFailure = runStep(beforeEach[index]["fn"], timeoutMs: timeout(beforeEach[index])) {
                    failure = TestFailure(message: "beforeEach hook failed\n\n" + hookFailure.message, location: hookFailure.location, stack: hookFailure.stack)
                    break
                }
            }
            if failure == nil { failure = runStep(op["fn"], timeoutMs: timeout(op)) }
            for index in 0..<afterEach.length {
                if let hookFailure = runStep(afterEach[index]["fn"], timeoutMs: timeout(afterEach[index])), failure == nil {
                    failure = TestFailure(message: "afterEach hook failed\n\n" + hookFailure.message, location: hookFailure.location, stack: hookFailure.stack)
                }
            }
        }
        var result = TestCaseResult(names: names, status: failure == nil ? .passed : .failed, durationMs: Self.milliseconds(since: started),
                                    failure: failure, output: sink.takeOutput())
        if options.keepsEffects { result.effects = sink.takeKept() }
        return result
    }

    /// True while waiting for a step's promise: a runtime error then stops the loop.
    private var awaiting = false

    /// Calls a test body or hook as one entry into JavaScript under the
    /// watchdog; a returned promise is awaited on the virtual clock for at
    /// most `timeoutMs` (not counting `simulate.advance`). An uncaught error
    /// or unhandled rejection while it runs fails it too.
    /// The CPU seconds an entry may use under a debugger: none to speak of.
    static let noBudget: Double = 1_000_000_000

    private func runStep(_ function: JSValue, timeoutMs: Double) -> TestFailure? {
        guard function.isFunction else { return nil }
        let runtime = device.runtime
        let mark = reporter.errors.count
        let cpuTimeoutMark = sink.cpuTimeouts
        let firstTimer = loop.nextTimer
        var failure: TestFailure?
        switch runtime.enter({ () throws(JSException) in try function.call([]) }) {
        case let .failure(entryFailure):
            failure = describe(entryFailure)
        case let .success(value):
            if value.isThenable { failure = awaitSettlement(value, timeoutMs: timeoutMs, errorMark: mark, firstTimer: firstTimer) }
        }
        // Settle what is due now; going idle reports unhandled rejections.
        device.settle()
        if failure == nil, reporter.errors.count > mark {
            failure = describe(reporter.errors[mark])
        }
        // A handler the CPU-time budget stopped is runaway code, wherever in the
        // step it ran (the first tap, or one after an await): the step fails.
        if failure == nil, sink.cpuTimeouts > cpuTimeoutMark {
            failure = TestFailure(message: "A handler exceeded the \(RuntimeError.seconds(options.testTimeout)) CPU-time budget (--test-timeout) and was stopped")
        }
        return failure
    }

    private enum Settlement {
        case fulfilled
        case rejected(JSValue)
    }

    /// A step whose promise does not settle is abandoned: the timers made since
    /// `firstTimer` are cancelled, or they would fire on the file's virtual clock in
    /// the tests after it.
    private func awaitSettlement(_ promise: JSValue, timeoutMs: Double, errorMark: Int, firstTimer: EventLoop.TimerID) -> TestFailure? {
        var settlement: Settlement?
        let loop = self.loop
        let onFulfilled = JSValue(function: "onFulfilled", in: context) { _ in
            settlement = .fulfilled
            loop.stop()
            return nil
        }
        let onRejected = JSValue(function: "onRejected", in: context) { [unowned self] arguments in
            settlement = .rejected(arguments.first ?? .undefined(in: context))
            loop.stop()
            return nil
        }
        if case let .failure(failure) = device.runtime.enter({ () throws(JSException) in try promise.invoke("then", [onFulfilled, onRejected]) }) {
            return describe(failure)
        }
        if settlement == nil {
            let start = loop.clock.now
            let advancedAtStart = advancedNow
            var timedOut = false
            var timer: EventLoop.TimerID = 0
            stepTimer = { timer }
            defer { stepTimer = nil }
            func arm(after ms: Double) {
                stepTimeout = (loop.clock.now + ms, arm)
                timer = loop.schedule(after: ms) { [unowned self] in
                    let elapsed = loop.clock.now - start - (advancedNow - advancedAtStart)
                    if elapsed >= timeoutMs - 0.0005 {
                        timedOut = true
                        loop.stop()
                    } else {
                        arm(after: timeoutMs - elapsed)
                    }
                }
            }
            arm(after: timeoutMs)
            // Work the promise waits on may move no virtual time (timers due at once, a
            // fake-timer `advanceTimersByTimeAsync` yielding between its timers), so the
            // virtual timeout alone would never end it: the whole wait also shares the
            // test's CPU budget.
            let overBudget = cpuBudgetCheck()
            loop.shouldStop = overBudget
            awaiting = true
            while settlement == nil, !timedOut, !overBudget(), reporter.errors.count == errorMark, loop.hasTimers {
                loop.run()
            }
            awaiting = false
            loop.shouldStop = nil
            stepTimeout = nil
            loop.cancel(timer)
            if settlement == nil {
                loop.cancelTimers(madeFrom: firstTimer)
                if reporter.errors.count > errorMark { return describe(reporter.errors[errorMark]) }
                if overBudget() {
                    return TestFailure(message: "Exceeded the \(RuntimeError.seconds(options.testTimeout)) CPU-time budget (--test-timeout) while its promise was pending, and was stopped")
                }
                return TestFailure(message: "Exceeded timeout of \(Self.format(timeoutMs)) ms of virtual time: the returned promise never settled (--test-timeout, or test(name, fn, ms))")
            }
        }
        if case let .rejected(reason) = settlement {
            return describe(exception: JSException(value: reason))
        }
        return nil
    }

    /// `device.advance`, remembering how far so timeouts can leave it out. The
    /// step's own timeout timer is held while time moves (left waiting, the loop would
    /// stop at it every `timeoutMs` of the advance and set it again: time linear in
    /// the amount), and the timers the advance fires may use at most the test's CPU
    /// budget (an endless `setInterval` advanced by 1e12 ms is stopped).
    private func advance(by ms: Double) {
        let outermost = advanceStartedAt == nil
        guard outermost else { advanceDevice(by: ms); return }
        advanceStartedAt = loop.clock.now
        var held: (remaining: Double, arm: (Double) -> Void)?
        if let (deadline, arm) = stepTimeout, let timer = stepTimer?() {
            loop.cancel(timer)
            held = (max(0, deadline - loop.clock.now), arm)
        }
        let budget = options.testTimeout
        let overBudget = cpuBudgetCheck()
        let waiting = loop.shouldStop
        loop.shouldStop = overBudget
        advanceDevice(by: ms)
        loop.shouldStop = waiting
        if let start = advanceStartedAt {
            advancedTotal += loop.clock.now - start
            advanceStartedAt = nil
        }
        if let held { held.arm(held.remaining) }
        if overBudget() {
            device.runtime.report(.timeout(file: file.absolutePath, entry: "simulate.advance(\(Self.format(ms)) ms)", seconds: budget))
        }
    }

    /// The device's time moves (DeviceEvent's `advance`; a test's clock is virtual, so it never
    /// meets the real clock's limit).
    private func advanceDevice(by ms: Double) {
        _ = try? device.apply(.advance(milliseconds: ms), from: .simulate)
    }

    /// A check, for `EventLoop.shouldStop`, that turns true (and stays so) once the
    /// thread has used the test's CPU budget from now on; the clock is read every 64
    /// loop steps.
    private func cpuBudgetCheck() -> () -> Bool {
        let budget = options.testTimeout
        let cpuStart = Runtime.threadCPUTime()
        var steps = 0
        var over = false
        return {
            steps &+= 1
            guard !over, steps & 63 == 0 else { return over }
            over = Runtime.threadCPUTime() - cpuStart >= budget
            return over
        }
    }

    /// The waiting step's timeout: its virtual deadline and how to set it again.
    private var stepTimeout: (deadline: Double, arm: (Double) -> Void)?
    /// The waiting step's timeout timer (read when an advance holds it).
    private var stepTimer: (() -> EventLoop.TimerID)?

    private var advancedNow: Double {
        advancedTotal + (advanceStartedAt.map { loop.clock.now - $0 } ?? 0)
    }

    // MARK: Describing failures

    private func describe(_ failure: EntryFailure) -> TestFailure {
        switch failure {
        case let .exception(exception): return describe(exception: exception)
        case let .timeout(seconds):
            return TestFailure(message: "Exceeded the \(RuntimeError.seconds(seconds)) CPU-time budget (--test-timeout) and was stopped")
        case let .memory(resident, limit):
            return TestFailure(message: "Stopped: the process used \(resident) MB, over the --max-memory budget of \(limit) MB; the file's remaining tests do not run")
        }
    }

    private func describe(exception: JSException) -> TestFailure {
        // A TypeScript or JSX file's positions are taken back to the user's source
        // (the error's own `stack` too, which describeError reads).
        let exception = device.runtime.modules.remap(exception)
        if exception.isTermination {
            return TestFailure(message: "Exceeded the \(RuntimeError.seconds(options.testTimeout)) CPU-time budget (--test-timeout) and was stopped")
        }
        var failure = TestFailure(message: exception.headline)
        if let value = exception.value, case let .success(described) = device.runtime.enter({ () throws(JSException) in
            try glue.invoke("describeError", [value])
        }) {
            failure.message = described["message"].stringValue
            // An expectation's location was read from a stack when it failed, before any
            // remapping; other errors' locations come from their (remapped) stack.
            let location = described["location"].isString ? described["location"].stringValue : nil
            failure.location = value["isExpectation"].boolValue ? location.map(remapLocation) : location
            let stack = described["stack"].stringValue
            // One frame says no more than the location.
            failure.stack = described["stack"].isNullish || !stack.contains("\n") ? nil : stack
        }
        if failure.location == nil, let location = exception.location {
            failure.location = location.hasPrefix(file.absolutePath) ? locationPath + location.dropFirst(file.absolutePath.count) : location
        }
        failure.codeFrame = failure.location.flatMap(codeFrame(at:))
        return failure
    }

    /// The code frame Jest prints above a failure's location: the test file (shown by its
    /// reported path) or another file the run loaded, as written (TypeScript's source).
    private func codeFrame(at location: String) -> String? {
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        let shown = parts[0..<(parts.count - 2)].joined(separator: ":")
        let path = shown == locationPath ? file.absolutePath : shown
        var readable = Set(device.runtime.modules.filesRead)
        readable.insert(file.absolutePath)
        return CodeFrame.forFile(path, line: line, column: column, readable: readable)
    }

    /// A `file:line:column` the test glue made (an expectation's call site) taken back
    /// to the TypeScript or JSX source; the test file is shown by its reported path.
    private func remapLocation(_ location: String) -> String {
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return location }
        let shown = parts[0..<(parts.count - 2)].joined(separator: ":")
        let path = shown == locationPath ? file.absolutePath : shown
        guard let position = device.runtime.modules.originalPosition(file: path, line: line, column: column) else { return location }
        return "\(shown):\(position.line):\(position.column)"
    }

    private func describe(_ error: RuntimeError) -> TestFailure {
        switch error {
        case let .uncaughtException(exception, entry):
            var failure = describe(exception: exception)
            if entry != "top level" { failure.message = "Uncaught error in a \(entry): " + failure.message }
            return failure
        case let .unhandledRejection(exception):
            var failure = describe(exception: exception)
            failure.message = "Unhandled promise rejection: " + failure.message
            return failure
        case let .timeout(_, entry, seconds):
            return TestFailure(message: "A \(entry) exceeded the \(RuntimeError.seconds(seconds)) CPU-time budget (--test-timeout) and was stopped")
        case let .unreadableFile(path, reason):
            return TestFailure(message: "cannot read \(path): \(reason)", location: path)
        case .unhandledRejectionsNotShown, .memoryExceeded:
            return TestFailure(message: error.description)
        }
    }

    // MARK: Helpers

    /// babel-plugin-jest-hoist's ALLOWED_IDENTIFIERS (JS/jest/hoist-allowed.js: JSON after its comments).
    static let hoistAllowedGlobals: [String] = {
        let json = EmbeddedJS.jestHoistAllowed.split(separator: "\n").filter { !$0.hasPrefix("//") }.joined(separator: "\n")
        return (try? JSONParser.parse(json))?.arrayValue?.compactMap(\.stringValue) ?? []
    }()

    static func strings(_ array: JSValue) -> [String] {
        array.isArray ? (0..<array.length).map { array[$0].stringValue } : []
    }

    static func optionalString(_ arguments: [JSValue], _ index: Int) -> String? {
        index < arguments.count && !arguments[index].isNullish ? arguments[index].stringValue : nil
    }

    static func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
    }

    static func format(_ ms: Double) -> String {
        ms == ms.rounded() ? String(Int(ms)) : String(ms)
    }
}

/// Keeps the effects since the current test began (what `simulate.effects()`
/// sees) and the console output since it was last taken.
final class TestEffectSink: EffectSink {
    private(set) var effects: [Effect] = []
    private var output: [String] = []
    /// Effects seen in all (cleared or not).
    private(set) var count = 0

    /// Handlers stopped by the CPU-time budget so far (runaway code: it fails the test).
    private(set) var cpuTimeouts = 0

    /// Also keep every effect for the test's result (`--report`), cleared only by `takeKept`.
    var keepsEffects = false
    private var kept: [Effect] = []

    func takeKept() -> [Effect] {
        defer { kept = [] }
        return kept
    }

    /// `--inspect`: also shows the console output in the debugger's console.
    var debugger: (any TestDebugger)?

    func emit(_ effect: Effect) {
        count += 1
        effects.append(effect)
        if let debugger, case let .log(level, message) = effect.kind { debugger.console(level: level, text: message) }
        if keepsEffects { kept.append(effect) }
        if case let .error(.timeout, message, _, _, _, _, _) = effect.kind, message.contains("CPU-time budget") { cpuTimeouts += 1 }
        if case let .log(level, message) = effect.kind {
            output.append(level == "log" || level == "info" || level == "debug" ? message : "\(level): \(message)")
        }
    }

    func clearEffects() { effects.removeAll() }

    func takeOutput() -> [String] {
        defer { output = [] }
        return output
    }

    /// The effects as a JSON array, each exactly as `jshost run --json` prints it.
    var jsonArray: String { "[" + effects.map(\.json).joined(separator: ",") + "]" }

    /// The message of the latest `input` error effect.
    func lastInputErrorMessage() -> String? {
        for effect in effects.reversed() {
            if case let .error(.input, message, _, _, _, _, _) = effect.kind { return message }
        }
        return nil
    }

    func lastErrorMessage(since mark: Int) -> String? {
        let recent = effects.suffix(max(0, count - mark))
        for effect in recent.reversed() {
            if case let .error(_, message, _, _, _, _, _) = effect.kind { return message }
        }
        return nil
    }
}

/// Stands between the runtime and the device: errors nothing handled are
/// passed on (so they are still `error` effects) and kept, so the running
/// test or file fails with them.
final class StepErrorCollector: RuntimeReporter {
    /// The device's own reporter (a small object of the device's, not the device).
    var next: RuntimeReporter?
    private(set) var errors: [RuntimeError] = []
    var onError: () -> Void = {}

    func console(_ level: ConsoleLevel, _ message: String) { next?.console(level, message) }

    func runtimeError(_ error: RuntimeError) {
        errors.append(error)
        next?.runtimeError(error)
        onError()
    }
}

/// Jest's `moduleDirectories` besides `node_modules` (folder names looked for in the asking
/// file's folder and each one above it) and `modulePaths` (absolute folders), for a bare
/// specifier that `node_modules` does not have: the file found there, or nil.
struct ExtraModuleFolders {
    let directories: [String]
    let paths: [String]
    var isEmpty: Bool { directories.allSatisfy { $0 == "node_modules" } && paths.isEmpty }

    func find(_ specifier: String, from referrer: String) -> String? {
        guard !isEmpty, !specifier.hasPrefix("."), !specifier.hasPrefix("/"), !specifier.contains(":") else { return nil }
        if (try? ModuleResolver().resolve(specifier, from: referrer)) != nil { return nil }
        var roots: [String] = []
        var folder = (referrer as NSString).deletingLastPathComponent
        while true {
            for name in directories where name != "node_modules" { roots.append((folder as NSString).appendingPathComponent(name)) }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        for root in roots + paths {
            let anchor = (root as NSString).appendingPathComponent("index.js")
            if let found = try? ModuleResolver().resolve("./" + specifier, from: anchor).path { return found }
        }
        return nil
    }
}
