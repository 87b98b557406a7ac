import Foundation
import HostRuntime
import JSCore

/// The mock side of a test file's modules, kept in Swift beside HostRuntime's module registry
/// (`ModuleLoader`'s loaded files) as jest-runtime keeps `_mockRegistry` beside
/// `_moduleRegistry` (jestjs/jest `packages/jest-runtime/src/index.ts`): what `jest.mock`,
/// `doMock` and `unmock` registered by module key (`_explicitShouldMock`, `_mockFactories`),
/// the exports each factory made (`_mockRegistry`), `requireMock`'s own made mocks, and what
/// `isolateModules` sets aside (`_isolatedMockRegistry`). The module loader asks
/// `replacement(key)` before it loads a module, once a mock exists: a dictionary look-up here,
/// which crosses into JavaScript only to run a factory (or to automock, JS/jest/modules.js).
///
/// Keys: a built-in's name or a file's absolute path; a virtual mock's, or a package's that is
/// not installed but has a `__mocks__` file, its name. Names resolve from the module that asks.
final class ModuleMocks {
    /// How a mock's exports are made: the factory given to `jest.mock`, a manual mock file
    /// (adjacent `__mocks__` for a user module named by `jest.mock`; the roots' `__mocks__` for
    /// a package or built-in), or an automock of the real module.
    enum Factory {
        case function(JSValue)
        case file(String)
        case automock(name: String, from: String)
    }

    /// One registered mock. A class: `isolateModules` tells the mocks registered inside from
    /// those it set aside by identity.
    final class Entry {
        let factory: Factory
        var made = false
        var exports: JSValue?
        /// While the factory runs, the module it asks for is the real one.
        var making = false
        init(_ factory: Factory) { self.factory = factory }
    }

    private var entries: [String: Entry] = [:]
    /// `jest.requireMock`'s mocks of modules that are not mocked for `require`.
    private var requiredMocks: [String: JSValue] = [:]
    /// What `isolateModules` set aside: each mock as it was, and the module registry.
    private var isolation: (mocks: [(key: String, entry: Entry, made: Bool, exports: JSValue?)], registry: ModuleLoader.Registry)?

    private unowned let modules: ModuleLoader
    private let testFile: String
    /// [[name, path]] of the roots' `__mocks__` files (Surfaces' `ManualMocks`), read on first use.
    private let readRootMocks: () -> [[String]]
    private var rootMocksByName: [String: String]?
    private var rootMocksInOrder: [[String]] = []
    /// JS/jest/modules.js's automock (jest-mock's getMetadata / generateFromMetadata).
    var automock: ((JSValue) throws(JSException) -> JSValue)?

    init(modules: ModuleLoader, testFile: String, rootMocks: @escaping () -> [[String]]) {
        self.modules = modules
        self.testFile = testFile
        readRootMocks = rootMocks
    }

    private var rootMocks: [String: String] {
        if let rootMocksByName { return rootMocksByName }
        rootMocksInOrder = readRootMocks()
        let byName = Dictionary(rootMocksInOrder.map { ($0[0], $0[1]) }) { first, _ in first }
        rootMocksByName = byName
        return byName
    }

    private static func isRelative(_ name: String) -> Bool { name.hasPrefix(".") || name.hasPrefix("/") }

    /// The key of `name` asked for from `from`: a Node core module jshost does not provide can
    /// still be mocked (its name), and a package that is not installed but has a root
    /// `__mocks__` file is known by its name (Jest serves it from there).
    func key(of name: String, from: String) throws(JSException) -> String {
        do {
            return try modules.key(of: name, from: from)
        } catch {
            if NodeCoreModules.isCoreModule(name) { return name }
            if !Self.isRelative(name), rootMocks[name] != nil { return name }
            throw error
        }
    }

