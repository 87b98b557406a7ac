// Hoisting of `jest.mock(…)` and its kin as babel-plugin-jest-hoist does it, on a module
// that is already CommonJS (esbuild's `--format=cjs` output, or a CommonJS file as
// written), by a pass over its tokens. See docs/testing.md, "Module semantics".
//
// Each hoisted statement stays on its line, wrapped in a function declaration
// (`function __jsh_hoist0(){jest.mock(…)}`), and a call of that function goes to the top
// of the statement's block (the program's prologue, or just after the block's `{`). A
// function declaration is a closure of the block's scope, so a factory reads the module's
// `mock*` variables when it runs, and lines never move: error positions stay right.

/// Which transformer's hoisting to follow.
public enum JestHoistStyle: Sendable, Equatable {
    /// babel-jest (babel-plugin-jest-hoist): `mock`, `unmock`, `deepUnmock`,
    /// `enableAutomock`, `disableAutomock`; a factory may only read names it declares,
    /// allowed globals, and `mock*` names.
    case babel
    /// ts-jest's `hoist-jest` transformer (kulshekhar/ts-jest src/transformers/hoist-jest.ts,
    /// `HOIST_METHODS`): the same five methods move, whatever their arguments, and factories
    /// are not checked.
    case tsJest
}

/// Options of `hoistJestCalls`.
public struct JestHoistOptions {
    public var style: JestHoistStyle
    /// The code is esbuild's CommonJS output: its `__toESM` and `__toCommonJS` helpers are
    /// left unused, so that the wrapper's Babel-interop ones (same names) serve instead.
    public var esbuildOutput: Bool
    /// Put `"use strict"` first, as Babel's CommonJS transform does for every file.
    public var strict: Bool
    /// Globals a babel factory may read (babel-plugin-jest-hoist's ALLOWED_IDENTIFIERS).
    public var allowedGlobals: Set<String>
    /// The same, in the order the plugin's error lists them.
    public var allowedGlobalsText: String
    /// The name the user wrote where the code has a name at (1-based line, column): esbuild
    /// renames imports (`send` → `import_api.send`), and the plugin judges the user's names.
    public var originalName: ((_ line: Int, _ column: Int) -> String?)?
    /// The line of the user's file that a 1-based (line, column) of the code comes from
    /// (esbuild's source map); ts-jest's order puts each import's `require` back at it.
    public var originalLine: ((_ line: Int, _ column: Int) -> Int?)?
    /// Whether `jest.…` calls move (babel-jest, ts-jest). False for an app module as Metro
    /// compiles it: the rest of this pass (esbuild's helpers left for Babel's, `import()`
    /// through the host, strict mode, TypeScript namespaces as Babel declares them) is the
    /// same compilation stage for both (docs/modules.md, "One compilation for app code and tests").
    public var hoistsJestCalls = true

    public init(style: JestHoistStyle, esbuildOutput: Bool, strict: Bool, allowedGlobals: Set<String>, allowedGlobalsText: String,
                originalName: ((Int, Int) -> String?)? = nil, originalLine: ((Int, Int) -> Int?)? = nil) {
        self.originalLine = originalLine
        self.style = style
        self.esbuildOutput = esbuildOutput
        self.strict = strict
        self.allowedGlobals = allowedGlobals
        self.allowedGlobalsText = allowedGlobalsText
        self.originalName = originalName
    }
}

/// The error babel-plugin-jest-hoist throws while compiling (a TypeError or ReferenceError),
/// at a 1-based line and column of the code it was given.
public struct JestHoistError: Error, Sendable, Equatable {
    public let name: String
    public let message: String
    public let line: Int
    public let column: Int
}

/// `code` (CommonJS) with its hoistable `jest.…` statements hoisted; `columnShifts` takes
/// columns of the result back to `code`'s. Throws `JestHoistError` for what the plugin
/// rejects, `ModuleSyntaxError` for what the tokenizer cannot read.
public func hoistJestCalls(code: String, filename: String, options: JestHoistOptions) throws -> (code: String, columnShifts: ColumnShifts) {
    var rewriter = try Rewriter(bytes: Array(code.utf8), file: filename, kind: .commonJS)
    try rewriter.hoistJest(options)
    let transform = rewriter.assemble()
    return (transform.code, rewriter.columnShifts(code: Array(transform.code.utf8)))
}

