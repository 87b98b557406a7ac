import JSONSyntax
import Notifications

extension Explanation {
    /// `run --explain --json`'s line for this reason (`jshost mcp`'s `run` lists the same):
    /// `{"explains": seq, "subject", "notification", "rule", "library", "text", "source"}`.
    package var jsonValue: JSONValue {
        var o = JSONObject()
        o.append("explains", .number(Double(seq)))
        o.append("subject", .string(subject.rawValue))
        if let notification { o.append("notification", .string(notification)) }
        o.append("rule", .string(rule.id))
        o.append("library", .string(rule.library))
        o.append("text", .string(rule.text))
        o.append("source", .string(rule.source))
        return .object(o)
    }
}
