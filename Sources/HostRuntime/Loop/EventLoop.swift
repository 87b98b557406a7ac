import Foundation
import Synchronization

/// The run loop of one runtime, in the spirit of quickjs-libc's: run one due
/// timer, let JavaScriptCore drain microtasks (it does so when each outermost
/// call returns), take completions posted by other threads, and stop when no
/// timer and no host operation is left.
///
/// Everything but `post(_:)` must be called on the loop's own thread.
package final class EventLoop {
    package typealias TimerID = Int

    package let clock: LoopClock
    // The stored `var`s are `@exclusivity(unchecked)`: the loop's state is read several
    // times after every event, each read of a class's `var` otherwise a run-time check
    // (docs/performance.md, "Per-event cost"); all of it is touched on the loop's thread only.
    @exclusivity(unchecked) private var timers = TimerQueue() {
        // Only the flip between none and some is reported; `oldValue` is not read, so the
        // queue is still mutated in place.
        didSet {
            let has = !timers.isEmpty
            if has != hadTimers { hadTimers = has; onTimersChange?(has) }
        }
    }
    @exclusivity(unchecked) private var hadTimers = false
    /// Called on the loop's thread when the loop goes from no timer waiting to some, or back:
    /// `jshost test`'s fake timers read the answer as a property instead of asking at every
    /// fake timer (docs/performance.md).
    @exclusivity(unchecked) package var onTimersChange: ((Bool) -> Void)?
    @exclusivity(unchecked) private var nextTimerID = 1
    @exclusivity(unchecked) private var nextSequence = 0
    /// Host operations (I/O) started and not yet completed.
    @exclusivity(unchecked) package private(set) var pendingOperations = 0
    /// Called when the loop is about to go idle; may schedule more work.
    @exclusivity(unchecked) package var onIdle: [() -> Void] = []
    private let inbox = Inbox()
    @exclusivity(unchecked) private var stopped = false
    /// Asked before each step of `run`: true ends the run at once (the clock stays
    /// where it is). `jshost test` bounds the CPU time of `simulate.advance` with it.
    @exclusivity(unchecked) package var shouldStop: (() -> Bool)?

    package init(clock: LoopClock) {
        self.clock = clock
    }

    /// Work of the process's that must run on the JavaScript thread between events and
    /// while the loop waits: `jshost run --inspect` serves JavaScriptCore's inspector with
    /// it (docs/debugging.md). With it set, a wait is cut into slices of `servicePeriod` ms.
    nonisolated(unsafe) package static var service: (() -> Void)?
    package static let servicePeriod: Double = 10

    // MARK: Timers

    /// The longest timer delay, in ms: 2^31-1, as in browsers and Node, whose
    /// `setTimeout` makes a longer delay 1 ms (`Runtime.installTimers`).
    package static let maximumDelay: Double = 2_147_483_647

    /// Runs `job` after `delay` ms (and every `delay` ms when `repeats`).
    /// Timers fire in (deadline, creation sequence) order.
    @discardableResult
    package func schedule(after delay: Double, repeats: Bool = false, _ job: @escaping () -> Void) -> TimerID {
        let id = nextTimerID
        nextTimerID += 1
        let delay = delay.isFinite ? max(0, delay) : 0
        timers.insert(ScheduledTimer(id: id, deadline: clock.now + delay, sequence: nextSequence,
                                     interval: repeats ? max(delay, 1) : nil, job: job))
        nextSequence += 1
        return id
    }

    package func cancel(_ id: TimerID) {
        timers.remove(id: id)
        scheduleTimers.remove(id)
    }

    /// Timers that stand for a notification the OS has scheduled (a trigger's next firing,
    /// marked by the surface that armed them): they fire as time passes, but they are not
    /// the run's work — `runToEnd(… schedulesHoldRun: false)` ends when only they are left,
    /// and they do not count against its timer limit.
    private var scheduleTimers: Set<TimerID> = []

    /// Marks timer `id` as a notification schedule (see `scheduleTimers`).
    package func markSchedule(_ id: TimerID) { scheduleTimers.insert(id) }

    /// How many waiting timers are the run's work (not notification schedules).
    package var workTimerCount: Int { timers.count - scheduleTimers.count }

    package var hasTimers: Bool { !timers.isEmpty }
    /// When the earliest timer is due, if any.
    package var nextDeadline: Double? { timers.first?.deadline }

    /// The id the next timer will get: timers made from now on have this id or a later one.
    package var nextTimer: TimerID { nextTimerID }

    /// Cancels every waiting timer.
    package func cancelAllTimers() {
        timers = TimerQueue()
        scheduleTimers = []
    }

    /// Cancels every waiting timer made since `nextTimer` read `first` (intervals included).
    package func cancelTimers(madeFrom first: TimerID) {
        timers.remove(idsFrom: first)
        scheduleTimers = scheduleTimers.filter { $0 < first }
    }

    // MARK: Host operations from other threads

    /// Marks the start of an operation whose completion will arrive with `complete(_:)`.
    package func beginOperation() -> OperationToken {
        pendingOperations += 1
        return OperationToken(inbox: inbox)
    }

    /// Posts a job to run on the loop's thread; safe from any thread.
    package func post(_ job: @escaping @Sendable () -> Void) {
        inbox.push(job, completesOperation: false)
    }

    package func stop() { stopped = true }

    /// Ends the loop for good (part of `Runtime.close()`): drops every timer,
    /// idle hook and posted job (and what their closures hold). Jobs posted later,
    /// by I/O still in flight on other threads, are dropped as they arrive.
    package func close() {
        stopped = true
        timers = TimerQueue()
        onIdle = []
        pendingOperations = 0
        inbox.close()
    }

    // MARK: Running

    /// Runs until nothing is pending (or `stop()`). With `limit` (ms on the
    /// loop's clock) only timers due by then run, and the clock ends at
    /// `limit`: `run(until: clock.now)` settles what is due now, and
    /// `run(until: clock.now + ms)` advances time by `ms`.
    package func run(until limit: Double? = nil) {
        run(limit.map { .at($0) } ?? .none)
    }

    /// Runs until nothing is pending, as `run()`, but fires only timers due by `horizon`
    /// (ms on the loop's clock; nil: any) and at most `timerLimit` of them (notification
    /// schedules not counted); the timers still waiting then are cancelled. Returns how many
    /// of them were the run's work. With `schedulesHoldRun` false the run ends once only
    /// notification schedules are left (they are cancelled, not counted); with it true they
    /// fire up to the horizon as any timer.
    @discardableResult
    package func runToEnd(horizon: Double?, timerLimit: Int?, schedulesHoldRun: Bool = true) -> Int {
        run(.end(horizon: horizon ?? .infinity, timerLimit: timerLimit ?? .max, schedulesHoldRun: schedulesHoldRun))
        let left = workTimerCount
        if !timers.isEmpty { cancelAllTimers() }
        return left
    }

    /// Runs what is due now — timers whose deadline has come, posted jobs, microtasks —
    /// without moving time: `run(until: clock.now)`. With no timer waiting on a real
    /// clock, no timer made during the run can be due by the time it began, so the
    /// clock is not read (a settle after every event then costs no clock reading).
    package func runDue() {
        if timers.isEmpty && !clock.isVirtual {
            // After almost every event nothing was posted and no I/O is in flight:
            // the loop only goes idle, so it does just that (as `run` would).
            if pendingOperations == 0 && inbox.isEmpty {
                for hook in onIdle { hook() }
                if inbox.isEmpty { return }
            }
            run(.noTimer)
        } else {
            run(.at(clock.now))
        }
    }

    private enum Limit {
        case none
        /// No timer is due (made during the run, they wait for the next).
        case noTimer
        case at(Double)
        /// Timers due by `horizon`, at most `timerLimit` of them (`runToEnd`).
        case end(horizon: Double, timerLimit: Int, schedulesHoldRun: Bool)
    }

    private func run(_ limit: Limit) {
        stopped = false
        var fired = 0
        func inRange(_ timer: ScheduledTimer) -> Bool {
            switch limit {
            case .none: return true
            case .noTimer: return false
            case .at(let ms): return timer.deadline <= ms
            case let .end(horizon, timerLimit, schedulesHoldRun):
                if !schedulesHoldRun && workTimerCount == 0 { return false }
                return timer.deadline <= horizon && (fired < timerLimit || scheduleTimers.contains(timer.id))
            }
        }
        let service = Self.service
        func wait(_ milliseconds: Double?) {
            guard let service else { return inbox.wait(milliseconds: milliseconds) }
            service()
            inbox.wait(milliseconds: min(milliseconds ?? Self.servicePeriod, Self.servicePeriod))
            service()
        }
        while !stopped {
            if let shouldStop, shouldStop() { return }
            service?()
            if runPostedJobs() { continue }
            let next = timers.first.flatMap { inRange($0) ? $0 : nil }
            if let next, next.deadline <= clock.now || (clock.isVirtual && pendingOperations == 0) {
                let timer = timers.popFirst()!
                if scheduleTimers.remove(timer.id) == nil { fired += 1 }
                fire(timer)
                continue
            }
            if pendingOperations > 0 {
                // Wait for I/O (on a virtual clock, before moving time), or for the next real timer.
                wait(clock.isVirtual ? nil : next.map { max(0, $0.deadline - clock.now) })
                continue
            }
            if let next {
                wait(max(0, next.deadline - clock.now))
                continue
            }
            if case .at(let ms) = limit, !clock.isVirtual, clock.now < ms {
                wait(ms - clock.now)
                continue
            }
            for hook in onIdle { hook() }
            if runPostedJobs() || timers.first.map(inRange) == true { continue }
            break
        }
        if case .at(let ms) = limit { clock.advance(to: ms) }
    }

    /// Runs every job posted so far; true when any ran.
    private func runPostedJobs() -> Bool {
        let (jobs, completed) = inbox.drain()
        pendingOperations -= completed
        for job in jobs { job() }
        return !jobs.isEmpty
    }

    private func fire(_ timer: ScheduledTimer) {
        clock.advance(to: timer.deadline)
        if let interval = timer.interval {
            var next = timer
            next.deadline = max(timer.deadline + interval, clock.now)
            next.sequence = nextSequence
            nextSequence += 1
            timers.insert(next)
        }
        timer.job()
    }
}

