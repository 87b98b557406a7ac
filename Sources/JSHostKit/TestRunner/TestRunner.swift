import Foundation
import Locking

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
        let all = try TestDiscovery.find(paths: options.paths, in: directory)
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
        let summary = TestRunSummary(files: results, durationMs: TestFileRunner.milliseconds(since: started))
        reporter.finish(summary)
        return summary
    }

    /// Runs `files` on up to `options.jobs` threads; `onFile` gets each
    /// result on the calling thread, in the order of `files`, as soon as it
    /// and all before it are done.
    public func run(_ files: [TestFile], onFile: (TestFileResult) -> Void = { _ in }) -> [TestFileResult] {
        guard !files.isEmpty else { return [] }
        // Work distribution and results, shared by the worker threads.
        let state = Locked((next: 0, results: [TestFileResult?](repeating: nil, count: files.count)))
        let options = self.options
        let workers = min(options.jobs, files.count)
        for _ in 0..<workers {
            let thread = Thread {
                while let index = state.withLock({ state -> Int? in
                    guard state.next < state.results.count else { return nil }
                    state.next += 1
                    return state.next - 1
                }) {
                    let result = TestFileRunner(file: files[index], options: options).run()
                    state.withLock { $0.results[index] = result }
                }
            }
            // JavaScriptCore wants a roomy stack for deep recursion checks.
            thread.stackSize = 16 << 20
            thread.name = "jshost-test"
            thread.start()
        }
        var results: [TestFileResult] = []
        for index in files.indices {
            let result = state.wait { $0.results[index] }
            results.append(result)
            onFile(result)
        }
        return results
    }
}
