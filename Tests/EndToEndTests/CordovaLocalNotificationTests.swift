import Foundation
import Testing

/// cordova-plugin-local-notification 0.9 (`cordova.plugins.notification.local`;
/// katzer/cordova-plugin-local-notifications 0.9.0-beta.3, docs/surfaces.md): a Cordova
/// app's repeating reminders on the virtual clock, their events, a tap on one.
/// Tests/Fixtures/app-life/cordova-local/README.md says where each expected line comes from.
@Suite struct CordovaLocalNotificationTests {
    static let folder = JSHost.repository.appendingPathComponent("Tests/Fixtures/app-life/cordova-local")
    static let berlin = ["--start", "2026-03-28T08:00", "--time-zone", "Europe/Berlin"]

    func run(_ arguments: [String]) throws -> JSHostResult {
        try JSHost.run(["run", "www/index.html"] + arguments, in: Self.folder)
    }

    func lines(_ text: String, _ prefixes: [String]) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in prefixes.contains { line.hasPrefix($0) } }
    }

    func expected(_ file: String) throws -> [String] {
        try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func threeDaysFireEachOccurrenceAsEachPlatformComputesIt() throws {
        // iOS: hourly on every hh:00 (72 firings); Android: an hour after each firing + 1 minute (70).
        let hourly = ["ios": (72, "trigger 2 28 10:00 offset 60", "trigger 2 31 9:00 offset 120"),
                      "android": (70, "trigger 2 28 10:01 offset 60", "trigger 2 31 8:09 offset 120")]
        for platform in ["ios", "android"] {
            let r = try run(["--platform", platform, "--app-state", "foreground", "--until", "3d"] + Self.berlin)
            #expect(r.status == 0, "\(platform): \(r.stderr)")
            #expect(lines(r.stdout, ["ready", "add", "scheduled", "isScheduled"]) == (try expected("expected-start.txt")), "\(platform): \(r.stdout)")
            #expect(lines(r.stdout, ["trigger 1 "]) == (try expected("expected-daily.txt")), "\(platform): \(r.stdout)")
            let water = lines(r.stdout, ["trigger 2 "])
            let (count, second, last) = hourly[platform]!
            #expect(water.count == count, "\(platform)")
            #expect(water.first == "trigger 2 28 9:00 offset 60 foreground true", "\(platform)")
            #expect(water.dropFirst().first == second + " foreground true", "\(platform)")
            #expect(water.last == last + " foreground true", "\(platform)")
            // Never the timer cap, no warning of any kind.
            #expect(!r.stderr.contains("warning"), "\(platform): \(r.stderr)")
            #expect(!r.stderr.contains("timer"), "\(platform): \(r.stderr)")
        }
    }

    @Test func withoutAHorizonTheRunEndsAndTheRemindersStayScheduled() throws {
        for platform in ["ios", "android"] {
            let r = try run(["--platform", platform] + Self.berlin)
            #expect(r.status == 0)
            #expect(lines(r.stdout, ["ready", "add", "scheduled", "isScheduled", "trigger"]) == (try expected("expected-start.txt")), "\(platform): \(r.stdout)")
            #expect(!r.stderr.contains("warning"), "\(platform): \(r.stderr)")
        }
    }

    @Test func aTapOnTheDeliveredReminderReachesTheClickHandler() throws {
        let plain = "click 1 screen stretch queued false 28 9:00 offset 60 launchDetails null"
        let launched = "click 1 screen stretch queued true 28 9:00 offset 60 launchDetails {\"id\":1,\"action\":\"click\"}"
        // iOS's didReceiveNotificationResponse fires `clear` before `click`; Android's ClickReceiver only the click.
        let cases: [(String, String, [String])] = [
            ("ios", "foreground", ["trigger 1 28 9:00 offset 60 foreground true", "clear 1", plain]),
            ("android", "foreground", ["trigger 1 28 9:00 offset 60 foreground true", plain]),
            // iOS fires `trigger` only in the foreground (willPresentNotification); Android whenever the app runs.
            ("ios", "background", ["clear 1", plain]),
            ("android", "background", ["trigger 1 28 9:00 offset 60 foreground false", plain]),
            // A quit app: the press launches it; the plugin's events wait in its queue for fireQueuedEvents.
            ("ios", "terminated", ["add 1 queued true", "add 2 queued true", "clear 1", launched]),
            ("android", "terminated", ["add 1 queued true", "add 2 queued true", launched]),
        ]
        for (platform, state, want) in cases {
            let r = try run(["--platform", platform, "--app-state", state, "--notification", "1", "--open"] + Self.berlin)
            #expect(r.status == 0, "\(platform) \(state): \(r.stderr)")
            // A running app had its `add` events when it scheduled (after fireQueuedEvents).
            let added = state == "terminated" ? [] : ["add 1 queued false", "add 2 queued false"]
            #expect(lines(r.stdout, ["trigger 1", "clear", "click", "add"]) == added + want, "\(platform) \(state): \(r.stdout)")
        }
    }

    @Test func onIOSAForegroundReminderWithoutPriorityIsNotShownButTriggers() throws {
        // APPLocalNotification.m willPresentNotification: the alert only for priority > 0 (the
        // stretch reminder has `foreground: true`); Android shows both.
        for platform in ["ios", "android"] {
            let r = try run(["--platform", platform, "--app-state", "foreground", "--until", "90m"] + Self.berlin)
            #expect(r.status == 0, "\(platform): \(r.stderr)")
            #expect(r.stdout.contains("display (\(platform)) \"Stretch\""), "\(platform): \(r.stdout)")
            #expect(r.stdout.contains("display (\(platform)) \"Water\"") == (platform == "android"), "\(platform): \(r.stdout)")
            #expect(lines(r.stdout, ["trigger"]) == ["trigger 1 28 9:00 offset 60 foreground true", "trigger 2 28 9:00 offset 60 foreground true"], "\(platform): \(r.stdout)")
        }
    }

    @Test func anActionOfTheRegisteredGroupReachesItsListener() throws {
        for platform in ["ios", "android"] {
            let r = try run(["--platform", platform, "--app-state", "foreground", "--notification", "1", "--tap", "snooze"] + Self.berlin)
            #expect(r.status == 0, "\(platform): \(r.stderr)")
            #expect(lines(r.stdout, ["snooze", "click"]) == ["snooze 1"], "\(platform): \(r.stdout)")
        }
    }
}
