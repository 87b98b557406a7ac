import Foundation
import AppProject
import ProjectGate
import JSCore
import ModuleSyntax

// What an app's build puts into its code besides modules (docs/modules.md, "Values the build
// puts in"): react-native-dotenv's `@env`, react-native-config's `Config`, Vite's
// `import.meta.env`, and what to say when a module that only a Babel plugin could provide is
// missing. Every project file these read goes through `readProjectEnvFile`.

extension ModuleLoader {
    /// The text of the project file `name` (relative to the app's root `root`, or absolute),
    /// read under the rule modules are read by: inside the project, or granted by
    /// `--allow-read`; nil when it is absent or not readable so. The one place that reads a
    /// project's environment files (`.env`, `.env.local`, …).
    func readProjectEnvFile(_ name: String, root: String) -> String? {
        let path = name.hasPrefix("/") ? name : ((root as NSString).appendingPathComponent(name) as NSString).standardizingPath
        // Through the project's gate (ProjectFiles): outside the project needs --allow-read,
        // a link leading out is refused, FIFOs and devices are never read.
        do throws(ProjectFiles.Refusal) {
            return try AppProject.text(path, files: projectFiles, limit: 1 << 20)
        } catch {
            if error.reason != .missing { onConfigurationProblem?("\(error.description): its values are not read") }
            return nil
        }
    }

    /// Registers react-native-dotenv's module (its `moduleName`, `@env` by default) and
    /// react-native-config, from the app's `.env` files.
    func registerBabelValueModules(root: String) {
        let project = appProject()
        if let dotenv = project.valuePlugins.dotenv {
            let values = BabelValuePlugins.dotenvValues(dotenv) { readProjectEnvFile($0, root: root) }
            let refused: (String) -> String? = { name in
                if let allowlist = dotenv.allowlist, !allowlist.contains(name) {
                    return "\"\(name)\" was not present in allowlist, \(dotenv.configLine)"
                }
                if let blocklist = dotenv.blocklist, blocklist.contains(name) {
                    return "\"\(name)\" was not present in blocklist, \(dotenv.configLine)"
                }
                if !dotenv.allowUndefined, values[name] == nil {
                    return "\"\(name)\" is not defined in \(dotenv.path) (allowUndefined: false), \(dotenv.configLine)"
                }
                return nil
            }
            let exported = values.filter { refused($0.key) == nil }
            // An allowlisted name no file defines is `undefined` (allowUndefined), not an error.
            let undefinedNames = dotenv.allowUndefined ? (dotenv.allowlist ?? []).filter { values[$0] == nil && refused($0) == nil } : []
            registerBuiltin(dotenv.moduleName) { runtime in
                let exports = JSValue.object(in: runtime.context)
                for (name, value) in exported.sorted(by: { $0.key < $1.key }) { exports[name] = JSValue(string: value, in: runtime.context) }
                for name in undefinedNames { exports[name] = .undefined(in: runtime.context) }
                return exports
            }
            // A name the files lack imports as undefined (allowUndefined), unless the plugin refuses it.
            if dotenv.allowUndefined, dotenv.allowlist == nil { markOpenBuiltin(dotenv.moduleName) }
            missingExportHints[dotenv.moduleName] = { name in
                refused(name) ?? "react-native-dotenv (\(dotenv.configLine)) reads it from \(dotenv.path) and the files beside it"
            }
        }
        // react-native-config: its native side reads `.env` when the app is built (`ENVFILE` picks
        // another file); `Config` is that file's values (luggit/react-native-config index.js).
        if metroPlatform != nil, !isBuiltin("react-native-config") {
            registerBuiltin("react-native-config") { [unowned self] runtime in
                let config = JSValue.object(in: runtime.context)
                for (name, value) in DotEnv.parse(readProjectEnvFile(".env", root: root) ?? "") {
                    config[name] = JSValue(string: value, in: runtime.context)
                }
                let exports = JSValue.object(in: runtime.context)
                exports["default"] = config
                exports["Config"] = config
                exports["__esModule"] = JSValue(bool: true, in: runtime.context)
                return exports
            }
            markOpenBuiltin("react-native-config")
        }
    }

    /// What the error for a missing bare module adds when the babel config has plugins jshost
    /// does not run (one of them may be what provides it), or nil.
    func babelPluginHint(for specifier: String) -> String? {
        guard metroPlatform != nil, !specifier.hasPrefix("."), !specifier.hasPrefix("/") else { return nil }
        let others = appProject().valuePlugins.otherPlugins
        guard !others.isEmpty, let appRoot else { return nil }
        // A package the app declares is a package, not a plugin's module.
        let name = MetroResolver.packageName(of: specifier)
        guard !MetroProject.declaredDependencies(root: appRoot).contains(name) else { return nil }
        let listed = others.map(\.configLine).joined(separator: ", ")
        return "the app's Babel config uses plugins jshost does not run: \(listed); if one of them provides '\(specifier)', "
            + "give a file of the values it provides with --map \(specifier)=PATH"
    }

    // MARK: Vite

    /// `import.meta.env` as Vite's dev server gives it (vitejs/vite packages/vite/src/node/env.ts
    /// loadEnv, mode `development`): the `VITE_*` variables of `.env`, `.env.local`,
    /// `.env.development`, `.env.development.local` (later files win; never the host's
    /// environment) with `BASE_URL` "/", `MODE`, `DEV`, `PROD`, `SSR`; nil when the app is not
    /// a Vite project (no vite.config.* and no `vite` dependency).
    func viteImportMetaEnv(for file: String) -> JSValue? {
        if let importMetaEnv { return importMetaEnv }
        guard let root = appRoot, Self.isViteProject(root) else { return nil }
        let env = JSValue.object(in: context)
        var values: [String: String] = [:]
        for name in [".env", ".env.local", ".env.development", ".env.development.local"] {
            for (key, value) in DotEnv.parse(readProjectEnvFile(name, root: root) ?? "") { values[key] = value }
        }
        for (key, value) in values.sorted(by: { $0.key < $1.key }) where key.hasPrefix("VITE_") {
            env[key] = JSValue(string: value, in: context)
        }
        env["BASE_URL"] = JSValue(string: "/", in: context)
        env["MODE"] = JSValue(string: "development", in: context)
        env["DEV"] = JSValue(bool: true, in: context)
        env["PROD"] = JSValue(bool: false, in: context)
        env["SSR"] = JSValue(bool: false, in: context)
        // vite.config's `define` keys under import.meta.env. (vitejs/vite plugins/define.ts).
        for (name, value) in importMetaDefines { env[name] = value }
        importMetaEnv = env
        return env
    }

    static func isViteProject(_ root: String) -> Bool {
        let configs = ["vite.config.ts", "vite.config.js", "vite.config.mjs", "vite.config.mts", "vite.config.cjs", "vite.config.cts"]
        if configs.contains(where: { FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent($0)) }) { return true }
        return MetroProject.declaredDependencies(root: root).contains("vite")
    }
}
