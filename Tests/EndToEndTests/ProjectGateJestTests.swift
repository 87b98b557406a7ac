import Foundation
import Testing

/// The files a Jest configuration names go through the project's gate (docs/permissions.md,
/// "Files a project names"): a `preset` or a `projects` entry outside the project is refused
/// unless `--allow-read` grants it, and nothing of it is read or printed.
@Suite struct ProjectGateJestTests {
    static let secret = "OUTSIDE-PRESET-VALUE"
    static let outsidePreset = #"{"secretOption": "\#(secret)", "testMatch": ["**/*.test.js"]}"#

    func project(_ files: [String: String]) throws -> TemporaryFolder {
        var all = ["app/package.json": #"{"name": "app"}"#, "app/own.test.js": "test('own', () => { expect(1).toBe(1); });",
                   "outside/jest-preset.json": Self.outsidePreset,
                   "outside/jest-preset.js": "module.exports = \(Self.outsidePreset);",
                   "outside/pkg/package.json": #"{"name": "evil-preset"}"#,
                   "outside/pkg/jest-preset.json": Self.outsidePreset,
                   "outside/proj/jest.config.json": #"{"secretOption": "\#(Self.secret)"}"#]
        all.merge(files) { _, new in new }
        return try TemporaryFolder(all)
    }

    @Test(arguments: ["relative", "absolute", "js", "linked package"])
    func aPresetOutsideTheProjectIsRefused(_ how: String) throws {
        let f = try project([:])
        let preset: String
        switch how {
        case "relative": preset = "../outside/jest-preset.json"
        case "absolute": preset = f.path("outside/jest-preset.json")
        case "js": preset = "../outside/jest-preset.js"
        default:
            preset = "evil-preset"
            try FileManager.default.createDirectory(atPath: f.path("app/node_modules"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: f.path("app/node_modules/evil-preset"), withDestinationPath: f.path("outside/pkg"))
        }
        try f.write("app/jest.config.json", #"{"preset": "\#(preset)"}"#)
        let app = f.url.appendingPathComponent("app")
        let result = try JSHost.run(["test", "--ci=false"], in: app)
        let all = result.stdout + result.stderr
        #expect(!all.contains(Self.secret), "the outside preset was read: \(all)")
        #expect(result.stderr.contains("Preset \(preset) is not read"), "\(result.stderr)")
        #expect(result.stderr.contains("--allow-read="), "\(result.stderr)")
        #expect(result.status != 0)
        // Granted, it is read as Jest reads it (its unknown key is warned about).
        let granted = try JSHost.run(["test", "--ci=false", "--allow-read=\(f.path("outside"))"], in: app)
        #expect(granted.stderr.contains(Self.secret), "\(granted.stdout)\(granted.stderr)")
        #expect(granted.status == 0, "\(granted.stdout)\(granted.stderr)")
    }

    @Test func aPresetInsideTheProjectIsRead() throws {
        let f = try project(["app/presets/jest-preset.json": #"{"insideOption": 1}"#,
                             "app/jest.config.json": #"{"preset": "./presets/jest-preset.json"}"#])
        let result = try JSHost.run(["test", "--ci=false"], in: f.url.appendingPathComponent("app"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("Unknown option \"insideOption\""), "\(result.stderr)")
    }

    @Test func aProjectsEntryOutsideTheProjectIsRefused() throws {
        let f = try project(["app/jest.config.json": #"{"projects": ["<rootDir>", "../outside/proj"]}"#])
        let app = f.url.appendingPathComponent("app")
        let result = try JSHost.run(["test", "--ci=false"], in: app)
        let all = result.stdout + result.stderr
        #expect(!all.contains(Self.secret), "the outside project's configuration was read: \(all)")
        #expect(result.stderr.contains("outside the project"), "\(result.stderr)")
        #expect(result.status != 0)
    }

    @Test func aJavaScriptConfigRequiringOutsideNeedsAllowRead() throws {
        let f = try project(["app/jest.config.js": "module.exports = require('../outside/jest-preset.js');"])
        let app = f.url.appendingPathComponent("app")
        let result = try JSHost.run(["test", "--ci=false"], in: app)
        #expect(!(result.stdout + result.stderr).contains(Self.secret), "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("PermissionDenied") || result.stderr.contains("--allow-read"), "\(result.stderr)")
        let granted = try JSHost.run(["test", "--ci=false", "--allow-read=\(f.path("outside"))"], in: app)
        #expect(granted.stderr.contains(Self.secret), "\(granted.stdout)\(granted.stderr)")
    }
}
