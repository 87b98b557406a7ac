import HostRuntime
import Notifications

extension LibraryDescriptor {
    /// @capacitor/local-notifications, a plugin of Capacitor's core (Platforms/Capacitor).
    static let capacitorLocalNotifications = LibraryDescriptor(
        folder: "CapacitorLocalNotifications",
        installers: [CapacitorLocalNotificationsSurface.self],
        simulatedVersions: [
            "@capacitor/local-notifications": SimulatedVersions(.majors(6...8), source:
                "ionic-team/capacitor-plugins local-notifications 8.2.0 @ 5b65292; its CHANGELOG.md: 6.0.0, 7.0.0 and 8.0.0 are "
                + "version bumps only (6.1.0 adds silent foreground delivery on iOS)"),
        ],
        deepImports: [
            "@capacitor/local-notifications": { PackageDeepImports.capacitorPlugin(definitions: PackageDeepImports.same("Weekday")) },
        ],
        initPackages: [
            InitPackage(package: "@capacitor/local-notifications", format: .apns, preference: 100),
        ],
        tapListeners: [
            TapListener(package: "@capacitor/local-notifications", api: "LocalNotifications.addListener('localNotificationActionPerformed', …)",
                        place: "the file that schedules the notifications", rank: 60),
        ],
        apiCoverage: ["capacitor-local-notifications.txt"]
    )
}
