import JSCore
import ModuleSyntax

// The loader's face of its registries: the loaded-module table (ModuleRegistry), the
// built-in modules (BuiltinModules), and where a mock registry answers first.
extension ModuleLoader {
    /// `require.cache`: absolute path → module object, as in Node.
    package var cache: JSValue { registry.cache }

    /// Consulted before a module loads, with its key (a built-in's name, else its absolute
    /// path): exports to use instead of the module's (the test runner's `jest.mock`), or nil.
    /// The registry's `answerFirst`: where a mock registry plugs in.
    package var replacement: ((String) throws(JSException) -> JSValue?)? {
        get { registry.answerFirst }
        set { registry.answerFirst = newValue }
    }

    /// A specifier that resolves to nothing is asked for by itself (a virtual mock).
    func replaced(_ specifier: String, from referrer: String) throws(JSException) -> JSValue? {
        guard let replacement else { return nil }
        let key: String
        do { key = try unmappedKey(of: specifier, from: referrer) } catch { key = specifier }
        return try replacement(key)
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
    package typealias Registry = ModuleRegistry.Snapshot

    package func saveRegistry() -> Registry { registry.save() }

    /// Puts back a saved registry: files loaded since are forgotten.
    package func restoreRegistry(_ saved: Registry) { registry.restore(saved) }

    /// Forgets every loaded file but those in `keeping` (the running test file): the
    /// next `require` or `import` of one evaluates it again (`jest.resetModules`).
    /// Built-in modules are kept: they stand for the device.
    package func resetRegistry(keeping: Set<String>) { registry.reset(keeping: keeping) }

    // MARK: Built-in modules

    /// Built-in modules the scripts have asked for so far.
    package var loadedBuiltins: Set<String> { builtins.loaded }

    /// Registers a built-in module; built-ins resolve before files and `node_modules`.
    package func registerBuiltin(_ specifier: String, _ factory: @escaping BuiltinModuleFactory) {
        builtins.register(specifier, factory)
    }

    /// Registers built-in modules for every specifier under `prefix` (`react-native/Libraries/`):
    /// `factory` gets the specifier.
    package func registerBuiltinFamily(prefix: String, _ factory: @escaping (String, Runtime) throws -> JSValue) {
        builtins.registerFamily(prefix: prefix, factory)
    }

    /// Registers the files of a built-in package that apps import by path
    /// (`@notifee/react-native/dist/types/NotificationAndroid`): a specifier under `prefix`
    /// that `claims` accepts is a built-in made by `factory`, whose namespace is open (a name
    /// the file lacks imports as `undefined`, as Babel's interop gives for a package's
    /// compiled file); any other one resolves as a file, and when no file is found the error
    /// ends with what `unknown` says of it (the paths jshost knows).
    package func registerBuiltinDeepPaths(prefix: String, claims: @escaping (String) -> Bool, unknown: @escaping (String) -> String,
                                          _ factory: @escaping (String, Runtime) throws -> JSValue) {
        builtins.registerFamily(prefix: prefix, claims: claims, unknown: unknown, factory)
    }

    /// Lets a missing name of the built-in `specifier` import as `undefined`.
    func markOpenBuiltin(_ specifier: String) { builtins.markOpen(specifier) }

    package func isBuiltin(_ specifier: String) -> Bool { builtins.contains(specifier) }

    /// What a built-in package says of a path into it that it does not provide and no file
    /// answers (the paths it knows), or nil.
    func unknownDeepPath(_ specifier: String) -> String? { builtins.unknownDeepPath(specifier) }

    /// The exports of the built-in module `specifier` itself, never mapped or replaced (a
    /// deep path's file shares its package's objects).
    package func builtinModule(_ specifier: String) throws(JSException) -> JSValue {
        try builtin(specifier)
    }

    func builtin(_ specifier: String) throws(JSException) -> JSValue {
        if let exports = builtins.madeExports(of: specifier) { return exports }
        // A file of a package (`@notifee/react-native/jest-mock`) stands for that package too.
        try checkInstalledVersion(of: MetroResolver.packageName(of: specifier))
        return try builtins.exports(of: specifier, in: runtime)
    }
}
