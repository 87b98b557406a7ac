import Foundation

/// The shapes a secret (an access token) takes when a script re-encodes it before
/// printing it, so that redaction catches those too: percent-encoded (`!` as `%21` or
/// `%2a`, upper- or lower-case hex), base64 and base64url at any alignment inside a
/// longer encoded text, and spelt out with whitespace between its characters. A copy
/// cut in pieces printed apart (or one encrypted) is not recognisable and stays a
/// script's choice: scripts get a token only when the user grants it
/// (docs/salesforce.md).
public enum SecretForms {
    /// Secrets shorter than this get only their literal form replaced: the derived forms
    /// of a short string would match ordinary text.
    public static let minimumLength = 8

    /// The literal strings to replace for `secret`, longest first, the secret itself included.
    public static func literals(of secret: String) -> [String] {
        guard secret.utf8.count >= minimumLength else { return secret.isEmpty ? [] : [secret] }
        var forms: Set<String> = [secret]
        let bytes = Array(secret.utf8)
        // What common encoders leave as it is besides letters and digits: nothing (a
        // hand-written encoder), RFC 3986's unreserved characters, encodeURIComponent's
        // and `escape`'s; with upper- or lower-case hex digits.
        let kept: [Set<UInt8>] = [[], Set("-_.~".utf8), Set("-_.!~*'()".utf8), Set("@*_+-./".utf8)]
        for upper in [true, false] {
            for extra in kept { forms.insert(percentEncoded(bytes, upper: upper) { $0.isLetterOrDigit || extra.contains($0) }) }
        }
        for alignment in 0..<3 {
            // base64 of the secret after `alignment` other bytes: the groups of four that
            // hold only the secret's bytes (not the first one, which holds bytes before it
            // when `alignment` > 0, nor a last partial one) are the same whatever surrounds it.
            let encoded = (Data(repeating: 0, count: alignment) + Data(bytes)).base64EncodedString()
            let skip = alignment == 0 ? 0 : 4
            let usable = (alignment + bytes.count) / 3 * 4
            guard usable - skip >= minimumLength else { continue }
            let start = encoded.index(encoded.startIndex, offsetBy: skip)
            let end = encoded.index(encoded.startIndex, offsetBy: usable)
            let middle = String(encoded[start..<end])
            forms.insert(middle)
            forms.insert(String(middle.map { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 }))
        }
        return forms.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    /// A pattern matching `secret` with whitespace (or zero-width spaces) between its
    /// characters; nil for a short secret.
    public static func spacedPattern(of secret: String) -> NSRegularExpression? {
        guard secret.utf8.count >= minimumLength else { return nil }
        let parts = secret.map { NSRegularExpression.escapedPattern(for: String($0)) }
        return try? NSRegularExpression(pattern: parts.joined(separator: #"[\s\x{200B}]*"#))
    }

    private static func percentEncoded(_ bytes: [UInt8], upper: Bool, keep: (UInt8) -> Bool) -> String {
        let digits = Array((upper ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        var out: [UInt8] = []
        for byte in bytes {
            if keep(byte) { out.append(byte) } else { out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

private extension UInt8 {
    var isLetterOrDigit: Bool { (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
}
