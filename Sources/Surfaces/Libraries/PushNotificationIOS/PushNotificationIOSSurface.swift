import HostRuntime
import JSCore
import Notifications

/// `@react-native-community/push-notification-ios` (react-native-push-notification/ios):
/// the default export `PushNotificationIOS` of js/index.js, its facade in
/// JS/push-notification-ios.js. What the native half does (ios/RNCPushNotificationIOS.m,
/// the AppDelegate the README asks apps to write):
///
/// - a push reaches `notification` listeners (an instance with `remote: true`) when the
///   app is in the foreground or the push is `content-available` (what
///   `didReceiveRemoteNotification:fetchCompletionHandler:` is called for);
/// - every tap — a button or the notification itself, of a push or of a local
///   notification — reaches `localNotification` listeners
///   (`didReceiveNotificationResponse:` posts `localNotificationReceived`), with
///   `getActionIdentifier()` the button's id or
///   `com.apple.UNNotificationDefaultActionIdentifier`, `getUserText()` and
///   `getData().userInteraction === 1`. Dismissal is not reported (the categories have no
///   custom-dismiss option);
/// - iOS only: on Android nothing fires and categories are not registered.
final class PushNotificationIOSSurface: ReactNativeLibrarySurface {
    override var moduleName: String { "@react-native-community/push-notification-ios" }
    override var glueSource: String { EmbeddedJS.pushNotificationIos }
    override var surface: Surface { .pushNotificationIOS }

    /// The app's AppDelegate (ios/*/AppDelegate.{m,mm,swift}) sets no
    /// `UNUserNotificationCenter` delegate: the legacy setup of the package's README
    /// before iOS 10 (no `willPresentNotification`, no `didReceiveNotificationResponse`).
    /// nil when no AppDelegate was found: the README's setup is assumed.
    private var legacySetup: Bool? {
        guard let sets = device.dispatcher.nativeProject?.setsNotificationCenterDelegate else { return nil }
        return !sets
    }

    override func pushEvent(_ d: HandlerDelivery) -> String? {
        guard device.dispatcher.platform == .ios, d.notification.format != .local else { return nil }
        return d.appState == .foreground || isContentAvailable(d.notification) ? "remoteNotificationReceived" : nil
    }

    override func responseEvent(_ d: HandlerDelivery) -> String? {
        guard device.dispatcher.platform == .ios, d.actionIdentifier != "dismiss" else { return nil }
        // Legacy: iOS hands the tap of a remote notification to
        // `application:didReceiveRemoteNotification:fetchCompletionHandler:`, which the
        // package posts as a remote notification (RNCPushNotificationIOS.m `didReceiveRemoteNotification`).
        if legacySetup == true, d.notification.format != .local { return "remoteNotificationReceived" }
        return "localNotificationReceived"
    }

    override func rule(for event: String) -> Rule? {
        switch (event, legacySetup) {
        case ("remoteNotificationReceived", nil): return .pushNotificationIOSReceivedAssumed
        case ("remoteNotificationReceived", true?): return .pushNotificationIOSLegacyTap
        case ("remoteNotificationReceived", _): return .pushNotificationIOSReceived
        case (_, nil): return .pushNotificationIOSResponseAssumed
        default: return .pushNotificationIOSResponse
        }
    }

    override func started() {
        unowned let device = self.device
        // Legacy setup: with no notification-center delegate, iOS presents nothing while
        // the app is in the foreground (UNUserNotificationCenterDelegate `willPresent` is the only way).
        device.dispatcher.addPushInterpreter { [unowned self] n in
            guard device.dispatcher.platform == .ios, legacySetup == true, n.format != .local,
                  device.dispatcher.appState == .foreground else { return }
            n.suppressDisplay(because: .pushNotificationIOSLegacyForeground)
        }
    }

    override func addNatives(_ natives: JSValue) {
        unowned let device = self.device
        device.defineScheduleNative(on: natives)
        device.defineCalendarMatchNative(on: natives)
        natives.defineFunction("setCategories") { arguments in
            let value = try device.json(arguments.first, "PushNotificationIOS.setNotificationCategories's categories")
            device.registerUnchecked({ try PushNotificationIOSCategories.categories(from: value) }, source: .pushNotificationIOS,
                                     native: "ios/RCTConvert+Notification.m passes a missing id or title to UNNotificationAction as nil")
            return nil
        }
    }
}

extension ReactNativeLibrarySurface {
    /// `aps.content-available` is 1: a background update the app is woken for.
    func isContentAvailable(_ n: PushNotification) -> Bool {
        guard let available = n.raw.objectValue?["aps"]?.objectValue?["content-available"] else { return false }
        return available == .number(1) || available == .bool(true) || available == .string("1")
    }
}

/// @react-native-community/push-notification-ios's rules (docs/notifications.md's rule table).
extension Rule {
    static let pushNotificationIOSReceived = Rule(
        id: "push-notification-ios.received", library: "push-notification-ios",
        text: "a push in the foreground, or a content-available push in the background: the 'notification' listener runs",
        source: "react-native-push-notification-ios ios/RNCPushNotificationIOS.m (didReceiveRemoteNotification)")
    static let pushNotificationIOSResponse = Rule(
        id: "push-notification-ios.response", library: "push-notification-ios",
        text: "a tap on the notification or a button: the 'localNotification' listener runs with the action",
        source: "react-native-push-notification-ios ios/RNCPushNotificationIOS.m (didReceiveNotificationResponse)")

    static let pushNotificationIOSReceivedAssumed = Rule(
        id: "push-notification-ios.receivedAssumed", library: "push-notification-ios",
        text: "a push in the foreground, or a content-available push in the background: the 'notification' listener runs (no ios/*/AppDelegate found: the README's AppDelegate, which sets the UNUserNotificationCenter delegate, is assumed)",
        source: "react-native-push-notification/ios README.md (AppDelegate); ios/RNCPushNotificationIOS.m")
    static let pushNotificationIOSResponseAssumed = Rule(
        id: "push-notification-ios.responseAssumed", library: "push-notification-ios",
        text: "a tap on the notification or a button: the 'localNotification' listener runs (no ios/*/AppDelegate found: the README's AppDelegate, which sets the UNUserNotificationCenter delegate, is assumed)",
        source: "react-native-push-notification/ios README.md (AppDelegate didReceiveNotificationResponse)")
    static let pushNotificationIOSLegacyTap = Rule(
        id: "push-notification-ios.legacyTap", library: "push-notification-ios",
        text: "the AppDelegate sets no UNUserNotificationCenter delegate: a tap on a remote notification reaches didReceiveRemoteNotification, so the 'notification' listener runs",
        source: "react-native-push-notification/ios ios/RNCPushNotificationIOS.m (didReceiveRemoteNotification); developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate")
    static let pushNotificationIOSLegacyForeground = Rule(
        id: "push-notification-ios.legacyForeground", library: "push-notification-ios",
        text: "the AppDelegate sets no UNUserNotificationCenter delegate: iOS presents nothing while the app is in the foreground",
        source: "developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)")

    static let pushNotificationIOSRules: [Rule] = [pushNotificationIOSReceived, pushNotificationIOSResponse, pushNotificationIOSReceivedAssumed,
                                                   pushNotificationIOSResponseAssumed, pushNotificationIOSLegacyTap, pushNotificationIOSLegacyForeground]
}
