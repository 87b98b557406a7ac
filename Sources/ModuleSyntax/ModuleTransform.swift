// The ES-module rewrite: turns a module's source into the body of a function the host can
// evaluate, keeping every original line on its line. See docs/modules.md for the contract.

/// How to treat a source file.
public enum SourceKind: Sendable, Equatable {
    /// Decide by syntax: a module if it has a static `import`/`export` declaration.
    case auto
    /// Always an ES module (`.mjs`).
    case module
    /// Always CommonJS (`.cjs`): a static `import`/`export` is a syntax error.
    case commonJS

    /// `.mjs` → module, `.cjs` → commonJS, anything else → auto.
    public static func forFilename(_ filename: String) -> SourceKind {
        if filename.hasSuffix(".mjs") { return .module }
        if filename.hasSuffix(".cjs") { return .commonJS }
        return .auto
    }
}

/// One static import (or re-export source) of a module, in source order, one per specifier.
public struct ModuleImport: Sendable, Equatable {
    /// The specifier as written (string escapes decoded).
    public let specifier: String
    /// Where the first `import`/`export … from` of this specifier starts (1-based).
    public let line: Int
    public let column: Int
    /// Export names the importer needs from it (`default` included; not `*`). The runtime
    /// reports a missing one as a SyntaxError, as Node does.
    public let names: [String]

    public init(specifier: String, line: Int, column: Int, names: [String]) {
        self.specifier = specifier
        self.line = line
        self.column = column
        self.names = names
    }
}

/// The result of `transformModule`.
public struct ModuleTransform: Sendable {
    /// The function body to evaluate (see docs/modules.md for the wrapper).
    public let code: String
    /// The file is an ES module (static import/export, or `.mjs`).
    public let isModule: Bool
    /// `await` at the top level of a module: the wrapper must be an `async function`.
    public let hasTopLevelAwait: Bool
    /// Static import specifiers (including `export … from`), in source order, deduplicated.
    public let imports: [String]
    /// The same with positions and the names needed from each.
    public let importRecords: [ModuleImport]
    /// Names this module exports itself (not counting `export *`).
    public let exports: [String]
    /// Specifiers of `export * from` (not `export * as ns`), in source order.
    public let starExports: [String]
    /// The file uses CommonJS: it calls `require(…)`, touches `module.exports` or
    /// `exports.…`, or names `__filename` / `__dirname` (never after a `.`). A `.js`
    /// entry with neither this nor module syntax runs as a classic script.
    public let usesCommonJS: Bool
    /// `code` differs from the source (a dynamic `import(…)`, `import.meta`, a `#!` line or
    /// module syntax was rewritten).
    public let isRewritten: Bool
    /// Where the rewrite moved columns (only when asked for with `trackColumns`):
    /// see `ColumnShifts`.
    public var columnShifts: ColumnShifts? = nil
    /// What each imported binding became in `code` (`__jsh_m1.default`, `__jsh_m0.subscribe`,
    /// `__jsh_m2` for a namespace) → the name the user wrote, for error messages.
    public var importBindings: [String: String] = [:]

    /// A module compiled to CommonJS elsewhere (esbuild's `--format=cjs`), with the imports
    /// a scan of its ES-module form found (their names and lines, for checks and errors).
    public static func compiledCommonJS(code: String, importRecords: [ModuleImport]) -> ModuleTransform {
        ModuleTransform(code: code, isModule: false, hasTopLevelAwait: false, imports: importRecords.map(\.specifier), importRecords: importRecords,
                        exports: [], starExports: [], usesCommonJS: true, isRewritten: true)
    }
}

/// Takes a column of `ModuleTransform.code` back to the column of the source it was
/// rewritten from. Lines never move; a line's columns move where the prologue or an
/// edit (a rewritten imported name, `import.meta`) changed its length.
public struct ColumnShifts: Sendable {
    /// By 1-based line: (code column, source column) anchors, 0-based, ascending.
    /// From an anchor on, columns advance together; text an edit inserted maps to the
    /// edit's start.
    var anchors: [Int: [(code: Int, source: Int, inserted: Bool)]] = [:]

    /// Line 1 starts with the prologue (its first anchor is where the source begins).
    var prologue = false

    /// No shifts: every column stays.
    public init() {}

    /// The source column (1-based) of a 1-based code column on a 1-based line.
    public func sourceColumn(line: Int, column: Int) -> Int {
        guard let list = anchors[line], !list.isEmpty else { return column }
        let target = column - 1
        var best: (code: Int, source: Int, inserted: Bool)? = nil
        for anchor in list where anchor.code <= target { best = anchor }
        // Before the first edit a line is as written; line 1's prologue maps to its start.
        guard let best else { return line == 1 && prologue ? 1 : column }
        return best.inserted ? best.source + 1 : best.source + (target - best.code) + 1
    }
}

/// Rewrites a JavaScript file for the host: ES module syntax becomes calls on `__jsh`,
/// `import(…)` becomes `__jsh.dynamicImport(…)` and `import.meta` becomes `__jsh.meta`
/// (in CommonJS files too). Throws `ModuleSyntaxError` for what the tokenizer or the
/// import/export grammar rejects.
/// With `trackColumns`, the result also says where columns moved (`columnShifts`),
/// for taking error positions back through a source map.
public func transformModule(source: String, filename: String, kind: SourceKind? = nil, trackColumns: Bool = false) throws -> ModuleTransform {
    let bytes = Array(source.utf8)
    var rewriter = try Rewriter(bytes: bytes, file: filename, kind: kind ?? SourceKind.forFilename(filename))
    var transform = try rewriter.run()
    if trackColumns { transform.columnShifts = rewriter.columnShifts(code: Array(transform.code.utf8)) }
    return transform
}

