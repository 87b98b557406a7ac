import Foundation
import Testing

/// A fixed start for the device's clock (`run --start`) and date arithmetic across a
/// daylight-saving change in the device's zone, as each library computes it
/// (docs/surfaces.md "The app's life"; Tests/Fixtures/app-life/dst/README.md says where
/// each expected line comes from).
@Suite struct DaylightSavingTests {
    static let folder = JSHost.repository.appendingPathComponent("Tests/Fixtures/app-life")
    static let berlin = ["--app-state", "foreground", "--until", "2d12h", "--time-zone", "Europe/Berlin"]

    func run(_ app: String, _ arguments: [String]) throws -> JSHostResult {
        try JSHost.run(["run"] + arguments, in: Self.folder.appendingPathComponent(app))
    }

    /// What stderr says besides `run`'s summary of what the entry registered (printed when no
    /// push was sent): the warnings and errors a schedule could cause.
    static func problems(_ stderr: String) -> String {
        var out: [Substring] = [], inSummary = false
        for line in stderr.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains(" registered (no push was sent") || line.contains(" registered no notification category") { inSummary = true; continue }
            if inSummary, line.hasPrefix("  ") { continue }
            inSummary = false
            out.append(line)
        }
        return out.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func lines(_ text: String, _ prefixes: [String]) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in prefixes.contains { line.hasPrefix($0) } }
    }

    func expected(_ file: String) throws -> [String] {
        try String(contentsOf: Self.folder.appendingPathComponent("dst").appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    @Test func expoDailyReminderStaysAtNineOnBothSidesOfEachChange() throws {
        // 2026-03-29 and 2026-10-25 are Berlin's changes; the run starts the day before.
        for (start, offsets) in [("2026-03-28T08:00", ["60", "120", "120"]), ("2026-10-24T08:00", ["120", "60", "60"])] {
            for platform in ["ios", "android"] {
                let r = try run("expo-app", ["index.js", "--platform", platform, "--start", start] + Self.berlin)
                #expect(Self.problems(r.stderr) == "", "\(platform) \(start)")
                let received = lines(r.stdout, ["received daily-reminder"])
                #expect(received == offsets.map { "received daily-reminder 9:00 UTC offset \($0)" }, "\(platform) \(start): \(r.stdout)")
            }
        }
    }

    @Test func capacitorSchedulesFollowEachPlatformsArithmetic() throws {
        for platform in ["ios", "android"] {
            for (start, month) in [("2026-03-28T08:00", "03"), ("2026-10-24T08:00", "10")] {
                let r = try run("dst", ["capacitor.js", "--platform", platform, "--start", start] + Self.berlin)
                #expect(Self.problems(r.stderr) == "", "\(platform) \(start)")
                #expect(lines(r.stdout, ["start", "received"]) == (try expected("expected-capacitor-\(platform)-\(month).txt")),
                        "\(platform) \(start): \(r.stdout)")
            }
        }
    }

    @Test func notifeeDailyKeepsTheWallClockOnIOSAndTwentyFourHoursOnAndroid() throws {
        for platform in ["ios", "android"] {
            for (start, month) in [("2026-03-28T08:00", "03"), ("2026-10-24T08:00", "10")] {
                let r = try run("dst", ["notifee.js", "--platform", platform, "--start", start] + Self.berlin)
                #expect(Self.problems(r.stderr) == "", "\(platform) \(start)")
                #expect(lines(r.stdout, ["delivered"]) == (try expected("expected-notifee-\(platform)-\(month).txt")),
                        "\(platform) \(start): \(r.stdout)")
            }
        }
    }

    @Test func repeatingCapacitorSchedulesNeverHoldTheRunToTheTimerCap() throws {
        // Without a horizon the run ends when its work is done: every schedule is pending,
        // none fired, and there is no warning about timers.
        let r = try run("dst", ["capacitor.js", "--start", "2026-03-28T08:00", "--time-zone", "Europe/Berlin"])
        #expect(Self.problems(r.stderr) == "")
        #expect(r.stdout == "start 28 8:00 offset 60\n", "\(r.stdout)")
    }

    @Test func theStartIsAWallClockTimeInTheDevicesZoneOrAnInstant() throws {
        let local = try run("dst", ["capacitor.js", "--start", "2026-10-24T08:00:00", "--time-zone", "America/New_York"])
        #expect(local.stdout.hasPrefix("start 24 8:00 offset -240\n"), "\(local.stdout)")
        // 06:00Z is 08:00 in Berlin in summer time.
        let instant = try run("dst", ["capacitor.js", "--start", "2026-10-24T06:00Z", "--time-zone", "Europe/Berlin"])
        #expect(instant.stdout.hasPrefix("start 24 8:00 offset 120\n"), "\(instant.stdout)")
        let offset = try run("dst", ["capacitor.js", "--start", "2026-10-24T08:00+02:00", "--time-zone", "UTC"])
        #expect(offset.stdout.hasPrefix("start 24 6:00 offset 0\n"), "\(offset.stdout)")
        for bad in ["tomorrow", "2026-02-30T08:00", "2026-03-28T25:00", "2026-03-28"] {
            let r = try run("dst", ["capacitor.js", "--start", bad])
            #expect(r.status == 2, "\(bad)")
            #expect(r.stderr.contains("--start expects a date and time such as 2026-03-28T08:00"), "\(bad): \(r.stderr)")
            #expect(r.stderr.contains("got '\(bad)'"), "\(bad)")
        }
    }

    @Test func pushNotificationIOSRepeatingRequestMatchesItsHourAndMinute() throws {
        // ios/RCTConvert+Notification.m: a repeating UNCalendarNotificationTrigger on the
        // fireDate's hour and minute — first at the next 9:00 after now (the 28th, before the
        // fireDate of the 29th), then 9:00 local across the change.
        let r = try run("dst", ["push-notification-ios.js", "--json", "--start", "2026-03-28T08:00"] + Self.berlin)
        #expect(Self.problems(r.stderr) == "")
        var berlin = Calendar(identifier: .gregorian)
        berlin.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let start = berlin.date(from: DateComponents(year: 2026, month: 3, day: 28, hour: 8))!
        let shown = r.effects.filter { $0["kind"] as? String == "display" }.map { effect -> String in
            let at = start.addingTimeInterval((effect["t"] as? Double ?? 0) / 1000)
            let c = berlin.dateComponents([.day, .hour, .minute], from: at)
            return "\(effect["notification"] as? String ?? "?") \(c.day!) \(c.hour!):\(String(format: "%02d", c.minute!))"
        }
        #expect(shown == ["stretch 28 9:00", "stretch 29 9:00", "stretch 30 9:00"], "\(r.stdout)")
        #expect(r.effects.contains { $0["kind"] as? String == "log" && $0["message"] as? String == "pending stretch" }, "\(r.stdout)")
    }

    @Test func anUnknownEveryUnitShowsAtOnceOnIOSAndNeverOnAndroid() throws {
        // iOS: getRepeatDateInterval answers nil, so the trigger is nil and the request is
        // delivered at once; Android: getEveryInterval answers null and nothing is armed.
        let f = try TemporaryFolder(["app.js": """
            import { LocalNotifications } from '@capacitor/local-notifications';
            await LocalNotifications.schedule({ notifications: [{ id: 7, title: 'Hi', body: 'There', schedule: { every: 'fortnight' } }] });
            const { notifications } = await LocalNotifications.getPending();
            console.log('pending', notifications.length);

            """])
        let ios = try JSHost.run(["run", "app.js", "--platform", "ios", "--fake-time"], in: f.url)
        #expect(ios.stdout.contains("display (ios) \"Hi\""), "\(ios.stdout)")
        #expect(Self.problems(ios.stderr) == "")
        let android = try JSHost.run(["run", "app.js", "--platform", "android", "--fake-time"], in: f.url)
        #expect(!android.stdout.contains("display"), "\(android.stdout)")
        #expect(android.stdout.contains("pending 0"), "\(android.stdout)")
        #expect(android.stdout.contains("schedule.every \"fortnight\", which the Android plugin does not know"), "\(android.stdout)")
    }
}
