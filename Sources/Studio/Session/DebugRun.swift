import Foundation
import JSONSyntax
import Locking

/// The studio's Debug button (docs/debugging.md, "In the studio"): the entry run once more,
/// as `jshost run --inspect-brk ENTRY --push PAYLOAD --platform P --app-state S --json`
/// plus the studio's own run flags, in a process of its own. WebKit's inspector must be
/// initialised on the thread that runs the JavaScript before its first JavaScriptCore call,
/// which the studio's phones made long before; a process of its own also keeps a paused
/// handler from stopping the studio. Its printed debugger URL goes to the page, its effects
/// (`--json`, one object a line) to the timeline.
final class DebugRun {
    let platform: String
    private let process = Process()
    private let folder: String
    private let pending = Locked<(out: String, err: String)>(("", ""))
    private let out = Pipe(), err = Pipe()
    /// The debugger's page, once the run printed it.
    private(set) var url: String?
    private var ended = false

    /// Starts the run: `payload` is written to a temporary file named `file` (its name keeps
    /// the format detection of `run --push`).
    init(executable: String, entry: String, payload: String, file: String, platform: String, appState: String, arguments: [String]) throws {
        self.platform = platform
        folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("jshost-studio-debug-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = (file as NSString).lastPathComponent
        let payloadPath = (folder as NSString).appendingPathComponent(name.isEmpty ? "payload.json" : name)
        try Data(payload.utf8).write(to: URL(fileURLWithPath: payloadPath))
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["run", "--inspect-brk", entry, "--push", payloadPath, "--platform", platform, "--app-state", appState, "--json"] + arguments
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        out.fileHandleForReading.readabilityHandler = { [pending] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            pending.withLock { $0.out += text }
        }
        err.fileHandleForReading.readabilityHandler = { [pending] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            pending.withLock { $0.err += text }
        }
        do {
            try process.run()
        } catch {
            stop()
            throw error
        }
    }

    /// What happened since the last call, as the page's messages: the debugger's URL, the
    /// run's effects and other lines it printed, its end.
    func poll() -> [JSONValue] {
        guard !ended else { return [] }
        let running = process.isRunning
        if !running {
            // The rest of what it printed (the readers may not have had it yet).
            out.fileHandleForReading.readabilityHandler = nil
            err.fileHandleForReading.readabilityHandler = nil
            let restOut = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let restErr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            pending.withLock { $0.out += restOut + "\n"; $0.err += restErr + "\n" }
        }
        let (outLines, errLines) = pending.withLock { texts -> ([Substring], [Substring]) in
            func complete(_ text: inout String) -> [Substring] {
                guard let last = text.lastIndex(of: "\n") else { return [] }
                let lines = text[..<last].split(separator: "\n")
                text = String(text[text.index(after: last)...])
                return lines
            }
            return (complete(&texts.out), complete(&texts.err))
        }
        var messages: [JSONValue] = []
        for line in errLines {
            if url == nil, let range = line.range(of: #"http://127\.0\.0\.1:[0-9]+/[0-9a-f]+/Main\.html\?ws=\S+"#, options: .regularExpression) {
                url = String(line[range])
                messages.append(["type": "debug", "state": "waiting", "platform": .string(platform), "url": .string(url!)])
            } else if !line.hasPrefix("Debugger:"), !line.hasPrefix("  (a protocol client") {
                messages.append(["type": "effect", "platform": .string("debug " + platform),
                                 "effect": ["kind": "error", "message": .string(String(line))]])
            }
        }
        for line in outLines {
            guard let effect = try? JSONParser.parse(Array(line.utf8)) else { continue }
            messages.append(["type": "effect", "platform": .string("debug " + platform), "effect": effect])
        }
        if !running {
            stop()
            messages.append(["type": "debug", "state": "ended", "platform": .string(platform),
                             "status": .number(Double(process.terminationStatus))])
        }
        return messages
    }

    /// Ends the run (SIGKILL: a paused run does not answer a signal it may have inherited
    /// ignored, as the studio ignores SIGTERM) and removes its payload file.
    func stop() {
        guard !ended else { return }
        ended = true
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        try? FileManager.default.removeItem(atPath: folder)
    }

    deinit { stop() }
}
