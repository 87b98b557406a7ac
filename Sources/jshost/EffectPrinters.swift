import Foundation
import JSHostKit
import Notifications

/// A sink the CLI flushes before it exits.
protocol FlushingSink: EffectSink {
    func flush()
}

/// `--json`: every effect, console included, as one JSON object a line on stdout.
final class JSONEffectPrinter: FlushingSink {
    // Line by line when stdout is read as it comes (Terminal.lineBuffered), else in blocks.
    private let lines = JSONLinesSink(flushThreshold: Terminal.lineBuffered ? 0 : 64 * 1024) { bytes in
        Terminal.out(bytes: UnsafeRawBufferPointer(bytes))
    }
    func emit(_ effect: Effect) { lines.emit(effect) }
    func flush() { lines.flush() }
}

/// Human output: console output as Node prints it, every other effect one
/// readable line (errors, with their stack, on stderr). Colour only on a
/// terminal and never with NO_COLOR, decided for each stream by its own TTY-ness.
final class HumanEffectPrinter: FlushingSink {
    let platform: Platform
    private let colorOut = Terminal.colorEnabled(1)
    private let colorErr = Terminal.colorEnabled(2)
    /// The stream being written: `paint` colours by it.
    private var color = false

    /// The files the run loaded: an error in one of them shows a code frame (no other file is read).
    var loadedFiles: () -> Set<String> = { [] }

    init(platform: Platform) { self.platform = platform }

    func flush() {}

    func emit(_ effect: Effect) {
        if case let .log(level, message) = effect.kind {
            if ConsoleLevel(rawValue: level)?.isError == true { Terminal.err(message + "\n") } else { Terminal.out(message + "\n") }
            return
        }
        var isError = false
        if case .error = effect.kind { isError = true }
        color = isError ? colorErr : colorOut
        let prefix = effect.notification.map { paint("[\($0)] ", "2") } ?? ""
        switch effect.kind {
        case let .error(_, message, stack, file, line, _, _):
            var location = ""
            if let file, let line, !message.contains("\(file):\(line)") { location = "\(file):\(line): " }
            var text = prefix + paint("✖ ", "31") + location + message
            if let file, let line, let frame = CodeFrame.forFile(file, line: line, column: Self.column(in: message, file: file, line: line), readable: loadedFiles()) {
                text += "\n\n" + frame + "\n"
            }
            if let stack, !stack.isEmpty, !message.contains(stack.split(separator: "\n").first.map(String.init) ?? "\u{0}") {
                text += "\n" + stack.split(separator: "\n").map { "    at \($0)" }.joined(separator: "\n")
            }
            Terminal.err(text + "\n")
        case let .warning(message):
            Terminal.out(prefix + paint("⚠ warning ", "33") + message + "\n")
        default:
            Terminal.out(prefix + describe(effect.kind) + "\n")
        }
    }

    /// The column of an error message that starts "FILE:LINE:COLUMN" (as uncaught errors' do).
    static func column(in message: String, file: String, line: Int) -> Int? {
        let head = "\(file):\(line):"
        guard message.hasPrefix(head) else { return nil }
        return Int(message.dropFirst(head.count).prefix { $0.isNumber })
    }

    private func describe(_ kind: EffectKind) -> String {
        EffectLine.text(kind, paint: paint)
    }

    /// A JSON string literal: quotes and control characters escaped.
    private func quoted(_ text: String) -> String { JSONValue.string(text).jsonString }

    private func format(_ ms: Double) -> String {
        ms == ms.rounded() ? String(Int(ms)) : String(format: "%.2f", ms)
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// `run --explain`: after each effect, the rule that caused it; for a notification not
/// shown, why. Printed on stdout after the effect's own line (human) or as one JSON object
/// `{"explains": seq, "subject", "notification", "rule", "library", "text", "source"}` (`--json`).
enum ExplanationPrinter {
    static func attach(to dispatcher: Dispatcher, sink: FlushingSink, json: Bool) {
        let color = Terminal.colorEnabled(1)
        dispatcher.explanationSink = { explanation in
            // Effects may be buffered: they go out first, so each reason follows its effect.
            sink.flush()
            let rule = explanation.rule
            if json {
                Terminal.out(explanation.jsonValue.jsonString + "\n")
                return
            }
            let prefix = explanation.notification.map { "[\($0)] " } ?? ""
            let lead: String
            switch explanation.subject {
            case .effect: lead = "    because "
            case .notShown: lead = prefix + "not shown: "
            case .notRun: lead = prefix + "not run: "
            }
            let text = "\(lead)\(rule.text) (\(rule.library): \(rule.source))"
            Terminal.out((color ? "\u{1B}[2m\(text)\u{1B}[0m" : text) + "\n")
        }
    }
}
