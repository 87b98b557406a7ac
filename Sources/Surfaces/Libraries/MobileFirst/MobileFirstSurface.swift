import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// IBM MobileFirst, SPEC §5.2. 7.x: the script defines
/// `WL.Client.Push.getInteractivePushCategories` (read once it has loaded)
/// and `WL.Client.Push.onMessage(props, payload)`. 8.0:
/// `MFPPush.registerDevice(options, ok, fail)` with `options.ios.categories`
/// / `options.android.categories`, and
/// `MFPPush.registerNotificationsCallback(fn)`. Callbacks get a message with
/// `alert`, `payload`, `category` and `action-id` (absent for a body tap). A payload
/// naming an event-source `alias` goes to that alias's callback (kept until the device
/// subscribes), any other to `onMessage`, as worklight.js `__WLPush.__onmessage` routes.
/// A global `wlCommonInit()` is called once the script has loaded, as the
/// MobileFirst hybrid framework does.
final class MobileFirstSurface: SurfaceInstaller {
    unowned let device: Device
    /// The glue, once a script has touched `WL` or `MFPPush`.
    private var glue: JSValue?
    /// The response listener, enabled once the script registers a callback or
    /// sets `onMessage`: until then a response needs no call into JS (nor a
    /// delivery) to learn that nobody listens.
    private var listener: HandlerToken?
    /// The categories `registerDevice` gave for each platform, and where (for errors).
    private var perPlatform: [Platform: (json: JSONValue, path: String)] = [:]
    init(device: Device) { self.device = device }

    /// MobileFirst 8 on Android, as the push SDK MobileFirst 8's FCM migration compiles in
    /// (com.ibm.mobilefirstplatform.clientsdk.android:push:3.6.5, MFPPushIntentService
    /// `onMessageReceived`): while `isAppForeground` the message is broadcast to the app
    /// (the `MFPPush.listen` listener, here the `registerNotificationsCallback` callbacks)
    /// and nothing is shown; otherwise the SDK posts a notification itself (`onUnhandled`).
    /// `isAppForeground` is set by `registerDevice` and `listen`, cleared by `hold`
    /// (the bridge's onPause): so only while the app is in the foreground.
    private var registered = false
    private var listening = false

