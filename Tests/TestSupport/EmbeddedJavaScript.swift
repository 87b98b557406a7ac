import Foundation

/// What differs between a target's `JS/` folders on disk (its own `JS/` and any folder's, as
/// Sources/Surfaces/Libraries/Notifee/JS/) and what the EmbedJavaScript plugin compiled into
/// it (`EmbeddedJS.all`, keyed by the path below the `JS/` folder): files missing from either
/// side, two files on disk at one such path, and files whose embedded text is not byte for
/// byte the file's. Empty when the embed is current and exact.
/// `target` is a folder of the package, e.g. "Sources/HostRuntime".
public func embeddedJavaScriptMismatches(target: String, embedded: [(path: String, source: String)]) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(target).standardizedFileURL
    var onDisk: [String: (file: String, data: Data)] = [:]
    var problems: [String] = []
    if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
        for case let url as URL in walker where ["js", "html", "css", "ts"].contains(url.pathExtension) {
            let inTarget = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            let components = inTarget.split(separator: "/")
            // As the plugin: below the outermost `JS/` folder on the file's path.
            guard let js = components.dropLast().firstIndex(of: "JS") else { continue }
            let below = components[(js + 1)...].joined(separator: "/")
            if let other = onDisk[below] {
                problems.append("\(target)/\(inTarget) and \(target)/\(other.file) are both \(below) below their JS/ folders")
            }
            onDisk[below] = ("\(target)/\(inTarget)", try Data(contentsOf: url))
        }
    }
    for (path, source) in embedded {
        guard let file = onDisk.removeValue(forKey: path) else {
            problems.append("\(path) (below a JS/ folder of \(target)) is embedded but not on disk")
            continue
        }
        if Data(source.utf8) != file.data { problems.append("\(file.file) differs from its embedded text") }
    }
    for path in onDisk.keys.sorted() { problems.append("\(onDisk[path]!.file) is on disk but not embedded") }
    return problems
}
