/// The levels of `console` output; `log`/`info`/`debug` go to stdout and
/// `warn`/`error`/`trace` to stderr, as Node does.
package enum ConsoleLevel: String, Sendable, CaseIterable {
    case log, info, debug, warn, error, trace

    package var isError: Bool { self == .warn || self == .error || self == .trace }
}

/// Where a runtime sends what a user should see. The CLI prints; tests collect.
package protocol RuntimeReporter: AnyObject {
    func console(_ level: ConsoleLevel, _ message: String)
    /// An error the script did not handle. The run goes on.
    func runtimeError(_ error: RuntimeError)
}

/// A reporter that keeps everything, for tests and embedding.
package final class CollectingReporter: RuntimeReporter {
    package private(set) var output: [(level: ConsoleLevel, message: String)] = []
    package private(set) var errors: [RuntimeError] = []
    package init() {}
    package func console(_ level: ConsoleLevel, _ message: String) { output.append((level, message)) }
    package func runtimeError(_ error: RuntimeError) { errors.append(error) }
    /// stdout lines, as a terminal would show them.
    package var stdout: String { output.filter { !$0.level.isError }.map { $0.message + "\n" }.joined() }
    package var stderr: String { output.filter { $0.level.isError }.map { $0.message + "\n" }.joined() }
}
