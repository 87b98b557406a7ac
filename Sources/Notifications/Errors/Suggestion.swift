import Foundation

/// "Did you mean …?" for a name the user mistyped: a flag (`--pussh`), a command (`rn`),
/// a file next to the one named, an action id. The rule is git's and cargo's: the known
/// names at the smallest edit distance (optimal string alignment: insertions, deletions,
/// substitutions and swaps of two neighbours each count 1, case ignored), offered only
/// when that distance is small for the name's length, so a name that is merely different
/// gets no suggestion.
public enum Suggestion {
    /// The known names closest to `typed`, best first (ties keep `candidates`' order),
    /// or none when no name is close. A candidate that `typed` is a prefix of (or that is a
    /// prefix of `typed`, three characters or more) counts as close too: `--ren` → `--render`.
    public static func closest(to typed: String, among candidates: [String], limit: Int = 3) -> [String] {
        let a = Array(typed.lowercased())
        guard !a.isEmpty else { return [] }
        var scored: [(name: String, distance: Int, order: Int)] = []
        var seen = Set<String>()
        for (order, candidate) in candidates.enumerated() where candidate != typed && seen.insert(candidate).inserted {
            let b = Array(candidate.lowercased())
            let distance = editDistance(a, b)
            // At most a third of the longer name, and never more than 3 (git's similarity cut-off in spirit).
            let allowed = min(3, max(1, max(a.count, b.count) / 3))
            let stripped = { (s: [Character]) in Array(s.drop(while: { $0 == "-" })) }
            let (sa, sb) = (stripped(a), stripped(b))
            let isPrefix = sa.count >= 3 && sb.count >= 3 && (sb.starts(with: sa) || sa.starts(with: sb))
            if distance <= allowed || isPrefix {
                scored.append((candidate, isPrefix && distance > allowed ? allowed + 1 : distance, order))
            }
        }
        return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(limit).map(\.name)
    }

    /// " (did you mean 'x'?)" or " (did you mean 'x' or 'y'?)", or "" when nothing is close.
    public static func hint(for typed: String, among candidates: [String], quote: String = "'") -> String {
        let names = closest(to: typed, among: candidates, limit: 2).map { quote + $0 + quote }
        guard !names.isEmpty else { return "" }
        return " (did you mean \(names.joined(separator: " or "))?)"
    }

    /// A file in `path`'s folder whose name is close to `path`'s: `payload.jsn` → `payload.json`,
    /// `pyload.json` → `payload.json`. Only that one folder is listed (no walk), at most 1,000 names.
    public static func nearbyFile(for path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let name = url.lastPathComponent
        guard let best = closest(to: name, among: Array(names.sorted().prefix(1000)), limit: 1).first else { return nil }
        let prefix = (path as NSString).deletingLastPathComponent
        return prefix.isEmpty ? best : (prefix as NSString).appendingPathComponent(best)
    }

    /// Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
