import Foundation
import Testing

/// The studio stays served while it works (docs/studio.md, "Bounded work"):
/// Tests/Security/studio_bounds.py against the built binary.
@Suite(.serialized) struct StudioBoundsTests {
    func bounds(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [JSHost.repository.appendingPathComponent("Tests/Security/studio_bounds.py").path, JSHost.binary.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
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
