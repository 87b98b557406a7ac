import Foundation
import Testing

/// `jshost matrix`, `jshost check`, `run --explain` and `simulate.matrix` through the built
/// binary, on the Examples and Tests/Fixtures/explain (docs/cli.md "Explaining a push").
@Suite struct ExplainCommandTests {
    static let fixtures = JSHost.repository.appendingPathComponent("Tests/Fixtures/explain")
    static let examples = JSHost.repository.appendingPathComponent("Examples")

    func rows(_ result: JSHostResult) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    func row(_ rows: [[String: Any]], _ platform: String, _ state: String) throws -> [String: Any] {
        try #require(rows.first { $0["platform"] as? String == platform && $0["appState"] as? String == state })
    }

    func ruleIds(_ effect: [String: Any]) -> [String] {
        (effect["because"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    }

    @Test func matrixOfTheFirebaseExample() throws {
        let result = try JSHost.run(["matrix", "index.js", "--push", "payload.json", "--json"],
                                    in: Self.examples.appendingPathComponent("firebase-messaging"))
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try rows(result)
        #expect(rows.count == 6)
        // Android, foreground: nothing shown, onMessage runs.
        let foreground = try row(rows, "android", "foreground")
        #expect(foreground["shown"] as? Bool == false)
        #expect((foreground["because"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } == ["foreground.firebaseAndroid"])
        let arrival = try #require(foreground["arrival"] as? [String: Any])
        let handler = try #require((arrival["effects"] as? [[String: Any]])?.first { $0["kind"] as? String == "handler" })
        #expect(ruleIds(handler) == ["rnfb.onMessage"])
        #expect((foreground["taps"] as? [Any])?.isEmpty == true)
        // Android, background: shown; a tap on the body opens the app, then onNotificationOpenedApp.
        let background = try row(rows, "android", "background")
        #expect(background["shown"] as? Bool == true)
        #expect((background["because"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } == ["os.shown"])
        let body = try #require((background["taps"] as? [[String: Any]])?.first)
        #expect(body["action"] as? String == "default")
        let effects = try #require(body["effects"] as? [[String: Any]])
        // The listener the app added says it got the tap (a `listener` effect), before it runs.
        #expect(effects.map { $0["kind"] as? String } == ["response", "openApp", "listener", "log", "handler"])
        #expect(ruleIds(effects[1]) == ["os.bodyTapOpensApp"])
        #expect(effects[2]["api"] as? String == "onNotificationOpenedApp")
        #expect(effects[2]["outcome"] as? String == "got")
        #expect(ruleIds(effects[4]) == ["rnfb.openedApp"])
        // Terminated: the tap launches the app; getInitialNotification has the message.
        let terminated = try row(rows, "android", "terminated")
        let launch = try #require((terminated["taps"] as? [[String: Any]])?.first)
        let notRun = (launch["notRun"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(notRun == ["rnfb.initialNotification"])
        // iOS, background: a notification message does not wake the app for the background handler.
        let iosBackground = try row(rows, "ios", "background")
        let iosArrival = try #require(iosBackground["arrival"] as? [String: Any])
        #expect((iosArrival["notRun"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } == ["rnfb.iosNotWoken"])
    }

    @Test func matrixTableOfTheNotifeeDataMessage() throws {
        let result = try JSHost.run(["matrix", "index.js", "--push", "payload.json"], in: Self.examples.appendingPathComponent("notifee"))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("PLATFORM  APP STATE") == true)
        // The data message shows nothing itself; the background handler displays one with Notifee.
        #expect(result.stdout.contains("data-only FCM message: the OS shows nothing"))
        let androidBackground = try #require(lines.first { $0.hasPrefix("android   background") })
        #expect(androidBackground.contains("yes"), "\(result.stdout)")
        #expect(result.stdout.contains("the app displayed this notification itself"))
        #expect(result.stdout.contains("WHY:"))
        #expect(result.stdout.contains("[Mark as read]"))
    }

    @Test func matrixUsageErrors() throws {
        let example = Self.examples.appendingPathComponent("firebase-messaging")
        let noPush = try JSHost.run(["matrix", "index.js"], in: example)
        #expect(noPush.status == 2)
        #expect(noPush.stderr.contains("missing --push FILE"))
        let badTap = try JSHost.run(["matrix", "index.js", "--push", "payload.json", "--tap", "nope"], in: example)
        #expect(badTap.status == 2)
        #expect(badTap.stderr.contains("unknown action \"nope\""))
        let bad = try TemporaryFolder(["bad.json": #"{"aps": {"alert": 3}}"#])
        let badPayload = try JSHost.run(["matrix", "index.js", "--push", bad.path("bad.json")], in: example)
        #expect(badPayload.status == 2)
        #expect(badPayload.stderr.contains("$.aps.alert"))
    }

    @Test func aTapOnlyOnePlatformShowsIsNotAUsageError() throws {
        let app = try TemporaryFolder([
            "app.js": """
            import { setCategories, registerAction } from 'jshost';
            setCategories([{ id: 'four', actions: ['a1', 'a2', 'a3', 'a4'].map((id) => ({ id, title: id.toUpperCase(), type: id })) }]);
            registerAction('a4', () => 'fourth');
            """,
            "p.json": #"{"aps": {"alert": "Pick one", "category": "four"}}"#,
        ])
        let result = try JSHost.run(["matrix", "app.js", "--push", "p.json", "--tap", "a4", "--json"], in: app.url)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try rows(result)
        let ios = try #require((try row(rows, "ios", "background")["taps"] as? [[String: Any]])?.first)
        #expect((ios["effects"] as? [[String: Any]])?.last?["result"] as? String == "fourth")
        // Android shows three buttons: the tap is refused there, naming the limit.
        let android = try #require((try row(rows, "android", "background")["taps"] as? [[String: Any]])?.first)
        let refusal = try #require((android["effects"] as? [[String: Any]])?.first { $0["kind"] as? String == "error" })
        #expect((refusal["message"] as? String)?.contains("Android shows at most 3 buttons") == true)
    }

    @Test func checkErrorsExitOneWarningsZero() throws {
        let payloads = Self.fixtures.appendingPathComponent("app/payloads")
        let oversized = try JSHost.run(["check", "oversized-apns.json"], in: payloads)
        #expect(oversized.status == 1)
        #expect(oversized.stdout.contains("error [size]"))
        #expect(oversized.stdout.contains("APNs rejects payloads over 4096 bytes"))
        #expect(try JSHost.run(["check", "oversized-apns.json", "--voip"], in: payloads).stdout.contains("error [size]") == false)

        let types = try JSHost.run(["check", "wrong-types.json", "--json"], in: payloads)
        #expect(types.status == 1)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(types.stdout.utf8)) as? [[String: Any]])
        #expect(findings.compactMap { $0["path"] as? String } == ["$.message.data.seats", "$.message.apns.payload.aps.badge",
                                                                 "$.message.apns.payload.aps.content-available"])
        #expect(findings.allSatisfy { $0["severity"] as? String == "error" && $0["check"] as? String == "type" })

        let dataOnly = try JSHost.run(["check", "data-only.json"], in: payloads)
        #expect(dataOnly.status == 0)
        #expect(dataOnly.stdout.contains("warning [dataOnly]"))

        let clean = try JSHost.run(["check", "invite-fcm.json"], in: payloads)
        #expect(clean.status == 0)
        #expect(clean.stdout == "invite-fcm.json: no problems found (ios, android)\n")
    }

    @Test func checkWithTheEntryKnowsItsCategories() throws {
        let payloads = Self.fixtures.appendingPathComponent("app/payloads")
        let result = try JSHost.run(["check", "image-unregistered.json", "--entry", "../src/index.js", "--platform", "ios"], in: payloads)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stdout)")
        #expect(lines.contains { $0.contains("warning [image] ios: $.fcm_options.image") })
        #expect(lines.contains { $0.contains("warning [category] ios: category \"photos\" is never registered by the entry") })
        #expect(lines.contains { $0.contains("warning [truncated] ios: the title has 71 characters") })
        // The invite category is registered: no finding. The data message: the entry displays nothing.
        #expect(try JSHost.run(["check", "invite-fcm.json", "--entry", "../src/index.js"], in: payloads).stdout.contains("no problems found"))
        let data = try JSHost.run(["check", "data-only.json", "--entry", "../src/index.js"], in: payloads)
        #expect(data.stdout.contains("nothing is shown and the entry displays none for it"))
        let missing = try JSHost.run(["check", "data-only.json", "--entry", "nope.js"], in: payloads)
        #expect(missing.status == 2)
    }

    @Test func runExplainsEachEffectAndReportsFindings() throws {
        let example = Self.examples.appendingPathComponent("firebase-messaging")
        let human = try JSHost.run(["run", "index.js", "--push", "payload.json", "--open", "--platform", "android", "--explain"], in: example)
        #expect(human.status == 0)
        let lines = human.stdout.split(separator: "\n").map(String.init)
        let display = try #require(lines.firstIndex { $0.contains("display (android)") })
        #expect(lines[display + 1].hasPrefix("    because a notification with a title or body: the OS shows it"))
        let openApp = try #require(lines.firstIndex { $0.hasSuffix("openApp") })
        #expect(lines[openApp + 1].hasPrefix("    because a tap on the notification opens the app first"))
        // The same words in --json, after the effect they explain.
        let json = try JSHost.run(["run", "index.js", "--push", "payload.json", "--platform", "android", "--app-state", "foreground",
                                   "--explain", "--json"], in: example)
        let objects = json.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let notShown = try #require(objects.first { $0["subject"] as? String == "notShown" })
        #expect(notShown["rule"] as? String == "foreground.firebaseAndroid")
        #expect(notShown["notification"] as? String == "n1")
        // Findings of `check` are warnings in run.
        let image = try JSHost.run(["run", "src/index.js", "--push", "payloads/image-unregistered.json", "--json"],
                                   in: Self.fixtures.appendingPathComponent("app"))
        let warnings = image.effects("warning").compactMap { $0["message"] as? String }
        #expect(warnings.contains { $0.hasPrefix("ios: $.fcm_options.image: an image without aps.mutable-content: 1") })
        #expect(warnings.contains { $0.hasPrefix("ios: the title has 71 characters") })
    }

    @Test func simulateMatrixInATestFile() throws {
        let result = try JSHost.run(["test", "--ci=false"], in: Self.fixtures.appendingPathComponent("app"))
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("4 passed, 0 failed"))
    }
}
