import Notifications

/// What each library makes of a notification that arrives while the app is in the
/// foreground: shown, or held back (no `display` effect, nothing to tap) — one table,
/// the one docs/surfaces.md "Foreground presentation" shows. The surfaces decide with
/// these rules and hold a notification back only through `withhold(_:)`, so a decision
/// and its reason are found in one place.
enum ForegroundRule: String, CaseIterable, Sendable {
    case firebaseIOS, firebaseAndroid, notifeeIOS, expo, oneSignal, oneSignal4, wixIOS, wixAndroid,
         pushNotificationIOS, capacitorPushIOS, capacitorPushAndroid, capacitorLocalIOS, cordovaPush, cordovaLocalIOS, mobileFirst8Android

    /// The package (and platform) the rule is about.
    var library: String {
        switch self {
        case .firebaseIOS: "@react-native-firebase/messaging, iOS"
        case .firebaseAndroid: "@react-native-firebase/messaging, Android"
        case .notifeeIOS: "@notifee/react-native, iOS"
        case .expo: "expo-notifications"
        case .oneSignal: "react-native-onesignal v5"
        case .oneSignal4: "react-native-onesignal 4.x"
        case .wixIOS: "react-native-notifications, iOS"
        case .wixAndroid: "react-native-notifications, Android"
        case .pushNotificationIOS: "@react-native-community/push-notification-ios"
        case .capacitorPushIOS: "@capacitor/push-notifications, iOS"
        case .capacitorPushAndroid: "@capacitor/push-notifications, Android"
        case .capacitorLocalIOS: "@capacitor/local-notifications, iOS"
        case .cordovaPush: "cordova-plugin-push"
        case .cordovaLocalIOS: "cordova-plugin-local-notification, iOS"
        case .mobileFirst8Android: "MobileFirst 8 MFPPush, Android (push 3.6.5)"
        }
    }

    /// When the notification is shown in the foreground.
    var rule: String {
        switch self {
        case .firebaseIOS:
            "shown only as firebase.json's react-native.messaging_ios_foreground_presentation_options asks (\"banner\", \"list\" or \"alert\"); by default nothing is shown"
        case .firebaseAndroid:
            "a notification message is not shown (the FCM SDK hands it to onMessage)"
        case .notifeeIOS:
            "a Notifee notification is shown unless its ios.foregroundPresentationOptions turn off banner, list and alert (all on by default)"
        case .expo:
            "shown only when the setNotificationHandler handler answers shouldShowAlert, shouldShowBanner or shouldShowList; without a handler nothing is shown"
        case .oneSignal:
            "shown by the SDK; once a foregroundWillDisplay listener was added, the bridge prevents it and it is shown only when getNotification().display() is called"
        case .oneSignal4:
            "shown by the SDK; once setNotificationWillShowInForegroundHandler was called, it is held until the handler's event.complete(notification) shows it (complete() with nothing silences it)"
        case .wixIOS:
            "shown only when a registerNotificationReceivedForeground listener calls completion({alert: true})"
        case .wixAndroid:
            "not shown (only sent to the foreground listeners)"
        case .pushNotificationIOS:
            "shown: the app delegate of the package's README presents it with alert, badge and sound"
        case .capacitorPushIOS:
            "shown only as capacitor.config's plugins.PushNotifications.presentationOptions asks (\"banner\", \"list\", or \"alert\" in Capacitor 2–4); by default nothing is shown"
        case .capacitorPushAndroid:
            "a notification message is not shown (the plugin only fires pushNotificationReceived)"
        case .capacitorLocalIOS:
            "shown unless the notification is silent, or capacitor.config's plugins.LocalNotifications.presentationOptions names neither \"banner\" nor \"list\""
        case .cordovaPush:
            "shown only with ios.forceShow / android.forceShow in init()"
        case .cordovaLocalIOS:
            "shown only with a priority above 0 (`foreground: true` or `priority: 'high'`); otherwise the plugin answers badge and sound only, and a silent one nothing"
        case .mobileFirst8Android:
            "not shown once the app registered the device or a registerNotificationsCallback listens: the message goes to that callback (none: it is lost); shown otherwise"
        }
    }

