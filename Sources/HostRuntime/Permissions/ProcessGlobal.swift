import Foundation
import JSCore

// A minimal Node-style `process` global (docs/permissions.md): `env` behind the env
// permission, `argv`, `platform`, `nextTick`, and an `exit` that explains itself.

extension Runtime {
    /// Adds `env`, `envKeys`, `mainFile` and `platform` to `host`, and defines
    /// `globalThis.process` over them unless something already did.
    func installProcessGlobal(on host: JSValue) {
        // Read when a script first lists the environment, not at every start-up.
        var environmentCache: [String: String]?
        func environment() -> [String: String] {
            if let environmentCache { return environmentCache }
            let all = ProcessInfo.processInfo.environment
            environmentCache = all
            return all
        }
        host.defineFunction("env") { [unowned self] arguments in
            let name = arguments.first?.stringValue ?? ""
            // What the app's bundler inlines (Metro's NODE_ENV, Expo's EXPO_PUBLIC_*) is no host variable.
            if let inlined = buildTimeEnvironment[name] { return JSValue(string: inlined, in: context) }
            do throws(PermissionDenied) {
                try options.permissions.checkEnv(name: name)
            } catch {
                throw denied(error)
            }
            guard let value = getenv(name).map({ String(cString: $0) }) else { return nil }
            return JSValue(string: options.environmentStandIns[name] ?? value, in: context)
        }
        host.defineFunction("envKeys") { [unowned self] _ in
            do throws(PermissionDenied) {
                try options.permissions.checkEnvAll()
            } catch {
                throw denied(error)
            }
            return try JSValue.array(environment().keys.sorted().map { JSValue(string: $0, in: context) }, in: context)
        }
        host.defineFunction("mainFile") { [unowned self] _ in JSValue(string: mainFile, in: context) }
        host["platform"] = JSValue(string: HostPlatform.nodePlatformName, in: context)
    }

    /// The error a denied native call throws, reported first at the script's line that
    /// made the call (the error, made here, carries the caller's stack).
    func denied(_ denial: PermissionDenied) -> JSException {
        let value = JSValue.error(name: PermissionDenied.name, message: denial.message, in: context)
        reportDenial(denial.message, site: value)
        return JSException(value: value)
    }
}
