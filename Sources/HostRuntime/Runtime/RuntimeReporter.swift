/// The levels of `console` output; `log`/`info`/`debug` go to stdout and
/// `warn`/`error`/`trace` to stderr, as Node does.
public enum ConsoleLevel: String, Sendable, CaseIterable {
    case log, info, debug, warn, error, trace

    public var isError: Bool { self == .warn || self == .error || self == .trace }
}

/// Where a runtime sends what a user should see. The CLI prints; tests collect.
public protocol RuntimeReporter: AnyObject {
    func console(_ level: ConsoleLevel, _ message: String)
    /// An error the script did not handle. The run goes on.
    func runtimeError(_ error: RuntimeError)
}

/// A reporter that keeps everything, for tests and embedding.
public final class CollectingReporter: RuntimeReporter {
    public private(set) var output: [(level: ConsoleLevel, message: String)] = []
    public private(set) var errors: [RuntimeError] = []
    public init() {}
    public func console(_ level: ConsoleLevel, _ message: String) { output.append((level, message)) }
    public func runtimeError(_ error: RuntimeError) { errors.append(error) }
    /// stdout lines, as a terminal would show them.
    public var stdout: String { output.filter { !$0.level.isError }.map { $0.message + "\n" }.joined() }
    public var stderr: String { output.filter { $0.level.isError }.map { $0.message + "\n" }.joined() }
}
