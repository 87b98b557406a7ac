import JSONSyntax

/// One decoded push notification, whatever format it came in (SPEC §6).
///
/// Named `PushNotification` rather than `Notification` so that code importing both
/// Foundation and this module has no ambiguity with `Foundation.Notification`.
/// A value type with copy-on-write storage: copies are one reference, which keeps the
/// dispatch hot path cheap.
public struct PushNotification: Sendable, Equatable {
    /// The fields, behind one reference (`CopyOnWrite`).
    private struct Fields: Sendable {
        var id: String = ""
        var title: String? = nil
        var body: String? = nil
        var category: String? = nil
        var data: JSONObject = JSONObject()
        /// When set, `data` is this object's members other than `aps` and
        /// `Simulator Target Bundle` (an APNs payload's top level), made on first read.
        var apnsTop: JSONObject? = nil
        var format: PayloadFormat = .apns
        var raw: JSONValue = .null
        /// When set, `raw` is this JSON text parsed (made on each read): a decoded
        /// payload keeps its text, not the tree of parts nothing may read.
        var rawText: [UInt8]? = nil
        /// `data` is `raw`'s members other than `aps` and `Simulator Target Bundle`.
        var dataIsAPNsTop = false
        var byteCount: Int = 0
        var acoustic: AcousticParts? = nil
        var rare: RareParts? = nil
    }

    /// What only some formats have, kept together: a notification without any of
    /// it (APNs, Acoustic) makes, copies and frees one empty optional, not seven.
    private struct RareParts: Sendable {
        var androidCategory: String?
        var androidChannel: String?
        var salesforce: SalesforceParts?
        var marigold: MarigoldParts?
        var mobileFirst: MobileFirstParts?
        var detox: DetoxParts?
        var simulatorTargetBundle: String?
        var attachedActions: Category?
        var dataOnly: Bool?
        var displaySuppressed: Bool?
        var bodyTapStaysClosed: Bool?
        var displayRule: Rule?
        var appearance: NotificationAppearance?
        var missingChannel: MissingChannel?
    }

    private var fields: CopyOnWrite<Fields>

    private mutating func setRare<Part>(_ part: WritableKeyPath<RareParts, Part?>, _ value: Part?) {
        fields.modify { s in
            if s.rare == nil {
                guard value != nil else { return }
                s.rare = RareParts()
            }
            s.rare![keyPath: part] = value
        }
    }

    /// The id responses refer to: given by the caller (e.g. the `--events` line's `id`), else `sfdc.nid`, Marigold's `_nid`; empty when none (the dispatcher then assigns `n1`, `n2`, …).
    public var id: String {
        get { fields.value.id }
        set { fields.value.id = newValue }
    }

    public var title: String? {
        get { fields.value.title }
        set { fields.value.title = newValue }
    }

    public var body: String? {
        get { fields.value.body }
        set { fields.value.body = newValue }
    }

    /// The category on iOS (`aps.category` and its equivalents).
    public var category: String? {
        get { fields.value.category }
        set { fields.value.category = newValue }
    }

    /// The category on Android when the payload gives a separate one (`settings.gcm.interactiveCategory`, FCM `android.notification.click_action`).
    public var androidCategory: String? {
        get { fields.value.rare?.androidCategory }
        set { setRare(\.androidCategory, newValue) }
    }

    /// The Android channel the payload asks for (FCM `channel_id` / `android_channel_id`).
    public var androidChannel: String? {
        get { fields.value.rare?.androidChannel }
        set { setRare(\.androidChannel, newValue) }
    }

    /// The custom data: top-level keys outside `aps` for APNs, `data` for FCM, `payload` for Detox and MobileFirst.
    public var data: JSONObject {
        get {
            if let top = fields.value.apnsTop { return PushNotification.apnsData(top) }
            if fields.value.dataIsAPNsTop, case .object(let top) = raw { return PushNotification.apnsData(top) }
            return fields.value.data
        }
        set {
            fields.modify { s in
                s.data = newValue
                s.apnsTop = nil
                s.dataIsAPNsTop = false
            }
        }
    }

    public var format: PayloadFormat {
        get { fields.value.format }
        set { fields.value.format = newValue }
    }

