import Foundation

/// A span of the device's life as users write it (`--until 7d`, `simulate.advance('1d')`):
/// one or more `<number><unit>` parts, units `ms`, `s`, `m` (minutes), `h`, `d`, `w`
/// (`1d12h`, `90m`, `1.5h`).
public enum LifeDuration {
    static let units: [(String, Double)] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000), ("d", 86_400_000), ("w", 604_800_000)]

    /// Milliseconds, or nil when `text` is not such a duration.
    public static func milliseconds(_ text: String) -> Double? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        guard !rest.isEmpty else { return nil }
        var total = 0.0
        while !rest.isEmpty {
            let number = rest.prefix { $0.isNumber || $0 == "." }
            guard !number.isEmpty, let value = Double(number) else { return nil }
            rest = rest.dropFirst(number.count)
            let unitText = rest.prefix { $0.isLetter }
            guard let unit = units.first(where: { $0.0 == unitText }) else { return nil }
            rest = rest.dropFirst(unitText.count)
            total += value * unit.1
        }
        return total.isFinite ? total : nil
    }

    /// What a duration looks like, for error messages.
    public static let expected = "a duration such as 30s, 90m, 12h, 7d, 2w or 1d12h (units ms, s, m, h, d, w)"
}
