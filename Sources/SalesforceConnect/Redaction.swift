import Foundation
import Notifications

/// Removes credentials from `text` so it can be shown, logged or recorded.
///
/// What is replaced:
/// - every literal occurrence of each string in `secrets` (at least 4 characters long;
///   shorter "secrets" would mangle ordinary text and are ignored) → `***`, and of its
///   encoded copies (`SecretForms`: percent-encoded, base64, spaced out; 8 characters or more);
/// - `Bearer <anything up to whitespace or a quote>` → `Bearer ***` (any case);
/// - `access_token=…`, `"access_token": "…"`, `sid=…` → the value becomes `***`;
/// - anything shaped like a Salesforce session id (`00D…!…`) → `***`.
///
/// The function is pure and thread-safe. `SalesforceClient.redact(_:)` and
/// `SalesforceConfiguration.redact(_:)` call it with their own access token.
public func redact(_ text: String, secrets: [String] = []) -> String {
    SalesforceRedaction.redact(text, secrets: secrets)
}

/// Namespace for the redaction patterns (see `redact(_:secrets:)`).
public enum SalesforceRedaction {
    /// What a removed credential is replaced with.
    public static let mask = "***"

    /// Secrets shorter than this are not replaced literally (see `redact(_:secrets:)`).
    public static let minimumSecretLength = 4

    private static let bearer = try! NSRegularExpression(
        pattern: #"(?i)\bbearer\s+[^\s"'<>,;]+"#)
    private static let keyed = try! NSRegularExpression(
        pattern: #"(?i)(\b(?:access_token|refresh_token|sid)\b["']?\s*[:=]\s*["']?)[^\s"'&,;<>]+"#)
    private static let sessionId = try! NSRegularExpression(
        pattern: #"\b00D[A-Za-z0-9]{12,15}![A-Za-z0-9._\-]+"#)

    /// See `redact(_:secrets:)`.
    public static func redact(_ text: String, secrets: [String] = []) -> String {
        var out = text
        let usable = secrets.filter { $0.count >= minimumSecretLength }
        // Encoded copies too (percent, base64, spaced out: `SecretForms`).
        for form in usable.flatMap(SecretForms.literals(of:)).sorted(by: { $0.count > $1.count }) {
            out = out.replacingOccurrences(of: form, with: mask)
        }
        for pattern in usable.compactMap(SecretForms.spacedPattern(of:)) {
            out = replace(pattern, in: out, with: NSRegularExpression.escapedTemplate(for: mask))
        }
        out = replace(bearer, in: out, with: "Bearer \(mask)")
        out = replace(keyed, in: out, with: "$1\(mask)")
        out = replace(sessionId, in: out, with: mask)
        return out
    }

    private static func replace(_ re: NSRegularExpression, in s: String, with template: String) -> String {
        let range = NSRange(s.startIndex..<s.endIndex, in: s)
        return re.stringByReplacingMatches(in: s, options: [], range: range, withTemplate: template)
    }
}