extension Rewriter {
    private static let babelMethods: Set<String> = ["mock", "unmock", "deepUnmock", "enableAutomock", "disableAutomock"]

    mutating func hoistJest(_ options: JestHoistOptions) throws {
        let declared = declaredNames(0, n - 1)
        // `var X = require("@jest/globals")` (esbuild's form of `import { jest } from …`).
        var globalsModules: Set<String> = []
        for i in 0..<n where kwAt(i) == .var && toks[i].parent == -1 && isIdent(i + 1) && isP(i + 2, Punct.assign)
            && isIdent(i + 3) && text(i + 3) == "require" && isP(i + 4, Punct.lparen) && toks[i + 5].kind == .string
            && stringValue(i + 5) == "@jest/globals" {
            globalsModules.insert(text(i + 1))
        }
        if options.esbuildOutput {
            for i in 0..<n where kwAt(i) == .var && toks[i].parent == -1 && isIdent(i + 1) && isP(i + 2, Punct.assign) {
                let name = text(i + 1)
                if name == "__toESM" || name == "__toCommonJS" { replace(i + 1, i + 1, with: "__esbuild" + name) }
            }
        }
        // A dynamic `import(…)` (in a CommonJS file as written) loads through the host.
        for i in 0..<n where kwAt(i) == .import && !isDotBefore(i) && isP(i + 1, Punct.lparen) {
            replace(i, i, with: "__jsh.dynamicImport")
        }
        if options.esbuildOutput && options.style == .babel {
            // Babel compiles a TypeScript namespace to `let X;` (esbuild: `var X;`), so a
            // factory reading it while the imports load meets it uninitialised, as under Jest.
            for k in 0..<n where kwAt(k) == .var && !isDotBefore(k) && typeScriptDeclaration(at: k) == .namespace {
                replace(k, k, with: "let")
            }
        }
        if options.style == .tsJest, options.esbuildOutput, let originalLine = options.originalLine {
            keepRequiresAtTheirImports(originalLine)
        }
        var hoisted: [Int: [String]] = [:]   // block opener (-1: the program) → calls, in order
        var count = 0
        var i = 0
        while options.hoistsJestCalls, i < n {
            guard let chain = jestChain(at: i, declared: declared, globalsModules: globalsModules) else { i += 1; continue }
            guard try chainHoistable(chain, options: options, declared: declared, globalsModules: globalsModules) else { i = chain.end + 1; continue }
            let name = "__jsh_hoist\(count)"
            count += 1
            edits.append(Edit(start: Int(toks[i].start), end: Int(toks[i].start), text: "function \(name)(){"))
            // `X.jest` (from @jest/globals) is not assigned yet when the call runs: the
            // module's own `jest` (the wrapper's) is the same object.
            if chain.objectEnd > i { replace(i, chain.objectEnd, with: "jest") }
            edits.append(Edit(start: Int(toks[chain.end].end), end: Int(toks[chain.end].end), text: "}"))
            hoisted[Int(toks[i].parent), default: []].append("\(name)();")
            i = chain.end + 1
        }
        var prologue = options.strict ? "\"use strict\";" : ""
        // The plugin's hoist points: the pure declarations a factory reads (in the order they
        // are written), then the calls, at the top of each block.
        var declarations: [Int: [String]] = [:]
        for declaration in hoistedDeclarations.sorted(by: { $0.declarator < $1.declarator }) {
            declarations[declaration.block, default: []].append(declaration.text)
        }
        for block in Set(hoisted.keys).union(declarations.keys) {
            let text = (declarations[block] ?? []).joined() + (hoisted[block] ?? []).joined()
            if block == -1 {
                prologue += text
            } else {
                edits.append(Edit(start: Int(toks[block].end), end: Int(toks[block].end), text: text))
            }
        }
        extraPrologue = prologue
    }

