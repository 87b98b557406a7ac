import HostRuntime
import Notifications

extension LibraryDescriptor {
    /// Wix's react-native-notifications.
    static let wixNotifications = LibraryDescriptor(
        folder: "WixNotifications",
        installers: [WixNotificationsSurface.self],
        simulatedVersions: [
            "react-native-notifications": SimulatedVersions(.majors(5...5), source:
                "wix/react-native-notifications 5.1.0 @ aa5a0f3 (lib/src)"),
        ],
        rules: Rule.wixRules,
        surfacePackages: [.wix: "react-native-notifications"],
        initPackages: [InitPackage(package: "react-native-notifications", format: .apns, preference: 70)],
        tapListeners: [
            TapListener(package: "react-native-notifications", api: "Notifications.events().registerNotificationOpened(…)",
                        place: "index.js or App.js", rank: 70),
        ],
        apiCoverage: ["react-native-notifications.txt"]
    )
}
