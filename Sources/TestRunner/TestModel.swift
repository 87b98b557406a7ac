import Foundation
import HostRuntime
import Notifications
import Surfaces

/// How `jshost test` runs (its flags).
public struct TestRunOptions: Sendable {
    /// Files and directories to search; empty means the current directory.
    public var paths: [String]
    /// Only tests whose full name ("describe > … > test") contains this text (case-sensitive).
    public var filter: String?
    /// Run only this shard's files (`--shard I/N`).
    public var shard: TestShard?
    /// Files run at once, each on its own thread and JavaScript context.
    public var jobs: Int
    /// Seconds a test (or hook) may take: CPU time per entry into JavaScript, and
    /// virtual time for its promise to settle (`--test-timeout`).
    public var testTimeout: Double
    /// The simulated device's platform (`--platform`).
    public var platform: Platform
    /// Which snapshots may be written: `.new` (the default: missing ones are written),
    /// `.all` (`-u`: failing ones are rewritten, obsolete ones removed), `.none` (`--ci`).
    public var updateSnapshot: SnapshotUpdate = .new
    /// The project's Jest configuration (`JestConfig.load`), if any.
    package var config: JestConfig?
    /// `--platform` was given: it wins over each project's `haste.defaultPlatform`.
    package var platformGiven = false
    /// Jest's `-t` / `--testNamePattern`: a regular expression (case-insensitive) the full
    /// name (`describe test`, space separated) must match; other tests are skipped.
    public var testNamePattern: String?
    /// `--bail N`: stop starting files once N files have failed.
    public var bail: Int?
    /// `--silent`: console output of the tests is not shown.
    public var silent = false
    /// Jest's rootDir: the folder test files may load modules from without `--allow-read`
    /// (when they are inside it). Nil: the configuration's rootDir, else Jest's default
    /// for the folder the test files were found from (`TestRunner.jestRootDir`). Failure locations
    /// name the test file relative to it, as Jest's stack frames do.
    public var rootDir: String?
    /// The project root that bounds what tests read without `--allow-read` (modules, setup
    /// files, `simulate.loadPage`, snapshots): the repository's root (docs/permissions.md),
    /// found from where Jest's search for its configuration stopped, going up from the
    /// folder the test files were found from. Jest's `rootDir` and `roots` never widen it.
    /// Nil: found when the run starts.
    package var projectRoot: String?
    /// What tests may reach beyond the project (`--allow-read`, `--allow-net`, `--allow-env`).
    public var permissions = Permissions()
    /// `--max-memory`: the most resident memory the process may use, in bytes (nil: no limit).
    package var maxMemory: Int?
    /// `--coverage`: what to measure and where to write it; nil measures nothing.
    package var coverage: CoverageOptions?
    /// Keep each test's effects in its result (`jshost test --report`).
    package var keepsEffects = false
    /// `--inspect`: the debugger of the run's one file, which then runs on the calling
    /// thread with no CPU-time budget (a paused test is not a runaway).
    package var debugger: (any TestDebugger)?
    /// `simulate.matrix`'s rows, from above the test runner (JSHostKit's `ExplainMatrix`).
    package var simulateMatrix: SimulateMatrix?
    /// The run's test files (absolute paths), which coverage leaves out.
    var coverageTestFiles: Set<String> = []

    public init(paths: [String] = [], filter: String? = nil, shard: TestShard? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, testTimeout: Double = 5, platform: Platform = .ios) {
        self.paths = paths
        self.filter = filter
        self.shard = shard
        self.jobs = max(1, jobs)
        self.testTimeout = testTimeout
        self.platform = platform
    }
}

/// Jest's `updateSnapshot` modes.
public enum SnapshotUpdate: String, Sendable {
    case all, new, none
}

/// One file's snapshots, as jest-snapshot counts them.
public struct SnapshotCounts: Sendable, Equatable {
    public var added = 0, matched = 0, unmatched = 0, updated = 0
    /// Obsolete: in the `.snap` file, checked by no test that ran (removed with `-u`).
    public var unchecked = 0
    public var uncheckedKeys: [String] = []
    /// The `.snap` file was removed (`-u`) or would be (it holds no snapshot any more).
    public var fileDeleted = false
    public init() {}
    public var total: Int { added + matched + unmatched + updated }
}