    /// The whole payload as decoded.
    public var raw: JSONValue {
        get {
            guard let text = fields.value.rawText else { return fields.value.raw }
            // The text was checked by the same parser when it was decoded.
            return text.withUnsafeBytes { (try? JSONParser.parse($0)) ?? .null }
        }
        set {
            fields.modify { s in
                s.raw = newValue
                if let text = s.rawText, s.dataIsAPNsTop {
                    // `data` came from the old payload: keep it.
                    s.data = text.withUnsafeBytes { bytes in
                        (try? JSONParser.parse(bytes)).flatMap { $0.objectValue }.map(PushNotification.apnsData) ?? JSONObject()
                    }
                    s.dataIsAPNsTop = false
                }
                s.rawText = nil
            }
        }
    }

    /// The payload's size in bytes (APNs rejects more than 4096).
    public var byteCount: Int {
        get { fields.value.byteCount }
        set { fields.value.byteCount = newValue }
    }

    public var acoustic: AcousticParts? {
        get { fields.value.acoustic }
        set { fields.value.acoustic = newValue }
    }

    /// `acoustic?.notificationAction` and `acoustic?.category`, read on every
    /// push and tap without a copy of the other parts.
    var acousticNotificationAction: AcousticAction? { fields.value.acoustic?.notificationAction }
    var acousticCategory: Category? { fields.value.acoustic?.category }

    public var salesforce: SalesforceParts? {
        get { fields.value.rare?.salesforce }
        set { setRare(\.salesforce, newValue) }
    }

    public var marigold: MarigoldParts? {
        get { fields.value.rare?.marigold }
        set { setRare(\.marigold, newValue) }
    }

    public var mobileFirst: MobileFirstParts? {
        get { fields.value.rare?.mobileFirst }
        set { setRare(\.mobileFirst, newValue) }
    }

    public var detox: DetoxParts? {
        get { fields.value.rare?.detox }
        set { setRare(\.detox, newValue) }
    }

    /// The buttons this notification carries itself, shown instead of a registered
    /// category's: Android's per-notification actions (Notifee `android.actions`,
    /// cordova-plugin-push `data.actions`, OneSignal buttons), set by a library's push
    /// interpreter or by the script that displayed the notification. The category's id
    /// is the one `response` and handler effects name (often the notification's own).
    public var attachedActions: Category? {
        get { fields.value.rare?.attachedActions }
        set { setRare(\.attachedActions, newValue) }
    }

    /// A data-only message (FCM without a `notification` block): the platform shows
    /// nothing; only the app's message handlers see it (no `display` effect, nothing
    /// to tap). Set by the decoder.
    public var isDataOnly: Bool {
        get { fields.value.rare?.dataOnly ?? false }
        set { setRare(\.dataOnly, newValue ? true : nil) }
    }

    /// A notification with visible content that the platform does not show when it
    /// arrives (no `display` effect, nothing to tap); the app's handlers see it all the
    /// same. Set by a library's push interpreter: an FCM notification message in the
    /// foreground on Android (Firebase, wix), an Expo notification in the foreground
    /// until its notification handler answers (`Dispatcher.present(_:)` shows it then).
    /// Unlike `isDataOnly`, the message keeps its `notification` block.
    public var displaySuppressed: Bool {
        get { fields.value.rare?.displaySuppressed ?? false }
        set { setRare(\.displaySuppressed, newValue ? true : nil) }
    }

    /// Why the platform shows the notification or holds it back, when a library's push
    /// interpreter decided it (`suppressDisplay(because:)`, `showDataMessage(because:)`);
    /// nil leaves the dispatcher's own reason (data-only, or shown). Not part of `==`.
    public var displayRule: Rule? {
        get { fields.value.rare?.displayRule }
        set { setRare(\.displayRule, newValue) }
    }

    /// What happens on Android 8+ when the channel the notification names was never
    /// created (`Dispatcher.registeredChannels`).
    public enum MissingChannel: Sendable, Equatable {
        /// Nothing is shown: the library posts it on the channel as named and
        /// NotificationManagerService refuses it ("No Channel found").
        case dropped
        /// The library posts it on its own fallback channel instead (FCM's
        /// CommonNotificationBuilder, Expo's ChannelAwareNotificationBuilder).
        case fallback(String)
    }

    /// Set by the library that posts a notification (nil: the dispatcher's default for
    /// the format: FCM's fallback channel for an FCM message, Expo's for an Expo push,
    /// dropped for a local notification).
    public var missingChannel: MissingChannel? {
        get { fields.value.rare?.missingChannel }
        set { setRare(\.missingChannel, newValue) }
    }

    /// The library holds the notification back when it arrives (`displaySuppressed`), for `rule`.
    public mutating func suppressDisplay(because rule: Rule) {
        displaySuppressed = true
        displayRule = rule
    }

