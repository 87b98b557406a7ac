/// A rule that decides what the platform or a library does with a notification: the
/// words jshost explains it with and where the rule comes from. Rules are constants
/// declared next to the code that applies them (the dispatcher here, each library's
/// surface in Surfaces); `jshost run --explain`, `jshost matrix` and `simulate.matrix`
/// print their words, and docs/notifications.md's rule table is made from them
/// (`RuleTable`), so the three cannot say different things.
public struct Rule: Sendable, Hashable {
    /// A stable name: `<library>.<what>`, e.g. `fcm.dataOnly`.
    public let id: String
    /// Who applies it: "iOS", "Android", "FCM", "React Native Firebase", …
    public let library: String
    /// What happens and why, in one sentence fit to print after an effect.
    public let text: String
    /// Where the rule is written down (a documentation page or a source file).
    public let source: String

    public init(id: String, library: String, text: String, source: String) {
        self.id = id
        self.library = library
        self.text = text
        self.source = source
    }
}

/// Why something happened: a rule, attached to the effect it explains, or to a
/// notification that was not shown (no effect to attach it to).
public struct Explanation: Sendable, Equatable {
    public enum Subject: String, Sendable, Equatable {
        /// The effect of `seq` (a `display`, a `handler`, an `openApp`, …).
        case effect
        /// The notification was not shown: the reason no `display` effect came.
        case notShown
        /// A handler that did not run although one is registered, and why.
        case notRun
    }

    public let subject: Subject
    /// The `seq` of the effect explained (`subject == .effect`); else the last `seq` before.
    public let seq: Int
    public let notification: String?
    public let rule: Rule

    public init(subject: Subject, seq: Int, notification: String?, rule: Rule) {
        self.subject = subject
        self.seq = seq
        self.notification = notification
        self.rule = rule
    }
}

/// The rules the dispatcher itself applies (the OS's part, whatever library the app uses).
extension Rule {
    static let apple = "developer.apple.com/documentation/usernotifications"
    static let fcmMessageTypes = "firebase.google.com/docs/cloud-messaging/concept-options#notifications_and_data_messages"

    public static let shown = Rule(
        id: "os.shown", library: "iOS / Android",
        text: "a notification with a title or body: the OS shows it, with the buttons of its category",
        source: "\(apple)/unnotificationcontent; \(fcmMessageTypes)")
    public static let displayedByApp = Rule(
        id: "app.displayed", library: "the app",
        text: "the app displayed this notification itself (a local notification: Notifee displayNotification, Expo scheduleNotificationAsync, …)",
        source: "docs/notifications.md#a-notifications-own-buttons-and-notifications-scripts-display")
    public static let fcmDataOnly = Rule(
        id: "fcm.dataOnly", library: "FCM",
        text: "data-only FCM message: the OS shows nothing; only the app's message handlers get it",
        source: fcmMessageTypes)
    public static let expoDataOnly = Rule(
        id: "expo.dataOnly", library: "Expo push service",
        text: "an Expo push without title or body: a data message, the OS shows nothing",
        source: "docs.expo.dev/push-notifications/sending-notifications/#message-request-format")
    public static let suppressedByLibrary = Rule(
        id: "library.suppressed", library: "the app's library",
        text: "the library installed in the app holds the notification back when it arrives",
        source: "docs/surfaces.md")
    public static let shownByLibrary = Rule(
        id: "library.showsData", library: "the app's library",
        text: "the library installed in the app shows this data message itself",
        source: "docs/surfaces.md")
    public static let categoryNotRegistered = Rule(
        id: "os.categoryNotRegistered", library: "iOS / Android",
        text: "the payload names a category the app never registered: the notification shows without buttons",
        source: "\(apple)/unnotificationcategory")
    public static let androidChannelMissing = Rule(
        id: "android.channelMissing", library: "Android",
        text: "Android 8+ posts nothing on a channel the app never created (the library passes the channel on as named)",
        source: "AOSP services/core/java/com/android/server/notification/NotificationManagerService.java (enqueueNotificationInternal: \"No Channel found\")")
    public static let androidChannelFallback = Rule(
        id: "android.channelFallback", library: "FCM / Expo",
        text: "the message names a channel the app never created: the library shows it on its fallback channel",
        source: "firebase-android-sdk firebase-messaging/…/CommonNotificationBuilder.java (getOrCreateChannel); expo-notifications ChannelAwareNotificationBuilder (getChannelId)")
    public static let iosImageNeedsExtension = Rule(
        id: "ios.imageNeedsExtension", library: "iOS",
        text: "the remote image is shown only if the app has a Notification Service Extension (no ios/ folder was found to look for one); the picture shows it as the extension would attach it",
        source: "developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications; rnfirebase.io/messaging/ios-notification-images; notifee.app/react-native/docs/ios/remote-notification-support")
    public static let iosImageByExtension = Rule(
        id: "ios.imageByExtension", library: "iOS",
        text: "the app's Notification Service Extension (found in ios/) attaches the remote image",
        source: "developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications")
    public static let iosImageNoExtension = Rule(
        id: "ios.imageNoExtension", library: "iOS",
        text: "ios/ has no Notification Service Extension target (no Info.plist with com.apple.usernotifications.service): iOS shows the notification without its image",
        source: "developer.apple.com/documentation/usernotifications/unnotificationserviceextension")
    public static let bodyTapOpensApp = Rule(
        id: "os.bodyTapOpensApp", library: "iOS / Android",
        text: "a tap on the notification opens the app first (it was not in the foreground)",
        source: "\(apple)/unnotificationdefaultactionidentifier")
    public static let foregroundActionOpensApp = Rule(
        id: "os.foregroundAction", library: "iOS / Android",
        text: "a foreground action opens the app before its handler runs",
        source: "\(apple)/unnotificationactionoptions/foreground")
    public static let builtInAction = Rule(
        id: "os.builtInAction", library: "the SDK's native side",
        text: "a built-in action (URL, dial, open app, dismiss) is carried out natively, no script involved",
        source: "docs/notifications.md#model")
    public static let typedHandler = Rule(
        id: "app.typedHandler", library: "the app",
        text: "the handler registered for the action's type runs",
        source: "docs/notifications.md#dispatcher-rules")
    public static let missedAction = Rule(
        id: "app.missedAction", library: "Acoustic / jshost",
        text: "no handler is registered for the action's type: it is queued for the next one that registers",
        source: "docs/notifications.md#dispatcher-rules")
    public static let responseListener = Rule(
        id: "app.responseListener", library: "the app",
        text: "the app's response listener gets every tap and dismissal it asks for",
        source: "docs/notifications.md#dispatcher-rules")
    public static let notificationListener = Rule(
        id: "app.notificationListener", library: "the app",
        text: "the app's notification listener gets every push it asks for",
        source: "docs/notifications.md#dispatcher-rules")

    /// The dispatcher's rules, for the documentation table.
    public static let dispatcherRules: [Rule] = [
        shown, displayedByApp, fcmDataOnly, expoDataOnly, suppressedByLibrary, shownByLibrary, categoryNotRegistered,
        androidChannelMissing, androidChannelFallback, iosImageNeedsExtension, iosImageByExtension, iosImageNoExtension,
        bodyTapOpensApp, foregroundActionOpensApp, builtInAction, typedHandler, missedAction,
        responseListener, notificationListener,
    ]
}
