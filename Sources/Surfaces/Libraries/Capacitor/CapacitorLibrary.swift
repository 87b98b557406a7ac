import HostRuntime
import Notifications

extension LibraryDescriptor {
    /// Capacitor: @capacitor/core and the plugins @capacitor/push-notifications, @capacitor/local-
    /// notifications and @capawesome/capacitor-badge (one surface today).
    static let capacitor = LibraryDescriptor(
        folder: "Capacitor",
        installers: [CapacitorSurface.self],
        simulatedVersions: [
            "@capacitor/push-notifications": SimulatedVersions(.majors(6...8), source:
                "ionic-team/capacitor-plugins push-notifications 8.1.1 @ 5b65292; its CHANGELOG.md: 7.0.0 and 8.0.0 are version "
                + "bumps only; 6.0.0 presents foreground notifications through the Firebase SDK"),
            "@capacitor/local-notifications": SimulatedVersions(.majors(6...8), source:
                "ionic-team/capacitor-plugins local-notifications 8.2.0 @ 5b65292; its CHANGELOG.md: 6.0.0, 7.0.0 and 8.0.0 are "
                + "version bumps only (6.1.0 adds silent foreground delivery on iOS)"),
        ],
        deepImports: [
            "@capacitor/push-notifications": PackageDeepImports.capacitorPlugin(definitions: PackageDeepImports.same()),
            "@capacitor/local-notifications": PackageDeepImports.capacitorPlugin(definitions: PackageDeepImports.same("Weekday")),
        ],
        surfacePackages: [.capacitor: "@capacitor/push-notifications"],
        initPackages: [
            InitPackage(package: "@capacitor/push-notifications", format: .apns, preference: 90),
            InitPackage(package: "@capacitor/local-notifications", format: .apns, preference: 100),
        ],
        tapListeners: [
            TapListener(package: "@capacitor/push-notifications", api: "PushNotifications.addListener('pushNotificationActionPerformed', …)",
                        place: "the file that calls PushNotifications.register()", rank: 50),
            TapListener(package: "@capacitor/local-notifications", api: "LocalNotifications.addListener('localNotificationActionPerformed', …)",
                        place: "the file that schedules the notifications", rank: 60),
        ],
        apiCoverage: ["capacitor-local-notifications.txt", "capacitor-push-notifications.txt", "capawesome-capacitor-badge.txt"]
    )
}

/// Its files imported by path (PackageDeepImports), as its api-coverage/deep-imports/ lists cite them.
extension PackageDeepImports {
    /// ionic-team/capacitor-plugins @ 5b65292: tsc writes src/ to dist/esm ("module"),
    /// rollup bundles it into dist/plugin.cjs.js ("main"); src/index.ts re-exports
    /// definitions.ts, whose values are its enums.
    static func capacitorPlugin(definitions: File) -> [String: File] {
        ["dist/esm": .root, "dist/plugin.cjs": .root, "dist/esm/definitions": definitions]
    }
}
