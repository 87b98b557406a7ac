import Foundation
import Testing

/// The studio stays served while it works (docs/studio.md, "Bounded work"):
/// Tests/Security/studio_bounds.py against the built binary.
@Suite(.serialized) struct StudioBoundsTests {
    func bounds(_ arguments: [String]) throws -> (Int32, String) {
        let result = try JSHost.script("Tests/Security/studio_bounds.py", arguments, timeout: 600)
        return (result.status, result.stdout + result.stderr)
    }

    /// 5,000 findings: a `settings` message sent after the check is answered first, and every
    /// finding carries its key's line.
    @Test func theLiveCheckOfManyFindingsIsOffTheServingThread() throws {
        let (status, text) = try bounds(["check", "--findings", "5000"])
        #expect(status == 0, "\(text)")
        #expect(text.contains("findings: 5000"), "\(text)")
    }

    /// SIGINT while six new pages ask for the listing of 3,600 folders with link loops.
    @Test func sigintDuringThePayloadListingStopsTheStudio() throws {
        let (status, text) = try bounds(["sigint"])
        #expect(status == 0, "\(text)")
    }
}
