import Foundation
import Testing
@testable import ModuleSyntax

/// The Jest hoisting pass (JestHoist.swift) on CommonJS code: what moves, what stays, and
/// babel-plugin-jest-hoist's errors.
@Suite struct JestHoistTests {
    static func options(_ style: JestHoistStyle = .babel) -> JestHoistOptions {
        JestHoistOptions(style: style, esbuildOutput: false, strict: true, allowedGlobals: ["jest", "require", "Object", "console"],
                         allowedGlobalsText: "Object, console, jest, require")
    }

    static func hoist(_ code: String, _ style: JestHoistStyle = .babel) throws -> String {
        try hoistJestCalls(code: code, filename: "/app/a.test.js", options: options(style)).code
    }

    @Test func mockCallsRunFirstAndKeepTheirLines() throws {
        let code = "const api = require('./api');\nconst mockSend = jest.fn();\njest.mock('./api', () => ({ send: (...a) => mockSend(...a) }));\n"
        let out = try Self.hoist(code)
        #expect(out.hasPrefix("\"use strict\";__jsh_hoist0();const api = require('./api');\n"))
        #expect(out.contains("\nfunction __jsh_hoist0(){jest.mock('./api', () => ({ send: (...a) => mockSend(...a) }));}\n"))
        #expect(out.split(separator: "\n", omittingEmptySubsequences: false).count == code.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func callsInAFunctionBodyGoToItsTop() throws {
        let out = try Self.hoist("test('x', () => {\n  const a = require('./a');\n  jest.mock('./a');\n});\n")
        #expect(out.contains("() => {__jsh_hoist0();\n  const a = require('./a');\n  function __jsh_hoist0(){jest.mock('./a');}\n"), "\(out)")
    }

    @Test func whatDoesNotMove() throws {
        // Not a statement of its own, a local `jest`, a method the plugin does not hoist.
        for code in ["if (x) jest.mock('./a');\n", "const jest = require('@jest/globals').jest;\njest.mock('./a');\n",
                     "jest.doMock('./a', () => 1);\n", "jest.mock('./a').resetModules();\n", "x = jest.mock('./a');\n"] {
            #expect(!(try Self.hoist(code)).contains("__jsh_hoist"), "\(code)")
        }
        // ts-jest's HOIST_METHODS are the same five (hoist-jest.ts), whatever their arguments;
        // other jest calls stay.
        #expect((try Self.hoist("jest.unmock('./a');\n", .tsJest)).contains("__jsh_hoist0"))
        #expect((try Self.hoist("jest.enableAutomock();\n", .tsJest)).contains("__jsh_hoist0"))
        #expect((try Self.hoist("jest.mock(name);\n", .tsJest)).contains("__jsh_hoist0"))
        #expect(!(try Self.hoist("jest.mock(name);\n")).contains("__jsh_hoist"))
        #expect(!(try Self.hoist("jest.useFakeTimers();\n", .tsJest)).contains("__jsh_hoist"))
        #expect((try Self.hoist("jest.unmock('./a');\n")).contains("__jsh_hoist0"))
    }

    @Test func outOfScopeNamesAreThePluginsError() throws {
        let code = "const api = require('./api');\nlet sender = make();\njest.mock('./api', () => ({ send: (m) => sender(m) }));\n"
        do {
            _ = try Self.hoist(code)
            Issue.record("no error")
        } catch let error as JestHoistError {
            #expect(error.name == "ReferenceError")
            #expect(error.message.hasPrefix("The module factory of `jest.mock()` is not allowed to reference any out-of-scope variables.\nInvalid variable access: sender\nAllowed objects: Object, console, jest, require.\n"))
            #expect(error.line == 3 && error.column == 42)
        }
        // The same under ts-jest is allowed.
        #expect((try Self.hoist(code, .tsJest)).contains("__jsh_hoist0"))
        // mock* names (any case), allowed globals, the factory's own names, keys and properties.
        _ = try Self.hoist("jest.mock('./a', () => { const x = Object.create(null); return { send: MockSend, x, y: console.log, [1]: jest.fn() }; });\n")
        // Not an inline function.
        #expect(throws: JestHoistError.self) { try Self.hoist("jest.mock('./a', factory);\n") }
    }