    /// The library shows this data message itself (it is no longer `isDataOnly`), for `rule`.
    public mutating func showDataMessage(because rule: Rule) {
        isDataOnly = false
        displayRule = rule
    }

    /// Whether a tap on the body brings the app to the foreground (the default). False
    /// for a notification whose library opens nothing on a body press (a Notifee Android
    /// notification displayed without `android.pressAction`).
    public var bodyTapOpensApp: Bool {
        get { !(fields.value.rare?.bodyTapStaysClosed ?? false) }
        set { setRare(\.bodyTapStaysClosed, newValue ? nil : true) }
    }

    /// What the OS draws beyond title, body and buttons (subtitle, image, badge, style, …),
    /// read from the payload by the decoder; nil when it sets none. For a notification a
    /// script displayed (`.local`), `appearance(on:)` reads it from what the library passed.
    public var appearance: NotificationAppearance? {
        get { fields.value.rare?.appearance }
        set { setRare(\.appearance, newValue?.isEmpty == true ? nil : newValue) }
    }

    /// The appearance on `platform`: the decoded one, else (a notification an app's library
    /// displayed) what the library's JavaScript passed, read from `raw`.
    public func appearance(on platform: Platform) -> NotificationAppearance {
        if let a = fields.value.rare?.appearance { return a }
        guard format == .local else { return NotificationAppearance() }
        return AppearanceReader.library(raw, platform: platform)
    }

    /// `Simulator Target Bundle` of an `xcrun simctl` file.
    public var simulatorTargetBundle: String? {
        get { fields.value.rare?.simulatorTargetBundle }
        set { setRare(\.simulatorTargetBundle, newValue) }
    }

    /// An APNs payload's custom data: the top level without `aps` and `Simulator Target Bundle`.
    static func apnsData(_ top: JSONObject) -> JSONObject {
        var data = JSONObject()
        data.members.reserveCapacity(top.count)
        for m in top.members where m.key != "aps" && m.key != "Simulator Target Bundle" {
            data.members.append(m)
        }
        return data
    }

    /// Sets `data` to `apnsData(top)`, made only when read.
    mutating func setAPNsData(from top: JSONObject) {
        fields.modify { s in
            s.data = JSONObject()
            s.apnsTop = top
            s.dataIsAPNsTop = false
        }
    }

    /// Sets `raw` to the JSON document `text` (checked by `JSONParser`), parsed when
    /// read, and `data` to its top level without `aps` and `Simulator Target Bundle`;
    /// the size on the wire is `byteCount`, or when nil the size of the payload's
    /// compact encoding.
    mutating func keepAPNsText(_ text: UnsafeRawBufferPointer, byteCount: Int?) {
        fields.modify { s in
            s.raw = .null
            s.rawText = Array(text)
            s.data = JSONObject()
            s.apnsTop = nil
            s.dataIsAPNsTop = true
        }
        // `raw` now parses the kept text.
        fields.value.byteCount = byteCount ?? raw.compactByteCount
    }

    /// A decoded notification with these fields, each stored once, and nothing else yet.
    init(format: PayloadFormat, title: String?, body: String?, category: String?) {
        fields = CopyOnWrite(Fields(title: title, body: body, category: category, format: format))
    }

    public init(id: String = "", title: String? = nil, body: String? = nil, category: String? = nil, androidCategory: String? = nil, androidChannel: String? = nil, data: JSONObject = JSONObject(), format: PayloadFormat = .apns, raw: JSONValue = .null, byteCount: Int = 0, acoustic: AcousticParts? = nil, salesforce: SalesforceParts? = nil, marigold: MarigoldParts? = nil, mobileFirst: MobileFirstParts? = nil, detox: DetoxParts? = nil, simulatorTargetBundle: String? = nil) {
        var s = Fields()
        s.id = id
        s.title = title
        s.body = body
        s.category = category
        s.data = data
        s.format = format
        s.raw = raw
        s.byteCount = byteCount
        s.acoustic = acoustic
        if androidCategory != nil || androidChannel != nil || salesforce != nil || marigold != nil || mobileFirst != nil
            || detox != nil || simulatorTargetBundle != nil {
            s.rare = RareParts(androidCategory: androidCategory, androidChannel: androidChannel, salesforce: salesforce, marigold: marigold,
                               mobileFirst: mobileFirst, detox: detox, simulatorTargetBundle: simulatorTargetBundle)
        }
        fields = CopyOnWrite(s)
    }

