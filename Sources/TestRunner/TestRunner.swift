import Foundation
import AppProject
import HostRuntime
import JSCore

/// `jshost test` as a library: finds the files, takes this shard's part, runs
/// the files in parallel (each on its own thread, device and JavaScript
/// context) and hands the results to a reporter in file order.
///
///     let runner = TestRunner(options: TestRunOptions(paths: ["Examples"]))
///     let summary = try runner.run(reporter: SpecReporter(color: false) { print($0, terminator: "") })
///     exit(summary.exitStatus)
public final class TestRunner {
    public let options: TestRunOptions

    public init(options: TestRunOptions) {
        self.options = options
    }

    /// The files this run covers: discovered under `options.paths` (relative
    /// to `directory`), then this shard's part. Throws when a path does not
    /// exist or nothing was found.
    public func files(in directory: String = FileManager.default.currentDirectoryPath) throws -> [TestFile] {
        let root = options.projectRoot.map(ModuleLoader.realPath) ?? AppProject.containing(Self.jestRootDir(for: directory)).folder
        let gate = options.permissions.projectFiles(root: root)
        let all: [TestFile]
        if let projects = options.config?.projects, !projects.isEmpty {
            all = try Self.files(of: projects, paths: options.paths, in: directory, gate: gate)
        } else {
            // Jest prints a configuration's displayName with or without projects.
            all = try TestDiscovery.find(paths: options.paths, in: directory, config: options.config, files: gate).map { file in
                var file = file
                file.displayName = options.config?.displayName
                file.displayNameColor = options.config?.displayNameColor
                return file
            }
        }
        return options.shard.map { $0.select(all) } ?? all
    }

    /// Discovers, runs and reports. The summary's `exitStatus` is 0 or 1;
    /// discovery problems are thrown (exit status 2).
    public func run(reporter: TestReporter, in directory: String = FileManager.default.currentDirectoryPath) throws -> TestRunSummary {
        run(try self.files(in: directory), reporter: reporter)
    }

    /// Runs and reports `files`; the summary's duration is the run's wall time.
    public func run(_ files: [TestFile], reporter: TestReporter) -> TestRunSummary {
        let started = DispatchTime.now()
        reporter.start(files: files)
        let results = run(files) { reporter.report($0) }
        var summary = TestRunSummary(files: results, durationMs: TestFileRunner.milliseconds(since: started))
        if let coverage = options.coverage {
            (summary.coverageTable, summary.coverageThresholdErrors) = writeCoverage(results, files: files, options: coverage)
        }
        summary.updateSnapshot = options.updateSnapshot
        summary.interrupted = results.count < files.count
        reporter.finish(summary)
        return summary
    }

