import Foundation
import Testing

/// The `--events` spellings of `platform`, `mount` and `unmount` (docs/cli.md, "Device events"):
/// an NDJSON line does what `--platform` does from the start and what `simulate.mount()` /
/// `simulate.unmount()` do in a test (the same `DeviceEvent` through `Device.apply`).
@Suite struct EventsPlatformAndMountTests: AppLifeFixtures {
    static let delivery = """
        {"push": {"message": {"notification": {"title": "New message", "body": "Ana"}, "data": {"screen": "Chat"}}}, "id": "o1"}
        {"open": "o1"}
        {"appState": "terminated"}

        """

    /// The class-app fixture run with `lines` as its `--events` file.
    func run(events lines: String, _ arguments: [String]) throws -> JSHostResult {
        let folder = try TemporaryFolder(["events.ndjson": lines])
        return try run("class-app", ["index.js"] + arguments + ["--events", folder.path("events.ndjson")])
    }

    @Test func aPlatformLineMakesThePhoneThatPlatformAsTheFlagDoes() throws {
        let r = try run(events: #"{"platform": "android"}"# + "\n" + Self.delivery, [])
        #expect(r.stderr == "")
        #expect(timeline(r) == (try expected("class-app", "expected-events.txt")))
    }

    @Test func aMountLineMountsTheRootThatNoMountLeftUnmounted() throws {
        let r = try run(events: #"{"mount": true}"# + "\n" + Self.delivery, ["--platform", "android", "--no-mount"])
        #expect(r.stderr == "")
        #expect(timeline(r) == (try expected("class-app", "expected-events.txt")))
    }

    @Test func anUnmountLineRunsTheCleanupsAndTheTapThenReachesNoListener() throws {
        let r = try run(events: #"{"unmount": true}"# + "\n" + Self.delivery, ["--platform", "android"])
        let lines = timeline(r).split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == ["native AppRegistry.runApplication(\"InboxApp\")", "mounted",
                                          "native AppRegistry.unmountApplicationComponentAtRootTag(1)", "listener removed"], "\(r.stdout)")
        #expect(!r.stdout.contains("opened Chat"), "\(r.stdout)")
    }

    @Test func aBadLineNamesItsFileAndLine() throws {
        let r = try run(events: #"{"platform": "web"}"# + "\n" + #"{"mount": "yes"}"# + "\n", [])
        #expect(r.stderr.contains("events.ndjson:1: \"platform\" must be ios or android"), "\(r.stderr)")
        #expect(r.stderr.contains("events.ndjson:2: \"mount\" must be true"), "\(r.stderr)")
    }
}
