import Foundation
import Testing

/// The configuration files the libraries' surfaces read for the app (capacitor.config.json,
/// firebase.json, app.json, bootconfig.json) go through the project's gate
/// (docs/permissions.md, "Files a project names").
@Suite struct ProjectGateSurfaceTests {
    static let outsideConfig = #"{"appId": "com.example.outside", "plugins": {"PushNotifications": {"presentationOptions": ["badge", "sound", "banner", "list"]}}}"#

    @Test(arguments: ["link", "fifo"])
    func aCapacitorConfigLeadingOutOfTheProjectIsNotRead(_ how: String) throws {
        let f = try TemporaryFolder(["app/package.json": #"{"name": "shop"}"#, "app/app.mjs": CapacitorPushTests.app,
                                     "app/apns.json": CapacitorPushTests.apns, "outside/capacitor.config.json": Self.outsideConfig])
        if how == "link" {
            try FileManager.default.createSymbolicLink(atPath: f.path("app/capacitor.config.json"), withDestinationPath: f.path("outside/capacitor.config.json"))
        } else {
            #expect(mkfifo(f.path("app/capacitor.config.json"), 0o600) == 0)
        }
        let arguments = ["run", "app.mjs", "--push", "apns.json", "--open", "--app-state", "foreground"]
        let r = try JSHost.run(arguments, in: f.url.appendingPathComponent("app"), timeout: 30)
        // Not presented in the foreground: the outside config's presentationOptions were not read.
        #expect(!r.stdout.contains(#"action {"actionId":"tap""#), "\(r.stdout)")
        let why = how == "link" ? "is a link leading out of the project" : "is not a regular file"
        #expect((r.stdout + r.stderr).contains(why), "\(r.stdout)\(r.stderr)")
        if how == "link" {
            let granted = try JSHost.run(arguments + ["--allow-read=\(f.path("outside"))"], in: f.url.appendingPathComponent("app"))
            #expect(granted.stdout.contains(#"action {"actionId":"tap""#), "\(granted.stdout)\(granted.stderr)")
        }
    }
}

/// `jshost test`'s own readers go through the gate too: snapshot files, the manual-mock
/// index, the files `collectCoverageFrom` adds.
@Suite struct ProjectGateTestReaderTests {
    @Test func aSnapshotFileLeadingOutIsNotRead() throws {
        let f = try TemporaryFolder(["app/package.json": #"{"name": "app"}"#,
                                     "app/snap.test.js": "test('shape', () => { expect({ a: 1 }).toMatchSnapshot(); });",
                                     "outside/snaps/snap.test.js.snap": "// Jest Snapshot v1, https://goo.gl/fbAQLP\n\nexports[`shape 1`] = `OUTSIDE-SNAPSHOT-TEXT`;\n"])
        try FileManager.default.createSymbolicLink(atPath: f.path("app/__snapshots__"), withDestinationPath: f.path("outside/snaps"))
        let result = try JSHost.run(["test", "--ci"], in: f.url.appendingPathComponent("app"))
        #expect(!(result.stdout + result.stderr).contains("OUTSIDE-SNAPSHOT-TEXT"), "\(result.stdout)")
        #expect(result.status == 1)
    }

    @Test func aManualMockLeadingOutIsNotIndexed() throws {
        let f = try TemporaryFolder(["app/package.json": #"{"name": "app"}"#,
                                     "app/mock.test.js": "test('m', () => { jest.mock('evil-sdk'); require('evil-sdk'); });",
                                     "outside/evil-sdk.js": "console.log('OUTSIDE MOCK');"])
        try FileManager.default.createDirectory(atPath: f.path("app/__mocks__"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: f.path("app/__mocks__/evil-sdk.js"), withDestinationPath: f.path("outside/evil-sdk.js"))
        let result = try JSHost.run(["test", "--ci"], in: f.url.appendingPathComponent("app"))
        #expect(!result.stdout.contains("OUTSIDE MOCK"), "\(result.stdout)")
        // Not a mock at all (the index left it out), so nothing names the file outside.
        #expect(!result.stdout.contains(f.path("outside")), "\(result.stdout)")
    }

    @Test func aCoverageFileLeadingOutIsNamedNotRead() throws {
        let f = try TemporaryFolder(["app/package.json": #"{"name": "app"}"#,
                                     "app/lib/own.js": "module.exports = () => 1;\n",
                                     "app/own.test.js": "test('own', () => { expect(require('./lib/own')()).toBe(1); });",
                                     "outside/secret.js": "module.exports = 'OUTSIDE';\n"])
        try FileManager.default.createSymbolicLink(atPath: f.path("app/lib/linked.js"), withDestinationPath: f.path("outside/secret.js"))
        let result = try JSHost.run(["test", "--ci", "--coverage", "--collectCoverageFrom", "lib/**/*.js"], in: f.url.appendingPathComponent("app"))
        let lcov = (try? String(contentsOfFile: f.path("app/coverage/lcov.info"), encoding: .utf8)) ?? ""
        #expect(lcov.contains("own.js"), "\(lcov)")
        #expect(!lcov.contains("linked.js"), "\(lcov)")
        #expect(result.stdout.contains("is a link leading out of the project"), "\(result.stdout)")
    }
}
