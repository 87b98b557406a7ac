import JSCore

/// The modules the host provides (SPEC §3.3), by specifier: what makes each one's exports
/// the first time a script asks for it, and those exports after. They resolve before files
/// and `node_modules`, and stand for the device: resetting the module registry keeps them.
final class BuiltinModules {
    private var factories: [String: BuiltinModuleFactory] = [:]
    private var families: [Family] = []
    private var exports: [String: JSValue] = [:]
    /// The import namespaces made of built-ins' exports.
    var namespaces: [String: JSValue] = [:]
    /// Built-ins whose import namespace lets a missing name be `undefined` (deep paths).
    private(set) var open: Set<String> = []
    /// Built-in modules the scripts have asked for so far.
    private(set) var loaded: Set<String> = []

    private struct Family {
        let prefix: String
        let factory: (String, Runtime) throws -> JSValue
        var claims: ((String) -> Bool)?
        var unknown: ((String) -> String)?
    }

    func register(_ specifier: String, _ factory: @escaping BuiltinModuleFactory) {
        factories[specifier] = factory
        exports[specifier] = nil
        namespaces[specifier] = nil
    }

    func registerFamily(prefix: String, claims: ((String) -> Bool)? = nil, unknown: ((String) -> String)? = nil,
                        _ factory: @escaping (String, Runtime) throws -> JSValue) {
        families.append(Family(prefix: prefix, factory: factory, claims: claims, unknown: unknown))
    }

    /// Lets a missing name of the built-in `specifier` import as `undefined`.
    func markOpen(_ specifier: String) { open.insert(specifier) }

    func contains(_ specifier: String) -> Bool {
        if factories[specifier] != nil { return true }
        guard let family = families.first(where: { specifier.hasPrefix($0.prefix) && $0.claims?(specifier) != false }) else { return false }
        factories[specifier] = { runtime in try family.factory(specifier, runtime) }
        if family.claims != nil { open.insert(specifier) }
        return true
    }

    /// Whether `specifier` is under a registered family's prefix (claimed or not).
    func isUnderFamily(_ specifier: String) -> Bool {
        families.contains { specifier.hasPrefix($0.prefix) }
    }

    /// What a built-in package says of a path into it that it does not provide and no file
    /// answers (the paths it knows), or nil.
    func unknownDeepPath(_ specifier: String) -> String? {
        families.first(where: { specifier.hasPrefix($0.prefix) })?.unknown?(specifier)
    }

    /// The exports of `specifier` (a registered built-in), made the first time.
    func exports(of specifier: String, in runtime: Runtime) throws(JSException) -> JSValue {
        if let made = exports[specifier] { return made }
        loaded.insert(specifier)
        do {
            let made = try factories[specifier]!(runtime)
            exports[specifier] = made
            return made
        } catch let error as JSException {
            throw error
        } catch {
            throw JSException(name: "Error", message: "built-in module '\(specifier)' failed to load: \(error)")
        }
    }

    /// The exports made so far, if any.
    func madeExports(of specifier: String) -> JSValue? { exports[specifier] }

    /// Forgets every built-in (part of `Runtime.close()`).
    func clear() {
        factories = [:]
        families = []
        open = []
        exports = [:]
        namespaces = [:]
    }
}
