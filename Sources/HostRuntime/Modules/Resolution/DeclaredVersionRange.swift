import Foundation

/// A version range as package.json declares a dependency (`^9.1.8`, `~0.29.0`, `>=7 <10`,
/// `8.x || 9.x`, `1.2.3 - 2`), read as npm's node-semver reads it (its `range.js` desugars
/// `^`, `~`, x-ranges and hyphens into comparators), only as far as the simulated release
/// lines need: the versions it admits, as intervals. Prerelease tags are ignored. A
/// specifier that is not a range (`npm:…`, `file:…`, a git URL, `workspace:*`, a dist-tag
/// such as `latest`) is nil: nothing is said about it.
struct DeclaredVersionRange: Equatable {
    struct Version: Comparable, Equatable {
        var major: Int, minor: Int, patch: Int
        static func < (a: Version, b: Version) -> Bool {
            (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
        }
    }

    /// Half-open [lower, upper) intervals, one per `||` alternative; upper nil is unbounded.
    struct Interval: Equatable {
        var lower: Version
        var upper: Version?
        func overlaps(_ other: Interval) -> Bool {
            (other.upper.map { lower < $0 } ?? true) && (upper.map { other.lower < $0 } ?? true)
        }
    }

    let intervals: [Interval]

    init?(_ text: String) {
        var intervals: [Interval] = []
        for alternative in text.components(separatedBy: "||") {
            guard let interval = Self.interval(of: alternative.trimmingCharacters(in: .whitespaces)) else { return nil }
            if let interval { intervals.append(interval) }
        }
        self.intervals = intervals
    }

    /// Whether some version the range admits is one of `simulated`'s releases.
    func admitsAny(of simulated: SimulatedVersions) -> Bool {
        simulated.lines.contains { admits($0) }
    }

    /// Whether some version the range admits is on `line`.
    func admits(_ line: SimulatedVersions.Line) -> Bool {
        let interval: Interval
        switch line.versions {
        case .majors(let range):
            interval = Interval(lower: Version(major: range.lowerBound, minor: 0, patch: 0),
                                upper: Version(major: range.upperBound + 1, minor: 0, patch: 0))
        case .zeroMinors(let range):
            interval = Interval(lower: Version(major: 0, minor: range.lowerBound, patch: 0),
                                upper: Version(major: 0, minor: range.upperBound + 1, patch: 0))
        case .zeroMinorsFrom(let minor):
            interval = Interval(lower: Version(major: 0, minor: minor, patch: 0), upper: Version(major: 1, minor: 0, patch: 0))
        }
        return intervals.contains { $0.overlaps(interval) }
    }

    private static let zero = Version(major: 0, minor: 0, patch: 0)

    /// One alternative: nil when it is not a range; `.some(nil)` when it admits nothing
    /// (`>=3 <2`).
    private static func interval(of alternative: String) -> Interval?? {
        var tokens = alternative.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        // `1.2.3 - 2.3`: inclusive at both ends.
        if tokens.count == 3, tokens[1] == "-" { tokens = [">=" + tokens[0], "<=" + tokens[2]] }
        // node-semver allows a space between an operator and its version (`>= 1.2`).
        var joined: [String] = []
        for token in tokens {
            if let last = joined.last, ["<", ">", "<=", ">=", "=", "^", "~", "~>"].contains(last) { joined[joined.count - 1] = last + token }
            else { joined.append(token) }
        }
        var result = Interval(lower: zero, upper: nil)
        for token in joined.isEmpty ? ["*"] : joined {
            guard let bound = comparator(token) else { return nil }
            if bound.lower > result.lower { result.lower = bound.lower }
            if let upper = bound.upper, result.upper.map({ upper < $0 }) ?? true { result.upper = upper }
        }
        if let upper = result.upper, !(result.lower < upper) { return .some(nil) }
        return .some(result)
    }

    /// The versions one comparator (`^1.2`, `>=3.0.0`, `2.x`) admits.
    private static func comparator(_ token: String) -> Interval? {
        var rest = Substring(token)
        var op = ""
        for candidate in [">=", "<=", "~>", ">", "<", "=", "^", "~"] where rest.hasPrefix(candidate) {
            op = candidate == "~>" ? "~" : candidate
            rest = rest.dropFirst(candidate.count)
            break
        }
        if rest.hasPrefix("v") || rest.hasPrefix("=") { rest = rest.dropFirst() }
        // Prerelease and build tags do not move the bounds the release lines need.
        if let tag = rest.firstIndex(where: { $0 == "-" || $0 == "+" }) { rest = rest[..<tag] }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for part in parts {
            if part == "x" || part == "X" || part == "*" { break }
            guard let number = Int(part), number >= 0 else { return nil }
            numbers.append(number)
        }
        guard parts.count <= 3 else { return nil }
        let n = numbers.count
        let major = n > 0 ? numbers[0] : 0, minor = n > 1 ? numbers[1] : 0, patch = n > 2 ? numbers[2] : 0
        let base = Version(major: major, minor: minor, patch: patch)
        // The first version past the partial version (`1.2` → 1.3.0).
        let next: Version? = switch n {
        case 0: nil
        case 1: Version(major: major + 1, minor: 0, patch: 0)
        case 2: Version(major: major, minor: minor + 1, patch: 0)
        default: Version(major: major, minor: minor, patch: patch + 1)
        }
        switch op {
        case "", "=":
            return Interval(lower: base, upper: next)
        case "^":
            guard n > 0 else { return Interval(lower: zero, upper: nil) }
            if major > 0 || n == 1 { return Interval(lower: base, upper: Version(major: major + 1, minor: 0, patch: 0)) }
            if minor > 0 || n == 2 { return Interval(lower: base, upper: Version(major: 0, minor: minor + 1, patch: 0)) }
            return Interval(lower: base, upper: next)
        case "~":
            guard n > 0 else { return Interval(lower: zero, upper: nil) }
            if n == 1 { return Interval(lower: base, upper: next) }
            return Interval(lower: base, upper: Version(major: major, minor: minor + 1, patch: 0))
        case ">=":
            return Interval(lower: base, upper: nil)
        case ">":
            guard let next else { return Interval(lower: zero, upper: zero) }
            return Interval(lower: next, upper: nil)
        case "<":
            return Interval(lower: zero, upper: n == 0 ? zero : base)
        case "<=":
            return Interval(lower: zero, upper: next)
        default:
            return nil
        }
    }
}
