import JSCore
import ModuleSyntax

/// What the one compilation stage (ModuleCompilation.swift) compiles differently under
/// `jshost test`, handed in by the test runner (TestRunner's `JestCompilation`: babel-jest's or
/// ts-jest's output with Jest's hoisting). Nil on `ModuleLoader.jestCompilation` for `run`,
/// where an app's kind chooses the semantics.
package protocol TestCompilation {
    /// Whose hoisting of `jest.mock` calls the token pass follows (babel-jest or ts-jest).
    var style: JestHoistStyle { get }
    /// The globals a `jest.mock` factory may read, as a set and as the error lists them.
    var allowedGlobals: Set<String> { get }
    var allowedGlobalsText: String { get }
    /// Infixes resolution tries before the plain extensions (Jest's `haste` platforms).
    var platformInfixes: [String] { get }
    /// False: TypeScript files' imports are plain `require`s (no interop helper).
    var typeScriptInterop: Bool { get }
    /// Whether `path` compiles to CommonJS (Jest's `transform`), else loads as written.
    func transforms(_ path: String) -> Bool
    /// Throws the runner's error for a file left as written that has module syntax.
    func refuseUntransformedModule(_ source: String, path: String, in context: JSContext) throws(JSException)
}
