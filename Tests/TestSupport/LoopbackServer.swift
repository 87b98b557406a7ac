import Foundation

/// A test server script (Python, standard library only) run on a free loopback
/// port: it prints the port on its first line and serves until its standard
/// input closes, so it also ends when the test process dies.
public final class LoopbackServer: @unchecked Sendable {
    public let port: Int
    private let process = Process()
    private let input = Pipe()

    /// A script that does not print a port is an error quoting what it printed.
    public struct NoPort: Error, CustomStringConvertible {
        public let script: String
        public let output: String
        public var description: String { "\(script) did not print its port: \(output)" }
    }

    public init(script: String, arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let port = Int(text) else {
            process.terminate()
            throw NoPort(script: script, output: text)
        }
        self.port = port
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Closes its input, asks it to end, and kills it after 5 s: a server that inherited
    /// SIGTERM ignored (a test that set `SIG_IGN` while it ran) or whose input another
    /// child still holds open must not keep the test waiting.
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
}
