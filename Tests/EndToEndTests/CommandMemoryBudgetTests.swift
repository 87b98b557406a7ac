import Foundation
import Testing

/// Every command that runs app code has `run`'s memory budget: `--max-memory MB`, 1024 by
/// default (docs/cli.md). An app that allocates without end is stopped near the budget.
@Suite(.serialized) struct CommandMemoryBudgetTests {
    static let hog = "const keep = [];\nfor (;;) keep.push(new Array(1 << 16).fill(keep.length + 0.5));\n"
    static let payload = #"{"aps":{"alert":{"title":"A","body":"b"}}}"#

    func project() throws -> TemporaryFolder {
        try TemporaryFolder(["package.json": #"{"name": "hog"}"#, "hog.js": Self.hog, "p.json": Self.payload])
    }

    @Test(arguments: [
        ["matrix", "hog.js", "--push", "p.json", "--timeout", "60"],
        ["check", "p.json", "--entry", "hog.js", "--timeout", "60"],
        ["categories", "hog.js"],
    ])
    func theBudgetStopsAnAppThatAllocatesWithoutEnd(_ command: [String]) throws {
        let f = try project()
        let result = try JSHost.run(command + ["--max-memory", "200"], in: f.url)
        #expect(result.stderr.contains("over the --max-memory budget of 200 MB"), "\(result.stderr)")
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    }

    @Test func theDefaultBudgetIsRuns() throws {
        let f = try project()
        // `check` takes a CPU budget to raise (`categories` has only the default 2 s): on a busy
        // machine the page faults of allocating 1 GB can use more than 2 s of CPU time, and the
        // memory budget is what this test is about.
        let result = try JSHost.run(["check", "p.json", "--entry", "hog.js", "--timeout", "60"], in: f.url)
        #expect(result.stderr.contains("over the --max-memory budget of 1024 MB"), "\(result.stderr)")
        for command in ["matrix", "check", "categories"] {
            let help = try JSHost.run(["help", command])
            #expect(help.stdout.contains("--max-memory MB"), "\(command): \(help.stdout)")
            #expect(help.stdout.contains("(default 1024)"), "\(command): \(help.stdout)")
        }
    }
}
