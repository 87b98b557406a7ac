import HostRuntime
import JSCore
import Notifications

/// Cordova's browser-side globals that push handlers use (SPEC §5.3):
/// `window` (= globalThis), `document.addEventListener('deviceready', fn)`
/// (fired once the script has loaded), `window.open(url, '_system')`,
/// `navigator.userAgent` (following `--platform`) and
/// `cordova.plugins.email.open(options, callback)`.
final class CordovaSurface: SurfaceInstaller {
    unowned let device: Device
    init(device: Device) { self.device = device }

    static func userAgent(for platform: Platform) -> String {
        switch platform {
        case .ios: return "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"
        case .android: return "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36"
        }
    }

    /// The glue, once a script has touched one of Cordova's globals.
    private var glue: JSValue?

    func install() throws {
        device.defineLazyGlobals(["window", "document", "navigator", "cordova"], entry: "Cordova globals") { [unowned self] in
            try installGlue()
        }
        device.afterLoad { [unowned self] in
            guard let glue else { return }
            device.runtime.enterReporting("deviceready listener", file: device.scriptPath) { () throws(JSException) in
                try glue.invoke("fireDeviceReady")
            }
        }
    }

    private func installGlue() throws {
        let device = self.device
        let context = device.context
        let natives = JSValue.object(in: context)
        natives.defineFunction("userAgent") { _ in JSValue(string: Self.userAgent(for: device.dispatcher.platform), in: context) }
        natives.defineFunction("platform") { _ in JSValue(string: device.dispatcher.platform.rawValue, in: context) }
        natives.defineFunction("open") { arguments in
            device.record(.openURL(url: arguments.first?.stringValue ?? ""))
            return nil
        }
        natives.defineFunction("email") { arguments in
            device.recordEmail(arguments.first, to: "to", html: ["isHtml", "isHTML"])
            return nil
        }
        let glue = try evaluateGlue(EmbeddedJS.cordova, name: "cordova", natives: natives, in: device)
        self.glue = glue
        // Touched only after load: the device is ready already.
        if device.hasLoaded { try glue.invoke("fireDeviceReady") }
    }
}
