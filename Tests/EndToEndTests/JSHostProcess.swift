import Foundation
import Testing

/// What a run of the built `jshost` binary printed and returned.
struct JSHostResult {
    var status: Int32
    var stdout: String
    var stderr: String

    /// `--json` output: one object a line.
    var effects: [[String: Any]] {
        stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }

    /// Effects of one kind.
    func effects(_ kind: String) -> [[String: Any]] { effects.filter { $0["kind"] as? String == kind } }

    /// The effects' kinds in order (console `log` effects left out).
    var kinds: [String] { effects.compactMap { $0["kind"] as? String }.filter { $0 != "log" } }
}

/// Runs the `jshost` binary built beside the test bundle, as a user would.
enum JSHost {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `JSHOST_BINARY` when set; else `<scratch>/debug/jshost`, next to the running test
    /// executable (so `--scratch-path` is honoured); else the repository's default build.
    static let binary: URL = {
        if let explicit = ProcessInfo.processInfo.environment["JSHOST_BINARY"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("jshost")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return repository.appendingPathComponent(".build/debug/jshost")
    }()

    /// Runs `jshost arguments` in `directory` with no colour, no Salesforce org or cache
    /// inherited from the caller (a throw-away cache instead), plus `environment`.
    /// A run still going after `timeout` seconds is terminated and fails the test.
    static func run(_ arguments: [String], in directory: URL? = nil, stdin: String? = nil,
                    environment: [String: String] = [:], timeout: Double = 60) throws -> JSHostResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SF_") && $0.key != "JSHOST_CACHE_DIR" && $0.key != "COLUMNS" }
        env["NO_COLOR"] = "1"
        env["JSHOST_CACHE_DIR"] = scratch.appendingPathComponent("cache").path
        env.merge(environment) { _, new in new }
        process.environment = env
        let ended = try runCapturingOutput(process, in: scratch, stdin: stdin ?? "", timeout: timeout)
        if ended.reason == .uncaughtSignal, ended.status == SIGTERM {
            throw JSHostTimeout(command: "jshost " + arguments.joined(separator: " "), seconds: timeout)
        }
        return JSHostResult(status: ended.status, stdout: ended.stdout, stderr: ended.stderr)
    }
}

extension JSHost {
    /// Runs a Python script of the repository (`Tests/Browser/…`, `Tests/Security/…`) with the
    /// built binary as its first argument: its exit status, stdout and stderr (through files,
    /// so a chatty stream cannot fill a pipe). Past `timeout` seconds it is told to stop (the
    /// scripts then end what they started: studios, chromedriver, chromium).
    static func script(_ path: String, _ arguments: [String] = [], timeout: Double = 200) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [repository.appendingPathComponent(path).path, binary.path] + arguments
        let scratch = try TemporaryFolder([:])
        let ended = try runCapturingOutput(process, in: scratch.url, stdin: nil, timeout: timeout)
        return (ended.status, ended.stdout, ended.stderr)
    }

    /// Runs `process` with its stdout and stderr written to files in `scratch` (so a chatty
    /// stream cannot fill a pipe), `stdin` written to it through a pipe then closed (nil: the
    /// process keeps the test's own), terminated once `timeout` seconds have passed: its status,
    /// why it ended, and what it wrote.
    private static func runCapturingOutput(_ process: Process, in scratch: URL, stdin: String?, timeout: Double) throws
        -> (status: Int32, reason: Process.TerminationReason, stdout: String, stderr: String) {
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        let input = stdin.map { _ in Pipe() }
        if let input { process.standardInput = input }
        try process.run()
        if let input, let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        try out.close()
        try err.close()
        return (process.terminationStatus, process.terminationReason,
                try String(contentsOf: outURL, encoding: .utf8), try String(contentsOf: errURL, encoding: .utf8))
    }
}

/// A jshost run the tests had to stop.
struct JSHostTimeout: Error, CustomStringConvertible {
    var command: String
    var seconds: Double
    var description: String { "\(command) did not finish within \(Int(seconds)) s" }
}

/// A temporary folder holding the files a test writes, removed afterwards.
final class TemporaryFolder {
    let url: URL
    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-case-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, contents) in files { try write(name, contents) }
    }
    func write(_ name: String, _ contents: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file, atomically: true, encoding: .utf8)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
}
