import Foundation
import JSONSyntax
import Notifications

/// Turns results into a report. `report` is called once per file, in file
/// order; `finish` writes the summary line `N passed, N failed` last.
public protocol TestReporter: AnyObject {
    func start(files: [TestFile])
    func report(_ file: TestFileResult)
    func finish(_ summary: TestRunSummary)
}

public enum TestReporterKind: String, Sendable, CaseIterable {
    case spec, tap, junit
}

// MARK: spec

/// Names indented by `describe`, ✓ / ✗ / ○ with durations, then each failure
/// with expected vs received and its location. Colour only when asked.
public final class SpecReporter: TestReporter {
    let color: Bool
    let write: (String) -> Void

    public init(color: Bool, write: @escaping (String) -> Void) {
        self.color = color
        self.write = write
    }

    private func paint(_ code: String, _ text: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    public func start(files: [TestFile]) {}

    /// chalk's colour names (ansi-styles) and their codes; white for any other name.
    static func chalkColor(_ name: String?) -> String {
        let base = ["black": 30, "red": 31, "green": 32, "yellow": 33, "blue": 34, "magenta": 35, "cyan": 36, "white": 37,
                    "gray": 90, "grey": 90, "blackBright": 90, "redBright": 91, "greenBright": 92, "yellowBright": 93,
                    "blueBright": 94, "magentaBright": 95, "cyanBright": 96, "whiteBright": 97]
        if let name, let code = base[name] { return String(code) }
        if let name, name.hasPrefix("bg"), case let rest = name.dropFirst(2), let first = rest.first,
           let code = base[first.lowercased() + rest.dropFirst()] {
            return String(code + 10)
        }
        return "37"
    }

    /// A file's name in its PASS/FAIL line as jest-reporters' `formatTestPath` writes it:
    /// its folder dimmed (`./` for the current one) and its name bold.
    private func headerPath(_ path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? "./"
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return paint("2", folder) + paint("1", name)
    }

    public func report(_ file: TestFileResult) {
        // A file with nothing to show (every test filtered out) is left out, even
        // when loading it printed something.
        if file.tests.isEmpty, file.errors.isEmpty { return }
        var out = ""
        let failed = file.failed > 0
        let badge = failed ? paint("1;41;97", " FAIL ") : paint("1;42;30", " PASS ")
        // jest-reporters' getResultHeader: the project's displayName (printDisplayName:
        // chalk.reset.inverse[color], white when chalk has no such colour).
        let project = file.displayName.map { name in
            (color ? paint("7;" + Self.chalkColor(file.displayNameColor), " \(name) ") : name) + " "
        } ?? ""
        out += "\(color ? badge : (failed ? "FAIL" : "PASS")) \(project)\(headerPath(file.path)) \(paint("2", "(\(Self.duration(file.durationMs)))"))\n"
        for line in file.output { out += "  " + paint("2", "│ " + line) + "\n" }
        var shown: [String] = []
        for test in file.tests {
            let suites = Array(test.names.dropLast())
            var common = 0
            while common < min(shown.count, suites.count), shown[common] == suites[common] { common += 1 }
            for level in common..<suites.count { out += String(repeating: "  ", count: level + 1) + suites[level] + "\n" }
            shown = suites
            let indent = String(repeating: "  ", count: suites.count + 1)
            switch test.status {
            case .passed: out += indent + paint("32", "✓") + " \(test.name) " + paint("2", "(\(Self.duration(test.durationMs)))") + "\n"
            case .failed: out += indent + paint("31", "✗ \(test.name)") + " " + paint("2", "(\(Self.duration(test.durationMs)))") + "\n"
            case .skipped: out += indent + paint("33", test.isTodo ? "✎ todo \(test.name)" : "○ skipped \(test.name)") + "\n"
            }
            for line in test.output { out += indent + "  " + paint("2", "│ " + line) + "\n" }
        }
        for test in file.tests where test.status == .failed {
            out += "\n" + paint("1;31", "  ● \(test.fullName)") + "\n\n" + Self.details(test.failure, color: color) + "\n"
        }
        for error in file.errors {
            out += "\n" + paint("1;31", "  ● \(file.path)") + "\n\n" + Self.details(error, color: color) + "\n"
        }
        write(out + "\n")
    }

    public func finish(_ summary: TestRunSummary) {
        var out = summary.coverageTable.map { $0 + "\n" } ?? ""
        let lines = summary.snapshotSummary
        if !lines.isEmpty { out += lines.joined(separator: "\n") + "\n\n" }
        if let line = summary.snapshotLine { out += line + "\n" }
        write(out + summary.line + "\n")
    }

    static func details(_ failure: TestFailure?, color: Bool) -> String {
        guard let failure else { return "" }
        var lines = failure.message.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard color else { return String(line) }
            if line.hasPrefix("- ") || line.hasPrefix("Expected") { return "\u{1B}[32m\(line)\u{1B}[0m" }
            if line.hasPrefix("+ ") || line.hasPrefix("Received") { return "\u{1B}[31m\(line)\u{1B}[0m" }
            return String(line)
        }
        lines.append("")
        // As Jest: the user's lines around the failure, then where it is.
        if let frame = failure.codeFrame { lines += frame.split(separator: "\n").map(String.init) + [""] }
        if let location = failure.location { lines.append("at \(location)") }
        if let stack = failure.stack, !stack.isEmpty {
            lines += stack.split(separator: "\n").map { "  \($0)" }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
    }

    static func duration(_ ms: Double) -> String {
        ms >= 1000 ? String(format: "%.2f s", ms / 1000) : "\(Int(ms.rounded())) ms"
    }
}

// MARK: tap

/// TAP version 13: one `ok`/`not ok` line per test (named `file > describe
/// > test`), a YAML block with the failure, `# SKIP` / `# TODO`, the plan at
/// the end, then the summary line.
public final class TAPReporter: TestReporter {
    let write: (String) -> Void
    private var number = 0

