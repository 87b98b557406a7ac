import Foundation
import JSHostKit
import Surfaces
import Testing
@testable import Studio

/// Each phone of the studio mounts the root component the entry registers, as `jshost run`
/// does (docs/cli.md, "Trying it by hand"), so the listeners the app adds in a component's
/// effect exist; `--no-mount` (StudioOptions.mount) leaves it unrendered.
@Suite struct StudioMountTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/app-life/nav-app/index.js").path

    func history(mount: Bool) throws -> [String] {
        var device = DeviceOptions()
        device.metroResolution = true  // as `jshost studio` sets it for an app
        try AppModules.configure(&device, script: Self.app, flags: AppModules.Flags())
        var options = StudioOptions(entry: Self.app, device: device, watchInterval: 60)
        if !mount { options.mount = false }
        let studio = try Studio(options: options)
        defer { studio.close() }
        let deadline = Date().addingTimeInterval(mount ? 15 : 3)
        studio.run { studio.history.filter { $0.contains("initial notification") }.count >= 2 || Date() > deadline }
        return studio.history
    }

    @Test func bothPhonesMountTheAppAndItsEffectsRun() throws {
        let history = try history(mount: true)
        let text = history.joined(separator: "\n")
        #expect(history.filter { $0.contains("AppRegistry.runApplication") }.count == 2, "\(text)")
        #expect(history.filter { $0.contains("navigation ready on Home") }.count == 2, "\(text)")
        // The effect behind onReady asked for the launching notification: none.
        #expect(history.filter { $0.contains("initial notification null") }.count == 2, "\(text)")
    }

    @Test func withoutTheMountNothingRenders() throws {
        let history = try history(mount: false)
        let text = history.joined(separator: "\n")
        #expect(!text.contains("runApplication"), "\(text)")
        #expect(!text.contains("navigation ready"), "\(text)")
    }
}
