import Foundation
import Testing

/// The fixture apps of Tests/Fixtures/app-life run through the built binary, and their
/// expected timelines.
protocol AppLifeFixtures {}

extension AppLifeFixtures {
    static var apps: URL { JSHost.repository.appendingPathComponent("Tests/Fixtures/app-life") }

    /// Human output without handler durations, which vary.
    func timeline(_ result: JSHostResult) -> String {
        result.stdout.replacingOccurrences(of: #" \([0-9.]+ ms\)"#, with: "", options: .regularExpression)
    }

    func expected(_ app: String, _ file: String) throws -> String {
        try String(contentsOf: Self.apps.appendingPathComponent(app).appendingPathComponent(file), encoding: .utf8)
    }

    func run(_ app: String, _ arguments: [String]) throws -> JSHostResult {
        try JSHost.run(["run"] + arguments, in: Self.apps.appendingPathComponent(app))
    }
}

/// The app's life through the built binary (docs/surfaces.md, "The app's life"): the root
/// component an app registers mounts with React once the app runs — after the entry's top
/// level, or when a tap launches it from quit — so listeners added in effects exist; a
/// notification schedule fires once per occurrence up to a horizon. The fixture apps in
/// Tests/Fixtures/app-life are written as apps are; their README says where each line of
/// the expected timelines comes from.
@Suite struct AppLifeTests: AppLifeFixtures {

    @Test func firebaseTapFromQuitMountsTheAppAndReachesGetInitialNotificationOnly() throws {
        let quit = try run("firebase-app", ["index.js", "--push", "payload.json", "--open", "--platform", "android", "--app-state", "terminated"])
        #expect(quit.stderr == "")
        #expect(timeline(quit) == (try expected("firebase-app", "expected-quit.txt")))
        // onNotificationOpenedApp, added on mount after the launching tap, never gets it.
        #expect(!quit.stdout.contains("opened from background"))
        let background = try run("firebase-app", ["index.js", "--push", "payload.json", "--open", "--platform", "android"])
        #expect(background.stderr == "")
        #expect(timeline(background) == (try expected("firebase-app", "expected-background.txt")))
    }

    @Test func notifeeHookListenerMissesTheColdStartPressThatGetInitialNotificationAnswers() throws {
        let quit = try run("notifee-app", ["index.js", "--platform", "android", "--app-state", "terminated", "--push", "message.json",
                                           "--notification", "chat-7", "--open"])
        #expect(quit.stderr == "")
        #expect(timeline(quit) == (try expected("notifee-app", "expected-quit.txt")))
        #expect(!quit.stdout.contains("foreground event"))
        let background = try run("notifee-app", ["index.js", "--platform", "android", "--push", "message.json", "--notification", "chat-7", "--open"])
        #expect(timeline(background) == (try expected("notifee-app", "expected-background.txt")))
    }

    @Test func expoLastResponseHookGetsTheLaunchingTap() throws {
        let quit = try run("expo-app", ["index.js", "--push", "payload.json", "--open", "--app-state", "terminated", "--fake-time"])
        #expect(quit.stderr == "")
        #expect(timeline(quit) == (try expected("expo-app", "expected-quit.txt")))
    }

    @Test func aDailyReminderFiresOncePerDayUpToTheHorizonInTheDevicesZone() throws {
        for (zone, offsets) in [("Europe/Berlin", ["60", "120"]), ("America/New_York", ["-300", "-240"])] {
            let r = try run("expo-app", ["index.js", "--app-state", "foreground", "--until", "3d", "--time-zone", zone])
            #expect(JSHost.withoutRegistrationSummary(r.stderr) == "", "\(zone)")
            let received = r.stdout.split(separator: "\n").filter { $0.hasPrefix("received daily-reminder") }
            #expect(received.count == 3, "\(zone): \(r.stdout)")
            for line in received {
                #expect(line.hasPrefix("received daily-reminder 9:00 UTC offset "), "\(line)")
                #expect(offsets.contains(String(line.split(separator: " ").last!)), "\(zone): \(line)")
            }
            #expect(r.stdout.components(separatedBy: "display (ios) \"Time to stretch\"").count - 1 == 3)
        }
        // Without a horizon the run ends when its work is done: the schedule stays pending,
        // no display, no warning about timers.
        let done = try run("expo-app", ["index.js", "--app-state", "foreground", "--fake-time"])
        #expect(JSHost.withoutRegistrationSummary(done.stderr) == "")
        #expect(!done.stdout.contains("display"))
        #expect(done.stdout.contains("scheduled daily-reminder 1"))
    }

