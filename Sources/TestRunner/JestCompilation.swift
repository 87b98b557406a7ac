import Foundation
import HostRuntime
import JSCore
import ModuleSyntax

/// How `jshost test` compiles the files a test loads: as babel-jest (or ts-jest) does,
/// into CommonJS with Jest's hoisting (docs/testing.md, "Module semantics"). The module
/// loader's one compilation stage asks it what differs for tests (HostRuntime's
/// `TestCompilation`); Jest's rules — the default `transform`, `transformIgnorePatterns`,
/// the error for an ES module left untransformed — are here.
struct JestCompilation: TestCompilation {
    var style: JestHoistStyle
    /// babel-plugin-jest-hoist's ALLOWED_IDENTIFIERS, as a set and as its error lists them.
    var allowedGlobals: Set<String>
    var allowedGlobalsText: String
    /// Jest's `transformIgnorePatterns` (default: `/node_modules/`): files they match load as written.
    var ignorePatterns: [NSRegularExpression]
    /// What the configuration's `haste` makes jest-resolve try before the plain extensions
    /// (`[".ios", ".native"]` for `defaultPlatform: 'ios'`, `platforms: [… 'native']`).
    var platformInfixes: [String]
    /// ts-jest's `esModuleInterop` (the project's tsconfig.json): false makes TypeScript
    /// files' imports plain `require`s (no interop helper). Babel's interop otherwise.
    var typeScriptInterop = true

    init(style: JestHoistStyle, allowedGlobals: [String], ignorePatterns: [NSRegularExpression], platformInfixes: [String] = []) {
        self.platformInfixes = platformInfixes
        self.style = style
        self.allowedGlobals = Set(allowedGlobals)
        allowedGlobalsText = allowedGlobals.joined(separator: ", ")
        self.ignorePatterns = ignorePatterns
    }

    /// Jest's default `transform` (`\.[jt]sx?$` → babel-jest), less what the ignore patterns
    /// match; and `.mjs` files (jshost runs ES-module test files too, hoisted alike).
    func transforms(_ path: String) -> Bool {
        guard [".js", ".jsx", ".ts", ".tsx", ".mjs"].contains(where: path.hasSuffix) else { return false }
        let range = NSRange(path.startIndex..., in: path)
        return !ignorePatterns.contains { $0.firstMatch(in: path, range: range) != nil }
    }
}

extension JestCompilation {
    /// A `.js`/`.jsx`/`.cjs` file with module syntax that the ignore patterns leave as it is
    /// fails, as under Jest: Node's SyntaxError for its first import or export, with Jest's
    /// "Jest encountered an unexpected token" and the remedy (jest-runtime's
    /// handlePotentialSyntaxError). `.mjs` files stay jshost's ES modules.
    func refuseUntransformedModule(_ source: String, path: String, in context: JSContext) throws(JSException) {
        guard [".js", ".jsx", ".cjs"].contains(where: path.hasSuffix), !transforms(path) else { return }
        let firstModuleLine = source.split(separator: "\n").first { $0.hasPrefix("import ") || $0.hasPrefix("import{") || $0.hasPrefix("export ") }
        let nodeError = firstModuleLine?.hasPrefix("export") == true ? "Unexpected token 'export'" : "Cannot use import statement outside a module"
        let message = "Jest encountered an unexpected token: \(path) is an ES module, and transformIgnorePatterns leave it untransformed (SyntaxError: \(nodeError)). "
            + "To have it compiled, let it through transformIgnorePatterns, e.g. \"/node_modules/(?!its-package)\"."
        throw JSException(name: "SyntaxError", message: message, file: path, value: JSValue.error(name: "SyntaxError", message: message, in: context))
    }
}
