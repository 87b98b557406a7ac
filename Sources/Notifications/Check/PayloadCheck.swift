import JSONSyntax

/// One thing `jshost check` found in a payload (also a `warning` effect in `jshost run`).
public struct PayloadFinding: Sendable, Equatable {
    public enum Severity: String, Sendable, Equatable {
        /// The push is rejected, or the OS ignores part of it: `jshost check` exits 1.
        case error
        /// It is delivered, but not as the sender may expect.
        case warning
    }

    /// What was checked: one of `PayloadCheck.Kind`'s raw values.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case invalid, size, type, category, channel, image, dataOnly, buttons, truncated
        /// What running the entry revealed (`--entry`): shown twice, a late listener, a
        /// channel's importance, a library with no listener.
        case app
    }

    public var severity: Severity
    public var kind: Kind
    /// The JSON path of the key at fault (`$.aps.badge`), when there is one.
    public var path: String?
    /// The platform the finding is about; nil for both.
    public var platform: Platform?
    public var message: String

    public init(_ severity: Severity, _ kind: Kind, path: String? = nil, platform: Platform? = nil, _ message: String) {
        self.severity = severity
        self.kind = kind
        self.path = path
        self.platform = platform
        self.message = message
    }

    /// `$.aps.badge: expected a number, found a string` (prefixed by the platform when it has one).
    public var description: String {
        (platform.map { "\($0.rawValue): " } ?? "") + (path.map { "\($0): " } ?? "") + message
    }
}

/// What the app registered, for the checks that need it (`jshost check --entry`).
public struct RegisteredNames: Sendable {
    /// The categories registered on each platform.
    public var categories: [Platform: [Category]]
    /// The Android channels the app created (nil: the app's libraries do not say).
    public var channels: Set<String>?
    /// Platforms on which the app displays a notification itself for this (data) message.
    public var displaysDataMessage: Set<Platform>
    /// The buttons the notification had when the entry's libraries showed it, per platform,
    /// with what to call them: cordova-plugin-push's `data.actions`, Notifee's
    /// `android.actions` of the notification a handler displayed, a registered category.
    public var shownButtons: [Platform: (category: Category, name: String)] = [:]

    public init(categories: [Platform: [Category]] = [:], channels: Set<String>? = nil, displaysDataMessage: Set<Platform> = []) {
        self.categories = categories
        self.channels = channels
        self.displaysDataMessage = displaysDataMessage
    }
}

/// Lints a payload for what users will see (docs/notifications.md "Payload checks").
public enum PayloadCheck {
    /// Every finding for `bytes` (a payload file) on `platforms`. `voip`: an APNs VoIP push
    /// (5 KB). `registered`: what the entry registers (the category, channel, data-message
    /// and button checks use it; without it those checks look at the payload only).
    public static func check(_ bytes: [UInt8], file: String? = nil, format: PayloadFormat? = nil,
                             platforms: [Platform] = Platform.allCases, voip: Bool = false,
                             registered: RegisteredNames? = nil) -> [PayloadFinding] {
        let n: PushNotification
        do {
            n = try PayloadDecoder.decode(bytes, file: file, format: format)
        } catch {
            // A key of the wrong type stops the decoder at the first; the type check lists them all.
            if let value = try? JSONParser.parse(bytes, file: file), case .object(let top) = value,
               let detected = format ?? PayloadDecoder.detect(top) {
                let types = typeFindings(PushNotification(format: detected, raw: value))
                if !types.isEmpty {
                    return findingsWithout(types, in: value, file: file, format: format ?? detected, platforms: platforms, voip: voip,
                                           registered: registered) ?? types
                }
            }
            return [PayloadFinding(.error, .invalid, "\(error)")]
        }
        return check(n, platforms: platforms, voip: voip, registered: registered)
    }

