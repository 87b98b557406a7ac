import Foundation
import Testing

/// A new user's first runs of an Expo app written as Expo's docs write it (Tests/Fixtures/first-day),
/// before `npm install`: every missing package at once with the key that stands in for them,
/// then the handler on the first run with it; a run without a push says what the entry
/// registered; a tap that reaches no code says so (golden messages of the built binary).
@Suite struct FirstDayTests {
    static let fixtures = JSHost.repository.appendingPathComponent("Tests/Fixtures/first-day")
    static let expoApp = fixtures.appendingPathComponent("expo-app")

    /// `@react-navigation/native` is built in (docs/surfaces.md, "Navigation"): the one
    /// package left missing is named with the key that stands in for it.
    @Test func everyMissingPackageAtOnceWithTheKeyThatStandsInForThem() throws {
        let result = try JSHost.run(["run", "index.ts"], in: Self.expoApp, timeout: 120)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("✖ Cannot find module 'react-native-safe-area-context' imported from "), "\(result.stderr)")
        #expect(result.stderr.contains(#""jshost": {"stub": ["react-native-safe-area-context"]}"#), "\(result.stderr)")
        // The stand-ins that only let the graph load record nothing.
        #expect(!result.stdout.contains("useSafeAreaInsets"), "\(result.stdout)")
        // Nothing is delivered to an app that did not load: no registration summary either.
        #expect(!result.stdout.contains("registered"), "\(result.stdout)")
    }

    /// `categories`, `matrix` and `check --entry` name the missing package as `run` does
    /// (the same message, importer:line, the one key), and take --stub-missing.
    @Test func categoriesMatrixAndCheckListEveryMissingPackageAndTakeStubMissing() throws {
        let run = try JSHost.run(["run", "index.ts"], in: Self.expoApp, timeout: 120)
        let listing = String(run.stderr.dropFirst("✖ ".count).prefix { $0 != "\n" })
        #expect(listing.hasPrefix("Cannot find module 'react-native-safe-area-context' imported from "), "\(run.stderr)")
        let categories = try JSHost.run(["categories", "index.ts"], in: Self.expoApp, timeout: 120)
        #expect(categories.status == 1)
        #expect(categories.stderr.hasPrefix("jshost: " + listing), "\(categories.stderr)")
        let check = try JSHost.run(["check", "payload.json", "--entry", "index.ts"], in: Self.expoApp, timeout: 120)
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("jshost: index.ts did not load on ios and android: " + listing), "\(check.stderr)")
        let matrix = try JSHost.run(["matrix", "index.ts", "--push", "payload.json"], in: Self.expoApp, timeout: 120)
        #expect(matrix.status == 1)
        #expect(matrix.stderr.hasPrefix("jshost: index.ts did not load on ios and android (the rows show what the device does without it): " + listing),
                "\(matrix.stderr)")
        for output in [categories.stderr, check.stderr, matrix.stderr] {
            #expect(output.contains(#""jshost": {"stub": ["react-native-safe-area-context"]}"#), "\(output)")
        }
        for command in [["categories", "index.ts"], ["check", "payload.json", "--entry", "index.ts"], ["matrix", "index.ts", "--push", "payload.json"]] {
            let stood = try JSHost.run(command + ["--stub-missing"], in: Self.expoApp, timeout: 120)
            #expect(stood.status == 0, "\(command): \(stood.stderr)")
            #expect(!stood.stderr.contains("neither installed nor simulated"), "\(command): \(stood.stderr)")
        }
    }

    /// Expo's older templates start at `"main": "node_modules/expo/AppEntry.js"`, which registers
    /// the root App file (expo/expo packages/expo/AppEntry.js): run from App.tsx, the app mounts
    /// as that entry would mount it, and the tap reaches the listener its useEffect adds.
    @Test func anAppOfTheOlderTemplateRunFromAppTsxMountsAsExposAppEntryWould() throws {
        let source = Self.expoApp
        var files: [String: String] = [:]
        for name in ["App.tsx", "app.json", "payload.json"] {
            files[name] = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
        }
        let package = try String(contentsOf: source.appendingPathComponent("package.json"), encoding: .utf8)
        files["package.json"] = package.replacingOccurrences(of: #""main": "index.ts""#, with: #""main": "node_modules/expo/AppEntry.js""#)
        #expect(files["package.json"] != package)
        let app = try TemporaryFolder(files)
        let arguments = ["run", "App.tsx", "--stub-missing", "--push", "payload.json", "--tap", "reply", "--text", "hi"]
        let result = try JSHost.run(arguments, in: app.url, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("native AppRegistry.runApplication(\"main\")"), "\(result.stdout)")
        #expect(result.stdout.contains("tapped reply on thread t-17 hi"), "\(result.stdout)")
        // Another main: App.tsx is only a module, nothing mounts, and the tap reaches no code.
        try app.write("package.json", package.replacingOccurrences(of: #""main": "index.ts""#, with: #""main": "src/other.ts""#))
        let plain = try JSHost.run(arguments, in: app.url, timeout: 120)
        #expect(!plain.stdout.contains("tapped reply"), "\(plain.stdout)")
    }

    /// matrix mounts each case's app as run does: the response listener the App component adds
    /// in a useEffect gets the tap in the running states.
    @Test func matrixMountsTheAppSoItsEffectListenersGetTheTap() throws {
        let result = try JSHost.run(["matrix", "index.ts", "--push", "payload.json", "--stub-missing", "--tap", "reply", "--json"],
                                    in: Self.expoApp, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let tapped = result.stdout.components(separatedBy: "tapped reply on thread t-17").count - 1
        // iOS and Android, foreground and background.
        #expect(tapped == 4, "\(result.stdout)")
    }

    @Test func stubMissingReachesTheHandlerAndRecordsTheStandInsCalls() throws {
        let result = try JSHost.run(["run", "index.ts", "--stub-missing", "--push", "payload.json", "--tap", "reply", "--text", "hi", "--json"],
                                    in: Self.expoApp, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let effects = result.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let warnings = effects.filter { $0["kind"] as? String == "warning" }.compactMap { $0["message"] as? String }
        #expect(warnings.contains("react-native-safe-area-context (imported from App.tsx:8) is not installed and jshost does not simulate it: "
                                  + "an inert stand-in answers, each call a `native` effect"), "\(warnings)")
        // The hook is a call, recorded; SafeAreaView and NavigationContainer are renders, not recorded.
        let natives = effects.filter { $0["kind"] as? String == "native" }.map { "\($0["module"]!).\($0["method"]!)" }
        #expect(natives.contains("react-native-safe-area-context.useSafeAreaInsets"), "\(natives)")
        #expect(!natives.contains { $0.contains("SafeAreaView") || $0.contains("NavigationContainer") }, "\(natives)")
        // The listener ran (inside the stand-in providers), and expo-linking made the URL from app.json's scheme.
        #expect(effects.contains { $0["kind"] as? String == "handler" && $0["surface"] as? String == "expo" }, "\(result.stdout)")
        #expect(effects.contains { $0["kind"] as? String == "openURL" && $0["url"] as? String == "lunch://thread/t-17" }, "\(result.stdout)")
        #expect(result.stdout.contains("tapped reply on thread t-17 hi"), "\(result.stdout)")
        #expect(!warnings.contains { $0.contains("reached none of the app's code") }, "\(warnings)")
    }

    @Test func runWithoutAPushSaysWhatTheEntryRegistered() throws {
        let result = try JSHost.run(["run", "index.ts", "--stub-missing", "--platform", "android"], in: Self.expoApp, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let summary = result.stderr
        #expect(summary == """
            index.ts registered (no push was sent: --push FILE sends one):
              handler   setNotificationHandler                          expo-notifications  App.tsx:11
              channel   default                                                             App.tsx:22
              listener  addNotificationResponseReceivedListener (taps)  expo-notifications  App.tsx:46
              category  message (actions reply, later)                                      App.tsx:27

            """, "\(result.stderr)")
        // On stderr, beside the effects: stdout is the app's effects and console only.
        #expect(!result.stdout.contains("registered"), "\(result.stdout)")
    }

    /// Capacitor's listeners and jshost's own are in the summary too, at the line that added them.
    @Test func capacitorAndJshostRegistrationsAreSummarised() throws {
        let capacitor = try JSHost.run(["run", "src/notifications.js"], in: JSHost.repository.appendingPathComponent("Examples/capacitor"))
        #expect(capacitor.status == 0, "\(capacitor.stderr)")
        #expect(capacitor.stderr.hasSuffix("""
            src/notifications.js registered (no push was sent: --push FILE sends one):
              listener  PushNotifications.addListener('registration')                              @capacitor/push-notifications   src/notifications.js:11
              listener  PushNotifications.addListener('registrationError')                         @capacitor/push-notifications   src/notifications.js:15
              listener  PushNotifications.addListener('pushNotificationReceived') (pushes)         @capacitor/push-notifications   src/notifications.js:19
              listener  PushNotifications.addListener('pushNotificationActionPerformed') (taps)    @capacitor/push-notifications   src/notifications.js:23
              listener  LocalNotifications.addListener('localNotificationActionPerformed') (taps)  @capacitor/local-notifications  src/notifications.js:27

            """), "\(capacitor.stderr)")
        let neutral = try JSHost.run(["run", "chat.js"], in: JSHost.repository.appendingPathComponent("Examples/neutral"))
        #expect(neutral.stderr.contains("  handler   registerAction('reply')"), "\(neutral.stderr)")
        #expect(neutral.stderr.range(of: #"listener  onResponse \(taps\) +jshost  chat\.js:\d+\n"#, options: .regularExpression) != nil, "\(neutral.stderr)")
    }

    @Test func anAppThatRegistersNothingIsToldWhereListenersGo() throws {
        let app = Self.fixtures.appendingPathComponent("quiet-app")
        let hint = "expo-notifications delivers taps to Notifications.addNotificationResponseReceivedListener or useLastNotificationResponse(), "
            + "usually in a useEffect of the root component: App.tsx, or app/_layout.tsx with Expo Router"
        let quiet = try JSHost.run(["run", "index.js"], in: app, timeout: 120)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout == "permission granted\n")
        #expect(quiet.stderr == "index.js registered no notification category, channel, listener or handler: \(hint)\n")
        let tap = try JSHost.run(["run", "index.js", "--push", "payload.json", "--open"], in: app, timeout: 120)
        #expect(tap.stdout.hasSuffix("[n1] ⚠ warning the tap on the notification reached none of the app's code: no listener for it is registered (\(hint))\n"),
                "\(tap.stdout)")
        let launch = try JSHost.run(["run", "index.js", "--push", "payload.json", "--app-state", "terminated", "--open"], in: app, timeout: 120)
        #expect(launch.stdout.contains("[n1] ⚠ warning the tap on the notification reached none of the app's code: no listener for it is registered"),
                "\(launch.stdout)")
    }

    @Test func aDismissalTheListenerDoesNotGetSaysSo() throws {
        let result = try JSHost.run(["run", "index.ts", "--stub-missing", "--push", "payload.json", "--dismiss"], in: Self.expoApp, timeout: 120)
        #expect(result.stdout.hasSuffix("""
            [n1] response dismiss
            [n1] ⚠ warning the dismissal reached none of the app's code: the app's listener addNotificationResponseReceivedListener (App.tsx:46) \
            was not called for it (run again with --explain for the rule)

            """), "\(result.stdout)")
    }

    @Test func expoRouterEntryMountsTheRootLayoutAndTheKeyStandsIn() throws {
        let app = Self.fixtures.appendingPathComponent("router-app")
        let result = try JSHost.run(["run", "index.ts", "--push", "payload.json", "--open"], in: app, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        // expo-router itself is the package.json key's stand-in: router.push is recorded.
        #expect(result.stdout.contains("Orders: opening /orders/1042\n[n1] native expo-router.router.push(\"/orders/1042\")\n[n1] handler expo"),
                "\(result.stdout)")
        let summary = try JSHost.run(["run", "index.ts"], in: app, timeout: 120)
        #expect(summary.stderr.contains("""
              handler   setNotificationHandler                          expo-notifications  app/_layout.tsx:6
              listener  addNotificationResponseReceivedListener (taps)  expo-notifications  app/_layout.tsx:19
            """), "\(summary.stderr)")
    }

    /// A key of the wrong type no longer hides the warnings: what the payload would show
    /// without it is checked too.
    @Test func checkShowsTheWarningsWithTheErrors() throws {
        let title = String(repeating: "T", count: 300)
        let folder = try TemporaryFolder(["p.json": #"{"aps": {"alert": {"title": "\#(title)"}, "badge": "3"}}"#])
        let result = try JSHost.run(["check", "p.json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == """
            p.json: error [type] $.aps.badge: expected a number ≥ 0, found a string ("3"); iOS ignores it
            p.json: warning [truncated] ios: the title has 300 characters; about 50 show before "…"
            p.json: warning [truncated] android: the title has 300 characters; about 65 show before "…"

            """, "\(result.stdout)")
    }

    @Test func theKeyIsCheckedAndNamesTheField() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-first-day-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import x from 'left-pad';\nconsole.log(typeof x);\n".write(to: folder.appendingPathComponent("index.js"), atomically: true, encoding: .utf8)
        let manifest = folder.appendingPathComponent("package.json")
        try #"{"dependencies": {"react-native": "0.76.3"}, "jshost": {"stubb": ["left-pad"]}}"#.write(to: manifest, atomically: true, encoding: .utf8)
        let typo = try JSHost.run(["run", "index.js"], in: folder)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("\"jshost\" has an unknown key 'stubb' (known: mocks, map, stub, stubMissing) (did you mean 'stub'?)"), "\(typo.stderr)")
        try #"{"dependencies": {"react-native": "0.76.3"}, "jshost": {"stub": "left-pad"}}"#.write(to: manifest, atomically: true, encoding: .utf8)
        let wrong = try JSHost.run(["run", "index.js"], in: folder)
        #expect(wrong.stderr.contains("\"jshost\".stub must be an array of package names, like [\"expo-device\"]"), "\(wrong.stderr)")
        try #"{"dependencies": {"react-native": "0.76.3"}, "jshost": {"stubMissing": true}}"#.write(to: manifest, atomically: true, encoding: .utf8)
        let stubbed = try JSHost.run(["run", "index.js"], in: folder)
        #expect(stubbed.status == 0, "\(stubbed.stderr)")
        #expect(stubbed.stdout.contains("function\n"), "\(stubbed.stdout)")
    }
}

extension JSHost {
    /// `stderr` without `run`'s registration summary (the "X registered …" line and its indented
    /// rows), for tests of runs without a push that expect nothing else there.
    static func withoutRegistrationSummary(_ stderr: String) -> String {
        var kept: [Substring] = []
        var inSummary = false
        for line in stderr.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.range(of: #"^\S+ registered "#, options: .regularExpression) != nil { inSummary = true; continue }
            if inSummary, line.hasPrefix("  ") { continue }
            inSummary = false
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }
}
