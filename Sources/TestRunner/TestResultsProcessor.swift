import Foundation
import AppProject
import HostRuntime
import JSCore
import JSONSyntax
import Surfaces

/// Jest's `testResultsProcessor` (docs/testing.md, "Configuration"): after the run, the
/// module is called with the aggregated results (@jest/test-result's AggregatedResult, made
/// back from the `--json` result, JS/jest/results-processor.js) in a JavaScript runtime of
/// its own, as the configuration is read; what it returns is the run's result from then on.
package enum TestResultsProcessor {
    package struct Outcome: Sendable {
        /// The processed results in `--json`'s form (nil: the processor returned no results object).
        package var json: String?
        /// What the processor logged, one line each.
        package var console: [String]
    }

    /// Runs `module` on `results` (the run's `--json` result). Throws a message naming the module.
    /// The module is the project's (its configuration names it), so it loads under the
    /// project root of the tests (`projectRoot`) as `setupFiles` do: one outside it needs
    /// `--allow-read`; nil takes the project root of the current folder.
    package static func run(_ module: String, results: String, permissions: Permissions, projectRoot: String? = nil,
                           timeout: Double = 5) throws -> Outcome {
        var granted = permissions
        granted.env = .all
        let runtime: Runtime
        var options = RuntimeOptions(timeout: timeout, permissions: granted)
        options.environmentStandIns = SalesforceStandIn.environment(unlessGrantedBy: permissions)
        do { runtime = try Runtime(options: options) } catch {
            throw TestRunnerError.badConfig("testResultsProcessor \(module): cannot start a JavaScript runtime: \(error)")
        }
        defer { runtime.close() }
        let collected = CollectingReporter()
        runtime.reporter = collected
        let root = projectRoot ?? AppProject.containing(TestRunner.jestRootDir(for: FileManager.default.currentDirectoryPath)).folder
        runtime.modules.pinProjectRoot(root)
        var processed: String??
        var failure: String?
        let context = runtime.context
        let entered = runtime.enter { () throws(JSException) -> Void in
            let exported = try runtime.modules.require(module, from: module)
            let apply = try context.evaluate(EmbeddedJS.jestResultsProcessor, sourceURL: "jshost:jest/results-processor.js")
            let promise = try apply.call([JSValue(string: results, in: context), exported])
            let onFulfilled = JSValue(function: "onFulfilled", in: context) { arguments in
                let value = arguments.first ?? .undefined(in: context)
                processed = .some(value.isString ? value.stringValue : nil)
                return nil
            }
            let onRejected = JSValue(function: "onRejected", in: context) { arguments in
                failure = arguments.first.map { runtime.inspect($0) } ?? "rejected"
                return nil
            }
            _ = try promise.invoke("then", [onFulfilled, onRejected])
        }
        if case let .failure(error) = entered { throw TestRunnerError.badConfig("testResultsProcessor \(module): \(error.briefly)") }
        if processed == nil, failure == nil { runtime.run() }
        if let failure { throw TestRunnerError.badConfig("testResultsProcessor \(module): \(failure)") }
        guard let processed else { throw TestRunnerError.badConfig("testResultsProcessor \(module): its promise never settled") }
        let console = collected.output.map { $0.level == .log || $0.level == .info ? $0.message : "\($0.level): \($0.message)" }
        return Outcome(json: processed, console: console)
    }
}
