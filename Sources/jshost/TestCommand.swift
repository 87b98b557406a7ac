import Foundation
import JSHostKit
import Notifications

/// `jshost test [PATH...] [options]` (docs/testing.md).
enum TestCommand {
    /// A boolean flag: `--name`, `--name=true` or `--name=false`.
    static func boolean(_ flag: Flag, _ scanner: inout ArgumentScanner) throws -> Bool {
        switch flag.inlineValue {
        case nil, "true": return true
        case "false": return false
        case let other?: throw scanner.usage("\(flag.name) is true or false, got '\(other)'")
        }
    }

    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "test", arguments: arguments)
        var options = TestRunOptions()
        var reporterKind: TestReporterKind?
        var output: String?
        var update = false
        // As Jest (is-ci): --ci is the default on a CI machine.
        var ci = ProcessInfo.processInfo.environment.contains { ["CI", "CONTINUOUS_INTEGRATION", "BUILD_NUMBER", "RUN_ID"].contains($0.key) && $0.value != "false" && !$0.value.isEmpty }
        let proceed = try scanner.scan(help: Help.test) { flag, scanner in
            switch flag.name {
            case "--filter", "-t": options.filter = try scanner.value(for: flag)
            case "--reporter": reporterKind = try scanner.choice(for: flag, TestReporterKind.self)
            case "--output", "-o": output = try scanner.value(for: flag)
            case "--shard":
                let text = try scanner.value(for: flag)
                do { options.shard = try TestShard(parsing: text) } catch { throw scanner.usage("\(error)") }
            case "--jobs", "-j":
                let text = try scanner.value(for: flag)
                guard let jobs = Int(text), jobs >= 1 else { throw scanner.usage("--jobs expects a whole number ≥ 1, got '\(text)'") }
                options.jobs = jobs
            case "--test-timeout": options.testTimeout = try scanner.seconds(for: flag)
            case "--platform": options.platform = try scanner.choice(for: flag, Platform.self)
            case "-u", "--updateSnapshot", "--update-snapshot": update = true
            case "--ci": ci = try Self.boolean(flag, &scanner)
            case "--no-ci": ci = false
            default: return false
            }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        options.paths = scanner.positionals
        // -u rewrites what fails; --ci writes nothing (a missing snapshot fails); else new ones are written.
        options.updateSnapshot = update ? .all : ci ? .none : .new
        let kind = reporterKind ?? .spec
        if kind == .junit, output == nil {
            throw scanner.usage("--reporter junit needs --output FILE (the XML file to write)")
        }

        let runner = TestRunner(options: options)
        let files: [TestFile]
        do {
            files = try runner.files()
        } catch let error as TestRunnerError {
            throw scanner.usage("\(error)")
        }
        // The report file is opened before anything runs: a bad --output fails at once.
        var report: UnsafeMutablePointer<FILE>?
        if let output {
            guard let file = fopen(output, "w") else {
                throw scanner.usage("cannot write --output '\(output)': \(String(cString: strerror(errno)))")
            }
            report = file
        }
        defer { if let report { fclose(report) } }

        // With --output, the report goes to the file and stdout keeps the summary line.
        var fileText = ""
        let toFile = output != nil && kind != .junit
        let write: (String) -> Void = { text in
            if toFile { fileText += text } else { Terminal.out(text); Terminal.flush() }
        }
        let reporter: TestReporter
        switch kind {
        case .spec: reporter = SpecReporter(color: !toFile && Terminal.colorEnabled(1), write: write)
        case .tap: reporter = TAPReporter(write: write)
        case .junit: reporter = JUnitReporter(write: write) { xml in fileText = xml }
        }
        let summary = runner.run(files, reporter: reporter)
        if let report, let output {
            let bytes = Array(fileText.utf8)
            guard fwrite(bytes, 1, bytes.count, report) == bytes.count, fflush(report) == 0 else {
                throw scanner.usage("cannot write --output '\(output)': \(String(cString: strerror(errno)))")
            }
            if toFile { Terminal.out(summary.line + "\n") }
        }
        if let filter = options.filter, summary.passed + summary.failed + summary.skipped == 0 {
            Terminal.err("jshost: no test name contains '\(filter)' (--filter)\n")
        }
        return summary.exitStatus
    }
}
