import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// `react-native-notifications` (wix/react-native-notifications): `Notifications`,
/// `Notification`, `NotificationCategory`, `NotificationAction` and
/// `NotificationBackgroundFetchResult` of lib/src/index.ts, the facade in
/// JS/react-native-notifications.js. Which event fires (the library's documentation,
/// website/docs/docs/notifications-events.md, and its native code):
///
/// - iOS: a push or local notification arriving while the app is in the foreground →
///   `registerNotificationReceivedForeground` (`willPresentNotification`); a push arriving
///   in the background → `registerNotificationReceivedBackground` only when it is
///   `content-available` (`didReceiveRemoteNotification:fetchCompletionHandler:`); every
///   tap → `registerNotificationOpened(notification, completion, action)` with
///   `action.identifier` the button's id or `com.apple.UNNotificationDefaultActionIdentifier`
///   and `action.text` the typed reply. Dismissal is not reported.
/// - Android (core/notification/PushNotification.java `onReceived`): a push while the app
///   is visible → foreground listeners, and nothing is displayed; otherwise the library
///   posts it (a data message too, from its data's `title`/`body`) → background
///   listeners; a tap → opened
///   listeners, with no action (the library has no Android buttons; `setCategories` is
///   iOS only).
final class WixNotificationsSurface: ReactNativeLibrarySurface {
    override var moduleName: String { "react-native-notifications" }
    override var glueSource: String { EmbeddedJS.reactNativeNotifications }
    override var surface: Surface { .wix }

    override func pushEvent(_ d: HandlerDelivery) -> String? {
        let n = d.notification
        if device.dispatcher.platform == .ios {
            if d.appState == .foreground { return "notificationReceived" }
            return n.format != .local && isContentAvailable(n) ? "notificationReceivedBackground" : nil
        }
        guard n.format != .local else { return nil }  // postLocalNotification posts, it does not receive
        return d.appState == .foreground ? "notificationReceived" : "notificationReceivedBackground"
    }

    override func responseEvent(_ d: HandlerDelivery) -> String? {
        d.actionIdentifier == "dismiss" ? nil : "notificationOpened"
    }

    override func rule(for event: String) -> Rule? {
        switch event {
        case "notificationReceived": return .wixReceivedForeground
        case "notificationReceivedBackground": return .wixReceivedBackground
        case "notificationOpened": return .wixOpened
        default: return nil
        }
    }

    /// Android (core/notification/PushNotification.java `onReceived`): while the app is
    /// visible a push is only sent to JS (`notifyReceivedToJS`), never posted; otherwise
    /// the library posts it itself (`postNotification`), also a data message, whose
    /// `title` and `body` are data keys (PushNotificationProps reads the message bundle).
    ///
    /// iOS (lib/ios/RNNotificationEventHandler.m `didReceiveForegroundNotification`): the
    /// library keeps `willPresentNotification`'s completion handler and sends the
    /// notification to JS; it is presented only when a foreground listener calls
    /// `completion({alert: true})` (RCTConvert+RNNotifications.m reads `alert`, `badge`,
    /// `sound`), and never without one.
    override func started() {
        unowned let device = self.device
        device.dispatcher.addPushInterpreter { [unowned self] n in
            if device.dispatcher.platform == .ios {
                guard device.dispatcher.appState == .foreground, !n.isDataOnly, n.format == .local ? ownLocal.contains(n.id) : true,
                      Notifee.options(of: n) == nil, OneSignal.payload(of: n) == nil else { return }
                ForegroundRule.wixIOS.withhold(&n)
                return
            }
            // What the library posts itself is on the channel its props name when that channel
            // exists, else its own "channel_01" ("Channel Name", made by initDefaultChannel):
            // lib/android/…/core/notification/PushNotification.java `getNotificationBuilder`.
            if n.format == .local, ownLocal.contains(n.id) { n.missingChannel = .fallback(Self.defaultChannel) }
            guard n.format != .local, n.format != .oneSignal, n.format != .expo else { return }
            if device.dispatcher.appState == .foreground {
                if !n.isDataOnly { ForegroundRule.wixAndroid.withhold(&n) }
            } else if n.isDataOnly, n.data["title"]?.stringValue != nil || n.data["body"]?.stringValue != nil {
                n.title = n.data["title"]?.stringValue
                n.body = n.data["body"]?.stringValue
                n.androidChannel = n.data["android_channel_id"]?.stringValue
                n.missingChannel = .fallback(Self.defaultChannel)
                n.showDataMessage(because: .wixShowsData)
            }
        }
    }

    /// The library's own Android channel (PushNotification.java `DEFAULT_CHANNEL_ID`), not FCM's fallback.
    static let defaultChannel = "channel_01"

    /// Ids of the notifications `postLocalNotification` showed.
    private var ownLocal: Set<String> = []
    /// iOS: foreground notifications waiting for their completion.
    private var held: [String: PushNotification] = [:]

    override func display(_ request: JSONValue) -> String {
        if let id = request["id"]?.stringValue { ownLocal.insert(id) }
        return super.display(request)
    }

    override func pushArrived(_ d: HandlerDelivery) {
        guard d.notification.displaySuppressed, device.dispatcher.platform == .ios else { return }
        held[d.notification.id] = d.notification
        if held.count > 100 { held.removeValue(forKey: held.keys.first!) }
    }

    override func addNatives(_ natives: JSValue) {
        unowned let device = self.device
        natives.defineFunction("completePresentation") { [unowned self] arguments in
            // finishPresentingNotification(identifier, {alert, badge, sound}): once.
            guard let n = held.removeValue(forKey: arguments.first?.text ?? "") else { return nil }
            let options = arguments.count > 1 ? arguments[1] : .undefined(in: device.context)
            if options.isObject, options["alert"].boolValue { device.dispatcher.present(n) }
            return nil
        }
        natives.defineFunction("setCategories") { arguments in
            let value = try device.json(arguments.first, "Notifications.setCategories's categories")
            device.registerUnchecked({ try WixCategories.categories(from: value) }, source: .wix,
                                     native: "lib/ios/RCTConvert+RNNotifications.m builds the UNNotificationCategory from what it gets")
            return nil
        }
    }
}

/// react-native-notifications' rules (docs/notifications.md's rule table is made from these).
extension Rule {
    static let wixShowsData = Rule(
        id: "wix.showsData", library: "react-native-notifications",
        text: "Android, app not visible: the library posts a data message itself from its data's title and body",
        source: "wix/react-native-notifications lib/android/…/core/notification/PushNotification.java (postNotification)")

    static let wixReceivedForeground = Rule(
        id: "wix.receivedForeground", library: "react-native-notifications",
        text: "a push while the app is in the foreground: registerNotificationReceivedForeground runs",
        source: "wix/react-native-notifications website/docs/docs/notifications-events.md")
    static let wixReceivedBackground = Rule(
        id: "wix.receivedBackground", library: "react-native-notifications",
        text: "a push in the background (iOS: content-available only): registerNotificationReceivedBackground runs",
        source: "wix/react-native-notifications website/docs/docs/notifications-events.md")
    static let wixOpened = Rule(
        id: "wix.opened", library: "react-native-notifications",
        text: "a tap on the notification or a button: registerNotificationOpened runs",
        source: "wix/react-native-notifications website/docs/docs/notifications-events.md")

    static let wixRules: [Rule] = [wixShowsData, wixReceivedForeground, wixReceivedBackground, wixOpened]
}
