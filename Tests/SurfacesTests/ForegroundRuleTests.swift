import Foundation
@testable import Surfaces
import Testing

/// The foreground rules the surfaces decide with are the table docs/surfaces.md shows
/// ("Foreground presentation: each library's rule"), row for row.
@Suite struct ForegroundRuleTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/surfaces.md")

    @Test(arguments: ForegroundRule.allCases) func theDocsTableHasTheRule(_ rule: ForegroundRule) throws {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        let row = "| \(rule.library) | \(rule.rule) | \(rule.source) |"
        #expect(text.split(separator: "\n").contains { $0 == row }, "docs/surfaces.md lacks the row \(row)")
    }

    @Test func presentationOptionsShowOnlyWithAnAlertKind() {
        #expect(ForegroundRule.presents(["badge", "sound", "list"]))
        #expect(ForegroundRule.presents(["alert"]))
        #expect(!ForegroundRule.presents(["badge", "sound"]))
        #expect(!ForegroundRule.presents([]))
        // Capacitor's local-notifications handler knows no "alert".
        #expect(!ForegroundRule.presents(["alert"], accepted: ["banner", "list"]))
    }
}
