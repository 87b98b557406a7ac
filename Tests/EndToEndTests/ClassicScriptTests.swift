import Foundation
import Testing

/// A `.js` entry without module syntax or CommonJS use runs as a classic
/// script, as a browser or Cordova WebView runs it (docs/modules.md).
@Suite struct ClassicScriptTests {
    @Test func topLevelDeclarationsAreGlobalsAndWlCommonInitIsCalled() throws {
        let folder = try TemporaryFolder(["main.js": """
        var counter = 1;
        let shared = 'lexical';
        function wlCommonInit() {
          console.log('wlCommonInit', counter, typeof globalThis.counter, typeof globalThis.wlCommonInit, shared, this === globalThis);
        }
        console.log(typeof module, typeof require, typeof exports);
        """])
        let result = try JSHost.run(["run", folder.path("main.js")])
        #expect(result.status == 0)
        #expect(result.stdout == "undefined undefined undefined\nwlCommonInit 1 number function lexical true\n")
    }

    @Test func commonJSAndModuleEntriesKeepTheirSemantics() throws {
        let folder = try TemporaryFolder([
            "cjs.js": "const helper = require('./helper.js');\nfunction wlCommonInit() { console.log('called'); }\nconsole.log(helper, typeof module, typeof wlCommonInit, typeof globalThis.wlCommonInit);\n",
            "helper.js": "module.exports = 'helped';\n",
            "esm.js": "import helper from './helper.js';\nvar local = 1;\nconsole.log(helper, typeof globalThis.local);\nexport {};\n",
            "exports.js": "exports.x = 1;\nvar y = 2;\nconsole.log(typeof globalThis.y);\n",
        ])
        let cjs = try JSHost.run(["run", folder.path("cjs.js")])
        #expect(cjs.status == 0)
        #expect(cjs.stdout == "helped object function undefined\n")
        let esm = try JSHost.run(["run", folder.path("esm.js")])
        #expect(esm.status == 0)
        #expect(esm.stdout == "helped undefined\n")
        let exports = try JSHost.run(["run", folder.path("exports.js")])
        #expect(exports.stdout == "undefined\n")
    }

    @Test func errorsKeepFileLineAndColumn() throws {
        let folder = try TemporaryFolder(["main.js": "var ok = 1;\n\n    missing.call();\n", "syntax.js": "var a = 1;\nvar = 2;\n"])
        let result = try JSHost.run(["run", folder.path("main.js"), "--json"])
        #expect(result.status == 1)
        let error = try #require(result.effects("error").first)
        #expect(error["file"] as? String == folder.path("main.js"))
        #expect(error["line"] as? Int == 3)
        // Line 1 too: no wrapper shifts its columns (JavaScriptCore points after `missing`).
        let first = try TemporaryFolder(["first.js": "missing.call();\n"])
        let human = try JSHost.run(["run", first.path("first.js")])
        #expect(human.stderr.contains("\(first.path("first.js")):1:8\n"))
        let syntax = try JSHost.run(["run", folder.path("syntax.js")])
        #expect(syntax.status == 1)
        #expect(syntax.stderr.contains("\(folder.path("syntax.js")):2"))
    }

    @Test func dynamicImportWorksInAClassicScript() throws {
        let folder = try TemporaryFolder(["main.js": "import('./m.mjs').then(ns => console.log(ns.value));\n", "m.mjs": "export const value = 7;\n"])
        let result = try JSHost.run(["run", folder.path("main.js")])
        #expect(result.status == 0)
        #expect(result.stdout == "7\n")
    }
}
