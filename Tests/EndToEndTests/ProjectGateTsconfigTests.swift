import Foundation
import Testing

/// Files the project's own files lead `jshost test` to go through the project's gate
/// (docs/permissions.md, "Files a project names"): a tsconfig.json `extends` leading out of
/// the project fails the test file as TypeScript fails on an `extends` it cannot read, unless
/// `--allow-read` grants it; a `.jshostignore` that is a link out is not read (a warning says why).
@Suite struct ProjectGateTsconfigTests {
    static let package = #"{"name": "app", "jest": {"transform": {"^.+\\.tsx?$": ["ts-jest", {"diagnostics": false}]}}}"#
    static let interopTest = """
        import cjs from './cjs';
        test('default import of CommonJS', () => { expect(cjs()).toBe('cjs'); });
        """

    func project(_ files: [String: String]) throws -> TemporaryFolder {
        var all = ["app/package.json": Self.package, "app/interop.test.ts": Self.interopTest,
                   "app/cjs.js": "module.exports = function cjs() { return 'cjs'; };",
                   "outside/tsconfig.base.json": #"{"compilerOptions": {"esModuleInterop": true}}"#]
        all.merge(files) { _, new in new }
        return try TemporaryFolder(all)
    }

    @Test(arguments: ["relative", "absolute", "linked"])
    func aTsconfigExtendsLeadingOutIsRefused(_ how: String) throws {
        let f = try project([:])
        let base: String
        switch how {
        case "relative": base = "../outside/tsconfig.base.json"
        case "absolute": base = f.path("outside/tsconfig.base.json")
        default:
            base = "./tsconfig.base.json"
            try FileManager.default.createSymbolicLink(atPath: f.path("app/tsconfig.base.json"), withDestinationPath: f.path("outside/tsconfig.base.json"))
        }
        try f.write("app/tsconfig.json", #"{"extends": "\#(base)"}"#)
        let app = f.url.appendingPathComponent("app")
        let result = try JSHost.run(["test", "--ci=false"], in: app)
        let all = result.stdout + result.stderr
        #expect(result.status != 0, "the outside tsconfig was read: \(all)")
        #expect(all.contains("\"extends\": \"\(base)\" is not read"), "\(all)")
        #expect(all.contains("--allow-read="), "\(all)")
        // Granted, it is read: its esModuleInterop makes the default import module.exports.
        let granted = try JSHost.run(["test", "--ci=false", "--allow-read=\(f.path("outside"))"], in: app)
        #expect(granted.status == 0, "\(granted.stdout)\(granted.stderr)")
    }

    @Test func aTsconfigExtendsInsideTheProjectIsRead() throws {
        let f = try project(["app/config/tsconfig.base.json": #"{"compilerOptions": {"esModuleInterop": true}}"#,
                             "app/tsconfig.json": #"{"extends": "./config/tsconfig.base.json"}"#])
        let result = try JSHost.run(["test", "--ci=false"], in: f.url.appendingPathComponent("app"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func anIgnoreFileLinkedOutIsNotRead() throws {
        let f = try TemporaryFolder(["app/package.json": #"{"name": "app"}"#,
                                     "app/own.test.js": "test('own', () => { expect(1).toBe(1); });",
                                     "outside/ignore": "own.test.js\n"])
        try FileManager.default.createSymbolicLink(atPath: f.path("app/.jshostignore"), withDestinationPath: f.path("outside/ignore"))
        let result = try JSHost.run(["test", "--ci=false"], in: f.url.appendingPathComponent("app"))
        let all = result.stdout + result.stderr
        #expect(result.stderr.contains(".jshostignore is not read"), "\(all)")
        #expect(result.stderr.contains("link leading out of the project"), "\(all)")
        #expect(all.contains("1 passed"), "the outside ignore file was applied: \(all)")
    }
}
