import Foundation
import JSONSyntax

/// Where a script's project begins (SPEC §3.7, docs/permissions.md "The project root"):
/// modules load freely inside it and its `node_modules`.
enum ProjectRoot {
    /// The repository the entry belongs to: the nearest folder above it holding `.git` (a
    /// folder, or a file in a worktree or submodule); else the nearest workspace root (a
    /// `package.json` with `workspaces`, or `pnpm-workspace.yaml`); else the nearest
    /// `package.json`; else the current folder when the entry is inside it; else the
    /// entry's folder. Real paths in, a real path out.
    static func of(entry: String, currentDirectory: String) -> String {
        let folder = (entry as NSString).deletingLastPathComponent
        if let repository = nearest(above: folder, holding: [".git"]) { return repository }
        if let workspace = nearest(above: folder, where: isWorkspaceRoot) { return workspace }
        if let package = nearest(above: folder, holding: ["package.json"]) { return package }
        if folder == currentDirectory || folder.hasPrefix(currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/") {
            return currentDirectory
        }
        return folder
    }

    /// The nearest folder at or above `directory` that holds one of `names`.
    static func nearest(above directory: String, holding names: [String]) -> String? {
        nearest(above: directory) { dir in
            names.contains { FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent($0)) }
        }
    }

    static func nearest(above directory: String, where matches: (String) -> Bool) -> String? {
        var dir = directory
        while !dir.isEmpty {
            if matches(dir) { return dir }
            let parent = (dir as NSString).deletingLastPathComponent
            if parent == dir { return nil }
            dir = parent
        }
        return nil
    }

    /// npm, Yarn and Bun workspaces (`"workspaces"` in package.json), pnpm's `pnpm-workspace.yaml`.
    static func isWorkspaceRoot(_ dir: String) -> Bool {
        if FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent("pnpm-workspace.yaml")) { return true }
        let path = (dir as NSString).appendingPathComponent("package.json")
        // access(2) first: FileManager builds an error for a missing file (~70,000
        // instructions; the walk asks at every level up to `/`, docs/performance.md).
        guard access(path, R_OK) == 0, let data = FileManager.default.contents(atPath: path),
              let object = try? data.withUnsafeBytes({ try JSONParser.parse($0, file: path) }).objectValue else { return false }
        return object["workspaces"] != nil
    }
}
