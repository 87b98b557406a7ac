import Foundation
import JSONSyntax
import ProjectGate

/// The app's project as a run sees it (docs/architecture.md, "The app's project is read
/// once"): where it is, its package.json, its configuration files and the versions of its
/// installed packages. Every command (run, matrix, check, categories, init, test, studio,
/// mcp) asks it instead of walking up the tree or parsing a package.json itself, and each
/// file behind it is read and parsed once per run (`ProjectFileStore`), through the
/// `ProjectFiles` gate the caller passes (the one gate, docs/permissions.md).
///
/// Where the project is comes from one walk up from the entry's folder
/// (`AppProject.locate`), which gives both answers the run needs:
/// - `folder`, the app's folder: the nearest folder at or above the entry's holding a
///   `package.json` (else the entry's folder). Its package.json is the app's: its `main`,
///   its dependencies, its `"jshost"` key, its `version`; configuration files
///   (`app.json`, `capacitor.config.json`, `firebase.json`) are searched from the script's
///   folder up to it, as the libraries' build steps find them.
/// - `root`, the project root, the permission boundary (docs/permissions.md, "The project
///   root"): the nearest folder holding `.git` (the repository); else the nearest workspace
///   root (a package.json with `workspaces`, or `pnpm-workspace.yaml`); else `folder` when a
///   package.json was found; else the current folder when the entry is inside it; else the
///   entry's folder.
/// The two differ on purpose (an app in a monorepo loads hoisted packages from the
/// repository's node_modules, but its package.json is its own); every other walk jshost had
/// (the Expo entry's, the configs', the app modules', the matrix entry's) was one of these two.
public struct AppProject: Sendable, Equatable {
    /// The app's folder (a real path): the nearest holding a package.json, else the entry's folder.
    public let folder: String
    /// The project root (a real path): the repository, the workspace, or `folder` (see above).
    public let root: String
    /// Whether `folder` holds a package.json.
    public let hasPackageJSON: Bool

    public init(folder: String, root: String, hasPackageJSON: Bool) {
        self.folder = folder
        self.root = root
        self.hasPackageJSON = hasPackageJSON
    }

    // MARK: Where the project is (the one walk)

