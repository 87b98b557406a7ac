import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// Capacitor (docs/surfaces.md): modules `@capacitor/core`, `@capacitor/local-notifications`
/// and `@capacitor/push-notifications`, and the global `Capacitor` (`Capacitor.Plugins.X`),
/// following ionic-team/capacitor-plugins' native code for what reaches JavaScript and when:
///
/// - `localNotificationReceived`: iOS only in the foreground (`willPresent`); Android whenever
///   the app runs (`fireReceived`, retained until a listener takes it), never when terminated.
/// - `localNotificationActionPerformed` / `pushNotificationActionPerformed` `{actionId,
///   inputValue?, notification}`: `tap` for a body tap, the button's id, `dismiss` only on iOS
///   for a type registered with `iosCustomDismissAction` (and the plugin's `GENERAL`); retained
///   until a listener takes it (cold start).
/// - `pushNotificationReceived`: only in the foreground (Android: also a data-only message while
///   the app runs).
/// - On iOS a push whose `aps.category` names a type registered with `registerActionTypes`
///   shows its buttons (Capacitor's NotificationRouter hands the tap to the push plugin); on
///   Android an FCM notification never shows them.
final class CapacitorSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?
    /// Listener counts by "plugin:event", kept by the glue.
    private var listenerCounts: [String: Int] = [:]
    /// Events fired while no listener listened, for the first one (`retainUntilConsumed`).
    private var retained: [String: [(data: JSONValue, notification: String?)]] = [:]
    /// The push plugin was imported (its handler is in Capacitor's notification router).
    private var pushLoaded = false
    private var installedListeners = false

    // Local notifications
    private var actionTypes: JSONValue?
    private var customDismiss: Set<String> = [Capacitor.generalCategory]
    /// What the script scheduled, by id: the notification object as given (Android hands it
    /// back as is) and its schedule.
    private var schemas: [String: JSONObject] = [:]
    private struct Pending { var timer: EventLoop.TimerID; var schema: JSONObject }
    private var pending: [(id: String, pending: Pending)] = []
    /// Removed from the tray (tapped, dismissed, removed by the script): not delivered any more.
    private var cleared: Set<String> = []
    private var localPermission = "prompt"
    private var pushPermission = "prompt"
    private var channels: [String: [JSONObject]] = ["LocalNotifications": [], "PushNotifications": []]
    private var token: String?

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        modules.registerBuiltin("@capacitor/core") { [unowned self] _ in try glue()["core"] }
        modules.registerBuiltin("@capacitor/local-notifications") { [unowned self] _ in try glue()["localNotifications"] }
        modules.registerBuiltin("@capacitor/push-notifications") { [unowned self] _ in
            loadPush()
            return try glue()["pushNotifications"]
        }
        modules.registerBuiltin("@capawesome/capacitor-badge") { [unowned self] _ in try glue()["badge"].call([]) }
        device.defineLazyGlobals(["Capacitor"], entry: "Capacitor") { [unowned self] in
            // The global reaches both plugins, as a native Capacitor app's bridge does.
            loadPush()
            device.context.globalObject.defineHidden("Capacitor", try glue()["core"]["Capacitor"])
        }
    }

    func platformChanged() {
        if let actionTypes { try? registerActionTypes(actionTypes) }
    }

    /// The package of a Capacitor plugin (`PushNotifications` → `@capacitor/push-notifications`).
    static func library(ofPlugin plugin: String) -> String {
        switch plugin {
        case "PushNotifications": return "@capacitor/push-notifications"
        case "LocalNotifications": return "@capacitor/local-notifications"
        case "Badge": return "@capawesome/capacitor-badge"
        default: return "@capacitor/" + plugin.lowercased()
        }
    }

    // MARK: Glue

    @discardableResult
    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let context = device.context
        unowned let device = self.device
        let natives = JSValue.object(in: context)
        natives.defineFunction("platform") { _ in JSValue(string: device.dispatcher.platform.rawValue, in: context) }
        device.listenerLedger.define(on: natives, surface: .capacitor)
        natives.defineFunction("library") { arguments in JSValue(string: Self.library(ofPlugin: arguments[0].stringValue), in: context) }
        natives.defineFunction("listenerRegistered") { arguments in
            let (plugin, event) = (arguments[0].stringValue, arguments[1].stringValue)
            device.registrations.note(.listener, library: Self.library(ofPlugin: plugin), name: "\(plugin).addListener('\(event)')",
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
            let plugin = arguments[0].stringValue, method = arguments[1].stringValue
            let options = arguments.count > 2 ? arguments[2].jsonValue ?? .null : .null
            let extra = arguments.count > 3 ? arguments[3].jsonValue ?? .null : .null
            let result = try call(plugin, method, options, extra)
            return result.map { JSValue(json: $0, in: context) } ?? .undefined(in: context)
        }
        let glue = try evaluateGlue(EmbeddedJS.capacitor, name: "capacitor", natives: natives, in: device)
        glueValue = glue
        installListeners()
        return glue
    }

    private func emit(_ plugin: String, _ event: String, _ data: JSONValue) {
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

    private func hasListeners(_ plugin: String, _ event: String) -> Bool { (listenerCounts["\(plugin):\(event)"] ?? 0) > 0 }

    private func retain(_ plugin: String, _ event: String, _ data: JSONValue, notification: String? = nil) {
        let key = "\(plugin):\(event)"
        if retained[key, default: []].count == 100 { retained[key]!.removeFirst() }
        retained[key, default: []].append((data, notification))
    }

    private var platform: Platform { device.dispatcher.platform }

    private func loadPush() {
        guard !pushLoaded else { return }
        pushLoaded = true
        presentationOptions = readPresentationOptions("PushNotifications") ?? []
    }

    // MARK: The app's capacitor.config

    /// `plugins.<plugin>.presentationOptions` of the app's `capacitor.config.json` / `.ts` /
    /// `.js` (the first found from the script's folder up to the folder with
    /// `package.json`); nil without one, or when it does not set them. A config that fails
    /// to load is a warning naming it.
    private func readPresentationOptions(_ plugin: String) -> [String]? {
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

    /// `plugins.LocalNotifications.presentationOptions`, read once, when a notification is
    /// first presented (`.some(nil)`: the config does not set them).
    private var localPresentationOptions: [String]??

    /// iOS, app in the foreground (LocalNotificationsHandler.swift `willPresent`): a `silent`
    /// notification is not presented; else the config's options decide ("banner", "list";
    /// the handler knows no "alert"), and without them it is presented.
    private func localPresents(_ schema: JSONObject) -> Bool {
        if schema["silent"]?.boolValue == true { return false }
        if localPresentationOptions == nil { localPresentationOptions = .some(readPresentationOptions("LocalNotifications")) }
        guard let options = localPresentationOptions ?? nil else { return true }
        return ForegroundRule.presents(options, accepted: ["banner", "list"])
    }

    static func capacitorConfig(near script: String) -> String? {
        ProjectConfig.find(["capacitor.config.json", "capacitor.config.ts", "capacitor.config.js"], near: script)
    }

    /// What `presentationOptions` asks for when a push arrives in the foreground.
    private var presentationOptions: [String] = []

    // MARK: Dispatcher listeners

    private func installListeners() {
        guard !installedListeners else { return }
        installedListeners = true
        unowned let device = self.device
        // Android: an FCM notification shows no action buttons, whatever its category.
        device.dispatcher.addPushInterpreter { [unowned self] n in
            guard platform == .android, n.format != .local, n.attachedActions == nil, let id = n.category(on: .android),
                  device.dispatcher.category(id: id)?.source == .capacitor else { return }
            n.attachedActions = Category(id: id, actions: [], source: .capacitor)
        }
        // A push in the foreground: iOS presents it only as presentationOptions asks
        // (PushNotificationsHandler.swift willPresent: "banner" or "list"; "alert" in
        // Capacitor 2–4; nothing by default); on Android the FCM SDK does not display a
        // notification message then and the plugin only fires pushNotificationReceived
        // (PushNotificationsPlugin.java fireNotification).
        device.dispatcher.addPushInterpreter { [unowned self] n in
            guard pushLoaded, n.format != .local, !isLocal(n.id), !n.isDataOnly, device.dispatcher.appState == .foreground else { return }
            switch platform {
            case .ios: if !ForegroundRule.presents(presentationOptions) { ForegroundRule.capacitorPushIOS.withhold(&n) }
            case .android: ForegroundRule.capacitorPushAndroid.withhold(&n)
            }
        }
        device.dispatcher.addNotificationListener(surface: .capacitor, filter: { [unowned self] d in
            guard let event = receivedEvent(for: d) else { return false }
            if hasListeners(event.plugin, event.name) { return true }
            if event.retains { retain(event.plugin, event.name, event.data()) }
            return false
        }, device.jsHandler("Capacitor notification listener") { [unowned self] d throws(JSException) in
            guard let event = receivedEvent(for: d), let glueValue else { return .undefined(in: device.context) }
            return try emitNow(glueValue, event.plugin, event.name, event.data())
        })
        device.dispatcher.addResponseListener(surface: .capacitor, filter: { [unowned self] d in
            guard let event = actionEvent(for: d) else { return false }
            if isLocal(d.notification.id) || d.notification.format == .local { cleared.insert(d.notification.id) }
            if hasListeners(event.plugin, event.name) { return true }
            retain(event.plugin, event.name, event.data(), notification: d.notification.id)
            return false
        }, device.jsHandler("Capacitor action listener") { [unowned self] d throws(JSException) in
            guard let event = actionEvent(for: d), let glueValue else { return .undefined(in: device.context) }
            return try emitNow(glueValue, event.plugin, event.name, event.data())
        })
    }

    private func emitNow(_ glue: JSValue, _ plugin: String, _ event: String, _ data: JSONValue) throws(JSException) -> JSValue {
        let context = device.context
        return try glue.invoke("emit", [JSValue(string: plugin, in: context), JSValue(string: event, in: context), JSValue(json: data, in: context)])
    }

    private struct Event {
        var plugin: String
        var name: String
        var retains: Bool
        var data: () -> JSONValue
    }

    private func isLocal(_ id: String) -> Bool { schemas[id] != nil }

    /// The `…Received` event a push fires now, if any.
    private func receivedEvent(for d: HandlerDelivery) -> Event? {
        let n = d.notification
        if isLocal(n.id) {
            switch platform {
            case .ios:
                guard d.appState == .foreground else { return nil }
                return Event(plugin: "LocalNotifications", name: "localNotificationReceived", retains: false) { [unowned self] in iosLocalObject(n) }
            case .android:
                guard d.appState != .terminated else { return nil }
                return Event(plugin: "LocalNotifications", name: "localNotificationReceived", retains: true) { [unowned self] in .object(schemas[n.id] ?? JSONObject()) }
            }
        }
        guard pushLoaded, n.format != .local else { return nil }
        switch platform {
        case .ios:
            guard d.appState == .foreground else { return nil }
            return Event(plugin: "PushNotifications", name: "pushNotificationReceived", retains: false) { Self.iosPushObject(n) }
        case .android:
            guard d.appState == .foreground || (d.appState == .background && !Self.hasNotificationBlock(n)) else { return nil }
            return Event(plugin: "PushNotifications", name: "pushNotificationReceived", retains: true) { Self.androidPushReceived(n) }
        }
    }

    /// The `…ActionPerformed` event a response fires, if any.
    private func actionEvent(for d: HandlerDelivery) -> Event? {
        let n = d.notification
        let local = isLocal(n.id)
        guard local || (pushLoaded && n.format != .local) else { return nil }
        var actionId = d.actionIdentifier
        if actionId == "default" { actionId = "tap" }
        if actionId == "dismiss" {
            // Android's dismiss receivers notify nobody; iOS reports it for custom-dismiss categories.
            guard platform == .ios, let category = n.category(on: .ios), customDismiss.contains(category) else { return nil }
        }
        let text = d.userText
        let plugin = local ? "LocalNotifications" : "PushNotifications"
        let name = local ? "localNotificationActionPerformed" : "pushNotificationActionPerformed"
        let platform = self.platform
        return Event(plugin: plugin, name: name, retains: true) { [unowned self] in
            var o = JSONObject()
            o.append("actionId", .string(actionId))
            if let text { o.append("inputValue", .string(text)) }
            let notification: JSONValue
            switch (local, platform) {
            case (true, .ios): notification = iosLocalObject(n)
            case (true, .android): notification = .object(schemas[n.id] ?? JSONObject())
            case (false, .ios): notification = Self.iosPushObject(n)
            case (false, .android): notification = Self.androidPushTapped(n)
            }
            o.append("notification", notification)
            return .object(o)
        }
    }

    // MARK: The objects JavaScript receives

    /// LocalNotificationsHandler.swift `makeNotificationRequestJSObject`.
    private func iosLocalObject(_ n: PushNotification) -> JSONValue {
        .object(iosPending(schemas[n.id] ?? JSONObject(), id: n.id, delivered: true))
    }

    /// `makePendingNotificationRequestJSObject` (+ sound, actionTypeId, attachments when delivered).
    private func iosPending(_ schema: JSONObject, id: String, delivered: Bool) -> JSONObject {
        var o = JSONObject()
        o.append("id", .number(Double(Int(id) ?? -1)))
        o.append("title", schema["title"] ?? .string(""))
        o.append("body", schema["body"] ?? .string(""))
        o.append("extra", schema["extra"].flatMap { $0.isNull ? nil : $0 } ?? .object(JSONObject()))
        if let schedule = schema["schedule"], !schedule.isNull { o.append("schedule", schedule) }
        if delivered {
            o.append("sound", schema["sound"] ?? .string(""))
            o.append("actionTypeId", schema["actionTypeId"] ?? .string(""))
            o.append("attachments", schema["attachments"] ?? .array([]))
        }
        return o
    }

    /// PushNotificationsHandler.swift `makeNotificationRequestJSObject`: `data` is the whole userInfo.
    /// An FCM message's userInfo is the APNs payload FCM made of it (`FCMOnAPNs`).
    static func iosPushObject(_ n: PushNotification) -> JSONValue {
        var o = JSONObject()
        let fcm = FCMOnAPNs.userInfo(n)
        let aps = fcm?["aps"] ?? n.raw["aps"]
        o.append("id", .string(n.id))
        o.append("title", .string(n.title ?? ""))
        o.append("subtitle", .string(aps?["alert"]?["subtitle"]?.stringValue ?? ""))
        o.append("badge", aps?["badge"] ?? .number(1))
        o.append("body", .string(n.body ?? ""))
        if let fcm {
            o.append("data", .object(fcm))
        } else if n.format == .apns || n.format == .simctl, var top = n.raw.objectValue {
            top.members.removeAll { $0.key == "Simulator Target Bundle" }
            o.append("data", .object(top))
        } else {
            o.append("data", .object(n.data))
        }
        return .object(o)
    }

    /// PushNotificationsPlugin.java `fireNotification`.
    static func androidPushReceived(_ n: PushNotification) -> JSONValue {
        var o = JSONObject()
        o.append("id", .string(n.id))
        o.append("data", .object(n.data))
        if hasNotificationBlock(n) {
            if let title = n.title { o.append("title", .string(title)) }
            if let body = n.body { o.append("body", .string(body)) }
            if let click = n.androidCategory { o.append("click_action", .string(click)) }
        }
        return .object(o)
    }

    /// PushNotificationsPlugin.java `handleOnNewIntent`: the intent's extras (the data), `tap`.
    static func androidPushTapped(_ n: PushNotification) -> JSONValue {
        var o = JSONObject()
        o.append("id", .string(n.id))
        o.append("data", .object(n.data))
        return .object(o)
    }

    /// An FCM message with a `notification` block (the system shows it while the app is not
    /// in the foreground, without the app's code).
    static func hasNotificationBlock(_ n: PushNotification) -> Bool {
        let raw = n.raw
        if let message = raw["message"], case .some = message["notification"] { return true }
        if case .some = raw["notification"] { return true }
        return n.format == .apns || n.format == .simctl
    }

    // MARK: Native calls

    private func unimplemented() -> JSThrownError { JSThrownError("Error", "UNIMPLEMENTED: not implemented") }

    private func call(_ plugin: String, _ method: String, _ options: JSONValue, _ extra: JSONValue) throws -> JSONValue? {
        if plugin == "Badge" { return try badgeCall(method, options) }
        let local = plugin == "LocalNotifications"
        // Each Android plugin creates its own channel when it loads (LocalNotificationManager
        // `createNotificationChannel`: "default"; NotificationChannelManager:
        // "PushDefaultForeground"); every other one is the app's createChannel.
        if platform == .android { device.dispatcher.trackChannels(created: [local ? "default" : "PushDefaultForeground"]) }
        switch method {
        case "schedule": return try schedule(options, at: extra)
        case "getPending":
            let list = pending.map { entry -> JSONValue in
                platform == .ios ? .object(iosPending(entry.pending.schema, id: entry.id, delivered: false)) : androidPending(entry.pending.schema)
            }
            return ["notifications": .array(list)]
        case "registerActionTypes":
            guard let types = options["types"] else { throw JSThrownError("Error", "Must supply notification action types") }
            try registerActionTypes(types)
            return nil
        case "cancel":
            guard let list = options["notifications"]?.arrayValue else { throw JSThrownError("Error", "Must supply notifications to cancel") }
            for item in list {
                guard let id = Self.idString(item["id"]) else { continue }
                if let at = pending.firstIndex(where: { $0.id == id }) {
                    device.runtime.loop.cancel(pending[at].pending.timer)
                    pending.remove(at: at)
                }
                // Android's cancel also removes the notification from the tray.
                if platform == .android, device.dispatcher.forget(notification: id) { cleared.insert(id) }
            }
            return nil
        case "areEnabled": return ["value": .bool(true)]
        case "getDeliveredNotifications": return ["notifications": .array(delivered(local: local))]
        case "removeDeliveredNotifications":
            guard let list = options["notifications"]?.arrayValue else { throw JSThrownError("Error", "Must supply notifications to remove") }
            for item in list {
                guard let id = Self.idString(item["id"]) else { continue }
                cleared.insert(id)
                device.dispatcher.forget(notification: id)
            }
            return nil
        case "removeAllDeliveredNotifications":
            for n in device.dispatcher.rememberedNotifications where !cleared.contains(n.id) {
                cleared.insert(n.id)
                device.dispatcher.forget(notification: n.id)
            }
            return nil
        case "createChannel":
            guard platform == .android else { throw unimplemented() }
            guard case .object(let channel) = options, let id = channel["id"]?.stringValue else { throw JSThrownError("Error", "Channel missing identifier") }
            guard channel["name"]?.stringValue != nil else { throw JSThrownError("Error", "Channel missing name") }
            channels[plugin, default: []].removeAll { $0["id"]?.stringValue == id }
            channels[plugin, default: []].append(channel)
            device.dispatcher.registerChannel(id)
            return nil
        case "deleteChannel":
            guard platform == .android else { throw unimplemented() }
            let id = options["id"]?.stringValue
            channels[plugin, default: []].removeAll { $0["id"]?.stringValue == id }
            if let id { device.dispatcher.deleteChannel(id) }
            return nil
        case "listChannels":
            guard platform == .android else { throw unimplemented() }
            // The plugins' own default channel is listed too (LocalNotificationManager / MessagingService create it).
            var list = channels[plugin, default: []].map { JSONValue.object($0) }
            let defaultId = local ? "default" : "PushDefaultForeground"
            if !list.contains(where: { $0["id"]?.stringValue == defaultId }) {
                list.insert(["id": .string(defaultId), "name": .string(local ? "Default" : "Push Notifications Foreground"),
                             "description": .string(local ? "Default" : "Push Notifications Foreground"), "importance": 3, "visibility": 1], at: 0)
            }
            return ["channels": .array(list)]
        case "checkPermissions":
            return local ? ["display": .string(localPermission)] : ["receive": .string(pushPermission)]
        case "requestPermissions":
            if local { localPermission = "granted" } else { pushPermission = "granted" }
            return local ? ["display": "granted"] : ["receive": "granted"]
        case "changeExactNotificationSetting", "checkExactNotificationSetting":
            guard platform == .android else { throw unimplemented() }
            return ["exact_alarm": "granted"]
        case "register":
            register()
            return nil
        case "unregister":
            token = nil
            return nil
        default:
            throw unimplemented()
        }
    }

    // MARK: @capawesome/capacitor-badge

    /// The badge count the plugin keeps (its `capacitor.badge` preference / user default).
    private var badgeCount = 0
    private var badgePermission = "prompt"

    /// `Badge.*` as capawesome-team/capacitor-plugins packages/badge answers it
    /// (ios/Plugin/BadgePlugin.swift + Badge.swift, android/…/BadgePlugin.java + Badge.java):
    /// `set`/`increase`/`decrease`/`clear` store the count and apply it (a `badge` effect);
    /// on iOS each first requests the badge authorization; `decrease` below 1 does nothing;
    /// `set` without a count sets 0. On Android the plugin creates its `capacitor_badge`
    /// channel when it loads.
    private func badgeCall(_ method: String, _ options: JSONValue) throws -> JSONValue? {
        if platform == .android { device.dispatcher.trackChannels(created: ["capacitor_badge"]) }
        func apply(_ count: Int) {
            if platform == .ios { badgePermission = "granted" }
            badgeCount = count
            device.record(.badge(count: count))
        }
        switch method {
        case "get": return ["count": .number(Double(badgeCount))]
        case "set":
            // call.getInt("count") ?? 0 / call.getInt("count", 0): a non-integer count is no count.
            let count: Int
            if let n = options["count"]?.doubleValue, n == n.rounded(), abs(n) < 2_147_483_648 { count = Int(n) } else { count = 0 }
            apply(count)
            return nil
        case "increase": apply(badgeCount + 1); return nil
        case "decrease":
            if platform == .ios { badgePermission = "granted" }
            if badgeCount >= 1 { apply(badgeCount - 1) }
            return nil
        case "clear": apply(0); return nil
        // iOS: always true; Android: ShortcutBadger.isBadgeCounterSupported, true for the
        // launcher jshost simulates (docs/surfaces.md).
        case "isSupported": return ["isSupported": true]
        case "checkPermissions": return ["display": .string(badgePermission)]
        case "requestPermissions":
            badgePermission = "granted"
            return ["display": "granted"]
        default: throw unimplemented()
        }
    }

    private static func idString(_ value: JSONValue?) -> String? {
        switch value {
        case .number(let d)?: return d == d.rounded() && abs(d) < 9.223372036854775808e18 ? String(Int(d)) : nil
        case .string(let s)?: return s
        default: return nil
        }
    }

    private func registerActionTypes(_ types: JSONValue) throws {
        let made: [Category]
        do {
            made = try Capacitor.actionTypes(from: types, platform: platform)
        } catch {
            throw JSThrownError.typeError("\(error)")
        }
        actionTypes = types
        customDismiss = Capacitor.customDismissTypes(from: types)
        // iOS's setNotificationCategories replaces every category; Android's storage adds groups.
        if platform == .ios {
            device.dispatcher.setCategories(made, source: .capacitor)
        } else {
            device.dispatcher.register(made)
        }
    }

    /// LocalNotification.java's pending shape: the notification object as given.
    private func androidPending(_ schema: JSONObject) -> JSONValue {
        var o = JSONObject()
        for key in ["id", "title", "body", "schedule", "extra"] { if let v = schema[key] { o.append(key, v) } }
        return .object(o)
    }

    private func delivered(local: Bool) -> [JSONValue] {
        device.dispatcher.rememberedNotifications.filter { !cleared.contains($0.id) }.compactMap { n -> JSONValue? in
            if isLocal(n.id) {
                return platform == .ios ? iosLocalObject(n) : .object(androidDelivered(n))
            }
            guard n.format != .local else { return nil }
            if local && platform == .ios {
                // UNUserNotificationCenter lists pushes too; their identifiers are not numbers.
                var o = iosPending(JSONObject(), id: n.id, delivered: true)
                o = JSONObject(o.members.map { $0.key == "title" ? JSONMember("title", .string(n.title ?? "")) : $0.key == "body" ? JSONMember("body", .string(n.body ?? "")) : $0 })
                return .object(o)
            }
            return platform == .ios ? Self.iosPushObject(n) : .object(androidDelivered(n))
        }
    }

    /// The Android plugins' `getDeliveredNotifications`: `{id, tag, title, body, group, groupSummary, data}`.
    private func androidDelivered(_ n: PushNotification) -> JSONObject {
        var o = JSONObject()
        o.append("id", isLocal(n.id) ? .number(Double(Int(n.id) ?? -1)) : .string(n.id))
        o.append("tag", .string(""))
        o.append("title", .string(n.title ?? ""))
        o.append("body", .string(n.body ?? ""))
        o.append("groupSummary", .bool(false))
        o.append("data", .object(isLocal(n.id) ? (schemas[n.id]?["extra"]?.objectValue ?? JSONObject()) : n.data))
        return o
    }

    // MARK: Scheduling

    /// `schedule({notifications})` in each plugin's order. iOS (LocalNotificationsPlugin.swift
    /// `schedule`) adds each notification as it goes: a bad id or a missing title or body
    /// rejects and stops there (the earlier ones stay scheduled); an `at` in the past rejects
    /// but the loop goes on with no trigger, so that notification shows at once. Android
    /// (LocalNotification.java `buildNotificationList`) reads every id before scheduling any
    /// (JSONObject.getLong: a number is truncated, a numeric string parsed); an `at` in the
    /// past is only logged (LocalNotificationManager.java `triggerScheduledNotification`) and
    /// that notification never shows — jshost's `warning`.
    private func schedule(_ options: JSONValue, at: JSONValue) throws -> JSONValue {
        guard let list = options["notifications"]?.arrayValue else {
            throw JSThrownError("Error", "Must provide notifications array as notifications option")
        }
        if platform == .android {
            for item in list {
                guard case .object(let schema) = item, let number = Self.javaLong(schema["id"]) else {
                    throw JSThrownError("Error", "Invalid JSON object sent to NotificationPlugin")
                }
                guard abs(number) < 2_147_483_648 else { throw JSThrownError("Error", "The identifier should be a Java int") }
            }
        }
        var ids: [JSONValue] = []
        var made: [(id: String, schema: JSONObject, delay: Double, scheduled: Bool, next: Recurrence?)] = []
        var rejection: JSThrownError?
        for (index, item) in list.enumerated() {
            let number: Double
            if platform == .ios {
                // `notification["id"] as? Int`: a Swift Int, 64 bits (only Android's id is a Java int).
                guard case .object(let schema) = item, case .number(let n)? = schema["id"], n == n.rounded(), n >= -9.223372036854775808e18, n < 9.223372036854775808e18 else {
                    rejection = JSThrownError("Error", "Notification missing identifier")
                    break
                }
                guard schema["title"]?.stringValue != nil, schema["body"]?.stringValue != nil else {
                    rejection = JSThrownError("Error", "Unable to make notification")
                    break
                }
                number = n
            } else {
                number = Self.javaLong(item["id"]) ?? 0
            }
            guard case .object(let schema) = item else { continue }
            ids.append(.object(JSONObject([JSONMember("id", .number(number))])))
            var delay: Double = 0
            var scheduled = false
            var next: Recurrence?
            if let schedule = schema["schedule"]?.objectValue {
                do {
                    (delay, next) = try self.trigger(schedule, atMs: at[index]?.doubleValue)
                    scheduled = true
                } catch is ScheduledInThePast {
                    if platform == .ios {
                        rejection = rejection ?? JSThrownError("Error", "Scheduled time must be *after* current time")
                    } else {
                        device.record(.warning(message: "LocalNotifications.schedule(): notification \(Int(number)) is scheduled in the past — it never shows (the Android plugin only logs \"Scheduled time must be *after* current time\")"))
                        continue
                    }
                } catch let unknown as UnknownEvery {
                    device.record(.warning(message: "LocalNotifications.schedule(): notification \(Int(number)) has schedule.every \"\(unknown.unit)\", which the Android plugin does not know (LocalNotificationSchedule.getEveryInterval: year, month, two-weeks, week, day, hour, minute, second) — it never shows"))
                    continue
                }
            }
            made.append((String(Int(number)), schema, delay, scheduled, next))
        }
        for (id, schema, delay, scheduled, next) in made {
            // Scheduling an id again replaces the earlier notification.
            if let at = pending.firstIndex(where: { $0.id == id }) {
                device.runtime.loop.cancel(pending[at].pending.timer)
                pending.remove(at: at)
            }
            schemas[id] = schema
            cleared.remove(id)
            let timer = arm(id, after: delay, next: next)
            if scheduled { pending.append((id, Pending(timer: timer, schema: schema))) }
        }
        if let rejection { throw rejection }
        return ["notifications": .array(ids)]
    }

    /// An `at` before now (`trigger` throws it; each platform answers it its own way).
    private struct ScheduledInThePast: Error {}
    /// Android's `every` with a unit LocalNotificationSchedule.getEveryInterval does not know.
    private struct UnknownEvery: Error { var unit: String }

    /// What Android's `JSONObject.getLong("id")` reads: a number (truncated toward zero) or a
    /// string holding one; nil where it throws.
    private static func javaLong(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let n)?: return n.isFinite ? n.rounded(.towardZero) : nil
        case .string(let text)?: return Double(text.trimmingCharacters(in: .whitespaces)).map { $0.rounded(.towardZero) }
        default: return nil
        }
    }

    /// When a repeating schedule fires next, from the epoch milliseconds of the firing
    /// that just happened (nil: never again).
    typealias Recurrence = (Double) -> Double?

    /// Arms `id`'s next delivery in `delay` ms. A repeating schedule's timer is the OS's
    /// (`EventLoop.markSchedule`): it fires as the clock passes it, stays pending, and does
    /// not keep the run going; each firing arms the next one.
    private func arm(_ id: String, after delay: Double, next: Recurrence?) -> EventLoop.TimerID {
        let loop = device.runtime.loop
        let timer = loop.schedule(after: delay) { [unowned self] in
            let firedAt = loop.clock.epochNow.rounded(.down)
            if let next, let at = next(firedAt), let index = pending.firstIndex(where: { $0.id == id }) {
                pending[index].pending.timer = arm(id, after: at - firedAt, next: next)
            }
            fire(id, repeats: next != nil)
        }
        if next != nil { loop.markSchedule(timer) }
        return timer
    }

    /// Milliseconds until a schedule's first delivery on the loop's (virtual) clock, and how
    /// it repeats, as each platform's plugin computes it (docs/surfaces.md "The app's life"):
    /// - iOS (LocalNotificationsPlugin.swift `handleScheduledNotification`): `at` with
    ///   `repeats` is a `UNTimeIntervalNotificationTrigger` of (at − now), repeating; `on` a
    ///   `UNCalendarNotificationTrigger` matching its fields, always repeating (each firing
    ///   the next date matching them in the device's zone); `every` a repeating time
    ///   interval whose length `getRepeatDateInterval` reads once, now to now + count units
    ///   on the calendar.
    /// - Android (LocalNotificationManager.java `triggerScheduledNotification`): `at` with
    ///   `repeats` is `setRepeating(at, at − now)`; `every` is `setRepeating(now + interval,
    ///   interval)` with LocalNotificationSchedule.getEveryInterval's fixed lengths (a month
    ///   30 days, a year `DateUtils.YEAR_IN_MILLIS`, 52 weeks); `on` is DateMatch
    ///   `nextTrigger(now)`, armed again at each firing by TimedNotificationPublisher
    ///   `rescheduleNotificationIfNeeded`.
    private func trigger(_ schedule: JSONObject, atMs: Double?) throws -> (delay: Double, next: Recurrence?) {
        // Date.now() reads whole milliseconds (the runtime's Date).
        let now = device.runtime.loop.clock.epochNow.rounded(.down)
        if let atMs {
            guard atMs > now else { throw ScheduledInThePast() }
            guard schedule["repeats"]?.boolValue == true else { return (atMs - now, nil) }
            let interval = atMs - now
            return (interval, { $0 + interval })
        }
        if let on = schedule["on"]?.objectValue {
            let next: Recurrence = platform == .ios ? { Self.iosNextMatch(on, after: $0) } : { Self.androidNextTrigger(on, after: $0) }
            guard let first = next(now) else {
                throw JSThrownError("Error", "Unable to create notification, trigger failed: no date matches schedule.on")
            }
            return (max(0, first - now), next)
        }
        if let every = schedule["every"]?.stringValue {
            let count = schedule["count"]?.intValue ?? 1
            let interval: Double
            if platform == .ios {
                let units: [String: (Calendar.Component, Int)] = ["second": (.second, 1), "minute": (.minute, 1), "hour": (.hour, 1), "day": (.day, 1),
                                                                  "week": (.weekOfYear, 1), "two-weeks": (.weekOfYear, 2), "month": (.month, 1), "year": (.year, 1)]
                // An unknown unit: getRepeatDateInterval answers nil, the trigger is nil, and
                // iOS delivers the request at once.
                guard let (unit, factor) = units[every] else { return (0, nil) }
                let start = Date(timeIntervalSince1970: now / 1000)
                let end = DeviceClock.calendar.date(byAdding: unit, value: factor * count, to: start) ?? start
                interval = end.timeIntervalSince(start) * 1000
            } else {
                let day = 86_400_000.0
                let lengths: [String: Double] = ["second": 1000, "minute": 60_000, "hour": 3_600_000, "day": day,
                                                 "week": 7 * day, "two-weeks": 14 * day, "month": 30 * day, "year": 52 * 7 * day]
                // An unknown unit: getEveryInterval answers null and nothing is armed.
                guard let unit = lengths[every] else { throw UnknownEvery(unit: every) }
                interval = unit * Double(count)
            }
            guard interval > 0 else { return (0, nil) }
            return (interval, { $0 + interval })
        }
        return (0, nil)
    }

    /// The next date after `epochMs` matching `on`'s fields in the device's zone, as a
    /// repeating `UNCalendarNotificationTrigger` fires (months 1–12, weekday 1 = Sunday).
    private static func iosNextMatch(_ on: JSONObject, after epochMs: Double) -> Double? {
        var components = DateComponents()
        components.year = on["year"]?.intValue
        components.month = on["month"]?.intValue
        components.day = on["day"]?.intValue
        components.weekday = on["weekday"]?.intValue
        components.hour = on["hour"]?.intValue
        components.minute = on["minute"]?.intValue
        components.second = on["second"]?.intValue
        let start = Date(timeIntervalSince1970: epochMs / 1000)
        return DeviceClock.calendar.nextDate(after: start, matching: components, matchingPolicy: .nextTime).map { $0.timeIntervalSince1970 * 1000 }
    }

    /// DateMatch.java `nextTrigger`: the current local date and time (milliseconds zeroed)
    /// with each given field set — fields not given keep the current value, `month` is
    /// java.util.Calendar's (0 = January), `weekday` moves within the current Sunday-first
    /// week — and, when that is not after now, the field above the first one given goes up
    /// by one (year for year/month, month for day, a week for weekday, a day for hour, an
    /// hour for minute, a minute for second). Calendar is lenient: overflow carries.
    private static func androidNextTrigger(_ on: JSONObject, after epochMs: Double) -> Double? {
        let calendar = DeviceClock.calendar
        let current = Date(timeIntervalSince1970: (epochMs / 1000).rounded(.down))
        var c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: current)
        var unit: Calendar.Component?
        if let v = on["year"]?.intValue { c.year = v; unit = unit ?? .year }
        if let v = on["month"]?.intValue { c.month = v + 1; unit = unit ?? .month }
        if let v = on["day"]?.intValue { c.day = v; unit = unit ?? .day }
        if let v = on["weekday"]?.intValue { c.day = c.day! + v - c.weekday!; unit = unit ?? .weekday }
        if let v = on["hour"]?.intValue { c.hour = v; unit = unit ?? .hour }
        if let v = on["minute"]?.intValue { c.minute = v; unit = unit ?? .minute }
        if let v = on["second"]?.intValue { c.second = v; unit = unit ?? .second }
        c.weekday = nil
        guard var next = calendar.date(from: c) else { return nil }
        if next <= current, let unit {
            switch unit {
            case .year, .month: c.year = c.year! + 1
            case .day: c.month = c.month! + 1
            case .weekday: c.day = c.day! + 7
            case .hour: c.day = c.day! + 1
            case .minute: c.hour = c.hour! + 1
            default: c.minute = c.minute! + 1
            }
            guard let later = calendar.date(from: c) else { return nil }
            next = later
        }
        return next.timeIntervalSince1970 * 1000
    }

    private func fire(_ id: String, repeats: Bool) {
        guard let schema = schemas[id] else { return }
        // A repeating schedule stays pending (armed again by `arm`).
        if !repeats { pending.removeAll { $0.id == id } }
        var data = JSONObject()
        if case .object(let extra)? = schema["extra"] { data = extra }
        var n = PushNotification(id: id, title: schema["title"]?.stringValue, body: schema["body"]?.stringValue,
                                 category: schema["actionTypeId"]?.stringValue, androidChannel: schema["channelId"]?.stringValue ?? "default",
                                 data: data, format: .local, raw: .object(schema))
        if platform == .ios, device.dispatcher.appState == .foreground, !localPresents(schema) {
            ForegroundRule.capacitorLocalIOS.withhold(&n)
        }
        cleared.remove(id)
        let previous = device.currentNotification
        device.currentNotification = id
        defer { device.currentNotification = previous }
        device.dispatcher.push(n)
    }

    // MARK: Push registration

    private func register() {
        let value: String
        if let token { value = token } else {
            value = device.standInPushToken(platform: platform)
            token = value
        }
        device.runtime.loop.schedule(after: 0) { [unowned self] in
            let event = "registration"
            let data: JSONValue = ["value": .string(value)]
            if hasListeners("PushNotifications", event) { emit("PushNotifications", event, data) }
            else { retain("PushNotifications", event, data) }
        }
    }
}