    public init(write: @escaping (String) -> Void) { self.write = write }

    public func start(files: [TestFile]) { write("TAP version 13\n") }

    public func report(_ file: TestFileResult) {
        var out = Self.comment(file.path)
        for output in file.output { out += Self.comment(output) }
        for test in file.tests {
            number += 1
            let name = Self.escape("\(file.path) > \(test.fullName)")
            for output in test.output { out += Self.comment(output) }
            switch test.status {
            case .passed: out += "ok \(number) - \(name)\n"
            case .skipped: out += "ok \(number) - \(name) # \(test.isTodo ? "TODO" : "SKIP")\n"
            case .failed: out += "not ok \(number) - \(name)\n" + Self.yaml(test.failure, durationMs: test.durationMs)
            }
        }
        for error in file.errors {
            number += 1
            out += "not ok \(number) - \(Self.escape(file.path)) (outside any test)\n" + Self.yaml(error, durationMs: nil)
        }
        write(out)
    }

    public func finish(_ summary: TestRunSummary) {
        let table = summary.coverageTable.map { $0.split(separator: "\n").map { "# " + $0 + "\n" }.joined() } ?? ""
        write("1..\(number)\n" + table + summary.line + "\n")
    }

    /// Text as TAP comment lines: every line of it (a console message may hold many,
    /// `\r` included) starts with `# `, so none can pass for `ok N`, `not ok` or a plan.
    static func comment(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map { "# \($0)\n" }.joined()
    }

    static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
            .replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }

    static func yaml(_ failure: TestFailure?, durationMs: Double?) -> String {
        guard let failure else { return "" }
        var out = "  ---\n  message: |-\n"
        for line in failure.message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) { out += "    \(line)\n" }
        if let location = failure.location { out += "  at: \(Self.quote(location))\n" }
        if let stack = failure.stack, !stack.isEmpty {
            out += "  stack: |-\n"
            for line in stack.split(whereSeparator: \.isNewline) { out += "    \(line)\n" }
        }
        if let durationMs { out += "  duration_ms: \(Int(durationMs.rounded()))\n" }
        return out + "  ...\n"
    }

    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\r\n", with: "\\r\\n").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r") + "\""
    }
}

// MARK: junit

/// JUnit XML (`testsuites` › `testsuite` per file › `testcase` per test with
/// `failure` or `skipped`; errors outside tests are a `testcase` named
/// `(outside any test)`). The XML goes to `writeXML` at the end; stdout gets
/// one line per failure and the summary line.
public final class JUnitReporter: TestReporter {
    let write: (String) -> Void
    let writeXML: (String) -> Void
    private var files: [TestFileResult] = []

    public init(write: @escaping (String) -> Void, writeXML: @escaping (String) -> Void) {
        self.write = write
        self.writeXML = writeXML
    }

    public func start(files: [TestFile]) {}

    public func report(_ file: TestFileResult) {
        files.append(file)
        var out = ""
        for test in file.tests where test.status == .failed {
            out += "✗ \(file.path) > \(test.fullName)" + (test.failure?.location.map { " (\($0))" } ?? "") + "\n"
        }
        for error in file.errors { out += "✗ \(file.path) (outside any test)" + (error.location.map { " (\($0))" } ?? "") + "\n" }
        if !out.isEmpty { write(out) }
    }

    public func finish(_ summary: TestRunSummary) {
        writeXML(Self.xml(files, summary: summary))
        write((summary.coverageTable ?? "") + summary.line + "\n")
    }

