import HostRuntime
import Notifications

extension LibraryDescriptor {
    /// @notifee/react-native and its fork react-native-notify-kit.
    static let notifee = LibraryDescriptor(
        folder: "Notifee",
        installers: [NotifeeSurface.self],
        simulatedVersions: [
            "@notifee/react-native": SimulatedVersions(.majors(7...9), source:
                "invertase/notifee packages/react-native 9.1.8 @ b73c76d; docs/react-native/release-notes.mdx: 9.0.0 breaks "
                + "only Android manifest and foreground-service declarations (and adds foregroundServiceTypes), 8.0.0 was an unused alpha"),
            "react-native-notify-kit": SimulatedVersions(.majors(9...9), source:
                "marcocrupi/react-native-notify-kit packages/react-native (README.md: Notifee's API, New Architecture only; "
                + "adds setNotificationConfig)"),
        ],
        deepImports: ["@notifee/react-native": { PackageDeepImports.notifee }],
        rules: Rule.notifeeRules,
        surfacePackages: [.notifee: "@notifee/react-native"],
        initPackages: [
            InitPackage(package: "@notifee/react-native", format: .fcmV1, preference: 50),
            InitPackage(package: "react-native-notify-kit", format: .fcmV1, preference: 60),
        ],
        tapListeners: [
            TapListener(package: "@notifee/react-native", api: "notifee.onForegroundEvent and notifee.onBackgroundEvent",
                        place: "a component's useEffect (foreground) and index.js (background)", rank: 30),
        ],
        jestMocks: ["@notifee/react-native/jest-mock", "react-native-notify-kit/jest-mock"],
        apiCoverage: ["notifee.txt"]
    )
}

/// Its files imported by path (PackageDeepImports), as its api-coverage/deep-imports/ lists cite them.
extension PackageDeepImports {
    /// invertase/notifee packages/react-native 9.1.8 @ b73c76d: src/ and dist/ (tsc's output
    /// of src/) are both published; each types/*.ts file's `export enum`s.
    static let notifee: [String: File] = {
        let types: [String: File] = [
            "types/Notification": same("EventType", "AuthorizationStatus"),
            "types/NotificationAndroid": same(
                "AndroidNotificationSetting", "AndroidBadgeIconType", "AndroidCategory", "AndroidColor", "AndroidDefaults",
                "AndroidFlags", "AndroidGroupAlertBehavior", "AndroidStyle", "AndroidVisibility", "AndroidImportance",
                "AndroidLaunchActivityFlag", "AndroidForegroundServiceType"),
            "types/NotificationIOS": same("IOSShowPreviewsSetting", "IOSNotificationSetting", "IOSIntentIdentifier"),
            "types/Trigger": same("AlarmType", "RepeatFrequency", "TimeUnit", "TriggerType"),
            "types/Library": same(),
            "types/Module": same(),
            "types/NotificationWeb": same(),
            "types/PowerManagerInfo": same(),
        ]
        var files: [String: File] = ["dist": .root, "src": .root]
        for (path, file) in types {
            files["dist/" + path] = file
            files["src/" + path] = file
        }
        return files
    }()
}