/// Tokenizes a source and returns its tokens as (kind, text) pairs — for tests and tools.
public func debugTokens(_ source: String) throws -> [(kind: String, text: String)] {
    let bytes = Array(source.utf8)
    var t = Tokenizer(source: bytes, file: "<input>")
    return try t.run().map { tok in
        (String(describing: tok.kind), String(decoding: bytes[Int(tok.start)..<Int(tok.end)], as: UTF8.self))
    }
}

// MARK: - implementation

private struct Binding {
    let name: [UInt8]
    /// replacement expression, e.g. `__jsh_m0.a`
    let expr: String
}

struct Edit {
    let start: Int
    let end: Int
    let text: String
}

private struct SpecEntry {
    let specifier: String
    let line: Int
    let column: Int
    var names: [String] = []
    var needsVar = false
    var star = false
}

struct Rewriter {
    let src: [UInt8]
    let file: String
    let kind: SourceKind
    var toks: [Token]
    let n: Int

    var edits: [Edit] = []
    private var removed: [(Int, Int)] = [] // token index ranges of removed statements (inclusive)
    private var bindings: [Binding] = []
    private var bindingIndex: [UInt64: [Int]] = [:]
    private var specs: [SpecEntry] = []
    private var specIndex: [String: Int] = [:]
    /// Where the last import's line and column were counted to (imports come in source
    /// order: each count goes on from the last instead of from the file's start).
    private var importPosition = LineColumnCursor()
    private var getters: [(String, String)] = []
    private var needsDefaultLet = false
    private var defaultFunctionName = false
    private var isModule = false
    private var tla = false
    private var usesCommonJS = false
    /// Filled by `assemble`, for `columnShifts`: the prologue's length and, for each
    /// applied edit, its start and end as (source offset, code offset) pairs.
    var prologueLength = 0
    /// Text `assemble` puts first (the Jest hoisting pass: its calls and directive).
    var extraPrologue = ""
    /// Declarators the Jest hoisting pass gave a value getter (JestHoist.swift).
    var pureGetters: Set<Int> = []
    /// Pure declarations the Jest hoisting pass moves to the top of their block (JestHoist.swift).
    var hoistedDeclarations: [(block: Int, declarator: Int, text: String)] = []
    var appliedEdits: [(source: Int, sourceEnd: Int, code: Int)] = []

    init(bytes: [UInt8], file: String, kind: SourceKind) throws {
        self.src = bytes
        self.file = file
        self.kind = kind
        var t = Tokenizer(source: bytes, file: file)
        self.toks = try t.run()
        self.n = toks.count
    }

    // MARK: helpers

    func error(_ message: String, at tokenIndex: Int) -> ModuleSyntaxError {
        let off = tokenIndex < n ? Int(toks[tokenIndex].start) : src.count
        let lc = lineColumn(src, off)
        return ModuleSyntaxError(file: file, line: lc.line, column: lc.column, message: message)
    }

    @inline(__always) func isP(_ i: Int, _ c: UInt8) -> Bool { i >= 0 && i < n && toks[i].kind == .punct && toks[i].sub == c }
    @inline(__always) func kwAt(_ i: Int) -> KW { i >= 0 && i < n ? toks[i].kw : .none }
    @inline(__always) func isIdent(_ i: Int) -> Bool { i >= 0 && i < n && toks[i].kind == .identifier }
    @inline(__always) func isDotBefore(_ i: Int) -> Bool { isP(i - 1, Punct.dot) || isP(i - 1, Punct.optChain) }

    func text(_ i: Int) -> String {
        String(decoding: src[Int(toks[i].start)..<Int(toks[i].end)], as: UTF8.self)
    }

    /// Index of the last token of the group opened at `i` (for templates, the tail).
    func groupEnd(_ i: Int) -> Int {
        var j = Int(toks[i].match)
        if j < 0 { return n - 1 }
        while toks[j].kind == .templateMiddle {
            let k = Int(toks[j].match)
            if k <= j { break }
            j = k
        }
        return j
    }

    @inline(__always) func next(_ i: Int) -> Int {
        let t = toks[i]
        if (t.kind == .punct && (t.sub == Punct.lparen || t.sub == Punct.lbrack || t.sub == Punct.lbrace)) || t.kind == .templateHead {
            return groupEnd(i) + 1
        }
        return i + 1
    }

    /// The token could end an expression (so a newline after it may insert a semicolon).
    func endsExpression(_ i: Int) -> Bool {
        guard i >= 0 && i < n else { return false }
        let t = toks[i]
        switch t.kind {
        case .number, .string, .regex, .privateName, .templateFull, .templateTail: return true
        case .identifier:
            switch t.kw {
            case .none, .this, .super, .null, .true, .false, .of, .as, .from, .get, .set, .async, .static, .meta, .let, .accessor:
                return true
            default: return isDotBefore(i)
            }
        case .punct:
            return t.sub == Punct.rparen || t.sub == Punct.rbrack || t.sub == Punct.rbrace || t.sub == Punct.incDec
        default: return false
        }
    }

    /// Skips an expression from `k`; returns the index of the token that ends it
    /// (`,` `;` a closer, or a token after a newline that starts a new statement), or `n`.
    func skipExpression(_ start: Int) -> Int {
        var k = start
        while k < n {
            let t = toks[k]
            if t.kind == .punct && (t.sub == Punct.comma || t.sub == Punct.semi) { return k }
            if t.isCloser { return k }
            if k > start && t.nl && endsExpression(k - 1) {
                switch t.kind {
                case .identifier:
                    switch t.kw {
                    case .in, .instanceof, .of, .as: break
                    default: return k
                    }
                case .string, .number, .privateName: return k
                case .punct where t.sub == Punct.incDec: return k
                default: break
                }
            }
            k = next(k)
        }
        return n
    }

