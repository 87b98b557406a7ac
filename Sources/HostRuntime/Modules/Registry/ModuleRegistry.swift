import JSCore

/// The loaded-module table of one runtime, as jest-runtime keeps its `_moduleRegistry` and
/// Node its `Module._cache`: absolute path → the file's record, with `require.cache` the
/// truth (deleting an entry reloads the file). A record still loading is in the table: that
/// is how a cycle sees partial exports. Built-in modules are not here (BuiltinModules).
///
/// `answerFirst` is where a mock registry plugs in (jest-runtime asks its `_mockRegistry`
/// before `_moduleRegistry`): asked with a module's key before the table, it answers with
/// exports to use instead, or nil.
package final class ModuleRegistry {
    /// `require.cache`: absolute path → module object, as in Node.
    package let cache: JSValue
    private var records: [String: ModuleRecord] = [:]
    /// The main module's object (`require.main`).
    var mainModule: JSValue?
    /// Asked first with a module's key (a built-in's name, else its absolute path): exports
    /// to use instead of the module's (the test runner's `jest.mock`), or nil.
    package var answerFirst: ((String) throws(JSException) -> JSValue?)?

    init(context: JSContext) {
        cache = JSValue.object(in: context)
    }

    /// The record of `path` as loaded, whether or not `require.cache` still holds it.
    func record(_ path: String) -> ModuleRecord? { records[path] }

    /// The record of `path` while `require.cache` holds its module, else nil (load it again).
    func current(_ path: String) -> ModuleRecord? {
        guard let record = records[path], cache[path].strictlyEquals(record.module) else { return nil }
        return record
    }

    /// Enters a record (before its module runs, so cycles find it).
    func add(_ record: ModuleRecord) {
        records[record.path] = record
        cache[record.path] = record.module
    }

    /// Forgets `path` (its module failed, or the registry is reset).
    func remove(_ path: String) {
        records[path] = nil
        _ = cache.deleteProperty(path)
    }

    /// Forgets every record (part of `Runtime.close()`).
    func clear() {
        records = [:]
        mainModule = nil
    }

    /// Which files are loaded (their records and `require.cache` entries), saved so that the
    /// registry can be set aside and put back (`jest.isolateModules`).
    package struct Snapshot {
        fileprivate let records: [String: ModuleRecord]
        fileprivate let entries: [(String, JSValue)]
    }

    package func save() -> Snapshot {
        Snapshot(records: records, entries: cache.propertyNames.map { ($0, cache[$0]) })
    }

    /// Puts back a saved registry: files loaded since are forgotten.
    package func restore(_ snapshot: Snapshot) {
        for path in cache.propertyNames { _ = cache.deleteProperty(path) }
        for (path, module) in snapshot.entries { cache[path] = module }
        records = snapshot.records
    }

    /// Forgets every loaded file but those in `keeping` (the running test file): the next
    /// `require` or `import` of one evaluates it again (`jest.resetModules`).
    package func reset(keeping: Set<String>) {
        for path in cache.propertyNames where !keeping.contains(path) { remove(path) }
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