    /// babel-plugin-jest-hoist 29.3.1 moves a pure declaration a factory reads to the top of
    /// its block, above the calls (its `hoistedVariables`); the line it stood on stays, empty.
    @Test func aPureDeclarationMovesWithTheCall() throws {
        let out = try Self.hoist("const PREFIX = 'p';\njest.mock('./a', () => ({ PREFIX, f: () => PREFIX }));\n")
        #expect(out.hasPrefix("\"use strict\";const PREFIX = 'p';__jsh_hoist0();\nfunction __jsh_hoist0(){jest.mock('./a', () => ({ PREFIX, f: () => PREFIX }));}"), "\(out)")
        // Several declarators in one statement: a getter beside the declaration instead.
        let several = try Self.hoist("const A = 1, PREFIX = 'p';\njest.mock('./a', () => A);\n")
        #expect(several.contains("function __jsh_pure"), "\(several)")
        // Reassigned, or not pure: the plugin's error.
        #expect(throws: JestHoistError.self) { try Self.hoist("let p = 'p';\np = 'q';\njest.mock('./a', () => p);\n") }
        #expect(throws: JestHoistError.self) { try Self.hoist("let p = 'p';\np += 'q';\njest.mock('./a', () => p);\n") }
        #expect(throws: JestHoistError.self) { try Self.hoist("const p = make();\njest.mock('./a', () => p);\n") }
    }

    /// @babel/traverse's `scope.isPure(init, true)`: names of constant bindings, templates,
    /// operators are pure; a member read, a call, `new`, a conditional are not.
    @Test func pureIsBabelsIsPure() throws {
        for pure in ["`a${B}`", "-1 + B * 2", "[B, { k: B, m() { return x; } }]", "B ?? 1", "typeof B", "() => window.x", "class { f() {} }"] {
            #expect(throws: Never.self) { try Self.hoist("const B = 1;\nconst P = \(pure);\njest.mock('./a', () => P);\n") }
        }
        for impure in ["Math.PI", "String(1)", "new Map()", "B ? 1 : 2", "[...B]", "undefined", "tag`x`", "other"] {
            #expect(throws: JestHoistError.self, "\(impure)") { try Self.hoist("const B = [1];\nlet other = 1; other = 2;\nconst P = \(impure);\njest.mock('./a', () => P);\n") }
        }
    }

    /// Babel's `isReferenced`: the left side of an assignment is no reference; an update is.
    @Test func anAssignedNameIsNotAReference() throws {
        #expect(throws: Never.self) { try Self.hoist("let n = 0;\njest.mock('./a', () => { n = 1; n += 2; return {}; });\n") }
        #expect(throws: JestHoistError.self) { try Self.hoist("let n = 0;\njest.mock('./a', () => { n++; return {}; });\n") }
    }

    /// esbuild's enum / namespace shape: an enum declared in a factory is refused (Babel's
    /// scope does not see it); a namespace becomes `let`, as Babel compiles it.
    @Test func typeScriptEnumsAndNamespaces() throws {
        var options = Self.options()
        options.esbuildOutput = true
        let enumInFactory = "jest.mock('./a', () => {\n  let P;\n  ((P2) => {\n    P2[P2[\"A\"] = 1] = \"A\";\n  })(P || (P = {}));\n  return { P };\n});\n"
        #expect(throws: JestHoistError.self) { try hoistJestCalls(code: enumInFactory, filename: "/app/a.test.ts", options: options) }
        let namespace = "var mockNs;\n((mockNs2) => {\n  mockNs2.a = 1;\n})(mockNs || (mockNs = {}));\n"
        #expect(try hoistJestCalls(code: namespace, filename: "/app/a.test.ts", options: options).code.contains("let mockNs;\n"))
        let topEnum = "var P;\n((P2) => {\n  P2[P2[\"A\"] = 1] = \"A\";\n})(P || (P = {}));\n"
        #expect(try hoistJestCalls(code: topEnum, filename: "/app/a.test.ts", options: options).code.contains("var P;\n"))
    }
}
