import Testing
@testable import ModuleSyntax

private func rw(_ source: String, _ file: String = "/app/main.js") throws -> ModuleTransform {
    try transformModule(source: source, filename: file)
}

/// The rewritten body without the prologue (everything after line 1's prologue) —
/// the prologue ends where the original first line begins.
private func lines(_ s: String) -> [Substring] { s.split(separator: "\n", omittingEmptySubsequences: false) }

@Suite struct RewriteTests {
    @Test func defaultAndNamedImportsBecomeLiveMemberReads() throws {
        let r = try rw("import x, {a as b, c} from './m.js'\nconsole.log(x, b, c)\n")
        #expect(r.isModule)
        #expect(!r.hasTopLevelAwait)
        #expect(r.imports == ["./m.js"])
        #expect(r.importRecords == [ModuleImport(specifier: "./m.js", line: 1, column: 1, names: ["default", "a", "c"])])
        #expect(r.code == """
            "use strict";{__jsh.export({});const __jsh_m0 = __jsh.import("./m.js", ["default", "a", "c"]);;
            console.log(__jsh_m0.default, __jsh_m0.a, __jsh_m0.c)

            }
            """)
    }

    @Test func namespaceAndSideEffectImports() throws {
        let r = try rw("import './side.js';\nimport * as ns from \"./n.js\";\nns.f(ns)\n")
        #expect(r.imports == ["./side.js", "./n.js"])
        #expect(r.code.hasPrefix(#""use strict";{__jsh.export({});__jsh.import("./side.js");const __jsh_m1 = __jsh.import("./n.js");;"#))
        #expect(lines(r.code)[2] == "__jsh_m1.f(__jsh_m1)")
    }

    @Test func sameSpecifierSharesOneNamespace() throws {
        let r = try rw("import a from './m.js'\nimport {b} from './m.js'\nexport * from './m.js'\na + b\n")
        #expect(r.imports == ["./m.js"])
        #expect(r.starExports == ["./m.js"])
        #expect(r.code.contains(#"const __jsh_m0 = __jsh.import("./m.js", ["default", "b"]);__jsh.exportStar(__jsh_m0);"#))
        #expect(lines(r.code)[3] == "__jsh_m0.default + __jsh_m0.b")
    }

    @Test func callsOfImportedFunctionsGetUndefinedThis() throws {
        let r = try rw("import {f} from './m.js'\nf(1); f`t`; new f(); f.call(null)\n")
        #expect(lines(r.code)[1] == "(0, __jsh_m0.f)(1); (0, __jsh_m0.f)`t`; new (0, __jsh_m0.f)(); __jsh_m0.f.call(null)")
    }

    @Test func callAfterNewlineKeepsTheStatementBoundary() throws {
        let r = try rw("import {f} from './m.js'\nlet a = 1\nf()\n")
        #expect(lines(r.code)[2] == ";(0, __jsh_m0.f)()")
    }

    @Test func propertyNamesKeysShorthandAndLabelsAreNotReferences() throws {
        let r = try rw("""
            import {b} from './m.js'
            o.b; o?.b; ({b: 1, b() {}, get b() { return 1 }});
            const s = {b};
            b: for (;;) { break b; continue b }
            x ? b : c
            class K { b = 1; static b; b() {} }
            """)
        let l = lines(r.code)
        #expect(l[1] == "o.b; o?.b; ({b: 1, b() {}, get b() { return 1 }});")
        #expect(l[2] == "const s = {b: __jsh_m0.b};")
        #expect(l[3] == "b: for (;;) { break b; continue b }")
        #expect(l[4] == "x ? __jsh_m0.b : c")
        #expect(l[5] == "class K { b = 1; static b; b() {} }")
    }

    @Test func shadowingDeclarationsAreRespected() throws {
        let r = try rw("""
            import {x} from './m.js'
            function f(x) { return x }
            const g = (a, x) => x, h = x => x
            function k() { { let x = 1; x } return x }
            function v() { if (1) { var x = 2 } return x }
            try {} catch (x) { x }
            function d({x}, [y = x]) { return x }
            for (const x of []) x;
            function n() { function x() {} return x }
            const e = function x() { return x }
            x
            """)
        let l = lines(r.code)
        #expect(l[1] == "function f(x) { return x }")
        #expect(l[2] == "const g = (a, x) => x, h = x => x")
        #expect(l[3] == "function k() { { let x = 1; x } return __jsh_m0.x }")
        #expect(l[4] == "function v() { if (1) { var x = 2 } return x }")
        #expect(l[5] == "try {} catch (x) { x }")
        #expect(l[6] == "function d({x}, [y = x]) { return x }")
        #expect(l[7] == "for (const x of []) x;")
        #expect(l[8] == "function n() { function x() {} return x }")
        #expect(l[9] == "const e = function x() { return x }")
        #expect(l[10] == "__jsh_m0.x")
    }

    @Test func importTextInStringsTemplatesRegexesCommentsIsUntouched() throws {
        let src = """
            import {v} from './v.js'
            const s = "import x from 'y'" + 'export default 1'
            const t = `import a from 'b' ${`${v} import c from 'd'`}`
            const r = /import e from 'f'/g
            // import g from 'h'
            /* export { i } */ v
            """
        let r = try rw(src)
        #expect(r.imports == ["./v.js"])
        let l = lines(r.code)
        #expect(l[1] == #"const s = "import x from 'y'" + 'export default 1'"#)
        #expect(l[2] == "const t = `import a from 'b' ${`${__jsh_m0.v} import c from 'd'`}`")
        #expect(l[3] == "const r = /import e from 'f'/g")
        #expect(l[4] == "// import g from 'h'")
        #expect(l[5] == "/* export { i } */ __jsh_m0.v")
    }

    @Test func exportDeclarations() throws {
        let r = try rw("""
            export const a = 1, {b, c: [d]} = o
            export let e; export var f = 2
            export function g() {}
            export async function h() {}
            export function* i() {}
            export class J {}
            """)
        #expect(r.exports == ["a", "b", "d", "e", "f", "g", "h", "i", "J"])
        let l = lines(r.code)
        #expect(l[0].hasSuffix("}); const a = 1, {b, c: [d]} = o"))
        #expect(l[1] == " let e;  var f = 2")
        #expect(l[2] == " function g() {}")
        #expect(l[5] == " class J {}")
        #expect(r.code.contains(#"__jsh.export({"a": () => a, "b": () => b, "d": () => d, "e": () => e, "f": () => f, "g": () => g, "h": () => h, "i": () => i, "J": () => J});"#))
    }

    @Test func exportDefaultForms() throws {
        let expr = try rw("export default 1 + 2\n")
        #expect(expr.code == "\"use strict\";{let __jsh_default;__jsh.export({\"default\": () => __jsh_default});;__jsh_default = 1 + 2\n\n}")

        let named = try rw("export default function f() {}\n")
        #expect(named.code.contains(#"__jsh.export({"default": () => f});"#))
        #expect(lines(named.code)[0].hasSuffix(" function f() {}"))

        let anon = try rw("export default async function () {}\n")
        #expect(anon.code.contains(#"Object.defineProperty(__jsh_default, "name", {value: "default", configurable: true});"#))
        #expect(lines(anon.code)[0].hasSuffix(" async function __jsh_default () {}"))

        let gen = try rw("export default function*(){}")
        #expect(lines(gen.code)[0].hasSuffix(" function* __jsh_default(){}"))

        let cls = try rw("export default class extends B { m() {} }\nx")
        #expect(lines(cls.code)[0].hasSuffix(";__jsh_default = {default: class extends B { m() {} }}.default;"))

        let namedClass = try rw("export default class K {}")
        #expect(namedClass.code.contains(#"{"default": () => K}"#))
    }

    @Test func exportListsAndReexports() throws {
        let r = try rw("""
            import {imp} from './i.js'
            const a = 1, b = 2
            export { a, b as c, imp, a as default, a as "a-b" }
            export { default as rd, x as y } from './r.js'
            export { default as z } from './s.js'
            export * from './t.js'
            export * as ns from './u.js'
            """)
        #expect(r.imports == ["./i.js", "./r.js", "./s.js", "./t.js", "./u.js"])
        #expect(r.starExports == ["./t.js"])
        #expect(r.exports == ["a", "c", "imp", "default", "a-b", "rd", "y", "z", "ns"])
        #expect(r.code.contains(#"__jsh.export({"a": () => a, "c": () => b, "imp": () => __jsh_m0.imp, "default": () => a, "a-b": () => a, "rd": () => __jsh_m1.default, "y": () => __jsh_m1.x, "z": () => __jsh_m2.default, "ns": () => __jsh_m4});"#))
        #expect(r.code.contains(#""imp": () => __jsh_m0.imp"#))
        #expect(r.code.contains(#""y": () => __jsh_m1.x"#))
        #expect(r.code.contains(#""z": () => __jsh_m2.default"#))
        #expect(r.code.contains(#""ns": () => __jsh_m4"#))
        #expect(r.code.contains(#"const __jsh_m3 = __jsh.import("./t.js");__jsh.exportStar(__jsh_m3);"#))
        #expect(r.importRecords[1].names == ["default", "x"])
    }

    @Test func stringImportNames() throws {
        let r = try rw("import {'a-b' as ab} from './m.js'\nab()\n")
        #expect(lines(r.code)[1] == #"(0, __jsh_m0["a-b"])()"#)
    }

    @Test func minifiedForms() throws {
        let r = try rw(#"import{a as b}from"m";import*as n from"n";export{b as default};b(n)"#)
        #expect(r.imports == ["m", "n"])
        #expect(r.exports == ["default"])
        #expect(r.code.hasSuffix(";;;(0, __jsh_m0.a)(__jsh_m1)\n}"))
    }

    @Test func importMetaAndDynamicImport() throws {
        let m = try rw("import x from './x.js'\nconsole.log(import.meta.url, import('./y.js'))\n")
        #expect(lines(m.code)[1] == "console.log(__jsh.meta.url, __jsh.dynamicImport('./y.js'))")
        let cjs = try rw("const p = import('./y.js')\nmodule.exports = p\n")
        #expect(!cjs.isModule)
        #expect(cjs.code == "const p = __jsh.dynamicImport('./y.js')\nmodule.exports = p\n")
    }

    @Test func commonJSIsLeftAlone() throws {
        let src = "const a = require('./a')\nexports.x = a /2/ 1\nconst s = `import x from 'y'`\n"
        let r = try rw(src)
        #expect(!r.isModule)
        #expect(r.code == src)
        #expect(r.imports.isEmpty)
    }

    @Test func mjsIsAlwaysAModuleAndCjsNever() throws {
        let m = try transformModule(source: "console.log(1)\n", filename: "/a/b.mjs")
        #expect(m.isModule)
        #expect(m.code.hasPrefix("\"use strict\";{"))
        #expect(throws: ModuleSyntaxError.self) { try transformModule(source: "\nimport a from 'b'", filename: "/a/b.cjs") }
        do {
            _ = try transformModule(source: "\nimport a from 'b'", filename: "/a/b.cjs")
        } catch let e as ModuleSyntaxError {
            #expect(e.line == 2)
            #expect(e.message.contains("outside a module"))
        }
    }

    @Test(arguments: [
        ("export const v = await f()", true),
        ("for await (const x of y) {}", true),
        ("async function f() { await 1 }", false),
        ("const f = async () => await 1", false),
        ("const o = { async m() { await 1 } }", false),
        ("class K { async m() { await 1 } }", false),
        ("x.await", false),
        ("if (a) { await b }", true),
    ])
    func topLevelAwait(source: String, tla: Bool) throws {
        let r = try transformModule(source: source, filename: "/a/m.mjs")
        #expect(r.hasTopLevelAwait == tla, "\(source)")
    }

    @Test func linesArePreserved() throws {
        let src = """
            // line 1
            import {
              a,
              b as c,
            } from './m.js' /* trailing
            comment */ ; import d from './d.js'
            export const x = a
            export {
              x as y,
            }
            export default function () {
              throw new Error('line 12')
            }
            export * from './s.js'
            console.log(c, d) // line 15
            """
        let r = try rw(src)
        let out = lines(r.code)
        let inp = lines(src)
        #expect(out.count == inp.count + 1) // the closing "}" of the module block
        #expect(out.last == "}")
        #expect(out[0].hasSuffix("// line 1"))
        #expect(out[11] == "  throw new Error('line 12')")
        #expect(out[14] == "console.log(__jsh_m0.b, __jsh_m1.default) // line 15")
        #expect(out[1...4].allSatisfy { $0.isEmpty || $0 == ";" })
        #expect(out[5] == " ;")
        #expect(out[6] == " const x = __jsh_m0.a")
        #expect(out[7...9].allSatisfy { $0.isEmpty || $0 == ";" })
        #expect(out[10] == " function __jsh_default () {")
        #expect(out[13] == ";")
    }

    @Test func hashbangBecomesAComment() throws {
        let r = try rw("#!/usr/bin/env node\nimport a from './a.js'\n")
        #expect(lines(r.code)[0].hasSuffix(";{__jsh.export({});const __jsh_m0 = __jsh.import(\"./a.js\", [\"default\"]);///usr/bin/env node"))
    }

    @Test(arguments: [
        ("import {a as} from 'm'", "Expected a local name after 'as'"),
        ("import a 'm'", "Expected ',' or 'from'"),
        ("import {a} from m", "Expected a module specifier string"),
        ("export * from", "Expected a module specifier string"),
        ("export { 'x' }", "needs 'from'"),
        ("export function () {}", "needs a name"),
        ("import * from 'm'", "Expected 'as'"),
    ])
    func malformedDeclarations(source: String, message: String) throws {
        do {
            _ = try rw(source)
            Issue.record("no error for \(source)")
        } catch let e as ModuleSyntaxError {
            #expect(e.message.contains(message), "\(e)")
            #expect(e.line == 1)
        }
    }

    @Test func keywordsAsPropertyNamesAreNotDeclarations() throws {
        let r = try rw("const o = { import: 1, export: 2 }\no.import; o.export\nclass K { import() {} }\n")
        #expect(!r.isModule)
        #expect(r.code == "const o = { import: 1, export: 2 }\no.import; o.export\nclass K { import() {} }\n")
    }

    /// What node rejects at parse time is rejected here too, naming the line.
    @Test(arguments: [
        ("import { a } from 'x'; import { a } from 'y';", "Identifier 'a' has already been declared"),
        ("import a from 'x'; import { b as a } from 'y';", "Identifier 'a' has already been declared"),
        ("import * as a from 'x'; import a from 'y';", "Identifier 'a' has already been declared"),
        ("export default 1; export default 2;", "Duplicate export of 'default'"),
        ("const a = 1; export { a, a };", "Duplicate export of 'a'"),
        ("export function f() {} export { f };", "Duplicate export of 'f'"),
        ("const a = 1; export default 1; export { a as default };", "Duplicate export of 'default'"),
        ("import a { b } from 'x';", "Expected ',' or 'from' after the default import"),
    ])
    func whatNodeRejectsIsRejected(_ source: String, _ message: String) throws {
        do {
            _ = try rw(source, "/app/m.mjs")
            Issue.record("accepted: \(source)")
        } catch let error as ModuleSyntaxError {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(error.line == 1)
        }
    }

    @Test func aFunctionExpressionFollowedByADivisionRewrites() throws {
        let m = try rw("import x from 'x';\nconst f = function () {} / 1; const q = '/'; export { f, q };", "/app/m.mjs")
        #expect(m.code.contains("const q = '/'"))
    }
}

