import Foundation
import Testing
@testable import HostRuntime

/// `ModuleLoader.absolute`: an entry's path made absolute and clean as text, `.` and `..`
/// taken lexically (as URL's standardizedFileURL takes them), no symlink resolved.
@Suite struct AbsolutePathTests {
    @Test func cleanAbsolutePathsAreKept() {
        #expect(ModuleLoader.absolute("/a/b/c.js") == "/a/b/c.js")
        #expect(ModuleLoader.absolute("/") == "/")
    }

    @Test func dotsAndRepeatedSlashesAreTakenOut() {
        #expect(ModuleLoader.absolute("/a//b/./c.js") == "/a/b/c.js")
        #expect(ModuleLoader.absolute("/a/b/../c.js") == "/a/c.js")
        #expect(ModuleLoader.absolute("/a/b/") == "/a/b")
        #expect(ModuleLoader.absolute("/a/b/..") == "/a")
        #expect(ModuleLoader.absolute("/../a") == "/a")
    }

    @Test func relativePathsStartAtTheWorkingDirectory() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(ModuleLoader.absolute("one.js") == URL(fileURLWithPath: cwd).appendingPathComponent("one.js").standardizedFileURL.path)
        #expect(ModuleLoader.absolute("./x/../one.js") == URL(fileURLWithPath: cwd).appendingPathComponent("one.js").standardizedFileURL.path)
        #expect(ModuleLoader.absolute("a b/%20.js") == URL(fileURLWithPath: cwd).appendingPathComponent("a b/%20.js").standardizedFileURL.path)
    }
}
