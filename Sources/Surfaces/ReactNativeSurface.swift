import HostRuntime
import JSCore
import Notifications

/// Modules `react-native` and `react-native-mail`: what React Native action
/// handlers import around the push SDKs (`Alert`, `Linking`, `Platform`,
/// `NativeModules`, `NativeEventEmitter`, `Mailer.mail`), each recording its effect.
final class ReactNativeSurface: SurfaceInstaller {
    unowned let device: Device
    /// The glue's `{exports, emit, mailer}`, evaluated when a script first imports a React Native module.
    private var glueValue: JSValue?
    /// What `NativeModules` holds; the Acoustic surface adds its module here.
    private(set) var nativeModules: JSValue!

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        modules.registerBuiltin("react-native") { [unowned self] _ in try glue()["exports"] }
        modules.registerBuiltin("NativeModules") { [unowned self] _ in try glue(); return nativeModules }
        modules.registerBuiltin("react-native-mail") { [unowned self] _ in try glue()["mailer"] }
    }

    @discardableResult
    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let context = device.context
        let natives = JSValue.object(in: context)
        unowned let device = self.device
        natives.defineFunction("platform") { _ in JSValue(string: device.dispatcher.platform.rawValue, in: context) }
        // Alert.alert opens a dialog whose buttons can be pressed (DialogSurface).
        natives.defineFunction("alert") { arguments in
            try device.surface(DialogSurface.self).glue()["reactNativeAlert"].call(Array(arguments.prefix(3)))
        }
        natives.defineFunction("openURL") { arguments in
            device.record(.openURL(url: arguments.first?.stringValue ?? ""))
            return nil
        }
        natives.defineFunction("mail") { arguments in
            device.recordEmail(arguments.first, to: "recipients", html: ["isHTML"])
            return nil
        }
        natives.defineFunction("appState") { _ in JSValue(string: device.dispatcher.appState.rawValue, in: context) }
        natives.defineFunction("listenerCount") { [unowned self] arguments in
            listenerCounts[arguments[0].stringValue] = arguments[1].intValue
            return nil
        }
        let glue = try evaluateGlue(EmbeddedJS.reactNative, name: "react-native", natives: natives, in: device)
        // The components and the other APIs (JS/react-native-components.js), on React's Component.
        do {
            let react = try device.runtime.modules.require("react", from: device.runtime.mainFile)
            let components = try context.evaluate(EmbeddedJS.reactNativeComponents, sourceURL: "jshost:surfaces/react-native-components")
            try components.call([glue["exports"], react])
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface react-native")
        }
        glueValue = glue
        nativeModules = glue["exports"]["NativeModules"]
        device.surface(AcousticSurface.self).addReactNativeModule(to: nativeModules)
        return glue
    }

    /// Emits `type` to `NativeEventEmitter` listeners; returns their result
    /// (a promise when any listener returned one), or nil when none listens.
    func emit(_ type: String, _ argument: JSValue) throws(JSException) -> JSValue? {
        guard listenerCount(type) > 0, let glueValue else { return nil }
        return try glueValue.invoke("emit", [JSValue(string: type, in: device.context), argument])
    }

    func listenerCount(_ type: String) -> Int { listenerCounts[type] ?? 0 }

    /// Listener counts by event type, kept by the glue so asking needs no call into JS.
    private var listenerCounts: [String: Int] = [:]
}