    /// Runs `files` on up to `options.jobs` threads; `onFile` gets each
    /// result on the calling thread, in the order of `files`, as soon as it
    /// and all before it are done.
    /// With `options.bail`, no file starts once that many have failed: the results then
    /// stop at the last file that ran (in order).
    public func run(_ files: [TestFile], onFile: (TestFileResult) -> Void = { _ in }) -> [TestFileResult] {
        guard !files.isEmpty else { return [] }
        ManualMockIndex.forget()
        let state = SharedResults(count: files.count, bail: options.bail ?? options.config?.bail)
        var withTestFiles = self.options
        if withTestFiles.coverage != nil { withTestFiles.coverageTestFiles = Set(files.map(\.absolutePath)) }
        if withTestFiles.rootDir == nil {
            // The folder the files were found from stands for the current folder (the same
            // one for `jshost test`; the folder given to `files(in:)` for library callers).
            withTestFiles.rootDir = withTestFiles.config?.rootDir ?? Self.jestRootDir(for: files[0].directory)
        }
        if withTestFiles.projectRoot == nil {
            // The repository of the folder where Jest's search for its configuration
            // stopped (the config's own folder, or the current one): never a folder the
            // configuration names.
            withTestFiles.projectRoot = AppProject.containing(Self.jestRootDir(for: files[0].directory)).folder
        }
        let options = withTestFiles
        if options.debugger != nil {
            // The debugger serves the thread that made it: the files run here, one by one.
            let virtualMachine = JSVirtualMachine()
            var results: [TestFileResult] = []
            while let index = state.nextIndex() {
                let result = TestFileRunner(file: files[index], options: Self.options(options, for: files[index]),
                                            virtualMachine: virtualMachine).run()
                results.append(result)
                onFile(result)
            }
            return results
        }
        let workers = min(options.jobs, files.count)
        for _ in 0..<workers {
            let thread = Thread {
                // Each file gets a fresh context, as each Jest test file gets its own; the
                // contexts of one worker share the engine's virtual machine, whose code cache
                // then compiles the prelude and the test and Jest glue once per machine. A
                // machine keeps ~1.3 MB per file it ran (600 files: 758 MB peak), so a
                // worker starts a new one every `filesPerVirtualMachine` files.
                var virtualMachine = JSVirtualMachine()
                var filesOnMachine = 0
                while let index = state.nextIndex() {
                    if filesOnMachine == Self.filesPerVirtualMachine {
                        virtualMachine = JSVirtualMachine()
                        filesOnMachine = 0
                    }
                    filesOnMachine += 1
                    let result = TestFileRunner(file: files[index], options: Self.options(options, for: files[index]),
                                                virtualMachine: virtualMachine).run()
                    state.store(result, at: index)
                }
            }
            // JavaScriptCore wants a roomy stack for deep recursion checks.
            thread.stackSize = 16 << 20
            thread.name = "jshost-test"
            thread.start()
        }
        var results: [TestFileResult] = []
        for index in files.indices {
            guard let result = state.wait(for: index) else { break }
            results.append(result)
            onFile(result)
        }
        return results
    }
}

extension TestRunner {
    /// Jest's `projects`: each project's test files, found under its own roots with its own
    /// testMatch/testRegex and ignore patterns, then narrowed to the PATH arguments (a file
    /// or folder given contains the file; the rest are path patterns). A file two projects
    /// match runs once in each. Sorted by path, then project.
    static func files(of projects: [JestConfig], paths: [String], in directory: String, gate: ProjectFiles?) throws -> [TestFile] {
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        var given: [String] = [], patterns: [String] = []
        for path in paths {
            let absolute = TestDiscovery.absolutePath(path, base: base)
            if FileManager.default.fileExists(atPath: absolute) { given.append(absolute) } else { patterns.append(path) }
        }
        var all: [TestFile] = []
        var lastError: Error?
        for (index, project) in projects.enumerated() {
            var found: [TestFile]
            do {
                found = try TestDiscovery.find(paths: patterns, in: directory, config: project, files: gate)
            } catch let error as TestRunnerError where error.isNoTests || error == .noMatchingTestFiles(patterns) {
                lastError = error
                continue
            }
            if !given.isEmpty {
                found = found.filter { file in given.contains { file.absolutePath == $0 || file.absolutePath.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } }
            }
            all += found.map { file in
                var file = file
                file.project = index
                file.displayName = project.displayName
                file.displayNameColor = project.displayNameColor
                return file
            }
        }
        if all.isEmpty { throw lastError ?? TestRunnerError.noMatchingTestFiles(paths) }
        return all.sorted { ($0.path, $0.project ?? 0) < ($1.path, $1.project ?? 0) }
    }

    /// The options `file` runs with: under Jest's `projects`, its project's configuration,
    /// rootDir and (unless `--platform` was given) platform.
    static func options(_ options: TestRunOptions, for file: TestFile) -> TestRunOptions {
        guard let index = file.project, let project = options.config?.projects[index] else { return options }
        var own = options
        own.config = project
        own.rootDir = project.rootDir
        if !options.platformGiven, let platform = project.defaultPlatform { own.platform = platform }
        return own
    }

    /// How many test files one virtual machine runs before its worker makes a new one
    /// (docs/performance.md, "`jshost test` against real Jest").
    static let filesPerVirtualMachine = 16

