import Testing
import TestSupport
@testable import TestRunner

/// The test API the binary runs (the test glue, the Jest layer, coverage's instrumenter, the
/// report's CSS) is the text of the TestRunner target's JS/ folder, byte for byte.
@Suite struct TestRunnerEmbeddedJavaScriptTests {
    @Test func testRunnerEmbedsItsJSFolder() throws {
        #expect(EmbeddedJS.all.contains { $0.path == "test-glue.js" })
        #expect(EmbeddedJS.all.contains { $0.path == "jest/modules.js" })
        #expect(try embeddedJavaScriptMismatches(target: "Sources/TestRunner", embedded: EmbeddedJS.all) == [])
    }
}
