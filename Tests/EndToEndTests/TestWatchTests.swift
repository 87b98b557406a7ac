import Foundation
import Testing

/// `jshost test --watch` (docs/testing.md): runs, then re-runs the test files a change
/// affects; bounded here by `--watch-limit` so the run ends by itself.
@Suite struct TestWatchTests {
    /// Waits (polling, at most `seconds`) until `file` contains `text`.
    static func wait(for text: String, in file: URL, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let out = try? String(contentsOf: file, encoding: .utf8), out.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    @Test func aChangeReRunsTheTestFilesItAffects() throws {
        let folder = try TemporaryFolder([
            "lib.js": "exports.n = () => 1;\n",
            "a.test.js": "test('a', () => { expect(require('./lib').n()).toBe(1); });\n",
            "b.test.js": "test('b', () => {});\n",
        ])
        let out = folder.url.appendingPathComponent("watch.out")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        let process = Process()
        process.executableURL = JSHost.binary
        process.arguments = ["test", "--watch", "--watch-limit", "2"]
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { _, new in new }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        #expect(Self.wait(for: "Watching for changes", in: out))
        // A module changed: every test file runs again, and a.test.js now fails.
        try folder.write("lib.js", "exports.n = () => 2;\n")
        #expect(Self.wait(for: "1 passed, 1 failed", in: out))
        // Only a test file changed: only it runs again.
        try folder.write("b.test.js", "test('b again', () => {});\n")
        #expect(Self.wait(for: "✓ b again", in: out))
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(!process.isRunning, "--watch-limit 2 ends the run after two re-runs")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("jshost: changed: lib.js; running the test files it affects"))
        #expect(text.contains("jshost: changed: b.test.js; running the test files it affects"))
        let last = text.components(separatedBy: "jshost: changed: b.test.js").last ?? ""
        #expect(!last.contains("a.test.js"), "only the changed test file ran: \(last)")
        #expect(text.hasSuffix("1 passed, 0 failed\n"), "\(text)")
        #expect(process.terminationStatus == 0)
    }
}
