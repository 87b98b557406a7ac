/// The files inside a Capacitor plugin's package apps import by path (PackageDeepImports), as
/// the plugins' api-coverage/deep-imports/ lists cite them: every ionic-team plugin is built
/// the same way.
extension PackageDeepImports {
    /// ionic-team/capacitor-plugins @ 5b65292: tsc writes src/ to dist/esm ("module"),
    /// rollup bundles it into dist/plugin.cjs.js ("main"); src/index.ts re-exports
    /// definitions.ts, whose values are its enums.
    static func capacitorPlugin(definitions: File) -> [String: File] {
        ["dist/esm": .root, "dist/plugin.cjs": .root, "dist/esm/definitions": definitions]
    }
}
