import Notifications

/// What running the app reveals (docs/surfaces.md, "What running the app reveals"): each
/// finding names the rule it breaks and where the rule is written. `run` records each as a
/// `warning` effect when it is found; `matrix` lists them under each case and `check
/// --entry` prints them with the payload's findings (JSHostKit's ExplainMatrix,
/// PayloadLint).
public struct AppFinding: Sendable, Equatable {
    public let rule: Rule
    /// What happened in this run, in one sentence.
    public let message: String
    public let notification: String?
    /// `message` with its rule and source, as the `warning` effect says it.
    public var text: String { "\(message) (rule \(rule.id): \(rule.text); \(rule.library): \(rule.source))" }
}

extension Rule {
    public static let shownTwice = Rule(
        id: "app.shownTwice", library: "FCM / APNs",
        text: "a notification message (FCM's `notification` key, an APNs alert) is shown by the OS itself while the app is in the background or quit, and the app's background handler still runs: a handler that displays the message again shows it twice (send data-only messages for the app to display, or let the OS show it)",
        source: "firebase.google.com/docs/cloud-messaging/customize-messages/set-message-type (\"FCM SDK displays the message … when it's running in the background\"); rnfirebase.io/messaging/usage (Notifications: background and quit states); docs.page/invertase/notifee/react-native/integrations/fcm")
    public static let lateListener = Rule(
        id: "app.lateListener", library: "React Native Firebase / Notifee / Expo",
        text: "a library delivers the tap that launched the app only through its launch call (getInitialNotification, getLastNotificationResponseAsync); a listener added on mount is added after that tap",
        source: "rnfirebase.io/messaging/notifications#handling-interaction; notifee.app/react-native/docs/events#app-open-events; docs.expo.dev/versions/latest/sdk/notifications/#uselastnotificationresponse")
    public static let channelTooLow = Rule(
        id: "android.channelImportance", library: "Android",
        text: "a channel's importance decides how its notifications interrupt (heads-up needs IMPORTANCE_HIGH), and once the channel is created the app cannot raise it: createNotificationChannel with the same id keeps the old importance (only the user can change it); use a new channel id",
        source: "developer.android.com/develop/ui/views/notifications/channels (\"you can't change … the importance … after you submit the channel\"); android.app.NotificationChannel#setImportance, NotificationManager#createNotificationChannel")
    public static let noListener = Rule(
        id: "app.noListener", library: "jshost",
        text: "the app imports a notification library but no listener or handler of it exists once the app is mounted: its pushes and taps reach none of the app's code",
        source: "the library's own listener APIs (docs/surfaces.md, \"The app's life\")")
}

/// Finds them during a run (one `Device`'s).
final class AppFindings {
    private unowned let device: Device
    private(set) var found: [AppFinding] = []
    /// Notifications shown while the push being dispatched was handled.
    private var shownDuringPush: [(notification: PushNotification, channel: String?, appearance: NotificationAppearance)]?
    private var lowChannels: Set<String> = []

    init(device: Device) { self.device = device }

    /// `record`: also as a `warning` effect (false when the warning is already recorded).
    func report(_ rule: Rule, _ message: String, notification: String?, record: Bool = true) {
        let finding = AppFinding(rule: rule, message: message, notification: notification)
        guard !found.contains(where: { $0.rule == rule && $0.message == message }) else { return }
        found.append(finding)
        if record { device.dispatcher.record(.warning(message: finding.text), notification: notification) }
    }

    /// The dispatcher's display observer.
    func shown(_ n: PushNotification, channel: String?, appearance: NotificationAppearance) {
        shownDuringPush?.append((n, channel, appearance))
        // Android: the channel decides; below high there is no heads-up, and the app
        // cannot raise it later. Judged on the channels the app itself created, low and below.
        if device.dispatcher.platform == .android, let channel, device.dispatcher.registeredChannels?.contains(channel) == true,
           let importance = appearance.importance, ["none", "min", "low"].contains(importance), lowChannels.insert(channel).inserted {
            report(.channelTooLow, "channel \"\(channel)\" was created with importance \(importance): the notification is posted "
                   + "without sound or heads-up, and the app cannot raise the channel's importance later", notification: n.id)
        }
    }

    func pushStarted() { shownDuringPush = [] }

    /// The push `id` was handled: shown by the OS and again by the app?
    func pushDone(_ id: String?) {
        defer { shownDuringPush = nil }
        guard let id, let shown = shownDuringPush, device.dispatcher.appState != .foreground,
              shown.contains(where: { $0.notification.id == id && $0.notification.format != .local }) else { return }
        let again = shown.filter { $0.notification.format == .local }
        guard let copy = again.first else { return }
        let title = copy.notification.title.map { " \"\($0)\"" } ?? ""
        report(.shownTwice, "shown twice: the OS showed notification \(id) (\(device.dispatcher.appState.rawValue)) and the app's code "
               + "displayed another\(title) (\(copy.notification.id)) while handling it", notification: id)
    }

    /// After the run: a notification library the app imported with no listener or handler
    /// of it, and no launch call asked, once the root was mounted.
    func runDone() {
        guard device.surface(ReactSurface.self).mount.hasMounted else { return }
        let loaded = device.registrations.loadedPackages
        // A launch call the app made (getInitialNotification, getLastNotificationResponseAsync, …)
        // is how it takes the tap that launched it: that library reaches the app's code.
        let listened = Set(device.registrations.entries.filter { $0.kind == .listener || $0.kind == .handler }.map(\.library))
            .union(device.launchAnswers.asked.map(Registrations.library(of:)))
        for library in Self.receivingLibraries where loaded.contains(library) && !listened.contains(library) {
            report(.noListener, "\(library) is imported but no listener or handler of it was registered by the end of the mount", notification: nil)
        }
    }

    /// The libraries whose purpose is to hand pushes and taps to the app's listeners.
    static let receivingLibraries = ["@react-native-firebase/messaging", "expo-notifications", "react-native-onesignal",
                                     "react-native-notifications", "@react-native-community/push-notification-ios"]
}
