import Foundation
import Testing

/// The libraries' "what launched the app" calls (LaunchAnswers.swift) through the built
/// `jshost` binary, each asked at the top level of the script as the library's docs ask it:
/// a quit app (`--app-state terminated`) gets the launching press once a press launches it,
/// `null` (the library's "none") when an `appState` event starts it instead, and a running
/// app gets its answer at once. Each library's own reset rule is checked with a second call.
@Suite struct LaunchAnswerTests {
    func logs(_ r: JSHostResult) -> [String] { r.effects("log").compactMap { $0["message"] as? String } }

    /// Runs `app.js` three ways: launched by a tap on `id` (`tap.ndjson`), started by an
    /// `appState` foreground event (`start.ndjson`), and running in the background when
    /// the tap comes (`tap.ndjson`). `arrive` is the event that brings the notification.
    func threeRuns(_ script: String, arrive: String, id: String, platform: String = "ios")
        throws -> (tapped: JSHostResult, started: JSHostResult, running: JSHostResult) {
        let f = try TemporaryFolder([
            "app.js": script,
            "tap.ndjson": arrive + "\n" + #"{"open": "\#(id)"}"# + "\n",
            "start.ndjson": arrive + "\n" + #"{"appState": "foreground"}"# + "\n",
        ])
        let common = ["--platform", platform, "--json"]
        return (try JSHost.run(["run", "app.js", "--app-state", "terminated", "--events", "tap.ndjson"] + common, in: f.url),
                try JSHost.run(["run", "app.js", "--app-state", "terminated", "--events", "start.ndjson"] + common, in: f.url),
                try JSHost.run(["run", "app.js", "--app-state", "background", "--events", "tap.ndjson"] + common, in: f.url))
    }

