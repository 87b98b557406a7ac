import HostRuntime
import JSCore
import Testing

@Suite struct RuntimeOwnershipTests {
    /// A runtime dropped with timers waiting, a rejection reported and host
    /// functions kept by the script is freed with its context and loop.
    @Test func aDroppedRuntimeFreesItsContextAndLoop() throws {
        weak var runtime: Runtime?
        weak var context: JSContext?
        weak var loop: EventLoop?
        var errors = 0, stdout = ""
        do {
            // (A reporter keeps the errors it got, and each keeps a JS value of the context.)
            let reporter = CollectingReporter()
            let made = try Runtime(options: RuntimeOptions(fakeTime: true), reporter: reporter)
            runtime = made
            context = made.context
            loop = made.loop
            made.evaluateScript("""
                globalThis.keep = [setTimeout, clearTimeout, console.log];
                setTimeout(() => {}, 60000);
                setInterval(() => {}, 10);
                Promise.reject(new Error('unhandled'));
                console.log('ran');
                """, file: "ownership.js")
            made.loop.run(until: made.loop.clock.now + 25)
            errors = reporter.errors.count
            stdout = reporter.stdout
        }
        #expect(errors == 1)
        #expect(stdout == "ran\n")
        #expect(runtime == nil, "the runtime was not freed")
        #expect(context == nil, "the context was not freed")
        #expect(loop == nil, "the loop was not freed")
    }

    @Test func closeCancelsTimersAndEndsTheLoop() throws {
        let reporter = CollectingReporter()
        let runtime = try Runtime(options: RuntimeOptions(fakeTime: true), reporter: reporter)
        runtime.evaluateScript("setTimeout(() => console.log('fired'), 10);", file: "close.js")
        #expect(runtime.loop.hasTimers)
        runtime.close()
        #expect(runtime.isClosed && runtime.context.isClosed)
        #expect(!runtime.loop.hasTimers)
        runtime.run()
        #expect(reporter.stdout == "")
    }
}
