import Foundation
import AppProject
import HostRuntime
import JSCore

/// Expo's packages that notification code imports beside expo-notifications (JS/expo-modules.js;
/// docs/modules.md, "Expo's packages"): `expo-constants` (the app config of app.json /
/// app.config.json), `expo-device` (a phone of the device's platform), `expo-linking`
/// (React Native's Linking with `createURL` / `parse` from the config's scheme) and
/// `expo-router/entry` (the root layout, `app/_layout`, registered as the app's root).
/// `expo` itself and `expo-status-bar` are ExpoSurface's.
final class ExpoModulesSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        modules.registerBuiltin("expo-constants") { [unowned self] _ in try glue()["constants"] }
        modules.registerBuiltin("expo-device") { [unowned self] _ in try glue()["device"] }
        modules.registerBuiltin("expo-linking") { [unowned self] _ in try glue()["linking"] }
        modules.registerBuiltin("expo-router/entry") { [unowned self] _ in try routerEntry() }
    }

    /// The folders Expo Router reads routes from (`EXPO_ROUTER_APP_ROOT`: `app`, or `src/app`),
    /// below the app's root (the folder of its package.json).
    static let routeFolders = ["app", "src/app"]
    static let layoutNames = ["_layout.tsx", "_layout.ts", "_layout.jsx", "_layout.js"]

    /// The root layout of the app whose entry is `script`, or nil.
    static func rootLayout(near script: String) -> String? {
        let root = AppProject.containing(ModuleLoader.directory(of: ModuleLoader.absolute(script))).folder
        for folder in routeFolders {
            for name in layoutNames {
                let path = ((root as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    private func routerEntry() throws -> JSValue {
        let glue = try glue()
        guard let layout = Self.rootLayout(near: device.scriptPath) else {
            device.record(.warning(message: "expo-router/entry: no root layout (app/_layout.tsx or src/app/_layout.tsx) below the app's "
                                   + "package.json: nothing is mounted, so listeners added in components are not added"))
            return try glue.invoke("routerEntry", [JSValue.undefined(in: device.context)])
        }
        let exports = try device.runtime.modules.require(layout, from: device.scriptPath)
        return try glue.invoke("routerEntry", [exports])
    }

    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let modules = device.runtime.modules!
        let reactNative = try modules.require("react-native", from: device.runtime.mainFile)
        let react = try modules.require("react", from: device.runtime.mainFile)
        let natives = JSValue.object(in: device.context)
        natives.defineFunction("config") { [unowned self] _ in
            let path = ProjectConfig.find(["app.json", "app.config.json"], near: device.scriptPath)
            // Read through the project's gate: an app.json leading out of the project is not read.
            let text = path.flatMap { try? device.projectText($0) } ?? ""
            return JSValue(string: text, in: device.context)
        }
        natives.defineFunction("platform") { [unowned self] _ in JSValue(string: device.dispatcher.platform.rawValue, in: device.context) }
        natives.defineFunction("openSettings") { [unowned self] _ in
            // iOS's UIApplicationOpenSettingsURLString; Android's settings intent has no URL.
            device.record(.openURL(url: "app-settings:"))
            return nil
        }
        do {
            let value = try device.context.evaluate(EmbeddedJS.expoModules, sourceURL: "jshost:surfaces/expo-modules")
                .call([natives, reactNative, react])
            glueValue = value
            return value
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface expo-modules")
        }
    }
}
