import Foundation

/// A value that several threads share, reached only under its lock: the one
/// lock-guarded box of the package (the test runner's results, a request's
/// result and its data task, redirect outcomes), so no type of its own needs to
/// claim `@unchecked Sendable`.
///
///     let results = Locked<[Int: String]>([:])
///     results.withLock { $0[1] = "done" }              // any thread
///     let first = results.wait { $0[1] }               // blocks until there is one
///
/// (Foundation's `NSCondition` rather than Synchronization's `Mutex`: `wait` needs
/// a condition to sleep on.)
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` on the value under the lock (and then wakes every `wait`).
    @discardableResult
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&value)
    }

    /// Blocks until `ready` gives a result (asked under the lock, again after each
    /// `withLock` on another thread), and returns it.
    package func wait<Result>(until ready: (inout Value) throws -> Result?) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = try ready(&value) { return result }
            condition.wait()
        }
    }
}
