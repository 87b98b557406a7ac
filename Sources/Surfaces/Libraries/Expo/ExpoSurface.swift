import Foundation
import AppProject
import HostRuntime
import JSCore
import JSONSyntax

/// Modules `expo` (its `registerRootComponent` entry point, which registers the app's
/// root component as `main` with AppRegistry), `expo/build/launch/registerRootComponent`,
/// `expo/AppEntry` and `expo-status-bar` (JS/expo.js), built in as the notification libraries are.
///
/// `expo/AppEntry` is the entry of Expo's older templates (package.json `"main":
/// "node_modules/expo/AppEntry.js"`): expo/expo packages/expo/AppEntry.js imports `../../App`
/// (the App file at the app's root) and calls `registerRootComponent(App)`. So when such an
/// app is run from that App file (the file a user names, and `jshost init` finds), and nothing
/// registered a root by the end of its load, its default export is registered as AppEntry
/// would have done, and it mounts.
final class ExpoSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        modules.registerBuiltin("expo") { [unowned self] _ in try glue()["expo"] }
        modules.registerBuiltin("expo/build/launch/registerRootComponent") { [unowned self] _ in try glue()["registerRootComponentModule"] }
        modules.registerBuiltin("expo-status-bar") { [unowned self] _ in try glue()["statusBar"] }
        for name in ["expo/AppEntry", "expo/AppEntry.js"] {
            modules.registerBuiltin(name) { [unowned self] _ in try appEntry() }
        }
        device.afterLoad { [unowned self] in registerTheAppFileAsAppEntryWould() }
    }

    /// The values of package.json's `main` that name Expo's AppEntry.
    static let appEntryMains: Set<String> = ["node_modules/expo/AppEntry.js", "node_modules/expo/AppEntry", "expo/AppEntry.js", "expo/AppEntry",
                                             "./node_modules/expo/AppEntry.js"]

    /// `expo/AppEntry`: the App file at the app's root, registered as the root component.
    private func appEntry() throws -> JSValue {
        let root = AppProject.containing(ModuleLoader.directory(of: device.scriptPath)).folder
        let app = try device.runtime.modules.require((root as NSString).appendingPathComponent("App"), from: device.scriptPath)
        try register(app)
        return JSValue.object(in: device.context)
    }

    private func register(_ exports: JSValue) throws {
        let component = exports["default"].isNullish ? exports : exports["default"]
        try glue()["expo"].invoke("registerRootComponent", [component])
    }

    /// The entry is the App file of an app whose package.json `main` is Expo's AppEntry, and
    /// its load registered no root: register it as AppEntry does.
    private func registerTheAppFileAsAppEntryWould() {
        let react = device.surface(ReactSurface.self)
        guard !react.mount.isRegistered, !device.isClosed else { return }
        let entry = device.scriptPath
        if registerTheRootLayoutAsExpoRouterWould(entry) { return }
        let name = ((entry as NSString).lastPathComponent as NSString).deletingPathExtension
        guard name == "App", [".tsx", ".ts", ".jsx", ".js"].contains(where: entry.hasSuffix) else { return }
        let folder = ModuleLoader.directory(of: entry)
        let root = AppProject.containing(folder).folder
        guard ModuleLoader.realPath(folder) == ModuleLoader.realPath(root),
              let package = device.appPackageJSON(in: root),
              let main = package["main"]?.stringValue, Self.appEntryMains.contains(main) else { return }
        do {
            try register(try device.runtime.modules.require(entry, from: entry))
        } catch {
            device.record(.warning(message: "\(name): registering it as expo/AppEntry does (package.json \"main\": \"\(main)\") failed: \(error)"))
        }
    }

    /// The values of package.json's `main` that name Expo Router's entry.
    static let routerEntryMains: Set<String> = ["expo-router/entry", "expo-router/entry.js", "./node_modules/expo-router/entry.js",
                                                "node_modules/expo-router/entry.js"]

    /// The entry is the root layout (`app/_layout.tsx`) of an app whose package.json `main` is
    /// `expo-router/entry` (Expo's current template), and its load registered no root: mount it
    /// as expo-router/entry does (the built-in `expo-router/entry`, ExpoModulesSurface), so that
    /// the listeners `RootLayout` adds in its effects exist. True when that was the case.
    private func registerTheRootLayoutAsExpoRouterWould(_ entry: String) -> Bool {
        guard ((entry as NSString).lastPathComponent as NSString).deletingPathExtension == "_layout",
              let layout = ExpoModulesSurface.rootLayout(near: entry),
              ModuleLoader.realPath(layout) == ModuleLoader.realPath(entry) else { return false }
        let root = AppProject.containing(ModuleLoader.directory(of: entry)).folder
        guard let package = device.appPackageJSON(in: root),
              let main = package["main"]?.stringValue, Self.routerEntryMains.contains(main) else { return false }
        do {
            _ = try device.runtime.modules.require("expo-router/entry", from: entry)
        } catch {
            device.record(.warning(message: "_layout: mounting it as expo-router/entry does (package.json \"main\": \"\(main)\") failed: \(error)"))
        }
        return true
    }

    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let modules = device.runtime.modules!
        let reactNative = try modules.require("react-native", from: device.runtime.mainFile)
        let react = try modules.require("react", from: device.runtime.mainFile)
        do {
            let value = try device.context.evaluate(EmbeddedJS.expo, sourceURL: "jshost:surfaces/expo").call([reactNative, react])
            glueValue = value
            return value
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface expo")
        }
    }
}
