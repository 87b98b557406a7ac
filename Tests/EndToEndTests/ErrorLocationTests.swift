import Foundation
import Testing

/// Errors point at the user's own file and line, in the user's terms (issue 15, item 18).
@Suite struct ErrorLocationTests {
    /// A name the `jshost` module does not export is node's link-time SyntaxError at the
    /// import's line, not `(0, __jsh_m0.setCategoriez) is not a function` later on, nor
    /// a location in jshost's module glue.
    @Test func aMissingNamedImportOfABuiltinIsASyntaxErrorAtTheImport() throws {
        let f = try TemporaryFolder(["main.mjs": """
        // categories
        import { setCategoriez } from 'jshost';
        setCategoriez([]);
        """])
        let result = try JSHost.run(["run", f.path("main.mjs")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(f.path("main.mjs")):2"), "\(result.stderr)")
        #expect(result.stderr.contains("SyntaxError: The requested module 'jshost' does not provide an export named 'setCategoriez'"))
        #expect(!result.stderr.contains("jshost:modules"))
        #expect(!result.stderr.contains("is not a function"))
    }

    @Test func aMissingNamedImportOfAFileIsReportedAtTheImport() throws {
        let f = try TemporaryFolder(["main.mjs": "const x = 1;\n\nimport { nope } from './lib.mjs';\nconsole.log(nope);\n",
                                     "lib.mjs": "export const yes = 1;\n"])
        let result = try JSHost.run(["run", f.path("main.mjs")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(f.path("main.mjs")):3"), "\(result.stderr)")
        #expect(result.stderr.contains("does not provide an export named 'nope'"))
        #expect(!result.stderr.contains("jshost:modules"))
    }

    /// A module a static import cannot find is reported at the import, not at the line
    /// jshost's rewrite moved the import to.
    @Test func aModuleNotFoundIsReportedAtTheImport() throws {
        let f = try TemporaryFolder(["main.mjs": "const x = 1;\n\n\nimport { nope } from './missing.mjs';\nconsole.log(nope);\n"])
        let result = try JSHost.run(["run", f.path("main.mjs")])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("✖ \(f.path("main.mjs")):4\n"), "\(result.stderr)")
        #expect(result.stderr.contains("imported from \(f.path("main.mjs")):4 "))
    }

    /// Columns on line 1 are the user's, not moved by jshost's module wrapper.
    @Test(arguments: ["main.mjs", "main.cjs", "main.js"])
    func aThrowOnLineOneNamesTheUsersColumn(_ name: String) throws {
        let f = try TemporaryFolder([name: "const a = 1; null.x;\n"])
        let result = try JSHost.run(["run", f.path(name)])
        #expect(result.status == 1)
        // node points at the dot of `null.x` too: column 18.
        #expect(result.stderr.contains("\(f.path(name)):1:18"), "\(result.stderr)")
    }

    /// The engine's `[native code]` frames are not shown.
    @Test func nativeFramesAreLeftOut() throws {
        let f = try TemporaryFolder(["main.js": "function go() {\n  [1].map(function () { null.x; });\n}\ngo();\n"])
        let result = try JSHost.run(["run", f.path("main.js")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(f.path("main.js")):2:29"))
        #expect(result.stderr.contains("at go@\(f.path("main.js")):2:10"))
        #expect(!result.stderr.contains("[native code]"), "\(result.stderr)")
    }

    /// A `fetch` that fails names the user's line (not jshost's fetch code) and its
    /// cause, as node shows `[cause]`.
    @Test func aFailedFetchNamesTheCallersLineAndItsCause() throws {
        let f = try TemporaryFolder(["h.mjs": """
        import { setCategories, registerAction } from 'jshost';
        setCategories([{ id: 'c', actions: [{ id: 'a', title: 'A', type: 'go' }] }]);
        registerAction('go', async () => {
          const response = await fetch('http://127.0.0.1:9/nothing-listens-here');
          return response.status;
        });
        """, "p.json": #"{"aps": {"alert": "x", "category": "c"}}"#])
        let result = try JSHost.run(["run", "h.mjs", "--push", "p.json", "--tap", "a", "--allow-net", "--json"], in: f.url)
        #expect(result.status == 1)
        let error = try #require(result.effects("error").first)
        let message = try #require(error["message"] as? String)
        #expect(message.contains("TypeError: fetch failed (cause: Error: connection refused (http://127.0.0.1:9/nothing-listens-here) [ECONNREFUSED])"), "\(message)")
        #expect(error["file"] as? String == f.path("h.mjs"))
        #expect(error["line"] as? Int == 4)
        #expect(!((error["stack"] as? String) ?? "").contains("jshost:prelude"))
    }
}

/// A denied access (net, read, env) is one `permission` error effect placed at the user's
/// call that asked — `file:line:column`, separate `file` and `line` in --json, as a script's
/// uncaught error is — and is not reported again when the script does not catch it.
@Suite struct PermissionDenialLocationTests {
    static let handlerScript = """
    import { setCategories, registerAction } from 'jshost';
    setCategories([{ id: 'c', actions: [{ id: 'a', title: 'A', type: 'go' }] }]);
    registerAction('go', async () => {
      const response = await fetch('https://example.com/');
      return response.status;
    });
    """

    /// (file, source, the line of the denied call, what the denial names, extra arguments)
    static let cases: [(String, String, Int, String, [String])] = [
        ("h.mjs", handlerScript, 4, "net access to \"example.com:443\"", ["--push", "p.json", "--tap", "a"]),
        ("top.mjs", "const x = 1;\nconst r = await fetch('http://example.com/x');\n", 2, "net access to \"example.com:80\"", []),
        ("caught.js", "async function go() {\n  try { await fetch('http://example.com/'); } catch (e) {}\n}\ngo();\n", 2,
         "net access to \"example.com:80\"", []),
        ("file.mjs", "\n\nawait fetch('file:///etc/hostname');\n", 3, "read access to \"/etc/hostname\"", []),
        ("env.js", "// env\nconst home = process.env.HOME;\n", 2, "env access to \"HOME\"", []),
        ("keys.js", "\nconsole.log(\n  Object.keys(process.env).length);\n", 3, "env access to all variables", []),
        ("app/main.js", "const a = 1;\nconst s = require('../outside.json');\n", 2, "read access to", []),
    ]

    @Test(arguments: 0..<cases.count)
    func aDenialNamesTheUsersFileLineAndColumnOnce(_ index: Int) throws {
        let (name, source, line, what, extra) = Self.cases[index]
        let f = try TemporaryFolder([name: source, "app/package.json": "{}", "outside.json": "{}",
                                     "p.json": #"{"aps": {"alert": "x", "category": "c"}}"#])
        let folder = name.hasPrefix("app/") ? f.url.appendingPathComponent("app") : f.url
        let file = f.path(name)
        let json = try JSHost.run(["run", f.path(name), "--json"] + extra, in: folder)
        #expect(json.status == 1, "\(json.stdout)")
        let errors = json.effects("error")
        #expect(errors.count == 1, "one report: \(json.stdout)")
        let error = try #require(errors.first)
        #expect(error["reason"] as? String == "permission")
        #expect(error["file"] as? String == file, "\(error)")
        #expect(error["line"] as? Int == line, "\(error)")
        let message = try #require(error["message"] as? String)
        let location = try #require(message.split(separator: "\n").first.map(String.init))
        let column = location.hasPrefix("\(file):\(line):") ? Int(location.dropFirst("\(file):\(line):".count)) : nil
        #expect((column ?? 0) > 0, "file:line:column first: \(message)")
        #expect(message.contains("PermissionDenied: Requires \(what)"), "\(message)")
        #expect(!message.contains("jshost:"), "\(message)")

        let human = try JSHost.run(["run", f.path(name)] + extra, in: folder)
        #expect(human.status == 1)
        #expect(human.stderr.components(separatedBy: "\(file):\(line):\(column ?? 0)").count - 1 == 2,
                "the location heads the report, and its stack's first frame has it: \(human.stderr)")
        #expect(human.stderr.components(separatedBy: "PermissionDenied").count - 1 == 1, "\(human.stderr)")
    }
}