    /// The file of the library's own code the rule follows.
    var source: String {
        switch self {
        case .firebaseIOS: "invertase/react-native-firebase packages/messaging/ios/RNFBMessaging/RNFBMessaging+UNUserNotificationCenter.m (willPresentNotification)"
        case .firebaseAndroid: "invertase/react-native-firebase packages/messaging/android/src/main/java/io/invertase/firebase/messaging/ReactNativeFirebaseMessagingReceiver.java"
        case .notifeeIOS: "invertase/notifee ios/NotifeeCore/NotifeeCore+UNUserNotificationCenter.m (willPresentNotification), packages/react-native/src/validators/validateIOSNotification.ts"
        case .expo: "expo/expo packages/expo-notifications/ios/ExpoNotifications/Notifications/Handler/SingleNotificationHandlerTask.swift, src/NotificationsHandler.ts"
        case .oneSignal: "OneSignal/react-native-onesignal ios/RCTOneSignal/RCTOneSignalEventEmitter.mm (onWillDisplayNotification), android/src/main/java/com/onesignal/rnonesignalandroid/RNOneSignal.java (onWillDisplay)"
        case .oneSignal4: "OneSignal/react-native-onesignal 4.5.4 @ 953f368 src/events/NotificationReceivedEvent.ts, ios/RCTOneSignal/RCTOneSignalEventEmitter.m (setNotificationWillShowInForegroundHandler, completeNotificationEvent), android/src/main/java/com/geektime/rnonesignalandroid/RNOneSignal.java"
        case .wixIOS: "wix/react-native-notifications lib/ios/RNNotificationEventHandler.m (didReceiveForegroundNotification), lib/ios/RCTConvert+RNNotifications.m"
        case .wixAndroid: "wix/react-native-notifications lib/android/app/src/main/java/com/wix/reactnativenotifications/core/notification/PushNotification.java (onReceived)"
        case .pushNotificationIOS: "react-native-push-notification/ios README.md (AppDelegate willPresentNotification)"
        case .capacitorPushIOS: "ionic-team/capacitor-plugins push-notifications/ios/Sources/PushNotificationsPlugin/PushNotificationsHandler.swift (willPresent)"
        case .capacitorPushAndroid: "ionic-team/capacitor-plugins push-notifications/android/src/main/java/com/capacitorjs/plugins/pushnotifications/PushNotificationsPlugin.java (fireNotification)"
        case .capacitorLocalIOS: "ionic-team/capacitor-plugins local-notifications/ios/Sources/LocalNotificationsPlugin/LocalNotificationsHandler.swift (willPresent)"
        case .cordovaPush: "havesource/cordova-plugin-push src/ios/AppDelegate+notification.m (willPresentNotification), src/android/com/adobe/phonegap/push/FCMService.kt"
        case .cordovaLocalIOS: "katzer/cordova-plugin-local-notifications 0.9.0-beta.3 src/ios/APPLocalNotification.m (willPresentNotification)"
        case .mobileFirst8Android: "ibm-bluemix-mobile-services/bms-clientsdk-android-push lib/src/main/java/com/ibm/mobilefirstplatform/clientsdk/android/push/api/MFPPushIntentService.java (onMessageReceived), MFPPush.java (listen, hold, registerDevice) at 607c6e8"
        }
    }

    /// Holds `n` back under this rule: no `display` effect when it arrives, nothing to tap
    /// (a surface may show it later with `Dispatcher.present`).
    func withhold(_ n: inout PushNotification) {
        n.suppressDisplay(because: explanation)
    }

    /// The rule as `run --explain`, `jshost matrix` and docs/notifications.md's table say it.
    var explanation: Rule {
        Rule(id: "foreground.\(rawValue)", library: library, text: "app in the foreground: \(rule)", source: source)
    }

    /// Whether presentation options given by name (`UNNotificationPresentationOptions` as
    /// the libraries spell them) show the notification: `banner` or `list`, or the older
    /// `alert` where `accepted` has it. `sound` and `badge` alone show nothing.
    static func presents(_ options: some Sequence<String>, accepted: Set<String> = ["banner", "list", "alert"]) -> Bool {
        options.contains { accepted.contains($0) }
    }
}
