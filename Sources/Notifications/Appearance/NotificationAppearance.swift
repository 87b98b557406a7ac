import JSONSyntax

/// What the OS uses to draw a notification beyond its title, body and buttons (SPEC §13.1):
/// read from the payload (`AppearanceReader`) or from what a library's JavaScript passed
/// when the app displayed it. Every field is optional: absent means the payload does not
/// set it and the platform's default applies (`PlatformViews` knows the defaults).
///
/// The `display` effect carries the fields that are set, under these names (docs/effects.md).
public struct NotificationAppearance: Sendable, Equatable {
    /// The second line under the title: APNs `alert.subtitle`, Notifee `ios.subtitle`,
    /// Expo `subtitle`; on Android the sub-text beside the app name (Notifee `android.subtitle`).
    public var subtitle: String?
    /// A picture fetched from the network: FCM `notification.image`, `android.notification.image`,
    /// `apns.fcm_options.image`, OneSignal `big_picture` / `ios_attachments`.
    /// iOS shows it only when a notification service extension downloads it (`mutable-content: 1`).
    public var image: String?
    /// A picture the app attached itself (a local file): Notifee `ios.attachments[0].url`
    /// or `android.style.picture`, Capacitor `attachments[0].url`, Expo `attachments[0].url`.
    public var attachment: String?
    /// Android's large icon beside the text (Notifee `android.largeIcon`, Capacitor `largeIcon`).
    public var largeIcon: String?
    /// The app icon badge number (APNs `badge`, Notifee `ios.badgeCount`, Expo `badge`,
    /// FCM `notification_count`).
    public var badge: Int?
    /// The sound's name; `default` for the system sound. Absent: silent.
    public var sound: String?
    /// iOS groups by `thread-id` (Notifee `ios.threadId`, Capacitor `threadIdentifier`);
    /// Android by group (Notifee `android.groupId`, Capacitor `group`, FCM `tag` does not group).
    public var thread: String?
    /// This notification is its group's summary (Notifee `android.groupSummary`, Capacitor `groupSummary`).
    public var groupSummary: Bool?
    /// iOS 15: `passive`, `active`, `time-sensitive`, `critical` (APNs `interruption-level`,
    /// Notifee `ios.interruptionLevel`).
    public var interruptionLevel: String?
    /// APNs `mutable-content: 1`: a notification service extension may change it first.
    public var mutableContent: Bool?
    /// Android's expanded style: `bigText`, `bigPicture`, `inbox`, `messaging`, `progress`.
    public var style: String?
    /// The long text of `bigText` (Notifee `android.style.text`, Capacitor `largeBody`).
    public var bigText: String?
    /// The lines of `inbox` / `messaging` (a message is `Sender: text`).
    public var lines: [String]?
    /// Progress `current` of `max`; `indeterminate` draws a moving bar.
    public var progress: Progress?
    /// Android's accent colour, `#RRGGBB` (FCM `color`, Notifee `android.color`, Expo `color`).
    public var color: String?
    /// Android channel importance: `none`, `min`, `low`, `default`, `high` (Notifee's
    /// `android.importance`, the importance of the channel the app created, FCM
    /// `notification_priority`).
    public var importance: String?
    /// The channel's name as the app created it (Notifee `createChannel({name})`).
    public var channelName: String?
    /// Android lock-screen visibility: `public`, `private`, `secret` (FCM `visibility`,
    /// Notifee `android.visibility`, Capacitor `visibility`).
    public var visibility: String?
    /// `list only`: the app asked for the Notification Center / shade list and no banner
    /// (Expo `shouldShowList` without `shouldShowBanner`): no banner, no heads-up.
    public var presentation: String?

    public struct Progress: Sendable, Equatable {
        public var current: Double
        public var max: Double
        public var indeterminate: Bool
        public init(current: Double, max: Double, indeterminate: Bool = false) {
            self.current = current
            self.max = max
            self.indeterminate = indeterminate
        }