    /// The findings for a decoded notification (its `raw` is the payload).
    public static func check(_ n: PushNotification, platforms: [Platform] = Platform.allCases, voip: Bool = false,
                             registered: RegisteredNames? = nil) -> [PayloadFinding] {
        var findings = sizeFindings(n, platforms: platforms, voip: voip)
        findings += typeFindings(n)
        findings += imageFindings(n, platforms: platforms)
        findings += dataOnlyFindings(n, platforms: platforms, registered: registered)
        for platform in platforms where !n.isDataOnly || registered?.displaysDataMessage.contains(platform) == true {
            findings += registrationFindings(n, platform: platform, registered: registered)
            findings += truncationFindings(n, platform: platform)
        }
        return findings
    }

    // MARK: Size

    /// The payload's size as the push service measures it: the JSON it is sent as, in
    /// UTF-8 without the file's whitespace (a sender's library serializes it compactly).
    /// APNs: the whole payload (a simctl file without `Simulator Target Bundle`; an FCM
    /// v1 message's `apns.payload`, which FCM hands to APNs). FCM: the message's `data` and
    /// `notification` parts (v1 with `android.data` / `android.notification`), the keys
    /// and values the device receives. Expo: the whole request body.
    public static func sizeFindings(_ n: PushNotification, platforms: [Platform] = Platform.allCases, voip: Bool = false) -> [PayloadFinding] {
        let apnsLimit = voip ? TransportLimits.apnsVoIPBytes : TransportLimits.apnsBytes
        let apnsName = voip ? "APNs (VoIP)" : "APNs"
        var out: [PayloadFinding] = []
        func over(_ service: String, _ bytes: Int, _ limit: Int, path: String?, platform: Platform?) {
            guard bytes > limit else { return }
            out.append(PayloadFinding(.error, .size, path: path, platform: platform,
                                      "\(bytes) bytes; \(service) rejects payloads over \(limit) bytes"))
        }
        let raw = n.raw
        switch n.format {
        case .apns, .simctl:
            guard platforms.contains(.ios) else { break }
            var top = raw.objectValue ?? JSONObject()
            top.members.removeAll { $0.key == "Simulator Target Bundle" }
            over(apnsName, JSONValue.object(top).compactByteCount, apnsLimit, path: nil, platform: nil)
        case .fcmV1:
            let message = raw["message"]
            over("FCM", fcmBytes(data: [message?["data"], message?["android"]?["data"]],
                                 notification: [message?["notification"], message?["android"]?["notification"]]),
                 TransportLimits.fcmBytes, path: "$.message", platform: nil)
            if platforms.contains(.ios), let payload = message?["apns"]?["payload"] {
                over(apnsName, payload.compactByteCount, apnsLimit, path: "$.message.apns.payload", platform: .ios)
            }
        case .fcmLegacy:
            over("FCM", fcmBytes(data: [raw["data"]], notification: [raw["notification"]]), TransportLimits.fcmBytes, path: nil, platform: nil)
        case .expo:
            over("the Expo push service", raw.compactByteCount, TransportLimits.expoBytes, path: nil, platform: nil)
        default:
            break  // MobileFirst, Detox, OneSignal bundles: their server builds the APNs/FCM payload
        }
        return out
    }

    /// The compact UTF-8 size of the data and notification members FCM carries.
    static func fcmBytes(data: [JSONValue?], notification: [JSONValue?]) -> Int {
        var o = JSONObject()
        for (key, parts) in [("data", data), ("notification", notification)] {
            var merged = JSONObject()
            for case .object(let part)? in parts { merged.members += part.members }
            if !merged.isEmpty { o.append(key, .object(merged)) }
        }
        return JSONValue.object(o).compactByteCount
    }

    // MARK: Types

