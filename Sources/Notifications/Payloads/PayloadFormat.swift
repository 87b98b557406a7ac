/// The payload formats of SPEC §6. Detected by shape (see `PayloadDecoder.detect`) or
/// named explicitly (`--format`).
public enum PayloadFormat: String, Sendable, Equatable, Hashable, CaseIterable {
    /// `{aps: {alert, category, …}, …custom keys}`; Acoustic, Salesforce and Marigold
    /// keys are read from any format's custom data.
    case apns
    /// An `xcrun simctl push` file: APNs plus `Simulator Target Bundle`.
    case simctl
    /// Detox `userNotification`: `{trigger, title, body, payload, category, action-identifier, user-text}`.
    case detox
    /// FCM HTTP v1: `{message: {data, notification, android, apns}}`.
    case fcmV1 = "fcm"
    /// FCM legacy HTTP: `{to | registration_ids, data, notification}`.
    case fcmLegacy = "fcm-legacy"
    /// MobileFirst 8 send body (also 7.x `sendMessage`): `{message: {alert}, settings: {apns, gcm}, target}`.
    case mobileFirst8 = "mobilefirst8"
    /// MobileFirst 7.x notification object: `{APNS: {alert, category, payload}, GCM: {…}}`
    /// (or the flat event-source form `{alert, category, badge, payload}`).
    case mobileFirst7 = "mobilefirst7"
    /// An Expo push API message: `{to: "ExponentPushToken[…]", title, body, data, categoryId, channelId}`.
    case expo
    /// OneSignal's Android data bundle on its own: `{custom: "{\"i\": …}", title, alert, o}`
    /// (the `data` of a OneSignal FCM message as the device receives it).
    case oneSignal = "onesignal"
    /// A notification a script displayed or scheduled itself (Notifee
    /// `displayNotification`, Expo `scheduleNotificationAsync`, Capacitor `schedule`, …):
    /// never read from a file.
    case local

    /// The formats a payload file can be in: every one but `local`.
    public static let readable = allCases.filter { $0 != .local }

    /// Other names `--format` takes, and the format each means: `fcm-v1`, `mobilefirst` (→ 8),
    /// `acoustic`/`salesforce`/`marigold` (→ `apns`: their keys ride in APNs payloads), …
    public static let aliases: KeyValuePairs<String, PayloadFormat> = [
        "acoustic": .apns, "mce": .apns, "salesforce": .apns, "marigold": .apns, "sailthru": .apns, "aps": .apns,
        "apns-file": .simctl, "xcrun": .simctl,
        "fcm-v1": .fcmV1, "fcmv1": .fcmV1,
        "fcmlegacy": .fcmLegacy, "fcm_legacy": .fcmLegacy,
        "mobilefirst": .mobileFirst8, "mfp": .mobileFirst8, "mobilefirst-8": .mobileFirst8,
        "mobilefirst-7": .mobileFirst7,
    ]

    /// Parses a `--format` name: a readable format's own name or one of `aliases`
    /// (any case). `local` is none: those notifications are made by scripts, never read from a file.
    public init?(name: String) {
        let name = name.lowercased()
        if let alias = Self.aliases.first(where: { $0.key == name }) {
            self = alias.value
        } else if let format = PayloadFormat(rawValue: name), format != .local {
            self = format
        } else {
            return nil
        }
    }
}
