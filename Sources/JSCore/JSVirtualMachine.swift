import CJavaScriptCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JavaScriptCore context group: contexts in one group share a heap and can
/// pass values to each other. The group also carries the execution time limit.
package final class JSVirtualMachine {
    package let group: JSContextGroupRef
    private let watchdog: WatchdogState

    package init() {
        _ = Self.pollingTraps
        group = JSContextGroupCreate()
        watchdog = WatchdogState(group: group)
    }

    deinit {
        JSContextGroupRelease(group)
    }

    /// Limits the CPU time of every outermost entry into JavaScript in this
    /// group. When it runs out the script is terminated with the uncatchable
    /// exception `JavaScript execution terminated.` (see `JSException.isTermination`).
    /// The limit counts CPU time, not wall time.
    package func setExecutionTimeLimit(seconds: Double) {
        watchdog.limit = seconds
        watchdog.arm(seconds)
    }

    package func clearExecutionTimeLimit() {
        watchdog.limit = nil
        JSContextGroupClearExecutionTimeLimit(group)
    }

    /// The engine checks its traps (the watchdog's among them) by polling in loops
    /// and calls, not by signalling the running thread and patching its machine code.
    /// With the signals, a second runaway loop inside one outer entry (a test that
    /// `simulate.tap`s a spinning handler after an earlier one was stopped) was now
    /// and then never interrupted: the signal sender kept suspending the thread and
    /// the trap never took. JavaScriptCore reads its options from `JSC_*` variables
    /// when the first virtual machine is made; one set by the user wins.
    private static let pollingTraps: Void = {
        setenv("JSC_usePollingTraps", "true", 0)
    }()

    /// How many times the engine has terminated a script of this group so far.
    /// A termination inside a microtask is invisible to the API call whose return
    /// drained it (the engine swallows it there); comparing this count before and
    /// after an entry tells that the entry, microtasks included, was stopped.
    package var terminations: Int { watchdog.terminations }
}

/// What the termination callback sees (passed to the engine as its context pointer;
/// the virtual machine keeps it alive as long as the group).
private final class WatchdogState {
    let group: JSContextGroupRef
    var limit: Double?
    var terminations = 0

    init(group: JSContextGroupRef) { self.group = group }

    func arm(_ seconds: Double) {
        JSContextGroupSetExecutionTimeLimit(group, seconds, watchdogShouldTerminate,
                                            Unmanaged.passUnretained(self).toOpaque())
    }
}

/// The engine asks this when an entry's CPU time is used up: count it and terminate.
private func watchdogShouldTerminate(_ context: JSContextRef?, _ info: UnsafeMutableRawPointer?) -> Bool {
    if let info { Unmanaged<WatchdogState>.fromOpaque(info).takeUnretainedValue().terminations += 1 }
    return true
}
