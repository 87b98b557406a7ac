import Foundation

/// The project's manual mocks, found as Jest finds them — the one index `jshost test` (its
/// `__mocks__` modules, JS/jest/modules.js) and `run --mocks` (`Device`'s `mapSpecifier`)
/// both read (docs/testing.md, "Manual mocks").
///
/// Jest's rule (jest-haste-map's `mocks`, jestjs/jest `packages/jest-haste-map/src/index.ts`
/// `_processFile` and `getMockName`): every file below a `__mocks__` folder anywhere in the
/// roots — not only the one at the top — mocks the module named by its path below that folder
/// without the extension (`frontend/__mocks__/@scope/pkg.js` is `@scope/pkg`,
/// `__mocks__/pkg/index.js` also `pkg`). Such a name replaces a package (or a module asked
/// for by that bare name) without a `jest.mock` call; a user module's adjacent `__mocks__`
/// file is used only when `jest.mock` names it (modules.js). `node_modules` is not searched,
/// as the haste map leaves it out. Where two folders have the same name Jest warns and keeps
/// whichever it crawled last; here the one nearest the root wins (then the first in path
/// order), so the choice does not vary.
package enum ManualMocks {
    /// The extensions the haste map crawls by default (`moduleFileExtensions`) that jshost loads.
    package static let extensions: Set<String> = ["js", "mjs", "cjs", "jsx", "ts", "tsx", "json"]
    private static let skipped: Set<String> = ["node_modules", ".git", ".build"]

    /// [[name, path]] sorted by name, of the files below the `__mocks__` folders in `roots`.
    /// `ignores(path, name)`: a file or folder to leave out (`jshost test`: the `.jshostignore`
    /// of the folder it runs in). `isReadable`: the project's gate — a mock file that is a
    /// link leading out of the project (or to `/proc`, a FIFO) is not indexed.
    package static func index(roots: [String], ignores: (String, String) -> Bool = { _, _ in false },
                              isReadable: (String) -> Bool) -> [[String]] {
        var byName: [String: (depth: Int, path: String)] = [:]
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in walker {
                let name = (relative as NSString).lastPathComponent
                if skipped.contains(name) || ignores((root as NSString).appendingPathComponent(relative), name) {
                    walker.skipDescendants()
                    continue
                }
                guard let range = relative.range(of: "__mocks__/", options: .backwards),
                      range.lowerBound == relative.startIndex || relative[relative.index(before: range.lowerBound)] == "/",
                      extensions.contains((relative as NSString).pathExtension) else { continue }
                let mockName = (String(relative[range.upperBound...]) as NSString).deletingPathExtension
                let depth = relative.split(separator: "/").count
                let path = (root as NSString).appendingPathComponent(relative)
                if let known = byName[mockName], (known.depth, known.path) <= (depth, path) { continue }
                if !isReadable(path) { continue }
                byName[mockName] = (depth, path)
            }
        }
        // `require('pkg')` also finds `__mocks__/pkg/index.js` (ModuleMap.getMockModule:
        // `mocks.get(name) || mocks.get(name + '/index')`).
        for (name, found) in byName where name.hasSuffix("/index") {
            let package = String(name.dropLast("/index".count))
            if byName[package] == nil { byName[package] = found }
        }
        return byName.keys.sorted().map { [$0, byName[$0]!.path] }
    }

    /// The mock file of the bare specifier `specifier` in `index` ([[name, path]]), or nil:
    /// what `run --mocks` loads instead of the package.
    package static func mock(of specifier: String, in index: [String: String]) -> String? {
        guard !specifier.hasPrefix("."), !specifier.hasPrefix("/"), !specifier.isEmpty else { return nil }
        return index[specifier]
    }
}
