import Foundation
import Testing
import TestSupport

/// The EmbedJavaScript plugin on this test target's own JS/ folder: names follow the paths,
/// and text that a Swift literal would mangle (backslashes, quotes, `"""`, `#`, interpolation
/// look-alikes, non-ASCII, CR LF, control characters, no final newline) arrives byte for byte.
@Suite struct EmbedJavaScriptTests {
    @Test func namesAreTheLowerCamelCasePathsWithoutSeparators() {
        let names = Dictionary(uniqueKeysWithValues: EmbeddedJS.all.map { ($0.path, $0.source) })
        #expect(names.keys.sorted() == ["cordova/plugins.js", "test-glue.js", "tricky_text.js"])
        #expect(names["cordova/plugins.js"] == EmbeddedJS.cordovaPlugins)
        #expect(names["test-glue.js"] == EmbeddedJS.testGlue)
        #expect(names["tricky_text.js"] == EmbeddedJS.trickyText)
    }

    @Test func embeddedTextIsTheFileByteForByte() throws {
        #expect(try embeddedJavaScriptMismatches(target: "Tests/EmbedJavaScriptTests", embedded: EmbeddedJS.all) == [])
        #expect(EmbeddedJS.trickyText.contains("\\(x) \\#(y)"))
        #expect(EmbeddedJS.trickyText.contains("crlf line\r\n"))
        #expect(EmbeddedJS.trickyText.hasSuffix("at the end \\"))
        #expect(EmbeddedJS.testGlue == "// EmbeddedJS.testGlue\n")
    }
}
