import Foundation
import JSHostKit
import Notifications

/// `jshost test [PATH...] [options]` (SPEC §10, docs/testing.md).
enum TestCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "test", arguments: arguments)
        var options = TestRunOptions()
        var reporterKind: TestReporterKind?
        var output: String?
        while let flag = scanner.nextFlag() {
            switch flag.name {
            case "--help", "-h":
                Terminal.out(Help.test + "\n")
                return ExitStatus.ok
            case "--filter", "-t":
                options.filter = try scanner.value(for: flag)
            case "--reporter":
                reporterKind = try scanner.choice(for: flag, TestReporterKind.self)
            case "--output", "-o":
                output = try scanner.value(for: flag)
            case "--shard":
                let text = try scanner.value(for: flag)
                do { options.shard = try TestShard(parsing: text) } catch { throw scanner.usage("\(error)") }
            case "--jobs", "-j":
                let text = try scanner.value(for: flag)
                guard let jobs = Int(text), jobs >= 1 else { throw scanner.usage("--jobs expects a whole number ≥ 1, got '\(text)'") }
                options.jobs = jobs
            case "--test-timeout":
                options.testTimeout = try scanner.seconds(for: flag)
            case "--platform":
                options.platform = try scanner.choice(for: flag, Platform.self)
            default:
                throw scanner.usage("unknown option '\(flag.name)' for 'test'")
            }
        }
        options.paths = scanner.positionals
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

        // With --output, the report goes to the file and stdout keeps the summary line.
        var fileText = ""
        let toFile = output != nil && kind != .junit
        let write: (String) -> Void = { text in
            if toFile { fileText += text } else { Terminal.out(text); Terminal.flush() }
        }
        let reporter: TestReporter
        switch kind {
        case .spec: reporter = SpecReporter(color: !toFile && Terminal.colorEnabled, write: write)
        case .tap: reporter = TAPReporter(write: write)
        case .junit: reporter = JUnitReporter(write: write) { xml in fileText = xml }
        }
        reporter.start(files: files)
        let results = runner.run(files) { reporter.report($0) }
        let summary = TestRunSummary(files: results, durationMs: 0)
        reporter.finish(summary)
        if let output {
            do {
                try fileText.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw scanner.usage("cannot write --output '\(output)': \((error as NSError).localizedDescription)")
            }
            if toFile { Terminal.out(summary.line + "\n") }
        }
        if let filter = options.filter, summary.passed + summary.failed + summary.skipped == 0 {
            Terminal.err("jshost: no test name contains '\(filter)' (--filter)\n")
        }
        return summary.exitStatus
    }
}
