import Foundation
import Testing

/// What running the app reveals, as findings naming their rule and its source, in `run`,
/// `matrix` (under FINDINGS, and `findings` in `--json`) and `check --entry` (`[app]`):
/// the notification shown twice, the late listener, a channel never created or too quiet,
/// a notification library with no listener.
@Suite struct AppFindingsTests {
    static let doubleDisplay = AppLifeTests.apps.appendingPathComponent("double-display")

    func timeline(_ r: JSHostResult) -> String {
        r.stdout.replacingOccurrences(of: #" \([0-9.]+ ms\)"#, with: "", options: .regularExpression)
    }

    /// Each row's findings from `matrix --json`: "platform state action rule".
    func matrixFindings(_ r: JSHostResult) throws -> [String] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        return rows.flatMap { row -> [String] in
            let outcomes = [row["arrival"] as? [String: Any]].compactMap { $0 } + (row["taps"] as? [[String: Any]] ?? [])
            return outcomes.flatMap { outcome in
                (outcome["findings"] as? [[String: Any]] ?? []).map {
                    "\(row["platform"]!) \(row["appState"]!) \(outcome["action"]!) \($0["rule"]!)"
                }
            }
        }
    }

    @Test func theOSAndTheBackgroundHandlerShowingOneMessageIsShownTwice() throws {
        let run = try JSHost.run(["run", "index.js", "--push", "payload.json", "--platform", "android"], in: Self.doubleDisplay)
        #expect(run.stderr == "", "\(run.stderr)")
        let expected = try String(contentsOf: Self.doubleDisplay.appendingPathComponent("expected-background.txt"), encoding: .utf8)
        #expect(timeline(run) == expected)
        // In the foreground the OS shows nothing (onMessage gets it): no finding.
        let foreground = try JSHost.run(["run", "index.js", "--push", "payload.json", "--platform", "android", "--app-state", "foreground"],
                                        in: Self.doubleDisplay)
        #expect(!foreground.stdout.contains("shown twice"), "\(foreground.stdout)")

        // iOS: an APNs alert with content-available wakes the background handler, which shows it again.
        let woken = try TemporaryFolder(["p.json": #"{"message": {"notification": {"title": "Ana", "body": "Lunch?"}, "data": {"thread": "ana-42"}, "#
                                         + #""apns": {"payload": {"aps": {"content-available": 1}}}}}"#])
        let ios = try JSHost.run(["run", "index.js", "--push", woken.url.appendingPathComponent("p.json").path, "--platform", "ios"], in: Self.doubleDisplay)
        #expect(ios.stdout.contains("[n1] ⚠ warning shown twice: the OS showed notification n1 (background) and the app's code displayed another"),
                "\(ios.stdout)")

        let matrix = try JSHost.run(["matrix", "index.js", "--push", "payload.json", "--json"], in: Self.doubleDisplay)
        #expect(matrix.status == 0, "\(matrix.stderr)")
        // iOS does not wake the app for a message without content-available: once, by the OS.
        #expect(try matrixFindings(matrix) == ["android background arrival app.shownTwice", "android terminated arrival app.shownTwice"])
        let human = try JSHost.run(["matrix", "index.js", "--push", "payload.json"], in: Self.doubleDisplay)
        #expect(human.stdout.contains("\nFINDINGS:\nandroid · background, on arrival: shown twice: the OS showed notification n1 (background) "
                                      + "and the app's code displayed another \"Ana\" (chat-ana-42) while handling it ["), "\(human.stdout)")
        #expect(human.stdout.contains("firebase.google.com/docs/cloud-messaging/customize-messages/set-message-type"))
        // The listener each case's app added says what it got, in the cells and in --json.
        #expect(human.stdout.contains("listener onMessage (App.js:13) got"), "\(human.stdout)")