    @Test func noMountLeavesTheRootUnrendered() throws {
        let r = try run("firebase-app", ["index.js", "--no-mount"])
        #expect(r.stderr == "index.js registered (no push was sent: --push FILE sends one):\n"
                + "  handler  setBackgroundMessageHandler  @react-native-firebase/messaging  index.js:7\n")
        #expect(r.stdout == "")
    }

    @Test func quittingTheAppUnmountsItAndRunsTheEffectsCleanups() throws {
        let f = try TemporaryFolder([
            "events.ndjson": """
            {"push": {"message": {"notification": {"title": "Order shipped", "body": "1042"}, "data": {"screen": "Orders"}}}, "id": "o1"}
            {"open": "o1"}
            {"appState": "terminated"}

            """,
        ])
        let r = try run("firebase-app", ["index.js", "--platform", "android", "--events", f.url.appendingPathComponent("events.ndjson").path])
        #expect(r.stderr == "")
        let lines = timeline(r).split(separator: "\n").map(String.init)
        #expect(lines.suffix(2) == ["native AppRegistry.unmountApplicationComponentAtRootTag(1)", "order screen unmounted"], "\(r.stdout)")
    }

    /// A class component's `componentDidMount` runs when the root mounts, as an effect does:
    /// the listener it adds gets the tap; quitting runs `componentWillUnmount`.
    @Test func aClassComponentsComponentDidMountListenerGetsTheTap() throws {
        let r = try run("class-app", ["index.js", "--platform", "android", "--events", "events.ndjson"])
        #expect(r.stderr == "")
        #expect(timeline(r) == (try expected("class-app", "expected-events.txt")))
        #expect(r.stdout.contains("opened Chat"))
        #expect(timeline(r).hasSuffix("native AppRegistry.unmountApplicationComponentAtRootTag(1)\nlistener removed\n"), "\(r.stdout)")
        // Without the mount nothing adds the listener: the tap reaches no code.
        let unmounted = try run("class-app", ["index.js", "--platform", "android", "--events", "events.ndjson", "--no-mount"])
        #expect(!unmounted.stdout.contains("mounted"))
        #expect(!unmounted.stdout.contains("opened"))
    }

    @Test func badHorizonAndZoneNameTheFlag() throws {
        let until = try run("expo-app", ["index.js", "--until", "3 days"])
        #expect(until.status == 2)
        #expect(until.stderr.contains("--until expects a duration such as"), "\(until.stderr)")
        let zone = try run("expo-app", ["index.js", "--time-zone", "Mars/Olympus"])
        #expect(zone.stderr.contains("--time-zone expects an IANA time zone"), "\(zone.stderr)")
    }
}

/// `listener` effects (`run --explain`): where each listener was added and what it did with
/// each event.
@Suite struct ListenerTimelineTests: AppLifeFixtures {

    func listeners(_ r: JSHostResult) -> [[String: String]] {
        r.effects("listener").map { $0.compactMapValues { $0 as? String } }
    }

    @Test func aListenerAddedOnMountMissesTheColdStartTapAndOneAddedBeforeGetsIt() throws {
        let quit = try run("firebase-app", ["index.js", "--push", "payload.json", "--open", "--platform", "android",
                                            "--app-state", "terminated", "--explain", "--json"])
        let missed = listeners(quit)
        #expect(missed.count == 1, "\(quit.stdout)")
        #expect(missed.first?["api"] == "onNotificationOpenedApp")
        #expect(missed.first?["site"] == "App.tsx:15:60", "the line of the TypeScript file as written")
        #expect(missed.first?["outcome"] == "missed")
        #expect(missed.first?["notification"] == "n1")
        #expect(missed.first?["reason"]?.contains("messaging().getInitialNotification()") == true)
        let background = try run("firebase-app", ["index.js", "--push", "payload.json", "--open", "--platform", "android", "--explain", "--json"])
        #expect(listeners(background).map { $0["outcome"] } == ["got"], "\(background.stdout)")
        // Without --explain no listener effect is recorded.
        let plain = try run("firebase-app", ["index.js", "--push", "payload.json", "--open", "--platform", "android", "--json"])
        #expect(plain.effects("listener").isEmpty)
    }

