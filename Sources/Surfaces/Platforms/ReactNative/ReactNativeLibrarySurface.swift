import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// What the React Native notification libraries of this folder share
/// (PushNotificationIOSSurface, WixNotificationsSurface, OneSignalSurface): a built-in
/// module whose JavaScript facade (JS/<library>.js) has the package's API, fed by the
/// native events its iOS / Android code would send.
///
/// The Swift side plays the library's native half: for every push and every response it
/// decides which native event the library would send (`pushEvent`, `responseEvent`:
/// that is where app state and platform decide which listener fires) and hands the
/// notification, in a neutral form (`info`), to the facade's `emit(event, info)`, which
/// shapes it as the library's native module does and calls the script's listeners. A
/// listener's value is the `handler` effect; when no listener of the event is
/// registered, the dispatcher makes no delivery (and no effect). Notifications the script
/// displays (`native.display`) are `.local` pushes, tappable by their id.
///
/// Nothing is installed until a script imports the module.
class ReactNativeLibrarySurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?
    /// Listener counts by native event, kept by the facade (see `listenerCount`).
    private(set) var counts: [String: Int] = [:]
    /// The notification whose tap launched the app from `terminated` (the libraries'
    /// `getInitialNotification`, which asked while the app is quit answers at the launch:
    /// LaunchAnswers.swift).
    private(set) var initialNotification: JSONObject?

    required init(device: Device) { self.device = device }

    // MARK: What each library says

    var moduleName: String { fatalError("subclass") }
    var glueSource: String { fatalError("subclass") }
    var surface: Surface { fatalError("subclass") }
    /// The native event a push makes the library send, or nil.
    func pushEvent(_ d: HandlerDelivery) -> String? { nil }
    /// The native event a response makes the library send, or nil.
    func responseEvent(_ d: HandlerDelivery) -> String? { nil }
    /// Why the library sends `event` (explanations: `run --explain`, `jshost matrix`).
    func rule(for event: String) -> Rule? { nil }
    /// The library's own natives (categories, …).
    func addNatives(_ natives: JSValue) {}
    /// Called once the facade is evaluated.
    func started() {}
    /// Library-specific fields of a notification's `info`.
    func extraInfo(_ n: PushNotification, into o: inout JSONObject) {}
    /// A listener count changed (OneSignal replays queued clicks).
    func listenerCountChanged(_ event: String, _ count: Int) {}
    /// Every push, before its listeners (what the library's native side does on its own).
    func pushArrived(_ d: HandlerDelivery) {}
    /// Every response, before its listeners.
    func responseArrived(_ d: HandlerDelivery) {}
    /// A push or response whose native event no listener receives.
    func unheard(_ event: String, _ d: HandlerDelivery) {}

    // MARK: The module

    func install() throws {
        device.runtime.modules!.registerBuiltin(moduleName) { [unowned self] _ in try glue()["exports"] }
    }

    @discardableResult
    func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let context = device.context
        let natives = device.libraryNatives()
        unowned let device = self.device
        natives.defineFunction("listenerCount") { [unowned self] arguments in
            let event = arguments[0].stringValue, count = arguments[1].intValue
            counts[event] = count
            listenerCountChanged(event, count)
            return nil
        }
        natives["emitter"] = try evaluateGlue(EmbeddedJS.nativeEventEmitter, name: "native-event-emitter", natives: natives, in: device)
        natives.defineFunction("display") { [unowned self] arguments in
            let request = try device.json(arguments.first, "\(moduleName): the notification")
            return JSValue(string: display(request), in: context)
        }
        natives.defineFunction("forget") { arguments in
            JSValue(bool: device.dispatcher.forget(notification: arguments.first?.text ?? ""), in: context)
        }
        natives.defineFunction("delivered") { [unowned self] _ in
            JSValue(json: .array(device.dispatcher.rememberedNotifications.map { .object(info($0)) }), in: context)
        }
        // `initial()` reads the launching tap; `takeInitial()` reads it once (libraries
        // whose native side clears it when read).
        natives.defineFunction("initial") { [unowned self] _ in
            initialNotification.map { JSValue(json: .object($0), in: context) } ?? .null(in: context)
        }
        natives.defineFunction("takeInitial") { [unowned self] _ in
            defer { initialNotification = nil }
            return initialNotification.map { JSValue(json: .object($0), in: context) } ?? .null(in: context)
        }
        device.launchAnswers.define(on: natives, surface: surface, entry: "\(moduleName) getInitialNotification")
        device.registrations.define(on: natives, library: Registrations.library(of: surface))
        device.listenerLedger.define(on: natives, surface: surface)
        natives.defineFunction("log") { arguments in
            device.record(.log(level: "info", message: arguments.first?.text ?? ""))
            return nil
        }
        natives.defineFunction("warn") { arguments in
            device.record(.warning(message: arguments.first?.text ?? ""))
            return nil
        }
        addNatives(natives)
        let glue = try evaluateGlue(glueSource, name: moduleName, natives: natives, in: device)
        glueValue = glue
        let name = moduleName
        device.dispatcher.addNotificationListener(surface: surface, filter: { [unowned self] d in
            pushArrived(d)
            return heard(pushEvent(d), d)
        }, device.jsHandler("\(name) listener") { [unowned self] d throws(JSException) in
            try emit(pushEvent(d) ?? "", info(d.notification))
        })
        device.dispatcher.addResponseListener(surface: surface, filter: { [unowned self] d in
            noteInitial(d)
            responseArrived(d)
            return heard(responseEvent(d), d)
        }, device.jsHandler("\(name) listener") { [unowned self] d throws(JSException) in
            try emit(responseEvent(d) ?? "", responseInfo(d))
        })
        started()
        return glue
    }

    /// Whether a listener receives `event` (filters run for every delivery, before the listeners).
    private func heard(_ event: String?, _ d: HandlerDelivery) -> Bool {
        guard let event else { return false }
        if counts[event, default: 0] > 0 {
            if let rule = rule(for: event) { device.dispatcher.because(rule) }
            return true
        }
        unheard(event, d)
        return false
    }

    /// Calls the facade's `emit(event, info)`: the script's listeners' value.
    func emit(_ event: String, _ info: JSONObject) throws(JSException) -> JSValue {
        guard let glueValue else { return .undefined(in: device.context) }
        return try glueValue.invoke("emit", [JSValue(string: event, in: device.context), JSValue(json: .object(info), in: device.context)])
    }

    /// A response's `info`: the notification's, with `actionIdentifier` (`default`,
    /// `dismiss` or the button's id) and `userText`.
    func responseInfo(_ d: HandlerDelivery) -> JSONObject {
        var o = info(d.notification)
        o.append("actionIdentifier", .string(d.actionIdentifier))
        if let text = d.userText { o.append("userText", .string(text)) }
        return o
    }

    /// A tap that launched the app from `terminated` is the initial notification
    /// (called for every response, before the listeners).
    private func noteInitial(_ d: HandlerDelivery) {
        guard d.actionIdentifier != "dismiss", device.appStateBeforeResponse == .terminated,
              d.appState == .foreground else { return }
        initialNotification = responseInfo(d)
    }

    /// The neutral form of a notification the facades shape: `{id, title, body, subtitle,
    /// category, data, raw, local, platform, contentAvailable}`.
    func info(_ n: PushNotification) -> JSONObject {
        var o = JSONObject()
        o.append("id", .string(n.id))
        if let t = n.title { o.append("title", .string(t)) }
        if let b = n.body { o.append("body", .string(b)) }
        if let c = n.category(on: device.dispatcher.platform) { o.append("category", .string(c)) }
        o.append("data", .object(n.data))
        o.append("raw", n.raw)
        o.append("local", .bool(n.format == .local))
        o.append("format", .string(n.format.rawValue))
        o.append("platform", .string(device.dispatcher.platform.rawValue))
        let aps = n.raw.objectValue?["aps"]?.objectValue
        if let sub = aps?["alert"]?.objectValue?["subtitle"]?.stringValue { o.append("subtitle", .string(sub)) }
        let available = aps?["content-available"]
        o.append("contentAvailable", .bool(available == .number(1) || available == .bool(true) || available == .string("1")))
        extraInfo(n, into: &o)
        return o
    }

    /// Shows a notification the script made: `{id, title, body, category, data, raw}`
    /// (`raw` is what the library's listeners later see as its payload). Returns its id.
    func display(_ request: JSONValue) -> String {
        let r = request.objectValue ?? JSONObject()
        let n = PushNotification(id: r["id"]?.stringValue ?? "", title: r["title"]?.stringValue, body: r["body"]?.stringValue,
                                 category: r["category"]?.stringValue, data: r["data"]?.objectValue ?? JSONObject(),
                                 format: .local, raw: r["raw"] ?? .null)
        return device.push(n)
    }
}

extension Device {
    /// A natives object for a library's JavaScript facade with what every facade reads:
    /// `platform()` (`ios` / `android`) and `appState()` (`foreground`, `background`,
    /// `terminated`), read at each call.
    func libraryNatives() -> JSValue {
        let context = self.context
        let natives = JSValue.object(in: context)
        unowned let device = self
        natives.defineFunction("platform") { _ in JSValue(string: device.dispatcher.platform.rawValue, in: context) }
        natives.defineFunction("appState") { _ in JSValue(string: device.dispatcher.appState.rawValue, in: context) }
        // A library's badge call (setBadgeCountAsync, setBadgeCount, setApplicationIconBadgeNumber, …).
        natives.defineFunction("badge") { arguments in
            let count = arguments.first?.doubleValue ?? 0
            device.record(.badge(count: count.isFinite ? max(0, Int(count)) : 0))
            return nil
        }
        return natives
    }
}