        let check = try JSHost.run(["check", "payload.json", "--entry", "index.js"], in: Self.doubleDisplay)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasPrefix("payload.json: warning [app] android: shown twice: the OS showed notification n1 (background)"), "\(check.stdout)")
        #expect(check.stdout.contains("(rule app.shownTwice: "))
    }

    @Test func aListenerAddedOnMountAfterTheLaunchingTapIsAFindingInMatrixAndCheck() throws {
        let f = try TemporaryFolder([
            "index.js": LateListenerFindingTests.app,
            "p.json": #"{"message": {"notification": {"title": "T", "body": "B"}, "data": {"screen": "Orders"}}}"#,
        ])
        let matrix = try JSHost.run(["matrix", "index.js", "--push", "p.json", "--json"], in: f.url)
        #expect(matrix.status == 0, "\(matrix.stderr)")
        #expect(try matrixFindings(matrix) == ["ios terminated default app.lateListener", "android terminated default app.lateListener"], "\(matrix.stdout)")
        let check = try JSHost.run(["check", "p.json", "--entry", "index.js", "--json"], in: f.url)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String: Any]])
        let app = findings.filter { $0["check"] as? String == "app" }
        #expect(app.map { $0["platform"] as? String } == ["ios", "android"], "\(check.stdout)")
        #expect((app.first?["message"] as? String)?.hasPrefix("late listener: onNotificationOpenedApp (index.js:6:") == true, "\(app)")
        #expect((app.first?["message"] as? String)?.contains("rnfirebase.io/messaging/notifications#handling-interaction") == true)
    }

    static let channels = """
    import { AppRegistry, Text } from 'react-native';
    import React from 'react';
    import messaging from '@react-native-firebase/messaging';
    import notifee, { AndroidImportance } from '@notifee/react-native';
    messaging().setBackgroundMessageHandler(async (m) => {
      await notifee.createChannel({ id: 'quiet', name: 'Quiet', importance: AndroidImportance.LOW });
      await notifee.displayNotification({ id: 'q', title: m.data.title, android: { channelId: 'quiet' } });
      await notifee.displayNotification({ id: 'x', title: m.data.title, android: { channelId: 'orders' } });
    });
    messaging().onMessage(async (m) => console.log('foreground', m.data.title));
    AppRegistry.registerComponent('Shop', () => () => React.createElement(Text, null, 'shop'));
    """

    @Test func aChannelNeverCreatedOrTooQuietForHeadsUpIsAFinding() throws {
        let f = try TemporaryFolder([
            "index.js": Self.channels,
            "p.json": #"{"message": {"data": {"title": "Sale"}}}"#,
        ])
        let run = try JSHost.run(["run", "index.js", "--push", "p.json", "--platform", "android"], in: f.url)
        #expect(run.stdout.contains("[q] ⚠ warning channel \"quiet\" was created with importance low: the notification is posted without sound or heads-up, "
                                    + "and the app cannot raise the channel's importance later (rule android.channelImportance: "), "\(run.stdout)")
        #expect(run.stdout.contains("developer.android.com/develop/ui/views/notifications/channels"))
        // The channel never created: the warning the dispatcher records, once.
        #expect(run.stdout.components(separatedBy: "channel \"orders\" was never created").count == 2, "\(run.stdout)")
        let matrix = try JSHost.run(["matrix", "index.js", "--push", "p.json", "--json"], in: f.url)
        let found = try matrixFindings(matrix)
        #expect(found.contains("android background arrival android.channelImportance"), "\(found)")
        #expect(found.contains("android background arrival android.channelMissing"), "\(found)")
        let check = try JSHost.run(["check", "p.json", "--entry", "index.js", "--platform", "android"], in: f.url)
        #expect(check.stdout.contains("warning [app] android: channel \"quiet\" was created with importance low"), "\(check.stdout)")
        #expect(check.stdout.contains("warning [app] android: channel \"orders\" was never created"), "\(check.stdout)")
    }

    @Test func aNotificationLibraryWithNoListenerOnceMountedIsAFinding() throws {
        let f = try TemporaryFolder([
            "index.js": """
            import { AppRegistry, Text } from 'react-native';
            import React, { useEffect } from 'react';
            import messaging from '@react-native-firebase/messaging';
            function App() {
              useEffect(() => { messaging().getToken().then((t) => console.log('token', t.length > 0)); }, []);
              return React.createElement(Text, null, 'hi');
            }
            AppRegistry.registerComponent('NoListener', () => App);
            """,
            "p.json": #"{"message": {"notification": {"title": "T", "body": "B"}}}"#,
        ])
        let run = try JSHost.run(["run", "index.js", "--push", "p.json", "--platform", "android"], in: f.url)
        #expect(run.stdout.contains("⚠ warning @react-native-firebase/messaging is imported but no listener or handler of it was registered "
                                    + "by the end of the mount (rule app.noListener: "), "\(run.stdout)")
        // Not mounted (--no-mount): nothing is said about the mount.
        let unmounted = try JSHost.run(["run", "index.js", "--push", "p.json", "--platform", "android", "--no-mount"], in: f.url)
        #expect(!unmounted.stdout.contains("no listener or handler"), "\(unmounted.stdout)")
        let check = try JSHost.run(["check", "p.json", "--entry", "index.js"], in: f.url)
        #expect(check.stdout.contains("warning [app] ios: @react-native-firebase/messaging is imported but no listener"), "\(check.stdout)")
        // An app with a listener has no such finding.
        let fixture = try JSHost.run(["run", "index.js", "--push", "payload.json", "--platform", "android"],
                                     in: AppLifeTests.apps.appendingPathComponent("firebase-app"))
        #expect(!fixture.stdout.contains("no listener or handler"))
    }
}