    /// Can a statement start at token `i` (used to tell declarations from expressions)?
    func statementStart(_ i: Int) -> Bool {
        let p = i - 1
        if p < 0 { return true }
        let t = toks[p]
        if t.kind == .punct {
            switch t.sub {
            case Punct.semi: return true
            case Punct.rbrace: return t.brace != .object || toks[i].nl
            case Punct.lbrace: return t.brace == .block
            case Punct.rparen: return t.match >= 0 && toks[Int(t.match)].controlParen
            default: break
            }
        }
        switch t.kw {
        case .else, .do, .export, .default: return !isDotBefore(p)
        default: break
        }
        return toks[i].nl && endsExpression(p)
    }

    // MARK: string literals

    func stringValue(_ i: Int) -> String {
        let s = Int(toks[i].start) + 1, e = Int(toks[i].end) - 1
        var out: [UInt8] = []
        var k = s
        func hexVal(_ c: UInt8) -> UInt32? {
            switch c {
            case 0x30...0x39: return UInt32(c - 0x30)
            case 0x41...0x46: return UInt32(c - 0x41 + 10)
            case 0x61...0x66: return UInt32(c - 0x61 + 10)
            default: return nil
            }
        }
        func appendScalar(_ v: UInt32) {
            if let u = Unicode.Scalar(v) { out.append(contentsOf: Array(String(Character(u)).utf8)) }
        }
        while k < e {
            let c = src[k]
            if c != UInt8(ascii: "\\") { out.append(c); k += 1; continue }
            k += 1
            guard k < e else { break }
            let d = src[k]
            k += 1
            switch d {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "0"): out.append(0)
            case 0x0A: break
            case 0x0D: if k < e && src[k] == 0x0A { k += 1 }
            case UInt8(ascii: "x"):
                if k + 1 < e, let a = hexVal(src[k]), let b = hexVal(src[k + 1]) { appendScalar(a * 16 + b); k += 2 }
            case UInt8(ascii: "u"):
                if k < e && src[k] == UInt8(ascii: "{") {
                    var v: UInt32 = 0
                    k += 1
                    while k < e && src[k] != UInt8(ascii: "}") { v = v * 16 + (hexVal(src[k]) ?? 0); k += 1 }
                    k += 1
                    appendScalar(v)
                } else if k + 3 < e {
                    var v: UInt32 = 0
                    for j in 0..<4 { v = v * 16 + (hexVal(src[k + j]) ?? 0) }
                    k += 4
                    appendScalar(v)
                }
            default: out.append(d)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A module export name: identifier (any keyword allowed) or string literal.
    func exportName(_ i: Int) throws -> String {
        guard i < n else { throw error("Unexpected end of input in an import/export list", at: i) }
        if toks[i].kind == .identifier { return text(i) }
        if toks[i].kind == .string { return stringValue(i) }
        throw error("Unexpected '\(text(i))' in an import/export list", at: i)
    }

    // MARK: name lookup

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return h
    }

    func bindingFor(_ i: Int) -> Int? {
        if bindingIndex.isEmpty { return nil }
        let s = Int(toks[i].start), e = Int(toks[i].end)
        return src.withUnsafeBufferPointer { buf -> Int? in
            let slice = UnsafeBufferPointer(rebasing: buf[s..<e])
            guard let cands = bindingIndex[Rewriter.hash(slice)] else { return nil }
            for c in cands where bindings[c].name.elementsEqual(slice) { return c }
            return nil
        }
    }

    mutating func addBinding(local i: Int, expr: String) throws {
        guard toks[i].kind == .identifier else { throw error("Expected a binding name, found '\(text(i))'", at: i) }
        let name = Array(src[Int(toks[i].start)..<Int(toks[i].end)])
        let h = name.withUnsafeBufferPointer { Rewriter.hash($0) }
        if let same = bindingIndex[h], same.contains(where: { bindings[$0].name == name }) {
            throw error("Identifier '\(text(i))' has already been declared", at: i)
        }
        bindings.append(Binding(name: name, expr: expr))
        bindingIndex[h, default: []].append(bindings.count - 1)
    }

    static func jsString(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if u.value < 0x20 {
                    let h = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    static func isIdentifierName(_ s: String) -> Bool {
        guard let f = s.utf8.first, isIdentStart(f), f != UInt8(ascii: "\\") else { return false }
        return s.utf8.allSatisfy { isIdentPart($0) && $0 != UInt8(ascii: "\\") }
    }

    static func member(_ base: String, _ name: String) -> String {
        isIdentifierName(name) ? "\(base).\(name)" : "\(base)[\(jsString(name))]"
    }

    mutating func specVar(_ specTok: Int, at stmt: Int) -> Int {
        let spec = stringValue(specTok)
        if let k = specIndex[spec] { return k }
        let lc = importPosition.advance(in: src, to: Int(toks[stmt].start))
        specs.append(SpecEntry(specifier: spec, line: lc.line, column: lc.column))
        specIndex[spec] = specs.count - 1
        return specs.count - 1
    }

    /// Replaces the bytes of tokens first...last with `text`, keeping their line terminators.
    mutating func replace(_ first: Int, _ last: Int, with text: String) {
        let s = Int(toks[first].start), e = Int(toks[last].end)
        edits.append(Edit(start: s, end: e, text: text + newlines(s, e)))
    }

    func newlines(_ s: Int, _ e: Int) -> String {
        var out = ""
        var k = s
        while k < e {
            let c = src[k]
            if c == 0x0A { out += "\n" } else if c == 0x0D { out += "\r" }
            else if c == 0xE2 && k + 2 < e && src[k + 1] == 0x80 && (src[k + 2] == 0xA8 || src[k + 2] == 0xA9) {
                out += src[k + 2] == 0xA8 ? "\u{2028}" : "\u{2029}"; k += 2
            }
            k += 1
        }
        return out
    }

    /// After a declaration's clauses: an optional `;`. Returns the last token index of the statement.
    func statementEnd(after k: Int) -> Int {
        if isP(k, Punct.semi) { return k }
        return k - 1
    }

    /// Optional import attributes: `with { type: "json" }` / `assert { … }`.
    func skipAttributes(_ k: Int) -> Int {
        if k < n && toks[k].kind == .identifier && (kwAt(k) == .with || text(k) == "assert") && !toks[k].nl && isP(k + 1, Punct.lbrace) {
            return groupEnd(k + 1) + 1
        }
        return k
    }

    // MARK: patterns

    /// Parses a binding pattern at `j`, appending the token indices of the bound names.
    func parsePattern(_ j: Int, _ names: inout [Int]) -> Int {
        guard j < n else { return j }
        let t = toks[j]
        if t.kind == .identifier { names.append(j); return j + 1 }
        if t.isPunct(Punct.lbrack) {
            let end = Int(t.match)
            var k = j + 1
            while k < end {
                if isP(k, Punct.comma) { k += 1; continue }
                if isP(k, Punct.spread) { k += 1 }
                let before = k
                k = parsePattern(k, &names)
                if isP(k, Punct.assign) { k = skipExpression(k + 1) }
                if k == before { k += 1 }
            }
            return end + 1
        }
        if t.isPunct(Punct.lbrace) {
            let end = Int(t.match)
            var k = j + 1
            while k < end {
                if isP(k, Punct.comma) { k += 1; continue }
                let before = k
                if isP(k, Punct.spread) {
                    k = parsePattern(k + 1, &names)
                } else {
                    let keyIdx = k
                    if isP(k, Punct.lbrack) { k = Int(toks[k].match) + 1 } else { k += 1 }
                    if isP(k, Punct.colon) {
                        k = parsePattern(k + 1, &names)
                    } else if toks[keyIdx].kind == .identifier {
                        names.append(keyIdx)
                    }
                }
                if isP(k, Punct.assign) { k = skipExpression(k + 1) }
                if k == before { k += 1 }
            }
            return end + 1
        }
        return j + 1
    }

    /// The token indices of the names a parameter list `(` … `)` (or a catch binding) binds.
    func parameterNames(_ open: Int, _ close: Int) -> [Int] {
        var names: [Int] = []
        var k = open + 1
        while k < close {
            if isP(k, Punct.comma) || isP(k, Punct.spread) { k += 1; continue }
            let before = k
            k = parsePattern(k, &names)
            if isP(k, Punct.assign) { k = skipExpression(k + 1) }
            if k == before { k += 1 }
        }
        return names
    }

    /// `a = 1, {b} = o` after let/const/var at `j`: names and the index after the list.
    func parseDeclarators(_ j: Int) -> (names: [Int], end: Int) {
        var names: [Int] = []
        var k = j
        while k < n {
            k = parsePattern(k, &names)
            if isP(k, Punct.assign) { k = skipExpression(k + 1) }
            if isP(k, Punct.comma) { k += 1; continue }
            break
        }
        return (names, k)
    }

    // MARK: run

    mutating func run() throws -> ModuleTransform {
        try scanStatements()
        if kind == .module { isModule = true }
        if isModule || !bindings.isEmpty {
            try scopesAndReferences()
        }
        return assemble()
    }

    /// Finds top-level import/export declarations, `import(` and `import.meta`.
    mutating func scanStatements() throws {
        var i = 0
        while i < n {
            let t = toks[i]
            guard t.kind == .identifier else { i += 1; continue }
            let k = t.kw
            if k == .none && !usesCommonJS && isCommonJSReference(i) { usesCommonJS = true }
            if k != .import && k != .export { i += 1; continue }
            if isDotBefore(i) { i += 1; continue }
            if k == .import {
                if isP(i + 1, Punct.lparen) {
                    let close = Int(toks[i + 1].match)
                    if isP(close + 1, Punct.lbrace) && toks[close + 1].brace == .block { i += 1; continue } // method `import() {}`
                    replace(i, i, with: "__jsh.dynamicImport")
                    i += 1; continue
                }
                if isP(i + 1, Punct.dot) {
                    if kwAt(i + 2) == .meta {
                        replace(i, i + 2, with: "__jsh.meta")
                        i += 3; continue
                    }
                    throw error("Unexpected '.' after 'import' (only import.meta is allowed)", at: i + 1)
                }
            }
            if t.parent != -1 {
                // not a declaration (an object key or class member named import/export); a
                // misplaced declaration is left for the engine to report at its own line
                i += 1; continue
            }
            if kind == .commonJS {
                throw error("Cannot use \(k == .import ? "import statement" : "export statement") outside a module (a .cjs file is CommonJS)", at: i)
            }
            isModule = true
            i = k == .import ? try parseImport(i) : try parseExport(i)
        }
    }

    /// `require(`, `module.exports`, `exports.`/`exports[`/`exports =`, `__filename`,
    /// `__dirname` at token `i` (not a property name after `.`).
    func isCommonJSReference(_ i: Int) -> Bool {
        let length = Int(toks[i].end - toks[i].start)
        guard length == 6 || length == 7 || length == 9 || length == 10, !isDotBefore(i) else { return false }
        let name = text(i)
        switch name {
        case "require": return isP(i + 1, Punct.lparen)
        case "module": return isP(i + 1, Punct.dot) && isIdent(i + 2) && text(i + 2) == "exports"
        case "exports": return isP(i + 1, Punct.dot) || isP(i + 1, Punct.lbrack) || isP(i + 1, Punct.assign)
        case "__filename", "__dirname": return !isP(i + 1, Punct.colon)
        default: return false
        }
    }

    mutating func expectFrom(_ k: Int, _ stmt: Int) throws -> Int {
        guard kwAt(k) == .from else {
            throw error(k < n ? "Expected 'from' but found '\(text(k))'" : "Expected 'from' but the input ended", at: k)
        }
        guard k + 1 < n && toks[k + 1].kind == .string else {
            throw error("Expected a module specifier string after 'from'", at: k + 1)
        }
        return k + 1
    }

    /// Returns the index after the statement.
    mutating func parseImport(_ i: Int) throws -> Int {
        var k = i + 1
        guard k < n else { throw error("Unexpected end of input after 'import'", at: i) }
        if toks[k].kind == .string {
            _ = specVar(k, at: i)
            let end = statementEnd(after: skipAttributes(k + 1))
            replace(i, end, with: ";")
            removed.append((i, end))
            return end + 1
        }
        var defaultLocal: Int? = nil
        var nsLocal: Int? = nil
        var named: [(String, Int)] = []
        if toks[k].kind == .identifier && kwAt(k) != .from || (kwAt(k) == .from && kwAt(k + 1) == .from) {
            defaultLocal = k
            k += 1
            if isP(k, Punct.comma) {
                k += 1
                guard isP(k, Punct.lbrace) || isP(k, Punct.star) else {
                    throw error("Expected '{' or '*' after ',' in an import declaration", at: k)
                }
            } else if kwAt(k) != .from {
                throw error("Expected ',' or 'from' after the default import, found '\(text(k))'", at: k)
            }
        }
        if isP(k, Punct.star) {
            guard kwAt(k + 1) == .as, isIdent(k + 2) else { throw error("Expected 'as' and a name after 'import *'", at: k + 1) }
            nsLocal = k + 2
            k += 3
        } else if isP(k, Punct.lbrace) {
            let end = Int(toks[k].match)
            k += 1
            while k < end {
                let name = try exportName(k)
                var local = k
                if kwAt(k + 1) == .as {
                    local = k + 2
                    guard isIdent(local) else { throw error("Expected a local name after 'as'", at: local) }
                    k += 3
                } else {
                    guard toks[k].kind == .identifier else { throw error("A string import name needs 'as': import { \(text(k)) as name }", at: k) }
                    k += 1
                }
                named.append((name, local))
                if isP(k, Punct.comma) { k += 1 } else if k != end { throw error("Expected ',' or '}' in an import list, found '\(text(k))'", at: k) }
            }
            k = end + 1
        } else if defaultLocal == nil {
            throw error("Unexpected '\(text(k))' after 'import'", at: k)
        }
        let specTok = try expectFrom(k, i)
        let m = specVar(specTok, at: i)
        specs[m].needsVar = true
        let v = "__jsh_m\(m)"
        if let d = defaultLocal {
            try addBinding(local: d, expr: "\(v).default")
            if !specs[m].names.contains("default") { specs[m].names.append("default") }
        }
        if let ns = nsLocal { try addBinding(local: ns, expr: v) }
        for (name, local) in named {
            try addBinding(local: local, expr: Rewriter.member(v, name))
            if !specs[m].names.contains(name) { specs[m].names.append(name) }
        }
        let end = statementEnd(after: skipAttributes(specTok + 1))
        replace(i, end, with: ";")
        removed.append((i, end))
        return end + 1
    }

    /// Exports `name` as `expr`; a name exported twice is node's SyntaxError.
    mutating func addGetter(_ name: String, _ expr: String, at i: Int) throws {
        if getters.contains(where: { $0.0 == name }) {
            throw error("Duplicate export of '\(name)'", at: i)
        }
        getters.append((name, expr))
    }

    mutating func parseExport(_ i: Int) throws -> Int {
        let k = i + 1
        guard k < n else { throw error("Unexpected end of input after 'export'", at: i) }
        let t = toks[k]
        if t.isPunct(Punct.lbrace) {
            let close = Int(t.match)
            var items: [(local: Int, exported: String)] = []
            var j = k + 1
            while j < close {
                let localIdx = j
                _ = try exportName(j)
                var exported = try exportName(j)
                if kwAt(j + 1) == .as {
                    exported = try exportName(j + 2)
                    j += 3
                } else {
                    j += 1
                }
                items.append((localIdx, exported))
                if isP(j, Punct.comma) { j += 1 } else if j != close { throw error("Expected ',' or '}' in an export list, found '\(text(j))'", at: j) }
            }
            var after = close + 1
            if kwAt(after) == .from {
                let specTok = try expectFrom(after, i)
                let m = specVar(specTok, at: i)
                specs[m].needsVar = true
                for it in items {
                    let name = try exportName(it.local)
                    try addGetter(it.exported, Rewriter.member("__jsh_m\(m)", name), at: it.local)
                    if !specs[m].names.contains(name) { specs[m].names.append(name) }
                }
                after = skipAttributes(specTok + 1)
            } else {
                for it in items {
                    guard toks[it.local].kind == .identifier else {
                        throw error("A string can only be exported from another module: export { \(text(it.local)) } needs 'from'", at: it.local)
                    }
                    // resolved against import bindings after all imports are known
                    try addGetter(it.exported, "\u{0}" + text(it.local), at: it.local)
                }
            }
            let end = statementEnd(after: after)
            replace(i, end, with: ";")
            removed.append((i, end))
            return end + 1
        }
        if t.isPunct(Punct.star) {
            var j = k + 1
            var asName: String? = nil
            if kwAt(j) == .as { asName = try exportName(j + 1); j += 2 }
            let specTok = try expectFrom(j, i)
            let m = specVar(specTok, at: i)
            if let a = asName {
                specs[m].needsVar = true
                try addGetter(a, "__jsh_m\(m)", at: i)
            } else {
                specs[m].needsVar = true
                specs[m].star = true
            }
            let end = statementEnd(after: skipAttributes(specTok + 1))
            replace(i, end, with: ";")
            removed.append((i, end))
            return end + 1
        }
        switch t.kw {
        case .var, .let, .const:
            let (names, _) = parseDeclarators(k + 1)
            if names.isEmpty { throw error("Expected a name after 'export \(text(k))'", at: k + 1) }
            for nm in names { try addGetter(text(nm), text(nm), at: nm) }
            replace(i, i, with: "")
            return k + 1 // the initialisers may hold import() / import.meta
        case .function, .async, .class:
            var j = k
            if t.kw == .async {
                guard kwAt(k + 1) == .function else { throw error("Expected 'function' after 'export async'", at: k + 1) }
                j += 1
            }
            var nameIdx = j + 1
            if isP(nameIdx, Punct.star) { nameIdx += 1 }
            guard isIdent(nameIdx) && !(t.kw == .class && kwAt(nameIdx) == .extends) else {
                throw error("A exported \(t.kw == .class ? "class" : "function") declaration needs a name (or use 'export default')", at: nameIdx)
            }
            try addGetter(text(nameIdx), text(nameIdx), at: nameIdx)
            replace(i, i, with: "")
            return nameIdx + 1
        case .default:
            return try parseExportDefault(i)
        default:
            throw error("Unexpected '\(text(k))' after 'export'", at: k)
        }
    }

    mutating func parseExportDefault(_ i: Int) throws -> Int {
        let k = i + 2
        guard k < n else { throw error("Expected an expression after 'export default'", at: k) }
        var j = k
        if kwAt(j) == .async && kwAt(j + 1) == .function && !toks[j + 1].nl { j += 1 }
        if kwAt(j) == .function {
            var nameIdx = j + 1
            if isP(nameIdx, Punct.star) { nameIdx += 1 }
            if isIdent(nameIdx) {
                try addGetter("default", text(nameIdx), at: i)
                replace(i, i + 1, with: "")
            } else {
                replace(i, i + 1, with: "")
                let after = nameIdx - 1
                edits.append(Edit(start: Int(toks[after].end), end: Int(toks[after].end), text: " __jsh_default"))
                try addGetter("default", "__jsh_default", at: i)
                defaultFunctionName = true
            }
            return nameIdx + 1
        }
        if kwAt(j) == .class {
            let nameIdx = j + 1
            if isIdent(nameIdx) && kwAt(nameIdx) != .extends {
                try addGetter("default", text(nameIdx), at: i)
                replace(i, i + 1, with: "")
                return nameIdx + 1
            }
            // anonymous: `{default: class … {}}.default` names the class "default"
            var b = nameIdx
            while b < n && !(isP(b, Punct.lbrace) && toks[b].brace == .classBody) { b = next(b) }
            guard b < n else { throw error("Expected a class body", at: nameIdx) }
            let close = Int(toks[b].match)
            replace(i, i + 1, with: ";__jsh_default = {default:")
            edits.append(Edit(start: Int(toks[close].end), end: Int(toks[close].end), text: "}.default;"))
            needsDefaultLet = true
            try addGetter("default", "__jsh_default", at: i)
            return j + 1
        }
        replace(i, i + 1, with: ";__jsh_default =")
        needsDefaultLet = true
        try addGetter("default", "__jsh_default", at: i)
        return k
    }

    // MARK: scopes, references, top-level await

    private struct Frame {
        let start: Int
        let end: Int
        let isFunction: Bool
    }

    mutating func scopesAndReferences() throws {
        let tracking = !bindings.isEmpty
        var ranges = [[(Int, Int)]](repeating: [], count: bindings.count)
        var frames: [Frame] = []
        var functionDepth = 0

        func declare(_ nameTok: Int, _ s: Int, _ e: Int) {
            if let b = bindingFor(nameTok) { ranges[b].append((s, e)) }
        }
        func innermost(function: Bool) -> Frame? {
            if function { return frames.last(where: { $0.isFunction }) }
            return frames.last
        }
        func arrowBodyEnd(_ k: Int) -> Int {
            if isP(k, Punct.lbrace) { return Int(toks[k].match) }
            return skipExpression(k) - 1
        }
        func declareParams(_ open: Int, _ close: Int, _ s: Int, _ e: Int) {
            for nm in parameterNames(open, close) { declare(nm, s, e) }
        }

        var i = 0
        while i < n {
            while let f = frames.last, f.end < i {
                frames.removeLast()
                if f.isFunction { functionDepth -= 1 }
            }
            let t = toks[i]
            if t.kind == .identifier {
                if isDotBefore(i) { i += 1; continue }
                let k = t.kw
                if isP(i + 1, Punct.arrow) && !toks[i + 1].nl {
                    let end = arrowBodyEnd(i + 2)
                    frames.append(Frame(start: i, end: end, isFunction: true)); functionDepth += 1
                    if tracking { declare(i, i, end) }
                    i += 1; continue
                }
                switch k {
                case .await:
                    if isModule && functionDepth == 0 && !isP(i + 1, Punct.colon) {
                        let pb = t.parent >= 0 ? toks[Int(t.parent)].brace : .none
                        let memberName = (pb == .object || pb == .classBody)
                            && (isP(i - 1, Punct.lbrace) || isP(i - 1, Punct.comma) || isP(i - 1, Punct.semi) || isP(i - 1, Punct.rbrace))
                        if !memberName { tla = true }
                    }
                case .function where tracking:
                    var j = i + 1
                    if isP(j, Punct.star) { j += 1 }
                    if isIdent(j) && bindingFor(j) != nil {
                        let s = (kwAt(i - 1) == .async && !t.nl) ? i - 1 : i
                        if statementStart(s) {
                            if let f = innermost(function: false) { declare(j, f.start, f.end) }
                        } else if isP(j + 1, Punct.lparen) {
                            let close = Int(toks[j + 1].match)
                            let end = isP(close + 1, Punct.lbrace) ? Int(toks[close + 1].match) : close
                            declare(j, i, end)
                        }
                    }
                case .class where tracking:
                    let j = i + 1
                    if isIdent(j) && kwAt(j) != .extends && bindingFor(j) != nil {
                        if statementStart(i) {
                            if let f = innermost(function: false) { declare(j, f.start, f.end) }
                        } else {
                            var b = j
                            while b < n && !(isP(b, Punct.lbrace) && toks[b].brace == .classBody) { b = next(b) }
                            declare(j, i, b < n ? Int(toks[b].match) : n - 1)
                        }
                    }
                case .let where tracking, .const where tracking, .var where tracking:
                    let nx = i + 1
                    guard isIdent(nx) || isP(nx, Punct.lbrace) || isP(nx, Punct.lbrack) else { break }
                    let (names, _) = parseDeclarators(nx)
                    if names.isEmpty { break }
                    let p = i - 1
                    let forHead = isP(p, Punct.lparen) && toks[p].controlParen
                        && (kwAt(p - 1) == .for || (kwAt(p - 1) == .await && kwAt(p - 2) == .for))
                    var range: (Int, Int)? = nil
                    if k == .var {
                        if let f = innermost(function: true) { range = (f.start, f.end) }
                    } else if forHead {
                        let close = Int(toks[p].match)
                        let body = close + 1
                        let end = isP(body, Punct.lbrace) ? Int(toks[body].match) : skipExpression(body)
                        range = (p, end)
                    } else if let f = innermost(function: false) {
                        range = (f.start, f.end)
                    }
                    if let r = range { for nm in names { declare(nm, r.0, r.1) } }
                default:
                    break
                }
            } else if t.kind == .punct && t.sub == Punct.lparen {
                let close = Int(t.match)
                let after = close + 1
                if t.controlParen {
                    if kwAt(i - 1) == .catch && isP(after, Punct.lbrace) {
                        let end = Int(toks[after].match)
                        frames.append(Frame(start: i, end: end, isFunction: false))
                        if tracking { declareParams(i, close, i, end) }
                    }
                } else if isP(after, Punct.arrow) && !toks[after].nl {
                    let end = arrowBodyEnd(after + 1)
                    frames.append(Frame(start: i, end: end, isFunction: true)); functionDepth += 1
                    if tracking { declareParams(i, close, i, end) }
                } else if isP(after, Punct.lbrace) && toks[after].brace == .block {
                    let end = Int(toks[after].match)
                    frames.append(Frame(start: i, end: end, isFunction: true)); functionDepth += 1
                    if tracking { declareParams(i, close, i, end) }
                }
            } else if t.kind == .punct && t.sub == Punct.lbrace && t.brace == .block {
                frames.append(Frame(start: i, end: Int(t.match), isFunction: false))
            }
            i += 1
        }

        guard tracking else { return }

        // references, in token order, with a sweep over each binding's shadowing ranges
        var starts = ranges.map { $0.map { $0.0 }.sorted() }
        var ends = ranges.map { $0.map { $0.1 }.sorted() }
        var sp = [Int](repeating: 0, count: bindings.count)
        var ep = [Int](repeating: 0, count: bindings.count)
        var removedPtr = 0
        removed.sort { $0.0 < $1.0 }
        i = 0
        while i < n {
            defer { i += 1 }
            let t = toks[i]
            guard t.kind == .identifier else { continue }
            while removedPtr < removed.count && removed[removedPtr].1 < i { removedPtr += 1 }
            if removedPtr < removed.count && removed[removedPtr].0 <= i { continue }
            guard let b = bindingFor(i) else { continue }
            // shadowed?
            while sp[b] < starts[b].count && starts[b][sp[b]] <= i { sp[b] += 1 }
            while ep[b] < ends[b].count && ends[b][ep[b]] < i { ep[b] += 1 }
            if sp[b] - ep[b] > 0 { continue }
            if isDotBefore(i) { continue }
            let prev = i - 1, nx = i + 1
            let parentTok = t.parent >= 0 ? toks[Int(t.parent)] : nil
            let parentBrace = (parentTok?.isPunct(Punct.lbrace) ?? false) ? parentTok!.brace : BraceKind.none
            let expr = bindings[b].expr
            if parentBrace == .object {
                let afterOpenOrComma = isP(prev, Punct.lbrace) || isP(prev, Punct.comma)
                if afterOpenOrComma && (isP(nx, Punct.colon) || isP(nx, Punct.lparen)) { continue }
                if (kwAt(prev) == .get || kwAt(prev) == .set || kwAt(prev) == .async || isP(prev, Punct.star)) && isP(nx, Punct.lparen) { continue }
                if afterOpenOrComma && (isP(nx, Punct.comma) || isP(nx, Punct.rbrace)) {
                    edits.append(Edit(start: Int(t.start), end: Int(t.end), text: "\(text(i)): \(expr)"))
                    continue
                }
                if afterOpenOrComma && isP(nx, Punct.assign) { continue }
            } else if parentBrace == .classBody {
                if isP(prev, Punct.lbrace) || isP(prev, Punct.semi) || isP(prev, Punct.rbrace) || isP(prev, Punct.star) { continue }
                switch kwAt(prev) {
                case .static, .get, .set, .async, .accessor: if !isDotBefore(prev) { continue }
                default: break
                }
                if t.nl && endsExpression(prev) { continue }
            }
            if isP(nx, Punct.colon) && parentBrace != .object {
                if prev < 0 || isP(prev, Punct.semi) || isP(prev, Punct.lbrace) || isP(prev, Punct.rbrace) || (t.nl && endsExpression(prev)) { continue }
            }
            if (kwAt(prev) == .break || kwAt(prev) == .continue) && !t.nl { continue }
            var out = expr
            let called = nx < n && (isP(nx, Punct.lparen) || toks[nx].kind == .templateFull || toks[nx].kind == .templateHead)
            if called && (expr.contains(".") || expr.contains("[")) {
                // `a\nb()` relied on ASI; `a\n(0, x)()` would call `a`
                let afterControl = isP(prev, Punct.rparen) && toks[Int(toks[prev].match)].controlParen
                    || (removedPtr > 0 && removed[removedPtr - 1].1 == prev) // replaced by ";" already
                out = (t.nl && endsExpression(prev) && !afterControl ? ";" : "") + "(0, \(expr))"
            }
            edits.append(Edit(start: Int(t.start), end: Int(t.end), text: out))
        }
        _ = starts.count; starts.removeAll(); ends.removeAll()
    }

    // MARK: output

    mutating func assemble() -> ModuleTransform {
        var prologue = extraPrologue
        if isModule {
            prologue += "\"use strict\";{"
            if needsDefaultLet { prologue += "let __jsh_default;" }
            var parts: [String] = []
            for (name, e) in getters {
                var expr = e
                if expr.hasPrefix("\u{0}") {
                    let local = String(expr.dropFirst())
                    let lb = Array(local.utf8)
                    let h = lb.withUnsafeBufferPointer { Rewriter.hash($0) }
                    if let c = bindingIndex[h]?.first(where: { bindings[$0].name == lb }) {
                        expr = bindings[c].expr
                    } else {
                        expr = local
                    }
                }
                parts.append("\(Rewriter.jsString(name)): () => \(expr)")
            }
            prologue += "__jsh.export({" + parts.joined(separator: ", ") + "});"
            if defaultFunctionName {
                prologue += "Object.defineProperty(__jsh_default, \"name\", {value: \"default\", configurable: true});"
            }
            for (m, s) in specs.enumerated() {
                let names = s.names.isEmpty ? "" : ", [" + s.names.map(Rewriter.jsString).joined(separator: ", ") + "]"
                let call = "__jsh.import(\(Rewriter.jsString(s.specifier))\(names))"
                if s.needsVar {
                    prologue += "const __jsh_m\(m) = \(call);"
                } else {
                    prologue += "\(call);"
                }
                if s.star { prologue += "__jsh.exportStar(__jsh_m\(m));" }
            }
        }
        edits.sort { $0.start < $1.start || ($0.start == $1.start && $0.end < $1.end) }
        var out: [UInt8] = []
        out.reserveCapacity(src.count + prologue.utf8.count + edits.count * 8 + 16)
        out.append(contentsOf: prologue.utf8)
        var pos = 0
        prologueLength = out.count
        // a hashbang line becomes a comment
        let hashbang = src.count >= 2 && src[0] == UInt8(ascii: "#") && src[1] == UInt8(ascii: "!")
        if hashbang {
            out.append(contentsOf: "//".utf8)
            pos = 2
        }
        for e in edits {
            if e.start < pos { continue }
            out.append(contentsOf: src[pos..<e.start])
            appliedEdits.append((source: e.start, sourceEnd: e.end, code: out.count))
            out.append(contentsOf: e.text.utf8)
            appliedEdits.append((source: e.end, sourceEnd: e.end, code: out.count))
            pos = e.end
        }
        out.append(contentsOf: src[pos..<src.count])
        if isModule { out.append(contentsOf: "\n}".utf8) }
        var exportNames: [String] = []
        var seen = Set<String>()
        for (nme, _) in getters where seen.insert(nme).inserted { exportNames.append(nme) }
        var transform = ModuleTransform(
            code: String(decoding: out, as: UTF8.self),
            isModule: isModule,
            hasTopLevelAwait: isModule && tla,
            imports: specs.map(\.specifier),
            importRecords: specs.map { ModuleImport(specifier: $0.specifier, line: $0.line, column: $0.column, names: $0.names) },
            exports: exportNames,
            starExports: specs.filter(\.star).map(\.specifier),
            usesCommonJS: usesCommonJS,
            isRewritten: isModule || !edits.isEmpty || hashbang
        )
        for binding in bindings { transform.importBindings[binding.expr] = String(decoding: binding.name, as: UTF8.self) }
        return transform
    }

    /// The column anchors of the assembled `code` (see `ColumnShifts`).
    func columnShifts(code: [UInt8]) -> ColumnShifts {
        func lineStarts(_ bytes: [UInt8]) -> [Int] {
            var starts = [0]
            for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
            return starts
        }
        func position(_ offset: Int, _ starts: [Int]) -> (line: Int, column: Int) {
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return (low + 1, offset - starts[low])
        }
        let sourceStarts = lineStarts(src), codeStarts = lineStarts(code)
        var shifts = ColumnShifts()
        func anchor(source: Int, code: Int, inserted: Bool) {
            let s = position(source, sourceStarts), c = position(code, codeStarts)
            // Lines are kept, so both are on the same line unless an edit spans lines.
            guard s.line == c.line else { return }
            shifts.anchors[c.line, default: []].append((code: c.column, source: s.column, inserted: inserted))
        }
        if prologueLength > 0 {
            shifts.prologue = true
            anchor(source: 0, code: prologueLength, inserted: false)
        }
        // Each edit gives two anchors: where its text starts (that text maps to the
        // edit's start) and where the source goes on after it.
        for (index, edit) in appliedEdits.enumerated() { anchor(source: edit.source, code: edit.code, inserted: index % 2 == 0) }
        return shifts
    }
}
