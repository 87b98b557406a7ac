import Foundation
import Testing

/// Runaway code that JavaScriptCore's per-entry watchdog alone does not stop: endless
/// microtask and promise chains (each job is its own entry, so the engine's limit
/// restarts for every one), and a loop after an `await` (the engine stops it inside a
/// microtask, where the entry that drained it never saw the termination).
@Suite struct RunawayTests {
    static let script = """
    import { setCategories, registerAction } from 'jshost';
    setCategories([{ id: 'c', actions: ['micro', 'then', 'tick', 'mixed', 'asyncspin', 'awaitloop', 'awaits', 'ok'].map((id) => ({ id, title: id, type: id })) }]);
    registerAction('micro', () => { queueMicrotask(function f() { queueMicrotask(f); }); return 'started'; });
    registerAction('then', () => { Promise.resolve().then(function f() { return Promise.resolve().then(f); }); return 'started'; });
    registerAction('tick', () => { process.nextTick(function f() { process.nextTick(f); }); return 'started'; });
    registerAction('mixed', () => { (async function f() { await null; Promise.resolve().then(f); })(); return 'started'; });
    registerAction('asyncspin', async () => { await null; for (;;) {} });
    registerAction('awaitloop', async () => { for (;;) await null; });
    registerAction('awaits', () => { (async () => { for (;;) await 1; })(); (async () => { let i = 0; for (;;) await { i: i++ }; })(); return 'started'; });
    registerAction('ok', () => Promise.resolve(41).then((n) => 'fine ' + (n + 1)));
    """

    @Test(arguments: ["micro", "then", "tick", "mixed", "asyncspin", "awaitloop", "awaits"])
    func aRunawayChainIsAStoppedHandlerAndTheNextEventRuns(_ action: String) throws {
        let f = try TemporaryFolder(["h.mjs": Self.script, "events.ndjson": """
        {"push": {"aps": {"alert": "x", "category": "c"}}, "id": "n1"}
        {"response": "n1", "action": "\(action)"}
        {"response": "n1", "action": "ok"}
        """])
        let result = try JSHost.run(["run", "h.mjs", "--events", "events.ndjson", "--timeout", "0.3", "--json"], in: f.url, timeout: 30)
        #expect(result.status == 1)
        let errors = result.effects("error")
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error["reason"] as? String == "timeout")
        #expect(error["notification"] as? String == "n1")
        #expect((error["message"] as? String)?.contains("registerAction('\(action)') handler in \(f.path("h.mjs")) ran longer than the 0.3 s CPU-time budget") == true)
        let handlers = result.effects("handler")
        #expect(handlers.map { $0["result"] as? String } == ["fine 42"], "the runaway handler is not a success; the next one runs")
    }

    /// At the top level of a script a chain is stopped as the top level's timeout, and
    /// the timers after it still run.
    @Test func aChainAtTopLevelIsStoppedAndTimersStillRun() throws {
        let f = try TemporaryFolder(["main.js": """
        setTimeout(() => console.log('timer ran'), 5);
        queueMicrotask(function f() { queueMicrotask(f); });
        """])
        let result = try JSHost.run(["run", f.path("main.js"), "--timeout", "0.3"], timeout: 30)
        #expect(result.status == 1)
        #expect(result.stdout == "timer ran\n")
        #expect(result.stderr.contains("\(f.path("main.js")): top level ran longer than the 0.3 s CPU-time budget (--timeout)"))
    }

    /// A module whose top level awaits in an endless loop is stopped as its top level.
    @Test func aTopLevelAwaitLoopIsStoppedAndTimersStillRun() throws {
        let f = try TemporaryFolder(["main.mjs": """
        setTimeout(() => console.log('timer ran'), 5);
        for (;;) await null;
        """])
        let result = try JSHost.run(["run", f.path("main.mjs"), "--timeout", "0.3"], timeout: 30)
        #expect(result.status == 1)
        #expect(result.stdout == "timer ran\n")
        #expect(result.stderr.contains("\(f.path("main.mjs")): top level ran longer than the 0.3 s CPU-time budget (--timeout)"))
    }

    /// A runaway handler after an earlier one was stopped, tapped after an `await` in a
    /// later test, is stopped too (the engine's signal-based traps now and then never
    /// interrupted it, and the run hung), and fails its test as a handler's timeout.
    @Test func aSecondRunawayAfterAnAwaitedTapIsStoppedToo() throws {
        let f = try TemporaryFolder([
            "h.mjs": """
            import { setCategories, registerAction } from 'jshost';
            setCategories([{ id: 'c', actions: ['spin', 'ok'].map((id) => ({ id, title: id, type: id })) }]);
            registerAction('spin', () => { for (;;) {} });
            registerAction('ok', () => 'fine');
            """,
            "h.test.mjs": """
            import './h.mjs';
            test('first hits the budget', () => {
              const id = simulate.push({ aps: { alert: 'x', category: 'c' } });
              simulate.tap(id, 'spin');
            });
            for (const n of [1, 2, 3, 4]) {
              test('later ' + n, async () => {
                const id = simulate.push({ aps: { alert: 'x', category: 'c' } });
                await simulate.tap(id, 'ok');
                simulate.tap(id, 'spin');
              });
            }
            test('still runs', () => { expect(1).toBe(1); });
            """,
        ])
        let result = try JSHost.run(["test", "h.test.mjs", "--test-timeout", "0.3"], in: f.url, timeout: 90)
        #expect(result.status == 1)
        #expect(result.stdout.contains("1 passed, 5 failed"))
        for n in 1...4 { #expect(result.stdout.contains("✗ later \(n)")) }
        #expect(result.stdout.contains("A handler exceeded the 0.3 s CPU-time budget (--test-timeout)"))
        #expect(!result.stdout.contains("A timer callback exceeded"), "the handler's timeout is not the enclosing entry's too")
    }

    /// In `jshost test` a handler that loops after `await` fails its test.
    @Test func aLoopAfterAwaitFailsItsTest() throws {
        let f = try TemporaryFolder([
            "h.mjs": Self.script,
            "h.test.mjs": """
            import './h.mjs';
            test('spins after await', async () => {
              const id = simulate.push({ aps: { alert: 'x', category: 'c' } });
              await simulate.tap(id, 'asyncspin');
            });
            test('still runs', () => { expect(1).toBe(1); });
            """,
        ])
        let result = try JSHost.run(["test", "h.test.mjs", "--test-timeout", "0.5"], in: f.url, timeout: 60)
        #expect(result.status == 1)
        #expect(result.stdout.contains("1 passed, 1 failed"))
    }
}