/// A handle to complete a host operation from any thread.
package struct OperationToken: @unchecked Sendable {
    fileprivate let inbox: Inbox
    /// Posts `job` to the loop and marks the operation done.
    package func complete(_ job: @escaping @Sendable () -> Void) {
        inbox.push(job, completesOperation: true)
    }
}

/// The thread-safe queue of jobs posted to the loop.
private final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private var completed = 0
    /// How many jobs wait, readable without the lock: the loop drains after every
    /// event, and almost always finds nothing. A job posted just after the check is
    /// found by the next drain, or by `wait`, which looks under the lock.
    private let waiting = Atomic<Int>(0)
    private var closed = false

    func push(_ job: @escaping () -> Void, completesOperation: Bool) {
        condition.lock()
        if closed {
            condition.unlock()
            // Dropped here, outside the lock: what the job holds (JS values) is
            // released with the engine's lock, never while holding this one.
            return
        }
        jobs.append(job)
        if completesOperation { completed += 1 }
        waiting.store(jobs.count, ordering: .releasing)
        condition.signal()
        condition.unlock()
    }

    /// Whether no job waits (without the lock; see `waiting`).
    var isEmpty: Bool { waiting.load(ordering: .acquiring) == 0 }

    func drain() -> ([() -> Void], Int) {
        guard waiting.load(ordering: .acquiring) > 0 else { return ([], 0) }
        condition.lock()
        defer { condition.unlock() }
        guard !jobs.isEmpty else { return ([], 0) }
        let taken = (jobs, completed)
        jobs = []
        completed = 0
        waiting.store(0, ordering: .releasing)
        return taken
    }

    /// Drops the waiting jobs (released outside the lock) and refuses new ones.
    func close() {
        condition.lock()
        let dropped = jobs
        jobs = []
        completed = 0
        closed = true
        waiting.store(0, ordering: .releasing)
        condition.signal()
        condition.unlock()
        _ = dropped
    }

    func wait(milliseconds: Double?) {
        condition.lock()
        defer { condition.unlock() }
        guard jobs.isEmpty else { return }
        // A far-future deadline (a virtual `advance` of 1e308 on a real clock) waits a day
        // at a time: Foundation traps on a date it cannot represent, and the loop asks again.
        if let milliseconds = milliseconds.map({ min($0, 86_400_000) }) {
            _ = condition.wait(until: Date(timeIntervalSinceNow: milliseconds / 1000))
        } else {
            condition.wait()
        }
    }
}
