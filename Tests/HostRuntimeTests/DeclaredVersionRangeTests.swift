import Testing
@testable import HostRuntime

/// package.json ranges against the simulated release lines. The expected answers are
/// node-semver 7's (npm's own copy): `semver.intersects(range, '>=7.0.0 <10.0.0')` and so on.
@Suite struct DeclaredVersionRangeTests {
    static let lines: [String: SimulatedVersions] = [
        "7-9": SimulatedVersions(.majors(7...9), source: ""),
        "zero29": SimulatedVersions(.zeroMinorsFrom(29), source: ""),
        "5": SimulatedVersions(.majors(5...5), source: ""),
        "22-23": SimulatedVersions(.majors(22...23), source: ""),
        "zero18-28": SimulatedVersions(.zeroMinors(18...28), source: ""),
        "55-57": SimulatedVersions(.majors(55...57), source: ""),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        let range: String, line: String, intersects: Bool
        var testDescription: String { "\(range) vs \(line)" }
    }

    static let nodeSemver: [Case] = [
        ("^5.7.0", "7-9", false), ("^9.1.8", "7-9", true), ("~7.8.0", "7-9", true), (">=5", "7-9", true), ("<7", "7-9", false),
        ("<=7", "7-9", true), (">9.1.8", "7-9", true), ("10.x", "7-9", false), ("8.x || 10.x", "7-9", true),
        ("5.0.0 - 6.9", "7-9", false), ("5.0.0 - 7", "7-9", true), ("*", "7-9", true), ("9", "7-9", true),
        (">=10 <11", "7-9", false), ("^0.28.19", "zero29", false), ("~0.29.1", "zero29", true), ("^0.31.2", "zero29", true),
        ("0.x", "zero29", true), ("^1.0.0", "zero29", false), (">=0.28 <0.29", "zero29", false), ("^4.3.5", "5", false),
        ("5.1.0", "5", true), ("^18.9.0", "22-23", false), (">= 22.1", "22-23", true), ("^23.7.0-beta.1", "22-23", true),
        (">9", "7-9", false), (">9.0", "7-9", true), ("<=6.9.9", "7-9", false), ("=9.0.0", "7-9", true), ("v8.0.0", "7-9", true),
        ("~9", "7-9", true), ("^0.0.3", "zero29", false), ("^0", "zero29", true),
        ("~0.27.6", "zero18-28", true), ("^0.28.19", "zero18-28", true), ("^0.29.0", "zero18-28", false), ("~0.17.1", "zero18-28", false),
        (">=0.18.0 <0.19.0", "zero18-28", true), ("0.x", "zero18-28", true), ("^0.16.1", "zero18-28", false), ("~57.0.11", "55-57", true), ("^58.0.0", "55-57", false),
    ].map { Case(range: $0.0, line: $0.1, intersects: $0.2) }

    @Test(arguments: nodeSemver) func agreesWithNodeSemver(_ c: Case) throws {
        let range = try #require(DeclaredVersionRange(c.range))
        #expect(range.admitsAny(of: Self.lines[c.line]!) == c.intersects)
    }

    @Test func whatIsNotARangeSaysNothing() {
        for text in ["latest", "next", "npm:@notifee/react-native@^9", "file:../notifee", "workspace:*",
                     "github:invertase/notifee#v9", "https://example.com/notifee.tgz", "1.2.3.4"] {
            #expect(DeclaredVersionRange(text) == nil, "\(text)")
        }
    }
}
