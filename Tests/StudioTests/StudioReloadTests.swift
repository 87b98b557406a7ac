import Foundation
import JSHostKit
import Surfaces
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

    @Test func aPageEntrysScriptsAreWatched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-studio-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("js"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <!DOCTYPE html>
        <html><head><script src="cordova.js"></script><script src="js/push.js"></script></head><body></body></html>
        """.write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "document.addEventListener('deviceready', function () {});\n"
            .write(to: folder.appendingPathComponent("js/push.js"), atomically: true, encoding: .utf8)
        let studio = try Studio(options: StudioOptions(entry: folder.appendingPathComponent("index.html").path, watchInterval: 0.01))
        defer { studio.close() }
        #expect(Set(studio.watchedFiles.map { ($0 as NSString).lastPathComponent }) == ["index.html", "push.js"])
        try "document.addEventListener('deviceready', function () { console.log('again'); });\n"
            .write(to: folder.appendingPathComponent("js/push.js"), atomically: false, encoding: .utf8)
        let deadline = Date().addingTimeInterval(10)
        studio.run { studio.reloadCount > 0 || Date() > deadline }
        #expect(studio.reloadCount == 1)
    }

    /// An app whose package.json turns the manual mocks on (`"jshost": {"mocks": true}`)
    /// loads in the studio as under `run`: the mocks find the `jest` object they use.
    @Test func theAppsManualMocksLoadInBothPhones() throws {
        let entry = Self.fixture.deletingLastPathComponent().appendingPathComponent("rn-mocked-app/src/notifications.ts").path
        var device = DeviceOptions()
        device.metroResolution = true  // as `jshost studio` sets it for an app
        try AppModules.configure(&device, script: entry, flags: AppModules.Flags())
        #expect(device.manualMocks)
        let studio = try Studio(options: StudioOptions(entry: entry, device: device, watchInterval: 60))
        defer { studio.close() }
        let deadline = Date().addingTimeInterval(10)
        studio.run { studio.history.filter { $0.contains("[analytics mock] notification_opened") }.count >= 2 || Date() > deadline }
        let timeline = studio.history.joined(separator: "\n")
        #expect(studio.history.filter { $0.contains("[analytics mock] notification_opened") }.count == 2, "\(timeline)")
        #expect(!timeline.contains("Can't find variable: jest"), "\(timeline)")
    }
}

/// An entry that does not load says so over both phones (a `loadError` message each, which the
/// page draws over the screen) and, once, in the terminal.
@Suite struct StudioLoadErrorTests {
    @Test func aLoadErrorGoesOverThePhones() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-studio-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let entry = folder.appendingPathComponent("index.js").path
        try "import { helper } from './helper';\nhelper();\n".write(toFile: entry, atomically: true, encoding: .utf8)
        let studio = try Studio(options: StudioOptions(entry: entry, device: DeviceOptions(), watchInterval: 60))
        defer { studio.close() }
        let deadline = Date().addingTimeInterval(10)
        studio.run { studio.history.filter { $0.contains("\"loadError\"") }.count >= 2 || Date() > deadline }
        let errors = studio.history.filter { $0.contains("\"type\":\"loadError\"") }
        #expect(errors.count == 2, "\(studio.history)")
        #expect(errors.contains { $0.contains("\"platform\":\"ios\"") } && errors.contains { $0.contains("\"platform\":\"android\"") })
        #expect(errors.allSatisfy { $0.contains("Cannot find module './helper'") }, "\(errors)")
        // Each effect carries the CLI's readable line, which the timeline shows.
        #expect(studio.history.contains { $0.contains("\"type\":\"effect\"") && $0.contains("\"line\":\"error ") }, "\(studio.history)")
    }
}

/// An app whose graph imports packages neither installed nor simulated: each phone's load
/// error is the list of all of them at once (as `run` prints it), not the first one's error.
@Suite struct StudioMissingPackagesTests {
    @Test func theLoadErrorListsEveryMissingPackage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-studio-missing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{\"name\": \"app\", \"main\": \"index.js\"}\n".write(to: folder.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        let entry = folder.appendingPathComponent("index.js").path
        try "import pad from 'left-pad-for-tests';\nimport { right } from 'right-pad-for-tests';\npad(right('x'));\n"
            .write(toFile: entry, atomically: true, encoding: .utf8)
        var options = DeviceOptions()
        // As the studio command makes them (AppModuleFlags.apply): Metro's resolution, every missing package listed.
        options.metroResolution = true
        options.missingPackages = .list(stub: [])
        let studio = try Studio(options: StudioOptions(entry: entry, device: options, watchInterval: 60))
        defer { studio.close() }
        let deadline = Date().addingTimeInterval(10)
        studio.run { studio.history.filter { $0.contains("\"loadError\"") }.count >= 2 || Date() > deadline }
        let errors = studio.history.filter { $0.contains("\"type\":\"loadError\"") }
        #expect(errors.count == 2, "\(studio.history)")
        #expect(errors.allSatisfy {
            $0.contains("index.js imports 2 packages that are neither installed nor simulated by jshost:")
                && $0.contains("left-pad-for-tests   imported from ") && $0.contains("index.js:1")
                && $0.contains("right-pad-for-tests  imported from ") && $0.contains("index.js:2")
                && $0.contains(#"\"jshost\": {\"stub\": [\"left-pad-for-tests\", \"right-pad-for-tests\"]}"#)
        }, "\(errors)")
    }
}
