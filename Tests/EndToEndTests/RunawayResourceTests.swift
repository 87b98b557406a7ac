import Foundation
import Testing

/// Runaway code beyond plain loops: WebAssembly, spinning conversions on the host side,
/// floods of unhandled rejections, timers that never end, far-future deadlines and memory.
@Suite struct RunawayResourceTests {
    /// An endless WebAssembly loop: `(func (loop br 0))`, exported as `f`.
    static let wasmLoop = """
    const bytes = new Uint8Array([0,97,115,109,1,0,0,0,1,4,1,96,0,0,3,2,1,0,7,5,1,1,102,0,0,10,9,1,7,0,3,64,12,0,11,11]);
    new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports.f();
    """

    // MARK: 6. WebAssembly

    /// The engine's time limit cannot stop a WebAssembly loop, so there is no WebAssembly:
    /// the run ends with a ReferenceError instead of hanging.
    @Test func webAssemblyIsNotThereSoItsLoopsCannotHang() throws {
        let f = try TemporaryFolder([
            "w.js": "console.log(typeof WebAssembly);\n" + Self.wasmLoop,
            "w.test.js": "test('wasm', () => { " + Self.wasmLoop.replacingOccurrences(of: "\n", with: " ") + " });",
            "jest.config.js": "module.exports = (() => { if (typeof WebAssembly !== 'undefined') { " + Self.wasmLoop.replacingOccurrences(of: "\n", with: " ") + " } return {}; })();",
        ])
        let run = try JSHost.run(["run", f.path("w.js"), "--timeout", "0.3"], timeout: 30)
        #expect(run.status == 1)
        #expect(run.stdout == "undefined\n")
        #expect(run.stderr.contains("ReferenceError"), "\(run.stderr)")
        let test = try JSHost.run(["test", "--ci=false", "--test-timeout", "0.3"], in: f.url, timeout: 30)
        #expect(test.status == 1)
        #expect(test.stdout.contains("ReferenceError"), "\(test.stdout)")
    }

    // MARK: 7. conversions on the host side

    /// A Proxy whose trap spins, handed to a native call, is stopped as a timeout.
    @Test func aSpinningProxyHandedToTheHostIsStopped() throws {
        let f = try TemporaryFolder(["p.mjs": """
        import { setCategories } from 'jshost';
        setTimeout(() => console.log('timer ran'), 5);
        setCategories(new Proxy([], { get() { for (;;) {} } }));
        console.log('not reached');
        """])
        let result = try JSHost.run(["run", f.path("p.mjs"), "--timeout", "0.3"], timeout: 30)
        #expect(result.status == 1)
        #expect(result.stdout == "timer ran\n", "\(result.stdout)")
        #expect(result.stderr.contains("top level ran longer than the 0.3 s CPU-time budget"), "\(result.stderr)")
    }

    /// A handler's return value whose getter, `toJSON` or Proxy trap spins is that
    /// handler's timeout, and the next event runs.
    @Test(arguments: ["getter", "tojson", "proxy", "then"])
    func aSpinningReturnValueIsTheHandlersTimeout(_ kind: String) throws {
        let f = try TemporaryFolder(["h.mjs": """
        import { setCategories, registerAction } from 'jshost';
        setCategories([{ id: 'c', actions: [{ id: 'spin', title: 'spin', type: 'spin' }, { id: 'ok', title: 'ok', type: 'ok' }] }]);
        const values = {
          getter: () => ({ get x() { for (;;) {} } }),
          tojson: () => ({ toJSON() { for (;;) {} } }),
          proxy: () => new Proxy({}, { ownKeys() { for (;;) {} }, get() { for (;;) {} } }),
          then: () => Promise.resolve({ get x() { for (;;) {} } }),
        };
        registerAction('spin', values['\(kind)']);
        registerAction('ok', () => 'fine');
        """, "events.ndjson": """
        {"push": {"aps": {"alert": "x", "category": "c"}}, "id": "n1"}
        {"response": "n1", "action": "spin"}
        {"response": "n1", "action": "ok"}
        """])
        let result = try JSHost.run(["run", f.path("h.mjs"), "--events", f.path("events.ndjson"), "--timeout", "0.3", "--json"], timeout: 60)
        #expect(result.status == 1, "\(result.stdout)")
        let errors = result.effects("error")
        #expect(errors.count == 1, "\(result.stdout)")
        #expect(errors.first?["reason"] as? String == "timeout")
        #expect(result.effects("handler").map { $0["result"] as? String } == ["fine"], "\(result.stdout)")
    }

