// The JavaScript prelude (docs/prelude.md). Each source is a function expression
// `(function (host, shared) { ... })`; the host evaluates it and calls it with the same `host`
// (natives) and `shared` objects.
enum Prelude {
    /// Evaluated and called at context creation, in this order.
    static let sources: [(name: String, source: String)] = [
        ("console.js", ConsolePrelude.source),
        ("basics.js", BasicsPrelude.source),
    ]

    /// Pieces loaded on first use of one of their globals. A host that provides
    /// `host.loadPrelude(name)` (evaluate the source named `name` from this list and return the
    /// resulting function) gets them lazily; a host that does not must evaluate and call them
    /// right after `sources`, in this order.
    static let lazySources: [(name: String, source: String)] = [
        ("encoding.js", EncodingPrelude.source),
        ("url.js", URLPrelude.source),
        ("fetch.js", FetchPrelude.source),
    ]

    /// Looks a lazy piece up by name (for the host's `loadPrelude`).
    static func lazySource(named name: String) -> String? {
        lazySources.first(where: { $0.name == name })?.source
    }
}