    /// ts-jest compiles with TypeScript, whose CommonJS output keeps each import's `require`
    /// where the import is written (a `const depMock = jest.fn()` above an import runs
    /// before that module loads); esbuild gathers them at the top, as Babel does. Each
    /// top-level `var x = require("…")` / `var x = __toESM(require("…"))` / `require("…");`
    /// of esbuild's moves, on one line, to just before the first later statement that comes
    /// from a line below its import.
    mutating func keepRequiresAtTheirImports(_ originalLine: (Int, Int) -> Int?) {
        var starts: [Int] = []
        for k in 0..<n where toks[k].parent == -1 && (k == 0 || toks[k].nl) && statementStart(k) { starts.append(k) }
        func line(_ k: Int) -> Int? {
            let position = lineColumn(src, Int(toks[k].start))
            return originalLine(position.line, position.column)
        }
        func requireCall(_ k: Int) -> Bool {
            isIdent(k) && text(k) == "require" && isP(k + 1, Punct.lparen) && toks[k + 2].kind == .string && isP(k + 3, Punct.rparen)
        }
        /// The statement at `s` is an import's `require`: its last token.
        func importEnd(_ s: Int) -> Int? {
            var k = s
            if kwAt(s) == .var, isIdent(s + 1), isP(s + 2, Punct.assign) {
                k = s + 3
                if isIdent(k), text(k) == "__toESM", isP(k + 1, Punct.lparen), requireCall(k + 2), isP(k + 6, Punct.rparen) {
                    k += 7
                } else if requireCall(k) {
                    k += 4
                } else {
                    return nil
                }
            } else if requireCall(s) {
                k = s + 4
            } else {
                return nil
            }
            guard isP(k, Punct.semi) else { return nil }
            return k
        }
        var moves: [(first: Int, last: Int, before: Int)] = []
        for (index, s) in starts.enumerated() {
            guard let end = importEnd(s), let importLine = line(s) else { continue }
            for later in starts[(index + 1)...] where importEnd(later) == nil {
                guard let laterLine = line(later) else { continue }
                if laterLine > importLine { moves.append((s, end, later)) }
                if laterLine > importLine { break }
            }
        }
        for move in moves {
            let statement = (move.first...move.last).map(text).joined(separator: " ")
            replace(move.first, move.last, with: "")
            edits.append(Edit(start: Int(toks[move.before].start), end: Int(toks[move.before].start), text: statement))
        }
    }

    /// A statement `jest.a(…).b(…)…;` starting at `i`: the calls and where the statement ends.
    struct JestChain {
        /// The last token of the Jest object (`jest`, or `X.jest`).
        var objectEnd: Int
        var calls: [(name: String, open: Int)]
        /// The statement's last token (its `;`, or the last `)`).
        var end: Int
    }

    func jestChain(at i: Int, declared: Set<String>, globalsModules: Set<String>) -> JestChain? {
        guard isIdent(i), toks[i].kw == .none, !isDotBefore(i) else { return nil }
        var objectEnd = i
        let name = text(i)
        if name == "jest" {
            guard !declared.contains("jest") else { return nil }
        } else if globalsModules.contains(name), isP(i + 1, Punct.dot), isIdent(i + 2), text(i + 2) == "jest" {
            objectEnd = i + 2
        } else {
            return nil
        }
        // A statement of its own, directly in a block or the program (not `if (x) jest.mock()`).
        let parent = Int(toks[i].parent)
        guard parent == -1 || (isP(parent, Punct.lbrace) && toks[parent].brace == .block) else { return nil }
        guard statementStart(i) else { return nil }
        if i > 0 {
            let p = i - 1
            if isP(p, Punct.rparen) && toks[Int(toks[p].match)].controlParen { return nil }
            if (kwAt(p) == .else || kwAt(p) == .do) && !isDotBefore(p) { return nil }
        }
        var calls: [(String, Int)] = []
        var k = objectEnd + 1
        while isP(k, Punct.dot), isIdent(k + 1), isP(k + 2, Punct.lparen) {
            calls.append((text(k + 1), k + 2))
            k = Int(toks[k + 2].match) + 1
        }
        guard !calls.isEmpty else { return nil }
        if isP(k, Punct.semi) { return JestChain(objectEnd: objectEnd, calls: calls, end: k) }
        // The statement must end here (ASI before a new line, a `}` or the end).
        guard k >= n || toks[k].nl || isP(k, Punct.rbrace) else { return nil }
        return JestChain(objectEnd: objectEnd, calls: calls, end: k - 1)
    }

    /// The argument list of the call whose `(` is at `open`: each argument's first and last token.
    func arguments(_ open: Int) -> [(Int, Int)] {
        let close = Int(toks[open].match)
        var list: [(Int, Int)] = []
        var start = open + 1
        var k = open + 1
        while k < close {
            if isP(k, Punct.comma) && Int(toks[k].parent) == open {
                if k > start { list.append((start, k - 1)) }
                start = k + 1
            }
            k = next(k)
        }
        if close > start { list.append((start, close - 1)) }
        return list
    }

