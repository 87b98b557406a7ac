import Foundation

/// The file-system questions both resolvers (Node's `ModuleResolver`, `MetroResolver`) ask.
package enum FileProbe {
    static func isFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// The module at `path`, by its real (symlink-free) path.
    static func found(_ path: String) -> ResolvedModule {
        var real = path
        if let resolved = realpath(path, nil) {
            real = String(cString: resolved)
            free(resolved)
        }
        return ResolvedModule(path: real, kind: .forPath(real))
    }

    /// Where a `node_modules` search from the folder `dir` starts and where it stops going up:
    /// with a `boundary` (the project root, a real path) the folder is compared as a real path,
    /// and only a request from inside the boundary stops there (one from a file outside that
    /// the user granted searches every folder above). No boundary: up to `/`.
    /// The `node_modules` folders a package search from `dir` looks in, nearest first, up to
    /// where `nodeModulesSearch` stops (a folder that is itself `node_modules` adds none).
    package static func nodeModulesFolders(from dir: String, boundary: String?) -> [String] {
        var folders: [String] = []
        let search = nodeModulesSearch(from: dir, boundary: boundary)
        var d = search.start
        while true {
            if (d as NSString).lastPathComponent != "node_modules" { folders.append((d as NSString).appendingPathComponent("node_modules")) }
            let parent = (d as NSString).deletingLastPathComponent
            if parent == d || parent.isEmpty || d == search.stop { break }
            d = parent
        }
        return folders
    }

    static func nodeModulesSearch(from dir: String, boundary: String?) -> (start: String, stop: String?) {
        var d = (dir as NSString).standardizingPath
        if boundary != nil, let real = realpath(d, nil) {
            d = String(cString: real)
            free(real)
        }
        let stop = boundary.flatMap { root in d == root || d.hasPrefix(root == "/" ? "/" : root + "/") ? root : nil }
        return (d, stop)
    }
}
