import Foundation
import JSHostKit
import Notifications

/// `jshost test [PATH...] [options]` (docs/testing.md).
enum TestCommand {
    /// Jest's coverageThreshold messages go to stderr, as Jest's reporter logs them.
    static func reportThresholds(_ summary: TestRunSummary) {
        guard !summary.coverageThresholdErrors.isEmpty else { return }
        Terminal.err(summary.coverageThresholdErrors.joined(separator: "\n") + "\n")
    }

    /// A boolean flag: `--name`, `--name=true` or `--name=false`.
    static func boolean(_ flag: Flag, _ scanner: inout ArgumentScanner) throws -> Bool {
        switch flag.inlineValue {
        case nil, "true": return true
        case "false": return false
        case let other?: throw scanner.usage("\(flag.name) is true or false, got '\(other)'")
        }
    }

    /// `--watch`: runs, then polls for changed files and runs the test files they affect,
    /// until interrupted (Ctrl-C) or `--watch-limit` re-runs have been made. Returns the
    /// last run's status.
    static func watch(runner: TestRunner, directory: String, kind: TestReporterKind, limit: Int?, scanner: inout ArgumentScanner) throws -> Int32 {
        let watcher = TestWatcher(directory: directory)
        func reporter() -> TestReporter {
            let write: (String) -> Void = { Terminal.out($0); Terminal.flush() }
            switch kind {
            case .tap: return TAPReporter(write: write)
            default: return SpecReporter(color: Terminal.colorEnabled(1), write: write)
            }
        }
        var status: Int32 = 0
        var runs = 0
        var changed: [String] = []
        while true {
            do {
                let all = try runner.files(in: directory)
                let chosen = changed.isEmpty ? all : TestWatcher.affected(changed, tests: all)
                let summary = runner.run(chosen, reporter: reporter())
                Self.reportThresholds(summary)
                status = summary.exitStatus
            } catch let error as TestRunnerError {
                Terminal.err("jshost: \(error)\n")
                status = error.isNoTests ? 1 : 2
            }
            if let limit, runs >= limit { return status }
            Terminal.out("\nWatching for changes (Ctrl-C stops)…\n")
            Terminal.flush()
            changed = watcher.waitForChanges()
            runs += 1
            let shown = changed.map(watcher.display)
            Terminal.out("\njshost: changed: \(shown.joined(separator: ", ")); running the test files it affects\n\n")
            Terminal.flush()
        }
    }

