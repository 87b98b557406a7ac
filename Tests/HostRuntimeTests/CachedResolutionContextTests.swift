import Foundation
import JSONSyntax
import ModuleSyntax
import Testing
@testable import HostRuntime

/// The run's one resolution context (docs/modules.md, "How resolution reads the file system"):
/// Node's and Metro's resolvers read through it, and it asks the file system each question once.
@Suite struct CachedResolutionContextTests {
    /// The file system, counting every question by path.
    final class CountingFileSystem: ResolutionContext, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var asked: [String: Int] = [:]
        private func count(_ key: String) { lock.lock(); asked[key, default: 0] += 1; lock.unlock() }
        func lookup(_ path: String) -> FileSystemEntry { count("lookup " + path); return DirectFileSystem.shared.lookup(path) }
        func realPath(_ path: String) -> String? { count("realPath " + path); return DirectFileSystem.shared.realPath(path) }
        func standardizedPath(_ path: String) -> String { count("standardize " + path); return DirectFileSystem.shared.standardizedPath(path) }
        func package(in folder: String) throws -> PackageJSON? { count("package " + folder); return try DirectFileSystem.shared.package(in: folder) }
    }

    private func app() throws -> String {
        let root = NSTemporaryDirectory() + "jshost-resolution-context-" + UUID().uuidString
        let files = ["package.json": #"{"name": "app"}"#, "src/a.js": "", "src/b.js": "",
                     "node_modules/pkg/package.json": #"{"main": "lib/index.js"}"#, "node_modules/pkg/lib/index.js": ""]
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return DirectFileSystem.shared.realPath(root) ?? root
    }

    @Test func bothResolversAskEachQuestionOnceAndFindWhatTheFileSystemFinds() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let counting = CountingFileSystem()
        let context = CachedResolutionContext(underlying: counting)
        let node = ModuleResolver(boundary: root, context: context)
        let metro = MetroResolver(options: MetroOptions(platform: "ios"), boundary: root, context: context)
        for referrer in ["src/a.js", "src/b.js", "src/a.js"].map({ root + "/" + $0 }) {
            #expect(try node.resolve("pkg", from: referrer).path == root + "/node_modules/pkg/lib/index.js")
            #expect(try node.resolve("./b", from: referrer).path == root + "/src/b.js")
            #expect(try metro.resolve("pkg", from: referrer, mode: .import).path == root + "/node_modules/pkg/lib/index.js")
            #expect(try metro.resolve("./a", from: referrer, mode: .require).path == root + "/src/a.js")
        }
        #expect(try ModuleResolver(boundary: root).resolve("pkg", from: root + "/src/a.js").path == root + "/node_modules/pkg/lib/index.js")
        let repeated = counting.asked.filter { $0.value > 1 }
        #expect(repeated.isEmpty, "asked more than once: \(repeated)")
        #expect(counting.asked["package " + root + "/node_modules/pkg"] == 1)
    }

    @Test func aPackageJSONHandedOverIsNotReadAgain() throws {
        let counting = CountingFileSystem()
        let context = CachedResolutionContext(underlying: counting)
        let object = try #require(JSONParser.parse(Array(#"{"name": "app", "version": "1.0.0"}"#.utf8)).objectValue)
        context.remember(PackageJSON(root: "/nowhere/app", object: object), in: "/nowhere/app")
        #expect(try context.package(in: "/nowhere/app")?.object["version"]?.stringValue == "1.0.0")
        #expect(counting.asked.isEmpty)
    }
}
