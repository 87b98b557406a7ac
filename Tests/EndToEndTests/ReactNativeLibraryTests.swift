import Foundation
import Testing

/// The React Native notification libraries of docs/surfaces.md (push-notification-ios,
/// react-native-notifications, react-native-onesignal) through the built `jshost`
/// binary: the modules resolve before `node_modules`, `jshost categories` lists what
/// they register, and pushes, taps, app state and notifications the script displays
/// reach the listeners each library documents.
@Suite struct ReactNativeLibraryTests {
    func run(_ files: [String: String], _ arguments: [String]) throws -> JSHostResult {
        let f = try TemporaryFolder(files)
        return try JSHost.run(arguments + ["--json"], in: f.url)
    }

    func logs(_ r: JSHostResult) -> [String] { r.effects("log").compactMap { $0["message"] as? String } }
    func results(_ r: JSHostResult) -> [Any] { r.effects("handler").compactMap { $0["result"] } }

    // MARK: @react-native-community/push-notification-ios

    static let pnios = """
    import PushNotificationIOS from '@react-native-community/push-notification-ios';
    PushNotificationIOS.setNotificationCategories([
      { id: 'invite', actions: [
        { id: 'accept', title: 'Accept', options: { foreground: true } },
        { id: 'note', title: 'Add note', textInput: { buttonTitle: 'Add', placeholder: 'Note' } },
      ] },
    ]);
    PushNotificationIOS.addEventListener('localNotification', (n) => ({
      action: n.getActionIdentifier(), text: n.getUserText() ?? null, data: n.getData(),
      title: n.getTitle(), message: n.getMessage(), category: n.getCategory(),
    }));
    PushNotificationIOS.addEventListener('notification', (n) => {
      n.finish(PushNotificationIOS.FetchResult.NewData);
      return { remote: n.getMessage(), data: n.getData() };
    });
    """

