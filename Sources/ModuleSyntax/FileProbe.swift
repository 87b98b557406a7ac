import Foundation

/// The file-system questions both resolvers (Node's `ModuleResolver`, `MetroResolver`) ask.
enum FileProbe {
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
}