    // MARK: 8. far-future deadlines

    @Test func farFutureDeadlinesAreClampedAsNodeDoes() throws {
        let f = try TemporaryFolder([
            "t.js": """
            console.log('before');
            setTimeout(() => console.log('huge timeout fired'), 1e13);
            try { AbortSignal.timeout(1e13); } catch (e) { console.log(e.name + ': ' + e.message); }
            """,
            "e.ndjson": #"{"advance": 1e308}"# + "\n",
        ])
        let result = try JSHost.run(["run", f.path("t.js")], timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "before\nRangeError: The value of \"delay\" is out of range. It must be >= 0 && <= 4294967295. Received 10000000000000\nhuge timeout fired\n", "\(result.stdout)")
        #expect(result.stderr.contains("TimeoutOverflowWarning: 10000000000000 does not fit into a 32-bit signed integer.\nTimeout duration was set to 1."), "\(result.stderr)")

        let advance = try JSHost.run(["run", f.path("t.js"), "--events", f.path("e.ndjson")], timeout: 30)
        #expect(advance.status == 2, "\(advance.stderr)")
        #expect(advance.stderr.contains("\"advance\" waits in real time without --fake-time: at most 2147483647 ms"), "\(advance.stderr)")
        #expect(advance.stdout.hasPrefix("before\n"), "buffered output is kept: \(advance.stdout)")

        for flag in ["--timeout", "--handler-timeout", "--wait"] {
            let bad = try JSHost.run(["run", f.path("t.js"), flag, "1e10"], timeout: 30)
            #expect(bad.status == 2)
            #expect(bad.stderr.contains("\(flag) expects a positive number of seconds up to 2147483.647"), "\(bad.stderr)")
        }
        let test = try JSHost.run(["test", "--test-timeout", "1e10"], in: f.url, timeout: 30)
        #expect(test.status == 2)
        #expect(test.stderr.contains("--test-timeout expects a positive number of seconds up to"), "\(test.stderr)")
    }

    // MARK: 9. a flood of unhandled rejections

    @Test func aFloodOfUnhandledRejectionsIsReportedInBrief() throws {
        let f = try TemporaryFolder(["r.js": "for (let i = 0; i < 200000; i++) Promise.reject(new Error('no ' + i));"])
        let result = try JSHost.run(["run", f.path("r.js"), "--json"], timeout: 60)
        #expect(result.status == 1)
        let errors = result.effects("error")
        #expect(errors.count == 101, "\(errors.count)")
        #expect((errors.last?["message"] as? String)?.contains("and 199900 more unhandled promise rejections (not shown") == true, "\(String(describing: errors.last))")
    }

    /// The engine reports a turn's unhandled rejections after the turn's code has run, one
    /// call each; that work is the turn's too. A flood that outruns the budget is a timeout,
    /// and past the budget no more rejections are processed (counted or read): at most one
    /// check interval of the tracker (1024) after the turn's budget was spent, where the
    /// engine's reports of every rejection the loop made used to be counted to the end
    /// (about a million in 0.2 s). `jshost test` shows a timed-out test's first failure
    /// only (no count): there the flood is the test's timeout and the next test runs.
    @Test(arguments: ["run", "test"])
    func aFloodOfRejectionsCountsAgainstTheBudget(_ command: String) throws {
        let made = 5_000_000
        let flood = "for (let i = 0; i < \(made); i++) Promise.reject(i);"
        let f = try TemporaryFolder([
            "flood.js": flood,
            "flood.test.js": "test('flood', () => { \(flood) });\ntest('next', () => {});",
        ])
        if command == "test" {
            let result = try JSHost.run(["test", "--ci=false", "--test-timeout", "0.2", "--reporter", "tap"], in: f.url, timeout: 60)
            #expect(result.status == 1)
            #expect(result.stdout.contains("not ok 1 - flood.test.js > flood"), "\(result.stdout.prefix(2000))")
            #expect(result.stdout.contains("Exceeded the 0.2 s CPU-time budget (--test-timeout) and was stopped"), "\(result.stdout.prefix(2000))")
            #expect(result.stdout.contains("ok 2 - flood.test.js > next"), "\(result.stdout.suffix(2000))")
            return
        }
        let result = try JSHost.run(["run", f.path("flood.js"), "--timeout", "0.2", "--json"], timeout: 60)
        #expect(result.status == 1)
        let errors = result.effects("error")
        #expect(errors.first?["reason"] as? String == "timeout", "\(String(describing: errors.first))")
        #expect(errors.count == 102, "\(errors.count)")
        let countLine = try #require(errors.last?["message"] as? String)
        #expect(countLine.contains("the rest were not counted, the turn that made them ran out of its budget"), "\(countLine)")
        let counted = Int(countLine.components(separatedBy: "at least ").last?.split(separator: " ").first ?? "") ?? .max
        #expect(100 + counted < 10_000 && 100 + counted < made, "\(countLine)")
    }