    /// The project of the entry file `entry`: one walk from its folder up to `/`.
    public static func of(entry: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> AppProject {
        let real = ProjectFiles.realPath(ProjectFiles.absolute(entry))
        return locate(from: (real as NSString).deletingLastPathComponent, currentDirectory: currentDirectory)
    }

    /// The project of a folder (a script's folder, the current folder).
    public static func containing(_ directory: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> AppProject {
        locate(from: ProjectFiles.realPath(ProjectFiles.absolute(directory)), currentDirectory: currentDirectory)
    }

    /// The walk: each folder from `start` (a real path) up to `/` is asked once whether it
    /// holds `.git`, `package.json` or `pnpm-workspace.yaml` (access(2), no read); only the
    /// package.json files found are read, and only when no repository decides the root.
    static func locate(from start: String, currentDirectory: String) -> AppProject {
        var repository: String?
        var packageFolders: [String] = []
        var workspaceMarkers: Set<String> = []
        var dir = start
        while !dir.isEmpty {
            if repository == nil, exists(dir, ".git") { repository = dir }
            if exists(dir, "package.json") { packageFolders.append(dir) }
            if exists(dir, "pnpm-workspace.yaml") { workspaceMarkers.insert(dir) }
            let parent = (dir as NSString).deletingLastPathComponent
            if parent == dir { break }
            dir = parent
        }
        let folder = packageFolders.first ?? start
        let root: String
        if let repository {
            root = repository
        } else if let workspace = workspaceRoot(in: packageFolders, markers: workspaceMarkers, start: start) {
            root = workspace
        } else if let package = packageFolders.first {
            root = package
        } else {
            let cwd = ProjectFiles.realPath(ProjectFiles.absolute(currentDirectory))
            root = ProjectFiles.path(start, isInside: cwd) ? cwd : start
        }
        return AppProject(folder: folder, root: root, hasPackageJSON: !packageFolders.isEmpty)
    }

    /// The nearest folder at or above `start` that is a workspace root: npm, Yarn and Bun's
    /// `"workspaces"` in package.json, pnpm's `pnpm-workspace.yaml`.
    private static func workspaceRoot(in packageFolders: [String], markers: Set<String>, start: String) -> String? {
        let candidates = Set(packageFolders).union(markers).sorted { $0.count > $1.count }
        return candidates.first { folder in
            if markers.contains(folder) { return true }
            let manifest = try? ProjectFileStore.json((folder as NSString).appendingPathComponent("package.json"),
                                                      files: ProjectFiles(root: folder), limit: manifestLimit)
            return (try? manifest?.get())?.objectValue?["workspaces"] != nil
        }
    }

    // access(2): FileManager builds an error for a missing file (~70,000 instructions; the walk
    // asks at every level up to `/`, docs/performance.md).
    private static func exists(_ folder: String, _ name: String) -> Bool {
        access(folder == "/" ? "/" + name : folder + "/" + name, F_OK) == 0
    }

    // MARK: The app's package.json

    /// The largest package.json read (16 MB: more than any real one).
    public static let manifestLimit = 16 << 20

    /// The app's package.json (`folder`'s), parsed once per run; nil when there is none, the
    /// gate refuses it, or it is not JSON. `files` is the caller's gate (by default one rooted
    /// at `folder` that grants nothing else: a package.json that is a link out is not read).
    public func packageJSON(files: ProjectFiles? = nil) -> JSONObject? {
        guard hasPackageJSON else { return nil }
        return Self.packageJSON(in: folder, files: files)
    }

    /// The package.json of `folder` (a workspace's, the nearest to a test file), parsed once
    /// per run, through `files` (by default the folder's own gate).
    public static func packageJSON(in folder: String, files: ProjectFiles? = nil) -> JSONObject? {
        (try? manifest((folder as NSString).appendingPathComponent("package.json"), files: files ?? ProjectFiles(root: folder)))??.objectValue
    }

    /// A package.json (or any JSON file of the project) at `path`, parsed once per run: the
    /// gate's refusal as it gives it, nil inside when the file is not JSON.
    public static func manifest(_ path: String, files: ProjectFiles, limit: Int = manifestLimit) throws(ProjectFiles.Refusal) -> JSONValue? {
        let parsed = try ProjectFileStore.json(path, files: files, limit: limit)
        return try? parsed.get()
    }

    /// `manifest` with the parser's error when the file is not JSON (for `jshost init`,
    /// which names it).
    public static func parsedJSON(_ path: String, files: ProjectFiles, limit: Int = manifestLimit) throws(ProjectFiles.Refusal) -> Result<JSONValue, any Error> {
        try ProjectFileStore.json(path, files: files, limit: limit)
    }

    /// The names in package.json's `dependencies` and `devDependencies`, in that order.
    public func declaredDependencies(files: ProjectFiles? = nil) -> [String] {
        hasPackageJSON ? Self.declaredDependencies(in: folder, files: files) : []
    }

    /// `declaredDependencies` of the package.json in `folder`.
    public static func declaredDependencies(in folder: String, files: ProjectFiles? = nil) -> [String] {
        guard let package = packageJSON(in: folder, files: files) else { return [] }
        return ["dependencies", "devDependencies"].flatMap { (package[$0]?.objectValue ?? JSONObject()).map(\.key) }
    }

    /// The range the app's package.json declares for `name`: the field it is in
    /// (`dependencies` first, then `devDependencies`) and the range as written.
    public func declaredRange(of name: String, files: ProjectFiles? = nil) -> (field: String, range: String)? {
        hasPackageJSON ? Self.declaredRange(of: name, in: folder, files: files) : nil
    }

    /// `declaredRange` of the package.json in `folder` (the app's folder a loader knows).
    public static func declaredRange(of name: String, in folder: String, files: ProjectFiles? = nil) -> (field: String, range: String)? {
        guard let package = packageJSON(in: folder, files: files) else { return nil }
        for field in ["dependencies", "devDependencies"] {
            if let declared = package[field]?[name]?.stringValue { return (field, declared) }
        }
        return nil
    }

    // MARK: Installed packages

    /// The `version` of an installed package's manifest (`node_modules/<name>/package.json`,
    /// as the module loader finds it), read once per run through `files`.
    public static func installedVersion(manifest path: String, files: ProjectFiles) -> String? {
        (try? manifest(path, files: files))??["version"]?.stringValue
    }

    // MARK: Configuration files

    /// The first of `names` in the script's folder or a folder above it, up to the app's
    /// folder (the one with package.json, included) or `/`: where the libraries' build steps
    /// find `capacitor.config.json`, `firebase.json`, `app.json`. Nil when there is none.
    public static func configFile(_ names: [String], near script: String) -> String? {
        firstUpward(from: (script as NSString).deletingLastPathComponent, stopAfter: { exists($0, "package.json") }) { folder in
            names.lazy.map { (folder as NSString).appendingPathComponent($0) }.first { access($0, F_OK) == 0 }
        }
    }

    /// The upward search from a script's folder towards its app's folder, for what is found
    /// on the way (configuration files, native projects, the app's name and icon): visits
    /// `directory` (made absolute, `.` and `..` taken lexically) and the folders above it,
    /// nearest first, and returns the first value `visit` gives. Stops after visiting a folder
    /// for which `isAppFolder` holds, at `/`, or after `limit` folders.
    public static func firstUpward<T>(from directory: String, limit: Int = .max,
                                      stopAfter isAppFolder: (String) -> Bool,
                                      _ visit: (String) -> T?) -> T? {
        var folder = ProjectFiles.absolute(directory.isEmpty ? "." : directory)
        for _ in 0..<limit {
            if let found = visit(folder) { return found }
            if isAppFolder(folder) { return nil }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
        return nil
    }

    /// A configuration file's text (`.env`, `app.config.js`, `capacitor.config.ts`,
    /// `firebase.json`), read once per run through `files`; nil when it is not UTF-8.
    public static func text(_ path: String, files: ProjectFiles, limit: Int = 64 << 20) throws(ProjectFiles.Refusal) -> String? {
        String(data: try ProjectFileStore.data(path, files: files, limit: limit).data, encoding: .utf8)
    }

    // MARK: For tests

    /// How often this run read the file at `path` from disk (its real path), and parsed it as
    /// JSON: the proof that the app's project is read once (Tests/AppProjectTests).
    public static func diskReads(of path: String) -> Int {
        ProjectFileStore.reads.withLock { $0[ProjectFiles.realPath(ProjectFiles.absolute(path))] ?? 0 }
    }

    public static func parses(of path: String) -> Int {
        ProjectFileStore.parses.withLock { $0[ProjectFiles.realPath(ProjectFiles.absolute(path))] ?? 0 }
    }
}
