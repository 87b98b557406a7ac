import Foundation
import Testing

/// The listener timeline (`run --explain`) for each library's listeners, on the Examples'
/// apps and on small apps of our own: where each listener was added (the app's line), and
/// whether it got each event, missed it or got it twice.
@Suite struct ListenerLibrariesTests {
    static func example(_ name: String) -> URL { JSHost.repository.appendingPathComponent("Examples/\(name)") }

    /// `notification api outcome` for each `listener` effect, in order.
    func outcomes(_ r: JSHostResult) -> [String] {
        r.effects("listener").map { "\($0["notification"] as? String ?? "-") \($0["api"] as? String ?? "") \($0["outcome"] as? String ?? "")" }
    }

    func logs(_ r: JSHostResult) -> [String] { r.effects("log").compactMap { $0["message"] as? String } }

    func sites(_ r: JSHostResult) -> Set<String> {
        Set(r.effects("listener").compactMap { ($0["site"] as? String).map { String($0.split(separator: ":").prefix(2).joined(separator: ":")) } })
    }

    @Test func wixListenersSayWhatTheArrivalAndTheTapReached() throws {
        let r = try JSHost.run(["run", "App.js", "--push", "payload.json", "--open", "--explain", "--json"], in: Self.example("react-native-notifications"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(outcomes(r) == [
            "n1 Notifications.events().registerNotificationReceivedForeground missed",
            "n1 Notifications.events().registerNotificationReceivedBackground missed",
            "n1 Notifications.events().registerNotificationOpened got",
        ], "\(r.stdout)")
        #expect(sites(r) == ["App.js:23", "App.js:30", "App.js:35"])
        // In the foreground the foreground listener gets the arrival.
        let fg = try JSHost.run(["run", "App.js", "--push", "payload.json", "--app-state", "foreground", "--explain", "--json"],
                                in: Self.example("react-native-notifications"))
        #expect(outcomes(fg).first == "n1 Notifications.events().registerNotificationReceivedForeground got", "\(fg.stdout)")
    }

    @Test func pushNotificationIOSListenersGetTheForegroundPushAndTheTapAsSeparateEvents() throws {
        let r = try JSHost.run(["run", "App.js", "--push", "payload.json", "--open", "--app-state", "foreground", "--explain", "--json"],
                               in: Self.example("push-notification-ios"))
        #expect(r.status == 0, "\(r.stderr)")
        let o = outcomes(r)
        // Arrival: 'notification' gets it; the tap: 'localNotification' (the package's emitter
        // as the surface models it). Each once: two events are never "twice".
        #expect(o.contains("n1 PushNotificationIOS.addEventListener('notification') got"), "\(o)")
        #expect(o.contains("n1 PushNotificationIOS.addEventListener('localNotification') got"), "\(o)")
        #expect(!o.contains { $0.hasSuffix("twice") }, "\(o)")
    }

    @Test func oneSignalFiveAndFourListenersAreInTheTimeline() throws {
        let five = try JSHost.run(["run", "App.js", "--push", "payload.json", "--open", "--explain", "--json"], in: Self.example("onesignal"))
        #expect(five.status == 0, "\(five.stderr)")
        #expect(outcomes(five).last?.hasSuffix("OneSignal.Notifications.addEventListener('click') got") == true, "\(five.stdout)")
        #expect(sites(five).contains("App.js:11"))
        let four = try JSHost.run(["run", "index.js", "--push", "push.json", "--open", "--explain", "--json"],
                                  in: JSHost.repository.appendingPathComponent("Tests/Fixtures/bundle-world/onesignal4-app"))
        #expect(four.status == 0, "\(four.stderr)")
        #expect(outcomes(four) == ["os-1 OneSignal.setNotificationWillShowInForegroundHandler missed", "os-1 OneSignal.setNotificationOpenedHandler got"],
                "\(four.stdout)")
    }

    @Test func oneSignalListenerRemovedOrReplacedIsNotCalled() throws {
        let f = try TemporaryFolder([
            "app.js": """
            import { OneSignal } from 'react-native-onesignal';
            OneSignal.initialize('app-id');
            const onClick = (e) => console.log('clicked', e.notification.title);
            OneSignal.Notifications.addEventListener('click', onClick);
            OneSignal.Notifications.removeEventListener('click', onClick);
            """,
            "p.json": #"{"aps": {"alert": {"title": "Hi", "body": "there"}}, "custom": {"i": "os-9"}}"#,
        ])
        let r = try JSHost.run(["run", "app.js", "--push", "p.json", "--open", "--explain", "--json"], in: f.url)
        #expect(!r.stdout.contains("clicked"), "\(r.stdout)")
        // Removed before the push: it misses the arrival and the tap, saying why.
        #expect(outcomes(r) == ["os-9 OneSignal.Notifications.addEventListener('click') missed"], "\(r.stdout)")
        #expect((r.effects("listener").first?["reason"] as? String)?.hasPrefix("removed before this event") == true)
    }

    @Test func capacitorPushAndLocalListenersAreInTheTimeline() throws {
        let r = try JSHost.run(["run", "src/notifications.js", "--push", "payload-android.json", "--open", "--platform", "android", "--explain", "--json"],
                               in: Self.example("capacitor"))
        #expect(r.status == 0, "\(r.stderr)")
        let o = outcomes(r)
        #expect(o.contains("n1 PushNotifications.addListener('pushNotificationActionPerformed') got"), "\(o)")
        #expect(o.contains("n1 PushNotifications.addListener('pushNotificationReceived') missed"), "\(o)")
        // A scheduled local notification's tap reaches the LocalNotifications listener.
        let local = try JSHost.run(["run", "src/notifications.js", "--events", "events.ndjson", "--fake-time", "--explain", "--json"],
                                   in: Self.example("capacitor"))
        #expect(outcomes(local).contains { $0.hasSuffix("LocalNotifications.addListener('localNotificationActionPerformed') got") }, "\(local.stdout)")
    }

    @Test func cordovaPushAndMobileFirstCallbacksAreInTheTimeline() throws {
        let cordova = try JSHost.run(["run", "www/index.html", "--push", "payload-ios.json", "--open", "--explain", "--json"], in: Self.example("cordova-push"))
        #expect(outcomes(cordova) == ["n1 push.on('notification') missed", "n1 push.on('notification') got"], "\(cordova.stdout)")
        #expect(sites(cordova) == ["www/js/index.js:32"])
        let mfp = try JSHost.run(["run", "index.js", "--push", "payload.json", "--open", "--explain", "--json"], in: Self.example("mobilefirst-8"))
        #expect(outcomes(mfp) == ["n1 MFPPush.registerNotificationsCallback missed", "n1 MFPPush.registerNotificationsCallback got"], "\(mfp.stdout)")
        // MobileFirst 7: WL.Client.Push.onMessage, assigned at the top of main.js, gets the button's tap.
        let mf7 = try JSHost.run(["run", "main.js", "--push", "payload.json", "--tap", "poll_ok", "--explain", "--json"], in: Self.example("mobilefirst-7"))
        #expect(outcomes(mf7).last == "n1 WL.Client.Push.onMessage got", "\(mf7.stdout)")
        #expect(sites(mf7) == ["main.js:40"], "\(mf7.stdout)")
    }

    @Test func linkingUrlListenerGetsTheDeepLinkOfATapWhileTheAppRuns() throws {
        let f = try TemporaryFolder([
            "app.js": """
            import { Linking } from 'react-native';
            import 'react-native-marigold';
            Linking.addEventListener('url', ({ url }) => console.log('url ' + url));
            """,
            "e.ndjson": #"{"push": {"aps": {"alert": "Sale"}, "_nid": "m1", "_u": "shop://home"}, "id": "m1"}"# + "\n" + #"{"open": "m1"}"# + "\n",
        ])
        let r = try JSHost.run(["run", "app.js", "--events", "e.ndjson", "--explain", "--json"], in: f.url)
        #expect(outcomes(r) == ["m1 Linking.addEventListener('url') got"], "\(r.stdout) \(r.stderr)")
        #expect(sites(r) == ["app.js:3"])
    }

    /// An effect with no dependency list and no cleanup adds the listener again after each
    /// render: once a message re-rendered the app, the next one reaches it twice.
    @Test func aListenerAddedAgainOnEachRenderGetsTheNextMessageTwice() throws {
        let app = AppLifeTests.apps.appendingPathComponent("double-display")
        let r = try JSHost.run(["run", "index.js", "--events", "events.ndjson", "--platform", "android", "--app-state", "foreground", "--explain", "--json"], in: app)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(outcomes(r) == ["m1 onMessage got", "m2 onMessage got", "m2 onMessage twice"], "\(r.stdout)")
        let twice = try #require(r.effects("listener").last)
        #expect(twice["site"] as? String == "App.js:13:26")
        #expect((twice["reason"] as? String)?.contains("added it 2 times here without removing it") == true, "\(twice)")
        #expect(logs(r) == ["message in thread ana-42", "message in thread ana-42", "message in thread ana-42"])
        // The same handler added twice by PushNotificationIOS's addEventListener (the package
        // keeps the first subscription when a second is added): one push, two calls.
        let f = try TemporaryFolder([
            "app.js": """
            import PushNotificationIOS from '@react-native-community/push-notification-ios';
            const onNotification = (n) => console.log('got', n.getAlert().title);
            function listen() { PushNotificationIOS.addEventListener('notification', onNotification); }
            listen();
            listen();
            """,
            "p.json": #"{"aps": {"alert": {"title": "Hi", "body": "there"}}}"#,
        ])
        let pnios = try JSHost.run(["run", "app.js", "--push", "p.json", "--app-state", "foreground", "--explain", "--json"], in: f.url)
        #expect(outcomes(pnios) == ["n1 PushNotificationIOS.addEventListener('notification') got",
                                    "n1 PushNotificationIOS.addEventListener('notification') twice"], "\(pnios.stdout) \(pnios.stderr)")
    }

    /// Capacitor keeps the tap that launched the app for the first listener of
    /// `pushNotificationActionPerformed` (the plugin's retained events): a listener added
    /// after the launch still gets it, and the timeline says so.
    @Test func aCapacitorListenerAddedAfterTheLaunchingTapStillGetsIt() throws {
        let f = try TemporaryFolder([
            "app.js": """
            import { PushNotifications } from '@capacitor/push-notifications';
            setTimeout(() => {
              PushNotifications.addListener('pushNotificationActionPerformed', (a) => console.log('tapped', a.actionId));
            }, 10);
            """,
            "p.json": #"{"message": {"notification": {"title": "Hi", "body": "there"}}}"#,
        ])
        let r = try JSHost.run(["run", "app.js", "--push", "p.json", "--open", "--app-state", "terminated", "--platform", "android", "--explain", "--json"], in: f.url)
        #expect(logs(r) == ["tapped tap"], "\(r.stdout) \(r.stderr)")
        #expect(outcomes(r) == ["n1 PushNotifications.addListener('pushNotificationActionPerformed') got"], "\(r.stdout)")
    }
}
