import JSONSyntax

import Foundation

/// OneSignal's push payloads, as its native SDKs read them (docs/surfaces.md):
///
/// - iOS (OneSignal/OneSignal-iOS-SDK OneSignalCore/Source/OSNotification.m): an APNs
///   payload with `custom: {i, a, u}` (notification id, additional data, launch URL) and
///   the buttons in the top-level `buttons: [{i, n}]`, or the newer `os_data: {i, u,
///   buttons}` whose additional data is the top level without `aps` and `os_data`. A
///   payload with buttons and no `aps.category` gets a category of its own, registered by
///   the SDK as `__onesignal__dynamic__<notification id>`
///   (OneSignalNotificationCategoryController.m); an `aps.category` overrides the buttons.
/// - Android (OneSignal/OneSignal-Android-SDK NotificationBundleProcessor.kt,
///   Notification.kt): an FCM data message whose `custom` is JSON text `{i, a, u}`, with
///   `title`, `alert` (the body) and the buttons as JSON text in `o: [{i, n, p}]`
///   (id, text, icon) or as `a.actionButtons: [{id, text, icon}]`. The SDK displays it
///   itself.
///
/// A button without an id takes its text as id (both SDKs). Buttons open the app.
public struct OneSignalPayload: Sendable, Equatable {
    public struct Button: Sendable, Equatable {
        public var id: String
        public var text: String
        public var icon: String?
    }

    public var notificationId: String
    public var launchURL: String?
    public var additionalData: JSONObject?
    public var buttons: [Button]
    /// Android: `title` and `alert` of the data message.
    public var title: String?
    public var body: String?
    /// True for the FCM (Android) form, false for APNs.
    public var isFCM: Bool
}

public enum OneSignal {
    public static let dynamicCategoryPrefix = "__onesignal__dynamic__"

    /// The OneSignal parts of a push, or nil when it is not a OneSignal push (no `i` in
    /// `custom` or `os_data`: the SDKs ignore such pushes).
    public static func payload(of n: PushNotification) -> OneSignalPayload? {
        let data = n.data
        if let osData = data["os_data"]?.objectValue, let id = osData["i"]?.stringValue {
            var additional = data
            additional.members.removeAll { $0.key == "os_data" }
            var buttons: [OneSignalPayload.Button] = []
            if let list = osData["buttons"]?.arrayValue { buttons = minified(list) }
            else if let list = osData["buttons"]?.objectValue?["o"]?.arrayValue { buttons = minified(list) }
            else if let list = data["actionbuttons"]?.arrayValue { buttons = minified(list) }
            return OneSignalPayload(notificationId: id, launchURL: osData["u"]?.stringValue, additionalData: additional,
                                    buttons: buttons, title: nil, body: nil, isFCM: false)
        }
        guard let custom = object(data["custom"]), let id = custom["i"]?.stringValue else { return nil }
        let isFCM = n.format != .apns && n.format != .simctl
        var additional = custom["a"]?.objectValue
        var buttons: [OneSignalPayload.Button] = []
        if isFCM {
            if let list = array(data["o"]) { buttons = minified(list) }
            else if let list = additional?["actionButtons"]?.arrayValue {
                buttons = list.compactMap { b in
                    guard let o = b.objectValue, let text = o["text"]?.stringValue else { return nil }
                    return .init(id: o["id"]?.stringValue ?? text, text: text, icon: o["icon"]?.stringValue)
                }
            }
            additional?.members.removeAll { $0.key == "actionButtons" || $0.key == "actionId" }
        } else if let list = data["buttons"]?.arrayValue {
            buttons = minified(list)
        }
        return OneSignalPayload(notificationId: id, launchURL: custom["u"]?.stringValue, additionalData: additional,
                                buttons: buttons, title: isFCM ? data["title"]?.stringValue : nil,
                                body: isFCM ? data["alert"]?.stringValue : nil, isFCM: isFCM)
    }

