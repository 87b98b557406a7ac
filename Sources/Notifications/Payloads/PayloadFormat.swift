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

    /// Parses a `--format` name; also accepts `fcm-v1`, `mobilefirst` (→ 8) and
    /// `acoustic`/`salesforce`/`marigold` (→ `apns`: their keys ride in APNs payloads).
    public init?(name: String) {
        switch name.lowercased() {
        case "fcm-v1", "fcmv1": self = .fcmV1
        case "fcmlegacy", "fcm_legacy": self = .fcmLegacy
        case "mobilefirst", "mfp", "mobilefirst-8": self = .mobileFirst8
        case "mobilefirst-7": self = .mobileFirst7
        case "acoustic", "mce", "salesforce", "marigold", "sailthru", "aps": self = .apns
        case "apns-file", "xcrun": self = .simctl
        case "local": return nil  // made by scripts, never read from a file
        default:
            guard let f = PayloadFormat(rawValue: name.lowercased()) else { return nil }
            self = f
        }
    }
}
