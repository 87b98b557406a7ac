import Foundation
import JSCore

/// How a runtime is set up.
public struct RuntimeOptions: Sendable {
    /// CPU seconds each entry into JavaScript may use (`--timeout`).
    public var timeout: Double = 2
    /// Run on a virtual clock that jumps to the next timer (`--fake-time`).
    public var fakeTime = false
    /// What scripts may reach beyond their module graph (`--allow-*`, docs/permissions.md).
    public var permissions = Permissions()
    /// The most resident memory the process may use, in bytes (`--max-memory`); nil: no
    /// limit. Going over it ends the run (docs/cli.md).
    public var maxMemory: Int?
    /// Variables a script reads as a stand-in value instead of the host's (`jshost test`
    /// gives the secrets jshost holds, `SF_ACCESS_TOKEN`, their stand-ins unless the user
    /// grants them by name: docs/permissions.md, "jshost test"). Only a variable the host
    /// has set reads as its stand-in.
    package var environmentStandIns: [String: String] = [:]
    /// The epoch milliseconds the clock reads when the run starts (`--start`); nil: now.
    package var startEpoch: Double?
    public init(timeout: Double = 2, fakeTime: Bool = false, permissions: Permissions = Permissions(), maxMemory: Int? = nil) {
        self.timeout = timeout
        self.fakeTime = fakeTime
        self.permissions = permissions
        self.maxMemory = maxMemory
    }
}

/// Why an entry into JavaScript failed.
package enum EntryFailure: Error {
    case exception(JSException)
    /// The CPU-time budget ran out and the engine stopped the script.
    case timeout(seconds: Double)
    /// The process went over the memory budget (`--max-memory`): the script was
    /// stopped and the run ends. Figures in mebibytes.
    case memory(residentMB: Int, limitMB: Int)
}

