import HostRuntime
import Notifications

extension LibraryDescriptor {
    /// react-native-onesignal 4.x and 5.x (and the Cordova plugin `jshost init` recognises).
    static let oneSignal = LibraryDescriptor(
        folder: "OneSignal",
        installers: [OneSignalSurface.self],
        simulatedVersions: [
            "react-native-onesignal": SimulatedVersions(lines: [
                .init(.majors(4...4), api: "4.x"),
                .init(.majors(5...5), api: "5.x"),
            ], source:
                "OneSignal/react-native-onesignal 5.5.5 @ 8a346af (src/index.ts: the OneSignal namespace) and 4.5.4 @ 953f368 "
                + "(src/index.ts: the default-exported OneSignal class, setNotificationOpenedHandler, "
                + "setNotificationWillShowInForegroundHandler); 3.x exports another API"),
        ],
        rules: Rule.oneSignalRules,
        surfacePackages: [.onesignal: "react-native-onesignal"],
        initPackages: [
            InitPackage(package: "react-native-onesignal", format: .fcmLegacy, preference: 20),
            InitPackage(package: "onesignal-cordova-plugin", format: .fcmLegacy, preference: 30),
        ],
        tapListeners: [
            TapListener(package: "react-native-onesignal", api: "OneSignal.Notifications.addEventListener('click', …)",
                        place: "App.tsx, after OneSignal.initialize", rank: 40),
        ],
        apiCoverage: ["react-native-onesignal-v4.txt", "react-native-onesignal.txt"]
    )
}
