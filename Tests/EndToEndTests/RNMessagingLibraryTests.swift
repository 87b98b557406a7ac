import Foundation
import Testing

/// The React Native notification libraries apps use today (`@notifee/react-native`,
/// `@react-native-firebase/messaging`, `expo-notifications`), run through the built
/// `jshost` binary with app code written as each library's docs write it.
@Suite struct RNMessagingLibraryTests {
    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }

    static let notifeeApp = """
    import notifee, { EventType } from '@notifee/react-native';
    notifee.onBackgroundEvent(async ({ type, detail }) => {
      const { notification, pressAction, input } = detail;
      console.log(`background ${EventType[type]} ${pressAction ? pressAction.id : '-'} ${input ?? '-'} ${notification.id}`);
    });
    notifee.onForegroundEvent(({ type, detail }) => {
      console.log(`foreground ${EventType[type]} ${detail.pressAction ? detail.pressAction.id : '-'}`);
    });
    notifee.setNotificationCategories([{ id: 'invite', actions: [
      { id: 'accept', title: 'Accept', foreground: true },
      { id: 'decline', title: 'Decline', destructive: true },
      { id: 'note', title: 'Add note', input: { buttonText: 'Save', placeholderText: 'Why?' }, authenticationRequired: true },
    ] }]);
    // Android 8+ posts nothing on a channel that was never created.
    await notifee.createChannel({ id: 'events', name: 'Events' });
    notifee.displayNotification({
      id: 'invite-7', title: 'Team lunch', body: 'Thursday 12:30', data: { eventId: '7' },
      ios: { categoryId: 'invite' },
      android: { channelId: 'events', actions: [
        { title: 'Accept', pressAction: { id: 'accept', launchActivity: 'default' } },
        { title: 'Decline', pressAction: { id: 'decline' } },
        { title: 'Reply', pressAction: { id: 'reply' }, input: { placeholder: 'Message' } },
        { title: 'Snooze', pressAction: { id: 'snooze' } },
      ] },
    });
    """

    @Test func notifeeDisplaysItsOwnNotificationWithAndroidActionsAndThreeButtonLimit() throws {
        let f = try TemporaryFolder(["app.js": Self.notifeeApp,
                                     "events.ndjson": #"{"response": "invite-7", "action": "reply", "text": "late"}"# + "\n" + #"{"response": "invite-7", "action": "snooze"}"# + "\n"])
        let r = try JSHost.run(["run", "app.js", "--platform", "android", "--events", "events.ndjson", "--json"], in: f.url)
        let display = try #require(r.effects("display").first)
        #expect(display["notification"] as? String == "invite-7")
        let actions = try #require(display["actions"] as? [[String: Any]])
        #expect(actions.map { $0["id"] as? String } == ["accept", "decline", "reply"])
        #expect(actions[0]["foreground"] as? Bool == true && actions[1]["foreground"] as? Bool == false)
        #expect((actions[2]["textInput"] as? [String: Any])?["placeholder"] as? String == "Message")
        #expect(display["channel"] as? String == "events")
        // The typed reply reaches the background handler; the fourth button is not shown, so it cannot be tapped.
        #expect(logs(r).contains("background ACTION_PRESS reply late invite-7"))
        #expect(r.effects("error").contains { ($0["message"] as? String)?.contains("not shown on android") == true })
        #expect(r.status == 2)
    }

    @Test func notifeeIOSCategoriesAreListedAndPressesFollowTheAppState() throws {
        let f = try TemporaryFolder(["app.js": Self.notifeeApp,
                                     "events.ndjson": [#"{"response": "invite-7", "action": "decline"}"#,
                                                       #"{"response": "invite-7", "action": "note", "text": "dentist"}"#,
                                                       #"{"response": "invite-7", "action": "accept"}"#,
                                                       #"{"response": "invite-7", "action": "default"}"#].joined(separator: "\n") + "\n"])
        let listing = try JSHost.run(["categories", "app.js"], in: f.url)
        #expect(listing.status == 0, "\(listing.stderr)")
        #expect(listing.stdout.contains("invite") && listing.stdout.contains("note") && listing.stdout.contains("notifee"), "\(listing.stdout)")
        let r = try JSHost.run(["run", "app.js", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        // iOS: displayNotification's DELIVERED (NotifeeCore.m posts it once the request is
        // added, here in the background); the app is still in the background after a
        // background action (background event); a foreground action and a body press bring
        // it forward (foreground events).
        #expect(logs(r) == ["background DELIVERED - - invite-7",
                            "background ACTION_PRESS decline - invite-7", "background ACTION_PRESS note dentist invite-7",
                            "foreground ACTION_PRESS accept", "foreground PRESS default"], "\(logs(r))")
        let display = try #require(r.effects("display").first)
        #expect(display["category"] as? String == "invite")
    }

    @Test func notifeeAndroidSendsByTheStateAtThePress() throws {
        // Android: a press while the app is in the background is a background event even when it opens the app.
        let f = try TemporaryFolder(["app.js": Self.notifeeApp,
                                     "events.ndjson": #"{"response": "invite-7", "action": "accept"}"# + "\n" + #"{"response": "invite-7", "action": "decline"}"# + "\n" + #"{"response": "invite-7", "action": "dismiss"}"# + "\n"])
        let r = try JSHost.run(["run", "app.js", "--platform", "android", "--events", "events.ndjson", "--json"], in: f.url)
        // (Android also reports DELIVERED, to the background handler here.)
        #expect(logs(r) == ["background DELIVERED - - invite-7", "background ACTION_PRESS accept - invite-7", "foreground ACTION_PRESS decline", "foreground DISMISSED -"], "\(r.stdout)")
    }

    @Test func notifeeTriggerNotificationsFollowTheVirtualClock() throws {
        let f = try TemporaryFolder(["app.js": """
            import notifee, { TriggerType } from '@notifee/react-native';
            const at = Date.now() + 60 * 60 * 1000;
            notifee.createTriggerNotification({ id: 'remind', title: 'Stand-up', body: 'in 5 minutes' },
                                              { type: TriggerType.TIMESTAMP, timestamp: at })
              .then(async (id) => console.log('scheduled ' + id + ' ' + (await notifee.getTriggerNotificationIds()).join(',')));
            """])
        let r = try JSHost.run(["run", "app.js", "--fake-time", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(logs(r) == ["scheduled remind remind"])
        let display = try #require(r.effects("display").first)
        #expect(display["notification"] as? String == "remind")
        #expect((display["t"] as? Double ?? 0) >= 3_600_000)
    }

    @Test func notifeeOptionsOfARemoteMessageShapeTheIOSNotification() throws {
        let f = try TemporaryFolder([
            "app.js": """
            import notifee, { EventType } from '@notifee/react-native';
            notifee.setNotificationCategories([{ id: 'post', actions: [{ id: 'like', title: 'Like' }] }]);
            notifee.onBackgroundEvent(async ({ type, detail }) => console.log(`${EventType[type]} ${detail.pressAction.id} ${detail.notification.data.postId}`));
            """,
            "push.json": #"{"message": {"token": "t", "notification": {"title": "Server title", "body": "b"}, "apns": {"payload": {"aps": {"mutable-content": 1}, "postId": "9", "notifee_options": {"title": "Modified", "ios": {"categoryId": "post"}}}}}}"#,
        ])
        let r = try JSHost.run(["run", "app.js", "--push", "push.json", "--tap", "like", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let display = try #require(r.effects("display").first)
        #expect(display["title"] as? String == "Modified" && display["category"] as? String == "post")
        #expect(logs(r) == ["ACTION_PRESS like 9"])
    }

    // MARK: React Native Firebase

    static let firebaseApp = """
    import messaging from '@react-native-firebase/messaging';
    messaging().setBackgroundMessageHandler(async (remoteMessage) => {
      console.log('background ' + JSON.stringify(remoteMessage.data) + ' ' + (remoteMessage.notification ? 'notification' : 'data-only'));
    });
    messaging().onMessage(async (remoteMessage) => console.log('foreground ' + remoteMessage.messageId));
    messaging().onNotificationOpenedApp((remoteMessage) => console.log('opened ' + remoteMessage.notification.title));
    messaging().getToken().then((token) => console.log('token ' + (token.length > 0)));
    globalThis.checkInitial = () => messaging().getInitialNotification().then((m) => console.log('initial ' + (m ? m.notification.title : null)));
    """

    @Test func firebaseDataOnlyMessagesShowNothingAndReachTheBackgroundHandler() throws {
        let f = try TemporaryFolder(["app.js": Self.firebaseApp,
                                     "data.json": #"{"message": {"token": "t", "data": {"orderId": "5"}}}"#,
                                     "legacy.json": #"{"to": "t", "data": {"orderId": "6"}}"#])
        for (file, order) in [("data.json", "5"), ("legacy.json", "6")] {
            let r = try JSHost.run(["run", "app.js", "--push", file, "--platform", "android", "--json"], in: f.url)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.effects("display").isEmpty)
            #expect(logs(r).contains(#"background {"orderId":"\#(order)"} data-only"#), "\(logs(r))")
            #expect(r.effects("handler").first?["surface"] as? String == "firebase")
        }
        let fg = try JSHost.run(["run", "app.js", "--push", "data.json", "--app-state", "foreground", "--json"], in: f.url)
        #expect(logs(fg).contains("foreground n1") && !logs(fg).contains { $0.hasPrefix("background") })
    }

    @Test func firebaseOpenedAndInitialNotificationsNeverSeeActions() throws {
        let f = try TemporaryFolder([
            "app.js": Self.firebaseApp + "\nsetTimeout(() => globalThis.checkInitial(), 50);\nimport { setCategories } from 'jshost';\nsetCategories([{ id: 'order', actions: [{ id: 'track', title: 'Track' }] }]);\n",
            "push.json": #"{"aps": {"alert": {"title": "Shipped", "body": "Order 5"}, "category": "order"}}"#,
            "events.ndjson": #"{"push": {"aps": {"alert": {"title": "Late", "body": "x"}}}, "id": "t1"}"# + "\n" + #"{"open": "t1"}"# + "\n" + #"{"advance": 100}"# + "\n",
        ])
        let opened = try JSHost.run(["run", "app.js", "--push", "push.json", "--open", "--json"], in: f.url)
        #expect(logs(opened).contains("opened Shipped"), "\(logs(opened))")
        let action = try JSHost.run(["run", "app.js", "--push", "push.json", "--tap", "track", "--json"], in: f.url)
        #expect(!logs(action).contains { $0.hasPrefix("opened") })
        #expect(!action.effects("handler").contains { $0["surface"] as? String == "firebase" })
        // A press that launches the app from quit is the initial notification, not an opened one.
        let cold = try JSHost.run(["run", "app.js", "--app-state", "terminated", "--events", "events.ndjson", "--fake-time", "--json"], in: f.url)
        #expect(logs(cold).contains("initial Late") && !logs(cold).contains { $0.hasPrefix("opened") }, "\(logs(cold)) \(cold.stderr)")
    }

    /// A quit app's script runs before the press that launches it; its start-up
    /// `getInitialNotification()` answers at the launch.
    @Test func firebaseInitialNotificationAskedWhileQuitAnswersAtTheLaunch() throws {
        let f = try TemporaryFolder([
            "app.js": "import messaging from '@react-native-firebase/messaging';\n"
                + "messaging().getInitialNotification().then((m) => console.log('initial ' + (m ? m.notification.title : m)));\n",
            "tap.ndjson": #"{"push": {"aps": {"alert": {"title": "Late", "body": "x"}}}, "id": "t1"}"# + "\n" + #"{"open": "t1"}"# + "\n",
            "start.ndjson": #"{"push": {"aps": {"alert": {"title": "Late", "body": "x"}}}, "id": "t1"}"# + "\n" + #"{"appState": "foreground"}"# + "\n",
        ])
        let tapped = try JSHost.run(["run", "app.js", "--app-state", "terminated", "--events", "tap.ndjson", "--json"], in: f.url)
        #expect(logs(tapped) == ["initial Late"], "\(tapped.stdout) \(tapped.stderr)")
        let started = try JSHost.run(["run", "app.js", "--app-state", "terminated", "--events", "start.ndjson", "--json"], in: f.url)
        #expect(logs(started) == ["initial null"], "\(started.stdout) \(started.stderr)")
        let running = try JSHost.run(["run", "app.js", "--app-state", "background", "--events", "tap.ndjson", "--json"], in: f.url)
        #expect(logs(running) == ["initial null"], "\(running.stdout) \(running.stderr)")
    }

    // MARK: Expo

    static let expoApp = """
    import * as Notifications from 'expo-notifications';
    Notifications.setNotificationCategoryAsync('invite', [
      { identifier: 'accept', buttonTitle: 'Accept' },
      { identifier: 'decline', buttonTitle: 'Decline', options: { isDestructive: true, opensAppToForeground: false } },
      { identifier: 'note', buttonTitle: 'Note', textInput: { submitButtonTitle: 'Save', placeholder: 'Why?' },
        options: { isAuthenticationRequired: true, opensAppToForeground: false } },
    ]);
    Notifications.addNotificationResponseReceivedListener((response) => {
      const id = response.actionIdentifier === Notifications.DEFAULT_ACTION_IDENTIFIER ? 'body' : response.actionIdentifier;
      console.log(`response ${id} ${response.userText ?? '-'} ${response.notification.request.content.data.eventId}`);
    });
    Notifications.addNotificationReceivedListener((n) => console.log('received ' + n.request.identifier));
    globalThis.last = () => Notifications.getLastNotificationResponseAsync().then((r) => console.log('last ' + (r && r.actionIdentifier)));
    setTimeout(() => globalThis.last(), 50);
    """

    @Test func expoCategoriesAreShownListedAndRespondedToWithUserText() throws {
        let f = try TemporaryFolder([
            "app.js": Self.expoApp,
            "push.json": #"{"to": "ExponentPushToken[abc]", "title": "Lunch", "body": "Thursday", "data": {"eventId": "7"}, "categoryId": "invite"}"#,
        ])
        let listing = try JSHost.run(["categories", "app.js", "--platform", "android"], in: f.url)
        #expect(listing.stdout.contains("invite") && listing.stdout.contains("expo"), "\(listing.stdout)")
        let r = try JSHost.run(["run", "app.js", "--push", "push.json", "--tap", "note", "--text", "dentist", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let display = try #require(r.effects("display").first)
        #expect(display["category"] as? String == "invite")
        let actions = try #require(display["actions"] as? [[String: Any]])
        #expect(actions.map { $0["id"] as? String } == ["accept", "decline", "note"])
        #expect(actions[0]["foreground"] as? Bool == true && actions[1]["destructive"] as? Bool == true)
        #expect(actions[2]["authenticationRequired"] as? Bool == true)
        #expect(logs(r).contains("response note dentist 7"))
        let body = try JSHost.run(["run", "app.js", "--push", "push.json", "--open", "--platform", "android", "--json"], in: f.url)
        #expect(logs(body).contains("response body - 7"), "\(logs(body))")
    }

    @Test func expoForegroundNeedsAHandlerAndTerminatedKeepsTheLastResponse() throws {
        let f = try TemporaryFolder([
            "app.js": Self.expoApp,
            "handler.js": "import * as N from 'expo-notifications';\nN.setNotificationHandler({ handleNotification: async () => ({ shouldShowAlert: true, shouldPlaySound: false, shouldSetBadge: false }) });\nimport './app.js';\n",
            "push.json": #"{"to": "ExponentPushToken[abc]", "title": "Lunch", "body": "Thursday", "data": {"eventId": "7"}, "categoryId": "invite"}"#,
            "events.ndjson": #"{"push": {"to": "ExponentPushToken[abc]", "title": "Cold", "data": {"eventId": "8"}}, "id": "c1"}"# + "\n" + #"{"open": "c1"}"# + "\n" + #"{"advance": 100}"# + "\n",
        ])
        let hidden = try JSHost.run(["run", "app.js", "--push", "push.json", "--app-state", "foreground", "--json"], in: f.url)
        #expect(hidden.effects("display").isEmpty, "no handler: not shown in the foreground")
        #expect(logs(hidden).contains("received n1"))
        let shown = try JSHost.run(["run", "handler.js", "--push", "push.json", "--app-state", "foreground", "--json"], in: f.url)
        #expect(shown.effects("display").count == 1)
        let handler = try #require(shown.effects("handler").first { $0["surface"] as? String == "expo" })
        #expect((handler["result"] as? [[String: Any]])?.first?["shouldShowAlert"] as? Bool == true || (handler["result"] as? [String: Any])?["shouldShowAlert"] as? Bool == true, "\(handler)")
        let cold = try JSHost.run(["run", "app.js", "--app-state", "terminated", "--events", "events.ndjson", "--fake-time", "--json"], in: f.url)
        #expect(!logs(cold).contains { $0.hasPrefix("response") }, "\(logs(cold))")
        #expect(logs(cold).contains("last expo.modules.notifications.actions.DEFAULT"), "\(logs(cold))")
    }

    @Test func expoSchedulesOnTheVirtualClock() throws {
        let f = try TemporaryFolder(["app.js": """
            import * as Notifications from 'expo-notifications';
            Notifications.scheduleNotificationAsync({ identifier: 'now', content: { title: 'Now' }, trigger: null });
            Notifications.scheduleNotificationAsync({ identifier: 'later', content: { title: 'Later', body: 'b' }, trigger: { type: 'timeInterval', seconds: 90 } });
            Notifications.scheduleNotificationAsync({ identifier: 'gone', content: { title: 'Gone' }, trigger: { type: 'timeInterval', seconds: 30 } })
              .then((id) => Notifications.cancelScheduledNotificationAsync(id));
            """])
        let r = try JSHost.run(["run", "app.js", "--fake-time", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let displays = r.effects("display")
        #expect(displays.map { $0["notification"] as? String } == ["now", "later"])
        #expect((displays.last?["t"] as? Double ?? 0) >= 90_000)
    }
}
