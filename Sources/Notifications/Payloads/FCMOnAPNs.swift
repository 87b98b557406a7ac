import JSONSyntax

/// What an FCM message is on iOS. FCM hands an iOS message to APNs, so the app's
/// `userInfo` (what `didReceiveRemoteNotification` and `UNNotificationContent.userInfo`
/// hold) is an APNs payload: `aps` (the message's `apns.payload.aps`, with `alert`
/// `{title, body}` from its `notification`), `gcm.message_id`, `google.c.a.e`, the
/// `apns.payload`'s own keys, `fcm_options` when `apns.fcm_options` names an image, and
/// the data keys at the top level (firebase.google.com/docs/cloud-messaging/concept-options
/// "Customize a message across platforms"; firebase-ios-sdk FirebaseMessaging/Sources/
/// FIRMessagingConstants.m `kFIRMessagingMessageIDKey = "gcm.message_id"`,
/// FIRMessagingAnalytics.m reads `google.c.a.e`).
public enum FCMOnAPNs {
    /// The userInfo of `n` on iOS; nil for a notification that is not an FCM message.
    public static func userInfo(_ n: PushNotification) -> JSONObject? {
        guard n.format == .fcmV1 || n.format == .fcmLegacy else { return nil }
        let message = n.format == .fcmV1 ? n.raw["message"] : n.raw
        let payload = message?["apns"]?["payload"]?.objectValue
        var aps = payload?["aps"]?.objectValue ?? JSONObject()
        if n.title != nil || n.body != nil {
            var alert = aps["alert"]?.objectValue ?? JSONObject()
            if alert["title"] == nil, let t = n.title { alert.append("title", .string(t)) }
            if alert["body"] == nil, let b = n.body { alert.append("body", .string(b)) }
            aps.members.removeAll { $0.key == "alert" }
            aps.append("alert", .object(alert))
        }
        if n.format == .fcmLegacy, aps["category"] == nil, let c = n.category { aps.append("category", .string(c)) }
        var info = JSONObject()
        if !aps.members.isEmpty || n.title != nil || n.body != nil { info.append("aps", .object(aps)) }
        info.append("gcm.message_id", .string(n.id))
        info.append("google.c.a.e", .string("1"))
        if let image = message?["apns"]?["fcm_options"]?["image"] {
            info.append("fcm_options", .object(JSONObject([JSONMember("image", image)])))
        }
        for member in payload?.members ?? [] where member.key != "aps" && info[member.key] == nil { info.append(member.key, member.value) }
        for member in message?["data"]?.objectValue?.members ?? [] where info[member.key] == nil { info.append(member.key, member.value) }
        return info
    }
}
