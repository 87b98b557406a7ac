import Foundation
import Testing

/// Files a project's own files name go through one gate (docs/permissions.md, "Files a
/// project names"): the app's icon, `.env`, render folders; page templates are filled once.
@Suite struct ProjectGateTests {
    static let app = "require('jshost').onResponse(() => {});"
    static let payload = #"{"aps":{"alert":{"title":"Ana","body":"12:30?"}}}"#
    /// base64 of the outside icon's bytes, as a `data:` URL would carry them.
    static let secret = "OUTSIDE-ICON-BYTES"
    static var secretBase64: String { Data(secret.utf8).base64EncodedString() }

    func project(_ files: [String: String]) throws -> TemporaryFolder {
        var all = ["app/package.json": #"{"name": "app"}"#, "app/app.js": Self.app, "app/p.json": Self.payload,
                   "outside/icon.png": Self.secret]
        all.merge(files) { _, new in new }
        return try TemporaryFolder(all)
    }

    func render(_ f: TemporaryFolder, _ extra: [String] = []) throws -> (page: String, stderr: String) {
        let out = f.path("out")
        let result = try JSHost.run(["run", "app.js", "--push", "p.json", "--render", out] + extra, in: f.url.appendingPathComponent("app"),
                                    environment: ["JSHOST_CHROMIUM": "/nonexistent/chromium"])
        let page = (try? String(contentsOfFile: out + "/n1-ios.html", encoding: .utf8)) ?? ""
        #expect(!page.isEmpty, "\(result.stderr)")
        return (page, result.stderr)
    }

    // MARK: W1: the app's icon

