import Foundation
@testable import Notifications
import Testing

/// The upward search for an app's folders starts from the folder as `URL.standardizedFileURL`
/// makes it; a path that is already clean is taken as it is (docs/performance.md).
@Suite struct AppFolderSearchTests {
    @Test func aCleanPathIsWhatStandardisingMakesOfIt() {
        let clean = ["/", "/tmp", "/usr/lib", "/a b/c%20d", "/x/.hidden", "/x/..y", "/x/y.", "/é/ü"]
        for path in clean {
            #expect(AppFolderSearch.isClean(path), "\(path)")
            #expect(URL(fileURLWithPath: path).standardizedFileURL.path == path, "\(path)")
        }
        let notClean = ["", "relative", "./a", "/a/", "/a//b", "/a/./b", "/a/../b", "/a/.", "/a/.."]
        for path in notClean { #expect(!AppFolderSearch.isClean(path), "\(path)") }
    }

    @Test func theSearchVisitsTheSameFoldersEitherWay() {
        var visited: [String] = []
        _ = AppFolderSearch.first(from: "/usr/lib/x/../x", stopAfter: { _ in false }) { (folder: String) -> String? in
            visited.append(folder); return nil
        }
        var cleanVisited: [String] = []
        _ = AppFolderSearch.first(from: "/usr/lib/x", stopAfter: { _ in false }) { (folder: String) -> String? in
            cleanVisited.append(folder); return nil
        }
        #expect(visited == ["/usr/lib/x", "/usr/lib", "/usr", "/"])
        #expect(cleanVisited == visited)
    }
}
