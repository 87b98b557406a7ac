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
        let device = self.device
        natives.defineFunction("platform") { _ in JSValue(string: device.dispatcher.platform.rawValue, in: context) }
        natives.defineFunction("alert") { arguments in
            let buttons = arguments.count > 2 ? JSHostSurface.buttonTitles(arguments[2]) : nil
            device.record(.alert(title: arguments.first?.text ?? "",
                                 message: arguments.count > 1 ? arguments[1].text : "", buttons: buttons))
            return nil
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
        let glue = try evaluateGlue(Self.glueSource, name: "react-native", natives: natives, in: device)
        // The components and the other APIs (JS/reactNative.js), on React's Component.
        do {
            let react = try device.runtime.modules.require("react", from: device.runtime.mainFile)
            let components = try context.evaluate(EmbeddedJS.reactNative, sourceURL: "jshost:surfaces/react-native-components")
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

    static let glueSource = #"""
    (function (native) {
      'use strict';
      const listeners = new Map();
      function addListener(type, fn, context) {
        if (typeof fn !== 'function') throw new TypeError('addListener expects a function for "' + type + '"');
        const entry = { fn, context };
        if (!listeners.has(type)) listeners.set(type, []);
        listeners.get(type).push(entry);
        native.listenerCount(type, listeners.get(type).length);
        return { remove() { const list = listeners.get(type) || []; const i = list.indexOf(entry); if (i >= 0) list.splice(i, 1); native.listenerCount(type, list.length); } };
      }
      function emit(type, ...args) {
        const results = (listeners.get(type) || []).slice().map(e => e.fn.apply(e.context, args));
        const settled = results.some(r => r && typeof r.then === 'function') ? Promise.all(results) : results;
        return results.length === 1 ? results[0] : settled;
      }
      class NativeEventEmitter {
        constructor(nativeModule) { this.nativeModule = nativeModule; }
        addListener(type, fn, context) { return addListener(type, fn, context); }
        removeAllListeners(type) {
          for (const t of (type === undefined ? [...listeners.keys()] : [type])) { listeners.delete(t); native.listenerCount(t, 0); }
        }
        removeSubscription(subscription) { subscription.remove(); }
        listenerCount(type) { return (listeners.get(type) || []).length; }
        emit(type, ...args) { emit(type, ...args); }
      }
      const DeviceEventEmitter = new NativeEventEmitter(null);
      // Read at each use: the platform is the device's current one (jshost test can switch it per push).
      const Platform = {
        get OS() { return native.platform(); },
        get Version() { return native.platform() === 'ios' ? '17.0' : 34; },
        select(choices) { const os = native.platform(); return os in choices ? choices[os] : (choices.native !== undefined ? choices.native : choices.default); },
      };
      const Alert = { alert(title, message, buttons, options) { native.alert(title, message, buttons, options); } };
      const Linking = {
        openURL(url) { native.openURL(String(url)); return Promise.resolve(true); },
        canOpenURL(url) { return Promise.resolve(true); },
        getInitialURL() { return Promise.resolve(null); },
        addEventListener(type, fn) { return addListener('url', fn); },
      };
      const AppState = {
        get currentState() { return native.appState() === 'foreground' ? 'active' : 'background'; },
        addEventListener(type, fn) { return addListener('appStateDidChange', fn); },
      };
      const NativeModules = {};
      // The components, AppRegistry and the other APIs are added by JS/reactNative.js.
      const exports = { Alert, Linking, Platform, AppState, NativeModules, NativeEventEmitter, DeviceEventEmitter };
      // react-native-mail: the callback gets (error, event) once the user
      // has sent the mail, as the native module reports it.
      const Mailer = {
        mail(options, callback) {
          native.mail(options || {});
          if (typeof callback === 'function') setTimeout(() => callback(null, 'sent'), 0);
        },
      };
      NativeModules.RNMail = Mailer;
      const mailer = Object.assign(Object.create(null), { default: Mailer, mail: Mailer.mail, __esModule: true });
      return { exports, emit, mailer };
    })
    """#
}
