import Foundation
import Testing
import TestSupport

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

/// A quit app's notification shows the buttons of a category an earlier launch registered
/// in a component's effect (Dispatcher.earlierLaunchCategories): matrix's terminated rows and
/// `run --app-state quit` no longer say "category not registered", and the tap launches the
/// app with the button's identifier.
@Suite struct EarlierLaunchCategoryTests {
    static let app = JSHost.repository.appendingPathComponent("Tests/Fixtures/app-life/category-app")

    @Test func matrixTerminatedRowsShowTheKeptCategorysButton() throws {
        let matrix = try JSHost.run(["matrix", "index.js", "--push", "payload.json", "--tap", "track"], in: Self.app)
        #expect(matrix.status == 0, "\(matrix.stderr)")
        #expect(!matrix.stdout.contains("is not registered"), "\(matrix.stdout)")
        let terminated = matrix.stdout.split(separator: "\n").filter { $0.contains("terminated") }
        #expect(terminated.count == 2, "\(matrix.stdout)")
        for row in terminated {
            #expect(row.contains("[Track]  response track, openApp"), "\(row)")
            #expect(row.contains("log \"launched by track\""), "\(row)")
        }
    }

    /// The earlier launch is offline: the token the app sends its server as it launches is
    /// sent once in a quit-state run (by the launch the tap makes), not again by the earlier one.
    @Test func theEarlierLaunchSendsNothing() throws {
        let server = try LoopbackServer(script: NetworkCommandTests.script)
        defer { server.stop() }
        let source = try String(contentsOf: Self.app.appendingPathComponent("index.js"), encoding: .utf8)
            .replacingOccurrences(of: "  useEffect(() => {\n", with: "  useEffect(() => {\n    fetch('\(server.baseURL)/echo?token=1', { method: 'POST', body: 'token' });\n")
        let f = try TemporaryFolder(["index.js": source,
                                     "package.json": try String(contentsOf: Self.app.appendingPathComponent("package.json"), encoding: .utf8),
                                     "payload.json": try String(contentsOf: Self.app.appendingPathComponent("payload.json"), encoding: .utf8),
                                     "stats.mjs": "const s = await (await fetch('\(server.baseURL)/__stats')).json();\n"
                                        + "console.log('token posts', s.requests.filter(r => r.path.startsWith('/echo')).length);\n"])
        let run = try JSHost.run(["run", "index.js", "--push", "payload.json", "--tap", "track", "--app-state", "quit",
                                  "--allow-net=127.0.0.1:\(server.port)"], in: f.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(": [Track → track (foreground)]"), "the earlier launch's category: \(run.stdout)")
        let stats = try JSHost.run(["run", "stats.mjs", "--allow-net=127.0.0.1:\(server.port)"], in: f.url)
        #expect(stats.stdout.contains("token posts 1\n"), "\(stats.stdout)\(stats.stderr)")
    }

    @Test func runFromQuitShowsTheButtonAndTheTapLaunchesTheApp() throws {
        for platform in ["ios", "android"] {
            let run = try JSHost.run(["run", "index.js", "--push", "payload.json", "--tap", "track", "--app-state", "quit", "--platform", platform],
                                     in: Self.app)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("category order") && run.stdout.contains(": [Track → track (foreground)]"), "\(run.stdout)")
            #expect(run.stdout.contains("launched by track"), "\(run.stdout)")
            #expect(!run.stdout.contains("is not registered"), "\(run.stdout)")
        }
    }
}