    static func main(_ arguments: [String]) throws -> Int32 {
        // The Salesforce token in the environment (and its encodings) never reaches an output,
        // whatever a test prints (docs/permissions.md, "jshost test").
        let secrets = SalesforceStandIn.secrets
        if !secrets.isEmpty { Terminal.redactor = Redactor(secrets: secrets) }
        let redact: (String) -> String = { Terminal.redactor?.redact($0) ?? $0 }
        var scanner = ArgumentScanner(command: "test", arguments: arguments)
        var options = TestRunOptions()
        options.simulateMatrix = ExplainMatrix.simulateMatrix
        var reporterKind: TestReporterKind?
        var output: String?
        var update = false
        var ci: Bool?
        var json = false, listTests = false
        var platformGiven = false
        var passWithNoTests: Bool?
        var configArgument: String?
        var jsonFile: String?
        var reportDirectory: String?
        var watch = false
        var watchLimit: Int?
        var coverage: Bool?
        var collectCoverageFrom: [String] = []
        var coverageDirectory: String?
        var permissions = PermissionFlags()
        var inspect: InspectFlag?
        let proceed = try scanner.scan(help: Help.test) { flag, scanner in
            switch flag.name {
            case "--inspect", "--inspect-brk": inspect = try InspectFlag.parse(flag, scanner: scanner)
            case "--filter": options.filter = try scanner.value(for: flag)
            case "-t", "--testNamePattern", "--test-name-pattern":
                let pattern = try scanner.value(for: flag)
                do { _ = try NSRegularExpression(pattern: pattern) } catch {
                    throw scanner.usage("\(flag.name) expects a regular expression, got '\(pattern)'")
                }
                options.testNamePattern = pattern
            case "--reporter": reporterKind = try scanner.choice(for: flag, TestReporterKind.self)
            case "--output", "-o": output = try scanner.value(for: flag)
            case "--report": reportDirectory = try scanner.value(for: flag)
            case "--shard":
                let text = try scanner.value(for: flag)
                do { options.shard = try TestShard(parsing: text) } catch { throw scanner.usage("\(error)") }
            case "--jobs", "-j", "--maxWorkers", "-w":
                let text = try scanner.value(for: flag)
                guard let jobs = Int(text), jobs >= 1 else { throw scanner.usage("\(flag.name) expects a whole number ≥ 1, got '\(text)'") }
                options.jobs = jobs
            case "-i", "--runInBand": options.jobs = 1
            case "--test-timeout": options.testTimeout = try scanner.seconds(for: flag)
            case "--max-memory": options.maxMemory = try scanner.megabytes(for: flag)
            case "--testTimeout":
                let text = try scanner.value(for: flag)
                guard let ms = Double(text), ms > 0, ms <= ArgumentScanner.maximumSeconds * 1000 else {
                    throw scanner.usage("--testTimeout expects milliseconds > 0 and up to 2147483647, got '\(text)'")
                }
                options.testTimeout = ms / 1000
            case "--platform":
                options.platform = try scanner.choice(for: flag, Platform.self)
                platformGiven = true
            case "-u", "--updateSnapshot", "--update-snapshot": update = try Self.boolean(flag, &scanner)
            case "--ci": ci = try Self.boolean(flag, &scanner)
            case "--no-ci": ci = false
            case "--config", "-c": configArgument = try scanner.value(for: flag)
            case "--json": json = try Self.boolean(flag, &scanner)
            case "--outputFile": jsonFile = try scanner.value(for: flag)
            case "--listTests": listTests = try Self.boolean(flag, &scanner)
            case "--bail", "-b":
                switch flag.inlineValue {
                case nil, "true": options.bail = 1
                case "false", "0": options.bail = nil
                case let text?:
                    guard let n = Int(text), n > 0 else { throw scanner.usage("--bail is --bail or --bail=N (N ≥ 1 failed files), got '\(text)'") }
                    options.bail = n
                }
            case "--silent": options.silent = try Self.boolean(flag, &scanner)
            case "--passWithNoTests": passWithNoTests = try Self.boolean(flag, &scanner)
            case "--coverage", "--collectCoverage": coverage = try Self.boolean(flag, &scanner)
            case "--collectCoverageFrom": collectCoverageFrom.append(try scanner.value(for: flag))
            case "--coverageDirectory": coverageDirectory = try scanner.value(for: flag)
            case "--watch": watch = try Self.boolean(flag, &scanner)
            case "--watch-limit":
                let text = try scanner.value(for: flag)
                guard let n = Int(text), n >= 0 else { throw scanner.usage("--watch-limit expects a whole number ≥ 0, got '\(text)'") }
                watchLimit = n
            // Jest flags that change nothing here: accepted so existing scripts run.
            case "--verbose", "--colors", "--watchman", "--watchAll", "--no-watchman", "--detectOpenHandles", "--forceExit", "--no-cache":
                if flag.name == "--watchAll", flag.inlineValue != "false" {
                    throw scanner.usage("--watchAll is not supported (use --watch, docs/testing.md)")
                }
            default: return permissions.take(flag)
            }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        // The debugger first: before any JavaScriptCore call (a jest.config.js is evaluated).
        let inspector = try inspect.map { try InspectorRelay(host: $0.host, port: $0.port) }
        defer { inspector?.stop() }
        options.permissions = try permissions.parse(scanner: scanner)
        options.paths = scanner.positionals
        let directory = FileManager.default.currentDirectoryPath
        do {
            options.config = try JestConfig.load(in: directory, explicit: configArgument, permissions: options.permissions)
        } catch let error as TestRunnerError {
            throw scanner.usage("\(error)")
        }
        for warning in options.config?.warnings ?? [] { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        // The configuration's platform (haste.defaultPlatform, a React Native preset's) unless --platform says.
        options.platformGiven = platformGiven
        if !platformGiven, let platform = options.config?.defaultPlatform { options.platform = platform }
        // As Jest (is-ci): --ci is the default on a CI machine; then the config's "ci".
        let onCI = ProcessInfo.processInfo.environment.contains {
            ["CI", "CONTINUOUS_INTEGRATION", "BUILD_NUMBER", "RUN_ID"].contains($0.key) && $0.value != "false" && !$0.value.isEmpty
        }
        let isCI = ci ?? options.config?.ci ?? onCI
        // -u rewrites what fails; --ci writes nothing (a missing snapshot fails); else new ones are written.
        options.updateSnapshot = update ? .all : isCI ? .none : .new
        let passWithout = passWithNoTests ?? options.config?.passWithNoTests ?? false
        // Coverage: --coverage (or the config's collectCoverage); the flags' globs and folder
        // win over the config's, as Jest's do.
        if coverage ?? options.config?.collectCoverage ?? false {
            if let problem = CoverageOptions.parserProblem { throw scanner.usage(problem) }
            let rootDir = options.config?.rootDir ?? TestRunner.jestRootDir(for: directory)
            var measure = CoverageOptions(rootDir: rootDir, collectFrom: options.config?.collectCoverageFrom ?? [],
                                          directory: options.config?.coverageDirectory,
                                          ignorePatterns: options.config?.coveragePathIgnorePatterns ?? ["/node_modules/"])
            if !collectCoverageFrom.isEmpty { measure.collectFrom = collectCoverageFrom }
            measure.reportBase = directory
            measure.thresholds = options.config?.coverageThreshold ?? []
            measure.maxCols = Terminal.columns(1) ?? 0
            if let coverageDirectory {
                measure.directory = coverageDirectory.hasPrefix("/") ? coverageDirectory
                    : (directory as NSString).appendingPathComponent(coverageDirectory)
            }
            options.coverage = measure
        }
        let kind = reporterKind ?? .spec
        if kind == .junit, output == nil {
            throw scanner.usage("--reporter junit needs --output FILE (the XML file to write)")
        }

        if watch, json || jsonFile != nil || output != nil || listTests || reportDirectory != nil {
            throw scanner.usage("--watch prints its report on stdout: it does not go with --json, --outputFile, --output, --report or --listTests")
        }
        options.keepsEffects = reportDirectory != nil
        if inspect != nil, watch { throw scanner.usage(TestInspection.notWithWatch) }
        var runner = TestRunner(options: options)
        if watch { return try Self.watch(runner: runner, directory: directory, kind: kind, limit: watchLimit, scanner: &scanner) }
        let files: [TestFile]
        do {
            files = try runner.files(in: directory)
        } catch let error as TestRunnerError where error.isNoTests {
            // Jest: "No tests found, exiting with code 1" (0 with --passWithNoTests).
            if listTests { return ExitStatus.ok }
            if case let .noTestFiles(found) = error {
                Terminal.err("jshost: \(found.message(passWithNoTests: passWithout))\n")
            } else {
                Terminal.err("jshost: \(error)\(passWithout ? "" : " (--passWithNoTests makes that exit 0)")\n")
            }
            if json { Terminal.out(JSONReporter.json([], summary: TestRunSummary(files: [], durationMs: 0), startTime: Date()).jsonString + "\n") }
            return passWithout ? ExitStatus.ok : 1
        } catch let error as TestRunnerError {
            throw scanner.usage("\(error)")
        }
        if let inspector, let inspect {
            try TestInspection.check(files: files, flag: inspect, scanner: scanner)
            options.debugger = InspectorRelayTestDebugger(session: inspector, breakFirst: inspect.breakFirst, platform: options.platform.rawValue) {
                Terminal.err("Debugger: waiting for a debugger to attach (--inspect-brk)\n")
            }
            Terminal.err("Debugger: open \(inspector.url)\n  (a protocol client attaches to \(inspector.webSocketURL))\n")
        }
        if listTests {
            // As Jest: the absolute paths, one a line.
            Terminal.out(files.map { $0.absolutePath + "\n" }.joined())
            return ExitStatus.ok
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
        // With --json (and no --outputFile), stdout is the JSON result alone and the
        // report goes to stderr, as Jest does.
        var fileText = ""
        let toFile = output != nil && kind != .junit
        let jsonOnStdout = json && jsonFile == nil
        let write: (String) -> Void = { text in
            if toFile { fileText += text } else if jsonOnStdout { Terminal.err(text) } else { Terminal.out(text); Terminal.flush() }
        }
        var reporter: TestReporter
        switch kind {
        case .spec: reporter = SpecReporter(color: !toFile && !jsonOnStdout && Terminal.colorEnabled(1), write: write)
        case .tap: reporter = TAPReporter(write: write)
        case .junit: reporter = JUnitReporter(write: write) { xml in fileText = xml }
        }
        var jsonText = ""
        let processor = options.config?.testResultsProcessor
        if json || jsonFile != nil || processor != nil {
            reporter = TeeReporter([reporter, JSONReporter { jsonText += $0 }])
        }
        let htmlReport = reportDirectory.map { HTMLReportReporter(directory: $0, permissions: options.permissions) }
        htmlReport?.redact = redact
        if let htmlReport { reporter = TeeReporter([reporter, htmlReport]) }
        if options.debugger != nil { runner = TestRunner(options: options) }
        let summary = runner.run(files, reporter: reporter)
        if let report, let output {
            let bytes = Array(redact(fileText).utf8)
            guard fwrite(bytes, 1, bytes.count, report) == bytes.count, fflush(report) == 0 else {
                throw scanner.usage("cannot write --output '\(output)': \(String(cString: strerror(errno)))")
            }
            if toFile && !jsonOnStdout { Terminal.out(summary.line + "\n") }
        }
        // Jest's testResultsProcessor: what it returns is the run's result (--json, exit status).
        var processedSuccess: Bool?
        if let processor {
            let outcome: TestResultsProcessor.Outcome
            do {
                outcome = try TestResultsProcessor.run(processor, results: jsonText, permissions: options.permissions)
            } catch {
                Terminal.err("jshost: \(error)\n")
                return ExitStatus.scriptError
            }
            for line in outcome.console { Terminal.err(line + "\n") }
            if let processed = outcome.json {
                jsonText = processed + "\n"
                processedSuccess = ((try? JSONParser.parse(processed))?.objectValue?["success"]?.boolValue) ?? false
            } else if json || jsonFile != nil {
                Terminal.err("jshost: testResultsProcessor \(processor) returned no results object, so --json has nothing to print (Jest's formatTestResults fails on it too)\n")
                return ExitStatus.scriptError
            } else {
                processedSuccess = true
            }
        }
        if let jsonFile {
            do { try redact(jsonText).write(toFile: jsonFile, atomically: true, encoding: .utf8) } catch {
                throw scanner.usage("cannot write --outputFile '\(jsonFile)': \((error as NSError).localizedDescription)")
            }
        } else if json {
            Terminal.out(jsonText)
            Terminal.flush()
        }
        if let htmlReport {
            if let problem = htmlReport.problem { Terminal.err("jshost: --report: \(problem)\n") } else { Terminal.err("report: \(htmlReport.path)\n") }
        }
        Self.reportThresholds(summary)
        if summary.interrupted {
            Terminal.err("jshost: --bail stopped the run after \(summary.files) of \(files.count) files\n")
        }
        if let filter = options.filter, summary.passed + summary.failed + summary.skipped == 0 {
            Terminal.err("jshost: no test name contains '\(filter)' (--filter)\n")
        }
        // jest-cli's readResultsAndExit: the processed results decide (none: success).
        if let processedSuccess, summary.exitStatus == ExitStatus.ok || summary.exitStatus == ExitStatus.scriptError {
            return processedSuccess ? ExitStatus.ok : ExitStatus.scriptError
        }
        return summary.exitStatus
    }
}

/// `jshost test --inspect[-brk] FILE` (docs/debugging.md): one test file, on the thread
/// that initialised WebKit.
enum TestInspection {
    static let notWithWatch = "--inspect debugs one run of one test file: it does not go with --watch"

    /// The debugger attaches to one file's context: more than one file is a usage error
    /// naming them.
    static func check(files: [TestFile], flag: InspectFlag, scanner: ArgumentScanner) throws {
        let name = flag.breakFirst ? "--inspect-brk" : "--inspect"
        guard files.count == 1 else {
            let shown = files.prefix(5).map(\.path).joined(separator: ", ") + (files.count > 5 ? ", …" : "")
            throw scanner.usage("\(name) debugs one test file, but \(files.count) match (\(shown)): name one file, as `jshost test \(name) \(files[0].path)`")
        }
    }
}
