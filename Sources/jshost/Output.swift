import Foundation
import HostRuntime

/// What every output form does: take console lines and errors.
protocol OutputPrinter: RuntimeReporter {}

/// Console output as Node prints it; errors to stderr.
final class HumanPrinter: OutputPrinter {
    func console(_ level: ConsoleLevel, _ message: String) {
        if level.isError { Terminal.err(message + "\n") } else { Terminal.out(message + "\n") }
    }
    func runtimeError(_ error: RuntimeError) {
        Terminal.err(error.description + "\n")
    }
}

/// One JSON object a line on stdout for every console call and error.
final class JSONLinesPrinter: OutputPrinter {
    private var sequence = 0
    private let start = DispatchTime.now().uptimeNanoseconds
    func console(_ level: ConsoleLevel, _ message: String) {
        emit(["kind": "log", "level": level.rawValue, "message": message])
    }
    func runtimeError(_ error: RuntimeError) {
        var fields: [String: Any] = ["kind": "error", "message": error.description]
        switch error {
        case .timeout: fields["reason"] = "timeout"
        case .unhandledRejection: fields["reason"] = "rejection"
        case .unreadableFile: fields["reason"] = "input"
        case .uncaughtException: fields["reason"] = "exception"
        }
        if let exception = error.exception {
            fields["message"] = exception.headline
            fields["stack"] = exception.stack
            fields["file"] = exception.file
            fields["line"] = exception.line
        }
        emit(fields)
    }
    private func emit(_ fields: [String: Any]) {
        sequence += 1
        var object = fields
        object["seq"] = sequence
        object["t"] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        Terminal.out(String(decoding: data, as: UTF8.self) + "\n")
    }
}