    /// babel-plugin-jest-hoist's FUNCTIONS checks for every call of the chain (which may
    /// throw the plugin's errors); ts-jest moves the same methods without looking at arguments.
    mutating func chainHoistable(_ chain: JestChain, options: JestHoistOptions, declared: Set<String>, globalsModules: Set<String>) throws -> Bool {
        for call in chain.calls {
            let args = arguments(call.open)
            switch options.style {
            case .tsJest:
                guard Self.babelMethods.contains(call.name) else { return false }
            case .babel:
                guard Self.babelMethods.contains(call.name) else { return false }
                switch call.name {
                case "mock":
                    if args.count == 1 {
                        guard isLiteral(args[0]) else { return false }
                    } else if args.count == 2 || args.count == 3 {
                        let factory = args[1]
                        guard isFunction(factory) else {
                            throw hoistError("TypeError", "The second argument of `jest.mock` must be an inline function.\n", at: factory.0)
                        }
                        try checkFactory(factory, options: options, declared: declared, globalsModules: globalsModules)
                    } else {
                        return false
                    }
                case "unmock", "deepUnmock":
                    guard args.count == 1, args[0].0 == args[0].1, toks[args[0].0].kind == .string else { return false }
                default:
                    guard args.isEmpty else { return false }
                }
            }
        }
        return true
    }

    func isLiteral(_ arg: (Int, Int)) -> Bool {
        guard arg.0 == arg.1 else { return false }
        switch toks[arg.0].kind {
        case .string, .number, .regex, .templateFull: return true
        case .identifier: return [.null, .true, .false].contains(toks[arg.0].kw)
        default: return false
        }
    }

    func isFunction(_ arg: (Int, Int)) -> Bool {
        var k = arg.0
        if kwAt(k) == .async, !isP(k + 1, Punct.arrow) { k += 1 }
        if kwAt(k) == .function { return true }
        if isIdent(k), toks[k].kw == .none || toks[k].kw == .async, isP(k + 1, Punct.arrow) { return true }
        if isP(k, Punct.lparen) { return isP(Int(toks[k].match) + 1, Punct.arrow) }
        return false
    }

    func hoistError(_ name: String, _ message: String, at token: Int) -> JestHoistError {
        let position = lineColumn(src, Int(toks[token].start))
        return JestHoistError(name: name, message: message, line: position.line, column: position.column)
    }