/// `simulate.advanceAsync` with a huge or infinite amount jumps from timer to timer
/// (it used to step the test's own timeout timer through the whole span, in time
/// linear in the amount), and an endless interval during it is stopped by the test's
/// CPU budget (`--test-timeout`).
@Suite struct AdvanceTests {
    @Test func aHugeAdvanceJumpsToTheTimersAndAnEndlessIntervalIsStopped() throws {
        let f = try TemporaryFolder(["far.test.mjs": """
        test('advances far past a timer at once', async () => {
          let fired = 0;
          setTimeout(() => fired++, 10);
          await simulate.advanceAsync(1e12);
          expect(fired).toBe(1);
        });
        test('advances to Infinity', async () => {
          let fired = 0;
          setTimeout(() => fired++, 10);
          await simulate.advanceAsync(Infinity);
          simulate.advance(1e15);
          expect(fired).toBe(1);
        });
        test('an endless interval is stopped', async () => {
          setInterval(() => {}, 1);
          await simulate.advanceAsync(1e12);
        });
        test('still runs', () => { expect(1).toBe(1); });
        """])
        let result = try JSHost.run(["test", "far.test.mjs", "--test-timeout", "0.5"], in: f.url, timeout: 60)
        #expect(result.status == 1)
        #expect(result.stdout.contains("✓ advances far past a timer at once"))
        #expect(result.stdout.contains("✓ advances to Infinity"))
        #expect(result.stdout.contains("✗ an endless interval is stopped"))
        #expect(result.stdout.contains("CPU-time budget (--test-timeout)"))
        #expect(result.stdout.contains("3 passed, 1 failed"))
    }

    /// Work that moves no virtual time (timers due at once, Jest's async fake timers
    /// yielding between an endless interval's firings) once outlived every budget:
    /// the virtual timeout never came and no single entry was long.
    @Test func aWaitThatMovesNoVirtualTimeSharesTheCPUBudget() throws {
        let f = try TemporaryFolder(["spin.test.js": """
        test('fake timers run an endless interval', async () => {
          jest.useFakeTimers();
          setInterval(() => {}, 1);
          await jest.advanceTimersByTimeAsync(1e9);
        });
        test('timers due at once forever', async () => {
          jest.useRealTimers();
          await new Promise(() => { setTimeout(function again() { setTimeout(again, 0); }, 0); });
        });
        test('still runs', () => { expect(1).toBe(1); });
        """])
        let result = try JSHost.run(["test", "spin.test.js", "--test-timeout", "0.5"], in: f.url, timeout: 60)
        #expect(result.status == 1)
        #expect(result.stdout.contains("✗ fake timers run an endless interval"))
        #expect(result.stdout.contains("✗ timers due at once forever"))
        #expect(result.stdout.contains("CPU-time budget (--test-timeout) while its promise was pending"))
        #expect(result.stdout.contains("1 passed, 2 failed"))
    }
}
