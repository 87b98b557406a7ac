import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// A Capacitor plugin jshost simulates (Libraries/CapacitorPushNotifications/, …), as Capacitor's
/// core (CapacitorSurface) reaches it: its calls, and the notifications whose events go to its
/// listeners. Each plugin's surface registers itself with the core when it installs.
protocol CapacitorPlugin: AnyObject {
    /// Its name for `registerPlugin` and `Capacitor.Plugins` (`PushNotifications`).
    var pluginName: String { get }
    /// Its package (`@capacitor/push-notifications`).
    var package: String { get }
    /// Whether the app's native bridge has it from the start (`Capacitor.Plugins` lists it
    /// once the core loads) rather than once its package is imported.
    var bridged: Bool { get }
    /// Its JS (EmbeddedJS): a function of the core's JS face returning its module.
    var glueSource: String { get }
    /// A method the app called; a throw is the promise's rejection.
    func call(_ method: String, _ options: JSONValue, _ extra: JSONValue) throws -> JSONValue?
    /// Whether the app scheduled this notification with the plugin (a local notification).
    func scheduled(_ id: String) -> Bool
    /// Whether a notification's events go to this plugin's listeners (the first plugin that
    /// claims it, in registration order, answers for it).
    func owns(_ n: PushNotification) -> Bool
    /// The `…Received` event a delivery of an owned notification fires now, if any.
    func receivedEvent(for d: HandlerDelivery) -> CapacitorEvent?
    /// The name of the `…ActionPerformed` event of its notifications.
    var actionEventName: String { get }
    /// The `notification` of its `…ActionPerformed` event.
    func tappedObject(_ n: PushNotification) -> JSONValue
    /// How its `getDeliveredNotifications` lists a notification the tray shows.
    func deliveredObject(_ n: PushNotification) -> JSONValue
    /// The global `Capacitor` was touched: it reaches every plugin, as a native app's bridge does.
    func reachedByGlobal()
    /// The app imports its package: called before the module is made.
    func moduleWillLoad()
    /// The core's glue loaded: the plugin's interpreters of arriving pushes, if any.
    func addPushInterpreters()
}

extension CapacitorPlugin {
    var bridged: Bool { true }
    func scheduled(_ id: String) -> Bool { false }
    func owns(_ n: PushNotification) -> Bool { false }
    func receivedEvent(for d: HandlerDelivery) -> CapacitorEvent? { nil }
    var actionEventName: String { "" }
    func tappedObject(_ n: PushNotification) -> JSONValue { .null }
    func deliveredObject(_ n: PushNotification) -> JSONValue { .null }
    func reachedByGlobal() {}
    func moduleWillLoad() {}
    func addPushInterpreters() {}
}

/// An event a plugin fires: its listeners' event name, whether it waits for the first
/// listener when none listens (`retainUntilConsumed`), and its data, made when it is sent.
struct CapacitorEvent {
    var name: String
    var retains: Bool
    var data: () -> JSONValue
}