    /// The plugin's rule for a factory (its `FUNCTIONS.mock`): every name it *references*
    /// (Babel's `ReferencedIdentifier`: not the target of an assignment, not a property or
    /// key; types are gone after esbuild, as the plugin's visitor skips them) that it does not
    /// declare is an allowed global (not declared anywhere in the file), or matches
    /// `/^mock/i` or `/^(?:__)?cov/`, or is `jest` imported from `@jest/globals` (the
    /// plugin's ImportSpecifier case; esbuild's form `X.jest` with `var X = require("@jest/globals")`),
    /// or is a variable never reassigned whose initialiser is pure (`scope.isPure(init, true)`),
    /// whose declaration then moves to the top of its block with the call.
    mutating func checkFactory(_ factory: (Int, Int), options: JestHoistOptions, declared: Set<String>, globalsModules: Set<String> = []) throws {
        var locals = declaredNames(factory.0, factory.1)
        // A TypeScript enum or namespace declared in the factory is no binding of Babel's
        // scope when the plugin judges it (the TypeScript transform has not run yet).
        if options.esbuildOutput {
            for k in factory.0...factory.1 where [.var, .let].contains(kwAt(k)) && typeScriptDeclaration(at: k) != nil {
                locals.remove(text(k + 1))
            }
        }
        for k in factory.0...factory.1 where isReference(k) && !isAssignmentTarget(k) {
            let name = text(k)
            if locals.contains(name) || name.hasPrefix("__jsh") { continue }
            let position = lineColumn(src, Int(toks[k].start))
            // esbuild's name for an import (`import_api.send`): the user's name is in the file as written.
            let written = name.hasPrefix("import_") ? options.originalName?(position.line, position.column) ?? name : name
            if (!declared.contains(name) && options.allowedGlobals.contains(name)) || written.lowercased().hasPrefix("mock")
                || written.hasPrefix("cov") || written.hasPrefix("__cov") {
                continue
            }
            if name.hasPrefix("__") && !declared.contains(name) { continue }
            if globalsModules.contains(name), isP(k + 1, Punct.dot), isIdent(k + 2), text(k + 2) == "jest" { continue }
            if let pure = pureConstant(named: name, declared: declared) {
                // Already moved for an earlier reference.
                if hoistedDeclarations.contains(where: { $0.declarator == pure.declarator }) { continue }
                if pure.movable {
                    // The plugin moves the declaration to the top of its block, above the calls.
                    if !pureGetters.contains(pure.declarator) {
                        pureGetters.insert(pure.declarator)
                        let keyword = text(pure.declarator - 1)
                        let initText = (pure.initFirst...pure.initLast).map(text).joined(separator: " ")
                        hoistedDeclarations.append((block: Int(toks[pure.declarator - 1].parent), declarator: pure.declarator,
                                                    text: "\(keyword) \(name) = \(initText);"))
                        replace(pure.declarator - 1, pure.statementEnd, with: "")
                    }
                    continue
                }
                // Several declarators in one statement, or an initialiser over several
                // lines: a function declaration beside it gives the factory its value.
                let getter = "__jsh_pure\(pure.declarator)"
                if !pureGetters.contains(pure.declarator) {
                    pureGetters.insert(pure.declarator)
                    let initText = String(decoding: src[Int(toks[pure.initFirst].start)..<Int(toks[pure.initLast].end)], as: UTF8.self)
                    edits.append(Edit(start: Int(toks[pure.statementEnd].end), end: Int(toks[pure.statementEnd].end),
                                      text: " function \(getter)(){return (\(initText));}"))
                }
                let shorthand = toks[k].parent >= 0 && toks[Int(toks[k].parent)].brace == .object
                    && (isP(k - 1, Punct.lbrace) || isP(k - 1, Punct.comma)) && (isP(k + 1, Punct.comma) || isP(k + 1, Punct.rbrace))
                replace(k, k, with: shorthand ? "\(name): \(getter)()" : "\(getter)()")
                continue
            }
            throw hoistError("ReferenceError", "The module factory of `jest.mock()` is not allowed to reference any out-of-scope variables.\n"
                + "Invalid variable access: \(written)\n"
                + "Allowed objects: \(options.allowedGlobalsText).\n"
                + "Note: This is a precaution to guard against uninitialized mock variables. If it is ensured that the mock is required lazily, variable names prefixed with `mock` (case insensitive) are permitted.\n",
                at: k)
        }
    }

    enum TypeScriptDeclaration { case enumeration, namespace }

    /// esbuild's form of a TypeScript enum or namespace at `k`: `var|let X;` then
    /// `((X2) => { … })(X || (X = {}));` — an enum's body starts `X2[X2[`.
    func typeScriptDeclaration(at k: Int) -> TypeScriptDeclaration? {
        guard isIdent(k + 1), isP(k + 2, Punct.semi), isP(k + 3, Punct.lparen), isP(k + 4, Punct.lparen), isIdent(k + 5),
              isP(k + 6, Punct.rparen), isP(k + 7, Punct.arrow), isP(k + 8, Punct.lbrace) else { return nil }
        let name = text(k + 1)
        let close = Int(toks[k + 3].match)
        guard close > 0, isP(close + 1, Punct.lparen), isIdent(close + 2), text(close + 2) == name else { return nil }
        let inner = text(k + 5)
        if isIdent(k + 9), text(k + 9) == inner, isP(k + 10, Punct.lbrack), isIdent(k + 11), text(k + 11) == inner, isP(k + 12, Punct.lbrack) {
            return .enumeration
        }
        return .namespace
    }

    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^=", "&&=", "||=", "??="]

    /// The token is an assignment operator (`=`, `+=`, … `??=`).
    func isAssignmentOperator(_ k: Int) -> Bool {
        guard k >= 0, k < n, toks[k].kind == .punct else { return false }
        return toks[k].sub == Punct.assign || (toks[k].sub == Punct.otherOp && Self.assignmentOperators.contains(text(k)))
    }

    /// The identifier at `k` is the left side of an assignment (`name = …`, `name += …`):
    /// @babel/types' `isReferenced` is false there (`parent.right === node`).
    func isAssignmentTarget(_ k: Int) -> Bool {
        isAssignmentOperator(k + 1) && ![.const, .let, .var].contains(kwAt(k - 1))
    }

