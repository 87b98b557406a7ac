import Testing
@testable import ModuleSyntax

/// The kind the tokenizer gives to the first `/` of `source` ("regex" or "punct").
private func slashKind(_ source: String) throws -> String {
    let toks = try debugTokens(source)
    guard let t = toks.first(where: { $0.text.hasPrefix("/") && !$0.text.hasPrefix("/*") }) else { return "none" }
    return t.kind
}

@Suite struct TokenizerTests {
    @Test(arguments: [
        // previous token → regex or division (es-module-lexer's decisions)
        ("a / b", "punct"),
        // the `}` of a function or class *expression* ends an operand: `/` divides
        ("const f = function () {} / 1", "punct"),
        ("x = async function g() {} / 2", "punct"),
        ("y = function* () {} / 2", "punct"),
        ("(function () {}) / 2", "punct"),
        ("z = class {} / 2", "punct"),
        ("z = class A extends B { m() {} } / 2", "punct"),
        ("f(function () { return 1 } / 2)", "punct"),
        ("a ? function () {} / 2 : 0", "punct"),
        // the `}` of a declaration or a block ends a statement: `/` starts a regex
        ("function f() {} /re/.test(s)", "regex"),
        ("class A {} /re/.test(s)", "regex"),
        ("export default function () {} /re/.test(s)", "regex"),
        ("{ } /re/", "regex"),
        ("if (a) { function g() {} } /re/", "regex"),
        ("a = /re/", "regex"),
        ("(a) / 2", "punct"),
        ("if (a) /re/.test(s)", "regex"),
        ("while (a) /re/.exec(s)", "regex"),
        ("for (;;) /re/", "regex"),
        ("f(a) / 2", "punct"),
        ("x[0] / 2", "punct"),
        ("return /re/", "regex"),
        ("typeof /re/", "regex"),
        ("x instanceof /re/.constructor", "regex"),
        ("'a' in /re/", "regex"),
        ("new /re/.constructor", "regex"),
        ("delete /re/.x", "regex"),
        ("void /re/", "regex"),
        ("throw /re/", "regex"),
        ("case /re/:", "regex"),
        ("do /re/; while(0)", "regex"),
        ("else /re/", "regex"),
        ("yield /re/", "regex"),
        ("await /re/", "regex"),
        ("x.return / 2", "punct"),
        ("this / 2", "punct"),
        ("1 / 2", "punct"),
        ("'s' / 2", "punct"),
        ("`t` / 2", "punct"),
        ("a++ / 2", "punct"),
        ("{} /re/", "regex"),
        ("x = {} / 2", "punct"),
        ("function f() {} /re/", "regex"),
        ("x => {}\n/re/", "regex"),
        ("(a, /re/)", "regex"),
        ("[/re/]", "regex"),
        ("a ? /b/ : /c/", "regex"),
        ("!/re/", "regex"),
        ("a && /re/", "regex"),
        ("`${a}` / 2", "punct"),
        ("`${/re/}`", "regex"),
        ("a /= 2", "punct"),
    ])
    func regexOrDivision(source: String, expected: String) throws {
        #expect(try slashKind(source) == expected, "\(source)")
    }

    @Test func regexBodyMayHoldSlashesInClassesAndEscapes() throws {
        let toks = try debugTokens(#"x = /[/]\/import{a}/g; y"#)
        #expect(toks.map(\.text) == ["x", "=", #"/[/]\/import{a}/g"#, ";", "y"])
        #expect(toks[2].kind == "regex")
    }

    @Test func nestedTemplates() throws {
        let toks = try debugTokens("`a${`b${`c${d}`}`}e` + 1")
        #expect(toks.map(\.text) == ["`a${", "`b${", "`c${", "d", "}`", "}`", "}e`", "+", "1"])
        #expect(toks.map(\.kind) == ["templateHead", "templateHead", "templateHead", "identifier",
                                     "templateTail", "templateTail", "templateTail", "punct", "number"])
    }

    @Test func templateSubstitutionWithObjectAndBlockBraces() throws {
        let toks = try debugTokens("`${ {a: 1}.a } ${ (() => { return 2 })() }`")
        #expect(toks.first?.kind == "templateHead")
        #expect(toks.last?.kind == "templateTail")
        #expect(toks.filter { $0.kind == "templateMiddle" }.count == 1)
    }

    @Test func templateEscapesAndDollar() throws {
        let toks = try debugTokens(#"`\${not} $ {x} \` ${y}`"#)
        #expect(toks.map(\.kind) == ["templateHead", "identifier", "templateTail"])
    }

    @Test func commentsAreSkipped() throws {
        let toks = try debugTokens("a /* import x from 'y' */ + // export default 1\n b")
        #expect(toks.map(\.text) == ["a", "+", "b"])
    }

    @Test func stringsHoldImportText() throws {
        let toks = try debugTokens(#"'import x from \'y\'' + "export \"z\"""#)
        #expect(toks.map(\.kind) == ["string", "punct", "string"])
    }

    @Test func punctuators() throws {
        let toks = try debugTokens("a?.b ?? c ... => ++ === >>>= ?.5")
        #expect(toks.map(\.text) == ["a", "?.", "b", "??", "c", "...", "=>", "++", "===", ">>>=", "?", ".5"])
    }

    @Test func numbers() throws {
        let toks = try debugTokens("1e-5 0x1F 1_000n .5 1.5e+3")
        #expect(toks.map(\.text) == ["1e-5", "0x1F", "1_000n", ".5", "1.5e+3"])
    }

    @Test func unicodeIdentifiersAndSpaces() throws {
        let toks = try debugTokens("café\u{00A0}=\u{2028}ñ")
        #expect(toks.map(\.text) == ["café", "=", "ñ"])
    }

    @Test func hashbangIsAComment() throws {
        let toks = try debugTokens("#!/usr/bin/env node\nx")
        #expect(toks.map(\.text) == ["x"])
    }

    @Test(arguments: [
        ("let s = 'abc\n", 1, 9, "Unterminated string literal"),
        ("a\nlet s = `abc ${x}", 2, 9, "Unterminated template literal"),
        ("a\nb /* never closed", 2, 3, "Unterminated comment"),
        ("x = /abc\n", 1, 5, "Unterminated regular expression"),
        ("f(a]", 1, 4, "Unexpected ']'"),
        ("}", 1, 1, "Unexpected '}'"),
        ("function f() {\n", 2, 1, "Unexpected end of input"),
    ])
    func syntaxErrors(source: String, line: Int, column: Int, message: String) throws {
        do {
            _ = try transformModule(source: source, filename: "/app/bad.js")
            Issue.record("no error for \(source)")
        } catch let e as ModuleSyntaxError {
            #expect(e.file == "/app/bad.js")
            #expect(e.line == line, "\(e)")
            #expect(e.column == column, "\(e)")
            #expect(e.message.contains(message), "\(e)")
            #expect(e.description.hasPrefix("/app/bad.js:\(line):\(column): SyntaxError: "))
        }
    }
}
