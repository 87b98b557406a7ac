import CJavaScriptCore

/// A JavaScriptCore context group: contexts in one group share a heap and can
/// pass values to each other. The group also carries the execution time limit.
public final class JSVirtualMachine {
    public let group: JSContextGroupRef

    public init() {
        group = JSContextGroupCreate()
    }

    deinit {
        JSContextGroupRelease(group)
    }

    /// Limits the CPU time of every outermost entry into JavaScript in this
    /// group. When it runs out the script is terminated with the uncatchable
    /// exception `JavaScript execution terminated.` (see `JSException.isTermination`).
    /// The limit counts CPU time, not wall time.
    public func setExecutionTimeLimit(seconds: Double) {
        JSContextGroupSetExecutionTimeLimit(group, seconds, { _, _ in true }, nil)
    }

    public func clearExecutionTimeLimit() {
        JSContextGroupClearExecutionTimeLimit(group)
    }
}
