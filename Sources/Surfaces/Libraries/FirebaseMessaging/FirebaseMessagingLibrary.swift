import HostRuntime
import Notifications

extension LibraryDescriptor {
    /// @react-native-firebase/messaging, with the @react-native-firebase/app it needs.
    static let firebaseMessaging = LibraryDescriptor(
        folder: "FirebaseMessaging",
        installers: [FirebaseMessagingSurface.self],
        simulatedVersions: [
            "@react-native-firebase/messaging": SimulatedVersions(.majors(22...24), source:
                "invertase/react-native-firebase packages/messaging 23.7.0 @ 43081df; its CHANGELOG.md: 23.0.0 is a version bump "
                + "only for messaging, 22.0.0 Android build fixes, 22.1.0 fixes the modular getToken/deleteToken options; 24.0.0's "
                + "breaking changes are Firestore's types and Functions' New Architecture requirement, none of messaging's "
                + "(CHANGELOG.md and packages/messaging/CHANGELOG.md @ 4ef21d0)"),
            "@react-native-firebase/app": SimulatedVersions(.majors(22...24), source:
                "invertase/react-native-firebase packages/app/lib/index.js and modular/index.js @ 001928b (getApp, getApps, "
                + "initializeApp, deleteApp, setLogLevel, SDK_VERSION), the releases whose messaging is simulated"),
        ],
        deepImports: ["@react-native-firebase/messaging": { PackageDeepImports.firebaseMessaging }],
        rules: Rule.firebaseRules,
        surfacePackages: [.firebase: "@react-native-firebase/messaging"],
        initPackages: [InitPackage(package: "@react-native-firebase/messaging", format: .fcmV1, preference: 40)],
        tapListeners: [
            TapListener(package: "@react-native-firebase/messaging", api: "messaging().onNotificationOpenedApp and getInitialNotification()",
                        place: "index.js or the root component's useEffect", rank: 20),
        ],
        apiCoverage: ["react-native-firebase-messaging.txt"]
    )
}

/// Its files imported by path (PackageDeepImports), as its api-coverage/deep-imports/ lists cite them.
extension PackageDeepImports {
    /// invertase/react-native-firebase packages/messaging 23.7.0 @ 43081df: lib/index.js is
    /// "main"; lib/modular/index.js's functions and the statics it re-exports.
    static let firebaseMessaging: [String: File] = [
        "lib": .root,
        "lib/modular": same(
            "getMessaging", "deleteToken", "getToken", "onMessage", "onNotificationOpenedApp", "onTokenRefresh",
            "requestPermission", "isAutoInitEnabled", "setAutoInitEnabled", "getInitialNotification",
            "getDidOpenSettingsForNotification", "getIsHeadless", "registerDeviceForRemoteMessages",
            "isDeviceRegisteredForRemoteMessages", "unregisterDeviceForRemoteMessages", "getAPNSToken", "setAPNSToken",
            "hasPermission", "onDeletedMessages", "onMessageSent", "onSendError", "setBackgroundMessageHandler",
            "setOpenSettingsForNotificationsHandler", "sendMessage", "subscribeToTopic", "unsubscribeFromTopic",
            "isDeliveryMetricsExportToBigQueryEnabled", "isNotificationDelegationEnabled", "setNotificationDelegationEnabled",
            "isSupported", "experimentalSetDeliveryMetricsExportedToBigQueryEnabled",
            "AuthorizationStatus", "NotificationAndroidPriority", "NotificationAndroidVisibility"),
        "lib/statics": same("AuthorizationStatus", "NotificationAndroidPriority", "NotificationAndroidVisibility"),
    ]
}