    /// Keys of the wrong type: ones the service rejects (FCM's non-string data values)
    /// and ones iOS or Android ignore (`aps.badge: "3"`, `content-available: true`).
    public static func typeFindings(_ n: PushNotification) -> [PayloadFinding] {
        var out: [PayloadFinding] = []
        let raw = n.raw
        switch n.format {
        case .apns, .simctl:
            if let aps = raw["aps"] { out += apsTypes(aps, path: "$.aps") }
        case .fcmV1:
            guard let message = raw["message"] else { break }
            out += stringValues(message["data"], path: "$.message.data", why: "FCM rejects the message (data values must be strings)")
            out += stringValues(message["android"]?["data"], path: "$.message.android.data", why: "FCM rejects the message (data values must be strings)")
            out += stringFields(message["notification"], ["title", "body", "image"], path: "$.message.notification")
            out += stringFields(message["android"]?["notification"],
                                ["title", "body", "icon", "color", "sound", "tag", "click_action", "channel_id", "image"],
                                path: "$.message.android.notification")
            if let p = message["android"]?["priority"], p.stringValue.map({ ["normal", "high", "NORMAL", "HIGH"].contains($0) }) != true {
                out.append(PayloadFinding(.error, .type, path: "$.message.android.priority", "expected \"normal\" or \"high\", found \(p.jsonString)"))
            }
            if let ttl = message["android"]?["ttl"], ttl.stringValue.map({ $0.hasSuffix("s") && Double($0.dropLast()) != nil }) != true {
                out.append(PayloadFinding(.error, .type, path: "$.message.android.ttl", "expected a duration string such as \"3600s\", found \(ttl.jsonString)"))
            }
            out += stringValues(message["apns"]?["headers"], path: "$.message.apns.headers", why: "FCM rejects the message (header values must be strings)")
            if let aps = message["apns"]?["payload"]?["aps"] { out += apsTypes(aps, path: "$.message.apns.payload.aps") }
        case .fcmLegacy:
            out += stringFields(raw["notification"], ["title", "body", "icon", "sound", "tag", "color", "click_action", "android_channel_id", "image"],
                                path: "$.notification")
        case .expo:
            // A key one slip away from a field of Expo's message (`categoryid`) is not that field:
            // the push service passes over it, and the buttons or channel it meant are not there.
            guard case .object(let top) = raw else { break }
            // `to` is the one field Expo's push API requires (expo/expo-server-sdk-node
            // src/ExpoClient.ts: `ExpoPushMessage = { to: ExpoPushToken | ExpoPushToken[]; … }`,
            // every other field optional; docs.expo.dev/push-notifications/sending-notifications/,
            // "Message request format": `to` — "Required").
            switch top["to"] {
            case nil:
                out.append(PayloadFinding(.error, .invalid, path: "$.to",
                                          "missing: Expo's push API requires \"to\", the device's Expo push token (\"ExponentPushToken[…]\", from getExpoPushTokenAsync) or an array of them, and rejects the message without it"))
            case .string?:
                break
            case .array(let tokens)? where tokens.allSatisfy({ $0.stringValue != nil }):
                break
            case let value?:
                out.append(PayloadFinding(.error, .type, path: "$.to",
                                          "expected an Expo push token (a string \"ExponentPushToken[…]\") or an array of them, found \(describe(value)); Expo's push API rejects the message"))
            }
            for key in top.members.map(\.key) where !expoMessageKeys.contains(key) {
                guard let meant = Suggestion.closest(to: key, among: expoMessageKeys, limit: 1).first else { continue }
                out.append(PayloadFinding(.warning, meant == "categoryId" ? .category : .type, path: "$.\(key)",
                                          "not a field of Expo's push message, so it is ignored (did you mean \"\(meant)\"?)"))
            }
        default:
            break
        }
        return out
    }

    /// The fields of an Expo push message (docs.expo.dev/push-notifications/sending-notifications/,
    /// "Message request format"; expo/expo-server-sdk-node src/ExpoClient.ts `ExpoPushMessage`).
    static let expoMessageKeys = ["to", "data", "title", "subtitle", "body", "sound", "ttl", "expiration", "priority", "badge",
                                  "interruptionLevel", "channelId", "icon", "richContent", "categoryId", "mutableContent",
                                  "_contentAvailable"]

