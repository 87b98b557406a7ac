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

    /// `<scratch>/debug/jshost`, next to the running test executable; else the repository's default build.
    static let binary: URL = {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("jshost")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return repository.appendingPathComponent(".build/debug/jshost")
    }()

    static func run(_ arguments: [String], in directory: URL? = nil, stdin: String? = nil,
                    environment: [String: String] = [:]) throws -> JSHostResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return JSHostResult(status: process.terminationStatus,
                            stdout: try String(contentsOf: outURL, encoding: .utf8),
                            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
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
