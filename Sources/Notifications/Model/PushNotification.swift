/// One decoded push notification, whatever format it came in (SPEC §6).
///
/// Named `PushNotification` rather than `Notification` so that code importing both
/// Foundation and this module has no ambiguity with `Foundation.Notification`.
public struct PushNotification: Sendable, Equatable {
    /// The id responses refer to: given by the caller (e.g. the `--events` line's
    /// `id`), else `sfdc.nid`, Marigold's `_nid`, FCM's message `name`; empty when none
    /// (the dispatcher then assigns `n1`, `n2`, …).
    public var id: String
    public var title: String?
    public var body: String?
    /// The category on iOS (`aps.category` and its equivalents).
    public var category: String?
    /// The category on Android when the payload gives a separate one
    /// (`settings.gcm.interactiveCategory`, FCM `android.notification.click_action`).
    public var androidCategory: String?
    /// The Android channel the payload asks for (FCM `channel_id` / `android_channel_id`).
    public var androidChannel: String?
    /// The custom data: top-level keys outside `aps` for APNs, `data` for FCM, `payload`
    /// for Detox and MobileFirst.
    public var data: JSONObject
    public var format: PayloadFormat
    /// The whole payload as decoded.
    public var raw: JSONValue
    /// The payload's size in bytes (APNs rejects more than 4096).
    public var byteCount: Int

    public var acoustic: AcousticParts?
    public var salesforce: SalesforceParts?
    public var marigold: MarigoldParts?
    public var mobileFirst: MobileFirstParts?
    public var detox: DetoxParts?
    /// `Simulator Target Bundle` of an `xcrun simctl` file.
    public var simulatorTargetBundle: String?

    public init(id: String = "", title: String? = nil, body: String? = nil, category: String? = nil,
                androidCategory: String? = nil, androidChannel: String? = nil, data: JSONObject = JSONObject(),
                format: PayloadFormat = .apns, raw: JSONValue = .null, byteCount: Int = 0,
                acoustic: AcousticParts? = nil, salesforce: SalesforceParts? = nil, marigold: MarigoldParts? = nil,
                mobileFirst: MobileFirstParts? = nil, detox: DetoxParts? = nil, simulatorTargetBundle: String? = nil) {
        self.id = id
        self.title = title
        self.body = body
        self.category = category
        self.androidCategory = androidCategory
        self.androidChannel = androidChannel
        self.data = data
        self.format = format
        self.raw = raw
        self.byteCount = byteCount
        self.acoustic = acoustic
        self.salesforce = salesforce
        self.marigold = marigold
        self.mobileFirst = mobileFirst
        self.detox = detox
        self.simulatorTargetBundle = simulatorTargetBundle
    }

    /// The category the platform would use.
    public func category(on platform: Platform) -> String? {
        platform == .android ? (androidCategory ?? category) : category
    }
}

/// Acoustic (MCE) keys of a payload.
public struct AcousticParts: Sendable, Equatable {
    /// `notification-action`: what a tap on the notification body runs.
    public var notificationAction: AcousticAction?
    /// `category-name`.
    public var categoryName: String?
    /// The category defined by `category-name` + `category-actions`, normalised.
    public var category: Category?

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