    // MARK: 10. timers that outlive the work

    @Test func aTimedOutHandlersTimersAreCancelledAndIntervalsEnd() throws {
        let f = try TemporaryFolder([
            "h.mjs": """
            import { setCategories, registerAction } from 'jshost';
            setCategories([{ id: 'c', actions: [{ id: 'spin', title: 'spin', type: 'spin' }] }]);
            registerAction('spin', () => { setTimeout(() => console.log('left by the runaway'), 10); for (;;) {} });
            """,
            "interval.js": "let n = 0; setInterval(() => { n++; }, 1000); setTimeout(() => console.log('first second'), 1000);",
            "p.json": #"{"aps": {"alert": "x", "category": "c"}}"#,
        ])
        let handler = try JSHost.run(["run", f.path("h.mjs"), "--push", f.path("p.json"), "--tap", "spin", "--timeout", "0.3"], timeout: 30)
        #expect(handler.status == 1)
        #expect(!handler.stdout.contains("left by the runaway"), "\(handler.stdout)")

        let virtual = try JSHost.run(["run", f.path("interval.js"), "--fake-time", "--json"], timeout: 60)
        #expect(virtual.status == 0)
        #expect(virtual.effects("warning").first?["message"] as? String == "1 timer was still pending and cancelled after 100000 timers had fired on the virtual clock (an endless setInterval or timer chain?)", "\(virtual.stdout)")

        let real = try JSHost.run(["run", f.path("interval.js"), "--wait", "1.5", "--json"], timeout: 30)
        #expect(real.status == 0)
        #expect(real.effects("log").map { $0["message"] as? String } == ["first second"])
        #expect((real.effects("warning").first?["message"] as? String)?.contains("(--wait)") == true, "\(real.stdout)")
    }

    // MARK: 11. memory

    @Test(arguments: ["handler", "timers"])
    func memoryOverTheBudgetEndsTheRun(_ kind: String) throws {
        let f = try TemporaryFolder([
            "m.mjs": """
            import { setCategories, registerAction } from 'jshost';
            setCategories([{ id: 'c', actions: [{ id: 'grow', title: 'grow', type: 'grow' }] }]);
            const kept = [];
            registerAction('grow', () => { for (;;) kept.push(new Array(100000).fill(kept.length)); });
            """,
            "chain.js": "const kept = []; (function grow() { kept.push(new Array(200000).fill(1)); setTimeout(grow, 0); })();",
            "p.json": #"{"aps": {"alert": "x", "category": "c"}}"#,
        ])
        let arguments = kind == "handler"
            ? ["run", f.path("m.mjs"), "--push", f.path("p.json"), "--tap", "grow", "--timeout", "60", "--max-memory", "300", "--json"]
            : ["run", f.path("chain.js"), "--max-memory", "300", "--json"]
        let result = try JSHost.run(arguments, timeout: 60)
        #expect(result.status == 1)
        let errors = result.effects("error")
        #expect(errors.count == 1, "\(result.stdout)")
        #expect(errors.first?["reason"] as? String == "memory")
        #expect((errors.first?["message"] as? String)?.contains("--max-memory budget of 300 MB") == true, "\(String(describing: errors.first))")
    }
}
