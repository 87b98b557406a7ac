import JSONSyntax

/// Reads a notification's `NotificationAppearance` from its payload or from the options a
/// library's JavaScript passed (docs/notifications.md "Appearance", each key with its source).
///
/// Lenient on purpose: a value of the wrong type is not read (the field stays at the
/// platform's default). The payload's own errors are the decoder's; what the user will
/// see amiss is `jshost check`'s.
public enum AppearanceReader {
    /// The payload's appearance, by its format. Empty for formats that carry none.
    public static func payload(_ top: JSONObject, format: PayloadFormat) -> NotificationAppearance {
        switch format {
        case .apns, .simctl:
            return top["aps"]?.objectValue.map(aps) ?? NotificationAppearance()
        case .fcmV1:
            return top["message"]?.objectValue.map(fcmV1) ?? NotificationAppearance()
        case .fcmLegacy:
            return top["notification"]?.objectValue.map(fcmNotification) ?? NotificationAppearance()
        case .expo:
            return expoPush(top)
        case .detox, .mobileFirst8, .mobileFirst7, .oneSignal, .local:
            return NotificationAppearance()
        }
    }

    /// The `aps` dictionary (Apple, "Generating a remote notification": `alert.subtitle`,
    /// `badge`, `sound` (a name or `{critical, name, volume}`), `thread-id`,
    /// `interruption-level`, `mutable-content`).
    public static func aps(_ aps: JSONObject) -> NotificationAppearance {
        var a = NotificationAppearance()
        for m in aps.members { readAPSMember(m.key, m.value, into: &a) }
        return a
    }

    /// One member of `aps` (also what the one-pass APNs reader hands over).
    static func readAPSMember(_ key: String, _ value: JSONValue, into a: inout NotificationAppearance) {
        switch key {
        case "alert": a.subtitle = value["subtitle"]?.stringValue
        case "badge": a.badge = value.intValue
        case "sound": a.sound = value.stringValue ?? value["name"]?.stringValue
        case "thread-id": a.thread = value.stringValue
        case "interruption-level": a.interruptionLevel = value.stringValue
        case "mutable-content": a.mutableContent = value.intValue.map { $0 == 1 }
        default: break
        }
    }

    /// The `aps` key these bytes spell that `aps(_:)` reads besides `alert`, or nil (the
    /// one-pass APNs reader keeps these values).
    static func apsKey(_ key: UnsafeBufferPointer<UInt8>) -> String? {
        switch key.count {
        case 5: return key.equals("badge") ? "badge" : (key.equals("sound") ? "sound" : nil)
        case 9: return key.equals("thread-id") ? "thread-id" : nil
        case 15: return key.equals("mutable-content") ? "mutable-content" : nil
        case 18: return key.equals("interruption-level") ? "interruption-level" : nil
        default: return nil
        }
    }

    /// FCM HTTP v1 `message` (firebase.google.com/docs/reference/fcm/rest/v1/projects.messages:
    /// `notification.image`; `android.notification` `image`, `color`, `sound`,
    /// `notification_priority`, `visibility`, `notification_count`; `apns.payload.aps`;
    /// `apns.fcm_options.image`).
    static func fcmV1(_ message: JSONObject) -> NotificationAppearance {
        var a = NotificationAppearance()
        if let apns = message["apns"]?.objectValue {
            if let aps = apns["payload"]?["aps"]?.objectValue { a = Self.aps(aps) }
            a.image = apns["fcm_options"]?["image"]?.stringValue
        }
        if let android = message["android"]?["notification"]?.objectValue {
            a = fcmNotification(android).filling(from: a)
            if let priority = android["notification_priority"]?.stringValue { a.importance = importance(fcmPriority: priority) }
            if let visibility = android["visibility"]?.stringValue { a.visibility = visibility.lowercased() }
            if let count = android["notification_count"]?.intValue { a.badge = count }
        }
        if let image = message["notification"]?["image"]?.stringValue { a.image = image }
        return a
    }

    /// FCM's notification block (legacy HTTP `notification`, v1 `android.notification`):
    /// `subtitle` (iOS only), `image`, `sound`, `badge`, `color`, `tag`.
    static func fcmNotification(_ n: JSONObject) -> NotificationAppearance {
        var a = NotificationAppearance()
        a.subtitle = n["subtitle"]?.stringValue
        a.image = n["image"]?.stringValue
        a.sound = n["sound"]?.stringValue
        a.badge = n["badge"]?.stringValue.flatMap { Int($0) } ?? n["badge"]?.intValue
        a.color = n["color"]?.stringValue
        return a
    }

