import Foundation

/// A glob as Jest's `testMatch` uses them (micromatch's syntax): `**` (any folders),
/// `*`, `?`, `[…]` (`[!…]` negated), `{a,b}`, and the extglobs `?(…)`, `*(…)`, `+(…)`,
/// `@(…)`, `!(…)` and bare groups `(…)`, with `|` between alternatives. Matches whole paths
/// (`/` separated).
package struct Glob: Sendable {
    package let pattern: String
    private let regex: NSRegularExpression

    package init(_ pattern: String) throws {
        self.pattern = pattern
        var chars = Array(pattern)
        var index = 0
        let body = Self.translate(&chars, &index, until: nil)
        regex = try NSRegularExpression(pattern: "^" + body + "$")
    }

    package func matches(_ path: String) -> Bool {
        regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    /// Translates from `index` up to the `)` closing an extglob (when `until` is `)`),
    /// with `|` between alternatives there.
    private static func translate(_ chars: inout [Character], _ index: inout Int, until close: Character?) -> String {
        var out = ""
        var braces = 0
        while index < chars.count {
            let c = chars[index]
            if let close, c == close { index += 1; return out }
            if c == "|", close != nil { out += "|"; index += 1; continue }
            let next: Character? = index + 1 < chars.count ? chars[index + 1] : nil
            if "?*+@!".contains(c), next == "(" {
                index += 2
                let inner = translate(&chars, &index, until: ")")
                switch c {
                case "?": out += "(?:\(inner))?"
                case "*": out += "(?:\(inner))*"
                case "+": out += "(?:\(inner))+"
                case "@": out += "(?:\(inner))"
                default: out += "(?:(?!(?:\(inner))$)[^/]*)"
                }
                continue
            }
            // A bare group, `*.(test|spec).(ts|js)`: picomatch keeps it as a regex group of
            // alternatives (an unclosed one stays a literal parenthesis).
            if c == "(", chars[(index + 1)...].contains(")") {
                index += 1
                out += "(?:" + translate(&chars, &index, until: ")") + ")"
                continue
            }
            switch c {
            case "*":
                if next == "*" {
                    // `**/` is any number of folders; a trailing `/**` anything below.
                    let afterStars: Character? = index + 2 < chars.count ? chars[index + 2] : nil
                    if afterStars == "/" { out += "(?:[^/]*/)*"; index += 3 } else { out += ".*"; index += 2 }
                } else {
                    out += "[^/]*"
                    index += 1
                }
            case "?": out += "[^/]"; index += 1
            case "[":
                if let end = chars[(index + 1)...].firstIndex(of: "]"), end > index + 1 {
                    var set = String(chars[(index + 1)..<end])
                    if set.hasPrefix("!") { set = "^" + set.dropFirst() }
                    out += "[" + set.replacingOccurrences(of: "\\", with: "\\\\") + "]"
                    index = end + 1
                } else {
                    out += "\\["
                    index += 1
                }
            case "{": out += "(?:"; braces += 1; index += 1
            case "}" where braces > 0: out += ")"; braces -= 1; index += 1
            case "," where braces > 0: out += "|"; index += 1
            default:
                out += NSRegularExpression.escapedPattern(for: String(c))
                index += 1
            }
        }
        return out
    }
}
