import Foundation
import JSONSyntax
import Testing

/// Modules load freely inside the project root (the folder of the nearest
/// package.json above the entry, else the entry's folder) and its node_modules;
/// anything outside needs --allow-read, however it is named (relative, absolute,
/// `file:`, a symlink); and a file that is not JavaScript, TypeScript or JSON is
/// never evaluated.
@Suite struct ModuleAccessTests {
    /// `root/app` is the project (it has a package.json); `root/outside` is not.
    func project() throws -> TemporaryFolder {
        let f = try TemporaryFolder([
            "app/package.json": #"{"name": "app"}"#,
            "app/lib/inside.js": "module.exports = 'inside';",
            "app/node_modules/dep/index.js": "module.exports = 'dep';",
            "app/.env": "API_SECRET=hunter2-very-secret\n",
            "app/notes.txt": "just text",
            "outside/s.json": #"{"secret": "outside-secret"}"#,
            "outside/m.mjs": "export const m = 'outside-module';",
        ])
        try FileManager.default.createSymbolicLink(atPath: f.path("app/link.json"), withDestinationPath: f.path("outside/s.json"))
        return f
    }

    func run(_ f: TemporaryFolder, _ script: String, _ flags: [String] = []) throws -> JSHostResult {
        try f.write("app/main.js", script)
        return try JSHost.run(["run", f.path("app/main.js")] + flags, in: f.url.appendingPathComponent("app"))
    }

    @Test func insideTheProjectAndItsNodeModulesLoadsFreely() throws {
        let f = try project()
        let result = try run(f, "console.log(require('./lib/inside'), require('dep'), require.resolve('./lib/inside.js') === __dirname + '/lib/inside.js');")
        #expect(result.status == 0)
        #expect(result.stdout == "inside dep true\n")
    }

    @Test(arguments: ["../outside/s.json", "ABSOLUTE", "FILEURL", "./link.json"])
    func outsideTheProjectNeedsAllowRead(_ how: String) throws {
        let f = try project()
        let target = f.path("outside/s.json")
        let specifier = how == "ABSOLUTE" ? target : how == "FILEURL" ? URL(fileURLWithPath: target).absoluteString : how
        let script = "try { console.log(JSON.stringify(require(\(jsString(specifier))))); } catch (e) { console.log(e.name + ': ' + e.message); }"
        let denied = try run(f, script)
        #expect(denied.stdout.hasPrefix("PermissionDenied: Requires read access to \"\(FileManager.default.realPath(target))\""), "\(denied.stdout)")
        #expect(!denied.stdout.contains("outside-secret"))
        let granted = try run(f, script, ["--allow-read=\(f.path("outside"))"])
        #expect(granted.stdout == #"{"secret":"outside-secret"}"# + "\n")
    }

    @Test func anImportFromOutsideIsDeniedToo() throws {
        let f = try project()
        try f.write("app/main.mjs", "import { m } from '../outside/m.mjs'; console.log(m);")
        let result = try JSHost.run(["run", f.path("app/main.mjs")], in: f.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("PermissionDenied"))
        #expect(!result.stdout.contains("outside-module"))
    }

    /// require.resolve tells nothing about files outside: an existing and a missing
    /// one are both denied, with the same words.
    @Test func requireResolveDoesNotRevealFilesOutside() throws {
        let f = try project()
        // (`module.exports` makes the entry CommonJS; a plain .js entry is a classic script)
        let result = try run(f, """
        module.exports = {};
        for (const s of ['../outside/s.json', '../outside/missing.json']) {
          try { console.log(require.resolve(s)); } catch (e) { console.log(e.name); }
        }
        """)
        #expect(result.stdout == "PermissionDenied\nPermissionDenied\n")
    }

    @Test(arguments: [("./.env", "a file without an extension"), ("./notes.txt", "a '.txt' file")])
    func aFileThatIsNotAModuleIsNeverEvaluated(_ specifier: String, _ kind: String) throws {
        let f = try project()
        let result = try run(f, "require('\(specifier)');")
        #expect(result.status == 1)
        #expect(result.stderr.contains("require() and import load JavaScript"))
        #expect(result.stderr.contains(kind))
        #expect(!result.stderr.contains("hunter2") && !result.stderr.contains("API_SECRET") && !result.stderr.contains("just text"))
    }

    /// Without a package.json (or a repository) the current folder is the project when the
    /// entry is inside it, else the entry's folder (SPEC §3.7).
    @Test func withoutAPackageJSONTheEntrysFolderIsTheProject() throws {
        let f = try TemporaryFolder(["a/main.js": "try { console.log(require('../b/x.js')); } catch (e) { console.log(e.name); } console.log(require('./y.js'));",
                                     "a/y.js": "module.exports = 'y';", "b/x.js": "module.exports = 'x';"])
        let result = try JSHost.run(["run", f.path("a/main.js")], in: f.url.appendingPathComponent("a"))
        #expect(result.stdout == "PermissionDenied\ny\n")
        let fromAbove = try JSHost.run(["run", f.path("a/main.js")], in: f.url)
        #expect(fromAbove.stdout == "x\ny\n")
    }
}

private func jsString(_ s: String) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: s, options: .fragmentsAllowed), as: UTF8.self)
}

private extension FileManager {
    func realPath(_ path: String) -> String {
        guard let p = realpath(path, nil) else { return path }
        defer { free(p) }
        return String(cString: p)
    }
}
