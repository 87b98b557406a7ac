import AppProject
import Foundation
import JSCore
import ProjectGate

// Which files a module may read (docs/permissions.md, "Modules"): the project root, what
// `--allow-read` grants and the files the user named, judged by the one project gate.
extension ModuleLoader {
    // MARK: Access (docs/permissions.md, "Modules")

    /// Throws `PermissionDenied` unless `path` (symlinks resolved) is inside the
    /// project root, or reading it is granted. `what` names the files the project
    /// bounds in the message ("modules", "pages").
    package func checkAccess(_ path: String, what: String = "modules") throws(JSException) {
        let root = effectiveProjectRoot
        // The resolved file's real path, as resolution already found it (one realpath a file a run).
        let real = fileSystem.realPath(path) ?? Self.realPath(path)
        if userChosenFiles.contains(real) { return }
        // A file the gate let in once is let in for the run (the root and the grants do not change).
        if admittedFiles.root == root, admittedFiles.paths.contains(real) { return }
        // The one gate (ProjectFiles): inside the root, or granted; never /proc, /sys, /dev.
        let message: String
        do {
            _ = try projectFiles.check(real)
            if admittedFiles.root != root { admittedFiles = (root, []) }
            admittedFiles.paths.insert(real)
            return
        } catch let refusal where refusal.reason == .systemFile {
            message = "Requires read access to \"\(real)\", which is never granted: \(refusal)"
        } catch {
            let denied = PermissionDenied(kind: .read, target: real, flag: "--allow-read=\(real)", broadFlag: "--allow-read")
            message = denied.message + " (\(what) outside the project \(root) need it)"
        }
        let value = JSValue.error(name: PermissionDenied.name, message: message, in: context)
        if let (referrer, specifier) = resolvingImport { placeAtImport(value, referrer: referrer, specifier: specifier) }
        runtime.reportDenial(message, site: value)
        throw JSException(value: value)
    }

    /// The gate for files the project's own files name (configuration, `.env`, `"jshost".map`):
    /// the project root and what `--allow-read` grants (docs/permissions.md, "Files a project names").
    package var projectFiles: ProjectFiles {
        let root = effectiveProjectRoot
        if let gate = projectGate, gate.root == root { return gate.files }
        let files = runtime.options.permissions.projectFiles(root: root)
        projectGate = (root, files)
        return files
    }

    /// The project root (a real path); before a main module ran, the one of the current directory.
    package var effectiveProjectRoot: String {
        if let projectRoot { return projectRoot }
        let root = Self.projectRoot(containing: FileManager.default.currentDirectoryPath)
        projectRoot = root
        return root
    }

    /// Whether `path` is `folder` or below it (both real or both lexical paths).
    package static func path(_ path: String, isInside folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The file or folder a relative, absolute or `file:` specifier names, before
    /// extensions are tried; nil for a bare specifier.
    static func lexicalTarget(of specifier: String, from referrer: String) -> String? {
        var spec = specifier
        if spec.hasPrefix("file://") { spec = String(spec.dropFirst(7)).removingPercentEncoding ?? String(spec.dropFirst(7)) }
        if spec.hasPrefix("/") { return absolute(spec) }
        guard spec.hasPrefix("./") || spec.hasPrefix("../") || spec == "." || spec == ".." else { return nil }
        return absolute((directory(of: referrer) as NSString).appendingPathComponent(spec))
    }

    /// The folder of the nearest `package.json` at or above `directory`, else
    /// `directory` itself (real paths).
    package static func projectRoot(containing directory: String) -> String {
        AppProject.containing(directory).folder
    }

    /// The project root of the entry file `path` (SPEC §3.7): the repository it belongs to
    /// (docs/permissions.md, "The project root").
    package static func projectRoot(of path: String) -> String {
        AppProject.of(entry: absolute(path)).root
    }

    /// `realpath(3)` of `path`; for a path that does not exist, that of its nearest
    /// existing ancestor with the rest appended.
    package static func realPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, !parent.isEmpty else { return path }
        return (realPath(parent) as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }

    /// `.js`, `.json`…, lower-cased; empty for `Makefile` or `.env` (as Node's `path.extname`).
    static func loadableExtension(of path: String) -> String {
        let name = (path as NSString).lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[dot...]).lowercased()
    }

    /// `path` made absolute against the current directory, and standardized.
    package static func absolute(_ path: String) -> String {
        // Already absolute and clean (the usual case): no URL round trip.
        if ProjectFiles.isCleanAbsolute(path) { return path }
        // Joined and cleaned as text, `.` and `..` taken lexically as URL's standardizedFileURL
        // does (no symlink is resolved): the URL round trip cost ~370,000 instructions for a
        // relative entry, 3 % of a one-line script's start-up (docs/performance.md).
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        // Appended one by one: `joined` costs ~250,000 instructions the first time (generic
        // metadata), for the relative entry of nearly every `jshost run`.
        if parts.isEmpty { return "/" }
        var result = ""
        for part in parts {
            result += "/"
            result += String(part)
        }
        return result
    }

    package static func directory(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }
}
