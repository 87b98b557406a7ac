import HostRuntime
import Notifications

extension LibraryDescriptor {
    /// expo-notifications.
    static let expoNotifications = LibraryDescriptor(
        folder: "ExpoNotifications",
        installers: [ExpoNotificationsSurface.self],
        simulatedVersions: [
            "expo-notifications": SimulatedVersions(lines: [
                .init(.zeroMinors(18...28), api: "type-less triggers"),
                .init(.zeroMinorsFrom(29), api: "typed triggers"),
                .init(.majors(55...57), api: "typed triggers"),
            ], source:
                "expo/expo packages/expo-notifications/src @ 19805c5: triggers need a `type` (SchedulableTriggerInputTypes, "
                + "hasValidTriggerObject.ts), as from 0.29 (SDK 52); Expo SDK 55 renumbered its packages to the SDK's major, so "
                + "55.x–57.x continue 0.32's API. 0.18–0.28 (SDK 48–51) infer the trigger from its shape (scheduleNotificationAsync.ts "
                + "parseTrigger of 0.28: Date, number, {date}, {hour, minute, repeats: true}, {weekday, …}, {day, month, …}, {seconds, "
                + "repeats}, calendar components); CHANGELOG.md 0.18.0–0.28.19 changes no other JavaScript API than "
                + "removing getExpoPushTokenAsync's deprecated experienceId option (0.19); 0.16–0.17 did not need a projectId "
                + "(0.18.0 made it required), so they are not simulated"),
        ],
        deepImports: ["expo-notifications": { PackageDeepImports.expoNotifications }],
        rules: Rule.expoRules,
        surfacePackages: [.expo: "expo-notifications"],
        initPackages: [InitPackage(package: "expo-notifications", format: .expo, preference: 10)],
        tapListeners: [
            TapListener(package: "expo-notifications", api: "Notifications.addNotificationResponseReceivedListener or useLastNotificationResponse()",
                        place: "a useEffect of the root component: App.tsx, or app/_layout.tsx with Expo Router", rank: 10),
        ],
        apiCoverage: ["expo-notifications.txt"]
    )
}

/// Its files imported by path (PackageDeepImports), as its api-coverage/deep-imports/ lists cite them.
extension PackageDeepImports {
    /// expo/expo packages/expo-notifications @ 19805c5: build/ is src/ compiled. src/index.ts
    /// re-exports each function file's default export under the file's name.
    static let expoNotifications: [String: File] = {
        var files: [String: File] = [
            "build": .root,
            "build/TokenEmitter": same("addPushTokenListener"),
            "build/NotificationsEmitter": same(
                "DEFAULT_ACTION_IDENTIFIER", "addNotificationReceivedListener", "addNotificationsDroppedListener",
                "addNotificationResponseReceivedListener", "getLastNotificationResponseAsync", "getLastNotificationResponse",
                "clearLastNotificationResponseAsync", "clearLastNotificationResponse", "addNotificationResponseClearedListener"),
            "build/NotificationsHandler": same("setNotificationHandler", "NotificationTimeoutError"),
            "build/NotificationPermissions": same(
                "getPermissionsAsync", "requestPermissionsAsync", "getExactAlarmPermissionsAsync", "requestExactAlarmPermissionsAsync"),
            "build/NotificationChannelManager.types": same(
                "AndroidNotificationVisibility", "AndroidAudioContentType", "AndroidImportance", "AndroidAudioUsage"),
            "build/NotificationPermissions.types": same("IosAlertStyle", "IosAllowsPreviews", "IosAuthorizationStatus"),
            "build/Notifications.types": same("AndroidNotificationPriority", "SchedulableTriggerInputTypes"),
            "build/NotificationChannelGroupManager.types": same(),
            "build/Tokens.types": same(),
        ]
        let functionFiles = [
            "getDevicePushTokenAsync", "unregisterForNotificationsAsync", "getExpoPushTokenAsync", "getPresentedNotificationsAsync",
            "presentNotificationAsync", "dismissNotificationAsync", "dismissAllNotificationsAsync", "getNotificationChannelsAsync",
            "getNotificationChannelAsync", "setNotificationChannelAsync", "deleteNotificationChannelAsync",
            "getNotificationChannelGroupsAsync", "getNotificationChannelGroupAsync", "setNotificationChannelGroupAsync",
            "deleteNotificationChannelGroupAsync", "getBadgeCountAsync", "setBadgeCountAsync", "getAllScheduledNotificationsAsync",
            "scheduleNotificationAsync", "cancelScheduledNotificationAsync", "cancelAllScheduledNotificationsAsync",
            "getNotificationCategoriesAsync", "setNotificationCategoryAsync", "deleteNotificationCategoryAsync",
            "getNextTriggerDateAsync", "useLastNotificationResponse", "registerTaskAsync", "unregisterTaskAsync",
        ]
        for name in functionFiles { files["build/" + name] = .names(["default": name]) }
        return files
    }()
}
