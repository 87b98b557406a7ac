// The JavaScript prelude (docs/prelude.md). Each piece is a file in Sources/HostRuntime/JS/,
// embedded at build time as `EmbeddedJS.<name>` (docs/architecture.md, "JavaScript sources").
// Each is a function expression `(function (host, shared) { ... })`; the host evaluates it and
// calls it with the same `host` (natives) and `shared` objects.
enum Prelude {
    /// Every piece, in evaluation order. A host without `host.loadPrelude` evaluates and calls
    /// all of these at context creation.
    static let sources: [(name: String, source: String)] = startupSources + lazySources

    /// With `host.loadPrelude`: the pieces evaluated and called at context creation, in order.
    static let startupSources: [(name: String, source: String)] = [
        ("console-stub.js", EmbeddedJS.consoleStub),
        ("basics.js", EmbeddedJS.basics),
        ("turn-budget.js", EmbeddedJS.turnBudget),
        ("rejection-tracker.js", EmbeddedJS.rejectionTracker),
    ]

    /// With `host.loadPrelude`: pieces loaded on first use of one of their globals;
    /// `host.loadPrelude(name)` evaluates `lazySource(named: name)` and returns the function
    /// (without calling it). Without `host.loadPrelude` they are part of `sources`.
    static let lazySources: [(name: String, source: String)] = [
        ("console.js", EmbeddedJS.console),
        ("structured.js", EmbeddedJS.structured),
        ("process.js", EmbeddedJS.process),
        ("encoding.js", EmbeddedJS.encoding),
        ("url.js", EmbeddedJS.url),
        ("fetch.js", EmbeddedJS.fetch),
    ]

    /// Looks a lazy piece up by name (for the host's `loadPrelude`).
    static func lazySource(named name: String) -> String? {
        lazySources.first(where: { $0.name == name })?.source
    }
}
