import Foundation

/// An app project's configuration files (`capacitor.config.json`, `firebase.json`), found
/// as the libraries' build steps find them: in the app's folder, the one with
/// `package.json`, which jshost reaches by going up from the script (a script may live in
/// `src/` or `www/js/`).
enum ProjectConfig {
    /// The first of `names` found in the script's folder or a folder above it, stopping at
    /// the folder with `package.json` (included) or at `/`; nil when there is none.
    static func find(_ names: [String], near script: String) -> String? {
        let files = FileManager.default
        var folder = (script as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            for name in names {
                let path = (folder as NSString).appendingPathComponent(name)
                if files.fileExists(atPath: path) { return path }
            }
            if files.fileExists(atPath: (folder as NSString).appendingPathComponent("package.json")) || folder == "/" { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }
}
