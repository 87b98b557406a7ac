import Foundation
import Testing
import Notifications
@testable import Surfaces

/// docs/notifications.md's "Rules by library" is `RuleTable.markdown`: the page cannot say
/// what the code does not. `JSHOST_UPDATE_RULE_TABLE=1` rewrites the page's table.
@Suite struct RuleTableTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/notifications.md")
    static let begin = "<!-- rules:begin -->\n", end = "<!-- rules:end -->"

    @Test func docsTableIsTheCodesRules() throws {
        var text = try String(contentsOf: Self.page, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin)), stop = try #require(text.range(of: Self.end))
        let documented = String(text[start.upperBound..<stop.lowerBound])
        if documented != RuleTable.markdown, ProcessInfo.processInfo.environment["JSHOST_UPDATE_RULE_TABLE"] == "1" {
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: RuleTable.markdown)
            try text.write(to: Self.page, atomically: true, encoding: .utf8)
            return
        }
        #expect(documented == RuleTable.markdown, "docs/notifications.md's rule table differs from the code; run with JSHOST_UPDATE_RULE_TABLE=1")
    }

    @Test func everyRuleHasAUniqueIdAndASource() {
        let ids = RuleTable.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in RuleTable.all {
            #expect(!rule.source.isEmpty && !rule.text.isEmpty && !rule.library.isEmpty, "\(rule.id)")
            #expect(!rule.text.contains("\n"), "\(rule.id)")
        }
    }
}
