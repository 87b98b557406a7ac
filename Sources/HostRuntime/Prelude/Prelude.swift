// The JavaScript prelude: pieces evaluated once per context, in this order.
// Each source is a function expression `(function (host, shared) { ... })`; the host
// evaluates it and calls it with the same `host` (natives) and `shared` objects.
// The contract is documented in docs/prelude.md.
enum Prelude {
    static let sources: [(name: String, source: String)] = [
        ("console.js", ConsolePrelude.source),
        ("basics.js", BasicsPrelude.source),
        ("encoding.js", EncodingPrelude.source),
        ("url.js", URLPrelude.source),
        ("fetch.js", FetchPrelude.source),
    ]
}
