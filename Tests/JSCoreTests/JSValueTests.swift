import Testing
@testable import JSCore

@Suite struct JSValueTests {
    let context = JSContext()

    @Test func convertsPrimitivesBothWays() throws {
        #expect(try context.evaluate("1 + 2").doubleValue == 3)
        #expect(try context.evaluate("'a' + 'b'").string == "ab")
        #expect(try context.evaluate("true").bool == true)
        #expect(try context.evaluate("null").isNull)
        #expect(try context.evaluate("undefined").isUndefined)
        #expect(try context.evaluate("'x'").number == nil)
        #expect("héllo 👋".jsValue(in: context).stringValue == "héllo 👋")
        // A NUL inside a string, a script, a key: kept (a C string would end there).
        #expect("a\u{0}b".jsValue(in: context).stringValue == "a\u{0}b")
        #expect(try context.evaluate("'x\u{0}y'.length + ' ' + '\u{0}'.charCodeAt(0)").stringValue == "3 0")
        let object = try context.evaluate("({})")
        object["k\u{0}ey"] = 1.jsValue(in: context)
        #expect(try context.evaluate("(o) => Object.keys(o)[0].length").call([object]).doubleValue == 4)
        #expect(42.jsValue(in: context).doubleValue == 42)
    }

    @Test func convertsArraysAndObjectsToSwift() throws {
        let value = try context.evaluate("({a: 1, b: [true, 'x', null], c: {d: 2.5}})")
        let swift = try #require(value.toSwift() as? [String: Any?])
        #expect(swift["a"] as? Double == 1)
        let b = try #require(swift["b"] as? [Any?])
        #expect(b.count == 3)
        #expect(b[0] as? Bool == true)
        #expect(b[1] as? String == "x")
        #expect(b[2].flatMap { $0 } == nil)
        #expect((swift["c"] as? [String: Any?])?["d"] as? Double == 2.5)
    }

    @Test func swiftCollectionsBecomeJSValues() throws {
        let dictionary: [String: [Int]] = ["xs": [1, 2, 3]]
        context.globalObject["input"] = dictionary.jsValue(in: context)
        #expect(try context.evaluate("input.xs.reduce((a, b) => a + b, 0)").doubleValue == 6)
        #expect(try context.evaluate("Array.isArray(input.xs)").boolValue)
    }

    @Test func jsonRoundTrip() throws {
        let parsed = try #require(JSValue.parseJSON(#"{"k":[1,"two"]}"#, in: context))
        #expect(try parsed.jsonString() == #"{"k":[1,"two"]}"#)
        #expect(JSValue.parseJSON("{nope", in: context) == nil)
    }

    @Test func swiftFunctionsAreCallableFromJS() throws {
        context.globalObject.defineFunction("add") { arguments in
            JSValue(double: arguments.map(\.doubleValue).reduce(0, +), in: self.context)
        }
        #expect(try context.evaluate("add(1, 2, 3)").doubleValue == 6)
        #expect(try context.evaluate("add.name").string == "add")
        #expect(try context.evaluate("typeof add.call").string == "function")
        #expect(try context.evaluate("Object.keys(globalThis).includes('add')").boolValue == false)
    }

    @Test func swiftErrorsBecomeJSExceptions() throws {
        context.globalObject.defineFunction("fail") { _ in throw JSThrownError.typeError("bad input") }
        let caught = try context.evaluate("try { fail() } catch (e) { e instanceof TypeError ? e.message : 'wrong' }")
        #expect(caught.string == "bad input")
    }

    @Test func exceptionsCarryMessageFileLineAndStack() throws {
        let error = #expect(throws: JSException.self) {
            try context.evaluate("function f() {\n  throw new RangeError('too far')\n}\nf()", sourceURL: "/app/handler.js")
        }
        #expect(error?.name == "RangeError")
        #expect(error?.message == "too far")
        #expect(error?.file == "/app/handler.js")
        #expect(error?.line == 2)
        #expect(error?.column != nil)
        #expect(error?.stack?.contains("f@/app/handler.js:2") == true)
        #expect(error?.headline == "RangeError: too far")
    }

    @Test func syntaxErrorsNameTheLine() throws {
        let error = #expect(throws: JSException.self) {
            try context.checkSyntax("let a = 1;\nlet = = 2;", sourceURL: "/app/bad.js")
        }
        #expect(error?.name == "SyntaxError")
        #expect(error?.line == 2)
    }

    @Test func nonErrorThrowsKeepTheirValue() throws {
        let error = #expect(throws: JSException.self) { try context.evaluate("throw 'plain string'") }
        #expect(error?.name == nil)
        #expect(error?.message == "plain string")
    }

    @Test func hostObjectsCarrySwiftObjects() throws {
        final class Counter { var count = 0 }
        let counter = Counter()
        let object = JSValue(hostObject: counter, in: context)
        object.hostObject(as: Counter.self)?.count += 5
        #expect(counter.count == 5)
        #expect(JSValue.object(in: context).hostObject(as: Counter.self) == nil)
    }

    @Test func callsAndConstructs() throws {
        let makePair = try context.evaluate("(function (a, b) { return [this && this.tag, a, b] })")
        let this = try context.evaluate("({tag: 't'})")
        let result = try makePair.call([1.jsValue(in: context), "b".jsValue(in: context)], this: this)
        #expect(try result.jsonString() == #"["t",1,"b"]"#)
        let date = try context.globalObject["Date"].construct([0.jsValue(in: context)])
        #expect(date.isDate)
        #expect(JSValue.error(name: "TypeError", message: "m", in: context).isInstance(of: context.globalObject["TypeError"]))
    }
}

@Suite struct WatchdogTests {
    @Test func terminatesRunawayScriptsAndStaysUsable() throws {
        let machine = JSVirtualMachine()
        machine.setExecutionTimeLimit(seconds: 0.1)
        let context = JSContext(virtualMachine: machine)
        let error = #expect(throws: JSException.self) { try context.evaluate("try { while (true) {} } catch (e) { 'caught' }") }
        #expect(error?.isTermination == true)
        #expect(try context.evaluate("6 * 7").doubleValue == 42)
        // The budget is per entry: a second runaway is stopped too.
        let again = #expect(throws: JSException.self) { try context.evaluate("for (;;) {}") }
        #expect(again?.isTermination == true)
    }

    /// Microtasks drained inside one entry share its time limit: a loop of bare
    /// awaits (each continuation a short job of its own) is terminated, the rest of
    /// the queue stays for the next drain, and the context stays usable.
    @Test func aDrainInsideAnEntryIsWatchedAsAWhole() throws {
        try #require(JSContext.canDrainMicrotasksInEntry)
        let machine = JSVirtualMachine()
        machine.setExecutionTimeLimit(seconds: 0.1)
        let context = JSContext(virtualMachine: machine)
        let error = #expect(throws: JSException.self) {
            try context.withLock { () throws(JSException) in
                try context.evaluate("globalThis.after = 0; (async () => { for (;;) await null; })(); Promise.resolve().then(() => { after++; });")
                _ = try context.drainMicrotasksInEntry()
            }
        }
        #expect(error?.isTermination == true)
        #expect(machine.terminations == 1)
        #expect(try context.evaluate("after").doubleValue == 1, "the job queued beside the loop ran before it was stopped")
        try context.withLock { () throws(JSException) in
            try context.evaluate("Promise.resolve().then(() => { after = 'drained'; })")
            #expect(try context.drainMicrotasksInEntry())
            #expect(try context.evaluate("after").string == "drained")
        }
    }
}
