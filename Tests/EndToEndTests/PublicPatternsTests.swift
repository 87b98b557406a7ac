import Foundation
import Testing

/// Patterns met when running public apps' notification code and Jest tests with jshost
/// (docs/testing.md, "Jest compatibility"). Each project in `Tests/Fixtures/public-patterns/`
/// is written in the style of the app where the pattern turned up (never its code), and
/// `expected-outcomes.json` holds what real Jest 29 gave each test (recorded with
/// `Scripts/jest-conformance.py record public-patterns`), so CI needs no Jest.
@Suite struct PublicPatternsTests {
    static let corpus = JSHost.repository.appendingPathComponent("Tests/Fixtures/public-patterns")

    /// expo-service: a service that swallows the library's errors, tested with
    /// `resolves.not.toThrow()` on a promise of `undefined`, as Jest's fromPromise toThrow allows.
    /// wallet-nested-mocks: manual mocks of packages in `frontend/__mocks__` (not at the root),
    /// one as `NAME/index.js`, used without a jest.mock call, as jest-haste-map finds them.
    /// reminders-testmatch: `testMatch: ['**/__tests__/**/*.(test|spec).(ts|tsx|js)']`, a bare
    /// group of alternatives that picomatch keeps as a regex group.
    /// globals-import-hoist: `import { jest } from '@jest/globals'` used inside a jest.mock
    /// factory (babel-plugin-jest-hoist lets that one import through, not `expect`).
    @Test(arguments: ["expo-service", "wallet-nested-mocks", "reminders-testmatch", "globals-import-hoist"])
    func everyOutcomeMatchesRealJest(project: String) throws {
        try JestModuleSemanticsTests.expectRealJestOutcomes(in: Self.corpus, project: project, atLeast: 3)
    }

    /// An Expo app's service that needs a package jshost does not simulate (expo-device) and
    /// resolves through tsconfig paths and platform files: `matrix` takes the same app module
    /// options as `run`, and each case resolves its modules for its own platform.
    @Test func matrixLoadsTheAppAsRunDoes() throws {
        let app = Self.corpus.appendingPathComponent("apps/expo-reminders")
        let result = try JSHost.run(["matrix", "index.ts", "--push", "payload.json", "--tap", "snooze_10min",
                                     "--map", "expo-device=stand-ins/expo-device.js", "--json"], in: app, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
        #expect(rows.count == 6)
        for row in rows {
            let platform = try #require(row["platform"] as? String)
            let display = try #require(row["display"] as? [String: Any], "\(row)")
            let titles = (display["actions"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
            // snoozeLabel.ios.ts / snoozeLabel.android.ts, picked per case as Metro picks them.
            #expect(titles == ["Done", platform == "ios" ? "Snooze 10 min" : "SNOOZE"], "\(row)")
        }
        // The response listener is async; Expo ignores what listeners return, so the handler
        // effect carries no value (it showed `→ [null]`, the array of the listeners' promises).
        let run = try JSHost.run(["run", "index.ts", "--push", "payload.json", "--tap", "complete",
                                  "--map", "expo-device=stand-ins/expo-device.js", "--json"], in: app, timeout: 120)
        // (In the background, the default, the foreground handler is not asked: the one handler
        // effect is the response listener's.)
        let handlers = run.stdout.split(separator: "\n").filter { $0.contains("\"kind\":\"handler\"") }
        #expect(handlers.count == 1 && !handlers[0].contains("\"result\""), "\(run.stdout)")
        #expect(run.stdout.contains("[reminders] completed r-42"), "\(run.stdout)")
        // Without the app's stand-in, jshost's own expo-device answers (a phone: isDevice true),
        // so the entry loads on every row.
        let builtIn = try JSHost.run(["matrix", "index.ts", "--push", "payload.json", "--json"], in: app, timeout: 120)
        #expect(builtIn.status == 0, "\(builtIn.stderr)")
        #expect(!builtIn.stderr.contains("did not load"), "\(builtIn.stderr)")
        let jsonRows = try #require(try JSONSerialization.jsonObject(with: Data(builtIn.stdout.utf8)) as? [[String: Any]])
        #expect(jsonRows.count == 6 && jsonRows.allSatisfy { ($0["loadErrors"] as? [Any] ?? []).isEmpty }, "\(builtIn.stdout)")
    }

    /// Notifee's documented Jest setup (`jest.mock('@notifee/react-native', () =>
    /// require('@notifee/react-native/jest-mock'))`) in a setup file, as a support-inbox app has
    /// it: the package's own mock is built in beside the package, with its fixtures and enums.
    /// (Real Jest cannot run this without the package installed, so the outcomes are jshost's.)
    @Test func notifeesOwnJestMockStandsInForThePackage() throws {
        let project = Self.corpus.appendingPathComponent("jshost-only/notifee-jest-mock")
        let result = try JSHost.run(["test", "--ci"], in: project, timeout: 120)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("3 passed, 0 failed"), "\(result.stdout)")
        // As in the package, it needs Jest's `jest`: outside a test it is a ReferenceError.
        let folder = try TemporaryFolder(["app.js": "require('@notifee/react-native/jest-mock');\n"])
        let run = try JSHost.run(["run", "app.js"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("ReferenceError") && run.stderr.contains("jest"), "\(run.stderr)")
    }
}
