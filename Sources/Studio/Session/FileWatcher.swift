import Foundation

/// Notices when a watched file changes on disk (its modification time or size), by
/// looking at each now and then: an app's entry and its modules are tens of files, so a
/// `stat` each every quarter second costs nothing and needs no inotify watch per folder
/// (and sees editors that save by renaming a new file into place).
final class FileWatcher {
    private struct Stamp: Equatable {
        var modified: timespec
        var size: Int
        static func == (a: Stamp, b: Stamp) -> Bool {
            a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec && a.size == b.size
        }
    }
    private var stamps: [String: Stamp?] = [:]

    /// Watches exactly `paths` from now on (what they are now is the baseline).
    func watch(_ paths: [String]) {
        stamps = [:]
        for path in paths { stamps[path] = Self.stamp(path) }
    }

    var watched: [String] { stamps.keys.sorted() }

    /// The first watched file that changed since the last look, or nil.
    func changed() -> String? {
        for (path, stamp) in stamps {
            let now = Self.stamp(path)
            if now != stamp {
                stamps[path] = now
                return path
            }
        }
        return nil
    }

    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(modified: info.st_mtim, size: Int(info.st_size))
    }
}