    /// Jest's rootDir without a configuration that sets it: the nearest folder at or above
    /// `directory` holding a `jest.config.*` or a `package.json` (where Jest's search for
    /// its configuration stops), else `directory` itself.
    package static func jestRootDir(for directory: String) -> String {
        JestConfig.searchFolder(from: directory) ?? (directory as NSString).standardizingPath
    }

    /// Sums the counters of every test file, adds the `collectCoverageFrom` files no test
    /// loaded (all zero; as in istanbul, a file with no branch shows 100 % Branch), writes `lcov.info` into the coverage directory and returns the
    /// text table (with a line per file that could not be measured or written) and the
    /// `coverageThreshold` groups not met.
    func writeCoverage(_ results: [TestFileResult], files: [TestFile], options coverage: CoverageOptions) -> (String, [String]) {
        var merged: [String: FileCoverage] = [:]
        var notes: [String] = []
        for result in results {
            for warning in result.coverageWarnings where !notes.contains(warning) { notes.append(warning) }
            for file in result.coverage {
                if merged[file.path] == nil { merged[file.path] = file } else { merged[file.path]!.add(file) }
            }
        }
        let setupFiles = Set((options.config?.setupFiles ?? []) + (options.config?.setupFilesAfterEnv ?? []))
        // Files no test loaded are read through the project's gate, as modules are: one that
        // leads out of the project (a link, a rootDir above it) is named, not read.
        let root = options.projectRoot.map(ModuleLoader.realPath)
            ?? AppProject.containing(Self.jestRootDir(for: files.first?.directory ?? FileManager.default.currentDirectoryPath)).folder
        let gate = options.permissions.projectFiles(root: root)
        for path in CoverageReport.collectFromFiles(options: coverage, testFiles: Set(files.map(\.absolutePath)), setupFiles: setupFiles)
        where merged[path] == nil {
            do { _ = try gate.check(path) } catch {
                let note = "coverage: \(error)"
                if !notes.contains(note) { notes.append(note) }
                continue
            }
            switch CoverageInstrumenter.shared.map(ofUnloaded: path, files: gate) {
            case let .success(map): if !map.ignored { merged[path] = FileCoverage(path: path, map: map) }
            case let .failure(error): if !notes.contains(error.message) { notes.append(error.message) }
            }
        }
        let all = merged.values.sorted { $0.path < $1.path }
        let lcovPath = (coverage.directory as NSString).appendingPathComponent("lcov.info")
        do {
            try FileManager.default.createDirectory(atPath: coverage.directory, withIntermediateDirectories: true)
            // Atomic, and a link put at lcov.info is replaced, never written through.
            try ProjectFiles.write(CoverageReport.lcov(all, base: coverage.reportBase), to: lcovPath)
        } catch {
            notes.append("coverage: cannot write \(lcovPath): \(error.localizedDescription)")
        }
        var out = CoverageReport.table(all, base: coverage.rootDir, maxCols: coverage.maxCols)
        for note in notes { out += "jshost: \(note)\n" }
        return (out, CoverageReport.thresholdErrors(all, thresholds: coverage.thresholds, base: coverage.reportBase))
    }
}

/// Work distribution and results, shared by the worker threads.
private final class SharedResults: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private var results: [TestFileResult?]
    private let bail: Int?
    private var failedFiles = 0
    private var running = 0

    init(count: Int, bail: Int?) {
        results = Array(repeating: nil, count: count)
        self.bail = bail
    }

    private var stopped: Bool { bail.map { failedFiles >= $0 } ?? false }

    func nextIndex() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < results.count, !stopped else { return nil }
        next += 1
        running += 1
        return next - 1
    }

    func store(_ result: TestFileResult, at index: Int) {
        condition.lock()
        results[index] = result
        running -= 1
        if result.failed > 0 { failedFiles += 1 }
        condition.broadcast()
        condition.unlock()
    }

    /// The result at `index`; nil when the run stopped (`--bail`) before that file started.
    func wait(for index: Int) -> TestFileResult? {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil {
            if index >= next, stopped || (next >= results.count && running == 0) { return nil }
            condition.wait()
        }
        return results[index]!
    }
}
