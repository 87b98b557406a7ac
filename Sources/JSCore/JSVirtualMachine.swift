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
        for entry in hostScripts.values { JSStringRelease(entry.string) }
        JSContextGroupRelease(group)
    }

    /// The engine's copies of the host's own scripts (source URL `jshost:…`), which every
    /// context made in this machine evaluates again (prelude, glue): converting ~200 KB of
    /// text into engine strings for each `jshost test` file cost more than a tenth of its
    /// set-up (docs/performance.md, "`jshost test`"). Used on the machine's one thread.
    private var hostScripts: [String: (text: String, string: JSStringRef)] = [:]

    /// An engine string of `script` for the caller to release: for a host script, the
    /// one made for its source URL before, when the text is the same.
    func scriptString(_ script: String, sourceURL: String?) -> JSStringRef {
        guard let sourceURL, sourceURL.hasPrefix("jshost:"), script.utf8.count >= 1024 else { return makeJSString(script) }
        if let cached = hostScripts[sourceURL], cached.text == script { return JSStringRetain(cached.string) }
        let string = makeJSString(script)
        if hostScripts[sourceURL] == nil { hostScripts[sourceURL] = (script, JSStringRetain(string)) }
        return string
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
    ///
    /// WebAssembly is switched off (`JSC_useWasm=false`, so there is no `WebAssembly`
    /// global): in this engine (javascriptcoregtk 2.50) the execution time limit never
    /// stops a loop inside WebAssembly code — with polling or signalling traps, the
    /// in-place interpreter or the JIT tiers (measured, docs/architecture.md) — so one
    /// endless wasm loop would hang a run past every budget. React Native's Hermes has
    /// no WebAssembly either.
    private static let pollingTraps: Void = {
        setenv("JSC_usePollingTraps", "true", 0)
        setenv("JSC_useWasm", "false", 1)
    }()

    /// True from the engine's termination of a script until the host ends the entry
    /// (`resumeAfterTermination`). Meanwhile reads, conversions and calls made from Swift
    /// run no script (a conversion that ignores the termination would otherwise run the
    /// next getter or Proxy trap, and the engine's watchdog, once fired, would not stop
    /// it), and the watchdog is armed again with `aftermathLimit`, so that script still
    /// running in this entry is stopped again soon.
    package var isStopping: Bool { watchdog.stopping }

    /// Ends the stop that a termination began (`isStopping`); the caller sets the limit anew.
    package func resumeAfterTermination() { watchdog.stopping = false }

    /// The CPU seconds script may still run after a termination in the same entry.
    package static let aftermathLimit = 0.01

    /// Watches a budget besides CPU time while script runs: the engine's watchdog is
    /// armed in slices of `slice` CPU seconds, and between slices `exceeded` is asked
    /// (on the script's thread, holding the engine's lock); true stops the entry as the
    /// time limit does (it counts in `terminations` and in `budgetStops`). The CPU
    /// limit keeps its meaning: an entry is stopped once it has used it, counted from
    /// the last `setExecutionTimeLimit` or `noteEntryStart`.
    package func watchBudget(slice: Double, exceeded: @escaping () -> Bool) {
        watchdog.slice = slice
        watchdog.exceeded = exceeded
        if let limit = watchdog.limit { watchdog.arm(limit) }
    }

    /// With `watchBudget`: the script's CPU time is counted from `cpu` (the thread's CPU
    /// seconds at an outermost entry, where the engine restarts its own count).
    package func noteEntryStart(cpu: Double) {
        watchdog.start = cpu
        watchdog.armedLimit = watchdog.limit ?? watchdog.armedLimit
    }

    /// How many entries the budget of `watchBudget` stopped.
    package var budgetStops: Int { watchdog.budgetStops }

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
    var stopping = false
    /// `watchBudget`: the slice length, the check, and how many stops it made.
    var slice: Double?
    var exceeded: (() -> Bool)?
    var budgetStops = 0
    /// With slices: the CPU seconds the current arming allows, counted from `start`.
    var armedLimit = 0.0
    var start = 0.0

    init(group: JSContextGroupRef) { self.group = group }

    func arm(_ seconds: Double) {
        armedLimit = seconds
        guard let slice else { return setEngineLimit(seconds) }
        start = threadCPUSeconds()
        setEngineLimit(min(seconds, slice))
    }

    func setEngineLimit(_ seconds: Double) {
        JSContextGroupSetExecutionTimeLimit(group, seconds, watchdogShouldTerminate,
                                            Unmanaged.passUnretained(self).toOpaque())
    }

    /// The engine asked after a slice: go on (armed for the next one), or stop.
    func shouldTerminate() -> Bool {
        if let exceeded, exceeded() {
            budgetStops += 1
            return stop()
        }
        if let slice {
            let left = armedLimit - (threadCPUSeconds() - start)
            if left > 0.0005 {
                setEngineLimit(min(slice, left))
                return false
            }
        }
        return stop()
    }

    /// Counts the termination and arms the limit again for what may still run in the
    /// entry (the engine allows setting it from its callback).
    private func stop() -> Bool {
        terminations += 1
        stopping = true
        arm(min(armedLimit > 0 ? armedLimit : JSVirtualMachine.aftermathLimit, JSVirtualMachine.aftermathLimit))
        return true
    }
}

/// This thread's CPU time in seconds.
private func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The engine asks this when an armed limit (or a slice of it) is used up.
private func watchdogShouldTerminate(_ context: JSContextRef?, _ info: UnsafeMutableRawPointer?) -> Bool {
    guard let info else { return true }
    return Unmanaged<WatchdogState>.fromOpaque(info).takeUnretainedValue().shouldTerminate()
}
