import Foundation
import Testing

/// Each test file runs on its own device and JavaScript context, which are freed
/// when the file ends: `jshost test` over 600 one-line files peaks under 150 MB
/// (it was ~950 MB when every file's context leaked). Scripts/memory-test-files.sh
/// measures the same against any binary.
@Suite struct TestRunnerMemoryTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")))
    func sixHundredTestFilesPeakUnder150MB() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 1...600 {
            try "test('adds \(index)', () => expect(\(index) + 1).toBe(\(index + 1)));\n"
                .write(to: directory.appendingPathComponent("t\(index).test.js"), atomically: false, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "peak_kib=%M", JSHost.binary.path, "test", directory.path]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stdout.suffix(400))\n\(stderr.suffix(400))")
        #expect(stdout.contains("600 passed"), "\(stdout.suffix(400))")
        let line = try #require(stderr.split(separator: "\n").last { $0.hasPrefix("peak_kib=") })
        let peakKiB = try #require(Int(line.dropFirst("peak_kib=".count)))
        #expect(peakKiB < 150 * 1024, "jshost test over 600 files peaked at \(peakKiB / 1024) MB")
    }
}
