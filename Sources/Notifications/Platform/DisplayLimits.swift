/// The limits a payload is checked against (`jshost check`), in one place: what the push
/// services accept and how much of a notification the platforms show. Button counts are
/// `PlatformRules`' (`iosActionLimit`, `androidButtonLimit`). docs/notifications.md
/// "Payload checks" cites each.
public enum TransportLimits {
    /// APNs rejects a payload over this many bytes (the JSON as sent; "Generating a remote
    /// notification", developer.apple.com/documentation/usernotifications).
    public static let apnsBytes = PlatformRules.apnsPayloadLimit
    /// VoIP pushes (`apns-push-type: voip`) may carry 5 KB.
    public static let apnsVoIPBytes = 5120
    /// FCM: "The maximum payload for both message types is 4096 bytes"
    /// (firebase.google.com/docs/cloud-messaging/concept-options).
    public static let fcmBytes = 4096
    /// The Expo push service: "The total notification payload must be at most 4096 bytes"
    /// (docs.expo.dev/push-notifications/sending-notifications).
    public static let expoBytes = 4096
}

/// How many characters of a title and a body a notification shows before it truncates
/// them with "…". Approximate: the cut depends on the device's width, font size and
/// script; these are the figures push providers publish (iOS lock screen: one line of
/// title, about four lines of body; Android: one line of title, the expanded body).
public enum BannerLimits {
    public static func title(_ platform: Platform) -> Int { platform == .ios ? 50 : 65 }
    public static func body(_ platform: Platform) -> Int { platform == .ios ? 178 : 240 }
}