    /// The `__mocks__` file for `name` (resolved to `key`): next to the file for a relative
    /// module, in a `__mocks__` folder of the roots for a package or built-in; or nil.
    private func mocksFile(_ name: String, key: String) -> String? {
        if Self.isRelative(name) {
            let candidate = ((key as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent("__mocks__/" + (key as NSString).lastPathComponent)
            return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
        }
        return rootMocks[name]
    }

    /// `jest.mock(name, factory?, {virtual})` and `jest.doMock`: hoisted or not, the same entry.
    func mock(_ name: String, factory: JSValue?, virtual: Bool, from: String) throws(JSException) {
        // A virtual mock stands for a module that does not exist: its key is its name.
        let key = virtual ? name : try key(of: name, from: from)
        if let factory {
            register(key, Entry(.function(factory)))
        } else if let file = mocksFile(name, key: key) {
            register(key, Entry(.file(file)))
        } else {
            register(key, Entry(.automock(name: name, from: from)))
        }
    }

    /// `jest.unmock` / `dontMock`: the module loads as it is again.
    func unmock(_ name: String, from: String) throws(JSException) {
        entries[try key(of: name, from: from)] = nil
    }

    private func register(_ key: String, _ entry: Entry) {
        entries[key] = entry
        guard modules.replacement == nil else { return }
        modules.replacement = { [unowned self] key throws(JSException) in try replacement(key) }
    }

    /// Files in the roots' `__mocks__` folders mock their package (or jshost built-in) for
    /// every test file, without a `jest.mock` call, as Jest does for node_modules packages.
    func start() {
        _ = rootMocks
        for pair in rootMocksInOrder {
            let name = pair[0]
            // Jest: "core modules are not mocked by default" — `__mocks__/fs.js` needs jest.mock('fs').
            if NodeCoreModules.isCoreModule(name) { continue }
            // A package that is not installed is served from here by its name.
            let key = (try? modules.key(of: name, from: testFile)) ?? name
            if !key.contains("/node_modules/"), key.hasPrefix("/") { continue }
            if entries[key] == nil { register(key, Entry(.file(pair[1]))) }
        }
    }

    /// What the module loader loads instead of the module with `key`, or nil.
    func replacement(_ key: String) throws(JSException) -> JSValue? {
        guard let entry = entries[key], !entry.making else { return nil }
        if !entry.made {
            entry.making = true
            defer { entry.making = false }
            entry.exports = try make(entry.factory)
            entry.made = true
        }
        guard let exports = entry.exports, !exports.isUndefined else { return nil }
        return exports
    }

    private func make(_ factory: Factory) throws(JSException) -> JSValue {
        switch factory {
        case .function(let function): return try function.call()
        case .file(let path): return try modules.requireActual(path, from: testFile)
        case .automock(let name, let from): return try automocked(try modules.requireActual(name, from: from))
        }
    }

    private func automocked(_ value: JSValue) throws(JSException) -> JSValue {
        guard let automock else { return value }
        return try automock(value)
    }

    /// `jest.requireMock` (jest-runtime's requireMock): the module's mock whether or not it is
    /// mocked for `require`: the registered one (a factory, a `__mocks__` file), else the
    /// `__mocks__` file, else an automock of the real module; made once per registry.
    func requireMock(_ name: String, from: String) throws(JSException) -> JSValue? {
        let key = try key(of: name, from: from)
        if entries[key] != nil { return try replacement(key) }
        if let made = requiredMocks[key] { return made }
        let made: JSValue
        if let file = mocksFile(name, key: key) {
            made = try modules.requireActual(file, from: testFile)
        } else {
            made = try automocked(try modules.requireActual(name, from: from))
        }
        requiredMocks[key] = made
        return made
    }

    /// `jest.resetModules`: every module (and every mock a factory made) is made again on its
    /// next require; the test file itself stays.
    func resetModules() {
        modules.resetRegistry(keeping: [testFile])
        requiredMocks = [:]
        for entry in entries.values {
            entry.made = false
            entry.exports = nil
        }
    }

    /// `jest.isolateModules(fn)`: fn gets a module registry of its own, dropped afterwards.
    /// Mocks made outside are reused inside; those first made inside are dropped after.
    func beginIsolation() {
        isolation = (entries.map { (key: $0.key, entry: $0.value, made: $0.value.made, exports: $0.value.exports) }, modules.saveRegistry())
        modules.resetRegistry(keeping: [testFile])
    }

    func endIsolation() {
        guard let isolation else { return }
        self.isolation = nil
        modules.restoreRegistry(isolation.registry)
        for saved in isolation.mocks where entries[saved.key] === saved.entry {
            // A mock registered inside keeps its factory; its module is made again outside.
            saved.entry.made = saved.made
            saved.entry.exports = saved.exports
        }
        let kept = Set(isolation.mocks.map { ObjectIdentifier($0.entry) })
        for entry in entries.values where !kept.contains(ObjectIdentifier(entry)) {
            entry.made = false
            entry.exports = nil
        }
    }
}
