import Foundation
import AppProject
import ProjectGate

/// The upward search from a script's folder to its app's folder, which the libraries' build
/// steps and jshost read project files from (`firebase.json`, `capacitor.config.json`,
/// `app.json`, the app's name and icon): AppProject's one upward walk
/// (`AppProject.firstUpward`), each caller keeping its own stop rule.
public enum AppFolderSearch {
    /// Visits `directory` (made absolute and clean) and the folders above it, nearest first,
    /// and returns the first value `visit` gives. Stops after visiting a folder for which
    /// `isAppFolder` holds, at `/`, or after `limit` folders.
    public static func first<T>(from directory: String, limit: Int = .max,
                                stopAfter isAppFolder: (String) -> Bool,
                                _ visit: (String) -> T?) -> T? {
        AppProject.firstUpward(from: directory, limit: limit, stopAfter: isAppFolder, visit)
    }

    /// An absolute path with no `.` or `..` component, doubled or trailing slash: already what
    /// `URL.standardizedFileURL.path` makes of it (docs/performance.md).
    static func isClean(_ path: String) -> Bool { ProjectFiles.isCleanAbsolute(path) }

    /// Whether `folder` holds one of `names`.
    public static func holds(_ folder: String, any names: [String]) -> Bool {
        names.contains { FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0)) }
    }
}
