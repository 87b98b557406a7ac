// A JavaScript tokenizer working on UTF-8 bytes, linear in the size of the source.
//
// It knows exactly as much of the grammar as the ES-module rewrite needs: identifiers and
// keywords, punctuators, numbers, strings, template literals with nested `${ }` at any
// depth, comments, and regular-expression literals told from division the way
// es-module-lexer decides it (by the previous significant token, and for `)` and `}` by
// what the matching opener belonged to). Every bracket is matched, so later passes can
// jump over a whole group in O(1).

/// A syntax error found while reading a module: file, 1-based line and column, message.
public struct ModuleSyntaxError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: SyntaxError: message`
    public var description: String { "\(file):\(line):\(column): SyntaxError: \(message)" }
}

enum TokenKind: UInt8 {
    case identifier      // identifiers and keywords (sub = keyword id)
    case punct           // sub = punctuator code (see Punct)
    case number
    case string
    case regex
    case privateName     // #name
    case templateFull    // `...` without substitutions
    case templateHead    // `...${      (opens a group)
    case templateMiddle  // }...${      (closes and opens)
    case templateTail    // }...`       (closes)
}

/// Punctuator codes: single-character punctuators use their own byte.
enum Punct {
    static let arrow: UInt8 = 0x01        // =>
    static let optChain: UInt8 = 0x02     // ?.
    static let spread: UInt8 = 0x03       // ...
    static let incDec: UInt8 = 0x04       // ++ --
    static let otherOp: UInt8 = 0x05      // any other multi-character operator
    static let lparen = UInt8(ascii: "("), rparen = UInt8(ascii: ")")
    static let lbrace = UInt8(ascii: "{"), rbrace = UInt8(ascii: "}")
    static let lbrack = UInt8(ascii: "["), rbrack = UInt8(ascii: "]")
    static let semi = UInt8(ascii: ";"), comma = UInt8(ascii: ","), dot = UInt8(ascii: ".")
    static let colon = UInt8(ascii: ":"), assign = UInt8(ascii: "="), star = UInt8(ascii: "*")
    static let question = UInt8(ascii: "?")
}

/// What a `{` belongs to (stored in `Token.brace` of the `{` and of its `}`).
enum BraceKind: UInt8 {
    case none = 0
    case block
    case object
    case classBody
}

enum KW: UInt8 {
    case none = 0
    case `import`, export, from, `as`, `default`, function, `class`, `let`, `const`, `var`
    case async, await, `return`, typeof, instanceof, `in`, of, new, delete, void, `throw`
    case `case`, `do`, `else`, yield, `if`, `while`, `for`, with, `catch`, extends, this
    case `super`, null, `true`, `false`, `switch`, `try`, finally, `static`, get, set
    case `break`, `continue`, meta, debugger, accessor

    static let table: [[([UInt8], KW)]] = {
        let all: [(String, KW)] = [
            ("import", .import), ("export", .export), ("from", .from), ("as", .as),
            ("default", .default), ("function", .function), ("class", .class), ("let", .let),
            ("const", .const), ("var", .var), ("async", .async), ("await", .await),
            ("return", .return), ("typeof", .typeof), ("instanceof", .instanceof), ("in", .in),
            ("of", .of), ("new", .new), ("delete", .delete), ("void", .void), ("throw", .throw),
            ("case", .case), ("do", .do), ("else", .else), ("yield", .yield), ("if", .if),
            ("while", .while), ("for", .for), ("with", .with), ("catch", .catch),
            ("extends", .extends), ("this", .this), ("super", .super), ("null", .null),
            ("true", .true), ("false", .false), ("switch", .switch), ("try", .try),
            ("finally", .finally), ("static", .static), ("get", .get), ("set", .set),
            ("break", .break), ("continue", .continue), ("meta", .meta), ("debugger", .debugger),
            ("accessor", .accessor),
        ]
        var t = [[([UInt8], KW)]](repeating: [], count: 11)
        for (s, k) in all { t[s.utf8.count].append((Array(s.utf8), k)) }
        return t
    }()

