import Testing
import TestSupport
@testable import HostRuntime

@Suite struct EmbeddedJavaScriptTests {
    /// The prelude the binary runs is the text of Sources/HostRuntime/JS/*.js, byte for byte.
    @Test func embeddedFilesEqualTheFilesOnDisk() throws {
        #expect(!EmbeddedJS.all.isEmpty)
        #expect(try embeddedJavaScriptMismatches(target: "Sources/HostRuntime", embedded: EmbeddedJS.all) == [])
    }

    @Test func propertiesAreNamedAfterTheirPaths() {
        #expect(EmbeddedJS.all.contains { $0.path == "console-stub.js" && $0.source == EmbeddedJS.consoleStub })
    }
}
