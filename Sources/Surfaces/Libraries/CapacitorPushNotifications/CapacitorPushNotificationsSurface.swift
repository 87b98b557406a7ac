import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// @capacitor/push-notifications (docs/surfaces.md), a plugin of Capacitor's core
/// (Platforms/Capacitor), following ionic-team/capacitor-plugins push-notifications' native
/// code for what reaches JavaScript and when:
///
/// - `pushNotificationReceived`: only in the foreground (Android: also a data-only message while
///   the app runs).
/// - `pushNotificationActionPerformed` (the core's `…ActionPerformed`): retained until a
///   listener takes it (cold start).
/// - On iOS a push whose `aps.category` names a type registered with `registerActionTypes`
///   shows its buttons; on Android an FCM notification never shows them.
final class CapacitorPushNotificationsSurface: SurfaceInstaller, CapacitorPlugin {
    unowned let device: Device
    let pluginName = "PushNotifications"
    let package = "@capacitor/push-notifications"
    var glueSource: String { EmbeddedJS.capacitorPushNotifications }
    let actionEventName = "pushNotificationActionPerformed"
    /// The plugin was imported (its handler is in Capacitor's notification router).
    private var loaded = false
    /// What `presentationOptions` asks for when a push arrives in the foreground.
    private var presentationOptions: [String] = []
    private var permission = "prompt"
    private var channels = CapacitorChannels(defaultID: "PushDefaultForeground", defaultName: "Push Notifications Foreground")
    private var token: String?

    init(device: Device) { self.device = device }

    private var core: CapacitorSurface { device.surface(CapacitorSurface.self) }
    private var platform: Platform { device.dispatcher.platform }

    func install() throws {
        core.register(self)
    }

    func reachedByGlobal() { load() }
    func moduleWillLoad() { load() }

    private func load() {
        guard !loaded else { return }
        loaded = true
        presentationOptions = core.readPresentationOptions(pluginName) ?? []
    }

    func addPushInterpreters() {
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
            guard loaded, n.format != .local, !core.isScheduled(n.id), !n.isDataOnly, device.dispatcher.appState == .foreground else { return }
            switch platform {
            case .ios: if !ForegroundRule.presents(presentationOptions) { ForegroundRule.capacitorPushIOS.withhold(&n) }
            case .android: ForegroundRule.capacitorPushAndroid.withhold(&n)
            }
        }
    }

    // MARK: Events

    func owns(_ n: PushNotification) -> Bool { loaded && n.format != .local }

    func receivedEvent(for d: HandlerDelivery) -> CapacitorEvent? {
        let n = d.notification
        switch platform {
        case .ios:
            guard d.appState == .foreground else { return nil }
            return CapacitorEvent(name: "pushNotificationReceived", retains: false) { Self.iosPushObject(n) }
        case .android:
            guard d.appState == .foreground || (d.appState == .background && !Self.hasNotificationBlock(n)) else { return nil }
            return CapacitorEvent(name: "pushNotificationReceived", retains: true) { Self.androidPushReceived(n) }
        }
    }

    func tappedObject(_ n: PushNotification) -> JSONValue {
        platform == .ios ? Self.iosPushObject(n) : Self.androidPushTapped(n)
    }

    func deliveredObject(_ n: PushNotification) -> JSONValue {
        platform == .ios ? Self.iosPushObject(n) : CapacitorSurface.androidDelivered(n, id: .string(n.id), data: n.data)
    }

    // MARK: The objects JavaScript receives

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

    func call(_ method: String, _ options: JSONValue, _ extra: JSONValue) throws -> JSONValue? {
        // The Android plugin creates its own channel when it loads (NotificationChannelManager:
        // "PushDefaultForeground"); every other one is the app's createChannel.
        if platform == .android { device.dispatcher.trackChannels(created: [channels.defaultID]) }
        if let answer = try core.answerTray(method, options, for: self) { return answer }
        switch method {
        case "register":
            register()
            return nil
        case "unregister":
            token = nil
            return nil
        case "createChannel", "deleteChannel", "listChannels": return try channels.answer(method, options, on: device)
        case "checkPermissions": return ["receive": .string(permission)]
        case "requestPermissions":
            permission = "granted"
            return ["receive": "granted"]
        default:
            throw CapacitorSurface.unimplemented()
        }
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
            if core.hasListeners(pluginName, event) { core.emit(pluginName, event, data) }
            else { core.retain(pluginName, event, data) }
        }
    }
}
