import Testing
@testable import HostRuntime
@testable import JSCore

/// Runs `source` in a fresh runtime to completion and returns what it printed and reported.
func runScript(_ source: String, fakeTime: Bool = true, timeout: Double = 2) throws -> CollectingReporter {
    let reporter = CollectingReporter()
    let runtime = try Runtime(options: RuntimeOptions(timeout: timeout, fakeTime: fakeTime), reporter: reporter)
    runtime.mainFile = "/test/main.js"
    runtime.evaluateScript(source, file: "/test/main.js")
    runtime.run()
    return reporter
}

@Suite struct EventLoopTests {
    @Test func timersRunInDeadlineThenCreationOrderWithMicrotasksBetween() throws {
        let out = try runScript("""
        const log = [];
        setTimeout(() => { log.push('t10a'); Promise.resolve().then(() => log.push('micro after t10a')); }, 10);
        setTimeout(() => log.push('t0'), 0);
        setTimeout(() => log.push('t10b'), 10);
        setTimeout(() => log.push('t5'), 5);
        queueMicrotask(() => log.push('micro'));
        Promise.resolve().then(() => log.push('promise'));
        setTimeout(() => console.log(log.join(',')), 20);
        """)
        #expect(out.stdout == "micro,promise,t0,t5,t10a,micro after t10a,t10b\n")
    }

    /// What a settle after each event runs: the timers due now, not later ones, and
    /// time does not move.
    @Test func runDueRunsOnlyWhatIsDueNow() {
        for virtual in [true, false] {
            let loop = EventLoop(clock: LoopClock(virtual: virtual))
            var fired: [String] = []
            loop.schedule(after: 0) { fired.append("now") }
            loop.schedule(after: 60_000) { fired.append("later") }
            let before = loop.clock.now
            loop.runDue()
            #expect(fired == ["now"], "virtual: \(virtual)")
            #expect(loop.hasTimers)
            if virtual { #expect(loop.clock.now == before) }
            // With no timer waiting, one made during the run waits for the next run on
            // a real clock (it was not due when the run began), as with run(until: now).
            let idle = EventLoop(clock: LoopClock(virtual: virtual))
            var order: [String] = []
            idle.schedule(after: 0) { order.append("first"); idle.schedule(after: 0) { order.append("made during") } }
            idle.runDue()
            #expect(order == ["first"] || virtual, "virtual: \(virtual)")
        }
    }

    @Test func intervalsRepeatUntilCleared() throws {
        let out = try runScript("""
        let n = 0;
        const id = setInterval(() => { n++; if (n === 3) clearInterval(id); }, 100);
        setTimeout(() => console.log('ticks ' + n + ' at ' + performance.now()), 1000);
        """)
        #expect(out.stdout == "ticks 3 at 1000\n")
    }

    @Test func nestedTimersAndClearTimeout() throws {
        let out = try runScript("""
        const cancelled = setTimeout(() => console.log('never'), 5);
        setTimeout(() => {
          clearTimeout(cancelled);
          setTimeout(() => console.log('inner'), 0);
          console.log('outer');
        }, 1);
        setImmediate(() => console.log('immediate'));
        """)
        #expect(out.stdout == "immediate\nouter\ninner\n")
    }

    @Test func exceptionInsideATimerIsReportedAndOtherTimersRun() throws {
        let out = try runScript("""
        setTimeout(() => { throw new TypeError('broken timer') }, 1);
        setTimeout(() => console.log('still running'), 2);
        """)
        #expect(out.stdout == "still running\n")
        #expect(out.errors.count == 1)
        let error = try #require(out.errors.first?.exception)
        #expect(error.headline == "TypeError: broken timer")
        #expect(error.file == "/test/main.js")
        #expect(error.line == 1)
    }

    @Test func watchdogStopsRunawayTimerAndTheLoopGoesOn() throws {
        let out = try runScript("""
        setTimeout(() => { for (;;) {} }, 1);
        setTimeout(() => console.log('after runaway'), 2);
        """, timeout: 0.1)
        #expect(out.stdout == "after runaway\n")
        guard case let .timeout(file, entry, seconds)? = out.errors.first else {
            Issue.record("expected a timeout, got \(out.errors)")
            return
        }
        #expect(file == "/test/main.js")
        #expect(entry == "timer callback")
        #expect(seconds == 0.1)
        #expect(out.errors.first!.description.contains("--timeout"))
    }

    /// `await` on a native promise schedules its continuation without calling
    /// `Promise.prototype.then`, so only the engine's time limit can stop a loop of
    /// bare awaits: the turn's microtasks are drained inside one watched entry.
    /// Two such loops and a microtask chain in one timer are stopped together, as
    /// that timer's timeout, and the next timer runs.
    @Test(arguments: ["for (;;) await null;", "for (;;) await 1;", "while (true) { await undefined; }"])
    func aLoopOfBareAwaitsIsStoppedAndTheNextTimerRuns(_ loop: String) throws {
        let out = try runScript("""
        setTimeout(() => {
          (async () => { \(loop) })();
          (async () => { \(loop) })();
          queueMicrotask(function f() { queueMicrotask(f); });
        }, 1);
        setTimeout(() => console.log('after runaway'), 2);
        """, timeout: 0.1)
        #expect(out.stdout == "after runaway\n")
        #expect(out.errors.count == 1)
        guard case let .timeout(file, entry, _)? = out.errors.first else {
            Issue.record("expected a timeout, got \(out.errors)")
            return
        }
        #expect(file == "/test/main.js")
        #expect(entry == "timer callback")
    }

    @Test func fakeTimeFinishesATenMinuteChainAtOnce() throws {
        let out = try runScript("""
        const start = Date.now();
        let steps = 0;
        (function step() { if (++steps < 600) setTimeout(step, 1000); else console.log(steps + ' steps, ' + (Date.now() - start) + ' ms, perf ' + performance.now()); })();
        """)
        #expect(out.stdout == "600 steps, 599000 ms, perf 599000\n")
    }

    @Test func realTimeTimersWaitForRealTime() throws {
        let out = try runScript("const t0 = performance.now(); setTimeout(() => console.log(performance.now() - t0 >= 30 ? 'waited' : 'early'), 30);", fakeTime: false)
        #expect(out.stdout == "waited\n")
    }

    @Test func unhandledRejectionsAreReportedWhenIdleButHandledOnesAreNot() throws {
        let out = try runScript("""
        Promise.reject(new Error('nobody handles this'));
        const handled = Promise.reject(new Error('handled in the same turn'));
        handled.catch(() => {});
        """)
        #expect(out.errors.count == 1)
        guard case let .unhandledRejection(exception)? = out.errors.first else {
            Issue.record("expected an unhandled rejection, got \(out.errors)")
            return
        }
        #expect(exception.headline == "Error: nobody handles this")
    }

    @Test func uncaughtTopLevelErrorNamesFileLineAndColumn() throws {
        let out = try runScript("const a = 1;\nnull.boom;")
        let description = try #require(out.errors.first?.description)
        #expect(description.hasPrefix("/test/main.js:2:"))
        #expect(description.contains("TypeError"))
    }
}
