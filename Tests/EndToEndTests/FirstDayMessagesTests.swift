import Foundation
import Testing

/// Golden messages of the first day's mistakes (a payload missing `aps`, an Expo message
/// without `to`, a tap on a push that displayed nothing, a button Android does not show, a
/// button of a notification the app displayed itself), and the MCP tools listing every
/// missing package at once.
@Suite struct FirstDayMessagesTests {
    /// An APNs payload without `aps` is read as another format: the error says which, and
    /// where the keys go.
    @Test func aPayloadWithoutApsSaysWhatItWasReadAsAndWhereTheKeysGo() throws {
        let folder = try TemporaryFolder([
            "noaps.json": #"{"alert": {"title": "Order shipped", "body": "On its way"}, "category": "ORDER"}"#,
            "app.js": "console.log('loaded');\n",
        ])
        let expected = """
            noaps.json: $.alert: expected a string, found an object
              (read as a MobileFirst 7 notification (--format mobilefirst7), the format its top-level keys "alert", "category" suggest; \
            an APNs payload puts "alert", "category" inside "aps": {"aps": {"alert": …, "category": …}}; \
            another format: --format apns, fcm, expo, … (see jshost help run))
            """
        let run = try JSHost.run(["run", "app.js", "--push", "noaps.json"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr == "✖ " + expected + "\n", "\(run.stderr)")
        let check = try JSHost.run(["check", "noaps.json"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.stdout == "noaps.json: error [invalid] " + expected + "\n", "\(check.stdout)")
        // Named with --format, the payload is what the user said: the error is the format's own.
        let named = try JSHost.run(["run", "app.js", "--push", "noaps.json", "--format", "apns"], in: folder.url)
        #expect(named.stderr == "✖ noaps.json: $.aps: missing key, expected the aps dictionary (an object)\n", "\(named.stderr)")
    }

    /// Expo's push API requires `to` (expo-server-sdk-node's ExpoPushMessage).
    @Test func checkRequiresExposTo() throws {
        let folder = try TemporaryFolder([
            "noto.json": #"{"title": "Hi", "body": "there", "categoryId": "message"}"#,
            "list.json": #"{"to": 42, "title": "Hi"}"#,
            "many.json": #"{"to": ["ExponentPushToken[a]", "ExponentPushToken[b]"], "title": "Hi"}"#,
        ])
        let missing = try JSHost.run(["check", "noto.json"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.stdout == """
            noto.json: error [invalid] $.to: missing: Expo's push API requires "to", the device's Expo push token \
            ("ExponentPushToken[…]", from getExpoPushTokenAsync) or an array of them, and rejects the message without it

            """, "\(missing.stdout)")
        let wrong = try JSHost.run(["check", "list.json", "--format", "expo"], in: folder.url)
        #expect(wrong.stdout.contains("""
            list.json: error [type] $.to: expected an Expo push token (a string "ExponentPushToken[…]") or an array of them, \
            found a number (42); Expo's push API rejects the message
            """), "\(wrong.stdout)")
        let many = try JSHost.run(["check", "many.json"], in: folder.url)
        #expect(many.status == 0, "\(many.stdout)")
    }

    /// A response to a push that displayed nothing says so, instead of "unknown notification".
    @Test func aTapOnAPushThatDisplayedNothingSaysNothingWasDisplayed() throws {
        let folder = try TemporaryFolder([
            "index.js": """
                import messaging from '@react-native-firebase/messaging';
                messaging().setBackgroundMessageHandler(async (m) => console.log('data', m.data.orderId));

                """,
            "data.json": #"{"message": {"data": {"orderId": "42"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#,
        ])
        let result = try JSHost.run(["run", "index.js", "--push", "data.json", "--open"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stdout.contains("data 42\n"), "\(result.stdout)")
        #expect(result.stderr.hasSuffix("""
            [n1] ✖ nothing was displayed for "n1" (a data-only message: the OS shows nothing), so there is nothing to tap; \
            a notification the app displays for it is tapped instead, and it displayed none

            """), "\(result.stderr)")
        // A notification that never was is still unknown.
        let unknown = try JSHost.run(["run", "index.js", "--notification", "n7", "--open"], in: folder.url)
        #expect(unknown.stderr.contains("✖ unknown notification \"n7\" (no push with this id, or it was forgotten)"), "\(unknown.stderr)")
    }

    /// On Android a Capacitor push shows no buttons: `--tap` says so and where they show.
    @Test func aButtonOfACapacitorPushOnAndroidSaysThereAreNone() throws {
        let app = try FirstDayAppsTests.copy("capacitor-vite-app")
        try #"{"aps": {"alert": {"title": "Shipped", "body": "Order 42"}, "category": "ORDER_UPDATE"}, "orderId": "42"}"#
            .write(to: app.url.appendingPathComponent("p.json"), atomically: true, encoding: .utf8)
        let result = try JSHost.run(["run", "index.html", "--push", "p.json", "--platform", "android", "--tap", "reply"], in: app.url, timeout: 120)
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("""
            [n1] ✖ unknown action "reply" for notification "n1" (on Android this push shows no buttons: the system draws an FCM \
            notification without them, whatever its category; --open taps its body; category "ORDER_UPDATE"'s buttons (track, reply) \
            show on iOS (--platform ios))

            """), "\(result.stderr)")
    }

    /// A button of the notification a message handler displayed (Notifee, a random id), tapped
    /// on the push that displayed a notification of its own: the error names the app's
    /// notification that has the button and how to tap it.
    @Test func aButtonOfANotificationTheAppDisplayedSaysWhichHasItAndHow() throws {
        let folder = try TemporaryFolder([
            "index.js": """
                import messaging from '@react-native-firebase/messaging';
                import notifee from '@notifee/react-native';
                messaging().setBackgroundMessageHandler(async (m) => {
                  const channelId = await notifee.createChannel({ id: 'default', name: 'Default' });
                  await notifee.displayNotification({
                    title: m.data.title, body: m.data.body,
                    android: { channelId, actions: [{ title: 'Mark as read', pressAction: { id: 'mark-as-read' } }] },
                  });
                });

                """,
            "notification.json": #"{"message": {"notification": {"title": "New message", "body": "Hi"}, "data": {"title": "New message", "body": "Hi"}}}"#,
            "data.json": #"{"message": {"data": {"title": "New message", "body": "Hi"}, "android": {"priority": "high"}}}"#,
        ])
        let result = try JSHost.run(["run", "index.js", "--push", "notification.json", "--platform", "android", "--tap", "mark-as-read"], in: folder.url)
        #expect(result.status == 2)
        let pattern = #"\[n1\] ✖ unknown action "mark-as-read" for notification "n1" \(the notification has no category\); "#
            + #"the app displayed "New message" \(id "([A-Za-z0-9]{20})"\), which has "mark-as-read": "#
            + #"--notification ([A-Za-z0-9]{20}) --tap mark-as-read taps it when the app gives it the same id on every run \(displayNotification's id\), "#
            + #"or send a data-only message \(no notification key\): the push then shows nothing and --tap acts on what the app displayed\n$"#
        #expect(result.stderr.range(of: pattern, options: .regularExpression) != nil, "\(result.stderr)")
        // What it suggests: the data-only message reaches the button.
        let data = try JSHost.run(["run", "index.js", "--push", "data.json", "--platform", "android", "--tap", "mark-as-read"], in: folder.url)
        #expect(data.status == 0, "\(data.stderr)")
        #expect(data.stdout.contains("response tap mark-as-read"), "\(data.stdout)")
    }

    /// A notification file that only exports functions (the Capacitor guide's addListeners /
    /// registerNotifications), run on its own: the summary and the silent tap say that nothing
    /// called them and what to run instead; the summary names the file as the user did.
    @Test func aFileWhoseExportsNothingCalledSaysWhatToRun() throws {
        let app = try FirstDayAppsTests.copy("capacitor-vite-app")
        let summary = try JSHost.run(["run", "src/notifications.ts"], in: app.url, timeout: 120)
        #expect(summary.status == 0, "\(summary.stderr)")
        #expect(summary.stderr.hasPrefix("""
            src/notifications.ts registered no notification category, channel, listener or handler as it loaded: it exports \
            addListeners, registerActionTypes, registerNotifications, getDeliveredNotifications — functions nothing called here. \
            Run the file or page that calls them (the app's index.html, src/main.ts, or index.js), as the app starts. \
            @capacitor/push-notifications delivers taps to
            """), "\(summary.stderr)")
        try #"{"aps": {"alert": {"title": "Shipped", "body": "Order 42"}}}"#.write(to: app.url.appendingPathComponent("p.json"), atomically: true, encoding: .utf8)
        let tap = try JSHost.run(["run", "src/notifications.ts", "--push", "p.json", "--open"], in: app.url, timeout: 120)
        #expect(tap.stdout.contains("""
            [n1] ⚠ warning the tap on the notification reached none of the app's code: no listener for it is registered; \
            notifications.ts exports addListeners, registerActionTypes, registerNotifications, getDeliveredNotifications, which nothing \
            called here: run the file or page that calls them as the app starts (the app's index.html, src/main.ts, or index.js) (
            """), "\(tap.stdout)")
        // The layout of an Expo Router app is named with its folder.
        let router = try FirstDayAppsTests.copy("expo-router-layout-app")
        let layout = try JSHost.run(["run", "app/_layout.tsx", "--stub-missing"], in: router.url, timeout: 120)
        #expect(layout.stderr.contains("app/_layout.tsx registered (no push was sent: --push FILE sends one):\n"), "\(layout.stderr)")
    }

    /// The MCP tools list every missing package at once with the key, as the CLI does, and take
    /// `stubMissing`.
    @Test func mcpToolsListEveryMissingPackageAndTakeStubMissing() throws {
        // The first-day Expo app with a second package that is neither installed nor simulated.
        let copy = try FirstDayAppsTests.copy("expo-app")
        let app = copy.url
        let appFile = app.appendingPathComponent("App.tsx")
        var lines = try String(contentsOf: appFile, encoding: .utf8).components(separatedBy: "\n")
        lines.insert("import 'react-native-gesture-handler';", at: 9)
        try lines.joined(separator: "\n").write(to: appFile, atomically: true, encoding: .utf8)
        let (answers, _) = try MCPServerTests.serve([
            MCPServerTests.initialize,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run","arguments":{"entry":"index.ts","payload":"payload.json"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"categories","arguments":{"entry":"index.ts"}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"run","arguments":{"entry":"index.ts","payload":"payload.json","stubMissing":true}}}"#,
        ], root: app)
        for id in [2, 3] {
            let text = String(describing: MCPServerTests.answer(answers, id: id) ?? [:])
            #expect(text.contains("react-native-safe-area-context  imported from App.tsx:8"), "\(id): \(text)")
            #expect(text.contains("react-native-gesture-handler    imported from App.tsx:10"), "\(id): \(text)")
            // The tool's argument, not the CLI's flag (in the summary and `errors`; `effects` stay as `run --json`).
            #expect(text.contains(#"with \"stubMissing\": true or this key"#) || text.contains(#"with \\\"stubMissing\\\": true or this key"#), "\(id): \(text)")
        }
        let stood = MCPServerTests.answer(answers, id: 4)?["result"] as? [String: Any]
        #expect(stood?["isError"] as? Bool == false, "\(String(describing: stood))")
    }
}
