import Foundation

/// The one gate for every file a project's own files name (docs/permissions.md, "Files a
/// project names"): configuration, `app.json`/`config.xml` icons, `.env` files, Jest
/// presets and processors, package.json `"jshost".map`, payload listings, snapshots.
///
/// The rules are the module loader's: a path is judged by where it leads (`realpath`).
/// Inside the project root it is read; outside it (an absolute path, `../`, or a link in
/// the project that leads out) it is read only when `--allow-read` grants its real path.
/// `/proc`, `/sys` and `/dev` and anything that is not a regular file (a FIFO, a device, a
/// socket) are never read, whatever is granted. Writes (`write(_:to:)`) are atomic and
/// never follow a link at the destination.
public struct ProjectFiles: Sendable {
    /// The project root, a real path.
    public let root: String
    /// Whether `--allow-read` grants a real path outside the root.
    private let grants: @Sendable (String) -> Bool

    /// The folders `--allow-read=PATH` granted (real paths; empty for none or for all).
    public let grantedFolders: [String]

    /// `root` is made real here; `allowsRead` is `Permissions.allowsRead(path:)`,
    /// `grantedFolders` the paths it grants, when it lists them.
    public init(root: String, grantedFolders: [String] = [], allowsRead: @escaping @Sendable (String) -> Bool) {
        self.root = Self.realPath(Self.absolute(root))
        self.grantedFolders = grantedFolders.map { Self.realPath(Self.absolute($0)) }
        self.grants = allowsRead
    }

    /// The folders inside `folder` (a real path the gate refuses) that it allows: the project
    /// root and each granted folder below `folder`.
    public func allowedFolders(inside folder: String) -> [String] {
        ([root] + grantedFolders).filter { Self.path($0, isInside: folder) && $0 != folder }
    }

    /// A gate that grants nothing outside `root`.
    public init(root: String) { self.init(root: root, allowsRead: { _ in false }) }

    /// Why a file a project named was not read.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        public enum Reason: String, Sendable { case outside, linkOut, systemFile, notRegular, missing, tooLarge }
        public var reason: Reason
        /// The path as the project named it (made absolute).
        public var path: String
        /// Where it leads.
        public var realPath: String
        public var root: String