    /// `const|let|var name = init`, never assigned again, whose `init` is pure as Babel's
    /// `scope.isPure(init, true)` judges it; nil otherwise. `movable`: the declaration is
    /// one declarator whose initialiser holds no line break inside a token (so it can move
    /// to the block's first line without moving any other line).
    func pureConstant(named name: String, declared: Set<String>) -> (declarator: Int, initFirst: Int, initLast: Int, statementEnd: Int, movable: Bool)? {
        guard isConstantBinding(name) else { return nil }
        for i in 0..<n where [.const, .let, .var].contains(kwAt(i)) && !isDotBefore(i) && isIdent(i + 1) && text(i + 1) == name && isP(i + 2, Punct.assign) {
            let first = i + 3
            let end = skipExpression(first)
            guard end > first else { return nil }
            let last = end - 1
            guard isPure(first, last, declared: declared) else { return nil }
            let statementEnd = isP(end, Punct.semi) ? end : last
            let oneLineTokens = (first...last).allSatisfy { k in !src[Int(toks[k].start)..<Int(toks[k].end)].contains(0x0A) }
            let start = Int(toks[i].start), stop = Int(toks[statementEnd].end)
            let untouched = !edits.contains { $0.end > start && $0.start < stop }
            return (i + 1, first, last, statementEnd, !isP(end, Punct.comma) && oneLineTokens && untouched)
        }
        return nil
    }

    /// Babel's `binding.constant`: the name is never assigned after its declaration.
    func isConstantBinding(_ name: String) -> Bool {
        for k in 0..<n where isIdent(k) && !isDotBefore(k) && text(k) == name {
            if isP(k + 1, Punct.incDec) || isP(k - 1, Punct.incDec) { return false }
            if isAssignmentOperator(k + 1) && !(isP(k + 1, Punct.assign) && [.const, .let, .var].contains(kwAt(k - 1))) {
                // An object key or default (`{ name = 1 }` in a pattern, `{ name: … }`) is no assignment of the name.
                if toks[k].parent >= 0, toks[Int(toks[k].parent)].brace == .object { continue }
                return false
            }
        }
        return true
    }

    /// @babel/traverse's `Scope.isPure(node, constantsOnly: true)` over the tokens `first…last`:
    /// literals, templates, `this`, functions and arrows (whatever their body), classes,
    /// arrays and objects of pure values (methods and getters are pure), unary, binary and
    /// logical operators on pure operands, and names of constant bindings. A call, `new`,
    /// a member access, a conditional, a spread, an assignment or an update is not.
    func isPure(_ first: Int, _ last: Int, declared: Set<String>) -> Bool {
        var k = first
        while k <= last {
            let t = toks[k]
            // Functions and arrows are pure whatever they hold.
            var f = k
            if kwAt(f) == .async, !isP(f + 1, Punct.arrow) { f += 1 }
            if kwAt(f) == .function {
                var j = f + 1
                while j <= last, !isP(j, Punct.lparen) { j += 1 }
                guard j <= last, isP(Int(toks[j].match) + 1, Punct.lbrace) else { return false }
                k = Int(toks[Int(toks[j].match) + 1].match) + 1
                continue
            }
            if kwAt(f) == .class {
                var j = f + 1
                while j <= last, !isP(j, Punct.lbrace) { j += 1 }
                guard j <= last else { return false }
                k = Int(toks[j].match) + 1
                continue
            }
            let arrowParams: Int? = (isIdent(f) && isP(f + 1, Punct.arrow)) ? f + 1
                : (isP(f, Punct.lparen) && isP(Int(toks[f].match) + 1, Punct.arrow)) ? Int(toks[f].match) + 1 : nil
            if let arrow = arrowParams {
                let body = arrow + 1
                k = isP(body, Punct.lbrace) ? Int(toks[body].match) + 1 : skipExpression(body)
                continue
            }
            switch t.kind {
            case .string, .number, .regex, .templateFull, .templateHead, .templateMiddle, .templateTail:
                // A tagged template (`tag\`…\``) is a call.
                if t.kind == .templateFull || t.kind == .templateHead, k > first, endsExpression(k - 1) { return false }
            case .identifier:
                switch t.kw {
                case .true, .false, .null, .this, .typeof, .void, .delete, .in, .instanceof:
                    break
                case .none, .of, .as, .from, .get, .set, .async, .static, .let, .accessor:
                    let parent = Int(t.parent)
                    let inObject = parent >= 0 && toks[parent].brace == .object
                    let keyPosition = inObject && (isP(k - 1, Punct.lbrace) || isP(k - 1, Punct.comma) || [.get, .set, .async].contains(kwAt(k - 1)))
                    if keyPosition && isP(k + 1, Punct.colon) { break }
                    if keyPosition && isP(k + 1, Punct.lparen) {
                        // A method: pure.
                        let close = Int(toks[k + 1].match)
                        guard isP(close + 1, Punct.lbrace) else { return false }
                        k = Int(toks[close + 1].match) + 1
                        continue
                    }
                    if inObject, [.get, .set, .async].contains(t.kw), isIdent(k + 1) { break }
                    if isDotBefore(k) { return false }
                    guard declared.contains(text(k)), isConstantBinding(text(k)) else { return false }
                default:
                    return false
                }
            case .punct:
                switch t.sub {
                case Punct.dot, Punct.optChain, Punct.incDec, Punct.spread, Punct.question, Punct.arrow:
                    return false
                case Punct.lparen:
                    // A call, unless it only groups.
                    if k > first, endsExpression(k - 1) { return false }
                case Punct.lbrack:
                    // A computed member access, unless it is an array or a computed key.
                    if k > first, endsExpression(k - 1) { return false }
                default:
                    if isAssignmentOperator(k) { return false }
                }
            default:
                return false
            }
            k += 1
        }
        return true
    }