/// Capacitor's core (docs/surfaces.md): the module `@capacitor/core`, the global `Capacitor`
/// (`Capacitor.Plugins.X`), `registerPlugin`, and the bridge its plugins share, following
/// ionic-team/capacitor for what reaches JavaScript and when. The plugins are libraries
/// (Libraries/CapacitorLocalNotifications/, CapacitorPushNotifications/, CapacitorBadge/),
/// each registering with the core; what they share lives here:
///
/// - Listener counts and events retained until a listener takes them (`retainUntilConsumed`:
///   a tap, or an Android `localNotificationReceived`, before the app's listener is added —
///   a cold start).
/// - `…ActionPerformed` `{actionId, inputValue?, notification}`: `tap` for a body tap, the
///   button's id, `dismiss` only on iOS for a type registered with `iosCustomDismissAction`
///   (and the plugin's `GENERAL`) — the action types are LocalNotifications', but on iOS a
///   push whose `aps.category` names one shows its buttons too (Capacitor's
///   NotificationRouter hands the tap to the push plugin).
/// - The tray both plugins list and clear, and the app's capacitor.config.
final class CapacitorSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?
    /// The simulated plugins, in registration order (LibraryDescriptor.all).
    private var plugins: [CapacitorPlugin] = []
    /// Each plugin's module, by plugin name, once its JS has run.
    private var modules: [String: JSValue] = [:]
    /// Listener counts by "plugin:event", kept by the glue.
    private var listenerCounts: [String: Int] = [:]
    /// Events fired while no listener listened, for the first one (`retainUntilConsumed`).
    private var retained: [String: [(data: JSONValue, notification: String?)]] = [:]
    private var installedListeners = false

    /// Action types whose dismiss reaches the app on iOS (LocalNotifications' registerActionTypes).
    var customDismiss: Set<String> = [Capacitor.generalCategory]
    /// Removed from the tray (tapped, dismissed, removed by the script): not delivered any more.
    var cleared: Set<String> = []

    init(device: Device) { self.device = device }

    func install() throws {
        device.runtime.modules!.registerBuiltin("@capacitor/core") { [unowned self] _ in try glue()["core"] }
        device.defineLazyGlobals(["Capacitor"], entry: "Capacitor") { [unowned self] in
            for plugin in plugins { plugin.reachedByGlobal() }
            device.context.globalObject.defineHidden("Capacitor", try glue()["core"]["Capacitor"])
        }
    }

    /// A plugin's surface registers it when it installs (after the core, a platform surface).
    /// A plugin installing: the core answers for it, and its package is a built-in module, its
    /// JS run with the core's.
    func register(_ plugin: CapacitorPlugin) {
        plugins.append(plugin)
        device.runtime.modules!.registerBuiltin(plugin.package) { [unowned self, unowned plugin] _ in
            plugin.moduleWillLoad()
            return try module(of: plugin)
        }
    }

    var platform: Platform { device.dispatcher.platform }

    /// The package of a plugin (`PushNotifications` → `@capacitor/push-notifications`).
    private func library(ofPlugin name: String) -> String {
        plugins.first { $0.pluginName == name }?.package ?? "@capacitor/" + name.lowercased()
    }

    // MARK: Glue

    /// A plugin's module: its JS, run once with the core's (a bridged plugin's runs when the
    /// core's does).
    private func module(of plugin: CapacitorPlugin) throws -> JSValue {
        let glue = try glue()
        if let module = modules[plugin.pluginName] { return module }
        let module = try evaluateGlue(plugin.glueSource, name: plugin.package, natives: glue, in: device)
        modules[plugin.pluginName] = module
        return module
    }

    @discardableResult
    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let context = device.context
        unowned let device = self.device
        let natives = JSValue.object(in: context)
        natives.defineFunction("platform") { _ in JSValue(string: device.dispatcher.platform.rawValue, in: context) }
        device.listenerLedger.define(on: natives, surface: .capacitor)
        natives.defineFunction("library") { [unowned self] arguments in JSValue(string: library(ofPlugin: arguments[0].stringValue), in: context) }
        natives.defineFunction("listenerRegistered") { [unowned self] arguments in
            let (plugin, event) = (arguments[0].stringValue, arguments[1].stringValue)
            device.registrations.note(.listener, library: library(ofPlugin: plugin), name: "\(plugin).addListener('\(event)')",
                                      events: event.hasSuffix("ActionPerformed") ? "tap" : event.hasSuffix("Received") ? "push" : nil)
            return nil
        }
        natives.defineFunction("listeners") { [unowned self] arguments in
            let key = "\(arguments[0].stringValue):\(arguments[1].stringValue)"
            let count = arguments[2].intValue
            listenerCounts[key] = count
            if count > 0, let events = retained.removeValue(forKey: key) {
                for event in events { emitRetained(arguments[0].stringValue, arguments[1].stringValue, event.data, notification: event.notification) }
            }
            return nil
        }
        natives.defineFunction("call") { [unowned self] arguments in
            let name = arguments[0].stringValue, method = arguments[1].stringValue
            let options = arguments.count > 2 ? arguments[2].jsonValue ?? .null : .null
            let extra = arguments.count > 3 ? arguments[3].jsonValue ?? .null : .null
            guard let plugin = plugins.first(where: { $0.pluginName == name }) else { throw Self.unimplemented() }
            let result = try plugin.call(method, options, extra)
            return result.map { JSValue(json: $0, in: context) } ?? .undefined(in: context)
        }
        let glue = try evaluateGlue(EmbeddedJS.capacitorCore, name: "capacitor", natives: natives, in: device)
        glueValue = glue
        for plugin in plugins where plugin.bridged { _ = try module(of: plugin) }
        installListeners()
        return glue
    }

    /// Sends an event to a plugin's listeners now.
    func emit(_ plugin: String, _ event: String, _ data: JSONValue) {
        guard let glueValue else { return }
        let context = device.context
        device.callBack(glueValue["emit"], [JSValue(string: plugin, in: context), JSValue(string: event, in: context), JSValue(json: data, in: context)],
                        entry: "\(plugin) '\(event)' listener")
    }

    /// A retained event handed to the listener added later: what it causes belongs to the
    /// notification it is about, and its run is that notification's `handler` effect (so a
    /// tap that launched the app and reached a listener added after the launch counts as
    /// reaching the app's code).
    private func emitRetained(_ plugin: String, _ event: String, _ data: JSONValue, notification: String?) {
        guard let notification else { return emit(plugin, event, data) }
        let previous = device.currentNotification
        device.currentNotification = notification
        defer { device.currentNotification = previous }
        let started = device.runtime.loop.clock.now
        emit(plugin, event, data)
        device.record(.handler(surface: .capacitor, type: event, result: nil, ms: max(0, device.runtime.loop.clock.now - started)))
    }

    func hasListeners(_ plugin: String, _ event: String) -> Bool { (listenerCounts["\(plugin):\(event)"] ?? 0) > 0 }

    /// Keeps an event for the plugin's first listener of it.
    func retain(_ plugin: String, _ event: String, _ data: JSONValue, notification: String? = nil) {
        let key = "\(plugin):\(event)"
        if retained[key, default: []].count == 100 { retained[key]!.removeFirst() }
        retained[key, default: []].append((data, notification))
    }

    // MARK: The app's capacitor.config

    /// `plugins.<plugin>.presentationOptions` of the app's `capacitor.config.json` / `.ts` /
    /// `.js` (the first found from the script's folder up to the folder with
    /// `package.json`); nil without one, or when it does not set them. A config that fails
    /// to load is a warning naming it.
    func readPresentationOptions(_ plugin: String) -> [String]? {
        guard let path = Self.capacitorConfig(near: device.scriptPath) else { return nil }
        do {
            if path.hasSuffix(".json") {
                let config = try JSONParser.parse(device.projectText(path), file: path)
                guard case let .array(options)? = config["plugins"]?[plugin]?["presentationOptions"] else { return nil }
                return options.compactMap(\.stringValue)
            }
            let exports = try device.runtime.modules.require(path, from: device.scriptPath)
            let config = exports["default"].isObject ? exports["default"] : exports
            let options = config["plugins"][plugin]["presentationOptions"]
            return options.isArray ? (0..<options.length).map { options[$0].stringValue } : nil
        } catch {
            device.record(.warning(message: "\(path): could not read \(plugin).presentationOptions (\(error)); a notification in the foreground is presented as without them"))
            return nil
        }
    }

    static func capacitorConfig(near script: String) -> String? {
        ProjectConfig.find(["capacitor.config.json", "capacitor.config.ts", "capacitor.config.js"], near: script)
    }

    // MARK: Dispatcher listeners

    private func installListeners() {
        guard !installedListeners else { return }
        installedListeners = true
        unowned let device = self.device
        for plugin in plugins { plugin.addPushInterpreters() }
        device.dispatcher.addNotificationListener(surface: .capacitor, filter: { [unowned self] d in
            guard let (plugin, event) = receivedEvent(for: d) else { return false }
            if hasListeners(plugin, event.name) { return true }
            if event.retains { retain(plugin, event.name, event.data()) }
            return false
        }, device.jsHandler("Capacitor notification listener") { [unowned self] d throws(JSException) in
            guard let (plugin, event) = receivedEvent(for: d), let glueValue else { return .undefined(in: device.context) }
            return try emitNow(glueValue, plugin, event.name, event.data())
        })
        device.dispatcher.addResponseListener(surface: .capacitor, filter: { [unowned self] d in
            guard let (plugin, event) = actionEvent(for: d) else { return false }
            if isScheduled(d.notification.id) || d.notification.format == .local { cleared.insert(d.notification.id) }
            if hasListeners(plugin, event.name) { return true }
            retain(plugin, event.name, event.data(), notification: d.notification.id)
            return false
        }, device.jsHandler("Capacitor action listener") { [unowned self] d throws(JSException) in
            guard let (plugin, event) = actionEvent(for: d), let glueValue else { return .undefined(in: device.context) }
            return try emitNow(glueValue, plugin, event.name, event.data())
        })
    }

    private func emitNow(_ glue: JSValue, _ plugin: String, _ event: String, _ data: JSONValue) throws(JSException) -> JSValue {
        let context = device.context
        return try glue.invoke("emit", [JSValue(string: plugin, in: context), JSValue(string: event, in: context), JSValue(json: data, in: context)])
    }

    /// Whether the app scheduled the notification with a plugin (a local notification).
    func isScheduled(_ id: String) -> Bool { plugins.contains { $0.scheduled(id) } }

    private func owner(of n: PushNotification) -> CapacitorPlugin? { plugins.first { $0.owns(n) } }

    /// The `…Received` event a delivery fires now, if any, and the plugin it goes to.
    private func receivedEvent(for d: HandlerDelivery) -> (String, CapacitorEvent)? {
        guard let plugin = owner(of: d.notification), let event = plugin.receivedEvent(for: d) else { return nil }
        return (plugin.pluginName, event)
    }

    /// The `…ActionPerformed` event a response fires, if any, and the plugin it goes to.
    private func actionEvent(for d: HandlerDelivery) -> (String, CapacitorEvent)? {
        let n = d.notification
        guard let plugin = owner(of: n) else { return nil }
        var actionId = d.actionIdentifier
        if actionId == "default" { actionId = "tap" }
        if actionId == "dismiss" {
            // Android's dismiss receivers notify nobody; iOS reports it for custom-dismiss categories.
            guard platform == .ios, let category = n.category(on: .ios), customDismiss.contains(category) else { return nil }
        }
        let text = d.userText
        return (plugin.pluginName, CapacitorEvent(name: plugin.actionEventName, retains: true) {
            var o = JSONObject()
            o.append("actionId", .string(actionId))
            if let text { o.append("inputValue", .string(text)) }
            o.append("notification", plugin.tappedObject(n))
            return .object(o)
        })
    }

    // MARK: What the plugins share

    static func unimplemented() -> JSThrownError { JSThrownError("Error", "UNIMPLEMENTED: not implemented") }

    /// The tray's methods, which both plugins have: `getDeliveredNotifications` of `plugin`
    /// (what the tray shows and no one removed; a notification the app scheduled as the plugin
    /// that scheduled it shows it, a push as `plugin` lists it),
    /// `removeDeliveredNotifications({notifications})` and `removeAllDeliveredNotifications()`.
    /// The answer, or nil when `method` is none of them.
    func answerTray(_ method: String, _ options: JSONValue, for plugin: CapacitorPlugin) throws -> JSONValue?? {
        switch method {
        case "getDeliveredNotifications":
            return .some(["notifications": .array(delivered(by: plugin))])
        case "removeDeliveredNotifications":
            guard let list = options["notifications"]?.arrayValue else { throw JSThrownError("Error", "Must supply notifications to remove") }
            for item in list {
                guard let id = Self.idString(item["id"]) else { continue }
                cleared.insert(id)
                device.dispatcher.forget(notification: id)
            }
            return .some(nil)
        case "removeAllDeliveredNotifications":
            for n in device.dispatcher.rememberedNotifications where !cleared.contains(n.id) {
                cleared.insert(n.id)
                device.dispatcher.forget(notification: n.id)
            }
            return .some(nil)
        default:
            return nil
        }
    }

    private func delivered(by plugin: CapacitorPlugin) -> [JSONValue] {
        device.dispatcher.rememberedNotifications.filter { !cleared.contains($0.id) }.compactMap { n -> JSONValue? in
            if let scheduler = plugins.first(where: { $0.scheduled(n.id) }) { return scheduler.deliveredObject(n) }
            guard n.format != .local else { return nil }
            return plugin.deliveredObject(n)
        }
    }

    /// The Android plugins' `getDeliveredNotifications`: `{id, tag, title, body, group, groupSummary, data}`.
    static func androidDelivered(_ n: PushNotification, id: JSONValue, data: JSONObject) -> JSONValue {
        var o = JSONObject()
        o.append("id", id)
        o.append("tag", .string(""))
        o.append("title", .string(n.title ?? ""))
        o.append("body", .string(n.body ?? ""))
        o.append("groupSummary", .bool(false))
        o.append("data", .object(data))
        return .object(o)
    }

    static func idString(_ value: JSONValue?) -> String? {
        switch value {
        case .number(let d)?: return d == d.rounded() && abs(d) < 9.223372036854775808e18 ? String(Int(d)) : nil
        case .string(let s)?: return s
        default: return nil
        }
    }
}

