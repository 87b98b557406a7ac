import Foundation
import JSCore
import ModuleSyntax

// What Metro's build (or a web bundler's config) gives every module before the app's first
// one runs (docs/modules.md, "Metro's resolution").
extension ModuleLoader {
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
    func installMetroBuildGlobals(root: String) {
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
    func installBundlerDefines(root: String) throws(JSException) {
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
}
