import HostRuntime
import JSCore
import Notifications

/// Packages that notification code imports beside the notification library and that would
/// stop the app without a device (docs/modules.md, "Packages jshost provides"):
/// - `@react-native-firebase/app` (JS/firebase-app.js): modular messaging code gets the app
///   from it (`getApp()`, `firebase.app()`), and its real code needs the native RNFBAppModule;
/// - `@react-native-async-storage/async-storage` when the app imports it but does not have it
///   installed: an in-memory store (JS/async-storage-memory.js), with one warning saying so.
final class AppStandInsSurface: SurfaceInstaller {
    unowned let device: Device
    private var firebaseApp: JSValue?
    private var asyncStorage: JSValue?

    static let asyncStoragePackage = "@react-native-async-storage/async-storage"
    static let asyncStorageStandIn = "jshost:in-memory/" + asyncStoragePackage

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        modules.registerBuiltin("@react-native-firebase/app") { [unowned self] _ in try firebaseAppExports() }
        modules.registerBuiltin(Self.asyncStorageStandIn) { [unowned self] _ in try asyncStorageExports() }
        modules.standInsWhenMissing[Self.asyncStoragePackage] = Self.asyncStorageStandIn
    }

    private func firebaseAppExports() throws -> JSValue {
        if let firebaseApp { return firebaseApp }
        let natives = JSValue.object(in: device.context)
        natives.defineFunction("messaging") { [unowned self] _ in
            try device.runtime.modules.require("@react-native-firebase/messaging", from: device.scriptPath)["default"]
        }
        let exports = try evaluateGlue(EmbeddedJS.firebaseApp, name: "firebase-app", natives: natives, in: device)["exports"]
        firebaseApp = exports
        return exports
    }

    private func asyncStorageExports() throws -> JSValue {
        if let asyncStorage { return asyncStorage }
        device.record(.warning(message: "\(Self.asyncStoragePackage) is imported but not installed: jshost gives the app an in-memory "
                                + "AsyncStorage (empty at start, kept for the run); npm install it to load the package itself"))
        let exports = try evaluateGlue(EmbeddedJS.asyncStorageMemory, name: "async-storage-memory", natives: JSValue.object(in: device.context), in: device)["exports"]
        asyncStorage = exports
        return exports
    }
}