/// The channels a plugin keeps on Android (`createChannel`, `deleteChannel`, `listChannels`;
/// each plugin its own list), beside the default one it creates when it loads.
struct CapacitorChannels {
    let defaultID: String
    let defaultName: String
    private var channels: [JSONObject] = []

    init(defaultID: String, defaultName: String) {
        self.defaultID = defaultID
        self.defaultName = defaultName
    }

    mutating func answer(_ method: String, _ options: JSONValue, on device: Device) throws -> JSONValue? {
        guard device.dispatcher.platform == .android else { throw CapacitorSurface.unimplemented() }
        switch method {
        case "createChannel":
            guard case .object(let channel) = options, let id = channel["id"]?.stringValue else { throw JSThrownError("Error", "Channel missing identifier") }
            guard channel["name"]?.stringValue != nil else { throw JSThrownError("Error", "Channel missing name") }
            channels.removeAll { $0["id"]?.stringValue == id }
            channels.append(channel)
            device.dispatcher.registerChannel(id)
            return nil
        case "deleteChannel":
            let id = options["id"]?.stringValue
            channels.removeAll { $0["id"]?.stringValue == id }
            if let id { device.dispatcher.deleteChannel(id) }
            return nil
        default:
            // The plugin's own default channel is listed too (LocalNotificationManager / MessagingService create it).
            var list = channels.map { JSONValue.object($0) }
            if !list.contains(where: { $0["id"]?.stringValue == defaultID }) {
                list.insert(["id": .string(defaultID), "name": .string(defaultName), "description": .string(defaultName),
                             "importance": 3, "visibility": 1], at: 0)
            }
            return ["channels": .array(list)]
        }
    }
}