    /// Keywords after which a `/` starts a regular expression.
    var precedesExpression: Bool {
        switch self {
        case .return, .typeof, .instanceof, .in, .of, .new, .delete, .void, .throw, .case,
             .do, .else, .yield, .await, .extends, .export, .default:
            return true
        default:
            return false
        }
    }
}

struct Token {
    var start: Int32
    var end: Int32
    var kind: TokenKind
    /// punctuator code for `.punct`, keyword id for `.identifier`
    var sub: UInt8
    var brace: BraceKind = .none
    /// a line terminator (or a comment containing one) precedes this token
    var nl: Bool
    /// index of the matching bracket / template part, -1 if none
    var match: Int32 = -1
    /// index of the innermost enclosing opener (`(`, `[`, `{`, template head/middle), -1 at top level
    var parent: Int32 = -1
    /// for `(`: the opener followed `if`/`while`/`for`/`with`/`switch`/`catch`
    var controlParen: Bool = false
    /// for `{` and its `}`: the body of a function or class *expression*, whose `}`
    /// ends an operand (`function () {} / 2` divides)
    var expressionBody: Bool = false

    var kw: KW { kind == .identifier ? (KW(rawValue: sub) ?? .none) : .none }
    func isPunct(_ c: UInt8) -> Bool { kind == .punct && sub == c }
    var isOpener: Bool {
        (kind == .punct && (sub == Punct.lparen || sub == Punct.lbrack || sub == Punct.lbrace))
            || kind == .templateHead || kind == .templateMiddle
    }
    var isCloser: Bool {
        (kind == .punct && (sub == Punct.rparen || sub == Punct.rbrack || sub == Punct.rbrace))
            || kind == .templateMiddle || kind == .templateTail
    }
}

@inline(__always) func isIdentStart(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x24 || c == 0x5F || c == 0x5C || c >= 0x80
}
@inline(__always) func isIdentPart(_ c: UInt8) -> Bool {
    isIdentStart(c) || (c >= 0x30 && c <= 0x39)
}
@inline(__always) func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

/// Converts a byte offset into a 1-based line and column (columns count code points).
/// `lineColumn` counted on from the last offset asked for (from the start again when asked
/// for an earlier one): counting the positions of a file's imports stays linear.
struct LineColumnCursor {
    private var index = 0, line = 1, column = 1

    mutating func advance(in bytes: [UInt8], to offset: Int) -> (line: Int, column: Int) {
        if offset < index { self = LineColumnCursor() }
        let end = min(offset, bytes.count)
        while index < end {
            let c = bytes[index]
            if c == 0x0A || (c == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
                line += 1; column = 1
            } else if c == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) {
                line += 1; column = 1; index += 3; continue
            } else if c & 0xC0 != 0x80 && c != 0x0D {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}

func lineColumn(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
    var line = 1, col = 1, i = 0
    let end = min(offset, bytes.count)
    while i < end {
        let c = bytes[i]
        if c == 0x0A || (c == 0x0D && !(i + 1 < bytes.count && bytes[i + 1] == 0x0A)) {
            line += 1; col = 1
        } else if c == 0xE2 && i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) {
            line += 1; col = 1; i += 3; continue
        } else if c & 0xC0 != 0x80 && c != 0x0D {
            col += 1
        }
        i += 1
    }
    return (line, col)
}

struct Tokenizer {
    let src: [UInt8]
    let file: String
    var tokens: [Token] = []
    private var pos = 0
    private var sawNewline = false
    /// indices of currently open brackets / template heads
    private var openStack: [Int32] = []
    /// depth (openStack.count) at which a pending `class` keyword expects its body `{`
    private var pendingClassDepths: [Int] = []
    /// for each of `pendingClassDepths`: the class is an expression
    private var pendingClassExpressions: [Bool] = []
    /// `function` keywords whose body `{` (the first `{` after `)` at this depth) is to come
    private var pendingFunctions: [(depth: Int, expression: Bool)] = []

    init(source: [UInt8], file: String) {
        self.src = source
        self.file = file
        tokens.reserveCapacity(source.count / 4 + 16)
    }

