import Foundation

/// The project's manual mocks of packages, as Jest finds them for `node_modules` packages:
/// `__mocks__/NAME.js` (or `.ts`, `.tsx`, `NAME/index.js`) in the project root, scoped
/// packages in `__mocks__/@scope/NAME.js` (jestjs/jest packages/jest-resolve: mocks "adjacent
/// to node_modules" replace the package without a `jest.mock` call). `run --mocks` uses them.
enum ManualMocks {
    static let extensions = [".js", ".ts", ".tsx", ".jsx", ".mjs", ".cjs", "/index.js", "/index.ts"]

    /// The mock file of the bare specifier `specifier`, or nil.
    static func mock(of specifier: String, root: String) -> String? {
        guard !specifier.hasPrefix("."), !specifier.hasPrefix("/"), !specifier.isEmpty else { return nil }
        let base = ((root as NSString).appendingPathComponent("__mocks__") as NSString).appendingPathComponent(specifier)
        return extensions.lazy.map { base + $0 }.first { FileManager.default.isReadableFile(atPath: $0) }
    }
}
