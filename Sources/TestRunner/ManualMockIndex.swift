import Foundation
import ProjectGate
import Surfaces

/// The manual mocks Jest knows by name, for `jshost test`: Surfaces' `ManualMocks.index` (the
/// one index `run --mocks` reads too), walked once per run and shared by its files.
enum ManualMockIndex {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [[String]: [[String]]] = [:]

    /// [[name, path]] sorted by name; one walk of the roots per run (`forget` starts a new run).
    /// What the `.jshostignore` of `directory` (where `jshost test` runs) lists is left out, as
    /// test discovery leaves it out: a repository's fixture projects are not its own mocks.
    ///
    /// `files` is the project's gate: a mock file that is a link leading out of the project (or
    /// to `/proc`, a FIFO) is not indexed, so no test loads it by its name.
    static func mocks(roots: [String], ignoringFrom directory: String, files: ProjectFiles? = nil) -> [[String]] {
        lock.lock(); defer { lock.unlock() }
        let key = roots + [directory]
        if let known = cache[key] { return known }
        let ignore = IgnoreList(directory: directory, files: files)
        let pairs = ManualMocks.index(roots: roots, ignores: { ignore.ignores($0, name: $1) },
                                      isReadable: { path in files.map { $0.isReadableFile(path) } ?? true })
        cache[key] = pairs
        return pairs
    }

    /// A new run (a watch cycle) sees the files as they are now.
    static func forget() {
        lock.lock(); defer { lock.unlock() }
        cache.removeAll()
    }
}