/// One JavaScript world: a context with the host's globals, its event loop
/// and its watchdog. Not thread-safe: use it from one thread.
///
/// Ownership: the runtime owns its context and loop; what it gives JavaScript
/// refers back to it unowned. `close()` (which `deinit` also runs) cancels the
/// loop's timers and posted jobs and closes the context, so everything the
/// runtime made is freed once the runtime is.
package final class Runtime {
    package let options: RuntimeOptions
    package let context: JSContext
    package let loop: EventLoop
    /// Where console output and unhandled errors go. Held strongly: a reporter
    /// must not refer back to this runtime's owner (give it a small object of its
    /// own, as `Device` does), so nothing here needs a weak reference.
    package var reporter: RuntimeReporter?
    /// Every `fetch` that got a response (any status): method, URL, status — an `http` effect.
    package var onHTTP: ((String, String, Int) -> Void)?
    /// Variables the app's bundler inlines into its code (`process.env.NODE_ENV`, Expo's
    /// `EXPO_PUBLIC_*`): `process.env` reads them without the env permission.
    package var buildTimeEnvironment: [String: String] = [:]
    /// React Native's `ErrorUtils.reportFatalError` once its start-up globals are installed
    /// (ReactNativeStartUp.swift): every uncaught throw of a turn goes through it, so the
    /// handler the app set with `ErrorUtils.setGlobalHandler` sees it, as on the phone.
    var fatalErrorRoute: JSValue?
    /// The entry whose throw is being routed through `fatalErrorRoute`.
    var routedEntry: String?
    var routedException: JSException?
    /// Every access denied by the permissions, with its message and the user's call that
    /// asked for it — an `error` effect with reason `permission`.
    package var onPermissionDenied: ((PermissionDenial) -> Void)?
    /// What the prelude shares with the host (`inspect`, `format`).
    package private(set) var shared: JSValue!
    /// `require`/`import` for this runtime, and its built-in modules.
    package private(set) var modules: ModuleLoader!
    /// The file being run, named in watchdog errors.
    package var mainFile = "<eval>"
    /// How many errors went unhandled (uncaught throws, timeouts, rejections): `run` exits 1 when any.
    package private(set) var unhandledErrorCount = 0
    /// True once `close()` ran.
    package private(set) var isClosed = false

    /// Rejections the engine reported (with their promises), until the loop goes idle
    /// or a handler is attached (`markHandled`). Its own object, so the engine's
    /// callback and the loop's idle hook hold it and not the runtime.
    private let pendingRejections = PendingRejections()

    // The turn budget (JS/turn-budget.js): a turn is one outermost entry with the
    // microtasks drained when it returns.
    /// The current turn's number (`host.turnCheck()`).
    package private(set) var turn = 1
    /// How deep `enter` calls are nested (a turn starts at depth 0 only).
    private var entryDepth = 0
    /// The thread's CPU time (s) when the turn began.
    private var turnStartCPU = 0.0
    /// Turns that ran over budget so far (each one's entry fails with a timeout).
    private var turnsOverBudget = 0
    /// `host.turnState`: `dead[turn] === true` for the turns that ran over budget.
    private var turnDead: JSValue!
    /// The last turn that ran over budget (0: none).
    private var deadTurn = 0
    /// `--max-memory`, when set and measurable here.
    private let memory: MemoryBudget?
    /// True once the process went over `--max-memory`: every timer is cancelled, the loop
    /// stops and no entry runs any more.
    package var isMemoryExhausted: Bool { memory?.exhaustedAt != nil }

    /// Run on the thread that makes each runtime (the thread that then runs its
    /// JavaScript), before the context exists. The `jshost` executable sets it to
    /// opt that thread into its cached thread CPU clock (Sources/CThreadClock), so
    /// the cache serves JavaScript threads only. Set it once, before any runtime
    /// is made; embedders leave it alone.
    nonisolated(unsafe) package static var prepareThread: (() -> Void)?

    package init(options: RuntimeOptions = RuntimeOptions(), reporter: RuntimeReporter? = nil,
                virtualMachine: JSVirtualMachine = JSVirtualMachine()) throws {
        Self.prepareThread?()
        self.options = options
        self.reporter = reporter
        context = JSContext(virtualMachine: virtualMachine)
        loop = EventLoop(clock: options.startEpoch.map { LoopClock(virtual: options.fakeTime, epochAtStart: $0) }
                         ?? LoopClock(virtual: options.fakeTime))
        memory = options.maxMemory.flatMap { HostPlatform.residentBytes() == nil ? nil : MemoryBudget(limit: $0) }
        virtualMachine.setExecutionTimeLimit(seconds: options.timeout)
        if let memory {
            // Checked between slices of script, inside an entry, and after entries.
            virtualMachine.watchBudget(slice: MemoryBudget.slice) { memory.isExceeded() }
        }
        // A throw from here on frees the runtime, and `deinit` closes what was made.
        try installGlobals()
        do {
            modules = try ModuleLoader(runtime: self)
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "module system")
        }
        // The hook runs after every event: with no rejection waiting it reads only
        // the queue; the runtime (unowned) is reached only to report one.
        loop.onIdle.append { [pendingRejections, unowned self] in
            // Work outside any entry (the engine's reports of a flood of rejections) can
            // go over the memory budget too.
            if let memory, memory.isDue, memory.isExceeded(), memory.failure != nil, !memory.endedRun {
                report(memoryFailure()!, entry: "promise rejections")
            }
            if pendingRejections.list.isEmpty && pendingRejections.notShown == 0 { return }
            reportPendingRejections()
        }
    }

    deinit {
        close()
    }

    /// Frees what this runtime made: cancels every timer and posted job, drops the
    /// host hooks and closes the context (every Swift function given to JavaScript
    /// lets go of what it captured). The runtime cannot run JavaScript afterwards.
    /// Idempotent; call it on the runtime's thread.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        loop.close()
        pendingRejections.list = []
        pendingRejections.tracker = nil
        pendingRejections.countedSoFar = nil
        pendingRejections.forgetFunction = nil
        onHTTP = nil
        onPermissionDenied = nil
        shared = nil
        modules?.close()
        context.close()
        reporter = nil
    }

    private func installGlobals() throws {
        let global = context.globalObject
        global.defineHidden("globalThis", global)
        installTimers()
        let host = makeHostBindings()
        installTurnBudget(on: host)
        installRejectionTracking(on: host)
        let shared = JSValue.object(in: context)
        // Only console and basics run at start-up; encoding, URL and fetch are
        // evaluated the first time a script touches one of their globals.
        host.defineFunction("loadPrelude") { [unowned self] arguments in
            let name = arguments.first?.stringValue ?? ""
            guard let source = Prelude.lazySource(named: name) else { throw JSThrownError.typeError("no prelude piece named \(name)") }
            return try context.evaluate(source, sourceURL: "jshost:prelude/\(name)")
        }
        for piece in Prelude.startupSources {
            do {
                let function = try context.evaluate(piece.source, sourceURL: "jshost:prelude/\(piece.name)")
                try function.call([host, shared])
            } catch {
                throw RuntimeError.uncaughtException(error, entry: "prelude \(piece.name)")
            }
        }
        self.shared = shared
        pendingRejections.tracker = host["unhandledRejection"]
        pendingRejections.countedSoFar = host["countedRejections"]
        pendingRejections.forgetFunction = host["forgetRejections"]
        try context.setUnhandledRejectionCallback(pendingRejections.tracker)
    }

    /// `host.keepRejection(promise, reason)` and `host.rejectionBudgetSpent()`
    /// (JS/rejection-tracker.js, the engine's unhandled-rejection callback).
    private func installRejectionTracking(on host: JSValue) {
        host["rejectionReportLimit"] = JSValue(double: Double(Self.rejectionReportLimit), in: context)
        host.defineFunction("keepRejection") { [pendingRejections, unowned context] arguments in
            pendingRejections.add(arguments.first ?? .undefined(in: context), arguments.count > 1 ? arguments[1] : .undefined(in: context))
            return nil
        }
        host.defineFunction("rejectionBudgetSpent") { [unowned self] _ in
            JSValue(bool: rejectionBudgetSpent(), in: context)
        }
    }

    /// Asked by the rejection tracker while the engine reports a flood of unhandled
    /// rejections at the end of a turn: that work is the turn's too. Once the turn has
    /// used up its budget it is a timeout (as `checkTurnBudget` marks it), and the rest
    /// of the flood goes to `Function.prototype` until the turn ends (`endRejectionFlood`).
    /// Outside a turn (a drain when the host releases the engine's lock) no turn is charged.
    private func rejectionBudgetSpent() -> Bool {
        guard entryDepth > 0, checkTurnBudget() < 0 else { return false }
        if !pendingRejections.ignoring {
            pendingRejections.ignoring = true
            pendingRejections.countingStopped = true
            context.ignoreUnhandledRejections()
        }
        return true
    }

    /// After a turn whose flood of rejections outran its budget, the next turns' rejections
    /// are counted again.
    private func endRejectionFlood() {
        guard pendingRejections.ignoring else { return }
        pendingRejections.ignoring = false
        try? context.setUnhandledRejectionCallback(pendingRejections.tracker)
    }

    // MARK: Entering JavaScript

    /// Runs `body` as one entry into JavaScript under the watchdog, and turns
    /// a throw or a termination into an `EntryFailure`. An outermost entry starts
    /// a turn: it holds the engine's lock while `body` runs and then drains the
    /// microtasks `body` left inside one more entry, under the same CPU budget
    /// (`drainTurn`). The engine's termination of `body` or of one of those
    /// microtasks, or a promise chain that ran the turn over its budget, is a timeout
    /// of this entry.
    @inline(__always)
    package func enter<Value>(_ body: () throws(JSException) -> Value) -> Result<Value, EntryFailure> {
        if let memory, let failure = memory.failure { return .failure(failure) }
        if entryDepth == 0 { return enterTurn(body) }
        entryDepth += 1
        defer { entryDepth -= 1 }
        let terminations = unabsorbedTerminations
        let overBudget = turnsOverBudget
        do {
            let value = try body()
            if let failure = memoryFailure() { return .failure(failure) }
            if unabsorbedTerminations != terminations || turnsOverBudget != overBudget {
                if unabsorbedTerminations != terminations { absorbNestedTermination() }
                return .failure(.timeout(seconds: options.timeout))
            }
            return .success(value)
        } catch {
            if let failure = memoryFailure() { return .failure(failure) }
            if unabsorbedTerminations != terminations { absorbNestedTermination() }
            return .failure(failure(error))
        }
    }

    /// The engine's terminations that no nested entry has answered for yet: the one a
    /// nested entry reports as its own timeout is not the enclosing entry's too.
    private var unabsorbedTerminations: Int { context.virtualMachine.terminations - absorbedTerminations }
    /// Terminations that nested entries reported as their own timeouts.
    private var absorbedTerminations = 0

    /// After the engine terminated a nested entry (a handler that `simulate.tap` ran from
    /// a test, a callback an SDK call made), the code around it goes on; but the
    /// engine's watchdog, once it has fired, watches nothing more until the next
    /// outermost entry, so a second runaway in the same outer entry would never be
    /// stopped. Set anew, the limit is armed again for what follows.
    /// The nested entry's failure is that termination's report: the enclosing entries
    /// do not fail for it too, and what follows in them gets the budget anew (the
    /// watchdog's and the turn's, JS/turn-budget.js).
    private func absorbNestedTermination() {
        absorbedTerminations = context.virtualMachine.terminations
        turnStartCPU = Self.threadCPUTime()
        context.virtualMachine.resumeAfterTermination()
        context.discardPendingTermination()
        context.virtualMachine.setExecutionTimeLimit(seconds: options.timeout)
    }

    /// An outermost entry: one turn.
    private func enterTurn<Value>(_ body: () throws(JSException) -> Value) -> Result<Value, EntryFailure> {
        beginTurn()
        entryDepth += 1
        let terminations = unabsorbedTerminations
        let overBudget = turnsOverBudget
        // Held across `body` and the drain: the API calls inside do not drain the
        // queue job by job when they return, the drain below does it in one entry.
        context.lock()
        let outcome: Result<Value, JSException>
        do { outcome = .success(try body()) } catch { outcome = .failure(error) }
        drainTurn(ranAway: unabsorbedTerminations != terminations)
        // What the host does between entries reads values freely again.
        if context.virtualMachine.isStopping { context.virtualMachine.resumeAfterTermination() }
        context.unlock()
        entryDepth -= 1
        endRejectionFlood()
        if let memory, memory.isDue { _ = memory.isExceeded() }
        if let failure = memoryFailure() { return .failure(failure) }
        if unabsorbedTerminations != terminations || turnsOverBudget != overBudget {
            if unabsorbedTerminations != terminations { context.discardPendingTermination() }
            return .failure(.timeout(seconds: options.timeout))
        }
        switch outcome {
        case let .success(value): return .success(value)
        case let .failure(exception): return .failure(failure(exception))
        }
    }

    /// Runs the microtasks of the turn inside one entry, so that the engine's time
    /// limit covers them together: left to the release of the lock, each job would be
    /// an entry of its own with a fresh limit, and a loop of bare `await`s - which
    /// no `then` of JS/turn-budget.js sees - would never stop. When the engine
    /// terminated the body or terminates the drain, the turn is over budget: what it
    /// still left queued (other chains of the same turn) is run out under a short
    /// limit, chain by chain, so that nothing of it is left for the next event.
    private func drainTurn(ranAway: Bool) {
        guard JSContext.canDrainMicrotasksInEntry else { return }
        let machine = context.virtualMachine
        if !ranAway {
            // The drain gets what the turn has left of its budget (the engine arms the
            // full limit for each entry); a turn that used less than the clock's 1 ms
            // resolution leaves the limit as it is.
            let before = unabsorbedTerminations
            let used = Self.threadCPUTime() - turnStartCPU
            if used > 0.001 { machine.setExecutionTimeLimit(seconds: max(options.timeout - used, 0.001)) }
            _ = try? context.drainMicrotasksInEntry()
            if used > 0.001 { machine.setExecutionTimeLimit(seconds: options.timeout) }
            if unabsorbedTerminations == before { return }
        }
        // The turn ran away (its body or its microtasks were terminated).
        markTurnOverBudget()
        machine.setExecutionTimeLimit(seconds: min(options.timeout, Self.residueLimit))
        defer { machine.setExecutionTimeLimit(seconds: options.timeout) }
        for _ in 0..<Self.residueDrains {
            let count = unabsorbedTerminations
            _ = try? context.drainMicrotasksInEntry()
            if unabsorbedTerminations == count { break }
        }
    }

    /// The CPU seconds each chain left by a runaway turn may still run (`drainTurn`).
    static let residueLimit = 0.005
    /// At most this many chains left by a runaway turn are run out (`drainTurn`).
    static let residueDrains = 1000

    /// `.memory` once the process went over `--max-memory` (the first time: every timer
    /// is cancelled and the loop stops, so the run ends).
    private func memoryFailure() -> EntryFailure? {
        guard let memory, let failure = memory.failure else { return nil }
        if !memory.endedRun {
            memory.endedRun = true
            loop.cancelAllTimers()
            loop.stop()
        }
        return failure
    }

    /// Marks the current turn as over budget (its promise jobs no longer run).
    private func markTurnOverBudget() {
        guard deadTurn != turn else { return }
        deadTurn = turn
        turnDead[String(turn)] = JSValue(bool: true, in: context)
    }

    /// Starts a new turn: its CPU budget is measured from its first check.
    @inline(__always)
    private func beginTurn() {
        // A termination outside any turn (a conversion the host made between entries).
        if context.virtualMachine.isStopping { context.virtualMachine.resumeAfterTermination() }
        turn &+= 1
        turnStartCPU = Self.threadCPUTime()
        if memory != nil { context.virtualMachine.noteEntryStart(cpu: turnStartCPU) }
    }

    /// `host.turnCheck()` and `host.turnState` (JS/turn-budget.js).
    private func installTurnBudget(on host: JSValue) {
        let state = JSValue.object(in: context)
        let dead = JSValue.object(in: context)
        state["dead"] = dead
        turnDead = dead
        host["turnState"] = state
        host.defineFunction("turnCheck") { [unowned self] _ in
            JSValue(double: Double(checkTurnBudget()), in: context)
        }
    }

    /// The current turn's number, negated once its CPU time (microtasks included)
    /// is more than `--timeout`; the first time that is seen the turn is marked dead.
    private func checkTurnBudget() -> Int {
        if turn == deadTurn { return -turn }
        if Self.threadCPUTime() - turnStartCPU >= options.timeout {
            deadTurn = turn
            turnDead[String(turn)] = JSValue(bool: true, in: context)
            turnsOverBudget += 1
            return -turn
        }
        return turn
    }

    /// This thread's CPU time in seconds.
    package static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// What an exception out of an entry means: the watchdog's termination or a throw.
    package func failure(_ exception: JSException) -> EntryFailure {
        if let failure = memory?.failure { return failure }
        return exception.isTermination ? .timeout(seconds: options.timeout) : .exception(exception)
    }

    /// Like `enter`, but an unhandled failure is reported (and counted) as
    /// coming from `entry` in `file`.
    @discardableResult
    package func enterReporting(_ entry: String, file: String? = nil, _ body: () throws(JSException) -> JSValue) -> JSValue? {
        switch enter(body) {
        case let .success(value): return value
        case let .failure(failure):
            report(failure, entry: entry, file: file)
            return nil
        }
    }

    /// Reports an entry failure that nothing handled.
    package func report(_ failure: EntryFailure, entry: String, file: String? = nil) {
        switch failure {
        case let .exception(exception):
            if routeToErrorUtils(exception, entry: entry, file: file) { return }
            report(.uncaughtException(exception, entry: entry))
        case let .timeout(seconds): report(.timeout(file: file ?? mainFile, entry: entry, seconds: seconds))
        case let .memory(resident, limit): report(.memoryExceeded(file: file ?? mainFile, entry: entry, residentMB: resident, limitMB: limit))
        }
    }

    package func report(_ error: RuntimeError) {
        unhandledErrorCount += 1
        var error = error
        // Positions in TypeScript and JSX files are taken back to the user's source.
        switch error {
        case let .uncaughtException(exception, entry): error = .uncaughtException(modules.remap(exception), entry: entry)
        case let .unhandledRejection(exception): error = .unhandledRejection(modules.remap(exception))
        default: break
        }
        reporter?.runtimeError(error)
    }

    /// Reports a denied access to `onPermissionDenied`, placed at the user's code that
    /// asked for it: `site` is an error made while the native call that was denied ran
    /// (its stack is the caller's), nil when no script is on the stack.
    func reportDenial(_ message: String, site: JSValue?) {
        guard let onPermissionDenied else { return }
        var denial = PermissionDenial(message: message)
        if let site {
            let exception = modules.remap(JSException(value: site))
            if let file = exception.file, !file.hasPrefix("jshost:"), let line = exception.line {
                denial.file = file
                denial.line = line
                denial.column = exception.column
                denial.stack = exception.stack
            } else if let stack = exception.stack, let first = stack.split(separator: "\n").lazy.compactMap({ ModuleLoader.frameLocation(String($0)) }).first(where: { !$0.file.hasPrefix("jshost:") }) {
                denial.file = first.file
                denial.line = first.line
                denial.column = first.column
                denial.stack = stack
            }
        }
        onPermissionDenied(denial)
    }

    /// Evaluates a classic script (no module syntax) as one entry.
    @discardableResult
    package func evaluateScript(_ source: String, file: String) -> JSValue? {
        enterReporting("top level", file: file) { () throws(JSException) in try context.evaluate(source, sourceURL: file) }
    }

    /// Loads `path` as the main module (CommonJS or ES module syntax), or, with
    /// `classic`, as a classic script when it has neither (docs/modules.md).
    package func runMain(path: String, classic: Bool = false) {
        mainFile = path
        modules.runMain(path: path, classic: classic)
    }

    /// Runs the event loop until nothing is pending.
    package func run() {
        loop.run()
    }

    private func reportPendingRejections() {
        let rejections = pendingRejections.list
        pendingRejections.list = []
        for rejection in rejections { report(.unhandledRejection(rejection.reason)) }
        let notShown = pendingRejections.notShown
        if notShown > 0 {
            report(.unhandledRejectionsNotShown(count: notShown, countingStopped: pendingRejections.countingStopped))
            pendingRejections.markShown()
        }
    }

    /// How many unhandled rejections a run reports one by one; the rest are counted
    /// (a loop that rejects millions of promises would otherwise print millions of
    /// errors, keep every reason alive and run long past its budget).
    package static let rejectionReportLimit = 100

    /// `promise` got its rejection handler after the engine reported it unhandled
    /// (the engine reports when the microtask queue drains, which can be before the
    /// host attaches `then` to a promise that a call returned already rejected): it is
    /// not reported.
    package func markHandled(_ promise: JSValue) {
        guard !pendingRejections.list.isEmpty else { return }
        let before = pendingRejections.list.count
        pendingRejections.list.removeAll { $0.promise.strictlyEquals(promise) }
        pendingRejections.forget(before - pendingRejections.list.count)
    }

    // MARK: Helpers for the layers above

    /// Node's `util.inspect(value)` as the prelude implements it.
    package func inspect(_ value: JSValue) -> String {
        (try? shared["inspect"].call([value]))?.stringValue ?? value.stringValue
    }

    /// Node's `util.format(...values)`.
    package func format(_ values: [JSValue]) -> String {
        (try? shared["format"].call(values))?.stringValue ?? values.map(\.stringValue).joined(separator: " ")
    }
}

