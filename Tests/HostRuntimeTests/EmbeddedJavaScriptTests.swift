import Testing
import TestSupport
@testable import HostRuntime

@Suite struct EmbeddedJavaScriptTests {
    /// The prelude the binary runs is the text of Sources/HostRuntime/JS/*.js, byte for byte.
    @Test func embeddedFilesEqualTheFilesOnDisk() throws {
        #expect(!EmbeddedJS.all.isEmpty)
        #expect(try embeddedJavaScriptMismatches(target: "Sources/HostRuntime", embedded: EmbeddedJS.all) == [])
    }

    /// Each prelude piece's name is its file in JS/ (what host.loadPrelude and the node-parity
    /// harness, Tests/PreludeJS, load by name), and its text is that file's.
    @Test func preludePiecesAreNamedAfterTheirFiles() {
        let files = Dictionary(uniqueKeysWithValues: EmbeddedJS.all.map { ($0.path, $0.source) })
        #expect(Prelude.sources.count == 10)
        for piece in Prelude.sources {
            #expect(files[piece.name] == piece.source, "\(piece.name)")
        }
    }

    /// What every run evaluates is ASCII: the wrapper hands ASCII to the engine by widening
    /// bytes, anything else goes through UTF-16 transcoding first (docs/prelude.md). A stray
    /// "—" in a comment would slow every start-up.
    @Test func whatEveryStartUpEvaluatesIsASCII() {
        for (name, source) in Prelude.startupSources + [("module-glue.js", EmbeddedJS.moduleGlue)] {
            #expect(source.utf8.allSatisfy { $0 < 0x80 }, "\(name) has non-ASCII text")
        }
    }
}
