import AppProject
import Foundation
import JSHostKit
import Notifications
import Testing

/// The app's project is read once per run (docs/architecture.md, "The app's project is read
/// once"): under `strace -f -e trace=openat`, each command opens the app's package.json once,
/// however many sessions it runs (a matrix runs one per platform and app state, `jshost test`
/// one per test file). Before AppProject a matrix of the Expo first-day app opened it 194 times.
@Suite struct AppProjectReadOnceTests {
    /// How many times `jshost arguments`, run in `folder`, opened `folder`/package.json.
    func opensOfPackageJSON(_ arguments: [String], in folder: URL) throws -> Int {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-read-once-\(UUID().uuidString).trace")
        defer { try? FileManager.default.removeItem(at: trace) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = ["-f", "-qq", "-e", "trace=openat", "-o", trace.path, JSHost.binary.path] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["JSHOST_CACHE_DIR"] = folder.appendingPathComponent(".jshost-cache").path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let manifest = folder.resolvingSymlinksInPath().appendingPathComponent("package.json").path
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        return lines.filter { ($0.contains("\"\(manifest)\"") || $0.contains("\"package.json\"")) && !$0.contains("ENOENT") }.count
    }

    @Test(.enabled(if: ProjectGateStraceTests.straceWorks)) func everyCommandOpensTheAppsPackageJSONOnce() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-read-once-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: JSHost.repository.appendingPathComponent("Tests/Fixtures/first-day/expo-app"), to: copy)
        // init first: it writes jshost/ (a payload and a first test) for `test` below.
        for command in [["init"], ["run", "index.ts", "--push", "payload.json"], ["matrix", "index.ts", "--push", "payload.json"],
                        ["categories", "index.ts"], ["test", "jshost/"]] {
            let opens = try opensOfPackageJSON(command, in: copy)
            #expect(opens == 1, "jshost \(command.joined(separator: " ")) opened the app's package.json \(opens) times")
        }
    }

    /// In process, through the embedding API: two runs of the Expo app (as `matrix` makes
    /// several sessions) parse its package.json once (AppProject's counters).
    @Test func runsInOneProcessParseTheAppsPackageJSONOnce() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-parse-once-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: JSHost.repository.appendingPathComponent("Tests/Fixtures/first-day/expo-app"), to: copy)
        let manifest = copy.appendingPathComponent("package.json").path
        for platform in [Platform.ios, .android] {
            let request = SimulationRequest(script: copy.appendingPathComponent("index.ts").path, device: DeviceOptions(platform: platform),
                                            push: InputSource(copy.appendingPathComponent("payload.json").path))
            let sink = CollectingSink()
            _ = try Simulation(request: request, sink: sink).run()
            #expect(sink.kinds.contains("display"), "\(sink.kinds)")
        }
        #expect(AppProject.parses(of: manifest) == 1)
        #expect(AppProject.diskReads(of: manifest) == 1)
    }
}
