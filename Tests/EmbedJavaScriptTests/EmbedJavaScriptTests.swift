import Foundation
import Testing
import TestSupport

/// The EmbedJavaScript plugin on this test target's own JS/ folder and Library/JS/ (a folder's
/// JS/, as a library's in Sources/Surfaces/Libraries/): names follow the paths below JS/,
/// and text that a Swift literal would mangle (backslashes, quotes, `"""`, `#`, interpolation
/// look-alikes, non-ASCII, CR LF, control characters, no final newline) arrives byte for byte.
@Suite struct EmbedJavaScriptTests {
    @Test func namesAreTheLowerCamelCasePathsWithoutSeparators() {
        let names = Dictionary(uniqueKeysWithValues: EmbeddedJS.all.map { ($0.path, $0.source) })
        #expect(names.keys.sorted() == ["cordova/plugins.js", "library-glue.js", "test-glue.js", "tricky_text.js"])
        #expect(names["cordova/plugins.js"] == EmbeddedJS.cordovaPlugins)
        #expect(names["test-glue.js"] == EmbeddedJS.testGlue)
        #expect(names["tricky_text.js"] == EmbeddedJS.trickyText)
        #expect(names["library-glue.js"] == EmbeddedJS.libraryGlue)
        #expect(EmbeddedJS.libraryGlue.hasPrefix("// EmbeddedJS.libraryGlue"))
    }

    @Test func embeddedTextIsTheFileByteForByte() throws {
        #expect(try embeddedJavaScriptMismatches(target: "Tests/EmbedJavaScriptTests", embedded: EmbeddedJS.all) == [])
        #expect(EmbeddedJS.trickyText.contains("\\(x) \\#(y)"))
        #expect(EmbeddedJS.trickyText.contains("crlf line\r\n"))
        #expect(EmbeddedJS.trickyText.hasSuffix("at the end \\"))
        #expect(EmbeddedJS.testGlue == "// EmbeddedJS.testGlue\n")
    }

    /// The check each target's test runs sees a subfolder's JS/ too: a file left out of the
    /// embed, or embedded with other text, is named with its path.
    @Test func mismatchesNameAFileOfASubfoldersJSFolder() throws {
        let withoutLibrary = EmbeddedJS.all.filter { $0.path != "library-glue.js" }
        #expect(try embeddedJavaScriptMismatches(target: "Tests/EmbedJavaScriptTests", embedded: withoutLibrary)
                == ["Tests/EmbedJavaScriptTests/Library/JS/library-glue.js is on disk but not embedded"])
        let altered = withoutLibrary + [(path: "library-glue.js", source: "// other text\n")]
        #expect(try embeddedJavaScriptMismatches(target: "Tests/EmbedJavaScriptTests", embedded: altered)
                == ["Tests/EmbedJavaScriptTests/Library/JS/library-glue.js differs from its embedded text"])
    }
}
