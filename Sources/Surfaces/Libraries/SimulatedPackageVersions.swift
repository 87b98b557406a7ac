import HostRuntime

/// The releases of each package whose API a surface simulates (SPEC §3.2c "No shadowing"):
/// in an app, a built-in module stands in for its package only when `node_modules` holds
/// one of these releases; another is an error naming both (ModuleLoader.checkInstalledVersion).
/// Each entry says where its API was read (the commits the surface's docs and API-coverage
/// lists cite) and why the other releases it accepts share that API. docs/surfaces.md,
/// "Which versions each surface simulates", is the same table for users.
public enum SimulatedPackageVersions {
    /// The packages simulated, by name (`jshost help run` lists them).
    public static var packages: [String] { table.keys.sorted() }

    static let table: [String: SimulatedVersions] = [
        "@notifee/react-native": SimulatedVersions(.majors(7...9), source:
            "invertase/notifee packages/react-native 9.1.8 @ b73c76d; docs/react-native/release-notes.mdx: 9.0.0 breaks "
            + "only Android manifest and foreground-service declarations (and adds foregroundServiceTypes), 8.0.0 was an unused alpha"),
        "react-native-notify-kit": SimulatedVersions(.majors(9...9), source:
            "marcocrupi/react-native-notify-kit packages/react-native (README.md: Notifee's API, New Architecture only; "
            + "adds setNotificationConfig)"),
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
        "@react-native-firebase/messaging": SimulatedVersions(.majors(22...24), source:
            "invertase/react-native-firebase packages/messaging 23.7.0 @ 43081df; its CHANGELOG.md: 23.0.0 is a version bump "
            + "only for messaging, 22.0.0 Android build fixes, 22.1.0 fixes the modular getToken/deleteToken options; 24.0.0's "
            + "breaking changes are Firestore's types and Functions' New Architecture requirement, none of messaging's "
            + "(CHANGELOG.md and packages/messaging/CHANGELOG.md @ 4ef21d0)"),
        "@react-native-firebase/app": SimulatedVersions(.majors(22...24), source:
            "invertase/react-native-firebase packages/app/lib/index.js and modular/index.js @ 001928b (getApp, getApps, "
            + "initializeApp, deleteApp, setLogLevel, SDK_VERSION), the releases whose messaging is simulated"),
        "@react-native-community/push-notification-ios": SimulatedVersions(.majors(1...1), source:
            "react-native-push-notification/ios 1.11.0 @ 84a3dd1 (index.d.ts, js/index.js)"),
        "react-native-notifications": SimulatedVersions(.majors(5...5), source:
            "wix/react-native-notifications 5.1.0 @ aa5a0f3 (lib/src)"),
        "react-native-onesignal": SimulatedVersions(lines: [
            .init(.majors(4...4), api: "4.x"),
            .init(.majors(5...5), api: "5.x"),
        ], source:
            "OneSignal/react-native-onesignal 5.5.5 @ 8a346af (src/index.ts: the OneSignal namespace) and 4.5.4 @ 953f368 "
            + "(src/index.ts: the default-exported OneSignal class, setNotificationOpenedHandler, "
            + "setNotificationWillShowInForegroundHandler); 3.x exports another API"),
        "@capacitor/push-notifications": SimulatedVersions(.majors(6...8), source:
            "ionic-team/capacitor-plugins push-notifications 8.1.1 @ 5b65292; its CHANGELOG.md: 7.0.0 and 8.0.0 are version "
            + "bumps only; 6.0.0 presents foreground notifications through the Firebase SDK"),
        "@capacitor/local-notifications": SimulatedVersions(.majors(6...8), source:
            "ionic-team/capacitor-plugins local-notifications 8.2.0 @ 5b65292; its CHANGELOG.md: 6.0.0, 7.0.0 and 8.0.0 are "
            + "version bumps only (6.1.0 adds silent foreground delivery on iOS)"),
        "@havesource/cordova-plugin-push": SimulatedVersions(.majors(7...7), source:
            "havesource/cordova-plugin-push 7.0.1-dev @ 9da3aad (www/push.js); its CHANGELOG.md: 7.0.0 changes clearBadge on Android"),
        "phonegap-plugin-push": SimulatedVersions(.majors(2...2), source:
            "havesource/cordova-plugin-push CHANGELOG.md \"Previous Change Log\": the fork continues phonegap-plugin-push 2.3.0, "
            + "the archived original's last major; its www/push.js (init, hasPermission, PushNotification on/off/finish/…) is kept, "
            + "the fork adds the channel functions"),
        "react-native-marigold": SimulatedVersions(.majors(18...18), source:
            "sailthru/sailthru-mobile-react-native-sdk 18.0.1 @ 8772391 (src/index.js, src/NativeRN*.ts)"),
        "react-native-force": SimulatedVersions(.majors(14...14), source:
            "forcedotcom/SalesforceMobileSDK-ReactNative 14.0.0 @ 2938594 (src/index.ts)"),
    ]
}
