import JSCore

/// Everything that can go wrong while a runtime runs a script. Each case
/// carries what a user needs to find the cause.
package enum RuntimeError: Error, CustomStringConvertible {
    /// A script threw and nothing caught it. `entry` says where JS was entered
    /// ("top level", "timer", a handler's name).
    case uncaughtException(JSException, entry: String)
    /// An entry into JS used up its CPU-time budget (`--timeout`) and was stopped.
    case timeout(file: String, entry: String, seconds: Double)
    /// A promise was rejected and never handled by the time the loop went idle.
    case unhandledRejection(JSException)
    /// The script (or a module) could not be read.
    case unreadableFile(path: String, reason: String)
    /// More promises were rejected unhandled than a run reports one by one
    /// (`Runtime.rejectionReportLimit`): how many more, in one line. With `countingStopped`
    /// the count is a lower bound: a flood outran its turn's CPU budget and the rest of it
    /// was not counted (the turn is reported as a timeout).
    case unhandledRejectionsNotShown(count: Int, countingStopped: Bool)
    /// The process went over `--max-memory` while `entry` ran (or right after): the run ends.
    case memoryExceeded(file: String, entry: String, residentMB: Int, limitMB: Int)

    package var description: String {
        switch self {
        case let .uncaughtException(exception, _):
            return Self.render(exception, prefix: "Uncaught ")
        case let .timeout(file, entry, seconds):
            return "\(file): \(entry) ran longer than the \(Self.seconds(seconds)) CPU-time budget (--timeout) and was stopped"
        case let .unhandledRejection(exception):
            return Self.render(exception, prefix: "Uncaught (in promise) ")
        case let .unreadableFile(path, reason):
            return "cannot read \(path): \(reason)"
        case let .memoryExceeded(file, entry, resident, limit):
            return "\(file): \(entry) was stopped: the process used \(resident) MB, over the --max-memory budget of \(limit) MB; the run ends here"
        case let .unhandledRejectionsNotShown(count, countingStopped):
            let shown = "a run reports the first \(Runtime.rejectionReportLimit) one by one"
            if countingStopped {
                return "… and at least \(count) more unhandled promise rejection\(count == 1 ? "" : "s") (not shown: \(shown); the rest were not counted, the turn that made them ran out of its budget)"
            }
            return "… and \(count) more unhandled promise rejection\(count == 1 ? "" : "s") (not shown: \(shown))"
        }
    }

    /// The JS exception behind the error, when there is one.
    package var exception: JSException? {
        switch self {
        case let .uncaughtException(exception, _), let .unhandledRejection(exception): return exception
        default: return nil
        }
    }

    /// `file:line:column`, then `Name: message`, then the JS stack, as Node prints.
    static func render(_ exception: JSException, prefix: String) -> String {
        var lines: [String] = []
        if let location = exception.location { lines.append(location) }
        lines.append(prefix + exception.headline)
        if let stack = exception.stack, !stack.isEmpty {
            lines += stack.split(separator: "\n").map { "    at \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    /// `2 s`, `0.5 s`: how budgets read in messages.
    package static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
