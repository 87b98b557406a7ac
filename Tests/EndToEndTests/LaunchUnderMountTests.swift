import Foundation
import Testing

/// The libraries' launch answers asked where apps ask them: in the root component's
/// `useEffect`, which runs when the app mounts — after the launching tap, from quit
/// (docs/surfaces.md, "The app's life", and the table of launch answers; LaunchAnswers.swift).
/// Each app runs three ways: launched from quit by a tap (`tap.ndjson` with
/// `--app-state terminated`), started from quit by an `appState` event (`start.ndjson`), and
/// mounted in the background before the tap comes (`tap.ndjson`).
@Suite struct LaunchUnderMountTests {
    func logs(_ r: JSHostResult) -> [String] { r.effects("log").compactMap { $0["message"] as? String } }

    /// `effect` is the body of App's useEffect (`imports` above it); the root is registered
    /// with AppRegistry as React Native apps do.
    func threeRuns(imports: String, effect: String, arrive: String, id: String, platform: String)
        throws -> (tapped: JSHostResult, started: JSHostResult, running: JSHostResult) {
        let app = """
        import React, { useEffect } from 'react';
        import { AppRegistry, View } from 'react-native';
        \(imports)
        function App() {
          useEffect(() => {
        \(effect)
          }, []);
          return <View />;
        }
        AppRegistry.registerComponent('App', () => App);
        """
        let f = try TemporaryFolder([
            "package.json": #"{"name": "app", "main": "index.js"}"#,
            "index.js": app,
            "tap.ndjson": arrive + "\n" + #"{"open": "\#(id)"}"# + "\n",
            "start.ndjson": arrive + "\n" + #"{"appState": "foreground"}"# + "\n",
        ])
        let common = ["--platform", platform, "--json", "--fake-time"]
        return (try JSHost.run(["run", "index.js", "--app-state", "terminated", "--events", "tap.ndjson"] + common, in: f.url),
                try JSHost.run(["run", "index.js", "--app-state", "terminated", "--events", "start.ndjson"] + common, in: f.url),
                try JSHost.run(["run", "index.js", "--app-state", "background", "--events", "tap.ndjson"] + common, in: f.url))
    }

    /// The mount comes after the tap was delivered: runApplication follows the response.
    func mountedAfterTheTap(_ r: JSHostResult) -> Bool {
        let kinds = r.effects.compactMap { $0["kind"] as? String == "native" ? "native " + ($0["method"] as? String ?? "") : $0["kind"] as? String }
        guard let response = kinds.firstIndex(of: "response"), let mount = kinds.firstIndex(of: "native runApplication") else { return false }
        return response < mount
    }

    /// react-native-notifications (wix): `Notifications.getInitialNotification()` answers the
    /// launching notification once (the native side clears it when read: RNNotificationsModule
    /// / RNNotificationCenter's initial notification), `undefined` otherwise (Commands.ts).
    @Test func wixGetInitialNotificationInAnEffect() throws {
        for platform in ["ios", "android"] {
            let arrive = platform == "ios"
                ? #"{"push": {"aps": {"alert": {"title": "Sam", "body": "Hi"}}, "room": "r1"}, "id": "w1"}"#
                : #"{"push": {"message": {"notification": {"title": "Sam", "body": "Hi"}, "data": {"room": "r1"}}}, "id": "w1"}"#
            let r = try threeRuns(imports: "import { Notifications } from 'react-native-notifications';", effect: """
                const ask = (label) => Notifications.getInitialNotification()
                  .then((n) => console.log(label + ' ' + (n ? n.title + ' ' + n.payload.room : n)));
                ask('initial');
                ask('again');
            """, arrive: arrive, id: "w1", platform: platform)
            #expect(mountedAfterTheTap(r.tapped), "\(platform): \(r.tapped.stdout)")
            #expect(logs(r.tapped) == ["initial Sam r1", "again undefined"], "\(platform): \(r.tapped.stdout) \(r.tapped.stderr)")
            #expect(logs(r.started) == ["initial undefined", "again undefined"], "\(platform): \(r.started.stdout) \(r.started.stderr)")
            #expect(logs(r.running) == ["initial undefined", "again undefined"], "\(platform): \(r.running.stdout) \(r.running.stderr)")
        }
    }

