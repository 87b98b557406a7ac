import Foundation
import ModuleSyntax

/// The one file-system context of a run (ModuleSyntax's `ResolutionContext`, as Metro gives
/// its resolver one `ResolutionContext` over its file map): Node's and Metro's resolution,
/// the installed-package checks and the access check read files, folders and package.json
/// files only through it, and it remembers every answer for the run, so a path is stat'ed
/// once (its real path and standardized form taken once) and a package.json parsed
/// once, however many specifiers go past it
/// (docs/modules.md, "How resolution reads the file system"). A run is one runtime: the
/// studio makes new ones when a file changes, so nothing here outlives an edit.
package final class CachedResolutionContext: ResolutionContext, @unchecked Sendable {
    private let lock = NSLock()
    private let underlying: any ResolutionContext
    private var entries: [String: FileSystemEntry] = [:]
    private var realPaths: [String: String?] = [:]
    private var standardized: [String: String] = [:]
    private var packages: [String: Result<PackageJSON?, any Error>] = [:]

    /// `underlying`: where the answers come from (the file system; a test's counting context).
    package init(underlying: any ResolutionContext = DirectFileSystem.shared) {
        self.underlying = underlying
    }

    package func lookup(_ path: String) -> FileSystemEntry {
        if let known = locked({ entries[path] }) { return known }
        let entry = underlying.lookup(path)
        locked { entries[path] = entry }
        return entry
    }

    package func realPath(_ path: String) -> String? {
        if let known = locked({ realPaths[path] }) { return known }
        let real = underlying.realPath(path)
        locked { realPaths[path] = .some(real) }
        return real
    }

    package func standardizedPath(_ path: String) -> String {
        if let known = locked({ standardized[path] }) { return known }
        let result = underlying.standardizedPath(path)
        // Standardizing is idempotent: the result is its own answer (a path tried twice, as written and as found).
        locked { standardized[path] = result; standardized[result] = result }
        return result
    }

    package func package(in folder: String) throws -> PackageJSON? {
        let result: Result<PackageJSON?, any Error>
        if let known = locked({ packages[folder] }) {
            result = known
        } else {
            result = Result { try underlying.package(in: folder) }
            locked { packages[folder] = result }
        }
        return try result.get()
    }

    /// A package.json someone already parsed for this run (the app's own, read by whoever
    /// reads the app's project once): resolution uses it instead of reading it again.
    package func remember(_ package: PackageJSON?, in folder: String) {
        locked { packages[folder] = .success(package) }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
