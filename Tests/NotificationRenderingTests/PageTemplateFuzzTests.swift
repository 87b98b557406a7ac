import Foundation
@testable import NotificationRendering
import Testing
import TestSupport

/// A bounded, seeded fuzzer of the page template filler (`PageTemplate.fill`): random
/// templates and values built from slot-like pieces, checked against a second filler
/// written differently (a regular expression, one pass) and against the size bound.
@Suite struct PageTemplateFuzzTests {
    static let pieces = ["{{", "}}", "{", "}", "title", "css", "content", "{{title}}", "{{css}}", "{{content}}", "{{other}}",
                         "{{ title }}", "{{}}", "<b>", "&amp;", "é", "😀", "x", " ", "\n", "{{content", "content}}", "{{{content}}}"]

    static func text(_ random: inout SplitMix, count: Int) -> String {
        (0..<Int.random(in: 0...count, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// The oracle: every `{{name}}` (letters, digits, `_`) whose name is a key, replaced in one
    /// left-to-right pass of a regular expression.
    static func oracle(_ template: String, _ values: [String: String]) -> String {
        let regex = try! NSRegularExpression(pattern: #"\{\{([A-Za-z0-9_]{1,64})\}\}"#)
        let ns = template as NSString
        var out = "", last = 0
        for match in regex.matches(in: template, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: match.range(at: 1))
            guard let value = values[name] else { continue }
            out += ns.substring(with: NSRange(location: last, length: match.range.location - last)) + value
            last = match.range.location + match.range.length
        }
        return out + ns.substring(from: last)
    }

    @Test func twentyThousandRandomTemplatesFillAsTheOracleDoesAndStayBounded() {
        var random = SplitMix(seed: 0x6A73_686F_7374)
        var filled = 0, slotsFound = 0
        for _ in 0..<20_000 {
            let template = Self.text(&random, count: 12)
            let values = ["title": Self.text(&random, count: 6), "css": Self.text(&random, count: 3), "content": Self.text(&random, count: 8)]
            let result = PageTemplate.fill(template, values)
            let expected = Self.oracle(template, values)
            #expect(result == expected, "template \(template.debugDescription)")
            if result != expected { return }
            // Each slot adds its value once: never more than the template plus, per slot
            // occurrence, the longest value.
            let occurrences = template.components(separatedBy: "{{").count - 1
            let longest = values.values.map(\.utf8.count).max() ?? 0
            #expect(result.utf8.count <= template.utf8.count + occurrences * longest)
            filled += 1
            slotsFound += occurrences
        }
        #expect(filled == 20_000)
        print("PageTemplate fuzz: \(filled) templates, \(slotsFound) slot openings, 0 differences")
    }

    /// The probe's figures: a title of `{{content}}` repeated (22 KB and 66 KB of payload)
    /// gives a page that grows with the payload, not with its square.
    @Test(arguments: [2_000, 6_000])
    func aTitleOfContentSlotsGivesALinearPage(_ repeats: Int) {
        let title = String(repeating: "{{content}}", count: repeats)
        let content = "<section>" + title + "</section>"
        let page = NotificationRenderer.page(title: title, css: "", content: content)
        #expect(page.utf8.count < 3 * (title.utf8.count + content.utf8.count) + 4_096, "\(page.utf8.count) bytes")
    }
}
