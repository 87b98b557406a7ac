import Foundation
import Testing

/// Three apps of our own, written as their platforms' docs write them and as a user has them
/// just after cloning (package.json declares the packages; nothing is installed), each run as a
/// new user runs it: `jshost init`, then the commands init prints (the README's for that kind
/// of app), then `jshost test jshost/`. Each reaches its push handler and its tap handler on
/// the first try (Tests/Fixtures/first-day: expo-router-layout-app, rnfb-app, capacitor-vite-app).
@Suite struct FirstDayAppsTests {
    /// A copy of the fixture app in a temporary folder (init writes into it).
    static func copy(_ app: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder([:])
        let source = FirstDayTests.fixtures.appendingPathComponent(app)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        return folder
    }

    /// `jshost init`, and the `jshost run …` commands it prints under "next:", as arguments.
    static func initApp(_ folder: URL) throws -> (stdout: String, runs: [[String]]) {
        let result = try JSHost.run(["init"], in: folder, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let runs = result.stdout.split(separator: "\n").compactMap { line -> [String]? in
            let command = line.split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard command.hasPrefix("jshost run ") else { return nil }
            return command.split(separator: " ").dropFirst().map(String.init)
        }
        return (result.stdout, runs)
    }

    /// The command init printed with `flag` (`--open`: the tap; `--app-state`: the push).
    static func command(_ runs: [[String]], with flag: String) -> [String] {
        runs.first { $0.contains(flag) } ?? []
    }

    /// Expo's current template: `"main": "expo-router/entry"`, the notification code in
    /// app/_layout.tsx (listeners, the category with a text-input button and
    /// useLastNotificationResponse in RootLayout's effects). init names app/_layout.tsx, which
    /// mounts as expo-router/entry mounts it, and writes a payload naming the category the
    /// layout registers and the data key it reads.
    @Test func anExpoRouterAppReachesItsListenersOnTheFirstTry() throws {
        let app = try Self.copy("expo-router-layout-app")
        let (stdout, runs) = try Self.initApp(app.url)
        #expect(stdout.contains("""
            notification entry: app/_layout.tsx
            payload: names the app's category "message", so --tap takes its buttons
            payload: its data carries the keys the app reads (url)

            """), "\(stdout)")
        let tap = try JSHost.run(Self.command(runs, with: "--open"), in: app.url, timeout: 120)
        #expect(tap.status == 0, "\(tap.stderr)")
        #expect(tap.stdout.contains("""
            [n1] response open (tap on the notification)
            [n1] openApp
            response expo.modules.notifications.actions.DEFAULT undefined
            [n1] native expo-router.router.push("/home")
            """), "\(tap.stdout)")
        #expect(tap.stdout.contains("last response /home"), "\(tap.stdout)")
        #expect(!tap.stderr.contains("reached none of the app's code"), "\(tap.stderr)")
        let push = try JSHost.run(Self.command(runs, with: "--app-state"), in: app.url, timeout: 120)
        #expect(push.status == 0, "\(push.stderr)")
        #expect(push.stdout.contains("received Hello from jshost\n"), "\(push.stdout)")
        // The text-input button of the category the layout registers, on the same payload.
        let reply = try JSHost.run(["run", "app/_layout.tsx", "--push", "jshost/payload.json", "--tap", "reply", "--text", "on my way"],
                                   in: app.url, timeout: 120)
        #expect(reply.status == 0, "\(reply.stderr)")
        #expect(reply.stdout.contains("[n1] response tap reply with text \"on my way\"\nresponse reply on my way\n"), "\(reply.stdout)")
        let test = try JSHost.run(["test", "jshost/"], in: app.url, timeout: 240)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        // The first test loads the mounted layout: its received listener logs in the foreground.
        #expect(test.stdout.contains("ios foreground: shown; on arrival: listener, log, display, handler"), "\(test.stdout)")
    }

    /// A bare React Native app with React Native Firebase as rnfirebase.io/messaging/usage
    /// writes it: setBackgroundMessageHandler in index.js reads `remoteMessage.data?.title`;
    /// App.tsx's onMessage, onNotificationOpenedApp and getInitialNotification read
    /// `data?.type`. The payload carries those keys and `content-available`, so the background
    /// handler runs on iOS too and the tap reaches onNotificationOpenedApp.
    @Test func aReactNativeFirebaseAppReachesItsHandlersOnTheFirstTry() throws {
        let app = try Self.copy("rnfb-app")
        let (stdout, runs) = try Self.initApp(app.url)
        #expect(stdout.contains("payload: its data carries the keys the app reads (title, orderId, type)\n"), "\(stdout)")
        let tap = try JSHost.run(Self.command(runs, with: "--open"), in: app.url, timeout: 120)
        #expect(tap.status == 0, "\(tap.stderr)")
        #expect(tap.stdout.contains("""
            [n1] display (ios) "Hello from jshost" — "A notification as FCM sends it"
            Message handled in the background! Hello from jshost 42
            [n1] handler firebase
            """), "\(tap.stdout)")
        #expect(tap.stdout.contains("[n1] openApp\nNotification caused app to open from background state: {"), "\(tap.stdout)")
        let push = try JSHost.run(Self.command(runs, with: "--app-state"), in: app.url, timeout: 120)
        #expect(push.status == 0, "\(push.stderr)")
        #expect(push.stdout.contains(#"[n1] alert "A new FCM message arrived!" "{\"title\":\"Hello from jshost\",\"orderId\":\"42\",\"type\":\"home\"}" [OK]"#),
                "\(push.stdout)")
        let test = try JSHost.run(["test", "jshost/"], in: app.url, timeout: 240)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.contains("ios background: shown; on arrival: display, log, handler"), "\(test.stdout)")
    }

    /// A Capacitor 6 app made with Vite: index.html loads `/src/main.ts` (root-absolute, as
    /// Vite writes it), which calls the functions src/notifications.ts exports (the Capacitor
    /// guide's addListeners / registerNotifications, LocalNotifications.registerActionTypes).
    /// init names the page, and the payload the action type it registers.
    @Test func aCapacitorViteAppReachesItsListenersOnTheFirstTry() throws {
        let app = try Self.copy("capacitor-vite-app")
        let (stdout, runs) = try Self.initApp(app.url)
        #expect(stdout.contains("""
            notification entry: index.html (the app's page: its scripts call what the notification files export); \
            the libraries are imported by: src/notifications.ts
            payload: names the app's category "ORDER_UPDATE", so --tap takes its buttons
            payload: its data carries the keys the app reads (orderId)

            """), "\(stdout)")
        let tap = try JSHost.run(Self.command(runs, with: "--open"), in: app.url, timeout: 120)
        #expect(tap.status == 0, "\(tap.stderr)")
        #expect(tap.stdout.contains("Push notification action performed tap undefined\n[n1] handler capacitor"), "\(tap.stdout)")
        #expect(tap.stdout.contains("[n1] dom #app text \"Order 42\""), "\(tap.stdout)")
        let push = try JSHost.run(Self.command(runs, with: "--app-state"), in: app.url, timeout: 120)
        #expect(push.status == 0, "\(push.stderr)")
        #expect(push.stdout.contains("Push notification received:  Hello from jshost {"), "\(push.stdout)")
        let reply = try JSHost.run(["run", "index.html", "--push", "jshost/payload.json", "--tap", "reply", "--text", "hi"], in: app.url, timeout: 120)
        #expect(reply.status == 0, "\(reply.stderr)")
        #expect(reply.stdout.contains("[n1] response tap reply with text \"hi\"\nPush notification action performed reply hi\n"), "\(reply.stdout)")
        let test = try JSHost.run(["test", "jshost/"], in: app.url, timeout: 240)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.contains("ios foreground: shown; on arrival: display, listener, log, handler"), "\(test.stdout)")
    }

    /// The first test fails when the entry does not load (a package neither installed nor
    /// stood in for), instead of passing over an app that never ran.
    @Test func theFirstTestFailsWhenTheEntryDoesNotLoad() throws {
        let app = try Self.copy("expo-router-layout-app")
        _ = try Self.initApp(app.url)
        // Without the key init added, expo-router is neither installed nor stood in for.
        let manifest = app.url.appendingPathComponent("package.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: #""jshost": {"stub": ["expo-router"]}"#, with: #""jshostOff": {}"#)
            .write(to: manifest, atomically: true, encoding: .utf8)
        let test = try JSHost.run(["test", "jshost/"], in: app.url, timeout: 240)
        #expect(test.status == 1, "\(test.stdout)")
        #expect(test.stdout.contains("expo-router"), "\(test.stdout)")
    }
}
