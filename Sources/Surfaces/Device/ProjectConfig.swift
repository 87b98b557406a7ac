import Foundation
import AppProject
import Notifications

/// An app project's configuration files (`capacitor.config.json`, `firebase.json`, `app.json`),
/// found as the libraries' build steps find them: in the app's folder, the one with
/// `package.json`, which jshost reaches by going up from the script (a script may live in
/// `src/` or `www/js/`).
enum ProjectConfig {
    /// The first of `names` found in the script's folder or a folder above it, stopping at
    /// the folder with `package.json` (included) or at `/`; nil when there is none.
    static func find(_ names: [String], near script: String) -> String? {
        AppProject.configFile(names, near: script)
    }
}