    public static func == (a: PushNotification, b: PushNotification) -> Bool {
        if a.fields.isIdentical(to: b.fields) { return true }
        return a.id == b.id
            && a.title == b.title
            && a.body == b.body
            && a.category == b.category
            && a.androidCategory == b.androidCategory
            && a.androidChannel == b.androidChannel
            && a.data == b.data
            && a.format == b.format
            && a.raw == b.raw
            && a.byteCount == b.byteCount
            && a.acoustic == b.acoustic
            && a.salesforce == b.salesforce
            && a.marigold == b.marigold
            && a.mobileFirst == b.mobileFirst
            && a.detox == b.detox
            && a.simulatorTargetBundle == b.simulatorTargetBundle
            && a.attachedActions == b.attachedActions
            && a.isDataOnly == b.isDataOnly
            && a.displaySuppressed == b.displaySuppressed
            && a.bodyTapOpensApp == b.bodyTapOpensApp
            && a.appearance == b.appearance
    }

    /// The category the platform would use.
    public func category(on platform: Platform) -> String? {
        platform == .android ? (fields.value.rare?.androidCategory ?? fields.value.category) : fields.value.category
    }
}

/// Acoustic (MCE) keys of a payload.
/// (Constant fields, like `Effect`'s: with variables, each one made was copied once more.)
public struct AcousticParts: Sendable, Equatable {
    /// `notification-action`: what a tap on the notification body runs.
    public let notificationAction: AcousticAction?
    /// `category-name`.
    public let categoryName: String?
    /// The category defined by `category-name` + `category-actions`, normalised.
    public let category: Category?

    public init(notificationAction: AcousticAction? = nil, categoryName: String? = nil, category: Category? = nil) {
        self.notificationAction = notificationAction
        self.categoryName = categoryName
        self.category = category
    }
}

/// An Acoustic action object such as `{"type": "sendEmail", "value": {...}}`.
public struct AcousticAction: Sendable, Equatable {
    public var type: String
    public var value: JSONValue?
    /// The object as given (handlers receive it as `action`).
    public var raw: JSONValue

    public init(type: String, value: JSONValue? = nil, raw: JSONValue? = nil) {
        self.type = type
        self.value = value
        self.raw = raw ?? {
            var o = JSONObject()
            o.append("type", .string(type))
            if let value { o.append("value", value) }
            return .object(o)
        }()
    }
}

/// Salesforce `sfdc {nid, type, alertTitle, alertBody, act {group}}`.
public struct SalesforceParts: Sendable, Equatable {
    public var nid: String
    public var type: String?
    public var alertTitle: String?
    public var alertBody: String?
    /// `act.group`: the action group (category) whose buttons are shown.
    public var actionGroup: String?

    public init(nid: String, type: String? = nil, alertTitle: String? = nil, alertBody: String? = nil, actionGroup: String? = nil) {
        self.nid = nid
        self.type = type
        self.alertTitle = alertTitle
        self.alertBody = alertBody
        self.actionGroup = actionGroup
    }
}

/// Marigold (Sailthru) keys: `_nid` (notification id), `_u` (deep link of the body)
/// and `st_action_deeplink` (deep link of the positive button; see docs/notifications.md).
public struct MarigoldParts: Sendable, Equatable {
    public var notificationId: String?
    public var deepLink: String?
    public var actionDeepLink: String?

    public init(notificationId: String? = nil, deepLink: String? = nil, actionDeepLink: String? = nil) {
        self.notificationId = notificationId
        self.deepLink = deepLink
        self.actionDeepLink = actionDeepLink
    }
}

/// MobileFirst fields: what its callbacks receive as `alert`, `payload`, `category`.
public struct MobileFirstParts: Sendable, Equatable {
    public var alert: String?
    public var payload: JSONValue?
    public var iosCategory: String?
    public var androidCategory: String?

    public init(alert: String? = nil, payload: JSONValue? = nil, iosCategory: String? = nil, androidCategory: String? = nil) {
        self.alert = alert
        self.payload = payload
        self.iosCategory = iosCategory
        self.androidCategory = androidCategory
    }
}

/// Detox user-notification keys beyond title, body, category and payload.
public struct DetoxParts: Sendable, Equatable {
    public var trigger: JSONValue?
    /// `action-identifier`: the action Detox taps when it launches the app with this notification.
    public var actionIdentifier: String?
    /// `user-text`: the text typed into a text-input action.
    public var userText: String?

    public init(trigger: JSONValue? = nil, actionIdentifier: String? = nil, userText: String? = nil) {
        self.trigger = trigger
        self.actionIdentifier = actionIdentifier
        self.userText = userText
    }
}
