import Foundation
import JSONSyntax
import Locking
import ProjectGate

/// The contents of the app's project files (package.json, configs, installed packages'
/// manifests), each read and parsed once per run (docs/architecture.md, "The app's project
/// is read once"). Every read still goes through the caller's `ProjectFiles` gate: the gate
/// judges the path at every ask (so each caller's rule holds as before), and only a file the
/// gate lets through is read, at most once while its identity (device, inode, size,
/// modification time) stays the same. A file changed in the run (`jshost init` writing
/// package.json, a test rewriting a fixture) is read again.
enum ProjectFileStore {
    struct Identity: Equatable {
        var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int
    }

    struct Entry {
        var identity: Identity
        var data: Data
        /// The JSON parse of `data`, made on the first ask: the value, or the parser's error
        /// (made without a file name, as `jshost init` shows it).
        var json: Result<JSONValue, any Error>?
    }

    static let entries = Locked<[String: Entry]>([:])
    /// How often each real path was read from disk, and parsed as JSON (for tests).
    static let reads = Locked<[String: Int]>([:])
    static let parses = Locked<[String: Int]>([:])

    static func identity(of realPath: String) -> Identity? {
        var info = stat()
        guard stat(realPath, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                        seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }

    /// The bytes of `path` through `files`, read from disk only when this run has not read
    /// the same file unchanged. Refusals are the gate's, exactly as `files.read` gives them.
    static func data(_ path: String, files: ProjectFiles, limit: Int) throws(ProjectFiles.Refusal) -> (real: String, data: Data) {
        let real = try files.check(path)
        if let identity = identity(of: real), identity.size <= Int64(limit),
           let entry = entries.withLock({ $0[real] }), entry.identity == identity {
            return (real, entry.data)
        }
        // The gate's own read (no link followed, regular files only, the size limit) of the
        // path it has just judged.
        let data = try files.read(checked: real, asked: ProjectFiles.absolute(path), limit: limit)
        reads.withLock { $0[real, default: 0] += 1 }
        if let identity = identity(of: real) {
            entries.withLock { $0[real] = Entry(identity: identity, data: data, json: nil) }
        }
        return (real, data)
    }

    /// `data` parsed as JSON once: the value or the parser's error.
    static func json(_ path: String, files: ProjectFiles, limit: Int) throws(ProjectFiles.Refusal) -> Result<JSONValue, any Error> {
        let (real, data) = try data(path, files: files, limit: limit)
        if let cached = entries.withLock({ entries -> Result<JSONValue, any Error>? in
            guard let entry = entries[real], entry.data == data else { return nil }
            return entry.json
        }) {
            return cached
        }
        let parsed = Result<JSONValue, any Error> { try data.withUnsafeBytes { try JSONParser.parse($0) } }
        parses.withLock { $0[real, default: 0] += 1 }
        entries.withLock { entries in
            if entries[real]?.data == data { entries[real]?.json = parsed }
        }
        return parsed
    }
}