    /// PushNotificationIOS: `getInitialNotification()` reads the launch options'
    /// remote notification every time it is asked (RNCPushNotificationIOS.m
    /// `getInitialNotification`), null when the app was not launched by a tap.
    @Test func pushNotificationIOSGetInitialNotificationInAnEffect() throws {
        let r = try threeRuns(imports: "import PushNotificationIOS from '@react-native-community/push-notification-ios';", effect: """
            const ask = (label) => PushNotificationIOS.getInitialNotification()
              .then((n) => console.log(label + ' ' + (n ? n.getMessage() : n)));
            ask('initial');
            ask('again');
        """, arrive: #"{"push": {"aps": {"alert": {"title": "Lunch", "body": "Thursday"}}}, "id": "p1"}"#, id: "p1", platform: "ios")
        #expect(mountedAfterTheTap(r.tapped), "\(r.tapped.stdout)")
        #expect(logs(r.tapped) == ["initial Thursday", "again Thursday"], "\(r.tapped.stdout) \(r.tapped.stderr)")
        #expect(logs(r.started) == ["initial null", "again null"], "\(r.started.stdout) \(r.started.stderr)")
        #expect(logs(r.running) == ["initial null", "again null"], "\(r.running.stdout) \(r.running.stderr)")
    }

    /// OneSignal: a click before any click listener is kept and handed to the first listener
    /// added (OneSignal-Android-SDK NotificationLifecycleService.kt: `unprocessedOpenedNotifs`,
    /// replayed by `addExternalClickListener`), so the listener an effect adds after the
    /// launch gets the launching click; mounted before the tap, it gets the tap as it comes.
    @Test func oneSignalClickListenerAddedInAnEffectGetsTheLaunchingClick() throws {
        for platform in ["ios", "android"] {
            let arrive = #"{"push": {"aps": {"alert": "Hi"}, "custom": {"i": "os-1"}, "buttons": [{"i": "ok", "n": "OK"}]}, "id": "os-1"}"#
            let r = try threeRuns(imports: "import { OneSignal } from 'react-native-onesignal';\nOneSignal.initialize('app-id');", effect: """
                OneSignal.Notifications.addEventListener('click', (e) => console.log('click ' + e.notification.notificationId));
            """, arrive: arrive, id: "os-1", platform: platform)
            #expect(mountedAfterTheTap(r.tapped), "\(platform): \(r.tapped.stdout)")
            // The SDK's own log line aside.
            let app = { (r: JSHostResult) in logs(r).filter { !$0.hasPrefix("[OneSignal]") } }
            #expect(app(r.tapped) == ["click os-1"], "\(platform): \(r.tapped.stdout) \(r.tapped.stderr)")
            #expect(app(r.started) == [], "\(platform): \(r.started.stdout) \(r.started.stderr)")
            #expect(app(r.running) == ["click os-1"], "\(platform): \(r.running.stdout) \(r.running.stderr)")
        }
    }

    /// React Native's Linking: `getInitialURL()` answers the link whose tap launched the app,
    /// every time (RCTLinkingManager / IntentModule read the launch URL or intent), and a
    /// `url` listener added in the effect gets the links of taps while the app runs.
    @Test func linkingGetInitialURLInAnEffect() throws {
        let arrive = #"{"push": {"aps": {"alert": "Sale", "category": "st_cat_yes_no"}, "_nid": "m1", "_u": "shop://home", "st_action_deeplink": "shop://sale"}, "id": "m1"}"#
        for platform in ["ios", "android"] {
            let r = try threeRuns(imports: "import { Linking } from 'react-native';\nimport 'react-native-marigold';", effect: """
                const ask = (label) => Linking.getInitialURL().then((url) => console.log(label + ' ' + url));
                ask('initial');
                ask('again');
                const subscription = Linking.addEventListener('url', ({ url }) => console.log('url ' + url));
                return () => subscription.remove();
            """, arrive: arrive, id: "m1", platform: platform)
            #expect(mountedAfterTheTap(r.tapped), "\(platform): \(r.tapped.stdout)")
            #expect(logs(r.tapped) == ["initial shop://home", "again shop://home"], "\(platform): \(r.tapped.stdout) \(r.tapped.stderr)")
            #expect(logs(r.started) == ["initial null", "again null"], "\(platform): \(r.started.stdout) \(r.started.stderr)")
            #expect(logs(r.running) == ["initial null", "again null", "url shop://home"], "\(platform): \(r.running.stdout) \(r.running.stderr)")
        }
    }
}

/// Capacitor's PushNotifications hands `pushNotificationActionPerformed` to the first
/// listener added after it happened (the plugin's `notifyListeners(…, retainUntilConsumed:
/// true)`: PushNotificationsPlugin.java `handleOnNewIntent`, PushNotificationsPlugin.swift
/// `didReceive response`): a listener a page's component adds after the launch gets the
/// launching tap, and the run counts it as reaching the app's code. A Capacitor page mounts
/// its framework itself (no AppRegistry), so the listener is added after the launch by a
/// timer, as a component's mount would.
@Suite struct CapacitorLaunchTests {
    @Test func theActionOfTheLaunchingTapReachesAListenerAddedLater() throws {
        let f = try TemporaryFolder([
            "app.mjs": """
            import { PushNotifications } from '@capacitor/push-notifications';
            await PushNotifications.requestPermissions();
            await PushNotifications.register();
            setTimeout(() => {
              PushNotifications.addListener('pushNotificationActionPerformed', (a) => console.log('action ' + a.actionId + ' ' + a.notification.data.orderId));
            }, 500);
            """,
            "p.json": #"{"message": {"notification": {"title": "Order", "body": "Shipped"}, "data": {"orderId": "7"}}}"#,
        ])
        for state in ["terminated", "background"] {
            let r = try JSHost.run(["run", "app.mjs", "--push", "p.json", "--open", "--platform", "android", "--app-state", state, "--fake-time"], in: f.url)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.contains("action tap 7\n[n1] handler capacitor pushNotificationActionPerformed"), "\(state): \(r.stdout)")
            #expect(!r.stdout.contains("reached none of the app's code"), "\(state): \(r.stdout)")
        }
    }

    /// expo-notifications' last response answers a button's tap too: a quit app whose effect
    /// asks it is not told the tap reached none of its code.
    @Test func aButtonTapAnsweredByTheLastResponseIsNoSilentTap() throws {
        let app = JSHost.repository.appendingPathComponent("Tests/Fixtures/app-life/category-app")
        let r = try JSHost.run(["run", "index.js", "--push", "payload.json", "--tap", "track", "--app-state", "quit"], in: app)
        #expect(r.stdout.contains("launched by track"), "\(r.stdout)")
        #expect(!r.stdout.contains("reached none of the app's code"), "\(r.stdout)")
    }
}
