import Testing
import TestSupport
@testable import AppSessions
@testable import Surfaces

/// The SDK glue and the test API the binary runs are the text of their JS/ folders, byte for byte.
@Suite struct EmbeddedJavaScriptTests {
    @Test func surfacesEmbedTheirJSFolder() throws {
        #expect(Surfaces.EmbeddedJS.all.contains { $0.path == "delivery.js" })
        #expect(try embeddedJavaScriptMismatches(target: "Sources/Surfaces", embedded: Surfaces.EmbeddedJS.all) == [])
    }

    @Test func appSessionsEmbedsItsJSFolder() throws {
        #expect(AppSessions.EmbeddedJS.all.contains { $0.path == "init/first-test.js" })
        #expect(try embeddedJavaScriptMismatches(target: "Sources/AppSessions", embedded: AppSessions.EmbeddedJS.all) == [])
    }

    /// Every start-up evaluates lazy-globals.js; ASCII takes the wrapper's fast path.
    @Test func lazyGlobalsIsASCII() {
        #expect(Surfaces.EmbeddedJS.lazyGlobals.utf8.allSatisfy { $0 < 0x80 })
    }
}