    @Test func pushNotificationIOSInitialNotificationAnswersAtTheLaunchEveryTime() throws {
        // The package's README: `PushNotificationIOS.getInitialNotification()` at start-up.
        let script = """
        import PushNotificationIOS from '@react-native-community/push-notification-ios';
        const ask = (label) => PushNotificationIOS.getInitialNotification().then((notification) =>
          console.log(label + ' ' + (notification ? notification.getMessage() + ' ' + notification.getData().userInteraction : notification)));
        ask('initial');
        ask('again');
        """
        let r = try threeRuns(script, arrive: #"{"push": {"aps": {"alert": {"title": "Lunch", "body": "Thursday"}}}, "id": "p1"}"#, id: "p1")
        // The launch options do not change: every call sees the launching push.
        #expect(logs(r.tapped) == ["initial Thursday 1", "again Thursday 1"], "\(r.tapped.stdout) \(r.tapped.stderr)")
        #expect(r.tapped.effects("handler").contains { $0["surface"] as? String == "push-notification-ios" }, "\(r.tapped.stdout)")
        #expect(logs(r.started) == ["initial null", "again null"], "\(r.started.stdout) \(r.started.stderr)")
        #expect(logs(r.running) == ["initial null", "again null"], "\(r.running.stdout) \(r.running.stderr)")
    }

    @Test func wixInitialNotificationAnswersAtTheLaunchOnce() throws {
        // website/docs/docs/notifications-events.md: `Notifications.getInitialNotification()`.
        let script = """
        import { Notifications } from 'react-native-notifications';
        const ask = (label) => Notifications.getInitialNotification()
          .then((notification) => console.log(label + ' ' + (notification ? notification.title + ' ' + notification.payload.room : notification)))
          .catch((err) => console.error('getInitialNotifiation() failed', err));
        ask('initial');
        ask('again');
        """
        for platform in ["ios", "android"] {
            let arrive = platform == "ios"
                ? #"{"push": {"aps": {"alert": {"title": "Sam", "body": "Hi"}}, "room": "r1"}, "id": "w1"}"#
                : #"{"push": {"message": {"notification": {"title": "Sam", "body": "Hi"}, "data": {"room": "r1"}}}, "id": "w1"}"#
            let r = try threeRuns(script, arrive: arrive, id: "w1", platform: platform)
            // The native side clears it once read; "none" is `undefined` (Commands.ts).
            #expect(logs(r.tapped) == ["initial Sam r1", "again undefined"], "\(platform): \(r.tapped.stdout) \(r.tapped.stderr)")
            #expect(logs(r.started) == ["initial undefined", "again undefined"], "\(platform): \(r.started.stdout) \(r.started.stderr)")
            #expect(logs(r.running) == ["initial undefined", "again undefined"], "\(platform): \(r.running.stdout) \(r.running.stderr)")
        }
    }

    @Test func notifeeInitialNotificationAnswersAtTheLaunchOnceOnAndroid() throws {
        // docs/react-native/events.mdx "App open events": the press that opened the app, once;
        // the notification comes from an FCM data message the background handler displays.
        let script = """
        import messaging from '@react-native-firebase/messaging';
        import notifee from '@notifee/react-native';
        notifee.createChannel({ id: 'chat', name: 'Chat' });
        messaging().setBackgroundMessageHandler(async (message) => {
          await notifee.displayNotification({
            id: 'chat-' + message.data.chatId, title: message.data.sender, body: message.data.text,
            android: { channelId: 'chat', pressAction: { id: 'default' } },
          });
        });
        const ask = (label) => notifee.getInitialNotification().then((initialNotification) =>
          console.log(label + ' ' + (initialNotification
            ? initialNotification.notification.title + ' ' + initialNotification.pressAction.id : initialNotification)));
        ask('initial');
        ask('again');
        """
        // (content-available: iOS wakes the app for a data message only with it.)
        let arrive = #"{"push": {"message": {"data": {"chatId": "9", "sender": "Ana", "text": "Hi"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}, "id": "m1"}"#
        let r = try threeRuns(script, arrive: arrive, id: "chat-9", platform: "android")
        #expect(logs(r.tapped) == ["initial Ana default", "again null"], "\(r.tapped.stdout) \(r.tapped.stderr)")
        #expect(r.tapped.effects("handler").contains { $0["surface"] as? String == "notifee" }, "\(r.tapped.stdout)")
        #expect(logs(r.started) == ["initial null", "again null"], "\(r.started.stdout) \(r.started.stderr)")
        #expect(logs(r.running) == ["initial null", "again null"], "\(r.running.stdout) \(r.running.stderr)")
        // iOS: null (deprecated there), but still answered at the launch, after the press.
        let ios = try threeRuns(script, arrive: arrive, id: "chat-9", platform: "ios")
        #expect(logs(ios.tapped) == ["initial null", "again null"], "\(ios.tapped.stdout) \(ios.tapped.stderr)")
        let pressed = try #require(ios.tapped.effects("response").first?["seq"] as? Int, "\(ios.tapped.stdout)")
        #expect(ios.tapped.effects("log").allSatisfy { ($0["seq"] as? Int ?? 0) > pressed }, "\(ios.tapped.stdout)")
    }

    @Test func expoLastNotificationResponseAnswersAtTheLaunchAndStays() throws {
        // docs.expo.dev "Handle tapping on a notification": getLastNotificationResponseAsync().
        let script = """
        import * as Notifications from 'expo-notifications';
        const ask = (label) => Notifications.getLastNotificationResponseAsync().then((response) =>
          console.log(label + ' ' + (response ? response.notification.request.content.title + ' ' + response.actionIdentifier : response)));
        ask('initial');
        ask('again');
        """
        let arrive = #"{"push": {"to": "ExponentPushToken[abc]", "title": "Cold", "data": {"eventId": "8"}}, "id": "c1"}"#
        let r = try threeRuns(script, arrive: arrive, id: "c1")
        // The last response stays until cleared.
        let launched = "Cold expo.modules.notifications.actions.DEFAULT"
        #expect(logs(r.tapped) == ["initial " + launched, "again " + launched], "\(r.tapped.stdout) \(r.tapped.stderr)")
        #expect(r.tapped.effects("handler").contains { $0["surface"] as? String == "expo" }, "\(r.tapped.stdout)")
        #expect(logs(r.started) == ["initial null", "again null"], "\(r.started.stdout) \(r.started.stderr)")
        #expect(logs(r.running) == ["initial null", "again null"], "\(r.running.stdout) \(r.running.stderr)")
    }

    @Test func firebaseInitialNotificationAnswersAtTheLaunchOnce() throws {
        // rnfirebase.io/messaging/notifications "Handling Interaction": getInitialNotification().
        let script = """
        import messaging from '@react-native-firebase/messaging';
        const ask = (label) => messaging().getInitialNotification().then((remoteMessage) =>
          console.log(label + ' ' + (remoteMessage ? remoteMessage.notification.title : remoteMessage)));
        ask('initial');
        ask('again');
        """
        let arrive = #"{"push": {"message": {"notification": {"title": "Order", "body": "Shipped"}}}, "id": "f1"}"#
        let r = try threeRuns(script, arrive: arrive, id: "f1", platform: "android")
        #expect(logs(r.tapped) == ["initial Order", "again null"], "\(r.tapped.stdout) \(r.tapped.stderr)")
        #expect(logs(r.started) == ["initial null", "again null"], "\(r.started.stdout) \(r.started.stderr)")
        #expect(logs(r.running) == ["initial null", "again null"], "\(r.running.stdout) \(r.running.stderr)")
    }

    /// A press that does not open the app (a dismissal) is no launch: the call keeps waiting
    /// for the press that does.
    @Test func aDismissalOfAQuitAppIsNoLaunch() throws {
        let f = try TemporaryFolder([
            "app.js": """
            import messaging from '@react-native-firebase/messaging';
            messaging().getInitialNotification().then((m) => console.log('initial ' + (m ? m.notification.title : m)));
            """,
            "e.ndjson": #"{"push": {"aps": {"alert": {"title": "Gone", "body": "x"}}}, "id": "t1"}"# + "\n"
                + #"{"push": {"aps": {"alert": {"title": "Kept", "body": "y"}}}, "id": "t2"}"# + "\n"
                + #"{"response": "t1", "action": "dismiss"}"# + "\n" + #"{"open": "t2"}"# + "\n",
        ])
        let r = try JSHost.run(["run", "app.js", "--app-state", "terminated", "--events", "e.ndjson", "--json"], in: f.url)
        #expect(logs(r) == ["initial Kept"], "\(r.stdout) \(r.stderr)")
    }

    @Test func linkingInitialURLAnswersAtTheLaunchWithTheTappedDeepLinkEveryTime() throws {
        // React Native's Linking docs ("Get the deep link"): `Linking.getInitialURL()` at
        // start-up, a `url` listener for links that come while the app runs. The links are
        // Marigold's: the body's `_u`, the Yes button's `st_action_deeplink`.
        let script = """
        import { Linking } from 'react-native';
        import 'react-native-marigold';
        const ask = (label) => Linking.getInitialURL().then((url) => console.log(label + ' ' + url));
        ask('initial');
        ask('again');
        Linking.addEventListener('url', ({ url }) => console.log('url ' + url));
        """
        let arrive = #"{"push": {"aps": {"alert": "Sale", "category": "st_cat_yes_no"}, "_nid": "m1", "_u": "shop://home", "st_action_deeplink": "shop://sale"}, "id": "m1"}"#
        for platform in ["ios", "android"] {
            let r = try threeRuns(script, arrive: arrive, id: "m1", platform: platform)
            // The launch URL does not change: every call sees the tapped link.
            #expect(logs(r.tapped) == ["initial shop://home", "again shop://home"], "\(platform): \(r.tapped.stdout) \(r.tapped.stderr)")
            // It answers after the SDK opened the link.
            let kinds = r.tapped.effects.compactMap { e in e["kind"] as? String == "log" ? e["message"] as? String : e["kind"] as? String }
            let open = try #require(kinds.firstIndex(of: "openURL")), answer = try #require(kinds.firstIndex(of: "initial shop://home"))
            #expect(open < answer, "\(kinds)")
            #expect(logs(r.started) == ["initial null", "again null"], "\(platform): \(r.started.stdout) \(r.started.stderr)")
            // A running app is answered at once; its tap's link is a `url` event.
            #expect(logs(r.running) == ["initial null", "again null", "url shop://home"], "\(platform): \(r.running.stdout) \(r.running.stderr)")
        }
        // A button's link launches the app the same way.
        let f = try TemporaryFolder(["app.js": script, "e.ndjson": arrive + "\n" + #"{"response": "m1", "action": "st_cat_yes_no&Yes"}"# + "\n"])
        let yes = try JSHost.run(["run", "app.js", "--app-state", "terminated", "--events", "e.ndjson", "--json"], in: f.url)
        #expect(logs(yes) == ["initial shop://sale", "again shop://sale"], "\(yes.stdout) \(yes.stderr)")
    }
}
