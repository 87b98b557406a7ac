import JSCore

/// The Jest layer of `jshost test` (docs/testing.md): the `JS/jest/*.js` files,
/// each a function expression that adds its part to one shared object, evaluated
/// in order over the test glue. `install` returns that object: its `globals` are
/// what `@jest/globals` exports, its `modules` the module mocks.
enum JestLayer {
    /// In dependency order; `index` comes last and installs the globals.
    static let files: [(name: String, source: String)] = [
        ("format", EmbeddedJS.jestFormat), ("equality", EmbeddedJS.jestEquality), ("diff", EmbeddedJS.jestDiff),
        ("mock", EmbeddedJS.jestMock), ("expect", EmbeddedJS.jestExpect), ("snapshot", EmbeddedJS.jestSnapshot), ("each", EmbeddedJS.jestEach),
        ("timers", EmbeddedJS.jestTimers), ("modules", EmbeddedJS.jestModules), ("index", EmbeddedJS.jestIndex),
    ]

    static func install(in context: JSContext, natives: JSValue, glue: JSValue) throws(JSException) -> JSValue {
        let shared = JSValue.object(in: context)
        shared["natives"] = natives
        shared["glue"] = glue
        for file in files {
            try context.evaluate(file.source, sourceURL: "jshost:jest/\(file.name).js").call([shared])
        }
        return shared
    }
}