    @Test(arguments: ["relative", "absolute", "link", "proc", "config.xml"])
    func anIconOutsideTheProjectIsRefusedWithAWarning(_ how: String) throws {
        let f = try project([:])
        let icon: String
        switch how {
        case "relative": icon = "../outside/icon.png"
        case "absolute": icon = f.path("outside/icon.png")
        case "link":
            icon = "assets/icon.png"
            try FileManager.default.createDirectory(atPath: f.path("app/assets"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: f.path("app/assets/icon.png"), withDestinationPath: f.path("outside/icon.png"))
        case "proc":
            icon = "env.png"
            try FileManager.default.createSymbolicLink(atPath: f.path("app/env.png"), withDestinationPath: "/proc/self/environ")
        default:
            icon = "../outside/icon.png"
        }
        if how == "config.xml" {
            try f.write("app/config.xml", "<widget><name>Hostile</name><icon src=\"\(icon)\" /></widget>")
        } else {
            try f.write("app/app.json", #"{"expo": {"name": "Hostile", "icon": "\#(icon)"}}"#)
        }
        let (page, stderr) = try render(f)
        #expect(page.contains("<title>Hostile: Ana (iOS)</title>"))
        #expect(!page.contains("data:image"), "the outside icon was embedded")
        #expect(!page.contains(Self.secretBase64))
        #expect(stderr.contains("jshost: warning: the icon \(icon) named by"), "\(stderr)")
        #expect(stderr.contains("the default icon is drawn"))
        if how == "proc" {
            #expect(stderr.contains("a system file that is never read"), "\(stderr)")
        } else {
            #expect(stderr.contains("--allow-read="), "\(stderr)")
            let granted = try render(f, ["--allow-read=\(f.path("outside"))"])
            #expect(granted.page.contains("data:image/png;base64,\(Self.secretBase64)"), "a granted icon is drawn")
        }
    }

    @Test func anIconInsideTheProjectIsDrawn() throws {
        let f = try project(["app/assets/icon.png": "INSIDE", "app/app.json": #"{"expo": {"name": "Fine", "icon": "./assets/icon.png"}}"#])
        let (page, stderr) = try render(f)
        #expect(page.contains("data:image/png;base64,\(Data("INSIDE".utf8).base64EncodedString())"))
        #expect(!stderr.contains("warning"))
    }

    @Test func simulateRenderRefusesAnOutsideIcon() throws {
        let f = try project(["app/app.json": #"{"expo": {"name": "Hostile", "icon": "../outside/icon.png"}}"#, "app/icon.test.js": """
            require('./app.js');
            test('drawn', () => {
              simulate.push({ aps: { alert: { title: 'Ana' } } }, { id: 'c1' });
              console.log(simulate.render('c1').includes('data:image') ? 'EMBEDDED' : 'DEFAULT-ICON');
            });
            """])
        let result = try JSHost.run(["test", "--ci=false"], in: f.url.appendingPathComponent("app"))
        #expect(result.stdout.contains("DEFAULT-ICON"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("EMBEDDED"))
    }

    // MARK: W6: the page template is filled once

    @Test func aTitleHoldingTheContentSlotIsTextNotASlot() throws {
        let title = String(repeating: "{{content}}", count: 300)
        let f = try project(["app/p.json": #"{"aps":{"alert":{"title":"\#(title)","body":"x"}}}"#])
        let (page, _) = try render(f)
        // Filled once: the page grows with the payload, not with the payload squared.
        #expect(page.utf8.count < 400_000, "page of \(page.utf8.count) bytes")
        #expect(page.contains(title), "the title's text stays as it was")
    }

    // MARK: W2: Debian's packages behind Node's core modules

    @Test func aTestCannotCaptureTheRequireOfDebiansPackages() throws {
        let f = try project(["outside/evil.js": "console.log('OUTSIDE-CODE-RAN'); module.exports = 42;", "app/w2.test.js": """
            test('capture', () => {
              const box = {};
              // A sloppy-mode setter (Function makes one): its caller would be the wrapper that
              // evaluates ieee754 (not strict mode itself), whose arguments hold its require.
              const setter = Function('box', `return function (v) {
                try { box.req = arguments.callee.caller && arguments.callee.caller.arguments[1]; } catch (e) { box.err = e.message; }
                Object.defineProperty(this, 'read', { value: v, writable: true, configurable: true, enumerable: true });
              }`)(box);
              Object.defineProperty(Object.prototype, 'read', { configurable: true, set: setter });
              try { require('buffer'); } finally { delete Object.prototype.read; }
              console.log('captured ' + typeof box.req);
              expect(Buffer.from('hi').toString('hex')).toBe('6869');
            });
            """])
        let result = try JSHost.run(["test", "--ci=false"], in: f.url.appendingPathComponent("app"))
        #expect(result.stdout.contains("captured undefined") || result.stdout.contains("captured object"), "\(result.stdout)")
        #expect(!result.stdout.contains("captured function"), "\(result.stdout)")
        #expect(result.stdout.contains("1 passed"), "\(result.stdout)\(result.stderr)")
    }

    // MARK: W17: .env files

    @Test func anExpoEnvLinkedOutOfTheProjectIsNotRead() throws {
        let f = try project([
            "app/package.json": #"{"name": "app", "dependencies": {"expo": "51.0.0"}}"#,
            "app/.env": "EXPO_PUBLIC_INSIDE=fine\n",
            "outside/secrets.env": "EXPO_PUBLIC_LEAK=outside-secret\n",
            "app/index.js": "console.log(process.env.EXPO_PUBLIC_INSIDE); try { console.log(process.env.EXPO_PUBLIC_LEAK); } catch (e) { console.log(e.name); }",
        ])
        try FileManager.default.createSymbolicLink(atPath: f.path("app/.env.local"), withDestinationPath: f.path("outside/secrets.env"))
        let result = try JSHost.run(["run", "index.js"], in: f.url.appendingPathComponent("app"))
        // In an app's code process.env is what the bundler inlines: a name it did not inline is
        // undefined (docs/modules.md); the refused file is named in a warning.
        #expect(result.stdout.hasSuffix("fine\nundefined\n"), "\(result.stdout) \(result.stderr)")
        #expect(result.stdout.contains("secrets.env is outside the project"), "\(result.stdout)")
        #expect(!result.stdout.contains("outside-secret"))
    }

    // MARK: W12, W13: --render writes

    @Test func renderReplacesLinksInItsFolderInsteadOfWritingThroughThem() throws {
        let f = try project(["outside/victim.txt": "keep me"])
        let out = f.path("out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for name in ["n1-ios.html", "n1-ios-banner-light.png"] {
            try FileManager.default.createSymbolicLink(atPath: out + "/" + name, withDestinationPath: f.path("outside/victim.txt"))
        }
        let result = try JSHost.run(["run", "app.js", "--push", "p.json", "--render", out], in: f.url.appendingPathComponent("app"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: f.path("outside/victim.txt"), encoding: .utf8) == "keep me")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: out + "/n1-ios.html")) == nil)
        let png = try #require(FileManager.default.contents(atPath: out + "/n1-ios-banner-light.png"))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aLongNotificationIdGetsAShortFileNameAndEveryPicture() throws {
        let id = String(repeating: "x", count: 300)
        let f = try project(["app/app.js": """
            const notifee = require('@notifee/react-native').default;
            notifee.displayNotification({ id: '\(id)', title: 'Long', body: 'id' });
            """])
        let out = f.path("out")
        let result = try JSHost.run(["run", "app.js", "--render", out], in: f.url.appendingPathComponent("app"))
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(files.count == 7, "\(files) \(result.stderr)")
        #expect(files.allSatisfy { $0.utf8.count < 160 })
        #expect(!result.stderr.contains("jshost: --render"), "\(result.stderr)")
    }

    @Test func aRenderThatCannotWriteIsAFailedRun() throws {
        let f = try project([:])
        try f.write("out", "a file where the folder should be")
        let result = try JSHost.run(["run", "app.js", "--push", "p.json", "--render", f.path("out")], in: f.url.appendingPathComponent("app"),
                                    environment: ["JSHOST_CHROMIUM": "/nonexistent/chromium"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("jshost: --render \(f.path("out")):"), "\(result.stderr)")
    }

    // MARK: W7: test discovery and links

    @Test func testDiscoveryDoesNotFollowLinksAsJestsCrawlerDoesNot() throws {
        let f = try project([
            "app/own.test.js": "test('own', () => { console.log('OWN RAN'); });",
            "outside/tests/far.test.js": "test('far', () => { console.log('FAR TEST RAN'); });",
        ])
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: f.path("app/self"), withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: f.path("app/again"), withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: f.path("app/far"), withDestinationPath: f.path("outside/tests"))
        let result = try JSHost.run(["test", "--ci=false"], in: f.url.appendingPathComponent("app"), timeout: 60)
        #expect(result.stdout.components(separatedBy: "OWN RAN").count == 2, "\(result.stdout)")
        #expect(!result.stdout.contains("FAR TEST RAN"))
        #expect(result.stdout.contains("1 passed"), "\(result.stdout)")
    }

    // MARK: W3: package.json's "jshost".map

    @Test(arguments: ["run", "categories"])
    func aMapEntryOutsideTheProjectNeedsAllowRead(_ command: String) throws {
        let f = try project([
            "app/package.json": #"{"name": "app", "jshost": {"map": {"lodash": "../outside/evil.js"}}}"#,
            "app/index.js": "require('lodash');",
            "outside/evil.js": "console.log('OUTSIDE-CODE-RAN');",
        ])
        let app = f.url.appendingPathComponent("app")
        let result = try JSHost.run([command, "index.js"], in: app)
        #expect(!result.stdout.contains("OUTSIDE-CODE-RAN"), "\(result.stdout)")
        #expect(result.status != 0)
        #expect(result.stderr.contains(#""jshost".map["lodash"]: '../outside/evil.js' is not loaded"#), "\(result.stderr)")
        #expect(result.stderr.contains("--allow-read="), "\(result.stderr)")
        let granted = try JSHost.run([command, "index.js", "--allow-read=\(f.path("outside"))"], in: app)
        #expect(!granted.stderr.contains("is not loaded"), "\(granted.stderr)")
        if command == "run" { #expect(granted.stdout.contains("OUTSIDE-CODE-RAN"), "\(granted.stdout)\(granted.stderr)") }
    }

    // MARK: W5: testResultsProcessor

    @Test func aResultsProcessorOutsideTheProjectIsDenied() throws {
        let f = try project([
            "app/jest.config.js": "module.exports = { testResultsProcessor: '../outside/processor.js' };",
            "app/own.test.js": "test('own', () => { expect(1).toBe(1); });",
            "outside/processor.js": "module.exports = (results) => { console.log('OUTSIDE-PROCESSOR-RAN'); return results; };",
        ])
        let app = f.url.appendingPathComponent("app")
        let result = try JSHost.run(["test", "--ci=false"], in: app)
        #expect(!(result.stdout + result.stderr).contains("OUTSIDE-PROCESSOR-RAN"), "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("PermissionDenied"), "\(result.stderr)")
        #expect(result.status != 0)
        let granted = try JSHost.run(["test", "--ci=false", "--allow-read=\(f.path("outside"))"], in: app)
        #expect((granted.stdout + granted.stderr).contains("OUTSIDE-PROCESSOR-RAN"), "\(granted.stdout)\(granted.stderr)")
    }

    // MARK: W18: a refused snapshot write is not counted

    @Test func aSnapshotRefusedThroughALinkIsNotCountedAsWritten() throws {
        let f = try project(["app/snap.test.js": "test('shape', () => { expect({ a: 1 }).toMatchSnapshot(); });"])
        try FileManager.default.createDirectory(atPath: f.path("outside/snaps"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: f.path("app/__snapshots__"), withDestinationPath: f.path("outside/snaps"))
        let result = try JSHost.run(["test", "--ci=false"], in: f.url.appendingPathComponent("app"))
        #expect(result.stdout.contains("outside the project"), "\(result.stdout)")
        #expect(!result.stdout.contains("1 written"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: f.path("outside/snaps/snap.test.js.snap")))
    }
}