public struct ObsoleteSnapshots: Sendable, Equatable {
    public var path: String
    public var keys: [String]
}

/// Why a test, hook or file failed: the message (for expectations, expected
/// vs received) and where (`file:line:column`).
public struct TestFailure: Sendable, Equatable {
    public var message: String
    public var location: String?
    /// The user-code part of the JS stack, one frame a line.
    public var stack: String?
    /// The lines of the user's file around `location`, marked as Jest marks them (CodeFrame).
    public var codeFrame: String?

    public init(message: String, location: String? = nil, stack: String? = nil) {
        self.message = message
        self.location = location
        self.stack = stack
    }
}

public enum TestStatus: String, Sendable, Equatable {
    case passed, failed, skipped
}

/// One test's outcome.
public struct TestCaseResult: Sendable, Equatable {
    /// The enclosing `describe` names, then the test's own name.
    public var names: [String]
    public var status: TestStatus
    /// Wall-clock milliseconds for its hooks and body.
    public var durationMs: Double
    public var failure: TestFailure?
    /// What the test printed with `console`, one entry a call (`warn:`/`error:` prefixed).
    public var output: [String]
    /// Declared with `test.todo`.
    public var isTodo: Bool
    /// Every effect the test recorded, `simulate.clearEffects()` or not; kept only when
    /// `TestRunOptions.keepsEffects` (`--report`), else empty.
    package var effects: [Effect] = []

    public init(names: [String], status: TestStatus, durationMs: Double = 0, failure: TestFailure? = nil,
                output: [String] = [], isTodo: Bool = false) {
        self.names = names
        self.status = status
        self.durationMs = durationMs
        self.failure = failure
        self.output = output
        self.isTodo = isTodo
    }

    /// `describe > … > test`, what `--filter` matches.
    public var fullName: String { names.joined(separator: " > ") }
    public var name: String { names.last ?? "" }
}

/// One test file's outcome.
public struct TestFileResult: Sendable, Equatable {
    /// The path as reported (relative to the working directory when inside it).
    public var path: String
    public var tests: [TestCaseResult]
    /// Failures outside any test: a throw at the top level (no test then runs),
    /// a failing `afterAll` hook, an error after the last test. Each counts as one failure.
    public var errors: [TestFailure]
    /// Console output at the top level and in `beforeAll`/`afterAll` hooks.
    public var output: [String]
    public var durationMs: Double
    public var snapshots = SnapshotCounts()
    /// The file's absolute path (`--json` names files by it, as Jest does).
    public var absolutePath: String?
    /// The `displayName` of the file's Jest project (its PASS/FAIL line shows it).
    public var displayName: String?
    public var displayNameColor: String?
    /// `--coverage`: the counters of the user files this test file loaded.
    package var coverage: [FileCoverage] = []
    /// `--coverage`: files that could not be instrumented, and why.
    package var coverageWarnings: [String] = []

    public init(path: String, tests: [TestCaseResult] = [], errors: [TestFailure] = [], output: [String] = [], durationMs: Double = 0) {
        self.path = path
        self.tests = tests
        self.errors = errors
        self.output = output
        self.durationMs = durationMs
    }

    public var passed: Int { tests.filter { $0.status == .passed }.count }
    public var failed: Int { tests.filter { $0.status == .failed }.count + errors.count }
    public var skipped: Int { tests.filter { $0.status == .skipped }.count }
}

/// The totals of a run.
public struct TestRunSummary: Sendable, Equatable {
    public var files: Int
    public var passed: Int
    public var failed: Int
    public var skipped: Int
    public var durationMs: Double
    /// The files' snapshot counts added up; `obsoleteFiles` and `filesWithObsolete` count files.
    public var snapshots = SnapshotCounts()
    public var filesWithObsolete = 0, filesWithUnmatched = 0, filesWithAdded = 0, filesWithUpdated = 0
    /// Each file with obsolete snapshots and their names.
    public var obsolete: [ObsoleteSnapshots] = []
    /// The run's snapshot mode (the JSON result's `didUpdate`).
    public var updateSnapshot: SnapshotUpdate = .new
    /// `--bail` stopped the run before every file ran.
    public var interrupted = false
    /// `--coverage`: the text table (istanbul's `text` report), printed before the totals.
    package var coverageTable: String?
    /// `coverageThreshold` not met: Jest's messages (`Jest: "global" coverage threshold for
    /// lines (80%) not met: 62.5%`), printed on stderr; they make the run fail.
    package var coverageThresholdErrors: [String] = []

