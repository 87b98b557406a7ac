import Foundation
@_exported import ProjectGate

extension Permissions {
    /// The gate for files the project rooted at `root` names (docs/permissions.md, "Files a
    /// project names"): inside the root, or granted by `--allow-read`.
    public func projectFiles(root: String) -> ProjectFiles {
        let permissions = self
        var granted: [String] = []
        if case let .paths(prefixes) = read { granted = prefixes }
        return ProjectFiles(root: root, grantedFolders: granted, allowsRead: { permissions.allowsRead(path: $0) })
    }

    /// The gate of the project the entry file `entry` belongs to (its project root as the
    /// module loader finds it).
    public func projectFiles(entry: String) -> ProjectFiles {
        projectFiles(root: ModuleLoader.projectRoot(of: entry))
    }
}
