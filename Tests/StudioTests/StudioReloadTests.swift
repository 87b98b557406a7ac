import Foundation
import Testing
@testable import Studio

@Suite struct StudioReloadTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/studio-app")

    /// A copy of the fixture app, removed afterwards.
    final class Project {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-studio-\(UUID().uuidString)")
        init() throws { try FileManager.default.copyItem(at: StudioReloadTests.fixture, to: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test func theWatcherSeesASaveAndARename() throws {
        let project = try Project()
        let watcher = FileWatcher()
        watcher.watch([project.path("src/handlers/confirm.js"), project.path("src/handlers/reply.js")])
        #expect(watcher.changed() == nil)
        try "export const x = 1;\n".write(toFile: project.path("src/handlers/confirm.js"), atomically: false, encoding: .utf8)
        #expect(watcher.changed() == project.path("src/handlers/confirm.js"))
        #expect(watcher.changed() == nil)
        // Saved by renaming a new file into place.
        try "export default () => 2;\n".write(toFile: project.path("src/handlers/reply.js"), atomically: true, encoding: .utf8)
        #expect(watcher.changed() == project.path("src/handlers/reply.js"))
    }

    @Test func aModuleTheEntryImportedIsWatchedAndItsChangeReloads() throws {
        let project = try Project()
        let studio = try Studio(options: StudioOptions(entry: project.path("src/notifications.js"), watchInterval: 0.01))
        defer { studio.close() }
        // What the entry loaded, and nothing it did not (the payload fixtures).
        let watched = Set(studio.watchedFiles.map { ($0 as NSString).lastPathComponent })
        #expect(watched == ["notifications.js", "confirm.js", "reply.js"])
        let handler = project.path("src/handlers/confirm.js")
        let source = try String(contentsOfFile: handler, encoding: .utf8)
        try source.replacingOccurrences(of: "confirmed", with: "confirmed again").write(toFile: handler, atomically: false, encoding: .utf8)
        let deadline = Date().addingTimeInterval(10)
        studio.run { studio.reloadCount > 0 || Date() > deadline }
        #expect(studio.reloadCount == 1)
        // The new phones watch the same files again.
        #expect(Set(studio.watchedFiles.map { ($0 as NSString).lastPathComponent }) == watched)
    }
}