    public init(files: [TestFileResult], durationMs: Double) {
        self.files = files.count
        passed = files.reduce(0) { $0 + $1.passed }
        failed = files.reduce(0) { $0 + $1.failed }
        skipped = files.reduce(0) { $0 + $1.skipped }
        self.durationMs = durationMs
        for file in files {
            let counts = file.snapshots
            snapshots.added += counts.added
            snapshots.matched += counts.matched
            snapshots.unmatched += counts.unmatched
            snapshots.updated += counts.updated
            snapshots.unchecked += counts.unchecked
            if counts.unchecked > 0 {
                filesWithObsolete += 1
                obsolete.append(ObsoleteSnapshots(path: file.path, keys: counts.uncheckedKeys))
            }
            if counts.unmatched > 0 { filesWithUnmatched += 1 }
            if counts.added > 0 { filesWithAdded += 1 }
            if counts.updated > 0 { filesWithUpdated += 1 }
        }
    }

    /// Jest's `Snapshots:` line (`1 failed, 1 obsolete, 2 written, 1 updated, 3 passed, 7 total`),
    /// or nil when no snapshot was involved.
    public var snapshotLine: String? {
        let s = snapshots
        guard s.total + s.unchecked > 0 else { return nil }
        var parts: [String] = []
        if s.unmatched > 0 { parts.append("\(s.unmatched) failed") }
        if s.unchecked > 0 { parts.append("\(s.unchecked) obsolete") }
        if s.added > 0 { parts.append("\(s.added) written") }
        if s.updated > 0 { parts.append("\(s.updated) updated") }
        if s.matched > 0 { parts.append("\(s.matched) passed") }
        parts.append("\(s.total) total")
        return "Snapshots: " + parts.joined(separator: ", ")
    }

    /// Jest's snapshot summary: what was written, updated, failed and is obsolete, with
    /// the command that updates them; empty when there is nothing to say.
    public var snapshotSummary: [String] {
        func files(_ n: Int) -> String { n == 1 ? "1 test suite" : "\(n) test suites" }
        func snaps(_ n: Int) -> String { n == 1 ? "1 snapshot" : "\(n) snapshots" }
        var lines: [String] = []
        let s = snapshots
        if s.added > 0 { lines.append(" › \(snaps(s.added)) written from \(files(filesWithAdded)).") }
        if s.updated > 0 { lines.append(" › \(snaps(s.updated)) updated from \(files(filesWithUpdated)).") }
        if s.unmatched > 0 {
            lines.append(" › \(snaps(s.unmatched)) failed from \(files(filesWithUnmatched)). Inspect your code changes or run `jshost test -u` to update them.")
        }
        if s.unchecked > 0 {
            lines.append(" › \(snaps(s.unchecked)) obsolete from \(files(filesWithObsolete)). To remove \(s.unchecked == 1 ? "it" : "them all"), run `jshost test -u`.")
            for file in obsolete {
                lines.append("   ↳ \(file.path)")
                lines += file.keys.map { "       • \($0)" }
            }
        }
        guard !lines.isEmpty else { return [] }
        return ["Snapshot Summary"] + lines
    }

    /// `N passed, N failed` (`, N skipped` when any were): every reporter's last line.
    public var line: String {
        "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }

    /// 0 when nothing failed and every coverage threshold was met, else 1.
    public var exitStatus: Int32 { failed > 0 || !coverageThresholdErrors.isEmpty ? 1 : 0 }
}

/// `simulate.matrix(payload, {entry, tap, format})`: the rows of `jshost matrix` for the app's
/// `entry` as JSON text. `jshost matrix` loads the app as `run` does (the stand-ins of its
/// package.json's "jshost" key, `--mocks`), which lives above the test runner in JSHostKit
/// (`ExplainMatrix`), so the runner's caller hands it in; `device` is the test's device's
/// options with Metro's resolution on.
package typealias SimulateMatrix = @Sendable (_ entry: String, _ payload: [UInt8], _ format: PayloadFormat?, _ tap: String?,
                                              _ device: DeviceOptions) throws -> String
