// The file system as both resolvers read it (Node's `ModuleResolver`, `MetroResolver`): one
// context, as metro-resolver hands its resolver a `ResolutionContext` (facebook/metro
// packages/metro-resolver/src/types.js: `fileSystemLookup`, `doesFileExist`, `getPackage`,
// `getPackageForModule`, `redirectModulePath`). A resolver asks only these questions, so a run
// can answer each once (HostRuntime's `CachedResolutionContext`) and a test can count them.

import Foundation
import JSONSyntax

/// What is at a path (metro-resolver's `fileSystemLookup`: `{exists, type: 'f' | 'd'}`).
public enum FileSystemEntry: Sendable, Equatable {
    case file
    case directory
    /// Nothing, or something a module cannot be (a socket, a device).
    case none
}

/// The file-system questions a resolution asks (docs/modules.md, "How resolution reads the
/// file system"). Implementations answer for one run and may remember the answers.
public protocol ResolutionContext: AnyObject, Sendable {
    /// stat(2) of `path`, symlinks followed (Metro's `fileSystemLookup`, `doesFileExist`).
    func lookup(_ path: String) -> FileSystemEntry
    /// realpath(3) of `path`, nil when it does not exist (`fileSystemLookup`'s `realPath`).
    func realPath(_ path: String) -> String?
    /// `path` with `.`, `..` and `~` taken out as Foundation's `standardizingPath` does it,
    /// which on Linux also resolves the symbolic links of the part that exists (a realpath
    /// and stats): a question of the file system too.
    func standardizedPath(_ path: String) -> String
    /// The package.json of `folder`, parsed; nil when there is none or it is not an object
    /// (Node ignores such a file); text that is not JSON throws `InvalidPackageConfigError`
    /// (Metro's `getPackage`).
    func package(in folder: String) throws -> PackageJSON?
}

extension ResolutionContext {
    public func isFile(_ path: String) -> Bool { lookup(path) == .file }
    public func isDirectory(_ path: String) -> Bool { lookup(path) == .directory }

    /// The module at `path`, by its real (symlink-free) path.
    func found(_ path: String) -> ResolvedModule {
        let real = realPath(path) ?? path
        return ResolvedModule(path: real, kind: .forPath(real))
    }

    /// The nearest package.json above the file or folder `path`, not looking past a
    /// `node_modules` folder (Metro's `getPackageForModule`).
    public func package(containing path: String) throws -> PackageJSON? {
        var dir = (path as NSString).deletingLastPathComponent
        while !dir.isEmpty, dir != "/" {
            if (dir as NSString).lastPathComponent == "node_modules" { return nil }
            if let package = try package(in: dir) { return package }
            dir = (dir as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The `node_modules` folders a package search from `dir` looks in, nearest first, up to
    /// where `nodeModulesSearch` stops (a folder that is itself `node_modules` adds none).
    public func nodeModulesFolders(from dir: String, boundary: String?) -> [String] {
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

    /// Where a `node_modules` search from the folder `dir` starts and where it stops going up:
    /// with a `boundary` (the project root, a real path) the folder is compared as a real path,
    /// and only a request from inside the boundary stops there (one from a file outside that
    /// the user granted searches every folder above). No boundary: up to `/`.
    func nodeModulesSearch(from dir: String, boundary: String?) -> (start: String, stop: String?) {
        var d = standardizedPath(dir)
        if boundary != nil, let real = realPath(d) { d = real }
        let stop = boundary.flatMap { root in d == root || d.hasPrefix(root == "/" ? "/" : root + "/") ? root : nil }
        return (d, stop)
    }
}

/// The file system itself, asked every time (what the resolvers read when no run's context
/// is given: their tests, one-off resolutions of a configuration).
public final class DirectFileSystem: ResolutionContext {
    public static let shared = DirectFileSystem()

    public init() {}

    public func lookup(_ path: String) -> FileSystemEntry {
        var st = stat()
        guard stat(path, &st) == 0 else { return .none }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .none
        }
    }

    public func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public func standardizedPath(_ path: String) -> String {
        (path as NSString).standardizingPath
    }

    public func package(in folder: String) throws -> PackageJSON? {
        try PackageJSON.read(folder)
    }
}

/// A package.json as the resolvers read it: its folder and object.
public struct PackageJSON: Sendable {
    public let root: String
    public let object: JSONObject

    public init(root: String, object: JSONObject) {
        self.root = root
        self.object = object
    }

    /// The package.json in `dir`, nil when there is none or it is no object; text that is
    /// not JSON is an error.
    public static func read(_ dir: String) throws -> PackageJSON? {
        let path = (dir as NSString).appendingPathComponent("package.json")
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            guard let object = try data.withUnsafeBytes({ try JSONParser.parse($0, file: path) }).objectValue else { return nil }
            return PackageJSON(root: dir, object: object)
        } catch let error as JSONSyntaxError {
            throw InvalidPackageConfigError(syntax: error)
        }
    }

    func hasMaps(_ fields: [String]) -> Bool {
        fields.contains { if case .object = object[$0] { return true } else { return false } }
    }

    /// The replacement the first map field (in `fields` order) gives `subpath` or, with
    /// `variants`, `subpath.js` / `subpath.json`: `.some(nil)` for `false`, nil for none.
    func mapped(_ subpath: String, fields: [String], variants: Bool = true) -> String?? {
        let candidates = variants ? [subpath, subpath + ".js", subpath + ".json"] : [subpath]
        for field in fields {
            guard case .object(let map)? = object[field] else { continue }
            for candidate in candidates {
                switch map[candidate] {
                case .string(let s)?: return .some(s)
                case .bool(false)?: return .some(nil)
                default: continue
                }
            }
        }
        return nil
    }
}
