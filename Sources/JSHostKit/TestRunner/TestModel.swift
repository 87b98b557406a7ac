import Foundation
import Notifications

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

/// Why a test, hook or file failed: the message (for expectations, expected
/// vs received) and where (`file:line:column`).
public struct TestFailure: Sendable, Equatable {
    public var message: String
    public var location: String?
    /// The user-code part of the JS stack, one frame a line.
    public var stack: String?

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

    public init(files: [TestFileResult], durationMs: Double) {
        self.files = files.count
        passed = files.reduce(0) { $0 + $1.passed }
        failed = files.reduce(0) { $0 + $1.failed }
        skipped = files.reduce(0) { $0 + $1.skipped }
        self.durationMs = durationMs
    }

    /// `N passed, N failed` (`, N skipped` when any were): every reporter's last line.
    public var line: String {
        "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }

    /// 0 when nothing failed, else 1.
    public var exitStatus: Int32 { failed > 0 ? 1 : 0 }
}
