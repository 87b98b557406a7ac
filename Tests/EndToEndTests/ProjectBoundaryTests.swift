import Foundation
import Testing

/// What a project's own files may reach (docs/permissions.md): `simulate.loadPage` and
/// `simulate.adapter`, a page's scripts and `bootconfig.json`, bare specifiers, Jest's
/// `rootDir`/`roots` and `__snapshots__` links are all bounded by the project root, as
/// modules are; `--allow-read` widens it on request.
@Suite struct ProjectBoundaryTests {
    /// `root/app` is the project (it has a package.json); `root/outside` is not.
    func project(_ files: [String: String] = [:]) throws -> TemporaryFolder {
        var all = [
            "app/package.json": #"{"name": "app"}"#,
            "outside/secret.txt": "outside-secret-contents",
            "outside/page.html": "<html><body><script>console.log('outside page ran')</script></body></html>",
            "outside/Adapter-impl.js": "console.log('outside adapter ran'); function hello() { return 1; }",
        ]
        all.merge(files) { _, new in new }
        return try TemporaryFolder(all)
    }

    // MARK: 1. simulate.loadPage and simulate.adapter

    @Test(arguments: ["loadPage", "adapter"])
    func simulateReadsNothingOutsideTheProject(_ call: String) throws {
        let target = call == "loadPage" ? "../outside/page.html" : "../outside/Adapter-impl.js"
        let f = try project(["app/load.test.js": """
        test('outside', () => {
          try { simulate.\(call)('\(target)'); console.log('LOADED'); } catch (e) { console.log('caught ' + e.name + ': ' + e.message); }
        });
        test('missing outside says nothing about existence', () => {
          try { simulate.\(call)('../outside/none.html'); } catch (e) { console.log('caught ' + e.name); }
        });
        """])
        let result = try JSHost.run(["test", "--ci=false"], in: f.url.appendingPathComponent("app"))
        #expect(!result.stdout.contains("LOADED") && !result.stdout.contains("outside page ran") && !result.stdout.contains("outside adapter ran"), "\(result.stdout)")
        #expect(result.stdout.contains("caught PermissionDenied: Requires read access to"), "\(result.stdout)")
        #expect(result.stdout.contains("--allow-read"))
        #expect(!result.stdout.contains("caught Error"), "a missing file outside is denied the same way: \(result.stdout)")
        let granted = try JSHost.run(["test", "--ci=false", "--allow-read=\(f.path("outside"))"], in: f.url.appendingPathComponent("app"))
        #expect(granted.stdout.contains(call == "loadPage" ? "outside page ran" : "outside adapter ran"), "\(granted.stdout)")
    }

    // MARK: 2. a page's links

    @Test func aPagesScriptReachedThroughALinkIsJudgedWhereItLeads() throws {
        let f = try project([
            "outside/evil.js": "console.log('outside script ran');",
            "outside/lib/evil.js": "console.log('outside folder script ran');",
            "app/www/index.html": "<html><body><script src=\"link.js\"></script><script src=\"linked/evil.js\"></script><script>console.log('inline ran')</script></body></html>",
        ])
        try FileManager.default.createSymbolicLink(atPath: f.path("app/www/link.js"), withDestinationPath: f.path("outside/evil.js"))
        try FileManager.default.createSymbolicLink(atPath: f.path("app/www/linked"), withDestinationPath: f.path("outside/lib"))
        let result = try JSHost.run(["run", f.path("app/www/index.html")])
        #expect(result.stdout.contains("inline ran"))
        #expect(!result.stdout.contains("outside script ran") && !result.stdout.contains("outside folder script ran"), "\(result.stdout)")
        #expect(result.stderr.contains("PermissionDenied"), "\(result.stderr)")
        let granted = try JSHost.run(["run", f.path("app/www/index.html"), "--allow-read=\(f.path("outside"))"])
        #expect(granted.stdout.contains("outside script ran") && granted.stdout.contains("outside folder script ran"), "\(granted.stdout)")
    }

    @Test func aBootconfigLinkedFromOutsideIsNotRead() throws {
        let f = try project([
            "outside/bootconfig.json": #"{"remoteAccessConsumerKey": "OUTSIDE-KEY"}"#,
            "app/www/index.js": """
            document.addEventListener('deviceready', function () {
              cordova.require('com.salesforce.plugin.oauth').getAuthCredentials(function (c) { console.log('client ' + c.clientId); });
            }, false);
            """,
        ])
        try FileManager.default.createSymbolicLink(atPath: f.path("app/www/bootconfig.json"), withDestinationPath: f.path("outside/bootconfig.json"))
        let result = try JSHost.run(["run", f.path("app/www/index.js"), "--json"])
        #expect(result.stdout.contains("client 3MVG9jshostConsumerKey"), "\(result.stdout)")
        #expect(!result.stdout.contains("OUTSIDE-KEY"))
    }

    // MARK: 3. bare specifiers