    /// `PRIORITY_HIGH` → `high`, … (AndroidNotification.NotificationPriority, mapped as
    /// NotificationCompat maps priorities to importance before channels).
    static func importance(fcmPriority: String) -> String? {
        switch fcmPriority {
        case "PRIORITY_MIN": return "min"
        case "PRIORITY_LOW": return "low"
        case "PRIORITY_DEFAULT": return "default"
        case "PRIORITY_HIGH", "PRIORITY_MAX": return "high"
        default: return nil
        }
    }

    /// Expo's push service message (docs.expo.dev/push-notifications/sending-notifications:
    /// `subtitle`, `sound`, `badge`, `mutableContent`, `priority`, `richContent.image`).
    static func expoPush(_ top: JSONObject) -> NotificationAppearance {
        var a = NotificationAppearance()
        a.subtitle = top["subtitle"]?.stringValue
        a.sound = top["sound"]?.stringValue ?? top["sound"]?["name"]?.stringValue
        a.badge = top["badge"]?.intValue
        a.mutableContent = top["mutableContent"]?.boolValue
        a.image = top["richContent"]?["image"]?.stringValue
        if top["priority"]?.stringValue == "high" { a.importance = "high" }
        return a
    }

    // MARK: What the app's JavaScript passed

    /// A notification the app displayed through a library: the object its JavaScript facade
    /// handed the host (`raw` of a `.local` notification). The libraries' keys barely overlap,
    /// so one reader serves them all:
    /// - Notifee (`types/Notification.ts`, `NotificationAndroid.ts`, `NotificationIOS.ts`):
    ///   `android.{style, largeIcon, color, importance, visibility, groupId, groupSummary,
    ///   progress, subtitle}`, `ios.{subtitle, attachments, badgeCount, sound, threadId,
    ///   interruptionLevel}`, and the channel it created (`channel`).
    /// - Expo (`NotificationContentInput`): `content.{subtitle, badge, sound, attachments, color, priority}`.
    /// - Capacitor Local Notifications (`LocalNotificationSchema`): `largeBody`, `largeIcon`,
    ///   `iconColor`, `attachments`, `group`, `groupSummary`, `threadIdentifier`, `sound`, `inboxList`.
    public static func library(_ raw: JSONValue, platform: Platform) -> NotificationAppearance {
        guard case .object(let o) = raw else { return NotificationAppearance() }
        var a = NotificationAppearance()
        // Notifee
        if let ios = o["ios"]?.objectValue, platform == .ios {
            a.subtitle = ios["subtitle"]?.stringValue
            a.attachment = ios["attachments"]?[0]?["url"]?.stringValue
            a.badge = ios["badgeCount"]?.intValue
            a.sound = ios["sound"]?.stringValue
            a.thread = ios["threadId"]?.stringValue
            a.interruptionLevel = ios["interruptionLevel"]?.stringValue.map(interruptionLevel)
        }
        if let android = o["android"]?.objectValue, platform == .android {
            a.subtitle = android["subtitle"]?.stringValue
            a.largeIcon = android["largeIcon"]?.stringValue
            a.color = android["color"]?.stringValue
            a.thread = android["groupId"]?.stringValue
            a.groupSummary = android["groupSummary"]?.boolValue == true ? true : nil  // false is Notifee's default
            a.badge = android["badgeCount"]?.intValue
            a.sound = android["sound"]?.stringValue
            readNotifeeStyle(android["style"], into: &a)
            if let p = android["progress"]?.objectValue {
                a.progress = NotificationAppearance.Progress(p)
                a.style = a.style ?? "progress"
            }
            let channel = o["channelInfo"]?.objectValue
            // Android 8+: the channel's importance decides (the notification's only without a channel).
            a.importance = (channel?["importance"] ?? android["importance"])?.intValue.flatMap(notifeeImportance)
            a.visibility = (android["visibility"] ?? channel?["visibility"])?.intValue.flatMap(notifeeVisibility)
            a.channelName = channel?["name"]?.stringValue
        }
        // Notifee's `subtitle` (types/Notification.ts): under the title on iOS (NotifeeCore
        // `content.subtitle`), the header's sub-text on Android (NotificationManager.java `setSubText`).
        a.subtitle = a.subtitle ?? o["subtitle"]?.stringValue
        // Expo
        if let content = o["content"]?.objectValue {
            a.subtitle = a.subtitle ?? content["subtitle"]?.stringValue
            a.badge = a.badge ?? content["badge"]?.intValue
            if let sound = content["sound"] {
                a.sound = sound.stringValue ?? (sound.boolValue == true ? "default" : nil)
            }
            a.attachment = content["attachments"]?[0]?["url"]?.stringValue
            a.color = content["color"]?.stringValue
            if let priority = content["priority"]?.stringValue { a.importance = priority == "max" ? "high" : priority }
            if let channel = o["channelInfo"]?.objectValue {
                a.channelName = channel["name"]?.stringValue
                a.importance = channel["importance"]?.intValue.flatMap(expoImportance) ?? a.importance
            }
        }
        // Capacitor
        if let large = o["largeBody"]?.stringValue { a.bigText = large; a.style = "bigText" }
        if let inbox = o["inboxList"]?.arrayValue { a.lines = inbox.compactMap(\.stringValue); a.style = "inbox" }
        a.largeIcon = a.largeIcon ?? o["largeIcon"]?.stringValue
        a.color = a.color ?? o["iconColor"]?.stringValue
        a.attachment = a.attachment ?? o["attachments"]?[0]?["url"]?.stringValue
        a.thread = a.thread ?? (platform == .ios ? o["threadIdentifier"] : o["group"])?.stringValue
        a.groupSummary = a.groupSummary ?? o["groupSummary"]?.boolValue
        if a.sound == nil, let sound = o["sound"]?.stringValue { a.sound = sound }
        if a.subtitle == nil, let summary = o["summaryText"]?.stringValue, platform == .android { a.subtitle = summary }
        return a
    }