    package static func xml(_ files: [TestFileResult], summary: TestRunSummary) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"jshost test\" tests=\"\(summary.passed + summary.failed + summary.skipped)\" failures=\"\(summary.failed)\" errors=\"0\" skipped=\"\(summary.skipped)\" time=\"\(seconds(summary.durationMs))\">\n"
        for file in files {
            let count = file.tests.count + file.errors.count
            out += "  <testsuite name=\"\(escape(file.path))\" tests=\"\(count)\" failures=\"\(file.failed)\" errors=\"0\" skipped=\"\(file.skipped)\" time=\"\(seconds(file.durationMs))\">\n"
            for test in file.tests {
                out += "    <testcase name=\"\(escape(test.fullName))\" classname=\"\(escape(file.path))\" time=\"\(seconds(test.durationMs))\""
                switch test.status {
                case .passed: out += "/>\n"
                case .skipped: out += ">\n      <skipped\(test.isTodo ? " message=\"todo\"" : "")/>\n    </testcase>\n"
                case .failed: out += ">\n" + failureElement(test.failure) + "    </testcase>\n"
                }
            }
            for error in file.errors {
                out += "    <testcase name=\"(outside any test)\" classname=\"\(escape(file.path))\" time=\"0\">\n" + failureElement(error) + "    </testcase>\n"
            }
            var output = file.output
            for test in file.tests where !test.output.isEmpty { output += test.output.map { "[\(test.fullName)] \($0)" } }
            if !output.isEmpty { out += "    <system-out>\(escape(output.joined(separator: "\n")))</system-out>\n" }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    static func failureElement(_ failure: TestFailure?) -> String {
        let failure = failure ?? TestFailure(message: "failed")
        let firstLine = failure.message.split(separator: "\n").first.map(String.init) ?? failure.message
        var body = failure.message
        if let location = failure.location { body += "\n\nat \(location)" }
        if let stack = failure.stack, !stack.isEmpty { body += "\n" + stack }
        let type = failure.message.hasPrefix("expect") || failure.message.hasPrefix("simulate.expectEffect") ? "ExpectationError" : "Error"
        return "      <failure message=\"\(escape(firstLine))\" type=\"\(type)\">\(escape(body))</failure>\n"
    }

    static func seconds(_ ms: Double) -> String { String(format: "%.3f", ms / 1000) }

    /// Escapes text for XML attributes and content, dropping characters XML 1.0 cannot carry.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (v >= 0xD800 && v <= 0xDFFF) || v == 0xFFFE || v == 0xFFFF { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

// MARK: json

/// Jest's `--json` result: the aggregated object Jest prints (`numTotalTests`,
/// `testResults[].assertionResults[]`, `snapshot`, …), written in one piece by `finish`.
public final class JSONReporter: TestReporter {
    let write: (String) -> Void
    private var results: [TestFileResult] = []
    private let started = Date()

    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    public func start(files: [TestFile]) {}
    public func report(_ file: TestFileResult) { results.append(file) }

    public func finish(_ summary: TestRunSummary) {
        write(Self.json(results, summary: summary, startTime: started).jsonString + "\n")
    }

    static func millis(_ date: Date) -> JSONValue { .number((date.timeIntervalSince1970 * 1000).rounded()) }

