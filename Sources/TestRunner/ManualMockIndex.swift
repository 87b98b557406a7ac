import Foundation
import ProjectGate

/// The manual mocks Jest knows by name (jest-haste-map's `mocks`, jestjs/jest
/// `packages/jest-haste-map/src/index.ts` `_processFile` and `getMockName`): every file below
/// a `__mocks__` folder anywhere in the roots — not only the one at the top — mocks the module
/// named by its path below that folder without the extension (`frontend/__mocks__/@scope/pkg.js`
/// is `@scope/pkg`, `__mocks__/pkg/index.js` also `pkg`). `node_modules` is not searched, as the haste map leaves it out. Where two
/// folders have the same name Jest warns and keeps whichever it crawled last; here the one
/// nearest the root wins (then the first in path order), so the choice does not vary.
enum ManualMockIndex {
    /// The extensions the haste map crawls by default (`moduleFileExtensions`) that jshost loads.
    static let extensions: Set<String> = ["js", "mjs", "cjs", "jsx", "ts", "tsx", "json"]
    private static let skipped: Set<String> = ["node_modules", ".git", ".build"]

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
        var byName: [String: (depth: Int, path: String)] = [:]
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in walker {
                let name = (relative as NSString).lastPathComponent
                if skipped.contains(name) || ignore.ignores((root as NSString).appendingPathComponent(relative), name: name) {
                    walker.skipDescendants()
                    continue
                }
                guard let range = relative.range(of: "__mocks__/", options: .backwards),
                      range.lowerBound == relative.startIndex || relative[relative.index(before: range.lowerBound)] == "/",
                      extensions.contains((relative as NSString).pathExtension) else { continue }
                let mockName = (String(relative[range.upperBound...]) as NSString).deletingPathExtension
                let depth = relative.split(separator: "/").count
                let path = (root as NSString).appendingPathComponent(relative)
                if let files, !files.isReadableFile(path) { continue }
                if let known = byName[mockName], (known.depth, known.path) <= (depth, path) { continue }
                byName[mockName] = (depth, path)
            }
        }
        // `require('pkg')` also finds `__mocks__/pkg/index.js` (ModuleMap.getMockModule:
        // `mocks.get(name) || mocks.get(name + '/index')`).
        for (name, found) in byName where name.hasSuffix("/index") {
            let package = String(name.dropLast("/index".count))
            if byName[package] == nil { byName[package] = found }
        }
        let pairs = byName.keys.sorted().map { [$0, byName[$0]!.path] }
        cache[key] = pairs
        return pairs
    }

    /// A new run (a watch cycle) sees the files as they are now.
    static func forget() {
        lock.lock(); defer { lock.unlock() }
        cache.removeAll()
    }
}
