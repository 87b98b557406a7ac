import Foundation
import ProjectGate
import Testing
import JSHostKit
@testable import Studio

/// The studio's payload listing goes through the project's gate (docs/studio.md).
@Suite struct PayloadListingTests {
    @Test func linksOutAreNotFollowedAndLoopsEndTheirFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-listing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let payload = #"{"aps":{"alert":{"title":"t"}}}"#
        try FileManager.default.createDirectory(atPath: base + "/app/fixtures", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
        try payload.write(toFile: base + "/app/fixtures/push.json", atomically: true, encoding: .utf8)
        try #"{"aps":{"alert":{"title":"OUTSIDE-SECRET"}}}"#.write(toFile: base + "/outside/secret.json", atomically: true, encoding: .utf8)
        try "{}".write(toFile: base + "/app/package.json", atomically: true, encoding: .utf8)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: base + "/app/out", withDestinationPath: base + "/outside")
        try fm.createSymbolicLink(atPath: base + "/app/fixtures/leak.json", withDestinationPath: base + "/outside/secret.json")
        // Two links to the folder above: without a loop check each level lists everything
        // twice again (2^depth folders).
        try fm.createSymbolicLink(atPath: base + "/app/fixtures/a", withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: base + "/app/fixtures/b", withDestinationPath: "..")
        #expect(mkfifo(base + "/app/fixtures/pipe.json", 0o600) == 0)
        let found = PayloadFiles.find(under: base + "/app", files: ProjectFiles(root: base + "/app"))
        #expect(found.map(\.file) == ["fixtures/push.json"])
        #expect(!found.contains { $0.text.contains("OUTSIDE-SECRET") })
    }
}
