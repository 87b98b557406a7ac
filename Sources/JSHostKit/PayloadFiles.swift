import Foundation
import JSONSyntax
import Notifications

/// The project's payload files: JSON files under the project root whose shape is a push
/// payload's (`PayloadDecoder.detect`, the same test `run --push` uses to pick a format).
public enum PayloadFiles {
    /// At most this many files, this deep, this large: a studio lists a project's fixtures,
    /// not a data folder.
    public static let limit = 200, maximumDepth = 8, maximumBytes = 256 * 1024
    /// Folders never searched: installed packages, build output, version control.
    public static let skipped: Set<String> = ["node_modules", "Pods", "build", "dist", "android", "ios", "coverage"]

    /// Paths relative to `root`, sorted.
    public static func find(under root: String) -> [String] {
        var found: [String] = []
        search(root, relative: "", depth: 0, into: &found)
        return found.sorted()
    }

    private static func search(_ directory: String, relative: String, depth: Int, into found: inout [String]) {
        guard depth <= maximumDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names.sorted() where !name.hasPrefix(".") && found.count < limit {
            let path = directory + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if !skipped.contains(name) { search(path, relative: rel, depth: depth + 1, into: &found) }
            } else if name.hasSuffix(".json"), isPayload(path) {
                found.append(rel)
            }
        }
    }

    public static func isPayload(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, size <= maximumBytes,
              let data = FileManager.default.contents(atPath: path),
              case let .object(top)? = try? JSONParser.parse([UInt8](data)) else { return false }
        return PayloadDecoder.detect(top) != nil
    }
}
