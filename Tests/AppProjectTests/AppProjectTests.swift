import AppProject
import Foundation
import ProjectGate
import Testing

/// The app's project is read once per run, from one walk (docs/architecture.md, "The app's
/// project is read once").
@Suite struct AppProjectTests {
    /// A fresh real folder with `files` (relative path -> text; a name ending in `/` is a folder).
    func project(_ files: [String: String]) throws -> String {
        let base = ProjectFiles.realPath(NSTemporaryDirectory()) + "/app-project-" + UUID().uuidString
        for (path, text) in files {
            let full = base + "/" + path
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
                continue
            }
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return base
    }

    @Test func theAppFolderIsTheNearestPackageJSONAndTheRootTheRepository() throws {
        let base = try project([".git/": "", "package.json": #"{"name":"repo"}"#, "apps/one/package.json": #"{"name":"one"}"#,
                                "apps/one/src/index.js": ""])
        defer { try? FileManager.default.removeItem(atPath: base) }
        let app = AppProject.of(entry: base + "/apps/one/src/index.js")
        #expect(app.folder == base + "/apps/one")
        #expect(app.root == base)
        #expect(app.hasPackageJSON)
    }

    @Test func withoutARepositoryTheWorkspaceRootWinsOverTheNearestPackage() throws {
        let base = try project(["package.json": #"{"workspaces":["apps/*"]}"#, "apps/one/package.json": "{}", "apps/one/index.js": ""])
        defer { try? FileManager.default.removeItem(atPath: base) }
        let app = AppProject.of(entry: base + "/apps/one/index.js")
        #expect(app.folder == base + "/apps/one")
        #expect(app.root == base)
        let pnpm = try project(["pnpm-workspace.yaml": "packages: []\n", "apps/one/package.json": "{}", "apps/one/index.js": ""])
        defer { try? FileManager.default.removeItem(atPath: pnpm) }
        #expect(AppProject.of(entry: pnpm + "/apps/one/index.js").root == pnpm)
    }

    @Test func withNothingTheRootIsTheCurrentFolderOrTheEntrysFolder() throws {
        let base = try project(["a/b/index.js": ""])
        defer { try? FileManager.default.removeItem(atPath: base) }
        // Temporary folders have no package.json or .git above them here; skip where they do.
        let above = AppProject.containing(base)
        guard !above.hasPackageJSON, above.root == base else { return }
        #expect(AppProject.of(entry: base + "/a/b/index.js", currentDirectory: base).root == base)
        #expect(AppProject.of(entry: base + "/a/b/index.js", currentDirectory: "/nowhere").root == base + "/a/b")
        #expect(AppProject.of(entry: base + "/a/b/index.js").folder == base + "/a/b")
    }

    @Test func thePackageJSONIsReadAndParsedOnceWhateverAsksAndThroughWhichGate() throws {
        let base = try project(["package.json": #"{"name":"app","main":"index.js","dependencies":{"expo":"~51.0.0"}}"#])
        defer { try? FileManager.default.removeItem(atPath: base) }
        let manifest = base + "/package.json"
        let app = AppProject.containing(base)
        #expect(app.packageJSON()?["name"]?.stringValue == "app")
        #expect(app.declaredDependencies() == ["expo"])
        #expect(app.declaredRange(of: "expo")?.range == "~51.0.0")
        #expect(AppProject.packageJSON(in: base, files: ProjectFiles(root: "/", allowsRead: { _ in true }))?["main"]?.stringValue == "index.js")
        #expect(try AppProject.text(manifest, files: ProjectFiles(root: base))?.contains("expo") == true)
        #expect(AppProject.diskReads(of: manifest) == 1)
        #expect(AppProject.parses(of: manifest) == 1)

        // Changed in the run (jshost init writes it): read again, once.
        try Data(#"{"name":"renamed","version":"2.0.0"}"#.utf8).write(to: URL(fileURLWithPath: manifest))
        #expect(app.packageJSON()?["name"]?.stringValue == "renamed")
        #expect(app.packageJSON()?["version"]?.stringValue == "2.0.0")
        #expect(AppProject.diskReads(of: manifest) == 2)
        #expect(AppProject.parses(of: manifest) == 2)
    }

    @Test func theGateStillJudgesEveryAsk() throws {
        let outside = try project(["package.json": #"{"name":"outside"}"#])
        let base = try project(["index.js": ""])
        defer { try? FileManager.default.removeItem(atPath: base); try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: base + "/package.json", withDestinationPath: outside + "/package.json")
        // Read once through a gate that grants the outside folder…
        let granting = ProjectFiles(root: base, allowsRead: { ProjectFiles.path($0, isInside: outside) })
        #expect(AppProject.packageJSON(in: base, files: granting)?["name"]?.stringValue == "outside")
        // …a gate that grants nothing still refuses it (a link out of the project).
        #expect(throws: ProjectFiles.Refusal.self) { try AppProject.manifest(base + "/package.json", files: ProjectFiles(root: base)) }
        #expect(AppProject.packageJSON(in: base) == nil)
    }

    @Test func aConfigFileIsFoundFromTheScriptUpToTheAppFolder() throws {
        let base = try project(["package.json": "{}", "firebase.json": "{}", "www/js/app.js": "", "www/capacitor.config.json": "{}"])
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(AppProject.configFile(["firebase.json"], near: base + "/www/js/app.js") == base + "/firebase.json")
        #expect(AppProject.configFile(["capacitor.config.json"], near: base + "/www/js/app.js") == base + "/www/capacitor.config.json")
        #expect(AppProject.configFile(["app.json"], near: base + "/www/js/app.js") == nil)
    }

    @Test func anInstalledPackagesVersionIsReadOnce() throws {
        let base = try project(["package.json": "{}", "node_modules/@notifee/react-native/package.json": #"{"version":"7.8.2"}"#])
        defer { try? FileManager.default.removeItem(atPath: base) }
        let manifest = base + "/node_modules/@notifee/react-native/package.json"
        for _ in 0..<3 { #expect(AppProject.installedVersion(manifest: manifest, files: ProjectFiles(root: base)) == "7.8.2") }
        #expect(AppProject.diskReads(of: manifest) == 1)
        #expect(AppProject.parses(of: manifest) == 1)
    }
}
