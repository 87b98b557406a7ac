import Foundation
import JSONSyntax
import Testing
@testable import ModuleSyntax

/// A temporary directory tree: paths → contents.
private func tree(_ files: [String: String]) throws -> String {
    let root = NSTemporaryDirectory() + "jshost-resolver-" + UUID().uuidString
    for (rel, text) in files {
        let p = root + "/" + rel
        try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: p, atomically: true, encoding: .utf8)
    }
    // the resolver returns real paths
    return URL(fileURLWithPath: root).resolvingSymlinksInPath().path
}

@Suite struct ResolverTests {
    let r = ModuleResolver()

    @Test func relativeAbsoluteAndExtensionProbing() throws {
        let root = try tree(["main.js": "", "a.js": "", "b.mjs": "", "c.cjs": "", "d.json": "{}", "e": "", "sub/f.js": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let from = root + "/main.js"
        #expect(try r.resolve("./a.js", from: from) == ResolvedModule(path: root + "/a.js", kind: .js))
        #expect(try r.resolve("./a", from: from).path == root + "/a.js")
        #expect(try r.resolve("./b", from: from) == ResolvedModule(path: root + "/b.mjs", kind: .mjs))
        #expect(try r.resolve("./c", from: from).kind == .cjs)
        #expect(try r.resolve("./d", from: from) == ResolvedModule(path: root + "/d.json", kind: .json))
        #expect(try r.resolve("./e", from: from).path == root + "/e")
        #expect(try r.resolve(root + "/sub/f", from: from).path == root + "/sub/f.js")
        #expect(try r.resolve("../a", from: root + "/sub/f.js").path == root + "/a.js")
        #expect(try r.resolve("file://" + root + "/a.js", from: from).path == root + "/a.js")
    }

    @Test func directoriesPackageMainAndIndex() throws {
        let root = try tree([
            "lib/index.js": "",
            "pkg/package.json": #"{"main": "src/entry"}"#, "pkg/src/entry.js": "",
            "pkg2/package.json": #"{"main": "lib"}"#, "pkg2/lib/index.js": "",
            "pkg3/package.json": #"{"name": "no main"}"#, "pkg3/index.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let from = root + "/main.js"
        #expect(try r.resolve("./lib", from: from).path == root + "/lib/index.js")
        #expect(try r.resolve("./lib/", from: from).path == root + "/lib/index.js")
        #expect(try r.resolve("./pkg", from: from).path == root + "/pkg/src/entry.js")
        #expect(try r.resolve("./pkg2", from: from).path == root + "/pkg2/lib/index.js")
        #expect(try r.resolve("./pkg3", from: from).kind == .json)
    }

    @Test func exportsConditionsByMode() throws {
        let root = try tree([
            "node_modules/dual/package.json": #"{"main": "main.js", "exports": {".": {"import": "./i.mjs", "require": "./r.cjs", "default": "./d.js"}, "./sub": {"default": "./s.js"}}}"#,
            "node_modules/dual/i.mjs": "", "node_modules/dual/r.cjs": "", "node_modules/dual/d.js": "",
            "node_modules/dual/s.js": "", "node_modules/dual/main.js": "",
            "node_modules/str/package.json": #"{"exports": "./lib/x.js"}"#, "node_modules/str/lib/x.js": "",
            "node_modules/top/package.json": #"{"exports": {"require": "./r.js", "default": "./d.js"}}"#,
            "node_modules/top/r.js": "", "node_modules/top/d.js": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let from = root + "/main.js"
        #expect(try r.resolve("dual", from: from, mode: .require).path == root + "/node_modules/dual/r.cjs")
        #expect(try r.resolve("dual", from: from, mode: .import).path == root + "/node_modules/dual/i.mjs")
        #expect(try r.resolve("dual/sub", from: from).path == root + "/node_modules/dual/s.js")
        #expect(try r.resolve("str", from: from).path == root + "/node_modules/str/lib/x.js")
        #expect(try r.resolve("top", from: from, mode: .require).path == root + "/node_modules/top/r.js")
        #expect(try r.resolve("top", from: from, mode: .import).path == root + "/node_modules/top/d.js")
    }

    /// Node reads a conditions object in its key order (node_modules/q with
    /// `{"default": "./d.js", "import": "./i.js"}` imports d.js under node 20).
    @Test func conditionsAreTriedInTheirKeyOrder() throws {
        let root = try tree([
            "node_modules/q/package.json": #"{"exports": {"default": "./d.js", "import": "./i.js"}}"#,
            "node_modules/q/d.js": "", "node_modules/q/i.js": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try r.resolve("q", from: root + "/main.js", mode: .import).path == root + "/node_modules/q/d.js")
        #expect(try r.resolve("q", from: root + "/main.js", mode: .require).path == root + "/node_modules/q/d.js")
    }

    /// Of several matching subpath patterns, the one with the longest part before `*`.
    @Test func theMostSpecificSubpathPatternWins() throws {
        let root = try tree([
            "node_modules/p/package.json": #"{"exports": {"./*": "./all/*.js", "./icons/*": "./svg/*.js", "./icons/*.css": "./css/*.css"}}"#,
            "node_modules/p/all/x.js": "", "node_modules/p/svg/bell.js": "", "node_modules/p/css/bell.css": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let from = root + "/main.js"
        #expect(try r.resolve("p/x", from: from).path == root + "/node_modules/p/all/x.js")
        #expect(try r.resolve("p/icons/bell", from: from).path == root + "/node_modules/p/svg/bell.js")
        #expect(try r.resolve("p/icons/bell.css", from: from).path == root + "/node_modules/p/css/bell.css")
    }

    /// A package.json that is not JSON stops the resolution with its line and column
    /// (Node: "Error parsing …/package.json"); one that is JSON but no object is ignored.
    @Test func aPackageJSONThatIsNotJSONIsAnErrorNamingItsLine() throws {
        let root = try tree([
            "dir/package.json": "{\n  \"main\": \"a.js\",\n}\n", "dir/a.js": "", "dir/index.js": "",
            "list/package.json": "[]", "list/index.js": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: InvalidPackageConfigError(syntax: JSONSyntaxError(file: root + "/dir/package.json", line: 3, column: 1,
                                                                            expected: "a string key"))) {
            try r.resolve("./dir", from: root + "/main.js")
        }
        #expect(try r.resolve("./list", from: root + "/main.js").path == root + "/list/index.js")
    }

    @Test func nodeModulesUpTheTreeScopedAndSubpaths() throws {
        let root = try tree([
            "node_modules/up/index.js": "",
            "a/node_modules/near/index.js": "", "node_modules/near/index.js": "",
            "node_modules/@scope/pkg/package.json": #"{"main": "m.js"}"#, "node_modules/@scope/pkg/m.js": "",
            "node_modules/@scope/pkg/extra.js": "",
            "node_modules/lib/util/format.js": "",
            "a/b/c/file.js": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let from = root + "/a/b/c/file.js"
        #expect(try r.resolve("up", from: from).path == root + "/node_modules/up/index.js")
        #expect(try r.resolve("near", from: from).path == root + "/a/node_modules/near/index.js")
        #expect(try r.resolve("@scope/pkg", from: from).path == root + "/node_modules/@scope/pkg/m.js")
        #expect(try r.resolve("@scope/pkg/extra", from: from).path == root + "/node_modules/@scope/pkg/extra.js")
        #expect(try r.resolve("lib/util/format", from: from).path == root + "/node_modules/lib/util/format.js")
    }

    @Test func failureNamesSpecifierReferrerAndTriedPaths() throws {
        let root = try tree(["main.js": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            _ = try r.resolve("./nope", from: root + "/main.js")
            Issue.record("resolved a missing file")
        } catch let e as ModuleNotFoundError {
            #expect(e.specifier == "./nope")
            #expect(e.referrer == root + "/main.js")
            let base = root + "/nope"
            let expected: [String] = [base, base + ".js", base + ".mjs", base + ".cjs", base + ".json"]
            #expect(Array(e.tried.prefix(5)) == expected)
            #expect(e.tried.contains(root + "/nope/index.js") == false) // not a directory: no index probing
            // The tried paths grouped, relative to the importing file's folder (as written).
            #expect(e.description == """
                Cannot find module './nope' imported from \(root)/main.js (none of these 10 files exist):
                  ./nope
                  ./nope{.js,.mjs,.cjs,.json,.jsx,.ts,.tsx,.mts,.cts}
                """)
        }
        #expect(throws: ModuleNotFoundError.self) { try r.resolve("missing-pkg", from: root + "/main.js") }
    }
}

/// How a message lists the files a resolution tried (TriedPaths): grouped by stem as Metro
/// groups its candidates, relative to the importing file, exact, and capped.
@Suite struct TriedPathsTests {
    /// Metro's order: for each source extension, the platform, `.native`, then the plain file.
    static func metroCandidates(_ base: String, extensions: [String] = ["tsx", "ts", "jsx", "js", "json"]) -> [String] {
        [base] + extensions.flatMap { ext in [".ios", ".native", ""].map { base + $0 + "." + ext } }
    }

    @Test func metroCandidatesAreOneLineAStem() {
        let tried = Self.metroCandidates("/app/src/screens/OrderDetails") + Self.metroCandidates("/app/src/screens/OrderDetails/index")
        #expect(TriedPaths.message(tried, from: "/app/src/screens/Orders.tsx") == """
            (none of these 32 files exist):
              ./OrderDetails
              ./OrderDetails{.ios,.native,}{.tsx,.ts,.jsx,.js,.json}
              ./OrderDetails/index
              ./OrderDetails/index{.ios,.native,}{.tsx,.ts,.jsx,.js,.json}
            """)
    }

    @Test func aWrittenExtensionStaysInTheStem() {
        let tried = Self.metroCandidates("/app/lib/format.js") + [".ios", ".native", ""].map { "/app/lib/format" + $0 + ".ts" }
        #expect(TriedPaths.message(tried, from: "/app/src/main.js") == """
            (none of these 19 files exist):
              ../lib/format.js
              ../lib/format.js{.ios,.native,}{.tsx,.ts,.jsx,.js,.json}
              ../lib/format{.ios,.native,}.ts
            """)
    }

    @Test func farPathsStayAbsoluteAndTheListIsCapped() {
        #expect(TriedPaths.message(["/elsewhere/x.js"], from: "/a/b/c/d/main.js") == "(this file does not exist):\n  /elsewhere/x.js")
        let many = (1...20).map { "/app/src/part\($0)" }
        let lines = TriedPaths.message(many, from: "/app/src/main.js").split(separator: "\n")
        #expect(lines.count == 1 + TriedPaths.lineLimit)
        #expect(lines.first == "(none of these 20 files exist):")
        #expect(lines.last == "  … and 13 more groups")
    }
}
