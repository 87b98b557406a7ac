import Foundation
import JSCore

/// The Jest layer of `jshost test` (docs/testing.md): the `JS/jest/*.js` files,
/// each a function expression that adds its part to one shared object, evaluated
/// in order over the test glue. `install` returns what `@jest/globals` exports.
enum JestLayer {
    /// In dependency order; `index` comes last and installs the globals.
    static let files: [(name: String, source: String)] = [
        ("format", load("format")), ("equality", load("equality")), ("diff", load("diff")),
        ("mock", load("mock")), ("expect", load("expect")), ("each", load("each")),
        ("timers", load("timers")), ("index", load("index")),
    ]

    // TEMPORARY until the EmbedJavaScript plugin is on main: read the files next to the sources.
    private static func load(_ name: String) -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JS/jest/\(name).js")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "(function () { throw new Error('missing \(name).js') })"
    }

    static func install(in context: JSContext, natives: JSValue, glue: JSValue) throws(JSException) -> JSValue {
        let shared = JSValue.object(in: context)
        shared["natives"] = natives
        shared["glue"] = glue
        for file in files {
            try context.evaluate(file.source, sourceURL: "jshost:jest/\(file.name).js").call([shared])
        }
        return shared["globals"]
    }
}