    @Test func notifeeBackgroundHandlerGetsThePressAndTheHookListenerMissesIt() throws {
        let r = try run("notifee-app", ["index.js", "--platform", "android", "--app-state", "terminated", "--push", "message.json",
                                        "--notification", "chat-7", "--open", "--explain", "--json"])
        let l = listeners(r)
        #expect(l.map { "\($0["api"]!) \($0["outcome"]!)" } == ["onBackgroundEvent got", "onForegroundEvent missed"], "\(r.stdout)")
        #expect(l.first?["site"] == "index.js:21:35")
    }

    @Test func aListenerNotCalledInTheAppsStateMissesTheEvent() throws {
        // In the foreground a tap reaches no onNotificationOpenedApp listener (FCM shows nothing there).
        let f = try TemporaryFolder([
            "app.js": """
            import messaging from '@react-native-firebase/messaging';
            messaging().onMessage(async m => console.log('onMessage', m.data.k));
            messaging().onNotificationOpenedApp(m => console.log('opened', m.data.k));
            """,
            "p.json": #"{"message": {"data": {"k": "v"}}}"#,
        ])
        let r = try JSHost.run(["run", "app.js", "--push", "p.json", "--app-state", "background", "--platform", "android", "--explain", "--json"], in: f.url)
        let l = listeners(r)
        #expect(l.count == 1, "\(r.stdout)")
        #expect(l.first?["api"] == "onMessage")
        #expect(l.first?["outcome"] == "missed")
        #expect(l.first?["site"]?.hasPrefix("app.js:2:") == true, "the line of the onMessage call")
        #expect(l.first?["reason"]?.contains("background") == true)
    }
}

/// `simulate.launch`, `simulate.mount`/`unmount` and durations in `simulate.advance` under
/// `jshost test`: the fixture apps' own test files.
@Suite struct AppLifeInTestsTests {
    @Test func aColdStartAndADailyReminderArePinnedAsTests() throws {
        for (app, file) in [("firebase-app", "launch.test.js"), ("expo-app", "reminder.test.js")] {
            let r = try JSHost.run(["test", file], in: AppLifeTests.apps.appendingPathComponent(app))
            #expect(r.status == 0, "\(app): \(r.stdout) \(r.stderr)")
            #expect(r.stdout.contains("2 passed, 0 failed"), "\(app): \(r.stdout)")
        }
    }
}

/// The late-listener finding: a tap listener added on mount, after the tap that launched the
/// app, in an app that never makes the library's launch call.
@Suite struct LateListenerFindingTests {
    static let app = """
    import { AppRegistry, Text } from 'react-native';
    import React, { useEffect } from 'react';
    import messaging from '@react-native-firebase/messaging';
    function App() {
      useEffect(() => {
        const off = messaging().onNotificationOpenedApp(m => console.log('opened', m.data.screen));
        return off;
      }, []);
      return React.createElement(Text, null, 'hi');
    }
    AppRegistry.registerComponent('Late', () => App);
    """

    @Test func aColdStartTapThatReachesNoCodeIsAWarningNamingTheListener() throws {
        let f = try TemporaryFolder([
            "index.js": Self.app,
            "p.json": #"{"message": {"notification": {"title": "T", "body": "B"}, "data": {"screen": "Orders"}}}"#,
        ])
        let quit = try JSHost.run(["run", "index.js", "--push", "p.json", "--open", "--app-state", "terminated", "--platform", "android"], in: f.url)
        #expect(quit.stdout.contains("warning late listener: onNotificationOpenedApp (index.js:6:"), "\(quit.stdout)")
        #expect(quit.stdout.contains("never calls messaging().getInitialNotification()"))
        // From the background the listener gets the tap: no finding.
        let background = try JSHost.run(["run", "index.js", "--push", "p.json", "--open", "--platform", "android"], in: f.url)
        #expect(!background.stdout.contains("late listener"), "\(background.stdout)")
        #expect(background.stdout.contains("opened Orders"))
        // An app that also asks getInitialNotification() (the fixture) has no finding.
        let fixture = try JSHost.run(["run", "index.js", "--push", "payload.json", "--open", "--platform", "android", "--app-state", "terminated"],
                                     in: AppLifeTests.apps.appendingPathComponent("firebase-app"))
        #expect(!fixture.stdout.contains("late listener"))
    }
}
