import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// cordova-plugin-push (docs/surfaces.md): the global `PushNotification` (the plugin's
/// `<clobbers target="PushNotification"/>`) and the module names
/// `@havesource/cordova-plugin-push` and `phonegap-plugin-push`, with the plugin's www/push.js
/// (JS/cordova-push.js) over this native side, which follows havesource/cordova-plugin-push's
/// src/ios/PushPlugin.m and src/android/…/FCMService.kt, PushHandlerActivity.kt,
/// BackgroundActionButtonHandler.kt and PushPlugin.kt for what reaches JavaScript and when.
final class CordovaPushSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?
    private var options: JSONValue = .null
    private var initialized = false
    private var listening = false
    private var badge = 0
    private var token: String?
    private var channels: [JSONObject] = []
    /// Android: a background button tapped while the app was not running; its event is sent
    /// the next time the app starts (PushPlugin's cached extras, havesource/cordova-plugin-push#222).
    private var cached: [JSONValue] = []

    init(device: Device) { self.device = device }

    static let moduleNames = ["@havesource/cordova-plugin-push", "phonegap-plugin-push"]

    func install() throws {
        let modules = device.runtime.modules!
        for name in Self.moduleNames {
            modules.registerBuiltin(name) { [unowned self] _ in try glue()["module"] }
        }
        device.defineLazyGlobals(["PushNotification"], entry: "PushNotification") { [unowned self] in
            device.context.globalObject.defineHidden("PushNotification", try glue()["module"])
        }
    }

    func platformChanged() {
        if initialized { registerCategories() }
    }

    func appStateChanged() {
        if device.dispatcher.appState == .foreground { flushCached() }
    }

    private var platform: Platform { device.dispatcher.platform }

    /// `options.ios` / `options.android`.
    private func platformOption(_ key: String) -> JSONValue? { options[platform.rawValue]?[key] }

    private func forceShow() -> Bool { CordovaPush.isTrueOption(platformOption("forceShow")) }

    // MARK: Glue

    @discardableResult
    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let context = device.context
        let natives = JSValue.object(in: context)
        natives["intrinsics"] = device.intrinsics
        natives.defineFunction("init") { [unowned self] arguments in
            JSValue(json: try initialize(arguments.first?.jsonValue ?? .null), in: context)
        }
        natives.defineFunction("exec") { [unowned self] arguments in
            let action = arguments.first?.stringValue ?? ""
            let args = arguments.count > 1 ? (arguments[1].jsonValue?.arrayValue ?? []) : []
            let answer = JSValue.object(in: context)
            do {
                answer["value"] = try exec(action, args).map { JSValue(json: $0, in: context) } ?? .undefined(in: context)
            } catch is SilentFailure {
                answer["silent"] = JSValue(bool: true, in: context)
            }
            return answer
        }
        device.registrations.define(on: natives, library: "@havesource/cordova-plugin-push")
        device.listenerLedger.define(on: natives, surface: .cordovaPush)
        let glue = try evaluateGlue(EmbeddedJS.cordovaPush, name: "cordova-push", natives: natives, in: device)
        glueValue = glue
        return glue
    }

    private func deliver(_ message: JSONValue) {
        guard let glueValue else { return }
        device.callBack(glueValue["deliver"], [JSValue(json: message, in: device.context)], entry: "PushNotification event handler")
    }

    // MARK: init

    /// Registers the options' categories and listeners; returns the `registration` result.
    private func initialize(_ options: JSONValue) throws -> JSONValue {
        guard case .object = options else { throw JSThrownError.typeError("PushNotification.init expects an options object") }
        self.options = options
        initialized = true
        // PushPlugin.java `createDefaultNotificationChannelIfNeeded`: init makes "PushPluginChannel".
        if device.dispatcher.platform == .android { device.dispatcher.trackChannels(created: ["PushPluginChannel"]) }
        registerCategories()
        listen()
        // The registration event, once the native side has a token.
        let value: String
        if let token { value = token } else {
            value = device.standInPushToken(platform: platform)
            token = value
        }
        let type = platform == .ios ? "APNS" : "FCM"
        device.runtime.loop.schedule(after: 0) { [unowned self] in
            if device.dispatcher.appState == .foreground { flushCached() }
        }
        return ["registrationId": .string(value), "registrationType": .string(type)]
    }

    private func registerCategories() {
        guard platform == .ios, let categories = options["ios"]?["categories"] else {
            device.dispatcher.setCategories([], source: .cordovaPush)
            return
        }
        do {
            device.dispatcher.setCategories(try CordovaPush.iosCategories(from: categories), source: .cordovaPush)
        } catch {
            device.record(.error(reason: .input, message: "\(error)", stack: nil, file: device.scriptPath, line: nil, surface: .cordovaPush, type: nil))
        }
    }

    private func flushCached() {
        let events = cached
        cached = []
        for message in events { deliver(message) }
    }

    // MARK: What reaches JavaScript, and when

    private func listen() {
        guard !listening else { return }
        listening = true
        unowned let device = self.device
        // Android builds a notification's buttons from its `actions` (and shows a data
        // message's `title` / `message`) — unless the system shows an FCM notification message
        // itself, which it does while the app is not in the foreground.
        device.dispatcher.addPushInterpreter { [unowned self] n in
            guard platform == .android, n.format != .local else { return }
            if CapacitorPushNotificationsSurface.hasNotificationBlock(n), device.dispatcher.appState != .foreground { return }
            let extras = Self.androidExtras(n)
            if n.title == nil, let title = extras["title"]?.stringValue { n.title = title }
            if n.body == nil, let message = extras["message"]?.stringValue { n.body = message }
            if let actions = CordovaPush.androidActions(n.data) { n.attachedActions = actions }
            // FCMService.kt: the payload's android_channel_id, else the plugin's default channel.
            if n.androidChannel == nil { n.androidChannel = extras["android_channel_id"]?.stringValue ?? "PushPluginChannel" }
            // The plugin builds this one itself, on the channel as named: none made, none shown.
            n.missingChannel = .dropped
            // The plugin builds the notification from a data message's title / message itself.
            if n.isDataOnly, n.title != nil || n.body != nil { n.showDataMessage(because: .cordovaPushShowsData) }
        }
        // In the foreground the plugin presents a push only with `forceShow`: iOS's
        // willPresentNotification answers UNNotificationPresentationOptionNone without it
        // (AppDelegate+notification.m), Android's FCMService only sends the data to JS
        // (after the interpreter above: a data message it would show is no longer data-only).
        device.dispatcher.addPushInterpreter { [unowned self] n in
            if n.format != .local, device.dispatcher.appState == .foreground, !forceShow(), !n.isDataOnly {
                ForegroundRule.cordovaPush.withhold(&n)
            }
        }
        device.dispatcher.addNotificationListener(surface: .cordovaPush, filter: { [unowned self] d in
            if case .some = arrivalMessage(d) { return true } else { return false }
        }, device.jsHandler("PushNotification 'notification' handler") { [unowned self] d throws(JSException) in
            guard let message = arrivalMessage(d), let glueValue else { return .undefined(in: device.context) }
            return try glueValue.invoke("deliver", [JSValue(json: message, in: device.context)])
        })
        device.dispatcher.addResponseListener(surface: .cordovaPush, filter: { [unowned self] d in
            guard let (message, held) = responseMessage(d) else { return false }
            if held {
                cached.append(message)
                return false
            }
            return true
        }, device.jsHandler("PushNotification action handler") { [unowned self] d throws(JSException) in
            guard let (message, _) = responseMessage(d), let glueValue else { return .undefined(in: device.context) }
            return try glueValue.invoke("deliver", [JSValue(json: message, in: device.context)])
        })
    }

    /// The event a push fires when it arrives, if any (PAYLOAD.md "Overview").
    /// (`JSONValue?.none`, never a bare `nil`, where the type is inferred: JSONValue is
    /// ExpressibleByNilLiteral, so `nil` there would be `.some(.null)`.)
    private func arrivalMessage(_ d: HandlerDelivery) -> JSONValue? {
        let n = d.notification
        guard n.format != .local else { return nil }
        let contentAvailable = Self.contentAvailable(n)
        switch platform {
        case .ios:
            // willPresentNotification: the event, unless forceShow presents it instead;
            // didReceiveRemoteNotification in the background: only a silent (content-available) push.
            switch d.appState {
            case .foreground: return forceShow() ? JSONValue?.none : iosMessage(n, foreground: true, coldstart: false, actionCallback: nil)
            case .background: return contentAvailable ? iosMessage(n, foreground: false, coldstart: false, actionCallback: nil) : JSONValue?.none
            case .terminated: return nil
            }
        case .android:
            // FCMService.onMessageReceived: foreground without forceShow sends the data; otherwise the
            // notification is shown and the data sent only with content-available "1" (coldstart is
            // the plugin's `isActive`, true while the app runs). A terminated app runs no JavaScript.
            switch d.appState {
            case .foreground:
                if !forceShow() || contentAvailable { return androidMessage(n, foreground: true, coldstart: false) }
                return nil
            case .background:
                if CapacitorPushNotificationsSurface.hasNotificationBlock(n) { return nil }
                return contentAvailable ? androidMessage(n, foreground: false, coldstart: true) : JSONValue?.none
            case .terminated: return nil
            }
        }
    }

    /// The event a response fires, and whether it waits for the app's next start.
    private func responseMessage(_ d: HandlerDelivery) -> (JSONValue, Bool)? {
        let n = d.notification
        guard n.format != .local, d.actionIdentifier != "dismiss" else { return nil }
        let before = device.appStateBeforeResponse
        let callback = d.actionIdentifier == "default" ? nil : d.actionIdentifier
        let opens = d.action.map { $0.foreground } ?? true
        switch platform {
        case .ios:
            // didReceiveNotificationResponse: Active → foreground; a tap that opens the app finds it
            // Inactive (coldstart, delivered once it is active); a background action finds it in
            // the Background state.
            if before == .foreground { return (iosMessage(n, foreground: true, coldstart: false, actionCallback: callback), false) }
            if opens { return (iosMessage(n, foreground: false, coldstart: true, actionCallback: callback), false) }
            return (iosMessage(n, foreground: false, coldstart: false, actionCallback: callback), false)
        case .android:
            let inline = d.action?.textInput != nil
            if opens && !inline {
                // PushHandlerActivity.processPushBundle.
                var message = androidMessage(n, foreground: false, coldstart: before == .terminated, dismissed: false)
                if let callback { message = Self.adding(message, "actionCallback", .string(callback)) }
                return (message, false)
            }
            // BackgroundActionButtonHandler: the app stays where it is.
            var message = androidMessage(n, foreground: false, coldstart: false)
            if let callback { message = Self.adding(message, "actionCallback", .string(callback)) }
            if let text = d.userText { message = Self.adding(message, "inlineReply", .string(text)) }
            return (message, before == .terminated)
        }
    }

    private static func adding(_ message: JSONValue, _ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var o) = message, case .object(var extra)? = o["additionalData"] else { return message }
        extra.members.removeAll { $0.key == key }
        extra.append(key, value)
        o.members = o.members.map { $0.key == "additionalData" ? JSONMember("additionalData", .object(extra)) : $0 }
        return .object(o)
    }

    private static func contentAvailable(_ n: PushNotification) -> Bool {
        if let v = n.raw["aps"]?["content-available"] { return CordovaPush.isTrueOption(v) }
        if let v = n.data["content-available"] ?? n.data["content_available"] { return CordovaPush.isTrueOption(v) }
        return false
    }

    // MARK: Messages

    /// PushPlugin.m `notificationReceived`: `aps.alert` (string, or its body/title), `aps.title`,
    /// `aps.badge` → count, `aps.sound`, `aps.image`; every other key of `aps` and of the payload
    /// in `additionalData`, then `foreground` and `coldstart`.
    private func iosMessage(_ n: PushNotification, foreground: Bool, coldstart: Bool, actionCallback: String?) -> JSONValue {
        var message = JSONObject(), extra = JSONObject()
        let top: JSONObject
        if n.format == .apns || n.format == .simctl, let raw = n.raw.objectValue {
            top = JSONObject(raw.members.filter { $0.key != "Simulator Target Bundle" })
        } else {
            var made = n.data
            var aps = JSONObject()
            if let title = n.title { aps.append("title", .string(title)) }
            if let body = n.body { aps.append("alert", .string(body)) }
            if let category = n.category { aps.append("category", .string(category)) }
            made.members.insert(JSONMember("aps", .object(aps)), at: 0)
            top = made
        }
        for member in top.members {
            guard member.key == "aps", case .object(let aps) = member.value else {
                extra.append(member.key, member.value)
                continue
            }
            for item in aps.members {
                switch item.key {
                case "alert":
                    if case .object(let alert) = item.value {
                        for part in alert.members {
                            if part.key == "body" { message.append("message", part.value) }
                            else if part.key == "title" { message.append("title", part.value) }
                            else { extra.append(part.key, part.value) }
                        }
                    } else {
                        message.append("message", item.value)
                    }
                case "title": message.append("title", item.value)
                case "badge": message.append("count", item.value)
                case "sound": message.append("sound", item.value)
                case "image": message.append("image", item.value)
                default: extra.append(item.key, item.value)
                }
            }
        }
        if let actionCallback { extra.append("actionCallback", .string(actionCallback)) }
        extra.append("foreground", .bool(foreground))
        extra.append("coldstart", .bool(coldstart))
        message.append("additionalData", .object(extra))
        return .object(message)
    }

    /// FCMService.kt `onMessageReceived` + `normalizeExtras`: the notification block's title,
    /// body (as `message`), sound, icon, color, then the data's keys (strings), normalised.
    static func androidExtras(_ n: PushNotification) -> JSONObject {
        var extras = JSONObject()
        func put(_ key: String, _ value: JSONValue) {
            extras.members.removeAll { $0.key == key }
            extras.append(key, value)
        }
        let raw = n.raw
        let block = raw["message"]?["notification"] ?? raw["notification"]
        if let block {
            if let t = block["title"] { put("title", t) }
            if let b = block["body"] { put("message", b) }
            for key in ["sound", "icon", "color"] { if let v = block[key] { put(key, v) } }
        }
        for member in n.data.members {
            let key = normalizedKey(member.key)
            // FCM data values are strings; a payload file may hold other JSON, which FCM would carry as its text.
            let value: JSONValue = member.value.stringValue.map { .string($0) } ?? .string(member.value.jsonString)
            // `data` / `message` holding a JSON object with message keys are promoted (parse.com style).
            if member.key == "data" || member.key == "message", let text = value.stringValue, text.hasPrefix("{"),
               let parsed = try? JSONParser.parse(Array(text.utf8)), case .object(let inner) = parsed,
               ["alert", "message", "body", "title"].contains(where: { inner.keys.contains($0) }) {
                for part in inner.members {
                    put(normalizedKey(part.key), part.value.stringValue.map { .string($0) } ?? .string(part.value.jsonString))
                }
                continue
            }
            put(key, value)
        }
        return extras
    }

    static func normalizedKey(_ key: String) -> String {
        switch key {
        case "body", "alert", "mp_message", "gcm.notification.body", "twi_body", "pinpoint.notification.body": return "message"
        case "twi_title", "subject": return "title"
        case "msgcnt", "badge": return "count"
        case "soundname", "twi_sound": return "sound"
        default:
            for prefix in ["gcm.notification.", "gcm.n.", "pinpoint.notification."] where key.hasPrefix(prefix) {
                return String(key.dropFirst(prefix.count))
            }
            if key.hasPrefix("com.urbanairship.push.") { return String(key.dropFirst("com.urbanairship.push.".count)).lowercased() }
            return key
        }
    }

    /// PushPlugin.kt `convertBundleToJson`: title, message, count, sound, image at the top; the
    /// booleans; other strings in `additionalData`, parsed when they look like JSON.
    private func androidMessage(_ n: PushNotification, foreground: Bool, coldstart: Bool, dismissed: Bool? = nil) -> JSONValue {
        var message = JSONObject(), extra = JSONObject()
        for member in Self.androidExtras(n).members {
            switch member.key {
            case "title", "message", "count", "sound", "image": message.append(member.key, member.value)
            default:
                guard let text = member.value.stringValue else { continue }
                if text.hasPrefix("{") || text.hasPrefix("["), let parsed = try? JSONParser.parse(Array(text.utf8)) {
                    extra.append(member.key, parsed)
                } else {
                    extra.append(member.key, .string(text))
                }
            }
        }
        if let dismissed { extra.append("dismissed", .bool(dismissed)) }
        extra.append("coldstart", .bool(coldstart))
        extra.append("foreground", .bool(foreground))
        message.append("additionalData", .object(extra))
        return .object(message)
    }

    // MARK: The other calls of push.js

    private func exec(_ action: String, _ args: [JSONValue]) throws -> JSONValue? {
        let ios = platform == .ios
        switch action {
        case "unregister":
            return ios ? .string("unregistered") : JSONValue?.none
        case "subscribe", "unsubscribe":
            let topic = args.first?.stringValue ?? ""
            if ios {
                // PushPlugin.m without FCM configured.
                return .string("The '\(action)' API not allowed. FCM is not enabled.")
            }
            guard !topic.isEmpty else { throw JSThrownError("Error", "Invalid topic") }
            return nil
        case "hasPermission":
            return ["isEnabled": .bool(true)]
        case "setApplicationIconBadgeNumber":
            badge = args.first?["badge"]?.intValue ?? 0
            device.record(.badge(count: max(0, badge)))
            return ios ? .string("app badge count set to \(badge)") : JSONValue?.none
        case "getApplicationIconBadgeNumber":
            return .number(Double(badge))
        case "clearAllNotifications":
            for n in device.dispatcher.rememberedNotifications where n.format != .local { device.dispatcher.forget(notification: n.id) }
            if ios { badge = 0 }
            return ios ? .string("cleared all notifications") : JSONValue?.none
        case "clearNotification":
            let id = args.first.map { $0.stringValue ?? $0.jsonString } ?? ""
            for n in device.dispatcher.rememberedNotifications where n.format != .local {
                let notId = n.data["notId"].map { $0.stringValue ?? $0.jsonString }
                if notId == id { device.dispatcher.forget(notification: n.id) }
            }
            return ios ? .string("Cleared notification with ID: \(id)") : JSONValue?.none
        case "finish":
            return nil
        case "createChannel", "deleteChannel", "listChannels":
            guard !ios else {
                // cordova-ios logs a missing method and calls neither callback.
                device.record(.warning(message: "ERROR: Method '\(action):' not defined in Plugin 'PushNotification'"))
                throw SilentFailure()
            }
            switch action {
            case "createChannel":
                guard case .object(let channel)? = args.first, let id = channel["id"]?.stringValue else {
                    throw JSThrownError("Error", "Channel must have an id")
                }
                channels.removeAll { $0["id"]?.stringValue == id }
                channels.append(channel)
                device.dispatcher.registerChannel(id)
                return nil
            case "deleteChannel":
                let id = args.first?.stringValue
                channels.removeAll { $0["id"]?.stringValue == id }
                if let id { device.dispatcher.deleteChannel(id) }
                return nil
            default:
                // PushPlugin.kt listChannels: id, description, importance, visibility (the default channel included).
                var list: [JSONValue] = [["id": "PushPluginChannel", "description": "PhoneGap PushPlugin", "importance": 3, "visibility": 1]]
                list.removeAll { item in channels.contains { $0["id"]?.stringValue == item["id"]?.stringValue } }
                for c in channels {
                    list.append(["id": c["id"] ?? .null, "description": c["description"] ?? .string(""),
                                 "importance": c["importance"] ?? .number(3), "visibility": c["visibility"] ?? .number(1)])
                }
                return .array(list)
            }
        default:
            throw JSThrownError("Error", "Invalid action : \(action)")
        }
    }
}

/// A call the native side never answers (neither callback runs).
struct SilentFailure: Error {}

/// cordova-plugin-push's rules (docs/notifications.md's rule table is made from these).
extension Rule {
    static let cordovaPushShowsData = Rule(
        id: "cordova-push.showsData", library: "cordova-plugin-push",
        text: "Android: the plugin builds a notification from a data message's title and message itself",
        source: "havesource/cordova-plugin-push src/android/…/FCMService.kt")

    static let cordovaPushRules: [Rule] = [cordovaPushShowsData]
}
