import Foundation
import JSCore
import AppProject
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
package final class ModuleLoader {
    unowned let runtime: Runtime
    var context: JSContext { runtime.context }
    /// The JavaScript half (JS/module-glue.js), evaluated when a module first needs it: an
    /// entry that is a classic script never does (1.4 M instructions of a one-line script's
    /// start-up; docs/performance.md).
    private var glue: JSValue {
        get throws(JSException) {
            if let madeGlue { return madeGlue }
            let made = try makeGlue()
            madeGlue = made
            return made
        }
    }
    private var madeGlue: JSValue?
    /// Babel's `__esModule` interop helpers, for modules compiled as babel-jest does.
    var babelInterop: JSValue {
        get throws(JSException) { try glue["babelInterop"] }
    }
    /// `require.cache`: absolute path → module object, as in Node.
    package let cache: JSValue
    private var records: [String: ModuleRecord] = [:]
    /// The modules compiled to Babel's CommonJS for `run` (ModuleCompilation.swift): their
    /// wrapper takes Babel's interop helpers.
    var commonJSCompiled: Set<String> = []
    /// By file: the names compiling gave its imports → the names the user wrote (errors).
    var internalNames: [String: [String: String]] = [:]
    /// Modules compiled to CommonJS whose import names `internalNames` has yet to learn.
    var commonJSImports: [String: ModuleTransform] = [:]
    /// The referrer and specifier of the static import `resolve` last failed on, and the
    /// error it threw, for `evaluate` to place that error at the import.
    private var unresolvedImport: (referrer: String, specifier: String, error: JSValue?)?
    /// The static import `resolve` is working on.
    private var resolvingImport: (referrer: String, specifier: String)?
    private var builtinFactories: [String: BuiltinModuleFactory] = [:]
    private var builtinExports: [String: JSValue] = [:]
    private var builtinNamespaces: [String: JSValue] = [:]
    private var mainModule: JSValue?
    /// Built-in modules the scripts have asked for so far.
    package private(set) var loadedBuiltins: Set<String> = []
    /// Where modules load from without `--allow-read` (a real path): the folder of the
    /// nearest `package.json` above the main module, else the main module's folder;
    /// before a main module runs, the same taken from the current directory.
    package private(set) var projectRoot: String?
    /// The app's own folder (the nearest `package.json` above the main module): where its
    /// build configuration (tsconfig, babel.config.js, .env) and manual mocks are, which in a
    /// monorepo is below the project root.
    package private(set) var appRoot: String?
    /// A project root chosen by the embedder (`jshost test`: Jest's rootDir), which the
    /// main module does not change.
    private var pinnedProjectRoot: String?

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
    private var metroResolver: MetroResolver?
    private var metroProject: MetroProject?
    /// Told what the app declares it is before its first module runs (a React Native app
    /// has no browser globals: the device withdraws them).
    package var onAppKind: ((MetroProject.AppKind) -> Void)?
    /// What the app's package.json declares it is (set before its first module runs).
    package private(set) var appKind: MetroProject.AppKind?
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
    private lazy var flowStripper = FlowStripper()
    /// Asset ids by file, in the order Metro's AssetRegistry hands them out (1, 2, …).
    private var assetIDs: [String: Int] = [:]

    /// The files `require` and `import` evaluate: JavaScript, TypeScript and JSON.
    package static let loadableExtensions: Set<String> = [".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts", ".json"]

    init(runtime: Runtime) throws(JSException) {
        self.runtime = runtime
        let context = runtime.context
        cache = JSValue.object(in: context)
    }

    private func makeGlue() throws(JSException) -> JSValue {
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
        native.defineFunction("main") { [unowned self] _ in mainModule }
        native.defineFunction("fileURL") { [unowned self] arguments in
            JSValue(string: URL(fileURLWithPath: arguments.first?.stringValue ?? "").absoluteString, in: context)
        }
        return glue
    }

    /// Forgets every module and built-in (part of `Runtime.close()`).
    func close() {
        flowStripper.close()
        records = [:]
        builtinFactories = [:]
        builtinFamilies = []
        openBuiltins = []
        builtinExports = [:]
        builtinNamespaces = [:]
        mainModule = nil
    }

    // MARK: Built-in modules

    /// Registers a built-in module; built-ins resolve before files and `node_modules`.
    package func registerBuiltin(_ specifier: String, _ factory: @escaping BuiltinModuleFactory) {
        builtinFactories[specifier] = factory
        builtinExports[specifier] = nil
        builtinNamespaces[specifier] = nil
    }

    /// Registers built-in modules for every specifier under `prefix` (`react-native/Libraries/`):
    /// `factory` gets the specifier.
    package func registerBuiltinFamily(prefix: String, _ factory: @escaping (String, Runtime) throws -> JSValue) {
        builtinFamilies.append(BuiltinFamily(prefix: prefix, factory: factory))
    }

    /// Registers the files of a built-in package that apps import by path
    /// (`@notifee/react-native/dist/types/NotificationAndroid`): a specifier under `prefix`
    /// that `claims` accepts is a built-in made by `factory`, whose namespace is open (a name
    /// the file lacks imports as `undefined`, as Babel's interop gives for a package's
    /// compiled file); any other one resolves as a file, and when no file is found the error
    /// ends with what `unknown` says of it (the paths jshost knows).
    package func registerBuiltinDeepPaths(prefix: String, claims: @escaping (String) -> Bool, unknown: @escaping (String) -> String,
                                          _ factory: @escaping (String, Runtime) throws -> JSValue) {
        builtinFamilies.append(BuiltinFamily(prefix: prefix, factory: factory, claims: claims, unknown: unknown))
    }

    private struct BuiltinFamily {
        let prefix: String
        let factory: (String, Runtime) throws -> JSValue
        var claims: ((String) -> Bool)?
        var unknown: ((String) -> String)?
    }

    private var builtinFamilies: [BuiltinFamily] = []
    /// Built-ins whose import namespace lets a missing name be `undefined` (deep paths).
    private var openBuiltins: Set<String> = []

    /// Lets a missing name of the built-in `specifier` import as `undefined`.
    func markOpenBuiltin(_ specifier: String) { openBuiltins.insert(specifier) }

    package func isBuiltin(_ specifier: String) -> Bool {
        if builtinFactories[specifier] != nil { return true }
        guard let family = builtinFamilies.first(where: { specifier.hasPrefix($0.prefix) && $0.claims?(specifier) != false }) else { return false }
        builtinFactories[specifier] = { runtime in try family.factory(specifier, runtime) }
        if family.claims != nil { openBuiltins.insert(specifier) }
        return true
    }

    /// What a built-in package says of a path into it that it does not provide and no file
    /// answers (the paths it knows), or nil.
    private func unknownDeepPath(_ specifier: String) -> String? {
        builtinFamilies.first(where: { specifier.hasPrefix($0.prefix) })?.unknown?(specifier)
    }

    /// The exports of the built-in module `specifier` itself, never mapped or replaced (a
    /// deep path's file shares its package's objects).
    package func builtinModule(_ specifier: String) throws(JSException) -> JSValue {
        try builtin(specifier)
    }

    /// The versions a built-in stands for, by package name (a surface's simulated API).
    package var simulatedVersions: [String: SimulatedVersions] = [:]

    /// Angular's fileReplacements as `ng serve` applies them: a resolved file → the file loaded.
    var fileReplacements: [String: String] = [:]
    /// Vite `define` entries under `import.meta.env.` (name, value), added to `import.meta.env`.
    var importMetaDefines: [(String, JSValue)] = []

    private func builtin(_ specifier: String) throws(JSException) -> JSValue {
        if let exports = builtinExports[specifier] { return exports }
        // A file of a package (`@notifee/react-native/jest-mock`) stands for that package too.
        try checkInstalledVersion(of: MetroResolver.packageName(of: specifier))
        loadedBuiltins.insert(specifier)
        do {
            let exports = try builtinFactories[specifier]!(runtime)
            builtinExports[specifier] = exports
            return exports
        } catch let error as JSException {
            throw error
        } catch {
            throw JSException(name: "Error", message: "built-in module '\(specifier)' failed to load: \(error)")
        }
    }

    /// In an app (Metro's resolution), a built-in never stands for another major version of
    /// its package than the one it simulates: an installed package of another major is an
    /// error naming both (SPEC §3.2c).
    private func checkInstalledVersion(of name: String) throws(JSException) {
        guard metroPlatform != nil, let simulated = simulatedVersions[name], let appRoot else { return }
        guard let manifest = installedManifest(of: name, from: appRoot) else {
            checkDeclaredRange(of: name, simulated: simulated, appRoot: appRoot)
            return
        }
        guard let version = AppProject.installedVersion(manifest: manifest, files: projectFiles),
              simulated.includes(version) == false else { return }
        throw JSException(name: "Error", message: "\(name) \(version) is installed (\(manifest)), but jshost simulates only \(name) \(simulated.label), "
                          + "whose API differs: install a \(simulated.label) release of \(name), or give jshost a stand-in of \(version) with --map \(name)=./stand-in.js")
    }

    /// Which of the simulated APIs of `name` the app uses (a `SimulatedVersions.Line.api`),
    /// as the app would get it: the installed release's line (node_modules/<name>/package.json,
    /// as checkInstalledVersion finds it); with nothing installed, the one API every release
    /// the app's package.json range admits follows. Nil when nothing says (no app, no
    /// declaration, a range admitting releases of two APIs): the surface's newest API.
    package func simulatedAPI(of name: String) -> String? {
        guard let simulated = simulatedVersions[name], let appRoot = appRoot ?? projectRoot else { return nil }
        if let manifest = installedManifest(of: name, from: appRoot) {
            guard let version = AppProject.installedVersion(manifest: manifest, files: projectFiles),
                  case .some(.some(let line)) = simulated.line(of: version) else { return nil }
            return line.api
        }
        guard let (_, declared) = AppProject.declaredRange(of: name, in: appRoot),
              let range = DeclaredVersionRange(declared) else { return nil }
        let apis = Set(simulated.lines.filter { range.admits($0) }.map(\.api))
        return apis.count == 1 ? apis.first : nil
    }

    /// The packages whose declared range was looked at (one warning each at most).
    private var declaredRangesChecked: Set<String> = []

    /// A simulated package that is not installed but that the app's package.json declares
    /// (`dependencies`, `devDependencies`) with a range admitting none of the simulated
    /// releases: the app is written for another API than the surface's. The surface still
    /// stands in (nothing installed is shadowed), so this is a warning, once per package.
    private func checkDeclaredRange(of name: String, simulated: SimulatedVersions, appRoot: String) {
        guard declaredRangesChecked.insert(name).inserted else { return }
        let file = (appRoot as NSString).appendingPathComponent("package.json")
        if let (field, declared) = AppProject.declaredRange(of: name, in: appRoot) {
            guard let range = DeclaredVersionRange(declared), !range.admitsAny(of: simulated) else { return }
            // One short line: the package, the app's range, what jshost simulates and runs, and
            // the flag that puts the app's own stand-in in its place.
            let cwd = FileManager.default.currentDirectoryPath + "/"
            let shown = file.hasPrefix(cwd) ? String(file.dropFirst(cwd.count)) : file
            let runs = simulated.defaultLabel == simulated.label ? "" : ", runs \(simulated.defaultLabel)"
            onConfigurationProblem?("\(shown) \(field): \(name) \(declared) is not simulated (jshost simulates \(simulated.label)\(runs)); "
                                    + "another release: --map \(name)=./stand-in.js")
            return
        }
    }

    /// `node_modules/<name>/package.json` as the app would load it: in the app's folder or,
    /// hoisted by a workspace, in a folder above it up to the project root (the folders
    /// Metro's resolution searches).
    private func installedManifest(of name: String, from appRoot: String) -> String? {
        FileProbe.nodeModulesFolders(from: appRoot, boundary: effectiveProjectRoot).lazy
            .map { (($0 as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("package.json") }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    // MARK: Entry points

    /// Loads `path` as the main module (one entry into JS). Errors are reported
    /// through the runtime, as uncaught; a top-level-await entry's rejection too.
    /// With `classic`, a `.js` file without module syntax or CommonJS use runs as
    /// a classic script instead, as a browser runs it (docs/modules.md).
    package func runMain(path: String, classic: Bool = false) {
        let absolute = Self.absolute(path)
        projectRoot = pinnedProjectRoot ?? Self.projectRoot(of: absolute)
        appRoot = Self.projectRoot(containing: Self.directory(of: absolute))
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

    /// Consulted before a module loads, with its key (a built-in's name, else its absolute
    /// path): exports to use instead of the module's (the test runner's `jest.mock`), or nil.
    package var replacement: ((String) throws(JSException) -> JSValue?)?

    /// Set by `jshost test`: files compile as babel-jest or ts-jest compiles them
    /// (JestCompilation.swift: Jest's parameters of the one compilation stage,
    /// ModuleCompilation.swift); nil for `run`, where an app's kind chooses the semantics.
    package var jestCompilation: JestCompilation?
    /// The `jest` object a module compiled for Jest sees (its paths resolve from that module).
    package var moduleJest: ((String) throws(JSException) -> JSValue)?

    /// Consulted first with every specifier and its referrer: another specifier to load
    /// instead (the test runner's Jest `moduleNameMapper`), or nil.
    package var mapSpecifier: ((String, String) -> String?)?

    /// Consulted with a specifier nothing was found for: a sentence to add to the error
    /// (`jshost test`: a Node core module it does not provide, NodeCoreModules.swift), or nil.
    package var notFoundHint: ((String) -> String?)?

    private func mapped(_ specifier: String, from referrer: String, forRequire: Bool = false) -> String {
        let specifier = mapSpecifier?(specifier, referrer) ?? specifier
        if loadingPackageItself { return specifier }
        if let standIn = standInsWhenMissing[specifier], isMissingFromApp(specifier) { return standIn }
        if let standIn = missingPackage(specifier, from: referrer, forRequire: forRequire) { return standIn }
        if let standIn = standInsWhenInstalled[specifier], metroPlatform != nil, appRoot != nil, !isMissingFromApp(specifier),
           let folder = installedPackageFolder(specifier), standInApplies?(specifier, folder) != false { return standIn }
        return specifier
    }

    /// Consulted, in an app (Metro's resolution), with a bare specifier of a package that is
    /// neither a built-in nor installed and that the app's resolver does not find either (an
    /// alias would): the built-in that stands in for it, or nil for the not-found error
    /// (`Sources/Surfaces/MissingPackages.swift`). `detail` is the not-found error's message;
    /// `required`: asked by `require()`, which an app may catch (an optional dependency).
    package var missingPackageStandIn: ((_ specifier: String, _ package: String, _ referrer: String, _ required: Bool, _ detail: String) -> String?)?

    /// Built-ins under this prefix are imported as their exports themselves (an object that
    /// answers every name), not a namespace made of their own properties.
    package var exportsAsNamespacePrefix: String?

    private func missingPackage(_ specifier: String, from referrer: String, forRequire: Bool) -> String? {
        guard let standIn = missingPackageStandIn, metroPlatform != nil, let first = specifier.first,
              first != "." && first != "/", !specifier.hasPrefix("jshost:"), !isBuiltin(specifier) else { return nil }
        let name = MetroResolver.packageName(of: specifier)
        guard !isBuiltin(name), !builtinFamilies.contains(where: { specifier.hasPrefix($0.prefix) }), isMissingFromApp(name) else { return nil }
        do {
            _ = try metro().resolve(specifier, from: referrer, mode: .require)
            return nil
        } catch let error as PackageNotInstalledError {
            let detail = notFound(error.description, specifier: specifier, referrer: referrer, forImport: !forRequire).value?["message"].stringValue ?? ""
            return standIn(specifier, name, referrer, forRequire, detail)
        } catch {
            return nil
        }
    }

    /// The names `referrer`'s static imports of `specifier` take (none for a `require`).
    package func importedNames(of specifier: String, in referrer: String) -> [String] {
        records[referrer]?.importNames[specifier] ?? []
    }

    /// Where `referrer` asks for `specifier`, as `file:line` in the file as written: a static
    /// import's line, or the line of the calling frame (a `require`) when it is in `referrer`.
    package func importSite(of specifier: String, in referrer: String) -> String {
        if var line = records[referrer]?.importLines[specifier] {
            if let original = originalPosition(file: referrer, line: line, column: 1) { line = original.line }
            return "\(referrer):\(line)"
        }
        let probe = JSValue.error(message: "", in: context)
        if let stack = probe["stack"].string {
            let prefix = "@\(referrer):"
            for frame in stack.split(separator: "\n") {
                guard let range = frame.range(of: prefix) else { continue }
                let position = frame[range.upperBound...].split(separator: ":").compactMap { Int($0) }
                guard let raw = position.first else { break }
                return "\(referrer):\(originalPosition(file: referrer, line: raw, column: position.count > 1 ? position[1] : 1)?.line ?? raw)"
            }
        }
        return referrer
    }

    /// Built-ins that stand in for a package an app has installed (a package's own Jest mock
    /// answering for its native module): package name -> built-in specifier, when
    /// `standInApplies(name, packageFolder)` says so.
    package var standInsWhenInstalled: [String: String] = [:]
    package var standInApplies: ((String, String) -> Bool)?
    private var loadingPackageItself = false

    /// The folder of the package `name` in the app's node_modules, or nil.
    package func installedPackageFolder(_ name: String) -> String? {
        guard let appRoot, let manifest = installedManifest(of: name, from: appRoot) else { return nil }
        return (manifest as NSString).deletingLastPathComponent
    }

    /// `require(name)` past the stand-ins: the installed package itself.
    package func requirePackageItself(_ name: String, from referrer: String) throws(JSException) -> JSValue {
        let saved = loadingPackageItself
        loadingPackageItself = true
        defer { loadingPackageItself = saved }
        return try require(name, from: referrer)
    }

    /// Built-ins that stand in for a package only when an app (Metro's resolution) imports it
    /// and does not have it installed: package name -> built-in specifier (an in-memory
    /// AsyncStorage). An installed package is loaded as it is.
    package var standInsWhenMissing: [String: String] = [:]
    private var missingFromApp: [String: Bool] = [:]

    /// Built-ins that stand in for a package missing from the app in `jshost test` too
    /// (Jest's resolution): package names of `standInsWhenMissing` (React Navigation, which
    /// a test of the app's root imports with it).
    package var standInsWhenMissingInTests: Set<String> = []

    /// Whether `name` has no package.json in the app's node_modules folders.
    private func isMissingFromApp(_ name: String) -> Bool {
        if metroPlatform == nil, jestCompilation != nil, standInsWhenMissingInTests.contains(name), let root = appRoot ?? projectRoot {
            return installedManifest(of: name, from: root) == nil
        }
        guard metroPlatform != nil, let appRoot else { return false }
        if let known = missingFromApp[name] { return known }
        let missing = installedManifest(of: name, from: appRoot) == nil
        missingFromApp[name] = missing
        return missing
    }

    /// The key `replacement` gets for `specifier` required from `referrer`.
    package func key(of specifier: String, from referrer: String) throws(JSException) -> String {
        try unmappedKey(of: mapped(specifier, from: referrer), from: referrer)
    }

    private func unmappedKey(of specifier: String, from referrer: String) throws(JSException) -> String {
        isBuiltin(specifier) ? specifier : try resolve(specifier, from: referrer, forImport: false)
    }

    /// `require(specifier)` from `referrer`, never replaced (`jest.requireActual`).
    package func requireActual(_ specifier: String, from referrer: String) throws(JSException) -> JSValue {
        let saved = replacement
        replacement = nil
        defer { replacement = saved }
        return try require(specifier, from: referrer)
    }

    /// Which files are loaded (their records and `require.cache` entries), saved so
    /// that a registry can be set aside and put back (`jest.isolateModules`).
    package struct Registry {
        fileprivate let records: [String: ModuleRecord]
        fileprivate let entries: [(String, JSValue)]
    }

    package func saveRegistry() -> Registry {
        Registry(records: records, entries: cache.propertyNames.map { ($0, cache[$0]) })
    }

    /// Puts back a saved registry: files loaded since are forgotten.
    package func restoreRegistry(_ registry: Registry) {
        for path in cache.propertyNames { _ = try? glue["forget"].call([cache, JSValue(string: path, in: context)]) }
        for (path, module) in registry.entries { cache[path] = module }
        records = registry.records
    }

    /// Forgets every loaded file but those in `keeping` (the running test file): the
    /// next `require` or `import` of one evaluates it again (`jest.resetModules`).
    /// Built-in modules are kept: they stand for the device.
    package func resetRegistry(keeping: Set<String>) {
        for path in cache.propertyNames where !keeping.contains(path) {
            _ = try? glue["forget"].call([cache, JSValue(string: path, in: context)])
            records[path] = nil
        }
    }

    /// A specifier that resolves to nothing is asked for by itself (a virtual mock).
    private func replaced(_ specifier: String, from referrer: String) throws(JSException) -> JSValue? {
        guard let replacement else { return nil }
        let key: String
        do { key = try unmappedKey(of: specifier, from: referrer) } catch { key = specifier }
        return try replacement(key)
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
            if let namespace = builtinNamespaces[specifier] { return namespace }
            let module = JSValue.object(in: context)
            module["exports"] = try builtin(specifier)
            let closed = !openBuiltins.contains(specifier)
            let namespace = try glue["commonJSNamespace"].call([module, JSValue(bool: closed, in: context)])
            builtinNamespaces[specifier] = namespace
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

    private func evaluateClassic(_ source: String, transform: ModuleTransform, file: String, base: String, startingLine: Int = 1) throws(JSException) {
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
        if records[absolute] != nil { return }
        let record = ModuleRecord(path: absolute, module: JSValue.object(in: context))
        record.module["exports"] = JSValue.object(in: context)
        records[absolute] = record
        cache[absolute] = record.module
        try evaluate(record, source: try read(absolute), kind: .module)
        record.module["loaded"] = JSValue(bool: true, in: context)
    }

    // MARK: Loading

    /// The record of `path`, loading it first if needed (a record still
    /// loading is returned as is: that is how cycles see partial exports).
    private func loaded(_ path: String) throws(JSException) -> ModuleRecord {
        // `require.cache` is the truth, as in Node: deleting an entry reloads the file.
        if let record = records[path], cache[path].strictlyEquals(record.module) { return record }
        return try load(path, isMain: false)
    }

    private func load(_ path: String, isMain: Bool) throws(JSException) -> ModuleRecord {
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
        records[path] = record
        cache[path] = module
        if isMain { mainModule = module }
        do {
            try evaluate(record)
        } catch {
            records[path] = nil
            _ = try? glue["forget"].call([cache, JSValue(string: path, in: context)])
            throw error
        }
        module["loaded"] = JSValue(bool: true, in: context)
        return record
    }

    /// Every source file read so far, in order (the studio's live reload watches them).
    package private(set) var filesRead: [String] = []

    /// Notes a source file read by someone else for this runtime (a page's `<script src>`).
    package func noteRead(_ path: String) { filesRead.append(path) }

    private func read(_ path: String) throws(JSException) -> String {
        do {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            filesRead.append(path)
            return source
        } catch {
            throw JSException(name: "Error", message: "Cannot read module \(path): \((error as NSError).localizedDescription)")
        }
    }

    private static func transform(_ source: String, path: String, kind: SourceKind? = nil, trackColumns: Bool = false,
                                  in context: JSContext) throws(JSException) -> ModuleTransform {
        do {
            return try transformModule(source: source, filename: path, kind: kind, trackColumns: trackColumns)
        } catch let error as ModuleSyntaxError {
            let exception = JSValue.error(name: "SyntaxError", message: error.description, in: context)
            throw located(JSException(name: "SyntaxError", message: error.description, file: error.file, line: error.line, column: error.column, value: exception), in: context)
        } catch {
            throw JSException(name: "SyntaxError", message: "\(path): \(error)")
        }
    }

    private func evaluate(_ record: ModuleRecord) throws(JSException) {
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

    private func evaluate(_ record: ModuleRecord, source: String, kind: SourceKind?, startingLine: Int = 1) throws(JSException) {
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

    // MARK: Compiling

    static let header = "(function (exports, require, module, __filename, __dirname, __jsh) {"
    private static let asyncHeader = "(async function (exports, require, module, __filename, __dirname, __jsh) {"

    /// The one compilation stage of `run` and `jshost test` (ModuleCompilation.swift): Flow
    /// types out, then the file's module semantics. Babel's CommonJS goes through esbuild's
    /// `--format=cjs`; ES modules through the ES-module rewrite, where TypeScript and JSX go
    /// through esbuild first, and a `.js` file only when it fails as plain JavaScript and may
    /// hold JSX (React Native's convention), so a plain run never starts esbuild.
    private func compile(_ source: String, path: String, kind: SourceKind?, startingLine: Int) throws(JSException) -> (ModuleTransform, JSValue) {
        let semantics = semantics(of: path, startingLine: startingLine)
        let isTypeScript = path.hasSuffix(".ts") || path.hasSuffix(".tsx") || path.hasSuffix(".mts") || path.hasSuffix(".cts")
        // Flow-typed files (packages ship them): types removed first, lines and columns kept.
        // (Under Jest, esbuild reads what it can of a Flow file as it always has.)
        if !isTypeScript, startingLine == 1, semantics == .esModules || jestCompilation == nil, FlowStripper.isFlow(source) {
            let stripped: String
            do {
                stripped = try flowStripper.strip(source, path: path)
            } catch {
                let found = FlowConstructs.first(in: source) ?? FlowConstructs.at(errorMessage: "\(error)", in: source)
                let message = found.map { FlowConstructs.message($0, path: path) } ?? "\(error)"
                throw JSException(name: "Error", message: message, file: path, value: JSValue.error(message: message, in: context))
            }
            // A construct babylon 6 does not know may come out of the tool unchanged (or
            // half read): the parse error that follows names the construct instead.
            do throws(JSException) {
                return try compileModule(stripped, path: path, kind: kind, startingLine: startingLine, semantics)
            } catch {
                guard error.name == "SyntaxError", let found = FlowConstructs.first(in: source) else { throw error }
                let message = FlowConstructs.message(found, path: path)
                throw JSException(name: "SyntaxError", message: message, file: path, value: JSValue.error(name: "SyntaxError", message: message, in: context))
            }
        }
        return try compileModule(source, path: path, kind: kind, startingLine: startingLine, semantics)
    }

    /// `compile` once Flow types are gone: the module semantics' own step.
    private func compileModule(_ source: String, path: String, kind: SourceKind?, startingLine: Int,
                               _ semantics: ModuleSemantics) throws(JSException) -> (ModuleTransform, JSValue) {
        if semantics == .babelCommonJS, let compiled = try compileCommonJS(source, path: path, jest: jestCompilation) { return compiled }
        return try compileSource(source, path: path, kind: kind, startingLine: startingLine)
    }

    /// The ES-module rewrite (and what stays as written under Jest).
    private func compileSource(_ source: String, path: String, kind: SourceKind?, startingLine: Int) throws(JSException) -> (ModuleTransform, JSValue) {
        if ModuleResolver.needsTranspiler(path) { return try compileTranspiled(source, path: path) }
        // Instrumented code that does not compile (a bug of the instrumenter) runs as written.
        if startingLine == 1, let instrumented = instrumenter?(source, path, false) {
            do throws(JSException) {
                let transform = try Self.transform(instrumented, path: path, kind: kind, in: context)
                recordLineOneShift(transform, source: instrumented, path: path)
                return (transform, try wrap(transform, path: path, startingLine: startingLine))
            } catch {
                guard error.name == "SyntaxError" else { throw error }
                instrumentationFailed?(path, error.message)
            }
        }
        do throws(JSException) {
            let transform = try Self.transform(source, path: path, kind: kind, in: context)
            if !transform.importBindings.isEmpty { internalNames[path] = transform.importBindings }
            if startingLine == 1, transform.isModule, let jest = jestCompilation { try jest.refuseUntransformedModule(source, path: path, in: context) }
            if startingLine == 1 { recordLineOneShift(transform, source: source, path: path) }
            return (transform, try wrap(transform, path: path, startingLine: startingLine))
        } catch {
            // (A page's inline module script, which starts further down, is never JSX.)
            guard error.name == "SyntaxError", path.hasSuffix(".js"), startingLine == 1, Self.mayContainJSX(source) else { throw error }
            if Transpiler.shared.esbuild == nil {
                var error = error
                error.message += " (if this file contains JSX, install esbuild to load it: apt-get install esbuild)"
                if let value = error.value { value["message"] = JSValue(string: error.message, in: context) }
                throw error
            }
            return try compileTranspiled(source, path: path)
        }
    }

    private func compileTranspiled(_ source: String, path: String) throws(JSException) -> (ModuleTransform, JSValue) {
        let code: String
        do {
            code = try Transpiler.shared.transpile(source, path: path, loader: .forPath(path))
        } catch {
            throw transpileError(error, path: path)
        }
        let kind: SourceKind = path.hasSuffix(".mts") ? .module : path.hasSuffix(".cts") ? .commonJS : .auto
        if let instrumented = instrumenter?(code, path, true) {
            do throws(JSException) {
                let transform = try Self.transform(instrumented, path: path, kind: kind, trackColumns: true, in: context)
                let function = try wrap(transform, path: path, startingLine: 1)
                transpiled[path] = TranspiledFile(code: code, shifts: transform.columnShifts ?? ColumnShifts(),
                                                  headerLength: (transform.hasTopLevelAwait ? Self.asyncHeader : Self.header).utf16.count)
                return (transform, function)
            } catch {
                guard error.name == "SyntaxError" else { throw error }
                instrumentationFailed?(path, error.message)
            }
        }
        let transform = try Self.transform(code, path: path, kind: kind, trackColumns: true, in: context)
        if !transform.importBindings.isEmpty { internalNames[path] = transform.importBindings }
        transpiled[path] = TranspiledFile(code: code, shifts: transform.columnShifts ?? ColumnShifts(),
                                          headerLength: (transform.hasTopLevelAwait ? Self.asyncHeader : Self.header).utf16.count)
        return (transform, try wrap(transform, path: path, startingLine: 1))
    }

    /// Line 1 of the evaluated text is the wrapper's header, then what the rewrite put
    /// first, then the user's line 1: when the user's line ends it unchanged, its columns
    /// are all moved by the same amount.
    private func recordLineOneShift(_ transform: ModuleTransform, source: String, path: String) {
        let header = (transform.hasTopLevelAwait ? Self.asyncHeader : Self.header).utf16.count
        let code = transform.code.prefix { $0 != "\n" && $0 != "\r" }
        let user = source.prefix { $0 != "\n" && $0 != "\r" }
        guard code.hasSuffix(user) else { lineOneShifts[path] = nil; return }
        lineOneShifts[path] = header + code.utf16.count - user.utf16.count
    }

    /// A position in `file` as the user's file has it (line 1 without the wrapper).
    func userColumn(file: String, line: Int, column: Int) -> Int {
        guard line == 1, let shift = lineOneShifts[file], column > shift else { return column }
        return column - shift
    }

    /// `userFacing`, then line 1's columns without the wrapper's shift.
    private func withoutLineOneShift(_ exception: JSException) -> JSException {
        guard !lineOneShifts.isEmpty else { return exception }
        // Taken off once: an error already fixed (its stack is one this made) stays.
        if let stack = exception.stack, lineOneFixedStacks.contains(stack) { return exception }
        var exception = exception
        if let file = exception.file, exception.line == 1, let column = exception.column {
            exception.column = userColumn(file: file, line: 1, column: column)
        }
        if let stack = exception.stack {
            exception.stack = stack.split(separator: "\n", omittingEmptySubsequences: false).map { frame -> String in
                let frame = String(frame)
                guard let at = Self.frameLocation(frame), at.line == 1, lineOneShifts[at.file] != nil else { return frame }
                let fixed = userColumn(file: at.file, line: 1, column: at.column)
                return String(frame.dropLast(String(at.column).count)) + String(fixed)
            }.joined(separator: "\n")
            if let fixed = exception.stack { lineOneFixedStacks.insert(fixed) }
        }
        return exception
    }

    private func wrap(_ transform: ModuleTransform, path: String, startingLine: Int) throws(JSException) -> JSValue {
        let header = transform.hasTopLevelAwait ? Self.asyncHeader : Self.header
        do throws(JSException) {
            return try context.evaluate(header + transform.code + "\n})", sourceURL: path, startingLine: startingLine)
        } catch {
            throw syntaxErrorAtUserColumn(error, path: path, startingLine: startingLine)
        }
    }

    /// A SyntaxError of the user's file, at the user's line and column (see below).
    private func syntaxErrorAtUserColumn(_ error: JSException, path: String, startingLine: Int) -> JSException {
        guard error.name == "SyntaxError", error.file == path, startingLine == 1, let line = error.line else { return error }
        // JavaScriptCore's parser error has a line but no column of its own: under a JS caller
        // (a `require`) the engine gives it the caller's column. esbuild, where installed, parses
        // the user's file again on this error path and names the column (with its own words, as
        // Vite shows them); else the error says the line only.
        var fixed = error
        fixed.column = nil
        if let source = try? read(path) {
            do throws(Transpiler.Failure) {
                _ = try Transpiler.shared.transpile(source, path: path, loader: .jsx)
            } catch {
                if case let .syntax(message, esbuildLine, esbuildColumn) = error, esbuildLine == line {
                    fixed.message = message
                    fixed.column = esbuildColumn
                    fixed.value?["message"] = JSValue(string: message, in: context)
                }
            }
        }
        return Self.located(fixed, in: context)
    }

    /// The error value says where the error is (`sourceURL`, `line`, `column`), so that when
    /// it is thrown on through the importer's `require`/`import`, it is still reported at the
    /// file that failed to compile, not at the importing line.
    static func located(_ exception: JSException, in context: JSContext) -> JSException {
        guard let value = exception.value, let file = exception.file, let line = exception.line else { return exception }
        value["sourceURL"] = JSValue(string: file, in: context)
        value["line"] = JSValue(double: Double(line), in: context)
        // No column (JavaScriptCore's own SyntaxError has none): say so, or the engine would
        // give the error the column of the importing call.
        value["column"] = exception.column.map { JSValue(double: Double($0), in: context) } ?? .undefined(in: context)
        return exception
    }

    func transpileError(_ failure: Transpiler.Failure, path: String) -> JSException {
        switch failure {
        case let .missing(esbuild):
            // One line: the message names the file, so no location line goes above it.
            let message = "\(path): TypeScript and JSX files need esbuild, which was not found (\(esbuild)): apt-get install esbuild"
            return JSException(name: "Error", message: message, value: JSValue.error(message: message, in: context))
        case let .syntax(message, line, column):
            // esbuild's message at the user's file, line and column (printed above it).
            return Self.located(JSException(name: "SyntaxError", message: message, file: path, line: line, column: column,
                                            value: JSValue.error(name: "SyntaxError", message: message, in: context)), in: context)
        case let .failed(message):
            let text = "\(path): esbuild failed: \(message)"
            return JSException(name: "Error", message: text, file: path, value: JSValue.error(message: text, in: context))
        }
    }

    /// Whether a source that failed as JavaScript may hold JSX: a `<` before a name,
    /// `>` (a fragment) or `/`. Cheap, and only asked on the error path.
    static func mayContainJSX(_ source: String) -> Bool {
        var previous: UInt8 = 0
        for byte in source.utf8 {
            if previous == UInt8(ascii: "<"),
               (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") {
                return true
            }
            previous = byte
        }
        return false
    }

    // MARK: Source-mapped positions

    /// Files compiled by esbuild, by path, for taking error positions back to them.
    var transpiled: [String: TranspiledFile] = [:]
    /// How far the wrapper (and what the rewrite put before the user's first line) moved
    /// the columns of line 1, per file: what `remap` takes off them.
    private var lineOneShifts: [String: Int] = [:]
    /// The stacks `withoutLineOneShift` made.
    private var lineOneFixedStacks: Set<String> = []
    /// The stacks `remap` wrote back into errors, so that no error is mapped twice.
    private var remappedStacks: Set<String> = []

    /// The position in the user's file of a 1-based (line, column) JavaScriptCore
    /// reported in the compiled `path`; nil when `path` was not compiled or the line
    /// has no mapping (esbuild's helpers).
    package func originalPosition(file path: String, line: Int, column: Int) -> (line: Int, column: Int)? {
        guard let file = transpiled[path] else { return nil }
        if file.identity {
            let column = file.shifts.sourceColumn(line: line, column: line == 1 ? max(column - file.headerLength, 1) : column)
            return (line, column)
        }
        if file.map == nil {
            file.map = SourceMap.inlineJSON(in: file.code).flatMap { try? SourceMap(json: $0) }
        }
        guard let map = file.map else { return nil }
        var column = column
        if line == 1 { column = max(column - file.headerLength, 1) }
        column = file.shifts.sourceColumn(line: line, column: column)
        guard let position = map.original(line: line, column: column) else { return nil }
        return (position.line, position.column)
    }

    /// `exception` with its position and stack frames taken back to the user's
    /// TypeScript or JSX files; the thrown error's `stack`, `line` and `column` are
    /// updated too, so that what prints it later shows the same. Unchanged when no
    /// compiled file is involved (and at no cost when none was loaded).
    package func remap(_ exception: JSException) -> JSException {
        var exception = withoutLineOneShift(Self.userFacing(exception))
        // The engine names an expression as it ran: an import as compiling named it.
        let written = writtenNames(in: exception.message, file: exception.file)
        if written != exception.message {
            exception.message = written
            if let value = exception.value, value.isObject, value["message"].isString {
                value["message"] = JSValue(string: written, in: context)
            }
        }
        guard !transpiled.isEmpty else { return exception }
        // An error already taken back (its `stack` is one this made) stays as it is.
        if let stack = exception.stack, remappedStacks.contains(stack) { return exception }
        if let file = exception.file, let line = exception.line,
           let position = originalPosition(file: file, line: line, column: exception.column ?? 1) {
            exception.line = position.line
            if exception.column != nil { exception.column = position.column }
            if let value = exception.value, value.isObject, !value["line"].isUndefined {
                value["line"] = JSValue(double: Double(position.line), in: context)
                if exception.column != nil { value["column"] = JSValue(double: Double(position.column), in: context) }
            }
        }
        if let stack = exception.stack, let mapped = remapStack(stack) {
            remappedStacks.insert(mapped)
            exception.stack = mapped
            if let value = exception.value, value.isObject { value["stack"] = JSValue(string: mapped, in: context) }
        }
        return exception
    }

    /// An error as users should see it: its stack without the engine's `[native code]`
    /// frames and jshost's own (`jshost:prelude/…`, `jshost:modules`), and, when it was
    /// made inside jshost (a `fetch` rejected, a permission denied, a built-in module's
    /// check), placed at the first frame of the user's code instead. A stack with
    /// nothing but jshost frames keeps them (they are all there is).
    static func userFacing(_ exception: JSException) -> JSException {
        var exception = exception
        // The engine names an expression as it ran: `import.meta` as the module rewrite wrote it.
        if exception.message.contains("__jsh.meta") {
            exception.message = exception.message.replacingOccurrences(of: "__jsh.meta", with: "import.meta")
            if let value = exception.value, value.isObject, value["message"].isString {
                value["message"] = JSValue(string: exception.message, in: value.context)
            }
        }
        guard let stack = exception.stack, !stack.isEmpty else { return exception }
        let frames = stack.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let withoutNative = frames.filter { !$0.contains("[native code]") }
        let user = withoutNative.filter { frameLocation($0).map { !$0.file.hasPrefix("jshost:") } ?? true }
        let kept = user.isEmpty ? withoutNative : user
        if kept != frames { exception.stack = kept.joined(separator: "\n") }
        if exception.file?.hasPrefix("jshost:") == true, let first = user.lazy.compactMap(frameLocation).first {
            exception.file = first.file
            exception.line = first.line
            exception.column = first.column
        }
        return exception
    }

    /// The `file`, `line`, `column` of a JavaScriptCore stack frame (`fn@file:line:column`
    /// or `file:line:column`); nil for a frame without a position.
    static func frameLocation(_ frame: String) -> (file: String, line: Int, column: Int)? {
        let parts = frame.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let line = Int(parts[parts.count - 2]) else { return nil }
        var head = parts[0..<(parts.count - 2)].joined(separator: ":")
        if let at = head.firstIndex(of: "@") { head = String(head[head.index(after: at)...]) }
        return (head, line, column)
    }

    /// A JavaScriptCore stack (`fn@file:line:column` lines) with the frames in compiled
    /// files taken back to the original positions; nil when nothing changed.
    package func remapStack(_ stack: String) -> String? {
        guard !transpiled.isEmpty else { return nil }
        var changed = false
        let frames = stack.split(separator: "\n", omittingEmptySubsequences: false).map { frame -> String in
            let parts = frame.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let line = Int(parts[parts.count - 2]) else { return String(frame) }
            let head = parts[0..<(parts.count - 2)].joined(separator: ":")
            for path in transpiled.keys where head == path || head.hasSuffix("@" + path) {
                guard let position = originalPosition(file: path, line: line, column: column) else { break }
                changed = true
                return "\(head):\(position.line):\(position.column)"
            }
            return String(frame)
        }
        return changed ? frames.joined(separator: "\n") : nil
    }

    // MARK: Resolution

    func resolve(_ specifier: String, from referrer: String, forImport: Bool) throws(JSException) -> String {
        // Whatever stops a static import (not found, not allowed) is placed at the import:
        // a denial when reported (`checkAccess`), the thrown error by `evaluate`.
        let staticImport = forImport && records[referrer]?.importLines[specifier] != nil
        if staticImport { resolvingImport = (referrer, specifier) }
        defer { resolvingImport = nil }
        do {
            return try resolvePath(specifier, from: referrer, forImport: forImport)
        } catch {
            if staticImport { unresolvedImport = (referrer, specifier, error.value) }
            throw error
        }
    }

    /// One stack frame at `referrer`'s static import of `specifier` (its compiled line,
    /// which `remap` takes back to the user's), given to `error` as its position; nil when
    /// the import's line is not known.
    @discardableResult
    private func placeAtImport(_ error: JSValue?, referrer: String, specifier: String) -> (line: Int, frame: String)? {
        guard let line = records[referrer]?.importLines[specifier] else { return nil }
        let frame = "@\(referrer):\(line):1"
        if let error, error.isObject {
            error["stack"] = JSValue(string: frame, in: context)
            error["line"] = JSValue(double: Double(line), in: context)
            error["column"] = JSValue(double: 1, in: context)
            error["sourceURL"] = JSValue(string: referrer, in: context)
        }
        return (line, frame)
    }

    /// A dynamic `import()` that failed to resolve (not found, or denied) is placed at the
    /// call in `referrer`: the first frame of `site` (the stack taken when `import()` was
    /// called) in that file, whose compiled position `remap` takes back to the user's, and
    /// its original line in the message, as a static import's. Other errors (the imported
    /// module's own) keep their place.
    private func placeDynamicImport(_ error: JSValue, site: String, referrer: String) {
        guard error.isObject, error["code"].stringValue == "MODULE_NOT_FOUND" || error["name"].stringValue == PermissionDenied.name else { return }
        let prefix = "@\(referrer):"
        guard let frame = site.split(separator: "\n").first(where: { $0.contains(prefix) }),
              let range = frame.range(of: prefix) else { return }
        let position = frame[range.upperBound...].split(separator: ":").compactMap { Int($0) }
        guard let line = position.first else { return }
        let column = position.count > 1 ? position[1] : 1
        error["stack"] = JSValue(string: "@\(referrer):\(line):\(column)", in: context)
        error["line"] = JSValue(double: Double(line), in: context)
        error["column"] = JSValue(double: Double(column), in: context)
        error["sourceURL"] = JSValue(string: referrer, in: context)
        guard jestCompilation == nil else { return }
        let original = originalPosition(file: referrer, line: line, column: column)?.line ?? line
        let message = error["message"].stringValue
        let located = message.replacingOccurrences(of: "imported from \(referrer) ", with: "imported from \(referrer):\(original) ")
        if located != message { error["message"] = JSValue(string: located, in: context) }
    }

    /// A `require()` that failed to resolve, made in tail position (`return require(…)`):
    /// JavaScriptCore runs strict code with proper tail calls, so the asking function's frame
    /// is gone from the stack and the error would be placed at its caller. Puts the frame
    /// back, at the first `require('specifier')` of `referrer`'s evaluated code (compiled
    /// positions, which `remap` takes back to the user's).
    private func placeElidedRequire(_ error: JSValue?, specifier: String, referrer: String) {
        guard let error, error.isObject,
              error["code"].stringValue == "MODULE_NOT_FOUND" || error["name"].stringValue == PermissionDenied.name else { return }
        let stack = error["stack"].isString ? error["stack"].stringValue : ""
        guard !stack.contains("@\(referrer):"),
              let code = transpiled[referrer]?.code ?? (try? String(contentsOfFile: referrer, encoding: .utf8)) else { return }
        let calls = ["'", "\"", "`"].map { "require(\($0)\(specifier)\($0))" }
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let call = calls.lazy.compactMap({ line.range(of: $0) }).first else { continue }
            // JavaScriptCore names a call by its `(`.
            let column = line.distance(from: line.startIndex, to: call.lowerBound) + "require(".count
            let frame = "@\(referrer):\(index + 1):\(column)"
            error["stack"] = JSValue(string: stack.isEmpty ? frame : frame + "\n" + stack, in: context)
            error["line"] = JSValue(double: Double(index + 1), in: context)
            error["column"] = JSValue(double: Double(column), in: context)
            error["sourceURL"] = JSValue(string: referrer, in: context)
            return
        }
    }

    private func resolvePath(_ specifier: String, from referrer: String, forImport: Bool) throws(JSException) -> String {
        do {
            let mode: ResolveMode = forImport ? .import : .require
            var path: String
            if metroPlatform != nil {
                path = try metro().resolve(specifier, from: referrer, mode: mode).path
                if path == MetroResolver.emptyModule { return path }
            } else {
                path = try ModuleResolver(boundary: effectiveProjectRoot, platformInfixes: jestCompilation?.platformInfixes ?? []).resolve(specifier, from: referrer, mode: mode).path
            }
            // Angular's fileReplacements: the file the build configuration swaps in.
            if let replacement = fileReplacements[path] {
                guard FileManager.default.fileExists(atPath: replacement) else {
                    throw JSException(name: "Error", message: "angular.json's fileReplacements replace \(path) with \(replacement), which does not exist "
                                      + "(imported as '\(specifier)' from \(referrer))")
                }
                path = replacement
            }
            try checkAccess(path)
            return path
        } catch let error as JSException {
            throw error
        } catch let error as AliasTargetNotFoundError {
            throw notFound(error.description, specifier: specifier, referrer: referrer, forImport: forImport)
        } catch let error as PackageNotInstalledError {
            // A path into a package jshost provides says what jshost has of it instead.
            if let known = unknownDeepPath(specifier) {
                throw notFound("Cannot find module '\(specifier)' imported from \(referrer)", specifier: specifier, referrer: referrer, forImport: forImport, hint: ": " + known)
            }
            throw notFound(error.description, specifier: specifier, referrer: referrer, forImport: forImport)
        } catch let error as ModuleNotFoundError {
            // Whether a file outside the project exists is not told without --allow-read.
            if let target = Self.lexicalTarget(of: specifier, from: referrer) { try checkAccess(target) }
            throw notFound(error.description, specifier: specifier, referrer: referrer, forImport: forImport, hint: unknownDeepPath(specifier).map { "; \($0)" } ?? "")
        } catch let error as InvalidPackageConfigError {
            // Node stops at a package.json that is not JSON, with a SyntaxError.
            let value = JSValue.error(name: "SyntaxError", message: error.description, in: context)
            value["code"] = JSValue(string: "ERR_INVALID_PACKAGE_CONFIG", in: context)
            throw JSException(value: value)
        } catch {
            throw JSException(name: "Error", message: "Cannot find module '\(specifier)' from \(referrer): \(error)")
        }
    }

    /// A MODULE_NOT_FOUND error; a static import names its line in the user's file (a
    /// require() call shows in the stack).
    private func notFound(_ description: String, specifier: String, referrer: String, forImport: Bool, hint: String = "") -> JSException {
        var message = description
        if jestCompilation != nil {
            // jest-resolve's text: the asking file relative to the project root.
            let root = projectRoot ?? Self.directory(of: referrer)
            let relative = referrer.hasPrefix(root + "/") ? String(referrer.dropFirst(root.count + 1)) : referrer
            message = "Cannot find module '\(specifier)' from '\(relative)'"
        } else if forImport, var line = records[referrer]?.importLines[specifier] {
            // TypeScript and JSX: the line in the file as written, through esbuild's source map.
            if let original = originalPosition(file: referrer, line: line, column: 1) { line = original.line }
            message = message.replacingOccurrences(of: "imported from \(referrer)", with: "imported from \(referrer):\(line)")
        } else if !forImport {
            // require(): the engine gives the error the calling frame's line (where the
            // require is, in the code as loaded), mapped back to the file as written.
            let probe = JSValue.error(message: message, in: context)
            if probe["sourceURL"].string.map({ $0 == referrer || $0.hasSuffix("/" + (referrer as NSString).lastPathComponent) }) == true,
               let raw = probe["line"].number.map({ Int($0) }), raw > 0 {
                let line = originalPosition(file: referrer, line: raw, column: 1)?.line ?? raw
                message = message.replacingOccurrences(of: "imported from \(referrer)", with: "imported from \(referrer):\(line)")
            }
        }
        message += hint
        if let embedderHint = notFoundHint?(specifier) { message += ": " + embedderHint }
        if let pluginHint = babelPluginHint(for: specifier) { message += "; " + pluginHint }
        let value = JSValue.error(message: message, in: context)
        value["code"] = JSValue(string: "MODULE_NOT_FOUND", in: context)
        return JSException(value: value)
    }

    // MARK: Metro's build (docs/modules.md, "Metro's resolution")

    /// The resolver for the app, reading its configuration the first time.
    private func metro() -> MetroResolver {
        if let metroResolver { return metroResolver }
        let resolver = MetroResolver(options: appProject().options, boundary: effectiveProjectRoot)
        // The app's package.json as the run parsed it (AppProject): the resolver does not read it again.
        if let appRoot, let package = AppProject.packageJSON(in: appRoot) { resolver.seedPackageJSON(package, in: appRoot) }
        metroResolver = resolver
        return resolver
    }

    /// The app's build configuration, read the first time it is needed.
    func appProject() -> MetroProject {
        if let metroProject { return metroProject }
        let root = appRoot ?? Self.projectRoot(containing: FileManager.default.currentDirectoryPath)
        let project = MetroProject(root: root, platform: metroPlatform ?? "ios", files: projectFiles)
        for problem in project.problems { onConfigurationProblem?(problem) }
        metroProject = project
        return project
    }

    /// What Metro's build gives every module: `__DEV__` (a development build), `global`,
    /// and the variables it inlines (`process.env.NODE_ENV`, Expo's `EXPO_PUBLIC_*`).
    /// A React Native app (or a script of no declared kind) also gets React Native's start-up
    /// globals; an app of a declared kind (React Native, Expo, Capacitor, Cordova) reads the
    /// bundle's `process.env`, never the host's.
    private func installMetroBuildGlobals(root: String) {
        let global = context.globalObject
        if !global.hasProperty("__DEV__") { global["__DEV__"] = JSValue(bool: true, in: context) }
        if !global.hasProperty("global") { global["global"] = global }
        let environment = appProject().buildTimeEnvironment { readProjectEnvFile($0, root: root) }
        runtime.buildTimeEnvironment = environment
        registerBabelValueModules(root: root)
        let kind = MetroProject.appKind(root: root)
        appKind = kind
        onAppKind?(kind)
        runtime.enterReporting("React Native's start-up") { () throws(JSException) in
            if kind != .web { try runtime.installReactNativeStartUp(reactNativeApp: kind == .reactNative) }
            if kind != .plain { try runtime.useBundleEnvironment(environment) }
            if kind != .plain || Self.isViteProject(root) { try installBundlerDefines(root: root) }
            return .undefined(in: context)
        }
    }

    /// The values a web app's bundler config puts in (BundlerDefines): Vite's `define`,
    /// webpack's DefinePlugin / EnvironmentPlugin, assigned along their dotted paths from the
    /// global object as Vite's dev client does (`import.meta.env.X` keys join
    /// `import.meta.env`); and Angular's fileReplacements, applied when modules resolve.
    private func installBundlerDefines(root: String) throws(JSException) {
        let defines = BundlerDefines.read(root: root) { readProjectEnvFile($0, root: root) }
        for problem in defines.problems { onConfigurationProblem?(problem) }
        for entry in defines.entries {
            let value = try context.evaluate("(" + entry.code + ")", sourceURL: "bundler define \(entry.key)")
            if entry.key.hasPrefix("import.meta.env.") {
                importMetaDefines.append((String(entry.key.dropFirst("import.meta.env.".count)), value))
                continue
            }
            var target = context.globalObject
            let segments = entry.key.split(separator: ".").map(String.init)
            for (i, segment) in segments.enumerated() {
                if i == segments.count - 1 { target[segment] = value; break }
                let next = target[segment]
                if next.isObject { target = next } else {
                    let created = JSValue.object(in: context)
                    target[segment] = created
                    target = created
                }
            }
        }
        fileReplacements = AngularFileReplacements.read(root: root) { readProjectEnvFile($0, root: root) }.replacements
    }

    // MARK: Access (docs/permissions.md, "Modules")

    /// Throws `PermissionDenied` unless `path` (symlinks resolved) is inside the
    /// project root, or reading it is granted. `what` names the files the project
    /// bounds in the message ("modules", "pages").
    package func checkAccess(_ path: String, what: String = "modules") throws(JSException) {
        let root = effectiveProjectRoot
        let real = Self.realPath(path)
        if userChosenFiles.contains(real) { return }
        // The one gate (ProjectFiles): inside the root, or granted; never /proc, /sys, /dev.
        let message: String
        do {
            _ = try projectFiles.check(real)
            return
        } catch let refusal where refusal.reason == .systemFile {
            message = "Requires read access to \"\(real)\", which is never granted: \(refusal)"
        } catch {
            let denied = PermissionDenied(kind: .read, target: real, flag: "--allow-read=\(real)", broadFlag: "--allow-read")
            message = denied.message + " (\(what) outside the project \(root) need it)"
        }
        let value = JSValue.error(name: PermissionDenied.name, message: message, in: context)
        if let (referrer, specifier) = resolvingImport { placeAtImport(value, referrer: referrer, specifier: specifier) }
        runtime.reportDenial(message, site: value)
        throw JSException(value: value)
    }

    /// The gate for files the project's own files name (configuration, `.env`, `"jshost".map`):
    /// the project root and what `--allow-read` grants (docs/permissions.md, "Files a project names").
    package var projectFiles: ProjectFiles {
        runtime.options.permissions.projectFiles(root: effectiveProjectRoot)
    }

    /// The project root (a real path); before a main module ran, the one of the current directory.
    package var effectiveProjectRoot: String {
        if let projectRoot { return projectRoot }
        let root = Self.projectRoot(containing: FileManager.default.currentDirectoryPath)
        projectRoot = root
        return root
    }

    /// Whether `path` is `folder` or below it (both real or both lexical paths).
    package static func path(_ path: String, isInside folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The file or folder a relative, absolute or `file:` specifier names, before
    /// extensions are tried; nil for a bare specifier.
    static func lexicalTarget(of specifier: String, from referrer: String) -> String? {
        var spec = specifier
        if spec.hasPrefix("file://") { spec = String(spec.dropFirst(7)).removingPercentEncoding ?? String(spec.dropFirst(7)) }
        if spec.hasPrefix("/") { return absolute(spec) }
        guard spec.hasPrefix("./") || spec.hasPrefix("../") || spec == "." || spec == ".." else { return nil }
        return absolute((directory(of: referrer) as NSString).appendingPathComponent(spec))
    }

    /// The folder of the nearest `package.json` at or above `directory`, else
    /// `directory` itself (real paths).
    package static func projectRoot(containing directory: String) -> String {
        AppProject.containing(directory).folder
    }

    /// The project root of the entry file `path` (SPEC §3.7): the repository it belongs to
    /// (docs/permissions.md, "The project root").
    package static func projectRoot(of path: String) -> String {
        AppProject.of(entry: absolute(path)).root
    }

    /// `realpath(3)` of `path`; for a path that does not exist, that of its nearest
    /// existing ancestor with the rest appended.
    package static func realPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, !parent.isEmpty else { return path }
        return (realPath(parent) as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }

    /// `.js`, `.json`…, lower-cased; empty for `Makefile` or `.env` (as Node's `path.extname`).
    static func loadableExtension(of path: String) -> String {
        let name = (path as NSString).lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[dot...]).lowercased()
    }

    /// `path` made absolute against the current directory, and standardized.
    package static func absolute(_ path: String) -> String {
        // Already absolute and clean (the usual case): no URL round trip.
        if ProjectFiles.isCleanAbsolute(path) { return path }
        // Joined and cleaned as text, `.` and `..` taken lexically as URL's standardizedFileURL
        // does (no symlink is resolved): the URL round trip cost ~370,000 instructions for a
        // relative entry, 3 % of a one-line script's start-up (docs/performance.md).
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        // Appended one by one: `joined` costs ~250,000 instructions the first time (generic
        // metadata), for the relative entry of nearly every `jshost run`.
        if parts.isEmpty { return "/" }
        var result = ""
        for part in parts {
            result += "/"
            result += String(part)
        }
        return result
    }

    package static func directory(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }
}

/// The releases of a package whose API a built-in module simulates (SPEC §3.2c "No
/// shadowing"): one or more release lines — whole majors, or, below 1.0, where semver's
/// caret makes each minor a breaking line, a run of minors (`0.16`–`0.28`) or the minors
/// from one on (`0.29` and later). Each line names the API it follows (`api`): a surface
/// that simulates two APIs of its package (react-native-onesignal 4.x and 5.x) asks the
/// loader which one the app uses (ModuleLoader.simulatedAPI).
package struct SimulatedVersions: Sendable {
    package enum Lines: Sendable {
        case majors(ClosedRange<Int>)
        case zeroMinors(ClosedRange<Int>)
        case zeroMinorsFrom(Int)
    }
    package struct Line: Sendable {
        package let versions: Lines
        /// The API this line follows; lines sharing it are one API (`0.29 or a later 0.x`
        /// and `55.x–57.x` of expo-notifications).
        package let api: String
        package init(_ versions: Lines, api: String) {
            self.versions = versions
            self.api = api
        }
    }
    package let lines: [Line]
    /// Where this API is read and why these releases share it (docs/surfaces.md cites it too).
    package let source: String
    package init(_ lines: Lines, source: String) {
        self.lines = [Line(lines, api: "")]
        self.source = source
    }
    package init(lines: [Line], source: String) {
        self.lines = lines
        self.source = source
    }

    /// How errors name them: `5.x`, `6.x–8.x`, `4.x and 5.x`, `0.29 or a later 0.x`.
    package var label: String {
        let names = lines.map { Self.label(of: $0.versions) }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The API a surface uses when nothing says which (the last line's), as errors name it.
    package var defaultAPI: String { lines.last?.api ?? "" }
    package var defaultLabel: String {
        let names = lines.filter { $0.api == defaultAPI }.map { Self.label(of: $0.versions) }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    static func label(of versions: Lines) -> String {
        switch versions {
        case .majors(let range) where range.count == 1: "\(range.lowerBound).x"
        case .majors(let range): "\(range.lowerBound).x–\(range.upperBound).x"
        case .zeroMinors(let range) where range.count == 1: "0.\(range.lowerBound)"
        case .zeroMinors(let range): "0.\(range.lowerBound)–0.\(range.upperBound)"
        case .zeroMinorsFrom(let minor): "0.\(minor) or a later 0.x"
        }
    }

    /// Whether `version` (package.json's, `4.5.1`, `7.0.1-dev.0`) is one of these releases;
    /// nil when it is not a version.
    package func includes(_ version: String) -> Bool? {
        line(of: version).map { $0 != nil }
    }

    /// The line `version` belongs to: nil when it is not a version, `.some(nil)` when it is
    /// none of these releases.
    package func line(of version: String) -> Line?? {
        let parts = version.split(separator: "-", maxSplits: 1).first.map { $0.split(separator: ".") } ?? []
        guard let major = parts.first.flatMap({ Int($0.filter(\.isNumber)) }) else { return nil }
        let minor = parts.dropFirst().first.flatMap { Int($0) }
        for line in lines {
            switch line.versions {
            case .majors(let range): if range.contains(major) { return .some(line) }
            case .zeroMinors(let range):
                guard major == 0 else { continue }
                guard let minor else { return nil }
                if range.contains(minor) { return .some(line) }
            case .zeroMinorsFrom(let first):
                guard major == 0 else { continue }
                guard let minor else { return nil }
                if minor >= first { return .some(line) }
            }
        }
        return .some(nil)
    }
}

/// A file esbuild compiled: its output (with the inline source map, decoded on the
/// first error that needs it) and how the ES-module rewrite moved its columns.
final class TranspiledFile {
    let code: String
    let shifts: ColumnShifts
    /// The wrapper function's header, before line 1.
    let headerLength: Int
    var map: SourceMap?
    /// The code is the user's own file (not compiled): only the shifts apply.
    let identity: Bool
    init(code: String, shifts: ColumnShifts, headerLength: Int, identity: Bool = false) {
        self.code = code
        self.shifts = shifts
        self.headerLength = headerLength
        self.identity = identity
    }
}

/// One loaded file.
final class ModuleRecord {
    let path: String
    let module: JSValue
    /// The ES namespace (ESM), or the CommonJS view once the module has loaded.
    var namespace: JSValue?
    /// The promise of a top-level-await body.
    var completion: JSValue?
    /// The line of each static import, by specifier, for errors.
    var importLines: [String: Int] = [:]
    /// The names each static import takes (`import { a, b } from …`), by specifier.
    var importNames: [String: [String]] = [:]
    init(path: String, module: JSValue) {
        self.path = path
        self.module = module
    }
}