    @Test func pushNotificationIOSResolvesBeforeNodeModules() throws {
        let r = try run(["app.mjs": Self.pnios,
                         "node_modules/@react-native-community/push-notification-ios/package.json": #"{"name": "@react-native-community/push-notification-ios", "main": "index.js"}"#,
                         "node_modules/@react-native-community/push-notification-ios/index.js": "throw new Error('the installed package needs the native module');",
                         "p.json": #"{"aps": {"alert": {"title": "Party", "body": "Come?"}, "category": "invite"}, "event": 7}"#],
                        ["run", "app.mjs", "--push", "p.json", "--tap", "note", "--text", "bring cake"])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        let result = try #require(results(r).first as? [String: Any])
        #expect(result["action"] as? String == "note")
        #expect(result["text"] as? String == "bring cake")
        #expect(result["title"] as? String == "Party")
        #expect(result["message"] as? String == "Come?")
        #expect(result["category"] as? String == "invite")
        let data = try #require(result["data"] as? [String: Any])
        #expect(data["userInteraction"] as? Int == 1)
        #expect(data["actionIdentifier"] as? String == "note")
        #expect(data["event"] as? Int == 7)
        #expect(r.effects("handler").first?["surface"] as? String == "push-notification-ios")
    }

    @Test func pushNotificationIOSCategoriesAreListed() throws {
        let f = try TemporaryFolder(["app.mjs": Self.pnios])
        let r = try JSHost.run(["categories", "app.mjs"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("invite  (push-notification-ios, ios)"), "\(r.stdout)")
        #expect(r.stdout.contains("note  \"Add note\""), "\(r.stdout)")
        #expect(r.stdout.contains("text input (button \"Add\", placeholder \"Note\")"), "\(r.stdout)")
    }

    @Test func pushNotificationIOSBodyTapIsTheDefaultActionIdentifierAndForegroundPushesAreRemote() throws {
        let events = """
        {"push": {"aps": {"alert": "Come?", "category": "invite"}}, "id": "p1"}
        {"open": "p1"}
        {"push": {"aps": {"alert": "Still there?"}, "k": "v"}, "id": "p2"}
        """
        let r = try run(["app.mjs": Self.pnios, "e.ndjson": events], ["run", "app.mjs", "--events", "e.ndjson"])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        let all = results(r).compactMap { $0 as? [String: Any] }
        #expect(all.count == 2)
        #expect(all.first?["action"] as? String == "com.apple.UNNotificationDefaultActionIdentifier")
        // After the tap opened the app, a push reaches the `notification` listener as a remote instance.
        #expect(all.last?["remote"] as? String == "Still there?")
        #expect((all.last?["data"] as? [String: Any])?["k"] as? String == "v")
        #expect((all.last?["data"] as? [String: Any])?["remote"] as? Bool == true)
    }

    @Test func pushNotificationIOSLocalRequestIsTappableByItsId() throws {
        let script = Self.pnios + """

        PushNotificationIOS.addNotificationRequest({ id: 'r1', title: 'Reminder', body: 'Party tonight', category: 'invite',
          userInfo: { event: 7 }, fireDate: new Date(Date.now() + 5000) });
        PushNotificationIOS.getPendingNotificationRequests((requests) => console.log('pending ' + requests.map((q) => q.id).join()));
        """
        let events = """
        {"advance": 5000}
        {"response": "r1", "action": "note", "text": "ok"}
        """
        let r = try run(["app.mjs": script, "e.ndjson": events], ["run", "app.mjs", "--events", "e.ndjson", "--fake-time"])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(logs(r).contains("pending r1"))
        let display = try #require(r.effects("display").first)
        #expect(display["notification"] as? String == "r1")
        #expect(display["title"] as? String == "Reminder")
        let result = try #require(results(r).first as? [String: Any])
        #expect(result["action"] as? String == "note")
        #expect((result["data"] as? [String: Any])?["event"] as? Int == 7)
    }

    @Test func pushNotificationIOSInitialNotificationIsTheTapThatLaunchedTheApp() throws {
        let script = """
        import PushNotificationIOS from '@react-native-community/push-notification-ios';
        PushNotificationIOS.getInitialNotification().then((n) => console.log('at start ' + (n && n.getMessage())));
        PushNotificationIOS.addEventListener('localNotification', () =>
          PushNotificationIOS.getInitialNotification().then((n) => n && { launchedBy: n.getMessage(), data: n.getData() }));
        """
        let r = try run(["app.mjs": script, "p.json": #"{"aps": {"alert": "Wake up"}, "x": 1}"#],
                        ["run", "app.mjs", "--push", "p.json", "--open", "--app-state", "terminated"])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        // Asked while the app is quit, it answers at the launch (LaunchAnswerTests).
        #expect(logs(r).contains("at start Wake up"), "\(logs(r))")
        let result = try #require(results(r).first as? [String: Any])
        #expect(result["launchedBy"] as? String == "Wake up")
        #expect((result["data"] as? [String: Any])?["userInteraction"] as? Int == 1)
        // From the background the same tap is no launch.
        let again = try run(["app.mjs": script, "p.json": #"{"aps": {"alert": "Wake up"}}"#],
                            ["run", "app.mjs", "--push", "p.json", "--open", "--app-state", "background"])
        #expect(again.effects("handler").first.map { $0["result"] == nil || $0["result"] is NSNull } == true, "\(again.stdout)")
    }

    /// The package's JavaScript passes categories on unchecked (js/index.js): nothing is
    /// thrown, nothing registered, and jshost's warning names the field.
    @Test func pushNotificationIOSBadCategoriesNameTheField() throws {
        let script = """
        import PushNotificationIOS from '@react-native-community/push-notification-ios';
        try {
          PushNotificationIOS.setNotificationCategories([{ id: 'c', actions: [{ id: 'a' }] }]);
          console.log('returned');
        } catch (e) { console.log(e.name + ': ' + e.message); }
        """
        let r = try run(["app.mjs": script], ["run", "app.mjs"])
        #expect(logs(r) == ["returned"])
        let warning = try #require(r.effects("warning").first?["message"] as? String)
        #expect(warning.contains("setNotificationCategories()[0].actions[0].title"), "\(warning)")
    }

    // MARK: react-native-notifications (wix)

    static let wix = """
    import { Notifications, NotificationAction, NotificationCategory } from 'react-native-notifications';
    Notifications.setCategories([new NotificationCategory('CHAT', [
      new NotificationAction('REPLY', 'foreground', 'Reply', false, { buttonTitle: 'Send', placeholder: 'Say…' }),
      new NotificationAction('LIKE', 'background', 'Like', true),
    ])]);
    Notifications.events().registerNotificationOpened((notification, completion, action) => {
      completion();
      return { id: notification.identifier, title: notification.title, body: notification.body, action: action ?? null, payload: notification.payload };
    });
    Notifications.events().registerNotificationReceivedForeground((notification, completion) => {
      completion({ alert: true, sound: false, badge: false });
      return { foreground: notification.identifier, title: notification.title };
    });
    """

    @Test func wixResolvesBeforeNodeModulesAndOpenedGetsTheAction() throws {
        let r = try run(["app.mjs": Self.wix,
                         "node_modules/react-native-notifications/package.json": #"{"name": "react-native-notifications", "main": "index.js"}"#,
                         "node_modules/react-native-notifications/index.js": "throw new Error('needs RNBridgeModule');",
                         "p.json": #"{"aps": {"alert": {"title": "Sam", "body": "Hi"}, "category": "CHAT"}, "room": "r1"}"#],
                        ["run", "app.mjs", "--push", "p.json", "--tap", "Reply", "--text", "hey"])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(r.kinds == ["display", "response", "openApp", "handler"], "\(r.stdout)")
        let result = try #require(results(r).first as? [String: Any])
        #expect(result["title"] as? String == "Sam")
        #expect(result["body"] as? String == "Hi")
        let action = try #require(result["action"] as? [String: Any])
        #expect(action["identifier"] as? String == "REPLY")
        #expect(action["text"] as? String == "hey")
        let payload = try #require(result["payload"] as? [String: Any])
        #expect(payload["room"] as? String == "r1")
        #expect(payload["category"] as? String == "CHAT")
        #expect(payload["identifier"] as? String == result["id"] as? String)
    }

    @Test func wixCategoriesAreListedWithTheirActivationModes() throws {
        let f = try TemporaryFolder(["app.mjs": Self.wix])
        let r = try JSHost.run(["categories", "app.mjs"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("CHAT  (react-native-notifications, ios)"), "\(r.stdout)")
        #expect(r.stdout.contains("REPLY  \"Reply\"  options 4  [foreground]"), "\(r.stdout)")
        #expect(r.stdout.contains("LIKE  \"Like\"  options 1  [authenticationRequired]"), "\(r.stdout)")
    }

    @Test func wixForegroundLocalNotificationReachesTheForegroundListenerAndInitialNotificationIsTheLaunch() throws {
        let script = Self.wix + """

        Notifications.ios.events().appNotificationSettingsLinked(() => {});
        Notifications.getInitialNotification().then((n) => console.log('initial before ' + n));
        const id = Notifications.postLocalNotification({ title: 'Local', body: 'Now', category: 'CHAT', userInfo: { k: 1 } }, 42);
        console.log('posted ' + id);
        """
        let events = """
        {"appState": "terminated"}
        {"push": {"aps": {"alert": "Launch me"}, "x": 2}, "id": "p9"}
        {"open": "p9"}
        """
        let r = try run(["app.mjs": script + "\nNotifications.events().registerNotificationOpened(() => Notifications.getInitialNotification().then((n) => console.log('initial ' + n.body + ' ' + n.payload.x)));",
                         "e.ndjson": events],
                        ["run", "app.mjs", "--events", "e.ndjson", "--app-state", "foreground"])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(logs(r).contains("posted 42"))
        #expect(logs(r).contains("initial before undefined"))
        #expect(r.effects("display").first?["notification"] as? String == "42")
        let first = try #require(results(r).first as? [String: Any])
        #expect(first["foreground"] as? String == "42")
        #expect(first["title"] as? String == "Local")
        #expect(logs(r).contains("initial Launch me 2"), "\(logs(r))")
    }

    // MARK: react-native-onesignal

    @Test func oneSignalDataBundleIsDetectedAndItsButtonsTapped() throws {
        let script = """
        import { OneSignal } from 'react-native-onesignal';
        OneSignal.initialize('app-id');
        OneSignal.Notifications.addEventListener('click', (event) => ({
          actionId: event.result.actionId ?? null, url: event.result.url ?? null,
          id: event.notification.notificationId, data: event.notification.additionalData,
          buttons: event.notification.actionButtons,
        }));
        """
        let bundle = #"{"custom": "{\"i\": \"os-1\", \"a\": {\"k\": \"v\"}, \"u\": \"https://example.com/x\"}", "title": "T", "alert": "B", "o": "[{\"i\": \"yes\", \"n\": \"Yes\"}, {\"n\": \"Later\"}]"}"#
        let r = try run(["app.mjs": script,
                         "node_modules/react-native-onesignal/package.json": #"{"name": "react-native-onesignal", "main": "index.js"}"#,
                         "node_modules/react-native-onesignal/index.js": "throw new Error('needs the native module');",
                         "b.json": bundle],
                        ["run", "app.mjs", "--push", "b.json", "--tap", "Later", "--platform", "android"])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        let display = try #require(r.effects("display").first)
        #expect(display["notification"] as? String == "os-1")
        #expect(display["title"] as? String == "T")
        #expect(display["body"] as? String == "B")
        #expect((display["actions"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["yes", "Later"])
        #expect(r.effects("openURL").first?["url"] as? String == "https://example.com/x")
        let result = try #require(results(r).first as? [String: Any])
        #expect(result["actionId"] as? String == "Later")
        #expect(result["url"] as? String == "https://example.com/x")
        #expect((result["data"] as? [String: Any])?["k"] as? String == "v")
        #expect((result["buttons"] as? [[String: Any]])?.count == 2)
        #expect(r.effects("handler").first?["surface"] as? String == "onesignal")
    }

    @Test func oneSignalClicksBeforeAListenerAreDeliveredWhenOneIsAdded() throws {
        let script = """
        import { OneSignal } from 'react-native-onesignal';
        OneSignal.initialize('app-id');
        setTimeout(() => OneSignal.Notifications.addEventListener('click', (e) => console.log('late click ' + e.result.actionId)), 1000);
        """
        let events = """
        {"push": {"aps": {"alert": "Hi"}, "custom": {"i": "os-2"}, "buttons": [{"i": "ok", "n": "OK"}]}}
        {"response": "os-2", "action": "ok"}
        {"advance": 1000}
        """
        let r = try run(["app.mjs": script, "e.ndjson": events], ["run", "app.mjs", "--events", "e.ndjson", "--fake-time"])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(r.effects("display").first?["category"] as? String == "__onesignal__dynamic__os-2")
        #expect(logs(r).contains("late click ok"), "\(logs(r))")
    }

    @Test func oneSignalPushesBeforeInitializeAreIgnored() throws {
        let script = """
        import { OneSignal } from 'react-native-onesignal';
        OneSignal.Notifications.addEventListener('click', () => 'clicked');
        """
        let r = try run(["app.mjs": script, "p.json": #"{"aps": {"alert": "Hi"}, "custom": {"i": "os-3"}}"#],
                        ["run", "app.mjs", "--push", "p.json", "--open"])
        #expect(r.effects("warning").contains { ($0["message"] as? String)?.contains("before OneSignal.initialize") == true }, "\(r.stdout)")
        #expect(r.effects("handler").isEmpty)
    }
}