        public var description: String {
            switch reason {
            case .outside:
                return "\(path) is outside the project \(root): run again with --allow-read=\(realPath) (or --allow-read) to read it"
            case .linkOut:
                return "\(path) is a link leading out of the project \(root) (to \(realPath)): run again with --allow-read=\(realPath) (or --allow-read) to read it"
            case .systemFile: return "\(path) leads to \(realPath), a system file that is never read"
            case .notRegular: return "\(path) is not a regular file (a FIFO, device, socket or folder) and is not read"
            case .missing: return "\(path) does not exist"
            case .tooLarge: return "\(path) is larger than jshost reads for it"
            }
        }
    }

    /// Paths never read, whatever `--allow-read` grants.
    public static let systemPrefixes = ["/proc", "/sys", "/dev"]

    // MARK: Checks

    /// The real path of `path` (relative ones against `base`, else the current directory)
    /// when the gate lets it be read; the file need not be a regular file yet.
    public func check(_ path: String, relativeTo base: String? = nil) throws(Refusal) -> String {
        let lexical = Self.absolute(path, base: base)
        let real = Self.realPath(lexical)
        if Self.systemPrefixes.contains(where: { Self.path(real, isInside: $0) || Self.path(lexical, isInside: $0) }) {
            throw Refusal(reason: .systemFile, path: lexical, realPath: real, root: root)
        }
        if Self.path(real, isInside: root) { return real }
        if grants(real) { return real }
        let linkOut = Self.path(lexical, isInside: root) || Self.path(Self.realPath(Self.parent(lexical)), isInside: root)
        throw Refusal(reason: linkOut ? .linkOut : .outside, path: lexical, realPath: real, root: root)
    }

    /// Whether `path` may be read (see `check`).
    public func allows(_ path: String, relativeTo base: String? = nil) -> Bool {
        (try? check(path, relativeTo: base)) != nil
    }

    /// Whether `path` exists as a regular file the gate lets be read.
    public func isReadableFile(_ path: String, relativeTo base: String? = nil) -> Bool {
        guard let real = try? check(path, relativeTo: base) else { return false }
        var info = stat()
        return stat(real, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    // MARK: Reading

    /// The bytes of `path` when the gate lets it be read and it is a regular file of at most
    /// `limit` bytes. The file is opened at its real path without following a last link
    /// and without blocking (a FIFO put there after the check is not waited on).
    public func read(_ path: String, relativeTo base: String? = nil, limit: Int = 64 << 20) throws(Refusal) -> Data {
        let real = try check(path, relativeTo: base)
        return try read(checked: real, asked: Self.absolute(path, base: base), limit: limit)
    }

    /// `read` of a file `check` has just let through: `real` is what `check` returned and
    /// `lexical` the absolute path asked for (named by a refusal). For a caller that needs the
    /// real path before reading (a cache keyed by it) without judging the path twice.
    public func read(checked real: String, asked lexical: String, limit: Int = 64 << 20) throws(Refusal) -> Data {
        let fd = open(real, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Refusal(reason: errno == ELOOP ? .linkOut : .missing, path: lexical, realPath: real, root: root) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw Refusal(reason: .notRegular, path: lexical, realPath: real, root: root)
        }
        guard Int(info.st_size) <= limit else { throw Refusal(reason: .tooLarge, path: lexical, realPath: real, root: root) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            data.append(buffer, count: n)
            if data.count > limit { throw Refusal(reason: .tooLarge, path: lexical, realPath: real, root: root) }
        }
        return data
    }

    /// `read` as UTF-8 text; nil for a file that is not UTF-8.
    public func text(_ path: String, relativeTo base: String? = nil, limit: Int = 64 << 20) throws(Refusal) -> String? {
        String(data: try read(path, relativeTo: base, limit: limit), encoding: .utf8)
    }

    // MARK: Listing

    /// The regular files below `folder` (relative paths, sorted) whose names `include`
    /// accepts: links are followed only where they stay inside what the gate allows, each
    /// real folder is entered once (a link loop or a second link to one folder adds
    /// nothing), folders starting with `.` and `skippedFolders` are not entered, at most
    /// `maximumDepth` folders deep and `maximumFolders` folders in all; at most `limit`
    /// files are returned.
    public func files(below folder: String, limit: Int = 10_000, maximumDepth: Int = 32, maximumFolders: Int = 20_000,
                      skipping skippedFolders: Set<String> = ["node_modules", ".git"],
                      include: (String) -> Bool = { _ in true }) -> [String] {
        guard let start = try? check(folder) else { return [] }
        var seen: Set<String> = [start]
        var found: [String] = []
        var stack: [(real: String, relative: String, depth: Int)] = [(start, "", 0)]
        var entered = 0
        while let (real, relative, depth) = stack.popLast(), found.count < limit, entered < maximumFolders {
            entered += 1
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: real) else { continue }
            for name in names.sorted() where found.count < limit {
                let relativeName = relative.isEmpty ? name : relative + "/" + name
                let lexical = (real as NSString).appendingPathComponent(name)
                guard let target = try? check(lexical) else { continue }
                var info = stat()
                guard stat(target, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    if skippedFolders.contains(name) || name.hasPrefix(".") || depth >= maximumDepth { continue }
                    if seen.insert(target).inserted { stack.append((target, relativeName, depth + 1)) }
                case S_IFREG:
                    if include(relativeName) { found.append(relativeName) }
                default: continue
                }
            }
        }
        return found.sorted()
    }

    // MARK: Writing

    /// Writes `data` to `path` atomically: a new file beside it (created exclusively, never
    /// through a link) is renamed over it, so a link already at `path` is replaced, not
    /// followed, and a reader never sees half a file.
    public static func write(_ data: Data, to path: String) throws {
        let path = absolute(path)
        let folder = parent(path)
        let name = (path as NSString).lastPathComponent
        var temporary = ""
        var fd: Int32 = -1
        for attempt in 0..<100 {
            temporary = (folder as NSString).appendingPathComponent(".\(name).\(getpid()).\(attempt).tmp")
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw WriteError(path: path, message: String(cString: strerror(errno))) }
        var failed: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 { if errno == EINTR { continue }; failed = errno; return }
                offset += n
            }
        }
        close(fd)
        if failed == 0, rename(temporary, path) == 0 { return }
        let problem = failed != 0 ? failed : errno
        unlink(temporary)
        throw WriteError(path: path, message: String(cString: strerror(problem)))
    }

    /// `write` of UTF-8 text.
    public static func write(_ text: String, to path: String) throws { try write(Data(text.utf8), to: path) }

    /// A write that failed.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var message: String
        public var description: String { "could not write \(path): \(message)" }
    }

    // MARK: Paths

    /// `path` made absolute against `base` (else the current directory), with `.`, `..` and
    /// empty components removed lexically: no link is resolved (Foundation's
    /// `standardizingPath` resolves them, which would hide a link that leads out).
    public static func absolute(_ path: String, base: String? = nil) -> String {
        if isCleanAbsolute(path) { return path }
        let joined = path.hasPrefix("/") ? path : (base ?? FileManager.default.currentDirectoryPath) + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `realpath(3)` of `path`; for a path that does not exist, that of its nearest existing
    /// ancestor with the rest appended.
    public static func realPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // A clean absolute path (what `absolute` makes) is split at its last slash as text:
        // NSString's path methods cost ~16,000 instructions a call, and a start-up asks
        // about a dozen missing files (docs/performance.md).
        if path.utf8.count > 1, isCleanAbsolute(path), let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
            let up = slash == path.utf8.startIndex ? "/" : String(path[..<slash])
            let name = String(path[path.utf8.index(after: slash)...])
            let resolved = realPath(up)
            return resolved.hasSuffix("/") ? resolved + name : resolved + "/" + name
        }
        let up = parent(path)
        guard up != path, !up.isEmpty else { return path }
        return (realPath(up) as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }

    static func parent(_ path: String) -> String { (path as NSString).deletingLastPathComponent }

    /// Whether `path` is absolute and clean: no empty, `.` or `..` component and no trailing
    /// slash (`/` itself is clean): what `absolute` makes, so it is returned as it is.
    /// One pass over the bytes (Foundation's `contains` costs ~7,000 instructions a call).
    public static func isCleanAbsolute(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == slash else { return false }
        // The current component's length, and whether it is all dots so far.
        var length = 0, dots = 0, sawAny = false
        while let byte = bytes.next() {
            sawAny = true
            if byte == slash {
                if length == 0 || (dots == length && length <= 2) { return false }
                length = 0; dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        if !sawAny { return true }
        return length > 0 && !(dots == length && length <= 2)
    }

    /// Whether `path` is `folder` or below it (whole components).
    public static func path(_ path: String, isInside folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
