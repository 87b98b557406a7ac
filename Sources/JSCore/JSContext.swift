import CJavaScriptCore

/// A JavaScript global context. All use must stay on one thread.
///
/// Lifetime: a Swift function given to JavaScript (`JSValue(function:in:)`) is kept
/// by the engine, and the `JSValue`s its closure holds keep this context alive, so
/// such a context is never freed by dropping references alone. `close()` drops
/// every such closure (and what they hold); the context is then freed, with its
/// engine heap, once the last `JSValue` of it goes. Owners (`Runtime`) close their
/// context when they are closed or freed. After `close()`, functions made by
/// Swift throw when called; evaluating scripts still works, but nothing more of it
/// reaches Swift.
package final class JSContext {
    package let ref: JSGlobalContextRef
    package let virtualMachine: JSVirtualMachine
    /// `Function.prototype`, protected by hand: a `JSValue` here would keep its own context alive.
    var functionPrototypeRef: JSValueRef?
    /// The engine's microtask drain as a function (`drainMicrotasksInEntry`), protected by
    /// hand like `functionPrototypeRef`; made on first use.
    private var drainFunctionRef: JSObjectRef?
    /// The newest of the live Swift functions made in this context (a list through
    /// `NativeFunctionBox.next`; see there).
    unowned(unsafe) var functions: NativeFunctionBox?
    /// True once `close()` ran.
    package private(set) var isClosed = false

    package init(virtualMachine: JSVirtualMachine = JSVirtualMachine()) {
        self.virtualMachine = virtualMachine
        ref = JSGlobalContextCreateInGroup(virtualMachine.group, nil)
        // Every exception an API call returns (a failing test's assertion, a handler's
        // throw) would otherwise also be reported to the inspector with the native stack,
        // symbolized with dladdr: ~2 ms each here, for a report nobody reads
        // (docs/performance.md, "`jshost test`").
        JSGlobalContextSetIncludesNativeCallStackWhenReportingExceptions(ref, false)
    }

    deinit {
        close()
        if let functionPrototypeRef { JSValueUnprotect(ref, functionPrototypeRef) }
        JSGlobalContextRelease(ref)
    }

    /// Lets go of everything Swift gave this context: every Swift function's closure
    /// (so the values and objects it captured are freed), the unhandled-rejection
    /// handler and the protected `Function.prototype`. Idempotent; call it on the
    /// context's thread.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        unlinkAllFunctions()
        if let functionPrototypeRef {
            JSValueUnprotect(ref, functionPrototypeRef)
            self.functionPrototypeRef = nil
        }
        if let drainFunctionRef {
            JSValueUnprotect(ref, drainFunctionRef)
            self.drainFunctionRef = nil
        }
    }

    /// Runs `body` holding the engine's API lock: the API calls inside take it
    /// recursively (a counter) instead of each acquiring and releasing it,
    /// which costs a mutex and, on release, a microtask drain. Microtasks
    /// queued inside run when the outermost hold ends, as they would after the
    /// last of those calls.
    @inline(__always)
    package func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        JSLock(ref)
        defer { JSUnlock(ref) }
        return try body()
    }

    /// Whether this engine can drain microtasks inside an entry (`drainMicrotasksInEntry`).
    package static let canDrainMicrotasksInEntry = JSHostCanDrainMicrotasks()

    /// Runs the microtask queue now, inside one call into JavaScript, and returns
    /// false when the engine offers no such drain (`canDrainMicrotasksInEntry`).
    ///
    /// Left to themselves, microtasks run when the outermost API call (or `withLock`)
    /// releases the engine's lock, each job as an outermost entry of its own: the
    /// execution time limit restarts for every job, so an endless chain of short ones
    /// (`for (;;) await null`) is never stopped. Drained here, all of them run inside
    /// this one entry and the limit armed when it began covers them together; a
    /// termination throws the termination exception and leaves the rest of the queue
    /// (call again to run it). Call it holding the lock (`withLock`) and at no call
    /// depth, so the queue is not drained again, job by job, before you get here.
    package func drainMicrotasksInEntry() throws(JSException) -> Bool {
        if drainFunctionRef == nil {
            guard !isClosed, let function = JSHostMakeDrainFunction(ref) else { return false }
            JSValueProtect(ref, function)
            drainFunctionRef = function
        }
        var exception: JSValueRef?
        _ = JSObjectCallAsFunction(ref, drainFunctionRef, nil, 0, nil, &exception)
        if let exception { throw JSException(value: JSValue(exception, in: self)) }
        return true
    }

    /// Takes the engine's lock (recursive), as `withLock` does, for a hold that spans
    /// more than one Swift scope; pair every call with `unlock()`.
    @inline(__always)
    package func lock() { JSLock(ref) }

    /// Ends a hold begun with `lock()`; the outermost one drains the microtask queue.
    @inline(__always)
    package func unlock() { JSUnlock(ref) }

    /// Takes a termination the engine left pending: when the watchdog stops a
    /// microtask drained on the release of the API lock (`withLock`'s end, where no
    /// call returns an exception), the termination stays on the engine and the
    /// next call into JavaScript would fail with it. A trivial script takes it.
    package func discardPendingTermination() {
        let source = makeJSString("0")
        defer { JSStringRelease(source) }
        var exception: JSValueRef?
        _ = JSEvaluateScript(ref, source, nil, nil, 1, &exception)
    }

    /// The global object (`globalThis`).
    package var globalObject: JSValue {
        JSValue(JSContextGetGlobalObject(ref), in: self)
    }

    /// Names the context (shown by debuggers and in some stacks).
    package func setName(_ name: String) {
        withJSString(name) { JSGlobalContextSetName(ref, $0) }
    }

    /// Evaluates a classic script. `sourceURL` and `startingLine` are what
    /// stacks and errors report, so pass the user's own file name.
    @discardableResult
    package func evaluate(_ script: String, sourceURL: String? = nil, startingLine: Int = 1,
                         this: JSValue? = nil) throws(JSException) -> JSValue {
        let source = virtualMachine.scriptString(script, sourceURL: sourceURL)
        defer { JSStringRelease(source) }
        let url = sourceURL.map(makeJSString)
        defer { if let url { JSStringRelease(url) } }
        var exception: JSValueRef?
        let result = JSEvaluateScript(ref, source, this?.objectRef, url, Int32(startingLine), &exception)
        if let exception { throw JSException(value: JSValue(exception, in: self)) }
        return JSValue(result, in: self)
    }

    /// Checks a script's syntax without running it; a `SyntaxError` names the line.
    package func checkSyntax(_ script: String, sourceURL: String? = nil, startingLine: Int = 1) throws(JSException) {
        let source = makeJSString(script)
        defer { JSStringRelease(source) }
        let url = sourceURL.map(makeJSString)
        defer { if let url { JSStringRelease(url) } }
        var exception: JSValueRef?
        if !JSCheckScriptSyntax(ref, source, url, Int32(startingLine), &exception), let exception {
            throw JSException(value: JSValue(exception, in: self))
        }
    }

    /// Asks the engine to collect garbage (a hint).
    package func garbageCollect() {
        JSGarbageCollect(ref)
    }

    /// Registers the engine's unhandled-rejection callback: `handler(promise, reason)`
    /// runs when a promise is rejected and still has no handler once the
    /// microtask queue is drained.
    package func setUnhandledRejectionHandler(_ handler: @escaping (JSValue, JSValue) -> Void) throws(JSException) {
        // `this` is a value of this context: the closure needs no reference to it
        // (a strong one would keep the context alive from inside its own heap).
        let function = JSValue(function: "unhandledRejection", in: self) { (this: JSValue, arguments: [JSValue]) in
            handler(arguments.first ?? JSValue.undefined(in: this.context), arguments.count > 1 ? arguments[1] : JSValue.undefined(in: this.context))
            return nil
        }
        try setUnhandledRejectionCallback(function)
    }

    /// Makes `function` the engine's unhandled-rejection callback, called with
    /// (promise, reason) for each promise still rejected with no handler once the
    /// microtask queue is drained. A function written in JavaScript costs the engine a
    /// fraction of a call into Swift.
    package func setUnhandledRejectionCallback(_ function: JSValue) throws(JSException) {
        var exception: JSValueRef?
        JSGlobalContextSetUnhandledRejectionCallback(ref, function.objectRef, &exception)
        if let exception { throw JSException(value: JSValue(exception, in: self)) }
    }

    /// Makes `Function.prototype` (which does nothing) the engine's unhandled-rejection
    /// callback: the cheapest call the engine can make for each rejection, since it
    /// takes no callback away once given one. The reasons are not read.
    package func ignoreUnhandledRejections() {
        guard let functionPrototype else { return }
        var exception: JSValueRef?
        JSGlobalContextSetUnhandledRejectionCallback(ref, functionPrototype, &exception)
    }
}