    @Test func bareSpecifiersLookInNoNodeModulesAboveTheProject() throws {
        let f = try project([
            "node_modules/leak/package.json": #"{"main": "secret-main-name.js"}"#,
            "node_modules/leak/secret-main-name.js": "module.exports = 'leaked';",
            "node_modules/half/package.json": #"{"main": "missing-main-xyz.js"}"#,
            "app/main.js": """
            module.exports = {};
            for (const name of ['leak', 'half', 'absent']) {
              try { console.log(name + ' ' + require(name)); } catch (e) { console.log(name + ' ' + e.name + ': ' + e.message); }
            }
            """,
        ])
        let result = try JSHost.run(["run", f.path("app/main.js")], in: f.url.appendingPathComponent("app"))
        #expect(!result.stdout.contains("leaked"), "\(result.stdout)")
        #expect(!result.stdout.contains("secret-main-name") && !result.stdout.contains("missing-main-xyz"), "\(result.stdout)")
        #expect(!result.stdout.contains(f.url.path + "/node_modules"), "errors name no folder above the project: \(result.stdout)")
        let lines = result.stdout.split(separator: "\n").map { String($0.split(separator: ":").first ?? "") }
        #expect(lines == ["leak Error", "half Error", "absent Error"], "the three read alike: \(result.stdout)")
    }

    // MARK: 4. Jest's rootDir and roots

    @Test func jestsRootDirDoesNotWidenWhatTestsRead() throws {
        let f = try project([
            "outside/mod.js": "module.exports = 'outside-module';",
            "app/jest.config.js": "module.exports = { rootDir: '/' };",
            "app/read.test.js": """
            test('reads outside', () => {
              let got;
              try { got = require('../outside/mod.js'); } catch (e) { got = e.name; }
              console.log('GOT ' + got);
            });
            """,
        ])
        let result = try JSHost.run(["test", "--ci=false", "read.test.js"], in: f.url.appendingPathComponent("app"))
        #expect(result.stdout.contains("GOT PermissionDenied"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("outside-module"))
        let granted = try JSHost.run(["test", "--ci=false", "read.test.js", "--allow-read=\(f.path("outside"))"], in: f.url.appendingPathComponent("app"))
        #expect(granted.stdout.contains("GOT outside-module"), "\(granted.stdout)\(granted.stderr)")
    }

    /// Test files that Jest's `roots` find outside the project are not run without
    /// `--allow-read`.
    @Test func rootsOutsideTheProjectFindNothingToRun() throws {
        let f = try project([
            "outside/tests/far.test.js": "test('far', () => { console.log('FAR TEST RAN'); });",
            "app/jest.config.js": "module.exports = { roots: ['<rootDir>', '<rootDir>/../outside/tests'] };",
            "app/own.test.js": "test('own', () => { expect(1).toBe(1); });",
        ])
        let result = try JSHost.run(["test", "--ci=false"], in: f.url.appendingPathComponent("app"))
        #expect(!result.stdout.contains("FAR TEST RAN"), "\(result.stdout)")
        // The folder is not even searched (nothing outside is listed or opened).
        #expect(result.stderr.contains("jshost: warning: the test folder \(f.path("outside/tests")) is not searched"), "\(result.stderr)")
        #expect(result.stderr.contains("--allow-read="), "\(result.stderr)")
    }

    @Test func aLinkedTestFolderIsNotReadThrough() throws {
        let f = try project([
            "outside/tests/steal.test.js": "test('steals', () => { console.log('OUTSIDE TEST RAN'); });",
            "app/own.test.js": "test('own', () => { expect(1).toBe(1); });",
        ])
        try FileManager.default.createSymbolicLink(atPath: f.path("app/linked"), withDestinationPath: f.path("outside/tests"))
        let result = try JSHost.run(["test", "--ci=false", "own.test.js", "linked/steal.test.js"], in: f.url.appendingPathComponent("app"))
        #expect(!result.stdout.contains("OUTSIDE TEST RAN"), "\(result.stdout)")
        #expect(result.stdout.contains("PermissionDenied"), "\(result.stdout)")
    }

    // MARK: 5. snapshots through links

    @Test func snapshotsAreNeverWrittenOrRemovedThroughALinkOutside() throws {
        let f = try project([
            "app/snap.test.js": "test('shape', () => { expect({ a: 1 }).toMatchSnapshot(); });",
            "outside/snaps/keep.txt": "keep",
        ])
        try FileManager.default.createSymbolicLink(atPath: f.path("app/__snapshots__"), withDestinationPath: f.path("outside/snaps"))
        let result = try JSHost.run(["test", "--ci=false"], in: f.url.appendingPathComponent("app"))
        #expect(!FileManager.default.fileExists(atPath: f.path("outside/snaps/snap.test.js.snap")), "\(result.stdout)")
        #expect(result.status == 1)
        #expect(result.stdout.contains("outside the project"), "\(result.stdout)")

        // -u does not delete an obsolete snapshot file there either.
        try "// Jest Snapshot v1, https://goo.gl/fbAQLP\n\nexports[`gone 1`] = `1`;\n".write(toFile: f.path("outside/snaps/old.test.js.snap"), atomically: true, encoding: .utf8)
        try f.write("app/old.test.js", "test('other', () => { expect(1).toBe(1); });")
        _ = try JSHost.run(["test", "--ci=false", "-u"], in: f.url.appendingPathComponent("app"))
        #expect(FileManager.default.fileExists(atPath: f.path("outside/snaps/old.test.js.snap")))
    }
}
