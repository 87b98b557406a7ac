import HostRuntime
import Notifications

extension LibraryDescriptor {
    /// @react-native-community/push-notification-ios.
    static let pushNotificationIOS = LibraryDescriptor(
        folder: "PushNotificationIOS",
        installers: [PushNotificationIOSSurface.self],
        simulatedVersions: [
            "@react-native-community/push-notification-ios": SimulatedVersions(.majors(1...1), source:
                "react-native-push-notification/ios 1.11.0 @ 84a3dd1 (index.d.ts, js/index.js)"),
        ],
        rules: Rule.pushNotificationIOSRules,
        surfacePackages: [.pushNotificationIOS: "@react-native-community/push-notification-ios"],
        initPackages: [InitPackage(package: "@react-native-community/push-notification-ios", format: .apns, preference: 80)],
        tapListeners: [
            TapListener(package: "@react-native-community/push-notification-ios", api: "PushNotificationIOS.addEventListener('localNotification' / 'notification', …)",
                        place: "the root component's useEffect", rank: 80),
        ],
        apiCoverage: ["push-notification-ios.txt"]
    )
}
