import Foundation
@testable import HostRuntime
import ProjectGate
import Testing
import TestSupport

/// Bounded, seeded fuzzers of the readers of a project's configuration: `.env` files
/// (`DotEnv`, what Expo's `EXPO_PUBLIC_*` come from) and the config-as-data reader
/// (`MetroProject.readAsData`, babel.config.js / .babelrc / tsconfig in a context of its own).
@Suite struct ConfigReaderFuzzTests {
    static let envPieces = ["EXPO_PUBLIC_A", "EXPO_PUBLIC_", "KEY", "export ", "=", "==", "\"", "'", "`", "#", " #", " ", "\t", "\n",
                            "\r\n", "\\n", "value", "é", "😀", "\u{0}", "a b", ".", "-", "${X}", "EXPO_PUBLIC_B=1", "\u{2028}"]

    /// dotenv's key grammar (motdotla/dotenv lib/main.js, `LINE`): `[\w.-]+`.
    static func isDotenvKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "_.-".unicodeScalars.contains($0)) }
    }

    @Test func fiftyThousandRandomEnvFilesGiveOnlyDotenvKeys() {
        var random = SplitMix(seed: 0x656E_7631)
        var pairs = 0
        for _ in 0..<50_000 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in Self.envPieces.randomElement(using: &random)! }.joined()
            for (key, value) in DotEnv.parse(text) {
                pairs += 1
                #expect(Self.isDotenvKey(key), "key \(key.debugDescription) from \(text.debugDescription)")
                #expect(!value.contains("\n") || text.contains("\\n") || text.contains("\u{2028}"), "value \(value.debugDescription) from \(text.debugDescription)")
            }
        }
        print("DotEnv fuzz: 50000 files, \(pairs) pairs")
    }

    /// What the fuzzer's oracle holds DotEnv to, by hand: a key outside dotenv's grammar sets nothing.
    @Test func aLineWhoseKeyIsNotDotenvsSetsNothing() {
        let pairs = DotEnv.parse("a b=1\né=2\n\"Q\"=3\nEXPO_PUBLIC_ A=4\nexport OK.x-y=5\n")
        #expect(pairs.map(\.0) == ["OK.x-y"])
    }

    @Test func buildTimeEnvironmentTakesOnlyExpoPublicNames() throws {
        var random = SplitMix(seed: 0x656E_7632)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-envfuzz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in Self.envPieces.randomElement(using: &random)! }.joined()
            try text.write(toFile: folder + "/.env", atomically: true, encoding: .utf8)
            let environment = MetroProject(root: folder, platform: "ios").buildTimeEnvironment { name in try? ProjectFiles(root: folder).text((folder as NSString).appendingPathComponent(name), limit: 1 << 20) }
            #expect(environment["NODE_ENV"] == "development")
            #expect(environment.keys.allSatisfy { $0 == "NODE_ENV" || ($0.hasPrefix("EXPO_PUBLIC_") && Self.isDotenvKey($0)) }, "\(environment.keys)")
        }
    }

    static let configPieces = ["{", "}", "[", "]", "\"plugins\"", ":", ",", "\"module-resolver\"", "{\"alias\":{\"@\":\"./src\"}}", "//c\n",
                               "/*", "*/", "module.exports", "=", "while(", "throw 1", "null", "1e999", "\"", "'", "`", "\n", "(",
                               ")", "=>", "require('x')", "process.env.X", "api.cache(true)", "function", "return"]

    @Test func fiveHundredRandomConfigsAreReadOrRefusedWithinTheLimit() {
        var random = SplitMix(seed: 0x6366_6731)
        var read = 0, refused = 0
        for i in 0..<500 {
            let source = (0..<Int.random(in: 0...16, using: &random)).map { _ in Self.configPieces.randomElement(using: &random)! }.joined()
            let kind = i % 2 == 0 ? "json" : "js"
            do {
                _ = try MetroProject.readAsData(source, kind: kind, file: "/fuzz/babel.config.\(kind == "json" ? "json" : "js")")
                read += 1
            } catch {
                refused += 1
            }
        }
        #expect(read + refused == 500)
        print("config-as-data fuzz: 500 sources, \(read) read, \(refused) refused")
    }
}
