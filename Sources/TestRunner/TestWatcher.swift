import Foundation

/// `jshost test --watch`: notices changed source files by polling their modification
/// times (no file-system events API is needed, and it works on every mount), and says
/// which test files a change affects.
package final class TestWatcher {
    package let directory: String
    private var stamps: [String: Date]

    /// The files watched: what tests load (JavaScript, TypeScript, JSON, HTML pages).
    static let extensions: Set<String> = ["js", "mjs", "cjs", "jsx", "ts", "tsx", "mts", "cts", "json", "html"]
    /// Never entered: dependencies, build output, snapshots jshost itself writes.
    static let skipped: Set<String> = ["node_modules", ".build", ".git", "__snapshots__", "coverage"]

    package init(directory: String) {
        self.directory = URL(fileURLWithPath: directory).standardizedFileURL.path
        stamps = Self.scan(self.directory)
    }

    static func scan(_ directory: String) -> [String: Date] {
        var found: [String: Date] = [:]
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else { return found }
        for name in names {
            let path = directory + "/" + name
            guard let attributes = try? fm.attributesOfItem(atPath: path) else { continue }
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                if !skipped.contains(name) { found.merge(scan(path)) { a, _ in a } }
            } else if extensions.contains((name as NSString).pathExtension), let date = attributes[.modificationDate] as? Date {
                found[path] = date
            }
        }
        return found
    }

    /// The files added, changed or removed since the last call (absolute paths, sorted);
    /// empty when nothing changed.
    package func changes() -> [String] {
        let now = Self.scan(directory)
        var changed = Set<String>()
        for (path, date) in now where stamps[path] != date { changed.insert(path) }
        for path in stamps.keys where now[path] == nil { changed.insert(path) }
        stamps = now
        return changed.sorted()
    }

    /// `path` relative to the watched folder when inside it.
    package func display(_ path: String) -> String { TestDiscovery.display(path, base: directory) }

    /// Polls every `interval` seconds until something changes; returns what did.
    package func waitForChanges(interval: Double = 0.25) -> [String] {
        while true {
            Thread.sleep(forTimeInterval: interval)
            let changed = changes()
            if !changed.isEmpty { return changed }
        }
    }

    /// The test files to run again: the changed ones when only test files changed; all
    /// of them when anything else did (a module, a payload, a page, the configuration),
    /// since any test may load it.
    package static func affected(_ changed: [String], tests: [TestFile]) -> [TestFile] {
        let paths = Set(tests.map(\.absolutePath))
        if changed.allSatisfy(paths.contains) { return tests.filter { changed.contains($0.absolutePath) } }
        return tests
    }
}
