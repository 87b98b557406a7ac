import Foundation
import Testing

/// Rules of the source tree that no compiler checks.
@Suite struct SourceTreeTests {
    /// Every JSON document the host reads or writes in Swift goes through JSONSyntax
    /// (docs/architecture.md, "JSON"): Foundation's JSON beside it would be a second
    /// stack with other errors, other number printing and lost key order.
    @Test func foundationJSONIsNotUsedBesideTheOneParser() throws {
        let sources = FileManager.default.enumerator(at: JSHost.repository.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        var read = 0
        while let url = sources?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            read += 1
            for name in ["JSONSerialization", "JSONDecoder", "JSONEncoder"] {
                #expect(!text.contains(name), "\(url.path) uses Foundation's \(name)")
            }
        }
        #expect(read > 100)
    }
}
