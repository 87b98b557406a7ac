import Foundation
import HostRuntime
import JSCore

/// Runs one script the way `jshost run` does: a runtime, the script as the
/// main module, then the event loop until nothing is pending.
public final class ScriptRun {
    public let runtime: Runtime
    public let scriptPath: String

    public init(scriptPath: String, options: RuntimeOptions, reporter: RuntimeReporter) throws {
        self.scriptPath = scriptPath
        runtime = try Runtime(options: options, reporter: reporter)
        runtime.mainFile = scriptPath
    }

    /// Loads the script and runs the loop. Returns the exit status: 0 when
    /// nothing went unhandled, 1 otherwise.
    public func run() throws -> Int32 {
        guard FileManager.default.isReadableFile(atPath: scriptPath) else {
            throw RuntimeError.unreadableFile(path: scriptPath, reason: "no such readable file")
        }
        runtime.runMain(path: scriptPath)
        runtime.run()
        return runtime.unhandledErrorCount == 0 ? 0 : 1
    }
}