    /// The channel the SDK posts on (`generateNotification`, Android 8+): its id is the
    /// app's package name (config.xml `<widget id>`), its name `bms_notification_channel`
    /// (MFPPushConstants `DEFAULT_CHANNEL_ID`), which names it when there is no config.xml.
    private lazy var sdkChannel: String = {
        if let path = ProjectConfig.find(["config.xml"], near: device.scriptPath),
           let xml = try? device.projectText(path),
           let regex = try? NSRegularExpression(pattern: #"<widget\b[^>]*\sid\s*=\s*"([^"]+)""#),
           let m = regex.firstMatch(in: xml, range: NSRange(xml.startIndex..., in: xml)),
           let r = Range(m.range(at: 1), in: xml) { return String(xml[r]) }
        return "bms_notification_channel"
    }()

    private func interpret(_ n: inout PushNotification) {
        guard device.dispatcher.platform == .android, n.format == .mobileFirst8 else { return }
        if device.dispatcher.appState == .foreground, registered || listening {
            ForegroundRule.mobileFirst8Android.withhold(&n)
            return
        }
        // onUnhandled: title push_notification_title, else the application's label (never
        // the message's), text the alert, on the SDK's own channel.
        n.title = nil
        n.body = n.mobileFirst?.alert
        n.androidChannel = nil
        n.missingChannel = .fallback(sdkChannel)
    }

    func platformChanged() {
        guard !perPlatform.isEmpty else { return }
        guard let (json, path) = perPlatform[device.platform] else {
            device.dispatcher.setCategories([], source: .mobilefirst)
            return
        }
        do {
            device.dispatcher.setCategories(try MobileFirst.categories(from: json, path: path), source: .mobilefirst)
        } catch {
            device.dispatcher.record(.error(.input, "\(error)"))
        }
    }

    func install() throws {
        device.defineLazyGlobals(["WL", "MFPPush"], entry: "MobileFirst globals") { [unowned self] in try installGlue() }
        // The framework's jQuery, loaded only when a page reads it.
        device.defineLazyGlobals(["WLJQ"], entry: "WLJQ (MobileFirst's jQuery)") { [unowned self] in try installWLJQ() }
        // Every response but a dismissal reaches the 7.x onMessage and the 8.0 callbacks.
        // A message for an event-source alias the device is not subscribed to is kept by the
        // framework until it is (worklight.js __WLPush.__onmessage): no callback runs now.
        listener = device.dispatcher.addResponseListener(surface: .mobilefirst, enabled: false, filter: { [unowned self] delivery in
            guard delivery.actionIdentifier != "dismiss", let glue else { return false }
            return (try? glue.invoke("keep", [message(delivery)]).boolValue) != true
        }, device.jsHandler("MobileFirst notification callback") { [unowned self] delivery throws(JSException) in
            try glue!.invoke("deliver", [message(delivery)])
        })
        device.dispatcher.addPushInterpreter { [unowned self] n in interpret(&n) }
        // In the foreground, listening: the broadcast reaches MFPPush's receiver, which hands
        // an MFPSimplePushNotification to the listener (`sendNotificationToListener`).
        device.dispatcher.addNotificationListener(surface: .mobilefirst, filter: { [unowned self] delivery in
            listening && glue != nil && delivery.notification.displayRule == ForegroundRule.mobileFirst8Android.explanation
        }, device.jsHandler("MobileFirst notification callback") { [unowned self] delivery throws(JSException) in
            try glue!.invoke("deliver", [message(delivery)])
        })
        device.afterLoad { [unowned self] in
            // MobileFirst hybrid apps start in wlEnvInit() / wlCommonInit(), which the framework
            // calls once WL.Client.init has initialised it (the page's initOptions.js, or here).
            let global = device.context.globalObject
            // cordova-plugin-mfp's bootstrap.js (MobileFirst 8), on deviceready: `mfpjsloaded`
            // on document (mfpFire), then WL.Client.init(wlInitOptions) unless the page set
            // WL.StaticAppProps.mfpClientCustomInit (mfpready). On a page only: a script has
            // no document.
            if device.surface(CordovaSurface.self).dom != nil {
                device.runtime.enterReporting("mfpjsloaded listener", file: device.scriptPath) { () throws(JSException) in
                    let event = try global["Event"].construct([JSValue(string: "mfpjsloaded", in: device.context)])
                    return try global["document"].invoke("dispatchEvent", [event])
                }
            }
            if glue == nil, global["wlCommonInit"].isFunction || global["wlEnvInit"].isFunction { _ = global["WL"] }
            guard let glue else { return }
            device.runtime.enterReporting("WL.Client.init", file: device.scriptPath) { () throws(JSException) in
                try glue.invoke("start")
            }
            device.runtime.enterReporting("WL.Client.Push.getInteractivePushCategories", file: device.scriptPath) { () throws(JSException) in
                try glue.invoke("readInteractiveCategories")
            }
        }
    }

    private func installGlue() throws {
        unowned let device = self.device
        let context = device.context
        let natives = JSValue.object(in: context)
        natives["platform"] = JSValue(string: device.options.platform.rawValue, in: context)
        natives["intrinsics"] = device.intrinsics
        device.registrations.define(on: natives, library: "cordova-plugin-mfp-push")
        device.listenerLedger.define(on: natives, surface: .mobilefirst)
        natives.defineFunction("setCategories") { arguments in
            let json = try device.json(arguments.first, "MobileFirst categories")
            try device.register({ try MobileFirst.categories(from: json, path: arguments.count > 1 ? arguments[1].stringValue : "categories") }, source: .mobilefirst)
            return nil
        }
        // 8.0 `registerDevice`: every platform's categories are kept, so that the device
        // can switch platform later (`platformChanged`).
        natives.defineFunction("keepCategories") { [unowned self] arguments in
            guard arguments.count > 2, let platform = Platform(rawValue: arguments[0].stringValue),
                  let json = try? device.json(arguments[1], "MobileFirst categories") else { return nil }
            perPlatform[platform] = (json, arguments[2].stringValue)
            return nil
        }
        natives.defineFunction("listen") { [unowned self] _ in
            if let listener { device.dispatcher.enable(listener) }
            return nil
        }
        natives.defineFunction("registered") { [unowned self] _ in registered = true; return nil }
        natives.defineFunction("listenMFPPush") { [unowned self] _ in listening = true; return nil }
        natives.defineFunction("defer") { arguments in
            // SDK callbacks arrive asynchronously, as from the native side.
            let function = arguments[0], rest = Array(arguments.dropFirst())
            device.runtime.loop.schedule(after: 0) { device.callBack(function, rest, entry: "MobileFirst callback") }
            return nil
        }
        natives.defineFunction("log") { arguments in
            device.record(.log(level: arguments.first?.stringValue ?? "log", message: arguments.count > 1 ? arguments[1].stringValue : ""))
            return nil
        }
        natives["dialogs"] = try device.surface(DialogSurface.self).glue()
        natives["environment"] = JSValue(string: device.options.platform == .ios ? "iphone" : "android", in: context)
        natives["version"] = JSValue(string: "8.0", in: context)
        glue = try evaluateGlue(EmbeddedJS.mobileFirst, name: "mobilefirst", natives: natives, in: device)
    }

    /// Where WLJQ's jQuery comes from: Debian's libjs-jquery, or `JSHOST_JQUERY`.
    static var jQueryPath: String {
        ProcessInfo.processInfo.environment["JSHOST_JQUERY"] ?? "/usr/share/javascript/jquery/jquery.js"
    }

    /// `WLJQ`: MobileFirst 7's client framework ships jQuery under that name (its wljq.js is
    /// jQuery followed by `WLJQ = jQuery.noConflict(true)`). jshost loads the real jQuery
    /// from Debian at run time, as that file does, so the page's own `$` is left as it was.
    private func installWLJQ() throws {
        let context = device.context
        _ = try device.surface(CordovaSurface.self).ensureBrowser()
        let path = Self.jQueryPath
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw JSThrownError("Error", "WLJQ is MobileFirst's jQuery, which jshost loads from Debian's libjs-jquery at \(path): "
                                + "it was not found (apt-get install libjs-jquery, or set JSHOST_JQUERY to a jquery.js)")
        }
        do {
            _ = try context.evaluate(source, sourceURL: path)
            let wljq = try context.evaluate("jQuery.noConflict(true)", sourceURL: "jshost:surfaces/wljq")
            context.globalObject.defineHidden("WLJQ", wljq)
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "WLJQ (jQuery from \(path))")
        }
    }

    private func message(_ delivery: HandlerDelivery) -> JSValue {
        let n = delivery.notification
        var message = JSONObject()
        message.append("alert", (n.mobileFirst?.alert ?? n.body ?? n.title).map(JSONValue.string) ?? .null)
        message.append("payload", n.mobileFirst?.payload ?? .object(n.data))
        if let category = delivery.category { message.append("category", .string(category)) }
        if !delivery.actionIdentifier.isEmpty, delivery.actionIdentifier != "default" {
            message.append("action-id", .string(delivery.actionIdentifier))
            // The 8.0 Android plug-in names the tapped button in `actionName` (its buttonName).
            if device.dispatcher.platform == .android { message.append("actionName", .string(delivery.actionIdentifier)) }
        }
        return JSValue(json: .object(message), in: device.context)
    }

    // MARK: Adapters (the server side, JS/mobile-first-server.js)

    /// The server glue, once an adapter is loaded.
    private var server: JSValue?
    /// Each loaded adapter's evaluator: `expression` in the scope of its -impl.js.
    private var adapters: [String: (evaluate: JSValue, path: String)] = [:]
    private var lastAdapter: String?
    /// The notification the last adapter call sent, for `--tap`/`--open` after `--call`.
    private(set) var lastSent: String?

    private func serverGlue() throws -> JSValue {
        if let server { return server }
        unowned let device = self.device
        let context = device.context
        _ = context.globalObject["WL"]
        guard let glue else { throw JSThrownError("Error", "the MobileFirst client failed to start") }
        let natives = JSValue.object(in: context)
        natives["platform"] = JSValue(string: device.options.platform.rawValue, in: context)
        natives.defineFunction("push") { [unowned self] arguments in
            let text = arguments.first?.stringValue ?? "{}"
            let format = PayloadFormat(rawValue: arguments.count > 1 ? arguments[1].stringValue : "")
            guard let id = device.dispatcher.push(bytes: Array(text.utf8), file: "adapter notification", id: nil, format: format) else {
                return JSValue.null(in: context)
            }
            lastSent = id
            return JSValue(string: id, in: context)
        }
        natives.defineFunction("log") { arguments in
            device.record(.log(level: arguments.first?.stringValue ?? "log", message: arguments.count > 1 ? arguments[1].stringValue : ""))
            return nil
        }
        natives.defineFunction("procedure") { [unowned self] arguments in
            let name = arguments.first?.stringValue ?? ""
            guard let adapter = adapters[name] else { throw JSThrownError("Error", "no adapter \(name) is loaded") }
            return try adapter.evaluate.call([arguments.count > 1 ? arguments[1] : .undefined(in: context)])
        }
        let made: JSValue
        do {
            made = try context.evaluate(EmbeddedJS.mobileFirstServer, sourceURL: "jshost:surfaces/mobilefirst-server").call([natives, glue["backend"]])
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface mobilefirst-server")
        }
        glue["backend"]["server"] = made
        server = made
        return made
    }

    /// The adapter's name: its file's, without `-impl.js` (`PushAdapter-impl.js` → `PushAdapter`).
    static func adapterName(_ path: String) -> String {
        var name = (path as NSString).lastPathComponent
        for suffix in ["-impl.js", ".js"] where name.hasSuffix(suffix) { name.removeLast(suffix.count); break }
        return name
    }

    /// Loads an adapter's JavaScript implementation beside the app: its top level runs with
    /// the server's `WL`, its functions are its procedures. False when it could not be loaded.
    @discardableResult
    func loadAdapter(_ path: String) -> Bool {
        let name = Self.adapterName(path)
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            device.dispatcher.record(.error(.input, "--adapter \(path): cannot read it: \((error as NSError).localizedDescription)"))
            return false
        }
        let server: JSValue
        do { server = try serverGlue() } catch {
            device.dispatcher.record(.error(.input, "--adapter \(path): \(error)"))
            return false
        }
        let context = device.context
        // The adapter's own scope: its functions stay out of the app's globals, and `WL` is the server's.
        let wrapped = "(function (WL) {" + source + "\n;return function (expression) { return eval(String(expression)); };\n})"
        let evaluator = device.runtime.enterReporting("adapter \(name)", file: path) { () throws(JSException) in
            let wl = try server.invoke("adapter", [JSValue(string: name, in: context)])
            return try context.evaluate(wrapped, sourceURL: path).call([wl])
        }
        guard let evaluator else { return false }
        adapters[name] = (evaluator, path)
        lastAdapter = name
        device.settle()
        return true
    }

    /// Runs `expression` (`submitNotification("alice", "Hi")`) in the last loaded adapter's scope:
    /// a `handler` effect (surface `mobilefirst`, type `Adapter.procedure`) with what it returned.
    func callProcedure(_ expression: String) {
        guard let name = lastAdapter, let adapter = adapters[name] else {
            device.dispatcher.rejectInput("cannot call \(expression): no adapter is loaded (give --adapter FILE first)")
            return
        }
        let procedure = expression.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
        let context = device.context
        let start = device.runtime.loop.clock.now
        let result = device.runtime.enterReporting("adapter procedure \(name).\(procedure)", file: adapter.path) { () throws(JSException) in
            try adapter.evaluate.call([JSValue(string: expression, in: context)])
        }
        if let result {
            device.record(.handler(surface: .mobilefirst, type: "\(name).\(procedure)", result: result.jsonValue, ms: device.runtime.loop.clock.now - start))
        }
        device.settle()
    }

    /// `simulate.adapter(path).procedure(...args)`: the procedure called with `arguments`.
    func invokeProcedure(adapter name: String, procedure: String, arguments: JSValue) throws -> JSValue {
        let server = try serverGlue()
        let context = device.context
        let start = device.runtime.loop.clock.now
        let result = try server.invoke("invoke", [JSValue(string: name, in: context), JSValue(string: procedure, in: context), arguments])
        device.record(.handler(surface: .mobilefirst, type: "\(name).\(procedure)", result: result.jsonValue, ms: device.runtime.loop.clock.now - start))
        return result
    }
}

extension Device {
    /// Loads a MobileFirst adapter's `-impl.js` beside the app (`--adapter`, `simulate.adapter`).
    /// Returns its name (`PushAdapter`), or nil when it failed (an effect says why).
    @discardableResult
    public func loadAdapter(_ path: String) -> String? {
        surface(MobileFirstSurface.self).loadAdapter(ModuleLoader.absolute(path)) ? MobileFirstSurface.adapterName(path) : nil
    }

    /// Calls a procedure of the last loaded adapter (`--call 'submitNotification("alice", "Hi")'`);
    /// what it sends is pushed to this device. Returns the id of the last notification it sent.
    @discardableResult
    public func callAdapter(_ expression: String) -> String? {
        let surface = surface(MobileFirstSurface.self)
        let before = surface.lastSent
        surface.callProcedure(expression)
        return surface.lastSent == before ? nil : surface.lastSent
    }

    /// `simulate.adapter(path).name(...args)` (tests).
    package func invokeAdapterProcedure(adapter: String, procedure: String, arguments: JSValue) throws -> JSValue {
        let value = try surface(MobileFirstSurface.self).invokeProcedure(adapter: adapter, procedure: procedure, arguments: arguments)
        return value
    }
}
