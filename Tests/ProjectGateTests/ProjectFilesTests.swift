import Foundation
import ProjectGate
import Testing

/// The gate every file a project names goes through (docs/permissions.md, "Files a project names").
@Suite struct ProjectFilesTests {
    /// `base/app` (the project) and `base/outside`.
    final class Tree {
        let base: String
        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: base + "/app/sub", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
            try "inside".write(toFile: base + "/app/in.txt", atomically: true, encoding: .utf8)
            try "outside-secret".write(toFile: base + "/outside/secret.txt", atomically: true, encoding: .utf8)
        }
        var app: String { base + "/app" }
        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: app + "/" + name, withDestinationPath: target)
        }
        deinit { try? FileManager.default.removeItem(atPath: base) }
    }

    @Test func insideIsReadAndOutsideNeedsAGrant() throws {
        let t = try Tree()
        let gate = ProjectFiles(root: t.app)
        #expect(try gate.text("in.txt", relativeTo: t.app) == "inside")
        #expect(throws: ProjectFiles.Refusal.self) { try gate.read("../outside/secret.txt", relativeTo: t.app) }
        #expect(throws: ProjectFiles.Refusal.self) { try gate.read(t.base + "/outside/secret.txt") }
        let real = ProjectFiles.realPath(t.base + "/outside")
        let granted = ProjectFiles(root: t.app, allowsRead: { ProjectFiles.path($0, isInside: real) })
        #expect(try granted.text("../outside/secret.txt", relativeTo: t.app) == "outside-secret")
    }

    /// A path that does not exist: its nearest existing ancestor's real path, the rest appended
    /// (the clean absolute paths take a path of their own, split as text; the others NSString's).
    @Test func realPathOfAMissingFileResolvesItsExistingAncestor() throws {
        let t = try Tree()
        try t.link("linked", to: t.base + "/outside")
        let outside = ProjectFiles.realPath(t.base + "/outside")
        #expect(ProjectFiles.realPath(t.app + "/linked/missing.txt") == outside + "/missing.txt")
        #expect(ProjectFiles.realPath(t.app + "/linked/no/such/file") == outside + "/no/such/file")
        #expect(ProjectFiles.realPath(t.app + "/linked") == outside)
        #expect(ProjectFiles.realPath("/no-such-folder-\(UUID().uuidString)/x").hasPrefix("/no-such-folder-"))
        #expect(ProjectFiles.realPath("/") == "/")
        // Not clean: a trailing slash, a doubled one (NSString's reading).
        #expect(ProjectFiles.realPath(t.app + "/linked/missing/") == outside + "/missing")
        #expect(ProjectFiles.realPath(t.app + "//linked//missing.txt") == outside + "/missing.txt")
    }

    /// A clean absolute path is what `absolute` would make of it, and is returned as it is.
    @Test func cleanAbsolutePathsAreTakenAsTheyAre() {
        for path in ["/", "/a", "/a/b", "/a/.b", "/a/..b", "/a/b.", "/...", "/a b/c%20d", "/é/ü"] {
            #expect(ProjectFiles.isCleanAbsolute(path), "\(path)")
            #expect(ProjectFiles.absolute(path) == path, "\(path)")
        }
        for path in ["", "a", "./a", "/a/", "//", "/a//b", "/a/./b", "/a/../b", "/a/.", "/a/..", "/.", "/.."] {
            #expect(!ProjectFiles.isCleanAbsolute(path), "\(path)")
        }
        #expect(ProjectFiles.absolute("/a/./b/../c/") == "/a/c")
        #expect(ProjectFiles.absolute("x/../y", base: "/base") == "/base/y")
    }

    @Test func aLinkLeadingOutIsRefusedAndSaysSo() throws {
        let t = try Tree()
        try t.link("leak.txt", to: t.base + "/outside/secret.txt")
        try t.link("leakdir", to: t.base + "/outside")
        let gate = ProjectFiles(root: t.app)
        do {
            _ = try gate.read("leak.txt", relativeTo: t.app)
            Issue.record("a link leading out was read")
        } catch {
            #expect(error.reason == .linkOut)
            #expect(error.description.contains("link leading out of the project"))
            #expect(error.description.contains("--allow-read="))
        }
        #expect(throws: ProjectFiles.Refusal.self) { try gate.read("leakdir/secret.txt", relativeTo: t.app) }
    }

    @Test func systemFilesAndFIFOsAreNeverRead() throws {
        let t = try Tree()
        let everything = ProjectFiles(root: t.app, allowsRead: { _ in true })
        try t.link("environ", to: "/proc/self/environ")
        for path in ["/proc/self/environ", t.app + "/environ", "/dev/zero", "/sys/kernel/mm/transparent_hugepage/enabled"] {
            do {
                _ = try everything.read(path)
                Issue.record("\(path) was read")
            } catch {
                #expect(error.reason == .systemFile, "\(path): \(error)")
            }
        }
        #expect(mkfifo(t.app + "/pipe", 0o600) == 0)
        // Not waited on (a FIFO with no writer would block an ordinary open for ever).
        do {
            _ = try everything.read(t.app + "/pipe")
            Issue.record("a FIFO was read")
        } catch {
            #expect(error.reason == .notRegular)
        }
        #expect(!everything.isReadableFile(t.app + "/pipe"))
    }

    @Test func aWriteReplacesALinkInsteadOfFollowingIt() throws {
        let t = try Tree()
        try t.link("out.png", to: t.base + "/outside/secret.txt")
        try ProjectFiles.write("new", to: t.app + "/out.png")
        #expect(try String(contentsOfFile: t.base + "/outside/secret.txt", encoding: .utf8) == "outside-secret")
        #expect(try String(contentsOfFile: t.app + "/out.png", encoding: .utf8) == "new")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: t.app + "/out.png")) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: t.app).sorted() == ["in.txt", "out.png", "sub"])
    }

    @Test func listingsStayInsideAndEnterEachFolderOnce() throws {
        let t = try Tree()
        try "{}".write(toFile: t.app + "/sub/p.json", atomically: true, encoding: .utf8)
        try t.link("self", to: ".")
        try t.link("sub/loop", to: "..")
        try t.link("out", to: t.base + "/outside")
        let gate = ProjectFiles(root: t.app)
        #expect(gate.files(below: t.app) == ["in.txt", "sub/p.json"])
        #expect(gate.files(below: t.app, limit: 1).count == 1)
    }
}
