import HostRuntime
import Notifications

extension LibraryDescriptor {
    /// @capacitor/push-notifications, a plugin of Capacitor's core (Platforms/Capacitor).
    static let capacitorPushNotifications = LibraryDescriptor(
        folder: "CapacitorPushNotifications",
        installers: [CapacitorPushNotificationsSurface.self],
        simulatedVersions: [
            "@capacitor/push-notifications": SimulatedVersions(.majors(6...8), source:
                "ionic-team/capacitor-plugins push-notifications 8.1.1 @ 5b65292; its CHANGELOG.md: 7.0.0 and 8.0.0 are version "
                + "bumps only; 6.0.0 presents foreground notifications through the Firebase SDK"),
        ],
        deepImports: [
            "@capacitor/push-notifications": { PackageDeepImports.capacitorPlugin(definitions: PackageDeepImports.same()) },
        ],
        surfacePackages: [.capacitor: "@capacitor/push-notifications"],
        initPackages: [
            InitPackage(package: "@capacitor/push-notifications", format: .apns, preference: 90),
        ],
        tapListeners: [
            TapListener(package: "@capacitor/push-notifications", api: "PushNotifications.addListener('pushNotificationActionPerformed', …)",
                        place: "the file that calls PushNotifications.register()", rank: 50),
        ],
        apiCoverage: ["capacitor-push-notifications.txt"]
    )
}