        /// `{current, max, indeterminate}` as Notifee's `android.progress` and the display effect spell it.
        init(_ o: JSONObject) {
            self.init(current: o["current"]?.doubleValue ?? 0, max: o["max"]?.doubleValue ?? 100, indeterminate: o["indeterminate"]?.boolValue ?? false)
        }
    }

    public init() {}

    /// No field set (a payload with only a title, a body and a category).
    public var isEmpty: Bool { self == NotificationAppearance() }

    /// The fields as JSON members, in declaration order, only those set.
    public var members: [JSONMember] {
        var m: [JSONMember] = []
        func add(_ key: String, _ value: String?) { if let value { m.append(JSONMember(key, .string(value))) } }
        add("subtitle", subtitle)
        add("image", image)
        add("attachment", attachment)
        add("largeIcon", largeIcon)
        if let badge { m.append(JSONMember("badge", .number(Double(badge)))) }
        add("sound", sound)
        add("thread", thread)
        if let groupSummary { m.append(JSONMember("groupSummary", .bool(groupSummary))) }
        add("interruptionLevel", interruptionLevel)
        if let mutableContent { m.append(JSONMember("mutableContent", .bool(mutableContent))) }
        add("style", style)
        add("bigText", bigText)
        if let lines { m.append(JSONMember("lines", .array(lines.map { .string($0) }))) }
        if let progress {
            var o = JSONObject()
            o.append("current", .number(progress.current))
            o.append("max", .number(progress.max))
            o.append("indeterminate", .bool(progress.indeterminate))
            m.append(JSONMember("progress", .object(o)))
        }
        add("color", color)
        add("importance", importance)
        add("channelName", channelName)
        add("visibility", visibility)
        add("presentation", presentation)
        return m
    }

    /// Reads the fields back from a `display` effect's JSON (what `members` wrote).
    public init(effect o: JSONObject) {
        subtitle = o["subtitle"]?.stringValue
        image = o["image"]?.stringValue
        attachment = o["attachment"]?.stringValue
        largeIcon = o["largeIcon"]?.stringValue
        badge = o["badge"]?.doubleValue.map { Int($0) }
        sound = o["sound"]?.stringValue
        thread = o["thread"]?.stringValue
        groupSummary = o["groupSummary"]?.boolValue
        interruptionLevel = o["interruptionLevel"]?.stringValue
        mutableContent = o["mutableContent"]?.boolValue
        style = o["style"]?.stringValue
        bigText = o["bigText"]?.stringValue
        lines = o["lines"]?.arrayValue?.compactMap(\.stringValue)
        progress = o["progress"]?.objectValue.map(Progress.init)
        color = o["color"]?.stringValue
        importance = o["importance"]?.stringValue
        channelName = o["channelName"]?.stringValue
        visibility = o["visibility"]?.stringValue
        presentation = o["presentation"]?.stringValue
    }

    /// Fields of `other` fill the ones not set here (a library's options over the payload's).
    public func filling(from other: NotificationAppearance) -> NotificationAppearance {
        var a = self
        a.subtitle = a.subtitle ?? other.subtitle
        a.image = a.image ?? other.image
        a.attachment = a.attachment ?? other.attachment
        a.largeIcon = a.largeIcon ?? other.largeIcon
        a.badge = a.badge ?? other.badge
        a.sound = a.sound ?? other.sound
        a.thread = a.thread ?? other.thread
        a.groupSummary = a.groupSummary ?? other.groupSummary
        a.interruptionLevel = a.interruptionLevel ?? other.interruptionLevel
        a.mutableContent = a.mutableContent ?? other.mutableContent
        a.style = a.style ?? other.style
        a.bigText = a.bigText ?? other.bigText
        a.lines = a.lines ?? other.lines
        a.progress = a.progress ?? other.progress
        a.color = a.color ?? other.color
        a.importance = a.importance ?? other.importance
        a.channelName = a.channelName ?? other.channelName
        a.visibility = a.visibility ?? other.visibility
        a.presentation = a.presentation ?? other.presentation
        return a
    }
}
