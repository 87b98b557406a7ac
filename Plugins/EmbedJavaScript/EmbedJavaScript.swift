// Embeds a target's JavaScript into it at build time (docs/architecture.md, "JavaScript
// sources"): every `*.js` file under a `JS/` folder of the target — its own `JS/` and any
// folder's (Sources/Surfaces/Libraries/Notifee/JS/notifee.js) — becomes a static String of a
// generated internal `enum EmbeddedJS`, named by its path below that `JS/` folder, so the
// binary reads no files at start-up and a library's JavaScript can live beside its Swift.
//
// SwiftPM evaluates build-tool plugins on every build, so an added or removed file is picked
// up, and each file is an input of the command, so editing one regenerates the Swift file.
import Foundation
import PackagePlugin

@main
struct EmbedJavaScript: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let root = target.directoryURL.standardizedFileURL
        let files = embeddedFiles(under: root)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedJS.swift")
        let tool = try context.tool(named: "EmbedJavaScriptTool")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) JavaScript file(s) into \(target.name)",
                executable: tool.url,
                arguments: [output.path(percentEncoded: false), root.path(percentEncoded: false)]
                    + files.map { $0.path(percentEncoded: false) },
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }

    /// What is embedded: JavaScript, and the CSS and HTML some of it applies (the page DOM's default
    /// style sheet, JS/dom/ua.css → `EmbeddedJS.domUaCss`; the notification renderer's page).
    private let embeddedExtensions: Set<String> = ["js", "html", "css", "ts"]

    /// The `*.js`, `*.html` and `*.css` files inside a `JS/` folder anywhere below the target's
    /// folder, recursively, in a stable order (none if there is no such folder: the generated
    /// enum is then empty). Files outside every `JS/` folder are not embedded.
    private func embeddedFiles(under root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        let rootPath = root.path(percentEncoded: false)
        var files: [URL] = []
        for case let url as URL in walker where embeddedExtensions.contains(url.pathExtension) {
            let file = url.standardizedFileURL
            let relative = file.path(percentEncoded: false).dropFirst(rootPath.count).split(separator: "/")
            guard relative.dropLast().contains("JS"),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(file)
        }
        return files.sorted { $0.path < $1.path }
    }
}
