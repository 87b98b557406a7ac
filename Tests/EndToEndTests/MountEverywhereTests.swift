import Foundation
import Testing

/// `check --entry` and the studio mount the app as `run` and `matrix` do (docs/surfaces.md,
/// "The app's life"): what a component registers in an effect counts.
@Suite struct MountEverywhereTests {
    static let app = JSHost.repository.appendingPathComponent("Tests/Fixtures/app-life/category-app")

    /// The app registers its category in App's useEffect: mounted, the entry registers it,
    /// so `check` finds nothing to say about the payload's categoryId.
    @Test func checkEntrySeesWhatAnEffectRegisters() throws {
        let check = try JSHost.run(["check", "payload.json", "--entry", "index.js"], in: Self.app)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "payload.json: no problems found (ios, android)\n", "\(check.stdout)")
        let json = try JSHost.run(["check", "payload.json", "--entry", "index.js", "--json"], in: Self.app)
        #expect(json.stdout == "[]\n", "\(json.stdout)")
    }

    @Test func studioTakesNoMount() throws {
        let result = try JSHost.run(["studio", "--no-mount", "no-such.js"], timeout: 20)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read script 'no-such.js'"), "\(result.stderr)")
    }
}
