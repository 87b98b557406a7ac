import Foundation

/// Fills a page template's `{{name}}` slots in one pass: the template is scanned once, each
/// slot is replaced by its value, and a value is never scanned again, so a value holding
/// `{{content}}` (a notification title, a payload) is text in the page, not another slot.
/// The page is at most the template plus each slot's value once per slot occurrence.
public enum PageTemplate {
    /// `template` with every `{{name}}` whose name is in `values` replaced; other `{{…}}`
    /// are kept as they are.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        let bytes = Array(template.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + values.values.reduce(0) { $0 + $1.utf8.count })
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "{"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "{"),
               let close = closing(bytes, from: i + 2) {
                let name = String(decoding: bytes[(i + 2)..<close], as: UTF8.self)
                if let value = values[name] {
                    out.append(contentsOf: value.utf8)
                    i = close + 2
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The index of the `}}` ending a slot name that starts at `start` (names are letters,
    /// digits and `_`, at most 64 of them).
    private static func closing(_ bytes: [UInt8], from start: Int) -> Int? {
        var j = start
        while j < bytes.count, j - start <= 64 {
            let b = bytes[j]
            if b == UInt8(ascii: "}") { return j > start && j + 1 < bytes.count && bytes[j + 1] == UInt8(ascii: "}") ? j : nil }
            guard (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") else { return nil }
            j += 1
        }
        return nil
    }
}
