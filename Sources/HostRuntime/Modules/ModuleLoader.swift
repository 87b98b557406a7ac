import AppProject
import Foundation
import JSCore
import JSONSyntax
import ModuleSyntax
import ProjectGate

/// A module provided by the host (SPEC §3.3): its `module.exports` is made
/// by Swift the first time a script asks for it.
package typealias BuiltinModuleFactory = (Runtime) throws -> JSValue

/// Loads CommonJS and ES modules for one runtime. JavaScriptCore's C API has
/// no module loader, so ES module syntax is rewritten by `ModuleSyntax` into
/// a function body that talks to `__jsh` (docs/modules.md); everything is
/// then evaluated as classic scripts with the user's file as source URL, so
/// errors keep their file and line.
///
/// The coordinator of four rooms, as jest-runtime and Metro split theirs (docs/architecture.md):
/// `Registry/` (the loaded-module table and the built-ins), `Resolution/` (a specifier to a
/// file, through the run's one cached file-system context), `Compilation/` (the one pipeline,
/// asked through `compile`) and `Access/` (which files a module may read). This file holds
/// their state and the steps that use all four: require, import, load, evaluate.
package final class ModuleLoader {
    unowned let runtime: Runtime
    var context: JSContext { runtime.context }
    /// The JavaScript half (JS/module-glue.js), evaluated when a module first needs it: an
    /// entry that is a classic script never does (1.4 M instructions of a one-line script's
    /// start-up; docs/performance.md).
    var glue: JSValue {
        get throws(JSException) {
            if let madeGlue { return madeGlue }
            let made = try makeGlue()
            madeGlue = made
            return made
        }
    }
    var madeGlue: JSValue?
    /// Babel's `__esModule` interop helpers, for modules compiled as babel-jest does.
    var babelInterop: JSValue {
        get throws(JSException) { try glue["babelInterop"] }
    }
    /// The loaded-module table (`require.cache`, cycles, jest-runtime's `_moduleRegistry`).
    package let registry: ModuleRegistry
    /// The modules the host provides.
    let builtins = BuiltinModules()
    /// The file system as resolution reads it, each answer remembered for the run
    /// (Resolution/CachedResolutionContext.swift); whoever has already parsed a package.json
    /// (the app's own) can hand it over with `remember`. Made on first use: a script that
    /// resolves nothing does not pay for its tables (~230,000 instructions of start-up).
    package private(set) lazy var fileSystem = CachedResolutionContext()
    /// The modules compiled to Babel's CommonJS for `run` (ModuleCompilation.swift): their
    /// wrapper takes Babel's interop helpers.
    var commonJSCompiled: Set<String> = []
    /// By file: the names compiling gave its imports → the names the user wrote (errors).
    var internalNames: [String: [String: String]] = [:]
    /// Modules compiled to CommonJS whose import names `internalNames` has yet to learn.
    var commonJSImports: [String: ModuleTransform] = [:]
    /// The referrer and specifier of the static import `resolve` last failed on, and the
    /// error it threw, for `evaluate` to place that error at the import.
    var unresolvedImport: (referrer: String, specifier: String, error: JSValue?)?
    /// The static import `resolve` is working on.
    var resolvingImport: (referrer: String, specifier: String)?
    /// Where modules load from without `--allow-read` (a real path): the folder of the
    /// nearest `package.json` above the main module, else the main module's folder;
    /// before a main module runs, the same taken from the current directory.
    package internal(set) var projectRoot: String?
    /// The app's own folder (the nearest `package.json` above the main module): where its
    /// build configuration (tsconfig, babel.config.js, .env) and manual mocks are, which in a
    /// monorepo is below the project root.
    package private(set) var appRoot: String?
    /// A project root chosen by the embedder (`jshost test`: Jest's rootDir), which the
    /// main module does not change.
    var pinnedProjectRoot: String?

    /// Fixes the project root to `directory` (a real path is taken), whatever main module runs.
    package func pinProjectRoot(_ directory: String) {
        pinnedProjectRoot = Self.realPath(Self.absolute(directory))
        projectRoot = pinnedProjectRoot
    }

    /// Rewrites a file's JavaScript before it is compiled (`jshost test --coverage` puts
    /// its counters in): given the code (esbuild's output, with its inline source map,
    /// when `compiled`) and the file's path, returns the code to run, or nil to run it
    /// as it is. Nil (the default) costs nothing.
    package var instrumenter: ((_ code: String, _ path: String, _ compiled: Bool) -> String?)?
    /// Told when the instrumenter's code for a file did not compile (the file then runs
    /// as written): the path and the engine's message.
    package var instrumentationFailed: ((_ path: String, _ message: String) -> Void)?

    /// Metro's resolution for this platform (`ios`/`android`) instead of Node's: `jshost run`
    /// and `categories` load a React Native app as its bundler does (docs/modules.md).
    /// The app's configuration is read when a specifier first needs it.
    package var metroPlatform: String?
    var metroResolver: MetroResolver?
    var metroProject: MetroProject?
    /// Told what the app declares it is before its first module runs (a React Native app
    /// has no browser globals: the device withdraws them).
    package var onAppKind: ((MetroProject.AppKind) -> Void)?
    /// What the app's package.json declares it is (set before its first module runs).
    package internal(set) var appKind: MetroProject.AppKind?
    /// Built-ins whose missing names say why (react-native-dotenv's allowlist): specifier -> hint.
    var missingExportHints: [String: (String) -> String?] = [:]
    /// Vite's `import.meta.env` for the app, made on first read (AppBuildValues.swift).
    var importMetaEnv: JSValue?
    /// Told once of each problem reading the app's configuration (a warning).
    package var onConfigurationProblem: ((String) -> Void)?
    /// Files the user named on the command line (`--map NAME=PATH`): like the main script,
    /// loaded wherever they are (real paths).
    package var userChosenFiles: Set<String> = []
    /// Flow's type remover, started on the first `@flow` file.
    lazy var flowStripper = FlowStripper()
    /// Asset ids by file, in the order Metro's AssetRegistry hands them out (1, 2, …).
    var assetIDs: [String: Int] = [:]

    /// The files `require` and `import` evaluate: JavaScript, TypeScript and JSON.
    package static let loadableExtensions: Set<String> = [".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts", ".json"]

    init(runtime: Runtime) throws(JSException) {
        self.runtime = runtime
        registry = ModuleRegistry(context: runtime.context)
    }

    func makeGlue() throws(JSException) -> JSValue {
        let native = JSValue.object(in: context)
        let glue = try context.evaluate(EmbeddedJS.moduleGlue, sourceURL: "jshost:modules").call([native])
        native.defineFunction("require") { [unowned self] arguments in
            try require(arguments[0].stringValue, from: arguments[1].stringValue)
        }
        native.defineFunction("importNamespace") { [unowned self] arguments in
            try importNamespace(arguments[0].stringValue, from: arguments[1].stringValue)
        }
        native.defineFunction("resolve") { [unowned self] arguments in
            let specifier = mapped(arguments[0].stringValue, from: arguments[1].stringValue)
            if isBuiltin(specifier) { return JSValue(string: specifier, in: context) }
            return JSValue(string: try resolve(specifier, from: arguments[1].stringValue, forImport: false), in: context)
        }
        native.defineFunction("placeDynamicImport") { [unowned self] arguments in
            placeDynamicImport(arguments[0], site: arguments[1].stringValue, referrer: arguments[2].stringValue)
            return nil
        }
        native["cache"] = cache
        // Metro compiles every module to CommonJS with Babel: a named import of a name the other
        // module does not export is `undefined` there, not a link error (docs/modules.md).
        // Built-in modules keep the check, so a name jshost's stand-in lacks is named.
        native.defineFunction("missingExportHint") { [unowned self] arguments in
            let specifier = mapped(arguments[0].stringValue, from: arguments[1].stringValue)
            guard let hint = missingExportHints[specifier]?(arguments[2].stringValue) else { return nil }
            return JSValue(string: hint, in: context)
        }
        native.defineFunction("importMetaEnv") { [unowned self] arguments in
            viteImportMetaEnv(for: arguments.first?.stringValue ?? "")
        }
        native.defineFunction("requireImported") { [unowned self] arguments in
            try requireImported(arguments[0].stringValue, from: arguments[1].stringValue, names: arguments[2])
        }
        native.defineFunction("babelNamedImports") { [unowned self] arguments in
            let specifier = mapped(arguments[0].stringValue, from: arguments[1].stringValue)
            return JSValue(bool: metroPlatform != nil && appKind.map { $0 != .plain } == true && !isBuiltin(specifier), in: context)
        }
        native.defineFunction("main") { [unowned self] _ in registry.mainModule }
        native.defineFunction("fileURL") { [unowned self] arguments in
            JSValue(string: URL(fileURLWithPath: arguments.first?.stringValue ?? "").absoluteString, in: context)
        }
        return glue
    }

    /// Forgets every module and built-in (part of `Runtime.close()`).
    func close() {
        flowStripper.close()
        registry.clear()
        builtins.clear()
    }

    // MARK: What the embedder and the app's configuration set

    /// Angular's fileReplacements as `ng serve` applies them: a resolved file → the file loaded.
    var fileReplacements: [String: String] = [:]
    /// Vite `define` entries under `import.meta.env.` (name, value), added to `import.meta.env`.
    var importMetaDefines: [(String, JSValue)] = []
    /// Set by `jshost test`: files compile as babel-jest or ts-jest compiles them
    /// (TestCompilation.swift: Jest's parameters of the one compilation stage,
    /// ModuleCompilation.swift); nil for `run`, where an app's kind chooses the semantics.
    package var jestCompilation: (any TestCompilation)?
    /// The `jest` object a module compiled for Jest sees (its paths resolve from that module).
    package var moduleJest: ((String) throws(JSException) -> JSValue)?

    // MARK: Resolution's state (Resolution/)

    /// Consulted first with every specifier and its referrer: another specifier to load
    /// instead (the test runner's Jest `moduleNameMapper`), or nil.
    package var mapSpecifier: ((String, String) -> String?)?

    /// Consulted with a specifier nothing was found for: a sentence to add to the error
    /// (`jshost test`: a Node core module it does not provide, NodeCoreModules.swift), or nil.
    package var notFoundHint: ((String) -> String?)?
    /// Consulted, in an app (Metro's resolution), with a bare specifier of a package that is
    /// neither a built-in nor installed and that the app's resolver does not find either (an
    /// alias would): the built-in that stands in for it, or nil for the not-found error
    /// (`Sources/Surfaces/MissingPackages.swift`). `detail` is the not-found error's message;
    /// `required`: asked by `require()`, which an app may catch (an optional dependency).
    package var missingPackageStandIn: ((_ specifier: String, _ package: String, _ referrer: String, _ required: Bool, _ detail: String) -> String?)?
    /// Built-ins under this prefix are imported as their exports themselves (an object that
    /// answers every name), not a namespace made of their own properties.
    package var exportsAsNamespacePrefix: String?
    /// Built-ins that stand in for a package an app has installed (a package's own Jest mock
    /// answering for its native module): package name -> built-in specifier, when
    /// `standInApplies(name, packageFolder)` says so.
    package var standInsWhenInstalled: [String: String] = [:]
    package var standInApplies: ((String, String) -> Bool)?
    var loadingPackageItself = false
    /// Built-ins that stand in for a package only when an app (Metro's resolution) imports it
    /// and does not have it installed: package name -> built-in specifier (an in-memory
    /// AsyncStorage). An installed package is loaded as it is.
    package var standInsWhenMissing: [String: String] = [:]
    var missingFromApp: [String: Bool] = [:]
    /// Built-ins that stand in for a package missing from the app in `jshost test` too
    /// (Jest's resolution): package names of `standInsWhenMissing` (React Navigation, which
    /// a test of the app's root imports with it).
    package var standInsWhenMissingInTests: Set<String> = []
    /// The versions a built-in stands for, by package name (a surface's simulated API).
    package var simulatedVersions: [String: SimulatedVersions] {
        if let made = madeSimulatedVersions { return made }
        let made = makeSimulatedVersions?() ?? [:]
        madeSimulatedVersions = made
        return made
    }
    /// Makes `simulatedVersions` when first asked for (the surfaces' table, handed down at
    /// set-up): a run that loads no simulated package never builds it.
    package var makeSimulatedVersions: (() -> [String: SimulatedVersions])?
    private var madeSimulatedVersions: [String: SimulatedVersions]?
    /// The packages whose declared range was looked at (one warning each at most).
    var declaredRangesChecked: Set<String> = []

    // MARK: Access's state (Access/)

    /// The gate of the project root, made once a root (its root and grants are real paths).
    var projectGate: (root: String, files: ProjectFiles)?
    /// The real paths of modules the gate let in, for the root they were judged by.
    var admittedFiles: (root: String, paths: Set<String>) = ("", [])

    // MARK: Compilation's state (Compilation/)

    /// Files compiled by esbuild, by path, for taking error positions back to them.
    var transpiled: [String: TranspiledFile] = [:]
    /// How far the wrapper (and what the rewrite put before the user's first line) moved
    /// the columns of line 1, per file: what `remap` takes off them.
    var lineOneShifts: [String: Int] = [:]
    /// The stacks `withoutLineOneShift` made.
    var lineOneFixedStacks: Set<String> = []
    /// The stacks `remap` wrote back into errors, so that no error is mapped twice.
    var remappedStacks: Set<String> = []

    // MARK: Entry points

    /// Loads `path` as the main module (one entry into JS). Errors are reported
    /// through the runtime, as uncaught; a top-level-await entry's rejection too.
    /// With `classic`, a `.js` file without module syntax or CommonJS use runs as
    /// a classic script instead, as a browser runs it (docs/modules.md).
    package func runMain(path: String, classic: Bool = false) {
        let absolute = Self.absolute(path)
        projectRoot = pinnedProjectRoot ?? Self.projectRoot(of: absolute)
        appRoot = Self.projectRoot(containing: Self.directory(of: absolute))
        // The app's package.json as the run parsed it (AppProject): resolution does not read it again.
        if let appRoot, let package = AppProject.packageJSON(in: appRoot) { fileSystem.remember(PackageJSON(root: appRoot, object: package), in: appRoot) }
        if metroPlatform != nil, let appRoot { installMetroBuildGlobals(root: appRoot) }
        runtime.enterReporting("top level", file: absolute) { () throws(JSException) in
            if classic, !absolute.hasSuffix(".mjs"), !absolute.hasSuffix(".cjs"), !absolute.hasSuffix(".json"),
               !ModuleResolver.needsTranspiler(absolute) {
                let source = try read(absolute)
                // A Flow file is a module whose types are removed first (compile), never a classic script.
                if !FlowStripper.isFlow(source) {
                    do throws(JSException) {
                        let transform = try Self.transform(source, path: absolute, in: context)
                        if !transform.isModule && !transform.usesCommonJS {
                            try evaluateClassic(source, transform: transform, file: absolute, base: absolute)
                            return .undefined(in: context)
                        }
                    } catch {
                        // JSX (React Native's .js convention) does not parse as a script: such a
                        // file loads as a module, through esbuild (a parse error runs nothing).
                        guard error.name == "SyntaxError", Self.mayContainJSX(source) else { throw error }
                    }
                }
            }
            let record = try load(absolute, isMain: true)
            if let completion = record.completion {
                let onRejected = JSValue(function: "reportTopLevelRejection", in: context) { [unowned self] arguments in
                    runtime.report(.uncaughtException(JSException(value: arguments[0]), entry: "top level"))
                    return nil
                }
                try completion.invoke("then", [.undefined(in: context), onRejected])
            }
            return .undefined(in: context)
        }
    }

    /// `require(specifier)` from the file `referrer`.
    package func require(_ specifier: String, from referrer: String) throws(JSException) -> JSValue {
        let written = specifier
        let specifier = mapped(specifier, from: referrer, forRequire: true)
        if let exports = try replaced(specifier, from: referrer) { return exports }
        if isBuiltin(specifier) { return try builtin(specifier) }
        let path: String
        do {
            path = try resolve(specifier, from: referrer, forImport: false)
        } catch {
            placeElidedRequire(error.value, specifier: written, referrer: referrer)
            throw error
        }
        let record = try loaded(path)
        return record.module["exports"]
    }

    /// `require` of an app module compiled to Babel's CommonJS, for a specifier it imports
    /// `names` from: a name a built-in module (jshost's stand-in of a package) lacks is
    /// node's SyntaxError, with the module's hint, as for an ES module; any other module's
    /// missing name is `undefined`, as under Metro.
    /// The `require` stands for a static import: what stops it (not found, not allowed) is
    /// the import's error, placed at its line, as for an ES module.
    func requireImported(_ specifier: String, from referrer: String, names: JSValue) throws(JSException) -> JSValue {
        let specifier = mapped(specifier, from: referrer)
        if let exports = try replaced(specifier, from: referrer) { return exports }
        guard isBuiltin(specifier) else { return try loaded(try resolve(specifier, from: referrer, forImport: true)).module["exports"] }
        let value = try builtin(specifier)
        let hasOwn = context.globalObject["Object"]["prototype"]["hasOwnProperty"]
        for index in 0..<names.length {
            let name = names[index].stringValue
            guard name != "default" else { continue }
            if value.isObject, try hasOwn.call([names[index]], this: value).boolValue { continue }
            var message = "The requested module '\(specifier)' does not provide an export named '\(name)' (imported from \(referrer), resolved to \(specifier))"
            if let hint = missingExportHints[specifier]?(name) { message += ": " + hint }
            let error = JSValue.error(name: "SyntaxError", message: message, in: context)
            error.defineHidden("__jshImport", JSValue(string: specifier, in: context))
            throw JSException(value: error)
        }
        return value
    }

    /// The namespace an `import … from specifier` in `referrer` sees.
    package func importNamespace(_ specifier: String, from referrer: String) throws(JSException) -> JSValue {
        let specifier = mapped(specifier, from: referrer)
        if let exports = try replaced(specifier, from: referrer) {
            let module = JSValue.object(in: context)
            module["exports"] = exports
            return try glue["commonJSNamespace"].call([module, JSValue(bool: true, in: context)])
        }
        if isBuiltin(specifier) {
            // A stand-in that answers any name (a missing package's) is its own namespace.
            if let prefix = exportsAsNamespacePrefix, specifier.hasPrefix(prefix) { return try builtin(specifier) }
            if let namespace = builtins.namespaces[specifier] { return namespace }
            let module = JSValue.object(in: context)
            module["exports"] = try builtin(specifier)
            let closed = !builtins.open.contains(specifier)
            let namespace = try glue["commonJSNamespace"].call([module, JSValue(bool: closed, in: context)])
            builtins.namespaces[specifier] = namespace
            return namespace
        }
        let path = try resolve(specifier, from: referrer, forImport: true)
        let record = try loaded(path)
        if let namespace = record.namespace { return namespace }
        let namespace = try glue["commonJSNamespace"].call([record.module])
        if record.module["loaded"].boolValue { record.namespace = namespace }
        return namespace
    }

    // MARK: Classic scripts

    /// Runs `source` as a classic script (as a browser's `<script>` does): its
    /// top-level `function`/`var` become globals and its `let`/`const`/`class`
    /// join the global lexical scope later scripts see. Errors name `file` and
    /// the line counted from `startingLine`. A dynamic `import()` in it resolves
    /// against `base`. Throws what the script throws.
    package func runClassic(_ source: String, file: String, startingLine: Int = 1, base: String? = nil) throws(JSException) {
        let transform = try Self.transform(source, path: file, in: context)
        if transform.isModule {
            let message = "\(file): Cannot use import/export in a classic script (a page loads modules with <script type=\"module\">)"
            throw JSException(value: JSValue.error(name: "SyntaxError", message: message, in: context))
        }
        try evaluateClassic(source, transform: transform, file: file, base: base ?? file, startingLine: startingLine)
    }

    func evaluateClassic(_ source: String, transform: ModuleTransform, file: String, base: String, startingLine: Int = 1) throws(JSException) {
        if !transform.isRewritten {
            try context.evaluate(source, sourceURL: file, startingLine: startingLine)
            return
        }
        // `import(…)` / `import.meta` became `__jsh.…`: a global `__jsh` serves them.
        let global = context.globalObject
        if !global.hasProperty("__jsh") {
            let scope = try glue["moduleScope"].call([JSValue.object(in: context), JSValue(string: base, in: context), JSValue.object(in: context)])
            global.defineHidden("__jsh", scope[1])
        }
        try context.evaluate(transform.code, sourceURL: file, startingLine: startingLine)
    }

    /// Runs `source` as an ES module named `path` (a page's inline
    /// `<script type="module">`): imports resolve against `path`.
    package func runModule(source: String, path: String, startingLine: Int = 1) throws(JSException) {
        let record = ModuleRecord(path: path, module: JSValue.object(in: context))
        record.module["exports"] = JSValue.object(in: context)
        try evaluate(record, source: source, kind: .module, startingLine: startingLine)
    }

    /// Loads the file at `path` as an ES module even without module syntax
    /// (`<script type="module" src>`), once.
    package func runModule(path: String) throws(JSException) {
        let absolute = Self.absolute(path)
        if registry.record(absolute) != nil { return }
        let record = ModuleRecord(path: absolute, module: JSValue.object(in: context))
        record.module["exports"] = JSValue.object(in: context)
        registry.add(record)
        try evaluate(record, source: try read(absolute), kind: .module)
        record.module["loaded"] = JSValue(bool: true, in: context)
    }

    // MARK: Loading

    /// The record of `path`, loading it first if needed (a record still
    /// loading is returned as is: that is how cycles see partial exports).
    func loaded(_ path: String) throws(JSException) -> ModuleRecord {
        // `require.cache` is the truth, as in Node: deleting an entry reloads the file.
        if let record = registry.current(path) { return record }
        return try load(path, isMain: false)
    }

    func load(_ path: String, isMain: Bool) throws(JSException) -> ModuleRecord {
        // The main module is what the user chose to run; anything it loads is checked.
        // Never evaluate what is not a module: `require('../.env')` would run the
        // secrets as JavaScript, and the engine would quote them in its error.
        let ext = Self.loadableExtension(of: path)
        let isMetroModule = path == MetroResolver.emptyModule || metroResolver?.isAsset(path) == true
        guard isMain || isMetroModule || Self.loadableExtensions.contains(ext) else {
            let kind = ext.isEmpty ? "a file without an extension" : "a '\(ext)' file"
            let value = JSValue.error(message: "Cannot load \(path): require() and import load JavaScript (.js, .mjs, .cjs, .jsx), TypeScript (.ts, .tsx, .mts, .cts) and JSON files, not \(kind)", in: context)
            value["code"] = JSValue(string: "ERR_UNKNOWN_FILE_EXTENSION", in: context)
            throw JSException(value: value)
        }
        let module = JSValue.object(in: context)
        module["id"] = JSValue(string: isMain ? "." : path, in: context)
        module["filename"] = JSValue(string: path, in: context)
        module["path"] = JSValue(string: Self.directory(of: path), in: context)
        module["exports"] = JSValue.object(in: context)
        module["loaded"] = JSValue(bool: false, in: context)
        let record = ModuleRecord(path: path, module: module)
        registry.add(record)
        if isMain { registry.mainModule = module }
        do {
            try evaluate(record)
        } catch {
            registry.remove(path)
            throw error
        }
        module["loaded"] = JSValue(bool: true, in: context)
        return record
    }

    /// Every source file read so far, in order (the studio's live reload watches them).
    package private(set) var filesRead: [String] = []

    /// Notes a source file read by someone else for this runtime (a page's `<script src>`).
    package func noteRead(_ path: String) { filesRead.append(path) }

    func read(_ path: String) throws(JSException) -> String {
        do {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            filesRead.append(path)
            return source
        } catch {
            throw JSException(name: "Error", message: "Cannot read module \(path): \((error as NSError).localizedDescription)")
        }
    }


    func evaluate(_ record: ModuleRecord) throws(JSException) {
        let path = record.path
        // Metro's build: a `false` entry of a `react-native`/`browser` map is an empty module,
        // an image or font a number (its id in the AssetRegistry), never the file's bytes.
        if path == MetroResolver.emptyModule { return }
        if let metroResolver, metroResolver.isAsset(path) {
            let id = assetIDs[path] ?? (assetIDs.count + 1)
            assetIDs[path] = id
            record.module["exports"] = JSValue(double: Double(id), in: context)
            return
        }
        let source = try read(path)
        if path.hasSuffix(".json") {
            guard let value = JSValue.parseJSON(source, in: context) else {
                throw JSException(value: JSValue.error(name: "SyntaxError", message: "\(path): Unexpected token in JSON", in: context))
            }
            record.module["exports"] = value
            return
        }
        try evaluate(record, source: source, kind: nil)
    }

    func evaluate(_ record: ModuleRecord, source: String, kind: SourceKind?, startingLine: Int = 1) throws(JSException) {
        let path = record.path
        let (transform, function) = try compile(source, path: path, kind: kind, startingLine: startingLine)

        let imported = JSValue.object(in: context)
        for imported in transform.importRecords { record.importLines[imported.specifier] = imported.line }
        let checksRequires = jestCompilation == nil && commonJSCompiled.contains(path)
        for imports in transform.importRecords where !imports.names.isEmpty || checksRequires {
            imported[imports.specifier] = imports.names.jsValue(in: context)
            record.importNames[imports.specifier] = imports.names
        }
        let recordObject = JSValue.object(in: context)
        if transform.isModule {
            let namespace = try glue["namespace"].call([JSValue(bool: true, in: context)])
            record.namespace = namespace
            record.module["exports"] = namespace
            recordObject["namespace"] = namespace
            recordObject["ownExports"] = try context.globalObject["Set"].construct([transform.exports.jsValue(in: context)])
        }
        let scope = try glue["moduleScope"].call([recordObject, JSValue(string: path, in: context), imported, JSValue(bool: checksRequires, in: context)])
        let require = scope[0], jsh = scope[1]
        let exports = record.module["exports"]
        let result: JSValue
        do {
            var arguments = [exports, require, record.module, JSValue(string: path, in: context),
                             JSValue(string: Self.directory(of: path), in: context), jsh]
            if jestCompilation != nil || checksRequires { arguments += try commonJSArguments(for: path) }
            result = try function.call(arguments, this: transform.isModule ? nil : exports)
        } catch {
            // A missing named import, or a module a static import cannot find, is the
            // import's error, at its line in the user's file (node: "does not provide an
            // export named"), not the glue's; `remap` takes a compiled file's line back.
            let unresolved = unresolvedImport
            unresolvedImport = nil
            var place: (line: Int, stack: String?)?
            if let (referrer, specifier, thrown) = unresolved, referrer == path, let thrown, let value = error.value,
               value.strictlyEquals(thrown), let (line, frame) = placeAtImport(value, referrer: referrer, specifier: specifier) {
                place = (line, frame)
            } else if let value = error.value, value.isObject, value["__jshImport"].isString,
                      let line = record.importLines[value["__jshImport"].stringValue] {
                place = (line, nil)
            }
            guard let place else { throw error }
            var located = error
            located.file = path
            located.line = place.line
            located.column = nil
            located.stack = place.stack
            throw located
        }
        if transform.hasTopLevelAwait { record.completion = result }
    }
}
