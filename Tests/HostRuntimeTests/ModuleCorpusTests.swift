import Foundation
import Testing
@testable import HostRuntime

/// The module corpus (Tests/HostRuntimeTests/ModuleCorpus, README there):
/// every case's entry runs in a fresh runtime; stdout must equal
/// expected.txt, and error cases must fail with every expected substring.
enum ModuleCorpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ModuleCorpus")

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.count > 3 && $0.prefix(2).allSatisfy(\.isNumber) && $0.dropFirst(2).first == "-" }.sorted()
    }
}

@Test(arguments: ModuleCorpus.cases)
func moduleCorpusCase(_ name: String) throws {
    let directory = ModuleCorpus.root.appendingPathComponent(name)
    let fm = FileManager.default
    let entry = ["main.mjs", "main.js"].map { directory.appendingPathComponent($0).path }.first { fm.fileExists(atPath: $0) }
    let entryPath = try #require(entry, "case \(name) has no main.js or main.mjs")
    let expected = (try? String(contentsOf: directory.appendingPathComponent("expected.txt"), encoding: .utf8)) ?? ""

    let reporter = CollectingReporter()
    let runtime = try Runtime(options: RuntimeOptions(fakeTime: true), reporter: reporter)
    runtime.runMain(path: entryPath)
    runtime.run()

    #expect(reporter.stdout == expected, "stdout of \(name)")
    let errorText = reporter.errors.map(\.description).joined(separator: "\n") + reporter.stderr
    if let substrings = try? String(contentsOf: directory.appendingPathComponent("expect-error"), encoding: .utf8) {
        #expect(!reporter.errors.isEmpty, "\(name) should fail")
        for line in substrings.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            #expect(errorText.contains(line), "\(name): error output should contain \"\(line)\"; got:\n\(errorText)")
        }
    } else {
        #expect(reporter.errors.isEmpty, "\(name) failed:\n\(errorText)")
    }
}
