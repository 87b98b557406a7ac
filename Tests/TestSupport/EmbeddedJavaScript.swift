import Foundation

/// What differs between a target's `JS/` folder on disk and what the EmbedJavaScript plugin
/// compiled into it (`EmbeddedJS.all`): files missing from either side and files whose embedded
/// text is not byte for byte the file's. Empty when the embed is current and exact.
/// `target` is a folder of the package, e.g. "Sources/HostRuntime".
public func embeddedJavaScriptMismatches(target: String, embedded: [(path: String, source: String)]) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(target).appendingPathComponent("JS")
    var onDisk: [String: Data] = [:]
    if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
        for case let url as URL in walker where ["js", "html", "css", "ts"].contains(url.pathExtension) {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            onDisk[relative] = try Data(contentsOf: url)
        }
    }
    var problems: [String] = []
    for (path, source) in embedded {
        guard let data = onDisk.removeValue(forKey: path) else {
            problems.append("\(target)/JS/\(path) is embedded but not on disk")
            continue
        }
        if Data(source.utf8) != data { problems.append("\(target)/JS/\(path) differs from its embedded text") }
    }
    for path in onDisk.keys.sorted() { problems.append("\(target)/JS/\(path) is on disk but not embedded") }
    return problems
}