    /// Whether the identifier at `k` is read as a variable (not a property name, an
    /// object key, a method name or a keyword).
    func isReference(_ k: Int) -> Bool {
        guard isIdent(k), !isDotBefore(k) else { return false }
        switch toks[k].kw {
        case .none, .of, .as, .from, .get, .set, .async, .static, .meta, .accessor, .let:
            break
        default:
            return false
        }
        let parent = Int(toks[k].parent)
        let brace = parent >= 0 && isP(parent, Punct.lbrace) ? toks[parent].brace : .none
        let afterOpenOrComma = isP(k - 1, Punct.lbrace) || isP(k - 1, Punct.comma)
        if brace == .object, afterOpenOrComma || [.get, .set, .async].contains(kwAt(k - 1)) || isP(k - 1, Punct.star),
           isP(k + 1, Punct.colon) || isP(k + 1, Punct.lparen) {
            return false
        }
        if brace == .classBody, isP(k + 1, Punct.lparen) || isP(k + 1, Punct.assign) || isP(k + 1, Punct.semi) { return false }
        // A contextual word used as one (`async () =>`, `get x()`): not a name.
        if toks[k].kw != .none, isIdent(k + 1) || isP(k + 1, Punct.lparen) && toks[k].kw == .async { return false }
        return true
    }

    /// The names declared from token `first` to `last`: variables, functions, classes,
    /// parameters and catch bindings (scopes are not told apart).
    func declaredNames(_ first: Int, _ last: Int) -> Set<String> {
        var names: [Int] = []
        var k = first
        while k <= last && k < n {
            switch kwAt(k) {
            case .var, .const, .let:
                if !isDotBefore(k), isIdent(k + 1) || isP(k + 1, Punct.lbrace) || isP(k + 1, Punct.lbrack) {
                    names += parseDeclarators(k + 1).names
                }
            case .function, .class:
                var j = k + 1
                if isP(j, Punct.star) { j += 1 }
                if isIdent(j), kwAt(j) != .extends, !isDotBefore(k) { names.append(j) }
            default:
                break
            }
            if isIdent(k), toks[k].kw == .none || toks[k].kw == .async, isP(k + 1, Punct.arrow) { names.append(k) }
            if isP(k, Punct.lparen) {
                let close = Int(toks[k].match)
                let after = close + 1
                let isParams = (isP(after, Punct.arrow)) || (isP(after, Punct.lbrace) && toks[after].brace == .block && !toks[k].controlParen)
                    || (toks[k].controlParen && kwAt(k - 1) == .catch)
                if isParams { names += parameterNames(k, close) }
            }
            k += 1
        }
        return Set(names.map(text))
    }
}

extension ModuleTransform {
    /// A CommonJS module's code as it is evaluated (no import or export of its own).
    public static func commonJS(code: String) -> ModuleTransform {
        ModuleTransform(code: code, isModule: false, hasTopLevelAwait: false, imports: [], importRecords: [], exports: [],
                        starExports: [], usesCommonJS: true, isRewritten: true)
    }
}
