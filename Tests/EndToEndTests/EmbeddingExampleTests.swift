import Foundation
import JSHostKit
import Notifications
import Testing

/// docs/embedding.md's example, Examples/embedding/main.swift: the document shows that
/// file as it is, and the program built from it (the `EmbeddingExample` target) prints
/// Examples/embedding/expected-output.txt. Scripts/check-embedding.sh type-checks the
/// same file as another package sees the libraries (public API only).
@Suite struct EmbeddingExampleTests {
    static let folder = JSHost.repository.appendingPathComponent("Examples/embedding")

    @Test func theDocumentShowsTheExampleAsItIs() throws {
        let document = try String(contentsOf: JSHost.repository.appendingPathComponent("docs/embedding.md"), encoding: .utf8)
        let source = try String(contentsOf: Self.folder.appendingPathComponent("main.swift"), encoding: .utf8)
        let blocks = document.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```\n")[0] }
        #expect(blocks.contains(source), "docs/embedding.md must show Examples/embedding/main.swift verbatim in a ```swift block")
    }

    @Test func theExampleRunsTheChatAppFromSwift() throws {
        let program = try Self.program()
        let process = Process()
        process.executableURL = program
        process.currentDirectoryURL = Self.folder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("expected-output.txt"), encoding: .utf8)
        #expect(process.terminationStatus == 0)
        #expect(printed == expected)
    }

    /// The policy an embedder needs lives in the library: a device allows its configured
    /// Salesforce instance (host and port) without any net permission, and nothing else.
    @Test func theConfiguredOrgIsReachableWithoutANetPermission() throws {
        let org = try SalesforceConfiguration(instanceURL: "https://acme.my.salesforce.com", accessToken: "T0KEN", environment: [:])
        let device = try Device(options: DeviceOptions(salesforce: SalesforceSettings(configuration: org)), sink: CollectingSink())
        let permissions = device.runtime.options.permissions
        #expect(permissions.allowsNet(host: "acme.my.salesforce.com", port: 443))
        #expect(!permissions.allowsNet(host: "acme.my.salesforce.com", port: 8443))
        #expect(!permissions.allowsNet(host: "example.com", port: 443))
        let unconfigured = try Device(options: DeviceOptions(), sink: CollectingSink())
        #expect(!unconfigured.runtime.options.permissions.allowsNet(host: "acme.my.salesforce.com", port: 443))
    }

    /// The `EmbeddingExample` built beside this test bundle (or beside `jshost`).
    static func program() throws -> URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        for start in [exe.deletingLastPathComponent(), JSHost.binary.deletingLastPathComponent()] {
            var directory = start
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("EmbeddingExample")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw EmbeddingExampleError.notBuilt
    }

    enum EmbeddingExampleError: Error, CustomStringConvertible {
        case notBuilt
        var description: String { "EmbeddingExample is not built: run `swift build --build-tests` first" }
    }
}
