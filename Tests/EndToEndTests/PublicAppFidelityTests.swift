import Foundation
import Testing

/// Behaviours found by running public apps' notification code, each checked against the
/// platform's or the library's published source (docs/surfaces.md and docs/pages.md cite
/// the files next to each behaviour).
@Suite struct PublicAppFidelityTests {
    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }
    func warnings(_ result: JSHostResult) -> [String] { result.effects("warning").compactMap { $0["message"] as? String } }

    // MARK: Android channels that were never created

    /// AOSP NotificationManagerService `enqueueNotificationInternal`: no channel, no
    /// notification ("No Channel found for pkg=…"). Notifee passes `android.channelId` on as given.
    @Test func notifeeOnAChannelNeverCreatedIsNotShownOnAndroid() throws {
        let f = try TemporaryFolder(["app.js": """
        import notifee from '@notifee/react-native';
        await notifee.displayNotification({ id: 'lost', title: 'Lost', body: 'x', android: { channelId: 'news' } });
        await notifee.createChannel({ id: 'news', name: 'News' });
        await notifee.displayNotification({ id: 'kept', title: 'Kept', body: 'y', android: { channelId: 'news' } });
        """])
        let r = try JSHost.run(["run", "app.js", "--platform", "android", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.effects("display").map { $0["notification"] as? String } == ["kept"])
        #expect(r.effects("display").first?["channel"] as? String == "news")
        let w = try #require(warnings(r).first)
        #expect(w.contains(#"channel "news" was never created"#) && w.contains("No Channel found"), "\(w)")
        // iOS has no channels: both are shown.
        let ios = try JSHost.run(["run", "app.js", "--platform", "ios", "--json"], in: f.url)
        #expect(ios.effects("display").count == 2)
        #expect(warnings(ios).isEmpty)
    }

    /// firebase-messaging CommonNotificationBuilder `getOrCreateChannel`: a message's
    /// `channel_id` the app never created is replaced by FCM's fallback channel.
    @Test func anFCMMessageOnAChannelNeverCreatedIsShownOnFCMsFallbackChannel() throws {
        let f = try TemporaryFolder([
            "app.js": """
            import notifee from '@notifee/react-native';
            notifee.createChannel({ id: 'orders', name: 'Orders' });
            """,
            "events.ndjson": #"{"push": {"message": {"notification": {"title": "Sale", "body": "50% off"}, "android": {"notification": {"channel_id": "promotions"}}}}}"# + "\n"
                + #"{"push": {"message": {"notification": {"title": "Order", "body": "shipped"}, "android": {"notification": {"channel_id": "orders"}}}}}"# + "\n",
        ])
        let r = try JSHost.run(["run", "app.js", "--platform", "android", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.effects("display").map { $0["channel"] as? String } == ["fcm_fallback_notification_channel", "orders"])
        #expect(warnings(r).count == 1)
        #expect(warnings(r).first?.contains(#"channel "promotions" was never created"#) == true)
        #expect(warnings(r).first?.contains("fcm_fallback_notification_channel") == true)
    }

    /// expo-notifications ChannelAwareNotificationBuilder `getChannelId`: a trigger's
    /// channel that does not exist falls back to `expo_notifications_fallback_notification_channel`.
    @Test func expoFallsBackToItsOwnChannel() throws {
        let f = try TemporaryFolder(["app.js": """
        import * as Notifications from 'expo-notifications';
        await Notifications.scheduleNotificationAsync({ identifier: 'a', content: { title: 'A' }, trigger: { channelId: 'reminders' } });
        await Notifications.setNotificationChannelAsync('reminders', { name: 'Reminders', importance: Notifications.AndroidImportance.HIGH });
        await Notifications.scheduleNotificationAsync({ identifier: 'b', content: { title: 'B' }, trigger: { channelId: 'reminders' } });
        await Notifications.scheduleNotificationAsync({ identifier: 'c', content: { title: 'C' }, trigger: null });
        """])
        let r = try JSHost.run(["run", "app.js", "--platform", "android", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let shown = r.effects("display").map { "\($0["notification"] as? String ?? "?") \($0["channel"] as? String ?? "-")" }
        #expect(shown == ["a expo_notifications_fallback_notification_channel", "b reminders", "c expo_notifications_fallback_notification_channel"])
        #expect(warnings(r) == [#"channel "reminders" was never created: the notification is shown on the fallback channel "expo_notifications_fallback_notification_channel""#])
    }

    /// Capacitor's LocalNotificationManager builds with the schema's `channelId` (its own
    /// `default` channel when none): another channel must be createChannel'd first.
    @Test func capacitorLocalNotificationsOnAChannelNeverCreatedAreNotShown() throws {
        let f = try TemporaryFolder(["app.mjs": """
        import { LocalNotifications } from '@capacitor/local-notifications';
        await LocalNotifications.schedule({ notifications: [{ id: 1, title: 'A', body: 'a', channelId: 'alarms' }, { id: 2, title: 'B', body: 'b' }] });
        """, "created.mjs": """
        import { LocalNotifications } from '@capacitor/local-notifications';
        await LocalNotifications.createChannel({ id: 'alarms', name: 'Alarms', importance: 5 });
        await LocalNotifications.schedule({ notifications: [{ id: 3, title: 'C', body: 'c', channelId: 'alarms' }] });
        """])
        let r = try JSHost.run(["run", "app.mjs", "--platform", "android", "--fake-time", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let shown = r.effects("display").map { "\($0["notification"] as? String ?? "?") \($0["channel"] as? String ?? "-")" }
        #expect(shown == ["2 default"])
        #expect(warnings(r).contains { $0.contains(#"channel "alarms" was never created"#) })
        let created = try JSHost.run(["run", "created.mjs", "--platform", "android", "--fake-time", "--json"], in: f.url)
        #expect(created.effects("display").map { $0["channel"] as? String } == ["alarms"])
        #expect(warnings(created).isEmpty)
    }
}

extension PublicAppFidelityTests {
    // MARK: Capacitor notification ids

    /// iOS LocalNotificationsPlugin.swift `schedule`: `notification["id"] as? Int` (64 bits);
    /// Android LocalNotification.java keeps a Java `int`.
    @Test func capacitorIdsAre64BitOnIOSAndJavaIntsOnAndroid() throws {
        let f = try TemporaryFolder(["app.mjs": """
        import { LocalNotifications } from '@capacitor/local-notifications';
        try {
          const r = await LocalNotifications.schedule({ notifications: [{ id: 3000000000, title: 'Big', body: 'id' }] });
          console.log('scheduled ' + JSON.stringify(r));
        } catch (e) { console.log('rejected: ' + e.message); }
        """])
        let ios = try JSHost.run(["run", "app.mjs", "--platform", "ios", "--fake-time", "--json"], in: f.url)
        #expect(ios.status == 0, "\(ios.stderr)")
        #expect(logs(ios) == [#"scheduled {"notifications":[{"id":3000000000}]}"#], "\(ios.stdout)")
        #expect(ios.effects("display").map { $0["notification"] as? String } == ["3000000000"])
        let android = try JSHost.run(["run", "app.mjs", "--platform", "android", "--fake-time", "--json"], in: f.url)
        #expect(logs(android) == ["rejected: The identifier should be a Java int"], "\(android.stdout)")
        #expect(android.effects("display").isEmpty)
    }
}

extension PublicAppFidelityTests {
    // MARK: Capacitor iOS: an FCM message's data

    /// push-notifications/ios PushNotificationsHandler.swift `makeNotificationRequestJSObject`:
    /// `data` is the whole `userInfo`, which for an FCM message is the APNs payload FCM made.
    @Test func capacitorIOSDataOfAnFCMMessageIsItsUserInfo() throws {
        let f = try TemporaryFolder([
            "app.mjs": """
            import { PushNotifications } from '@capacitor/push-notifications';
            await PushNotifications.addListener('pushNotificationActionPerformed', (a) => console.log('data ' + JSON.stringify(a.notification.data)));
            await PushNotifications.register();
            """,
            "events.ndjson": #"{"push": {"message": {"notification": {"title": "Order shipped", "body": "Friday"}, "data": {"orderId": "A-17"}, "apns": {"payload": {"aps": {"badge": 2, "category": "ORDER"}}}}}, "id": "m1"}"# + "\n"
                + #"{"response": "m1", "action": "default"}"# + "\n",
        ])
        let r = try JSHost.run(["run", "app.mjs", "--platform", "ios", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let line = try #require(logs(r).first { $0.hasPrefix("data ") }, "\(r.stdout)")
        let data = try #require(try JSONSerialization.jsonObject(with: Data(line.dropFirst(5).utf8)) as? [String: Any])
        let aps = try #require(data["aps"] as? [String: Any])
        #expect((aps["alert"] as? [String: Any])?["title"] as? String == "Order shipped")
        #expect(aps["badge"] as? Int == 2 && aps["category"] as? String == "ORDER")
        #expect(data["gcm.message_id"] as? String == "m1")
        #expect(data["google.c.a.e"] as? String == "1")
        #expect(data["orderId"] as? String == "A-17")
        // Android's data stays the message's data keys (PushNotificationsPlugin.java).
        let android = try JSHost.run(["run", "app.mjs", "--platform", "android", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(logs(android).contains { $0.hasPrefix("data ") && $0.contains(#""orderId":"A-17""#) && !$0.contains("aps") }, "\(android.stdout)")
    }
}

extension PublicAppFidelityTests {
    // MARK: Notifee's subtitle, and remote images on iOS

    /// Notifee types/Notification.ts `subtitle`: under the title on iOS, the header's
    /// sub-text on Android; in the `display` effect and the picture.
    @Test func notifeeSubtitleIsShownOnBothPlatforms() throws {
        let f = try TemporaryFolder(["app.js": """
        import notifee from '@notifee/react-native';
        await notifee.createChannel({ id: 'chat', name: 'Chat' });
        await notifee.displayNotification({ id: 'm', title: 'Ana', subtitle: 'Lunch group', body: '12:30?', android: { channelId: 'chat' } });
        """])
        for platform in ["ios", "android"] {
            let out = f.path("out-\(platform)")
            let r = try JSHost.run(["run", "app.js", "--platform", platform, "--json", "--render", out], in: f.url,
                                   environment: ["JSHOST_CHROMIUM": "/nonexistent/chromium"])
            #expect(r.effects("display").first?["subtitle"] as? String == "Lunch group", "\(platform): \(r.stdout)")
            let page = try String(contentsOfFile: out + "/m-\(platform).html", encoding: .utf8)
            #expect(page.contains("Lunch group"), "\(platform)")
        }
    }

    /// The explanations of a run's `--json --explain` output.
    func rules(_ r: JSHostResult) -> [String] {
        r.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .compactMap { $0["rule"] as? String }
    }

    /// A remote image on iOS needs the app's Notification Service Extension: found in
    /// `ios/` (an Info.plist declaring com.apple.usernotifications.service), missing, or
    /// not knowable (no `ios/` folder).
    @Test func iosRemoteImagesDependOnTheServiceExtension() throws {
        let fcm = #"{"message": {"notification": {"title": "Sale", "body": "Today"}, "apns": {"payload": {"aps": {"mutable-content": 1}}, "fcm_options": {"image": "https://example.com/p.png"}}}}"#
        let notifee = #"{"aps": {"alert": {"title": "Hi", "body": "there"}, "mutable-content": 1}, "notifee_options": {"image": "https://example.com/n.png"}}"#
        let app = "import notifee from '@notifee/react-native';\nnotifee.onForegroundEvent(() => {});\n"
        let plist = "<plist><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.service</string></dict></dict></plist>"

        let bare = try TemporaryFolder(["package.json": "{}", "app.js": app, "fcm.json": fcm, "notifee.json": notifee])
        let unknown = try JSHost.run(["run", "app.js", "--platform", "ios", "--push", "fcm.json", "--json", "--explain"], in: bare.url)
        #expect(unknown.effects("display").first?["image"] as? String == "https://example.com/p.png", "\(unknown.stdout)")
        #expect(rules(unknown).contains("ios.imageNeedsExtension"))
        let viaNotifee = try JSHost.run(["run", "app.js", "--platform", "ios", "--push", "notifee.json", "--json"], in: bare.url)
        #expect(viaNotifee.effects("display").first?["image"] as? String == "https://example.com/n.png", "\(viaNotifee.stdout)")

        let without = try TemporaryFolder(["package.json": "{}", "app.js": app, "fcm.json": fcm,
                                           "ios/App/Info.plist": "<plist><dict></dict></plist>"])
        let none = try JSHost.run(["run", "app.js", "--platform", "ios", "--push", "fcm.json", "--json", "--explain"], in: without.url)
        #expect(none.effects("display").count == 1)
        #expect(none.effects("display").first?["image"] == nil)
        #expect(rules(none).contains("ios.imageNoExtension"))

        let with = try TemporaryFolder(["package.json": "{}", "app.js": app, "fcm.json": fcm,
                                        "ios/App/Info.plist": "<plist><dict></dict></plist>", "ios/ImageService/Info.plist": plist])
        let found = try JSHost.run(["run", "app.js", "--platform", "ios", "--push", "fcm.json", "--json", "--explain"], in: with.url)
        #expect(found.effects("display").first?["image"] as? String == "https://example.com/p.png")
        #expect(rules(found).contains("ios.imageByExtension"))
    }
}

extension PublicAppFidelityTests {
    // MARK: check counts every library's buttons

    func buttonFindings(_ r: JSHostResult) -> [String] {
        r.stdout.split(separator: "\n").map(String.init).filter { $0.contains("warning [buttons]") }
    }

    /// cordova-plugin-push FCMService `createActions` (a JSON array, or JSON text in FCM data),
    /// Notifee `android.actions`, Expo categories: Android shows 3 (PlatformRules).
    @Test func checkNamesTheButtonsAndroidDropsForEveryLibrary() throws {
        let actions = #"[{\"title\":\"Accept\",\"callback\":\"a\"},{\"title\":\"Decline\",\"callback\":\"d\"},{\"title\":\"Later\",\"callback\":\"l\"},{\"title\":\"Never\",\"callback\":\"n\"}]"#
        let f = try TemporaryFolder([
            "cordova.json": #"{"message": {"data": {"title": "Invite", "message": "Lunch?", "actions": "\#(actions)"}}}"#,
            "cordova.js": """
            document.addEventListener('deviceready', () => {
              const push = PushNotification.init({ android: {} });
              push.on('notification', () => {});
            });
            """,
            "data.json": #"{"message": {"data": {"kind": "invite"}}}"#,
            "notifee.js": """
            import messaging from '@react-native-firebase/messaging';
            import notifee from '@notifee/react-native';
            notifee.createChannel({ id: 'inv', name: 'Invites' });
            messaging().setBackgroundMessageHandler(async () => {
              await notifee.displayNotification({ title: 'Invite', body: 'Lunch?', android: { channelId: 'inv', actions: [
                { title: 'Accept', pressAction: { id: 'accept' } }, { title: 'Decline', pressAction: { id: 'decline' } },
                { title: 'Later', pressAction: { id: 'later' } }, { title: 'Never', pressAction: { id: 'never' } }] } });
            });
            """,
            "expo.json": #"{"to": "ExponentPushToken[x]", "title": "Invite", "body": "Lunch?", "categoryId": "invite"}"#,
            "expo.js": """
            import * as Notifications from 'expo-notifications';
            Notifications.setNotificationCategoryAsync('invite', ['accept', 'decline', 'later', 'never'].map((id) => ({ identifier: id, buttonTitle: id })));
            """,
        ])
        let cordova = try JSHost.run(["check", "cordova.json", "--entry", "cordova.js", "--platform", "android"], in: f.url)
        #expect(buttonFindings(cordova).first?.contains(#"4 buttons; Android shows at most 3 buttons, so "Never" never show"#) == true, "\(cordova.stdout)")
        let notifee = try JSHost.run(["check", "data.json", "--entry", "notifee.js", "--platform", "android"], in: f.url)
        #expect(buttonFindings(notifee).first?.contains(#"the notification the app displays has 4 buttons"#) == true, "\(notifee.stdout)")
        let expo = try JSHost.run(["check", "expo.json", "--entry", "expo.js", "--platform", "android"], in: f.url)
        #expect(buttonFindings(expo).first?.contains(#"category "invite" has 4 buttons"#) == true, "\(expo.stdout)")
        // iOS shows up to 10 in the default context: nothing to say there.
        #expect(buttonFindings(try JSHost.run(["check", "expo.json", "--entry", "expo.js", "--platform", "ios"], in: f.url)).isEmpty)
    }
}

extension PublicAppFidelityTests {
    // MARK: Pages that measure their layout, and routers that move on a tap

    /// Debian's jQuery 3 (libjs-jquery): `width()` of inline text, `offset()`,
    /// `outerHeight()` answered as jsdom answers, so the page's push set-up still runs.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/javascript/jquery/jquery.js")))
    func aPageWhoseFrameworkMeasuresTheLayoutStillSetsUpItsPush() throws {
        let jquery = try String(contentsOfFile: "/usr/share/javascript/jquery/jquery.js", encoding: .utf8)
        let folder = try TemporaryFolder([
            "www/js/jquery.js": jquery,
            "www/index.html": """
            <html><head><script src="js/jquery.js"></script><script src="cordova.js"></script></head><body>
            <span id="name">Ana</span><div id="panel" style="position:absolute">x</div>
            <script>
            var sizes = [$('#name').width(), $('#panel').outerHeight(), $('#panel').offset().top, document.body.scrollWidth];
            document.addEventListener('deviceready', function () {
              var push = PushNotification.init({ android: {}, ios: { alert: true } });
              push.on('notification', function (d) { location.hash = '#/orders/' + d.additionalData.orderId; });
              console.log('push ready ' + sizes.join(','));
            });
            </script></body></html>
            """,
            "events.ndjson": #"{"push": {"aps": {"alert": {"title": "Order", "body": "shipped"}}, "orderId": "A-17"}, "id": "p1"}"# + "\n",
        ])
        let r = try JSHost.run(["run", folder.path("www/index.html"), "--platform", "ios", "--app-state", "foreground",
                                "--events", folder.path("events.ndjson"), "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(logs(r) == ["push ready 0,19,0,0"], "\(r.stdout)")  // a text line is 19px tall (1.2 × 16px): CSS fixes it
        #expect(warnings(r).filter { $0.contains("measures its layout") }.count == 1)
        // A router's navigation on the notification is a `dom` effect of it.
        let hash = try #require(r.effects("dom").first { $0["target"] as? String == "location" }, "\(r.stdout)")
        #expect(hash["change"] as? String == "hash")
        #expect(hash["value"] as? String == "#/orders/A-17")
        #expect(hash["notification"] as? String == "p1")
    }
}

extension PublicAppFidelityTests {
    // MARK: Badges and presentation details

    func badges(_ r: JSHostResult) -> [Int] { r.effects("badge").compactMap { $0["count"] as? Int } }

    /// Each library's badge call is a `badge` effect: expo-notifications `setBadgeCountAsync`,
    /// Notifee `setBadgeCount` / `incrementBadgeCount` (iOS only: Android resolves without
    /// one), push-notification-ios `setApplicationIconBadgeNumber`; and iOS applies `aps.badge`.
    @Test func badgeCallsAndTheAPNsBadgeKeyAreBadgeEffects() throws {
        let f = try TemporaryFolder([
            "expo.js": "import * as N from 'expo-notifications';\nawait N.setBadgeCountAsync(4);\n",
            "notifee.js": "import notifee from '@notifee/react-native';\nawait notifee.setBadgeCount(2);\nawait notifee.incrementBadgeCount();\n",
            "pnios.js": "import PushNotificationIOS from '@react-native-community/push-notification-ios';\nPushNotificationIOS.setApplicationIconBadgeNumber(7);\n",
            "apns.json": #"{"aps": {"alert": {"title": "Inbox", "body": "3 new"}, "badge": 3}}"#,
        ])
        #expect(badges(try JSHost.run(["run", "expo.js", "--platform", "ios", "--json"], in: f.url)) == [4])
        #expect(badges(try JSHost.run(["run", "notifee.js", "--platform", "ios", "--json"], in: f.url)) == [2, 3])
        #expect(badges(try JSHost.run(["run", "notifee.js", "--platform", "android", "--json"], in: f.url)).isEmpty)
        #expect(badges(try JSHost.run(["run", "pnios.js", "--platform", "ios", "--json"], in: f.url)) == [7])
        let push = try JSHost.run(["run", "pnios.js", "--platform", "ios", "--push", "apns.json", "--json"], in: f.url)
        let effect = try #require(push.effects("badge").first { $0["count"] as? Int == 3 }, "\(push.stdout)")
        #expect(effect["notification"] as? String == "n1")
    }

    /// expo-notifications NotificationBehaviorRecord: `shouldShowList` without a banner is
    /// shown in the list only: no banner, no heads-up.
    @Test func expoListOnlyPresentationShowsNoBanner() throws {
        let f = try TemporaryFolder(["app.js": """
        import * as Notifications from 'expo-notifications';
        Notifications.setNotificationHandler({ handleNotification: async () => ({ shouldShowList: true, shouldShowBanner: false, shouldPlaySound: false, shouldSetBadge: false }) });
        await Notifications.scheduleNotificationAsync({ identifier: 'l', content: { title: 'Quiet', body: 'in the list' }, trigger: null });
        """])
        let r = try JSHost.run(["run", "app.js", "--platform", "ios", "--app-state", "foreground", "--json", "--render", f.path("out")], in: f.url,
                               environment: ["JSHOST_CHROMIUM": "/nonexistent/chromium"])
        let display = try #require(r.effects("display").first, "\(r.stdout)")
        #expect(display["presentation"] as? String == "list only")
        let page = try String(contentsOfFile: f.path("out/l-ios.html"), encoding: .utf8)
        #expect(page.contains("asked for the Notification Center and no banner"))
    }
}

extension PublicAppFidelityTests {
    // MARK: Current releases' names

    /// expo-notifications 0.29–0.31: src/NotificationsEmitter.ts and src/TokenEmitter.ts still
    /// export the deprecated removers, which warn and remove the subscription.
    @Test func expoDeprecatedRemoversStillWork() throws {
        let f = try TemporaryFolder(["app.js": """
        import * as Notifications from 'expo-notifications';
        const received = Notifications.addNotificationReceivedListener(() => console.log('received'));
        const token = Notifications.addPushTokenListener(() => {});
        Notifications.removeNotificationSubscription(received);
        Notifications.removePushTokenSubscription(token);
        """, "apns.json": #"{"aps": {"alert": "Hi"}}"#])
        let r = try JSHost.run(["run", "app.js", "--platform", "ios", "--app-state", "foreground", "--push", "apns.json", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let warned = r.effects("log").filter { $0["level"] as? String == "warn" }.compactMap { $0["message"] as? String }
        #expect(warned == ["`removeNotificationSubscription` is deprecated. Call `subscription.remove()` instead.",
                           "`removePushTokenSubscription` is deprecated. Call `subscription.remove()` instead."])
        #expect(!logs(r).contains("received"))
    }

    /// react-native-notify-kit (packages/react-native/README.md): Notifee's API and events, plus
    /// `setNotificationConfig`.
    @Test func notifyKitIsTheNotifeeSurface() throws {
        let f = try TemporaryFolder(["app.js": """
        import notifee, { EventType, AndroidImportance } from 'react-native-notify-kit';
        notifee.onBackgroundEvent(async ({ type, detail }) => console.log(EventType[type] + ' ' + detail.notification.id));
        await notifee.setNotificationConfig({ ios: { handleRemoteNotifications: false } });
        await notifee.createChannel({ id: 'default', name: 'Default', importance: AndroidImportance.HIGH });
        await notifee.displayNotification({ id: 'k', title: 'Hello', body: 'kit', android: { channelId: 'default', pressAction: { id: 'default' } } });
        """, "events.ndjson": #"{"response": "k", "action": "default"}"# + "\n"])
        let r = try JSHost.run(["run", "app.js", "--platform", "android", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.effects("display").first?["channel"] as? String == "default")
        #expect(logs(r).contains("PRESS k"), "\(r.stdout)")
    }
}

extension PublicAppFidelityTests {
    // MARK: The app's native side

    static let pnios = """
    import PushNotificationIOS from '@react-native-community/push-notification-ios';
    PushNotificationIOS.addEventListener('notification', (n) => console.log('notification ' + n.getMessage()));
    PushNotificationIOS.addEventListener('localNotification', (n) => console.log('localNotification ' + n.getActionIdentifier()));
    """

    /// RNCPushNotificationIOS.m: with the README's AppDelegate (a UNUserNotificationCenter
    /// delegate) a tap is `localNotification`; an AppDelegate that sets none is the legacy
    /// setup: the tap arrives as `notification`, and a foreground push is not shown.
    @Test func pushNotificationIOSFollowsTheAppDelegate() throws {
        let modern = "#import \"AppDelegate.h\"\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n  UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];\n  center.delegate = self;\n  return YES;\n}\n"
        let legacy = "#import \"AppDelegate.h\"\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n  // center.delegate = self;  (removed)\n  return YES;\n}\n"
        let apns = #"{"aps": {"alert": {"title": "Hi", "body": "there"}}}"#
        for (delegate, tap) in [(modern, "localNotification com.apple.UNNotificationDefaultActionIdentifier"), (legacy, "notification there")] {
            let f = try TemporaryFolder(["package.json": "{}", "app.mjs": Self.pnios, "p.json": apns, "ios/App/AppDelegate.mm": delegate])
            let tapped = try JSHost.run(["run", "app.mjs", "--platform", "ios", "--push", "p.json", "--open", "--json"], in: f.url)
            #expect(logs(tapped).contains(tap), "\(tapped.stdout)")
            let foreground = try JSHost.run(["run", "app.mjs", "--platform", "ios", "--app-state", "foreground", "--push", "p.json", "--json"], in: f.url)
            #expect(foreground.effects("display").count == (delegate == modern ? 1 : 0), "\(foreground.stdout)")
        }
        // No AppDelegate: the README's setup is assumed, and --explain says so.
        let none = try TemporaryFolder(["package.json": "{}", "app.mjs": Self.pnios, "p.json": apns])
        let assumed = try JSHost.run(["run", "app.mjs", "--platform", "ios", "--push", "p.json", "--open", "--json", "--explain"], in: none.url)
        #expect(rules(assumed).contains("push-notification-ios.responseAssumed"), "\(assumed.stdout)")
    }

    /// wix lib/android/…/PushNotification.java: what the library posts itself goes on its own
    /// `channel_01` when the channel its props name does not exist, not on FCM's fallback.
    @Test func wixPostsOnItsOwnDefaultChannel() throws {
        let f = try TemporaryFolder(["app.js": """
        import { Notifications } from 'react-native-notifications';
        Notifications.postLocalNotification({ title: 'Local', body: 'Now' }, 42);
        """])
        let r = try JSHost.run(["run", "app.js", "--platform", "android", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.effects("display").first?["channel"] as? String == "channel_01", "\(r.stdout)")
    }
}

extension PublicAppFidelityTests {
    // MARK: Hybrid pages: scripts from a CDN

    /// A page's `<script src="https://cdn…">` is not fetched: a warning naming the URL and the
    /// way to give a local copy; `--map URL=PATH` loads the local copy in its place.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/javascript/jquery/jquery.js")))
    func aCDNScriptIsAWarningAndMapGivesALocalCopy() throws {
        let url = "https://code.jquery.com/jquery-3.6.0.min.js"
        let f = try TemporaryFolder(["www/index.html": """
        <html><head><script src="\(url)"></script></head><body>
        <script>console.log(typeof jQuery === 'function' ? 'jQuery ' + jQuery.fn.jquery : 'no jQuery');</script></body></html>
        """])
        let bare = try JSHost.run(["run", f.path("www/index.html"), "--json"])
        let w = try #require(warnings(bare).first, "\(bare.stdout)")
        #expect(w.contains("<script src=\"\(url)\"> not loaded") && w.contains("--map \(url)=PATH"), "\(w)")
        #expect(w.contains("--map \(url)=/usr/share/javascript/jquery/jquery.js, package libjs-jquery"), "\(w)")
        #expect(logs(bare) == ["no jQuery"])
        let mapped = try JSHost.run(["run", f.path("www/index.html"), "--map", "\(url)=/usr/share/javascript/jquery/jquery.js", "--json"])
        #expect(warnings(mapped).isEmpty, "\(mapped.stdout)")
        #expect(logs(mapped).first?.hasPrefix("jQuery 3.") == true, "\(mapped.stdout)")
    }
}

extension PublicAppFidelityTests {
    /// A page's classic script may replace built-ins on the global object (`var Map =
    /// function () {…}`); jshost's own page code (cordova.js, cordova-plugin-push's layer)
    /// took its built-ins before any page script ran, so the page still handles its push.
    @Test func aPageThatReplacesBuiltInsStillHandlesItsPush() throws {
        let f = try TemporaryFolder([
            "www/index.html": """
            <html><head><script>
            var Map = function () { throw new Error('the page\\'s Map'); };
            var Set = function () { throw new Error('the page\\'s Set'); };
            var Promise = function () { throw new Error('the page\\'s Promise'); };
            </script><script src="cordova.js"></script></head><body><script>
            document.addEventListener('deviceready', function () {
              var push = PushNotification.init({ android: {}, ios: { alert: true } });
              push.on('registration', function () { console.log('registered'); });
              push.on('notification', function (d) { console.log('notification ' + d.message); });
            });
            </script></body></html>
            """,
            "p.json": #"{"aps": {"alert": {"title": "Hi", "body": "there"}}}"#,
        ])
        let r = try JSHost.run(["run", f.path("www/index.html"), "--platform", "ios", "--app-state", "foreground", "--push", f.path("p.json"), "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.effects("error").isEmpty, "\(r.stdout)")
        #expect(logs(r).contains("registered") && logs(r).contains("notification there"), "\(r.stdout)")
    }

    /// cordova-plugin-mfp's bootstrap.js (MobileFirst 8): on deviceready `mfpjsloaded` fires on
    /// document, then WL.Client.init(wlInitOptions) calls wlCommonInit, unless the page set
    /// WL.StaticAppProps.mfpClientCustomInit and calls WL.Client.init itself. A page that
    /// starts MFPPush from its `mfpjsloaded` listener registers its category and gets the tap.
    @Test func mobileFirst8FiresMfpjsloadedThenWlCommonInit() throws {
        let page = { (listener: String) in """
            <html><head><script src="cordova.js"></script></head><body><script>
            var poll = { id: 'poll', actions: [{ id: 'poll_ok', title: 'OK', mode: 1 }] };
            document.addEventListener('mfpjsloaded', function () {
              console.log('mfpjsloaded');
              \(listener)
              MFPPush.initialize(function () {
                MFPPush.registerNotificationsCallback(function (m) { console.log('callback ' + m['action-id']); });
                MFPPush.registerDevice({ ios: { categories: [poll] }, android: { categories: [poll] } }, function () {}, function () {});
              }, function (e) { console.log('initialize failed'); });
            }, false);
            function wlCommonInit() { console.log('wlCommonInit'); }
            </script></body></html>
            """ }
        let f = try TemporaryFolder([
            "www/index.html": page(""),
            "custom/index.html": page("WL.StaticAppProps.mfpClientCustomInit = true;"),
            "p.json": try String(contentsOf: JSHost.repository.appendingPathComponent("Examples/mobilefirst-8/payload.json"), encoding: .utf8),
        ])
        let r = try JSHost.run(["run", f.path("www/index.html"), "--push", f.path("p.json"), "--tap", "poll_ok", "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.effects("error").isEmpty, "\(r.stdout)")
        #expect(logs(r) == ["mfpjsloaded", "wlCommonInit", "callback poll_ok"], "\(r.stdout)")
        // The app calls WL.Client.init itself: the framework does not, so no wlCommonInit.
        let custom = try JSHost.run(["run", f.path("custom/index.html"), "--push", f.path("p.json"), "--tap", "poll_ok", "--json"])
        #expect(logs(custom) == ["mfpjsloaded", "callback poll_ok"], "\(custom.stdout)")
    }
}
