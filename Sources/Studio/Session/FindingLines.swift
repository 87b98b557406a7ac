import Foundation

/// The line of a finding in the editor's text: a syntax error's own line, else the line of
/// the key its JSON path (`$.aps.alert.title`) names, found key by key down the text.
enum FindingLines {
    static func line(of path: String, in text: String) -> Int? {
        let keys = path.split(separator: ".").dropFirst().map { $0.split(separator: "[").first.map(String.init) ?? "" }.filter { !$0.isEmpty }
        guard !keys.isEmpty else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var from = 0, found: Int?
        for key in keys {
            let quoted = "\"\(key)\""
            guard let index = lines[from...].firstIndex(where: { $0.contains(quoted) }) else { break }
            found = index + 1
            from = index
        }
        return found
    }
}
