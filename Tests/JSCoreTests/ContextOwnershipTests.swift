import JSCore
import Testing

@Suite struct ContextOwnershipTests {
    /// A function whose closure holds a value of its own context (the cycle every
    /// host binding makes): closing the context lets both go.
    @Test func closingAContextFreesItAndWhatItsFunctionsCaptured() throws {
        final class Captured {}
        weak var context: JSContext?
        weak var captured: Captured?
        do {
            let made = JSContext()
            context = made
            let object = JSValue.object(in: made)
            let kept = Captured()
            captured = kept
            made.globalObject.defineFunction("f") { _ in _ = kept; return object }
            try made.setUnhandledRejectionHandler { _, _ in _ = made.globalObject }
            #expect(try made.evaluate("typeof f()").stringValue == "object")
            made.close()
            #expect(made.isClosed)
        }
        #expect(context == nil, "the context was not freed")
        #expect(captured == nil, "what its function captured was not freed")
    }

    @Test func aFunctionOfAClosedContextThrows() throws {
        let context = JSContext()
        context.globalObject.defineFunction("f") { _ in JSValue(double: 1, in: context) }
        let f = context.globalObject["f"]
        #expect(try f.call([]).doubleValue == 1)
        context.close()
        #expect(throws: JSException.self) { try f.call([]) }
        // Functions made after the close throw too.
        context.globalObject.defineFunction("g") { _ in nil }
        #expect(throws: JSException.self) { try context.evaluate("g()") }
    }

    /// Functions the engine collects leave the context's list (their finalizer
    /// unlinks them): making many and collecting, then closing, must not touch freed boxes.
    @Test func collectedFunctionsLeaveTheListBeforeTheContextCloses() throws {
        let context = JSContext()
        for index in 0..<2_000 {
            _ = JSValue(function: "f\(index)", in: context) { _ in nil }
            if index % 500 == 0 { context.garbageCollect() }
        }
        context.garbageCollect()
        let kept = JSValue(function: "kept", in: context) { _ in JSValue(double: 2, in: context) }
        #expect(try kept.call([]).doubleValue == 2)
        context.close()
        #expect(throws: JSException.self) { try kept.call([]) }
    }
}
