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
}