    func error(_ message: String, at offset: Int) -> ModuleSyntaxError {
        let lc = lineColumn(src, offset)
        return ModuleSyntaxError(file: file, line: lc.line, column: lc.column, message: message)
    }

    mutating func run() throws -> [Token] {
        let n = src.count
        // hashbang
        if n >= 2 && src[0] == UInt8(ascii: "#") && src[1] == UInt8(ascii: "!") {
            skipLineComment()
        }
        while true {
            skipTrivia()
            if pos >= n { break }
            try scanToken()
        }
        if let open = openStack.last {
            let t = tokens[Int(open)]
            let what: String
            switch t.kind {
            case .templateHead, .templateMiddle: what = "template literal"
            default: what = "'\(Character(Unicode.Scalar(src[Int(t.start)])))'"
            }
            let lc = lineColumn(src, Int(t.start))
            throw error("Unexpected end of input: \(what) opened at line \(lc.line), column \(lc.column) is not closed", at: n)
        }
        return tokens
    }

    // MARK: trivia

    /// Length of a non-ASCII white space or line terminator at `p` (NBSP, BOM, U+2000–U+200A,
    /// U+2028/2029, U+202F, U+205F, U+3000), else 0.
    private func unicodeSpaceLength(_ p: Int) -> Int {
        let n = src.count
        let c = src[p]
        if c == 0xC2 && p + 1 < n && src[p + 1] == 0xA0 { return 2 }
        guard p + 2 < n else { return 0 }
        let d = src[p + 1], e = src[p + 2]
        if c == 0xEF && d == 0xBB && e == 0xBF { return 3 }
        if c == 0xE2 && d == 0x80 && ((e >= 0x80 && e <= 0x8A) || e == 0xA8 || e == 0xA9 || e == 0xAF) { return 3 }
        if c == 0xE2 && d == 0x81 && e == 0x9F { return 3 }
        if c == 0xE3 && d == 0x80 && e == 0x80 { return 3 }
        return 0
    }

    private mutating func skipLineComment() {
        let n = src.count
        while pos < n {
            let c = src[pos]
            if c == 0x0A || c == 0x0D { return }
            if c == 0xE2 && pos + 2 < n && src[pos + 1] == 0x80 && (src[pos + 2] == 0xA8 || src[pos + 2] == 0xA9) { return }
            pos += 1
        }
    }

    private mutating func skipTrivia() {
        let n = src.count
        while pos < n {
            let c = src[pos]
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C:
                pos += 1
            case 0x0A, 0x0D:
                sawNewline = true; pos += 1
            case UInt8(ascii: "/"):
                guard pos + 1 < n else { return }
                let d = src[pos + 1]
                if d == UInt8(ascii: "/") {
                    pos += 2; skipLineComment()
                } else if d == UInt8(ascii: "*") {
                    let start = pos
                    pos += 2
                    var closed = false
                    while pos + 1 < n {
                        let e = src[pos]
                        if e == UInt8(ascii: "*") && src[pos + 1] == UInt8(ascii: "/") { pos += 2; closed = true; break }
                        if e == 0x0A || e == 0x0D { sawNewline = true }
                        else if e == 0xE2 && pos + 2 < n && src[pos + 1] == 0x80 && (src[pos + 2] == 0xA8 || src[pos + 2] == 0xA9) { sawNewline = true }
                        pos += 1
                    }
                    if !closed {
                        // the error is reported through scanToken (we cannot throw here cheaply)
                        pos = start
                        return
                    }
                } else {
                    return
                }
            case 0xC2 where pos + 1 < n && src[pos + 1] == 0xA0: // NBSP
                pos += 2
            case 0xEF where pos + 2 < n && src[pos + 1] == 0xBB && src[pos + 2] == 0xBF: // BOM
                pos += 3
            case 0xE2 where pos + 2 < n && src[pos + 1] == 0x80:
                let e = src[pos + 2]
                if e == 0xA8 || e == 0xA9 { sawNewline = true; pos += 3 }
                else if (e >= 0x80 && e <= 0x8A) || e == 0xAF { pos += 3 } // unicode spaces
                else { return }
            case 0xE2 where pos + 2 < n && src[pos + 1] == 0x81 && src[pos + 2] == 0x9F:
                pos += 3
            case 0xE3 where pos + 2 < n && src[pos + 1] == 0x80 && src[pos + 2] == 0x80:
                pos += 3
            default:
                return
            }
        }
    }