/// The unhandled rejections waiting for the loop to go idle.
private final class PendingRejections {
    var list: [(promise: JSValue, reason: JSException)] = []
    /// Rejections kept for reporting so far in the run (at most `Runtime.rejectionReportLimit`;
    /// the tracker, JS/rejection-tracker.js, keeps the same count).
    private var kept = 0
    /// The engine's callback (JS/rejection-tracker.js), its count of the rejections past
    /// the limit (which it no longer hands to the host) and its `forgetRejections`.
    var tracker: JSValue!
    var countedSoFar: JSValue!
    var forgetFunction: JSValue!
    /// True once the limit was reached: from then on the tracker may have counted.
    private var full = false
    /// True while a flood that outran its turn's budget goes to `Function.prototype`.
    var ignoring = false
    /// True once a flood was not counted to its end: the count is a lower bound.
    var countingStopped = false
    /// What the last report covered.
    private var shown = 0

    /// Rejections past the limit not reported yet (their reasons are never read or kept).
    var notShown: Int { full ? counted - shown : 0 }

    private var counted: Int { Int((try? countedSoFar.call([]))?.doubleValue ?? 0) }

    func markShown() {
        shown = counted
        countingStopped = false
    }

    /// Keeps a rejection for the report (the tracker hands over no more than the limit).
    func add(_ promise: JSValue, _ reason: JSValue) {
        kept += 1
        if kept >= Runtime.rejectionReportLimit { full = true }
        list.append((promise, JSException(value: reason)))
    }

