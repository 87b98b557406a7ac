import Foundation
import JSONSyntax
import Notifications
import ProjectGate

/// The project's payload files: JSON files under the project root whose shape is a push
/// payload's (`PayloadDecoder.detect`, the same test `run --push` uses to pick a format).
package enum PayloadFiles {
    /// At most this many files, this deep, this large: a studio lists a project's fixtures,
    /// not a data folder.
    package static let limit = 200, maximumDepth = 8, maximumBytes = 256 * 1024
    /// Folders never searched: installed packages, build output, version control.
    package static let skipped: Set<String> = ["node_modules", "Pods", "build", "dist", "android", "ios", "coverage"]

    /// At most this many folders are looked into (a deep tree, or one made of links, ends
    /// the listing rather than holding the studio up).
    package static let maximumFolders = 5_000

    /// Paths relative to `root`, sorted, read through a gate rooted at `root` that grants
    /// nothing outside it (the agent interface's listing).
    package static func find(under root: String) -> [String] {
        find(under: root, files: ProjectFiles(root: root)).map(\.file)
    }

    /// Each payload file under `root` (relative path, sorted) and its text, read through the
    /// project's gate: a link leading out of the project is not followed, a link loop or two
    /// links to one folder are entered once, FIFOs and devices are never opened.
    package static func find(under root: String, files: ProjectFiles) -> [(file: String, text: String)] {
        let candidates = files.files(below: root, limit: 5_000, maximumDepth: maximumDepth, maximumFolders: maximumFolders,
                                     skipping: skipped) { $0.hasSuffix(".json") }
        var found: [(file: String, text: String)] = []
        for file in candidates where found.count < limit {
            guard let text = try? files.text(file, relativeTo: root, limit: maximumBytes), isPayload(text) else { continue }
            found.append((file, text))
        }
        return found
    }

    package static func isPayload(_ text: String) -> Bool {
        guard case let .object(top)? = try? JSONParser.parse(text) else { return false }
        return PayloadDecoder.detect(top) != nil
    }
}