    /// The whole result, as Jest 29 prints it with `--json`.
    package static func json(_ files: [TestFileResult], summary: TestRunSummary, startTime: Date) -> JSONValue {
        let tests = files.flatMap(\.tests)
        func number(_ n: Int) -> JSONValue { .number(Double(n)) }
        func count(_ status: TestStatus, todo: Bool? = nil) -> Int {
            var n = 0
            for test in tests where test.status == status {
                if let todo, test.isTodo != todo { continue }
                n += 1
            }
            return n
        }
        var runtimeErrors = 0, failedFiles = 0, pendingFiles = 0
        for file in files {
            if file.tests.isEmpty && !file.errors.isEmpty { runtimeErrors += 1 }
            if file.failed > 0 { failedFiles += 1 } else if !file.tests.isEmpty, file.tests.allSatisfy({ $0.status == .skipped }) { pendingFiles += 1 }
        }
        var fileStart = startTime
        var testResults: [JSONValue] = []
        for file in files {
            let begin = fileStart
            let end = begin.addingTimeInterval(file.durationMs / 1000)
            fileStart = end
            var assertions: [JSONValue] = []
            for test in file.tests {
                let status: String
                switch test.status {
                case .passed: status = "passed"
                case .failed: status = "failed"
                case .skipped: status = test.isTodo ? "todo" : "pending"
                }
                var messages: [JSONValue] = []
                if let failure = test.failure {
                    let location: String = failure.location.map { "\n    at " + $0 } ?? ""
                    messages.append(.string("Error: " + failure.message + location))
                }
                var a = JSONObject()
                a["ancestorTitles"] = .array(test.names.dropLast().map { JSONValue.string($0) })
                a["duration"] = test.status == .skipped ? JSONValue.null : JSONValue.number(test.durationMs.rounded())
                a["failureDetails"] = .array(test.failure == nil ? [] : [JSONValue.object(JSONObject())])
                a["failureMessages"] = .array(messages)
                a["fullName"] = .string(test.names.joined(separator: " "))
                a["invocations"] = number(1)
                a["location"] = .null
                a["numPassingAsserts"] = number(0)
                a["retryReasons"] = .array([])
                a["status"] = .string(status)
                a["title"] = .string(test.name)
                assertions.append(.object(a))
            }
            var message = ""
            for test in file.tests where test.status == .failed {
                message += "  ● " + test.names.joined(separator: " › ") + "\n\n" + SpecReporter.details(test.failure, color: false) + "\n"
            }
            for error in file.errors {
                let title = file.tests.isEmpty ? "Test suite failed to run" : file.path
                message += "  ● " + title + "\n\n" + SpecReporter.details(error, color: false) + "\n"
            }
            var r = JSONObject()
            r["assertionResults"] = .array(assertions)
            r["endTime"] = millis(end)
            r["message"] = .string(message)
            r["name"] = .string(file.absolutePath ?? file.path)
            r["startTime"] = millis(begin)
            r["status"] = .string(file.failed > 0 ? "failed" : "passed")
            r["summary"] = .string("")
            testResults.append(.object(r))
        }
        let s = summary.snapshots
        var filesAdded = 0, filesRemoved = 0
        for file in files {
            let c = file.snapshots
            if c.added > 0, c.matched + c.updated + c.unmatched == 0 { filesAdded += 1 }
            if c.fileDeleted, summary.updateSnapshot == .all { filesRemoved += 1 }
        }
        var byFile: [JSONValue] = []
        for file in summary.obsolete {
            var o = JSONObject()
            o["filePath"] = .string(file.path)
            o["keys"] = .array(file.keys.map { JSONValue.string($0) })
            byFile.append(.object(o))
        }
        var snapshot = JSONObject()
        snapshot["added"] = number(s.added)
        snapshot["didUpdate"] = .bool(summary.updateSnapshot == .all)
        snapshot["failure"] = .bool(s.unmatched > 0 || (summary.updateSnapshot == .none && s.unchecked > 0))
        snapshot["filesAdded"] = number(filesAdded)
        snapshot["filesRemoved"] = number(filesRemoved)
        snapshot["filesRemovedList"] = .array([])
        snapshot["filesUnmatched"] = number(summary.filesWithUnmatched)
        snapshot["filesUpdated"] = number(summary.filesWithUpdated)
        snapshot["matched"] = number(s.matched)
        snapshot["total"] = number(s.total)
        snapshot["unchecked"] = number(s.unchecked)
        snapshot["uncheckedKeysByFile"] = .array(byFile)
        snapshot["unmatched"] = number(s.unmatched)
        snapshot["updated"] = number(s.updated)
        var top = JSONObject()
        top["numFailedTestSuites"] = number(failedFiles)
        top["numFailedTests"] = number(count(.failed))
        top["numPassedTestSuites"] = number(files.count - failedFiles - pendingFiles)
        top["numPassedTests"] = number(count(.passed))
        top["numPendingTestSuites"] = number(pendingFiles)
        top["numPendingTests"] = number(count(.skipped, todo: false))
        top["numRuntimeErrorTestSuites"] = number(runtimeErrors)
        top["numTodoTests"] = number(count(.skipped, todo: true))
        top["numTotalTestSuites"] = number(files.count)
        top["numTotalTests"] = number(tests.count)
        top["openHandles"] = .array([])
        top["snapshot"] = .object(snapshot)
        top["startTime"] = millis(startTime)
        top["success"] = .bool(summary.exitStatus == 0)
        top["testResults"] = .array(testResults)
        top["wasInterrupted"] = .bool(summary.interrupted)
        return .object(top)
    }
}

/// Hands everything to several reporters (the human report and `--json` at once).
package final class TeeReporter: TestReporter {
    let reporters: [TestReporter]
    package init(_ reporters: [TestReporter]) { self.reporters = reporters }
    package func start(files: [TestFile]) { reporters.forEach { $0.start(files: files) } }
    package func report(_ file: TestFileResult) { reporters.forEach { $0.report(file) } }
    package func finish(_ summary: TestRunSummary) { reporters.forEach { $0.finish(summary) } }
}