    /// `removed` kept rejections got a handler after all: as many more may be kept.
    func forget(_ removed: Int) {
        guard removed > 0 else { return }
        kept -= removed
        // Not told (a stopped entry's call throws): the tracker may count before the host
        // is full again, so its count is read from now on.
        if (try? forgetFunction.call([JSValue(double: Double(removed), in: forgetFunction.context)])) == nil { full = true }
    }
}

/// `--max-memory`: the process's resident memory, read at most every `interval` between
/// entries and after every `slice` of script inside one (docs/cli.md).
private final class MemoryBudget {
    /// CPU seconds of script between two checks inside an entry.
    static let slice = 0.05
    /// Nanoseconds between two checks after entries (a read of /proc costs microseconds;
    /// an event costs about one).
    static let interval: UInt64 = 20_000_000

    let limit: Int
    /// The resident bytes seen when the budget was first exceeded.
    private(set) var exhaustedAt: Int?
    /// The run was ended for it (timers cancelled, loop stopped).
    var endedRun = false
    private var lastCheck: UInt64 = 0

    init(limit: Int) { self.limit = limit }

    /// Whether a check after an entry is due.
    var isDue: Bool { HostPlatform.monotonicNanoseconds() &- lastCheck >= Self.interval }

    /// Reads the resident memory; true (and remembered) once it is over the limit.
    func isExceeded() -> Bool {
        if exhaustedAt != nil { return true }
        lastCheck = HostPlatform.monotonicNanoseconds()
        guard let resident = HostPlatform.residentBytes(), resident > limit else { return false }
        exhaustedAt = resident
        return true
    }

    var failure: EntryFailure? {
        exhaustedAt.map { .memory(residentMB: $0 >> 20, limitMB: limit >> 20) }
    }
}
