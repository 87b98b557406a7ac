import Foundation
import JSONSyntax
import Testing
import TestSupport

// Runs every example of `Examples/` as a user would — the built `jshost` binary, in
// the example's folder, with the command its README shows plus `--json` — and checks
// its effects exactly against `Examples/<name>/<expected file>`: the same effect
// objects in the same order, the `t` and `ms` fields (timings) left out on both
// sides, and the exit status.
//
// To re-record the expected files after a deliberate change of output, run with
// EXAMPLES_RECORD=1 (every case then fails, saying what it wrote: review the diff).

/// One command of one example.
struct ExampleRun: Sendable, CustomTestStringConvertible {
    /// The folder under `Examples/`.
    let example: String
    /// The arguments after `jshost`, exactly as the README shows them (without `--json`).
    let arguments: [String]
    /// The expected effects, a file in the example's folder.
    let expected: String
    var status: Int32 = 0
    /// Needs a Salesforce org: runs against the local stand-in server.
    var salesforce = false

    var testDescription: String { "\(example): \(commandLine)" }

    /// The command as the README writes it (single quotes where the shell needs them).
    var commandLine: String { (["jshost"] + arguments).map(ExampleRun.shellQuoted).joined(separator: " ") }

    static func shellQuoted(_ argument: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,@%+")
        if !argument.isEmpty, argument.allSatisfy({ plain.contains($0) }) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

let exampleRuns: [ExampleRun] = [
    ExampleRun(example: "onesignal", arguments: ["run", "App.js", "--push", "payload.json", "--tap", "track"],
               expected: "expected.ndjson"),
    ExampleRun(example: "onesignal", arguments: ["run", "App.js", "--push", "payload-android.json", "--open", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "react-native-notifications", arguments: ["run", "App.js", "--push", "payload.json", "--tap", "REPLY_ACTION", "--text", "Thanks Sam!"],
               expected: "expected.ndjson"),
    ExampleRun(example: "react-native-notifications", arguments: ["run", "App.js", "--push", "payload-android.json", "--open", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "push-notification-ios", arguments: ["run", "App.js", "--push", "payload.json", "--tap", "reply", "--text", "On my way"],
               expected: "expected.ndjson"),
    ExampleRun(example: "push-notification-ios", arguments: ["run", "App.js", "--push", "payload.json", "--open"],
               expected: "expected-open.ndjson"),

    ExampleRun(example: "acoustic-react-native", arguments: ["run", "send-email-action.js", "--push", "payload.json", "--tap", "sendEmail"],
               expected: "expected.ndjson"),
    ExampleRun(example: "acoustic-react-native", arguments: ["run", "send-email-action.js", "--push", "payload.json", "--open"],
               expected: "expected-open.ndjson"),
    ExampleRun(example: "acoustic-react-native", arguments: ["run", "send-email-action.js", "--push", "payload.json", "--tap", "View online", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "notifee", arguments: ["run", "index.js", "--push", "payload.json", "--tap", "mark-as-read", "--platform", "android"],
               expected: "expected-android.ndjson"),
    ExampleRun(example: "notifee", arguments: ["run", "index.js", "--push", "payload.json", "--tap", "reply", "--text", "Yes, 12:30"],
               expected: "expected.ndjson"),

    ExampleRun(example: "firebase-messaging", arguments: ["run", "index.js", "--push", "payload.json", "--open", "--platform", "android"],
               expected: "expected-android.ndjson"),
    ExampleRun(example: "firebase-messaging", arguments: ["run", "index.js", "--push", "payload.json", "--open", "--platform", "android", "--app-state", "terminated"],
               expected: "expected-terminated.ndjson"),
    ExampleRun(example: "firebase-messaging", arguments: ["run", "index.js", "--push", "payload.json", "--platform", "android", "--app-state", "foreground"],
               expected: "expected-foreground.ndjson"),
    ExampleRun(example: "expo", arguments: ["run", "index.js", "--push", "payload.json", "--tap", "reply", "--text", "Yes!"],
               expected: "expected.ndjson"),
    ExampleRun(example: "expo", arguments: ["run", "index.js", "--push", "payload.json", "--open", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "typescript-react-native", arguments: ["run", "App.tsx", "--push", "payload.json", "--tap", "Track"],
               expected: "expected.ndjson"),
    ExampleRun(example: "typescript-react-native", arguments: ["run", "App.tsx", "--push", "payload.json", "--open"],
               expected: "expected-open.ndjson"),
    ExampleRun(example: "typescript-react-native", arguments: ["run", "App.tsx", "--push", "payload.json", "--tap", "Help", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "acoustic-cordova", arguments: ["run", "index.js", "--push", "payload.json", "--tap", "track"],
               expected: "expected.ndjson"),
    ExampleRun(example: "acoustic-cordova", arguments: ["run", "index.js", "--push", "payload.json", "--open", "--platform", "android"],
               expected: "expected-android.ndjson"),
    ExampleRun(example: "acoustic-cordova", arguments: ["run", "index.js", "--events", "events.ndjson", "--fake-time"],
               expected: "expected-events.ndjson"),

    ExampleRun(example: "mobilefirst-7", arguments: ["run", "main.js", "--push", "payload.json", "--tap", "poll_ok"],
               expected: "expected.ndjson"),
    ExampleRun(example: "mobilefirst-7", arguments: ["run", "main.js", "--push", "notification.json", "--tap", "poll_nok"],
               expected: "expected-nok.ndjson"),

    ExampleRun(example: "mobilefirst-8", arguments: ["run", "index.js", "--push", "payload.json", "--tap", "poll_ok"],
               expected: "expected.ndjson"),
    ExampleRun(example: "mobilefirst-8", arguments: ["run", "index.js", "--push", "payload.json", "--tap", "poll_nok", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "mobilefirst-7-event-source",
               arguments: ["run", "apps/HybridEventSource", "--adapter", "adapters/PushAdapter/PushAdapter-impl.js",
                           "--call", #"submitPoll("alice", "Close the office early on Friday?", "early-friday")"#, "--tap", "poll_ok"],
               expected: "expected.ndjson"),
    ExampleRun(example: "mobilefirst-7-event-source",
               arguments: ["run", "apps/HybridEventSource", "--adapter", "adapters/PushAdapter/PushAdapter-impl.js",
                           "--call", #"submitPoll("alice", "Close the office early on Friday?", "early-friday")"#, "--open", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "cordova-page", arguments: ["run", "www/index.html", "--push", "payload.json", "--tap", "poll_ok"],
               expected: "expected.ndjson"),
    ExampleRun(example: "cordova-page", arguments: ["run", "www/index.html", "--push", "payload.json", "--tap", "poll_nok", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "cordova-push", arguments: ["run", "www/index.html", "--push", "payload-ios.json", "--tap", "accept"],
               expected: "expected.ndjson"),
    ExampleRun(example: "cordova-push", arguments: ["run", "www/index.html", "--push", "payload-ios.json", "--tap", "reject", "--platform", "ios"],
               expected: "expected-reject.ndjson"),
    ExampleRun(example: "cordova-push", arguments: ["run", "www/index.html", "--push", "payload-android.json", "--tap", "MAYBE", "--text", "Dentist at 10", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "capacitor", arguments: ["run", "src/notifications.js", "--push", "payload.json", "--tap", "track"],
               expected: "expected.ndjson"),
    ExampleRun(example: "capacitor", arguments: ["run", "src/notifications.js", "--events", "events.ndjson", "--fake-time"],
               expected: "expected-events.ndjson"),
    ExampleRun(example: "capacitor", arguments: ["run", "src/notifications.js", "--push", "payload-android.json", "--open", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "marigold", arguments: ["run", "App.js", "--push", "payload.json", "--tap", "st_cat_yes_no&Yes"],
               expected: "expected.ndjson"),
    ExampleRun(example: "marigold", arguments: ["run", "App.js", "--push", "payload.json", "--tap", "st_cat_yes_no&No"],
               expected: "expected-no.ndjson"),
    ExampleRun(example: "marigold", arguments: ["run", "App.js", "--push", "payload-android.json", "--tap", "st_cat_accept_decline&Decline", "--platform", "android"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "salesforce-hybrid", arguments: ["run", "www/index.html", "--push", "payload.json", "--app-state", "foreground"],
               expected: "expected.ndjson"),
    ExampleRun(example: "salesforce-hybrid", arguments: ["run", "www/index.html", "--push", "payload.json", "--open"],
               expected: "expected-open.ndjson"),
    ExampleRun(example: "salesforce-hybrid", arguments: ["run", "www/index.html", "--push", "payload-android.json", "--platform", "android", "--app-state", "foreground"],
               expected: "expected-android.ndjson"),

    ExampleRun(example: "salesforce", arguments: ["run", "approvals.js", "--push", "payload.json", "--tap", "approve"],
               expected: "expected.ndjson", salesforce: true),
    ExampleRun(example: "salesforce", arguments: ["run", "approvals.js", "--push", "payload.json", "--tap", "dismiss_local"],
               expected: "expected-dismiss.ndjson", salesforce: true),
    ExampleRun(example: "salesforce", arguments: ["run", "approvals.js", "--push", "payload-android.json", "--tap", "reject", "--platform", "android"],
               expected: "expected-android.ndjson", salesforce: true),
    // Without an org: no categories, so the tap is an unknown action (exit 2).
    ExampleRun(example: "salesforce", arguments: ["run", "approvals.js", "--push", "payload.json", "--tap", "approve"],
               expected: "expected-no-org.ndjson", status: 2),

    ExampleRun(example: "neutral", arguments: ["run", "chat.js", "--push", "payload.json", "--tap", "reply", "--text", "Sure, on it!"],
               expected: "expected.ndjson"),
    ExampleRun(example: "neutral", arguments: ["run", "chat.js", "--push", "payload.json", "--tap", "mute"],
               expected: "expected-mute.ndjson"),
    ExampleRun(example: "neutral", arguments: ["run", "chat.js", "--push", "transcript.json", "--tap", "email_transcript"],
               expected: "expected-email.ndjson"),
    ExampleRun(example: "neutral", arguments: ["run", "chat.js", "--push", "payload-android.json", "--tap", "reply", "--text", "Looking now", "--platform", "android", "--fake-time"],
               expected: "expected-android.ndjson"),
    ExampleRun(example: "neutral", arguments: ["run", "chat.js", "--events", "events.ndjson", "--fake-time"],
               expected: "expected-events.ndjson"),
]

@Suite struct ExampleTests {
    @Test(arguments: exampleRuns)
    func exampleProducesItsExpectedEffects(_ run: ExampleRun) throws {
        let folder = ExamplePaths.examples.appendingPathComponent(run.example)
        var environment: [String: String] = [:]
        var server: ExampleSalesforceServer?
        if run.salesforce {
            let started = try ExampleSalesforceServer()
            server = started
            environment["SF_INSTANCE_URL"] = started.instanceURL
            environment["SF_ACCESS_TOKEN"] = ExampleSalesforceServer.token
        }
        defer { server?.stop() }

        let result = try ExampleProcess.run(ExamplePaths.binary(), run.arguments + ["--json"], in: folder, environment: environment)
        var stdout = result.stdout
        if let server { stdout = stdout.replacingOccurrences(of: server.instanceURL, with: "http://127.0.0.1:PORT") }
        let actual = try ExampleEffectLines.normalised(stdout, source: "stdout of \(run.commandLine)")

        let context = "`\(run.commandLine) --json` in Examples/\(run.example)"
        let stderr = result.stderr.isEmpty ? "" : "\nstderr:\n\(result.stderr)"
        #expect(result.status == run.status, "\(context) exited with \(result.status), expected \(run.status)\(stderr)")

        let expectedURL = folder.appendingPathComponent(run.expected)
        if ProcessInfo.processInfo.environment["EXAMPLES_RECORD"] == "1" {
            try ExampleEffectLines.withoutTimings(stdout).write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded \(actual.count) effects of `\(run.commandLine)` (exit \(result.status)) in Examples/\(run.example)/\(run.expected); review the diff, then run without EXAMPLES_RECORD")
            return
        }
        let expectedText = try String(contentsOf: expectedURL, encoding: .utf8)
        let expected = try ExampleEffectLines.normalised(expectedText, source: "Examples/\(run.example)/\(run.expected)")

        if let diff = ExampleEffectLines.diff(expected: expected, actual: actual) {
            Issue.record("\(context): effects differ from \(run.expected) (t and ms ignored)\n\(diff)\(stderr)")
        }
        if run.status == 0 {
            #expect(result.stderr.isEmpty, "\(context) wrote to stderr:\n\(result.stderr)")
        }
        if run.salesforce {
            #expect(!stdout.contains(ExampleSalesforceServer.token), "\(context): the access token appears in the output")
        }
    }

    /// Each example's README shows its commands exactly as they are tested.
    @Test(arguments: Set(exampleRuns.map(\.example)).sorted())
    func readmeShowsTheTestedCommands(_ example: String) throws {
        let readme = try String(contentsOf: ExamplePaths.examples.appendingPathComponent(example).appendingPathComponent("README.md"), encoding: .utf8)
        for run in exampleRuns where run.example == example {
            #expect(readme.contains(run.commandLine), "Examples/\(example)/README.md does not show the tested command `\(run.commandLine)`")
        }
        let index = try String(contentsOf: ExamplePaths.examples.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(index.contains("(\(example)/)"), "Examples/README.md does not link to \(example)/")
    }

    /// No example folder goes untested, and no expected file is left over.
    @Test func everyExampleFolderIsTested() throws {
        let manager = FileManager.default
        let folders = try manager.contentsOfDirectory(atPath: ExamplePaths.examples.path).filter { name in
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: ExamplePaths.examples.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        // Examples/embedding is a Swift program, not a `jshost` command: EmbeddingExampleTests.
        #expect(Set(folders).subtracting(["embedding"]) == Set(exampleRuns.map(\.example)),
                "Examples/ folders and the runs in ExampleTests.swift differ")
        for folder in folders {
            let expectedFiles = try manager.contentsOfDirectory(atPath: ExamplePaths.examples.appendingPathComponent(folder).path)
                .filter { $0.hasPrefix("expected") && $0.hasSuffix(".ndjson") }
            let used = Set(exampleRuns.filter { $0.example == folder }.map(\.expected))
            #expect(Set(expectedFiles) == used, "Examples/\(folder): expected files \(expectedFiles.sorted()) but the runs use \(used.sorted())")
        }
    }

    /// The comparison itself: timings are ignored, anything else counts.
    @Test func comparisonIgnoresOnlyTimings() throws {
        let a = try ExampleEffectLines.normalised(#"{"seq":1,"t":3.5,"kind":"handler","surface":"jshost","ms":0.2}"#, source: "a")
        let b = try ExampleEffectLines.normalised(#"{"kind":"handler","seq":1,"surface":"jshost","t":9,"ms":7}"#, source: "b")
        let c = try ExampleEffectLines.normalised(#"{"seq":1,"t":3.5,"kind":"handler","surface":"acoustic","ms":0.2}"#, source: "c")
        #expect(ExampleEffectLines.diff(expected: a, actual: b) == nil)
        let diff = try #require(ExampleEffectLines.diff(expected: a, actual: c))
        #expect(diff.contains("acoustic") && diff.contains("jshost"))
        #expect(ExampleEffectLines.diff(expected: a, actual: a + a) != nil)
        #expect(throws: (any Error).self) { try ExampleEffectLines.normalised("not json", source: "d") }
    }
}

// MARK: - Locating things

enum ExamplePaths {
    /// The repository root (this file is `Tests/EndToEndTests/ExampleTests.swift`).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `JSHOST_EXAMPLES` when set (a copy outside the repository: Scripts/check-package.sh).
    static let examples = ProcessInfo.processInfo.environment["JSHOST_EXAMPLES"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? repository.appendingPathComponent("Examples")

    /// The `jshost` built alongside this test (see `JSHost.binary`).
    static func binary() throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: JSHost.binary.path) else { throw ExampleTestError.noBinary([JSHost.binary.path]) }
        return JSHost.binary
    }
}

enum ExampleTestError: Error, CustomStringConvertible {
    case noBinary([String])
    case badJSON(source: String, line: Int, text: String)

    var description: String {
        switch self {
        case let .noBinary(paths): return "no jshost binary found (build it with `swift build`); looked at:\n" + paths.joined(separator: "\n")
        case let .badJSON(source, line, text): return "\(source):\(line): not a JSON object: \(text)"
        }
    }
}

// MARK: - Running the binary

enum ExampleProcess {
    typealias Result = JSHostResult

    /// Runs the built jshost in `directory` (see `JSHost.run`: no colour, no inherited
    /// Salesforce org, a throw-away cache) plus `extra`.
    static func run(_ binary: URL, _ arguments: [String], in directory: URL, environment extra: [String: String]) throws -> Result {
        try JSHost.run(arguments, in: directory, environment: extra)
    }
}

// MARK: - Comparing effects

enum ExampleEffectLines {
    /// The effects of `text` (NDJSON), each without `t` and `ms`, written with sorted
    /// keys so that equal objects give equal lines.
    static func normalised(_ text: String, source: String) throws -> [String] {
        var lines: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any] else {
                throw ExampleTestError.badJSON(source: source, line: index + 1, text: String(trimmed))
            }
            let kept = object.filter { $0.key != "t" && $0.key != "ms" }
            let data = try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys, .withoutEscapingSlashes])
            lines.append(String(decoding: data, as: UTF8.self))
        }
        return lines
    }

    /// What the recorder writes: jshost's own lines (their key order kept), without
    /// `t` and `ms`; a line where textual removal would not give the same effect is
    /// written normalised instead.
    static func withoutTimings(_ text: String) throws -> String {
        let t = try NSRegularExpression(pattern: #"^(\{"seq":[0-9]+),"t":[-0-9.eE+]+"#)
        let ms = try NSRegularExpression(pattern: #","ms":[-0-9.eE+]+\}$"#)
        var out = ""
        for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            var stripped = String(line)
            stripped = t.stringByReplacingMatches(in: stripped, range: NSRange(stripped.startIndex..., in: stripped), withTemplate: "$1")
            stripped = ms.stringByReplacingMatches(in: stripped, range: NSRange(stripped.startIndex..., in: stripped), withTemplate: "}")
            let object = try? JSONSerialization.jsonObject(with: Data(stripped.utf8)) as? [String: Any]
            let clean = object != nil && object?["t"] == nil && object?["ms"] == nil
            let same = try clean && normalised(stripped, source: "recorded line") == normalised(String(line), source: "output line")
            out += (same ? stripped : try normalised(String(line), source: "output line")[0]) + "\n"
        }
        return out
    }

    /// nil when equal; else the differing effects, one `-` (expected) / `+` (actual)
    /// pair per position, with the counts.
    static func diff(expected: [String], actual: [String]) -> String? {
        guard expected != actual else { return nil }
        var out = ["expected \(expected.count) effects, got \(actual.count):"]
        for index in 0..<max(expected.count, actual.count) {
            let e = index < expected.count ? expected[index] : nil
            let a = index < actual.count ? actual[index] : nil
            if e == a { out.append("  #\(index + 1) same"); continue }
            out.append("  #\(index + 1)")
            out.append("  - " + (e ?? "(none)"))
            out.append("  + " + (a ?? "(none)"))
        }
        return out.joined(separator: "\n")
    }
}

// MARK: - The stand-in Salesforce org

/// `Tests/SalesforceConnectTests/Server/sf_server.py` on a free loopback port; it
/// serves until its standard input closes.
final class ExampleSalesforceServer: @unchecked Sendable {
    static let token = "00D5g000004Ab1cEAC!AQ4AQExampleTestToken.do_not_print"
    static let script = ExamplePaths.repository.appendingPathComponent("Tests/SalesforceConnectTests/Server/sf_server.py")

    private let server: LoopbackServer
    var instanceURL: String { server.baseURL }

    init() throws {
        server = try LoopbackServer(script: Self.script.path, arguments: ["--token", Self.token])
    }

    func stop() { server.stop() }

    /// Scripts the server (`POST /__control`, see sf_server.py): queued responses, a types document.
    func control(_ json: String) throws {
        let post = Process()
        post.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        post.arguments = ["python3", "-c", "import sys, urllib.request; urllib.request.urlopen(urllib.request.Request(sys.argv[1] + '/__control', data=sys.argv[2].encode(), headers={'Content-Type': 'application/json'}))", instanceURL, json]
        try post.run()
        post.waitUntilExit()
        #expect(post.terminationStatus == 0)
    }
}
