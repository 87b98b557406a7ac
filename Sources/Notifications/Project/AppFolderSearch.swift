import Foundation
import ProjectGate

/// The upward search from a script's folder to its app's folder, which the libraries' build
/// steps and jshost read project files from (`firebase.json`, `capacitor.config.json`,
/// `app.json`, the app's name and icon). One walk; each caller keeps its own stop rule.
public enum AppFolderSearch {
    /// Visits `directory` (made absolute and standardised) and the folders above it, nearest
    /// first, and returns the first value `visit` gives. Stops after visiting a folder for
    /// which `isAppFolder` holds, at `/`, or after `limit` folders.
    public static func first<T>(from directory: String, limit: Int = .max,
                                stopAfter isAppFolder: (String) -> Bool,
                                _ visit: (String) -> T?) -> T? {
        var folder = isClean(directory) ? directory
            : URL(fileURLWithPath: directory.isEmpty ? "." : directory).standardizedFileURL.path
        for _ in 0..<limit {
            if let found = visit(folder) { return found }
            if isAppFolder(folder) { return nil }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
        return nil
    }

    /// An absolute path with no `.` or `..` component, doubled or trailing slash: already what
    /// `URL.standardizedFileURL.path` makes of it (which costs ~360,000 instructions the first
    /// time, a percent of a one-line script's start-up; docs/performance.md).
    static func isClean(_ path: String) -> Bool { ProjectFiles.isCleanAbsolute(path) }

    /// Whether `folder` holds one of `names`.
    public static func holds(_ folder: String, any names: [String]) -> Bool {
        names.contains { FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0)) }
    }
}