    private static func apsTypes(_ aps: JSONValue, path: String) -> [PayloadFinding] {
        var out: [PayloadFinding] = []
        func wrong(_ key: String, _ expected: String, _ value: JSONValue) {
            out.append(PayloadFinding(.error, .type, path: "\(path).\(key)", "expected \(expected), found \(describe(value)); iOS ignores it"))
        }
        if case .object(let alert)? = aps["alert"] {
            for key in ["title", "subtitle", "body", "launch-image", "title-loc-key", "subtitle-loc-key", "loc-key"] {
                if let v = alert[key], v.stringValue == nil, !v.isNull { wrong("alert.\(key)", "a string", v) }
            }
            for key in ["title-loc-args", "subtitle-loc-args", "loc-args"] {
                if let v = alert[key], v.arrayValue?.allSatisfy({ $0.stringValue != nil }) != true { wrong("alert.\(key)", "an array of strings", v) }
            }
        }
        if let v = aps["badge"], !(isNumber(v) && (v.doubleValue ?? -1) >= 0) { wrong("badge", "a number ≥ 0", v) }
        if let v = aps["sound"] {
            switch v {
            case .string: break
            case .object(let o):
                if let name = o["name"], name.stringValue == nil { wrong("sound.name", "a string", name) }
                if let c = o["critical"], !isNumber(c) { wrong("sound.critical", "the number 1 or 0", c) }
                if let vol = o["volume"], !isNumber(vol) { wrong("sound.volume", "a number from 0 to 1", vol) }
            default: wrong("sound", "a string or an object {critical, name, volume}", v)
            }
        }
        for key in ["content-available", "mutable-content"] {
            if let v = aps[key], v.intValue != 1 || !isNumber(v) { wrong(key, "the number 1", v) }
        }
        for key in ["category", "thread-id", "target-content-id"] {
            if let v = aps[key], v.stringValue == nil { wrong(key, "a string", v) }
        }
        if let v = aps["interruption-level"], v.stringValue.map({ ["passive", "active", "time-sensitive", "critical"].contains($0) }) != true {
            wrong("interruption-level", "\"passive\", \"active\", \"time-sensitive\" or \"critical\"", v)
        }
        if let v = aps["relevance-score"], !isNumber(v) { wrong("relevance-score", "a number from 0 to 1", v) }
        return out
    }

    private static func stringValues(_ object: JSONValue?, path: String, why: String) -> [PayloadFinding] {
        guard case .object(let o)? = object else { return [] }
        return o.members.compactMap { m in
            m.value.stringValue != nil ? nil
                : PayloadFinding(.error, .type, path: "\(path).\(m.key)", "expected a string, found \(describe(m.value)); \(why)")
        }
    }

    private static func stringFields(_ object: JSONValue?, _ keys: [String], path: String) -> [PayloadFinding] {
        guard case .object(let o)? = object else { return [] }
        return keys.compactMap { key in
            guard let v = o[key], v.stringValue == nil else { return nil }
            return PayloadFinding(.error, .type, path: "\(path).\(key)", "expected a string, found \(describe(v)); FCM rejects the message")
        }
    }

    private static func isNumber(_ v: JSONValue) -> Bool { if case .number = v { return true } else { return false } }

    /// `a string ("3")`, `a boolean (true)`.
    private static func describe(_ v: JSONValue) -> String {
        let text = v.jsonString
        return "\(v.typeDescription) (\(text.count > 24 ? String(text.prefix(23)) + "…" : text))"
    }

    // MARK: Images

    /// An image iOS can only show through a Notification Service Extension, which runs
    /// only for a push with `mutable-content: 1` (UNNotificationServiceExtension).
    public static func imageFindings(_ n: PushNotification, platforms: [Platform]) -> [PayloadFinding] {
        guard platforms.contains(.ios) else { return [] }
        let raw = n.raw
        var image: String?
        var aps: JSONValue?
        switch n.format {
        case .apns, .simctl:
            aps = raw["aps"]
            let candidates: [(String, JSONValue?)] = [
                ("$.fcm_options.image", raw["fcm_options"]?["image"]), ("$.notifee_options.image", raw["notifee_options"]?["image"]),
                ("$.att", raw["att"]), ("$.image", raw["image"]), ("$.image-url", raw["image-url"]),
                ("$.attachment-url", raw["attachment-url"]), ("$.media-url", raw["media-url"]),
            ]
            image = candidates.first { $0.1 != nil && $0.1?.isNull == false }?.0
        case .fcmV1:
            let message = raw["message"]
            aps = message?["apns"]?["payload"]?["aps"]
            if message?["apns"]?["fcm_options"]?["image"] != nil { image = "$.message.apns.fcm_options.image" }
            else if message?["notification"]?["image"] != nil { image = "$.message.notification.image" }
        default:
            break
        }
        guard let image, aps?["mutable-content"]?.intValue != 1 else { return [] }
        return [PayloadFinding(.warning, .image, path: image, platform: .ios,
                               "an image without aps.mutable-content: 1; iOS runs no Notification Service Extension, so no image is shown")]
    }

