import HostRuntime
import Notifications

extension LibraryDescriptor {
    /// phonegap-plugin-push and its fork @havesource/cordova-plugin-push.
    static let cordovaPush = LibraryDescriptor(
        folder: "CordovaPush",
        installers: [CordovaPushSurface.self],
        simulatedVersions: [
            "@havesource/cordova-plugin-push": SimulatedVersions(.majors(7...7), source:
                "havesource/cordova-plugin-push 7.0.1-dev @ 9da3aad (www/push.js); its CHANGELOG.md: 7.0.0 changes clearBadge on Android"),
            "phonegap-plugin-push": SimulatedVersions(.majors(2...2), source:
                "havesource/cordova-plugin-push CHANGELOG.md \"Previous Change Log\": the fork continues phonegap-plugin-push 2.3.0, "
                + "the archived original's last major; its www/push.js (init, hasPermission, PushNotification on/off/finish/…) is kept, "
                + "the fork adds the channel functions"),
        ],
        rules: Rule.cordovaPushRules,
        surfacePackages: [.cordovaPush: "phonegap-plugin-push"],
        initPackages: [
            InitPackage(package: "phonegap-plugin-push", format: .apns, preference: 110),
            InitPackage(package: "@havesource/cordova-plugin-push", format: .apns, preference: 120),
        ],
        tapListeners: [
            TapListener(package: "phonegap-plugin-push", api: "push.on('notification', …)",
                        place: "the deviceready handler, after PushNotification.init", rank: 90),
            TapListener(package: "@havesource/cordova-plugin-push", api: "push.on('notification', …)",
                        place: "the deviceready handler, after PushNotification.init", rank: 100),
        ],
        apiCoverage: ["cordova-plugin-push.txt"]
    )
}