    /// Notifee's `android.style` (`AndroidStyle`: BIGPICTURE 0, BIGTEXT 1, INBOX 2, MESSAGING 3).
    static func readNotifeeStyle(_ style: JSONValue?, into a: inout NotificationAppearance) {
        guard let style = style?.objectValue, let type = style["type"]?.intValue else { return }
        switch type {
        case 0:
            a.style = "bigPicture"
            a.attachment = style["picture"]?.stringValue
        case 1:
            a.style = "bigText"
            a.bigText = style["text"]?.stringValue
        case 2:
            a.style = "inbox"
            a.lines = style["lines"]?.arrayValue?.compactMap(\.stringValue)
        case 3:
            a.style = "messaging"
            a.lines = style["messages"]?.arrayValue?.compactMap { message in
                guard let text = message["text"]?.stringValue else { return nil }
                let sender = message["person"]?["name"]?.stringValue ?? style["person"]?["name"]?.stringValue
                return sender.map { "\($0): \(text)" } ?? text
            }
        default: break
        }
    }

    /// Notifee's `AndroidImportance` (NONE 0, MIN 1, LOW 2, DEFAULT 3, HIGH 4).
    static func notifeeImportance(_ value: Int) -> String? {
        ["none", "min", "low", "default", "high"].indices.contains(value) ? ["none", "min", "low", "default", "high"][value] : nil
    }

    /// expo-notifications' `AndroidImportance` (NONE 2, MIN 3, LOW 4, DEFAULT 5, HIGH 6, MAX 7).
    static func expoImportance(_ value: Int) -> String? {
        switch value {
        case 2: return "none"
        case 3: return "min"
        case 4: return "low"
        case 5: return "default"
        case 6, 7: return "high"
        default: return nil
        }
    }

    /// Notifee's `AndroidVisibility` (PRIVATE 0, PUBLIC 1, SECRET -1).
    static func notifeeVisibility(_ value: Int) -> String? {
        switch value {
        case 1: return "public"
        case 0: return "private"
        case -1: return "secret"
        default: return nil
        }
    }

    /// Notifee's `IOSNotificationInterruptionLevel` (`timeSensitive`) in APNs spelling (`time-sensitive`).
    static func interruptionLevel(_ value: String) -> String {
        value == "timeSensitive" ? "time-sensitive" : value
    }
}
