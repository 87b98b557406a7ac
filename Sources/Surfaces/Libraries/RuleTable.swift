import Notifications

/// Every rule jshost explains with, the dispatcher's and each library surface's, and the
/// table of them in docs/notifications.md ("Rules by library"), which a test compares
/// with `markdown` so the page and the code cannot drift apart.
public enum RuleTable {
    /// The notifications core's rules (the dispatcher's, and OneSignal's showing of data-only
    /// messages, which the core's OneSignal payload reading applies, so it stays there), the
    /// foreground table's, then each library's from its descriptor, in `LibraryDescriptor.all`'s order.
    public static let all: [Rule] = Rule.dispatcherRules + [Rule.oneSignalShowsData]
        + ForegroundRule.allCases.map(\.explanation)
        + LibraryDescriptor.all.flatMap(\.rules)

    /// The rules as a Markdown table, grouped by library in the order above.
    public static var markdown: String {
        var out = "| library | rule | what happens | source |\n|---|---|---|---|\n"
        for rule in all {
            out += "| \(rule.library) | `\(rule.id)` | \(escape(rule.text)) | \(escape(rule.source)) |\n"
        }
        return out
    }

    private static func escape(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
