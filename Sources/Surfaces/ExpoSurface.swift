import HostRuntime
import JSCore

/// Modules `expo` (its `registerRootComponent` entry point, which registers the app's
/// root component as `main` with AppRegistry), `expo/build/launch/registerRootComponent`
/// and `expo-status-bar` (JS/expo.js), built in as the notification libraries are.
final class ExpoSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        modules.registerBuiltin("expo") { [unowned self] _ in try glue()["expo"] }
        modules.registerBuiltin("expo/build/launch/registerRootComponent") { [unowned self] _ in try glue()["registerRootComponentModule"] }
        modules.registerBuiltin("expo-status-bar") { [unowned self] _ in try glue()["statusBar"] }
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