    // MARK: Data-only

    public static func dataOnlyFindings(_ n: PushNotification, platforms: [Platform], registered: RegisteredNames?) -> [PayloadFinding] {
        guard n.isDataOnly else { return [] }
        var out: [PayloadFinding] = []
        let silent = platforms.filter { registered?.displaysDataMessage.contains($0) != true }
        if !silent.isEmpty {
            let how = registered == nil ? "unless the app displays one itself (check with --entry)" : "and the entry displays none for it"
            out.append(PayloadFinding(.warning, .dataOnly, platform: silent.count == 1 ? silent[0] : nil,
                                      "a data-only message: nothing is shown \(how)"))
        }
        if platforms.contains(.ios), n.format == .fcmV1 || n.format == .fcmLegacy, !contentAvailable(n) {
            out.append(PayloadFinding(.warning, .dataOnly, platform: .ios,
                                      "a data-only message without content-available: iOS treats it as low priority and does not wake the app in the background or when quit (rnfirebase.io/messaging/usage)"))
        }
        return out
    }

    static func contentAvailable(_ n: PushNotification) -> Bool {
        let raw = n.raw
        let aps = raw["aps"] ?? raw["message"]?["apns"]?["payload"]?["aps"]
        return aps?["content-available"]?.intValue == 1 || raw["content_available"]?.boolValue == true
    }

    // MARK: Categories, channels, buttons

    public static func registrationFindings(_ n: PushNotification, platform: Platform, registered: RegisteredNames?) -> [PayloadFinding] {
        var out: [PayloadFinding] = []
        var category: Category? = n.attachedActions ?? n.acousticCategory
        if category == nil, let id = n.category(on: platform), let registered {
            category = registered.categories[platform]?.first { $0.id == id }
            if category == nil {
                out.append(PayloadFinding(.warning, .category, platform: platform,
                                          "category \"\(id)\" is never registered by the entry: the notification shows no buttons"))
            }
        }
        if platform == .android, let channel = n.androidChannel, let channels = registered?.channels, !channels.contains(channel) {
            out.append(PayloadFinding(.warning, .channel, platform: .android,
                                      "channel \"\(channel)\" is never created by the entry: Android posts it to FCM's default channel (\(PlatformRules.androidFallbackChannel))"))
        }
        var name = category.map { "category \"\($0.id)\"" }
        if let shown = registered?.shownButtons[platform], category == nil || shown.category.actions.count > category!.actions.count {
            category = shown.category
            name = shown.name
        }
        if let category, let name {
            let limit = PlatformRules.limit(for: category, platform: platform)
            if category.actions.count > limit {
                let hidden = category.actions.dropFirst(limit).map { "\"\($0.title.isEmpty ? $0.id : $0.title)\"" }.joined(separator: ", ")
                out.append(PayloadFinding(.warning, .buttons, platform: platform,
                                          "\(name) has \(category.actions.count) buttons; \(PlatformRules.limitDescription(for: category, platform: platform)), so \(hidden) never show"))
            }
        }
        return out
    }

    // MARK: Truncation

    public static func truncationFindings(_ n: PushNotification, platform: Platform) -> [PayloadFinding] {
        var out: [PayloadFinding] = []
        for (name, text, limit) in [("title", n.title, BannerLimits.title(platform)), ("body", n.body, BannerLimits.body(platform))] {
            guard let text, text.count > limit else { continue }
            out.append(PayloadFinding(.warning, .truncated, platform: platform,
                                      "the \(name) has \(text.count) characters; about \(limit) show before \"…\""))
        }
        return out
    }
}