    /// What the OneSignal SDK makes of a push before it is shown: its id, the Android
    /// title and body, and its buttons (on iOS as the dynamic category, unless the
    /// payload names a category of its own).
    public static func interpret(_ n: inout PushNotification, platform: Platform) {
        guard let p = payload(of: n) else { return }
        // OneSignal sends Android pushes as data messages and its SDK shows them itself.
        if n.isDataOnly { n.showDataMessage(because: .oneSignalShowsData) }
        if n.id.isEmpty { n.id = p.notificationId }
        if n.title == nil, let t = p.title { n.title = t }
        if n.body == nil, let b = p.body { n.body = b }
        guard !p.buttons.isEmpty else { return }
        let actions = p.buttons.map { b in
            Action(id: b.id, title: b.text, options: [.foreground], kind: .callback,
                   definition: .object(JSONObject([JSONMember("id", .string(b.id)), JSONMember("text", .string(b.text))])))
        }
        if platform == .ios {
            guard n.category == nil else { return }
            let id = dynamicCategoryPrefix + p.notificationId
            n.category = id
            n.attachedActions = Category(id: id, actions: actions, source: .onesignal)
        } else {
            n.attachedActions = Category(id: n.category(on: .android) ?? "", actions: actions, source: .onesignal)
        }
    }

    /// The notification as the React Native bridge hands it to JavaScript (the fields of
    /// react-native-onesignal src/OSNotification.ts): iOS `OSNotification
    /// jsonRepresentation` (rawPayload an object), Android `Notification.toJSONObject`
    /// (rawPayload JSON text).
    public static func notificationJSON(_ n: PushNotification, _ p: OneSignalPayload, platform: Platform) -> JSONValue {
        var o = JSONObject()
        o.append("notificationId", .string(p.notificationId))
        if let t = n.title { o.append("title", .string(t)) }
        o.append("body", .string(n.body ?? ""))
        if let a = p.additionalData, !a.members.isEmpty { o.append("additionalData", .object(a)) }
        if !p.buttons.isEmpty {
            o.append("actionButtons", .array(p.buttons.map { b in
                var bo = JSONObject([JSONMember("id", .string(b.id)), JSONMember("text", .string(b.text))])
                if let icon = b.icon { bo.append("icon", .string(icon)) }
                return .object(bo)
            }))
        }
        if let u = p.launchURL { o.append("launchURL", .string(u)) }
        let raw = n.raw == .null ? JSONValue.object(n.data) : n.raw
        if platform == .android {
            o.append("rawPayload", .string(raw.jsonString))
            if let sound = n.data["sound"]?.stringValue { o.append("sound", .string(sound)) }
        } else {
            o.append("rawPayload", raw)
            if let cat = n.category { o.append("category", .string(cat)) }
            if let aps = raw.objectValue?["aps"]?.objectValue {
                if let sound = aps["sound"]?.stringValue { o.append("sound", .string(sound)) }
                if let badge = aps["badge"] { o.append("badge", badge) }
                if let sub = aps["alert"]?.objectValue?["subtitle"]?.stringValue { o.append("subtitle", .string(sub)) }
                if let thread = aps["thread-id"]?.stringValue { o.append("threadId", .string(thread)) }
            }
        }
        return .object(o)
    }

    /// Decodes OneSignal's Android data bundle given on its own (the `data` of its FCM
    /// message as the device receives it): `{custom, title, alert, o, …}`.
    static func decodeDataBundle(_ f: JSONFields) throws -> PushNotification {
        var n = PushNotification(format: .oneSignal)
        n.title = try f.string("title")
        n.body = try f.string("alert")
        n.data = f.object
        return n
    }

    private static func minified(_ list: [JSONValue]) -> [OneSignalPayload.Button] {
        list.compactMap { b in
            guard let o = b.objectValue, let text = o["n"]?.stringValue else { return nil }
            return .init(id: o["i"]?.stringValue ?? text, text: text, icon: o["p"]?.stringValue)
        }
    }

    /// An object given as itself or as JSON text (FCM data values are strings).
    private static func object(_ v: JSONValue?) -> JSONObject? {
        switch v {
        case .object(let o)?: return o
        case .string(let s)?: return (try? JSONParser.parse(s))?.objectValue
        default: return nil
        }
    }

    private static func array(_ v: JSONValue?) -> [JSONValue]? {
        switch v {
        case .array(let a)?: return a
        case .string(let s)?: return (try? JSONParser.parse(s))?.arrayValue
        default: return nil
        }
    }
}

extension Rule {
    public static let oneSignalShowsData = Rule(
        id: "onesignal.showsData", library: "OneSignal",
        text: "OneSignal sends Android pushes as data messages and its SDK builds the notification from them",
        source: "OneSignal-Android-SDK NotificationBundleProcessor (custom key \"a\", title, alert)")
}