    // MARK: tokens

    private mutating func push(_ kind: TokenKind, _ start: Int, sub: UInt8 = 0) {
        let parent = openStack.last ?? -1
        if kind == .punct && sub != Punct.lbrace, let last = tokens.last, last.kw == .class,
           let d = pendingClassDepths.last, d == openStack.count {
            pendingClassDepths.removeLast() // `class` used as a property name: `{class: 1}`
            pendingClassExpressions.removeLast()
        }
        tokens.append(Token(start: Int32(start), end: Int32(pos), kind: kind, sub: sub, nl: sawNewline, parent: parent))
        sawNewline = false
    }

    /// Is a `/` at this point the start of a regular expression?
    private func regexAllowed() -> Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .number, .string, .regex, .privateName, .templateFull, .templateTail:
            return false
        case .templateHead, .templateMiddle:
            return true
        case .identifier:
            let k = last.kw
            if k.precedesExpression { 
                // `x.return / 2` is a property, not the keyword
                if tokens.count >= 2 {
                    let p = tokens[tokens.count - 2]
                    if p.kind == .punct && (p.sub == Punct.dot || p.sub == Punct.optChain) { return false }
                }
                return true
            }
            return false
        case .punct:
            switch last.sub {
            case Punct.rparen:
                return last.match >= 0 && tokens[Int(last.match)].controlParen
            case Punct.rbrack, Punct.incDec:
                return false
            case Punct.rbrace:
                return last.brace != .object && !last.expressionBody
            default:
                return true
            }
        }
    }

    /// Is a `function` or `class` keyword about to be pushed in expression position
    /// (`x = function () {}`, `(class {})`) rather than starting a declaration
    /// (`function f() {}` after `;`, `}`, `)`, `export`, `export default`, a label)?
    private func inExpressionPosition(skippingAsync: Bool) -> Bool {
        var i = tokens.count - 1
        if skippingAsync, i >= 0, tokens[i].kw == .async { i -= 1 }
        guard i >= 0 else { return false }
        let t = tokens[i]
        switch t.kind {
        case .templateHead, .templateMiddle:
            return true
        case .identifier:
            switch t.kw {
            case .return, .typeof, .instanceof, .in, .of, .new, .delete, .void, .throw, .yield, .await, .extends:
                return i == 0 || !(tokens[i - 1].isPunct(Punct.dot) || tokens[i - 1].isPunct(Punct.optChain))
            default:
                return false
            }
        case .punct:
            switch t.sub {
            case Punct.semi, Punct.rbrace, Punct.lbrace, Punct.rparen, Punct.rbrack, Punct.incDec:
                return false
            case Punct.colon:
                // an object value or the `:` of `?:`, not a label or a `case`/`default` clause
                if let p = openStack.last {
                    let opener = tokens[Int(p)]
                    if !(opener.kind == .punct && opener.sub == Punct.lbrace) || opener.brace == .object { return true }
                }
                guard i >= 1 else { return false }
                let before = tokens[i - 1]
                if before.kw == .default { return false }
                if before.kind == .identifier && before.kw == .none,
                   i == 1 || tokens[i - 2].isPunct(Punct.semi) || tokens[i - 2].isPunct(Punct.lbrace) || tokens[i - 2].isPunct(Punct.rbrace) || before.nl {
                    return false // a label
                }
                return true
            default:
                return true
            }
        default:
            return false
        }
    }

    /// Decides what a `{` about to be pushed opens, from the previous token.
    private func classifyBrace() -> BraceKind {
        if let d = pendingClassDepths.last, d == openStack.count { return .classBody }
        guard let last = tokens.last else { return .block }
        let enclosing: BraceKind = {
            guard let p = openStack.last else { return .block }
            let t = tokens[Int(p)]
            if t.kind == .punct && t.sub == Punct.lbrace { return t.brace == .classBody ? .block : t.brace }
            return .object // inside (), [] or ${}: expression context
        }()
        switch last.kind {
        case .identifier:
            let k = last.kw
            switch k {
            case .else, .do, .try, .finally: return .block
            case .none, .this, .super, .null, .true, .false:
                return .block // `ident {` only happens with ASI or class heritage
            default:
                return k.precedesExpression ? .object : .block
            }
        case .punct:
            switch last.sub {
            case Punct.rparen, Punct.semi, Punct.rbrace, Punct.arrow: return .block
            case Punct.lbrace: return enclosing == .object ? .object : .block
            case Punct.colon:
                // object value, or a label / case clause inside a block
                if enclosing == .object { return .object }
                if tokens.count >= 3 {
                    let k2 = tokens[tokens.count - 2], k3 = tokens[tokens.count - 3]
                    if k2.kind == .identifier && k2.kw == .none
                        && (k3.isPunct(Punct.semi) || k3.isPunct(Punct.lbrace) || k3.isPunct(Punct.rbrace) || k2.nl) {
                        return .block // label
                    }
                }
                return .object
            default: return .object
            }
        default:
            return .object
        }
    }

    private mutating func scanToken() throws {
        let n = src.count
        let start = pos
        let c = src[pos]

        if isIdentStart(c) {
            pos += 1
            while pos < n && isIdentPart(src[pos]) {
                if src[pos] >= 0x80 && unicodeSpaceLength(pos) > 0 { break }
                pos += 1
            }
            var kw = KW.none
            let len = pos - start
            if len >= 2 && len <= 10 && c < 0x80 {
                for (bytes, k) in KW.table[len] {
                    var eq = true
                    var j = 0
                    while j < len { if bytes[j] != src[start + j] { eq = false; break }; j += 1 }
                    if eq { kw = k; break }
                }
            }
            // `class` keyword (not a property name): its body is the next `{` at this depth
            let prevIsDot = tokens.last.map { $0.isPunct(Punct.dot) || $0.isPunct(Punct.optChain) } ?? false
            if kw == .class && !prevIsDot {
                pendingClassDepths.append(openStack.count)
                pendingClassExpressions.append(inExpressionPosition(skippingAsync: false))
            }
            if kw == .function && !prevIsDot {
                pendingFunctions.append((openStack.count, inExpressionPosition(skippingAsync: true)))
            }
            push(.identifier, start, sub: kw.rawValue)
            return
        }
        if isDigit(c) || (c == UInt8(ascii: ".") && pos + 1 < n && isDigit(src[pos + 1])) {
            let hex = c == UInt8(ascii: "0") && pos + 1 < n && (src[pos + 1] | 0x20) >= UInt8(ascii: "a")
            pos += 1
            while pos < n {
                let d = src[pos]
                if isIdentPart(d) || d == UInt8(ascii: ".") { pos += 1; continue }
                if (d == UInt8(ascii: "+") || d == UInt8(ascii: "-")) && !hex && (src[pos - 1] | 0x20) == UInt8(ascii: "e") {
                    pos += 1; continue
                }
                break
            }
            push(.number, start)
            return
        }
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            pos += 1
            while true {
                guard pos < n else { throw error("Unterminated string literal", at: start) }
                let d = src[pos]
                if d == c { pos += 1; break }
                if d == UInt8(ascii: "\\") {
                    pos += 2
                    if pos <= n && src[pos - 1] == 0x0D && pos < n && src[pos] == 0x0A { pos += 1 }
                    continue
                }
                if d == 0x0A || d == 0x0D { throw error("Unterminated string literal", at: start) }
                pos += 1
            }
            push(.string, start)
        case UInt8(ascii: "`"):
            pos += 1
            try scanTemplate(start: start, opener: -1)
        case UInt8(ascii: "#"):
            pos += 1
            while pos < n && isIdentPart(src[pos]) { pos += 1 }
            push(.privateName, start)
        case UInt8(ascii: "/"):
            if pos + 1 < n && src[pos + 1] == UInt8(ascii: "*") {
                throw error("Unterminated comment", at: start)
            }
            if regexAllowed() {
                try scanRegex(start: start)
            } else {
                pos += 1
                if pos < n && src[pos] == UInt8(ascii: "=") { pos += 1 }
                push(.punct, start, sub: pos - start == 1 ? UInt8(ascii: "/") : Punct.otherOp)
            }
        case UInt8(ascii: "("), UInt8(ascii: "["):
            pos += 1
            var controlParen = false
            if c == UInt8(ascii: "("), let last = tokens.last {
                switch last.kw {
                case .if, .while, .for, .with, .switch, .catch:
                    let prevIsDot = tokens.count >= 2 && (tokens[tokens.count - 2].isPunct(Punct.dot) || tokens[tokens.count - 2].isPunct(Punct.optChain))
                    controlParen = !prevIsDot
                case .await:
                    // for await (
                    controlParen = tokens.count >= 2 && tokens[tokens.count - 2].kw == .for
                default: break
                }
            }
            push(.punct, start, sub: c)
            tokens[tokens.count - 1].controlParen = controlParen
            openStack.append(Int32(tokens.count - 1))
        case UInt8(ascii: "{"):
            let kind = classifyBrace()
            var expressionBody = false
            if kind == .classBody {
                pendingClassDepths.removeLast()
                expressionBody = pendingClassExpressions.removeLast()
            } else if let f = pendingFunctions.last, f.depth == openStack.count, tokens.last?.isPunct(Punct.rparen) == true {
                pendingFunctions.removeLast()
                expressionBody = f.expression
            }
            pos += 1
            push(.punct, start, sub: c)
            tokens[tokens.count - 1].brace = kind
            tokens[tokens.count - 1].expressionBody = expressionBody
            openStack.append(Int32(tokens.count - 1))
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            guard let openIdx = openStack.last else {
                throw error("Unexpected '\(Character(Unicode.Scalar(c)))'", at: start)
            }
            let opener = tokens[Int(openIdx)]
            if opener.kind == .templateHead || opener.kind == .templateMiddle {
                guard c == UInt8(ascii: "}") else {
                    throw error("Unexpected '\(Character(Unicode.Scalar(c)))' inside a template substitution", at: start)
                }
                openStack.removeLast()
                pos += 1
                try scanTemplate(start: start, opener: Int(openIdx))
                return
            }
            let expected: UInt8 = opener.sub == Punct.lparen ? Punct.rparen : opener.sub == Punct.lbrack ? Punct.rbrack : Punct.rbrace
            guard c == expected else {
                let lc = lineColumn(src, Int(opener.start))
                throw error("Unexpected '\(Character(Unicode.Scalar(c)))': expected '\(Character(Unicode.Scalar(expected)))' to close '\(Character(Unicode.Scalar(opener.sub)))' from line \(lc.line), column \(lc.column)", at: start)
            }
            openStack.removeLast()
            // a class keyword whose body never came at this depth (e.g. `class` as a property name)
            while let d = pendingClassDepths.last, d > openStack.count { pendingClassDepths.removeLast(); pendingClassExpressions.removeLast() }
            while let f = pendingFunctions.last, f.depth > openStack.count { pendingFunctions.removeLast() }
            pos += 1
            push(.punct, start, sub: c)
            let me = tokens.count - 1
            tokens[me].match = openIdx
            tokens[me].parent = opener.parent
            tokens[me].brace = opener.brace
            tokens[me].expressionBody = opener.expressionBody
            tokens[Int(openIdx)].match = Int32(me)
        default:
            try scanPunct(start: start, c: c)
        }
    }

    private mutating func scanPunct(start: Int, c: UInt8) throws {
        let n = src.count
        @inline(__always) func at(_ k: Int) -> UInt8 { pos + k < n ? src[pos + k] : 0 }
        var sub = c
        switch c {
        case UInt8(ascii: "="):
            if at(1) == UInt8(ascii: ">") { pos += 2; sub = Punct.arrow }
            else if at(1) == UInt8(ascii: "=") { pos += at(2) == UInt8(ascii: "=") ? 3 : 2; sub = Punct.otherOp }
            else { pos += 1 }
        case UInt8(ascii: "?"):
            if at(1) == UInt8(ascii: ".") && !isDigit(at(2)) { pos += 2; sub = Punct.optChain }
            else if at(1) == UInt8(ascii: "?") { pos += at(2) == UInt8(ascii: "=") ? 3 : 2; sub = Punct.otherOp }
            else { pos += 1 }
        case UInt8(ascii: "."):
            if at(1) == UInt8(ascii: ".") && at(2) == UInt8(ascii: ".") { pos += 3; sub = Punct.spread }
            else { pos += 1 }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            if at(1) == c { pos += 2; sub = Punct.incDec }
            else if at(1) == UInt8(ascii: "=") { pos += 2; sub = Punct.otherOp }
            else { pos += 1 }
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "%"), UInt8(ascii: "^"):
            pos += 1
            while pos < n {
                let d = src[pos]
                if d == UInt8(ascii: "=") || (d == c && (c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "&") || c == UInt8(ascii: "|") || c == UInt8(ascii: "*"))) {
                    pos += 1
                    if d == UInt8(ascii: "=") { break }
                } else { break }
            }
            if pos - start > 1 { sub = Punct.otherOp }
        case UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "~"), UInt8(ascii: "@"):
            pos += 1
        default:
            throw error("Unexpected character '\(String(decoding: src[start..<min(start + 1, n)], as: UTF8.self))'", at: start)
        }
        push(.punct, start, sub: sub)
    }

    private mutating func scanRegex(start: Int) throws {
        let n = src.count
        pos += 1
        var inClass = false
        while true {
            guard pos < n else { throw error("Unterminated regular expression", at: start) }
            let d = src[pos]
            if d == 0x0A || d == 0x0D { throw error("Unterminated regular expression", at: start) }
            if d == UInt8(ascii: "\\") { pos += 2; continue }
            if d == UInt8(ascii: "[") { inClass = true }
            else if d == UInt8(ascii: "]") { inClass = false }
            else if d == UInt8(ascii: "/") && !inClass { pos += 1; break }
            pos += 1
        }
        while pos < n && isIdentPart(src[pos]) { pos += 1 }
        push(.regex, start)
    }

    /// Scans template characters after "`" (head) or "}" (continuation) up to "`" or "${".
    private mutating func scanTemplate(start: Int, opener: Int) throws {
        let n = src.count
        let head = opener < 0
        while true {
            guard pos < n else {
                // report at the opening backtick
                var at = start
                var o = opener
                while o >= 0 {
                    if tokens[o].kind == .templateHead { at = Int(tokens[o].start); break }
                    let back = Int(tokens[o].match)
                    if back >= o || back < 0 { break }
                    o = back
                }
                throw error("Unterminated template literal", at: at)
            }
            let d = src[pos]
            if d == UInt8(ascii: "\\") { pos += 2; continue }
            if d == UInt8(ascii: "`") {
                pos += 1
                if head {
                    push(.templateFull, start)
                } else {
                    closeTemplatePart(.templateTail, start, opener)
                }
                return
            }
            if d == UInt8(ascii: "$") && pos + 1 < n && src[pos + 1] == UInt8(ascii: "{") {
                pos += 2
                if head {
                    push(.templateHead, start)
                } else {
                    closeTemplatePart(.templateMiddle, start, opener)
                }
                openStack.append(Int32(tokens.count - 1))
                return
            }
            pos += 1
        }
    }

    private mutating func closeTemplatePart(_ kind: TokenKind, _ start: Int, _ openIdx: Int) {
        push(kind, start)
        let me = tokens.count - 1
        tokens[me].match = Int32(openIdx)
        tokens[me].parent = tokens[openIdx].parent
        tokens[openIdx].match = Int32(me)
    }
}
