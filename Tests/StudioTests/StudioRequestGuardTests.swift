import Foundation
import Testing
@testable import Studio
import TestSupport

@Suite struct StudioRequestGuardTests {
    let requestGuard = StudioRequestGuard(token: "abc123", port: 4321)

    @Test func thePageWithItsTokenAndHostIsLetIn() {
        #expect(requestGuard.refusal(token: "abc123", host: "127.0.0.1:4321", origin: nil) == nil)
        #expect(requestGuard.refusal(token: "abc123", host: "localhost:4321", origin: "http://localhost:4321") == nil)
        #expect(requestGuard.refusal(token: "abc123", host: "127.0.0.1:4321", origin: "http://127.0.0.1:4321") == nil)
    }

    @Test func aMissingOrWrongTokenIsRefused() {
        #expect(requestGuard.refusal(token: nil, host: "127.0.0.1:4321", origin: nil) == "missing or wrong token")
        #expect(requestGuard.refusal(token: "abc124", host: "127.0.0.1:4321", origin: nil) == "missing or wrong token")
        #expect(requestGuard.refusal(token: "abc1234", host: "127.0.0.1:4321", origin: nil) == "missing or wrong token")
    }

    @Test func anotherHostOrOriginIsRefused() {
        // DNS rebinding: the browser sends the attacker's name as Host.
        #expect(requestGuard.refusal(token: "abc123", host: "evil.example:4321", origin: nil) != nil)
        #expect(requestGuard.refusal(token: "abc123", host: "127.0.0.1:4322", origin: nil) != nil)
        #expect(requestGuard.refusal(token: "abc123", host: nil, origin: nil) != nil)
        // Another page open in the browser.
        #expect(requestGuard.refusal(token: "abc123", host: "127.0.0.1:4321", origin: "https://evil.example") != nil)
        #expect(requestGuard.refusal(token: "abc123", host: "127.0.0.1:4321", origin: "null") != nil)
    }

    @Test func tokensAreLongAndDiffer() {
        let a = StudioRequestGuard.randomToken(), b = StudioRequestGuard.randomToken()
        #expect(a.count == 64)
        #expect(a != b)
        #expect(a.allSatisfy { $0.isHexDigit })
    }
}

@Suite struct StudioPageTests {
    @Test func thePageFilesAreEmbeddedAsTheyAre() throws {
        #expect(try embeddedJavaScriptMismatches(target: "Sources/Studio", embedded: EmbeddedJS.all) == [])
    }

    @Test func everyPageFileCarriesTheToken() {
        let files = StudioPage.files(token: "T0KEN")
        let html = String(decoding: files["/"]!.body, as: UTF8.self)
        for path in ["/studio.css", "/studio.js", "/notification.css"] {
            #expect(files[path] != nil)
            #expect(html.contains("\(path)?token=T0KEN"))
        }
        #expect(files["/render.js"] != nil)
    }

    @Test func findingsPointAtTheLineOfTheirKey() {
        let text = """
        {
          "aps": {
            "alert": { "title": "Hi" },
            "badge": "3"
          },
          "badge": 1
        }
        """
        #expect(FindingLines.line(of: "$.aps.badge", in: text) == 4)
        #expect(FindingLines.line(of: "$.aps.alert.title", in: text) == 3)
        #expect(FindingLines.line(of: "$", in: text) == nil)
    }
}

@Suite struct FindingLinesIndexTests {
    /// The lines of many paths, the text read once: each key's own line, a key below another
    /// found at or after it, and a path whose first key is missing has none.
    @Test func manyPathsGetTheirKeysLines() {
        let count = 20_000
        let text = (["{\"message\": {\"data\": {"] + (0..<count).map { "  \"k\($0)\": \($0)," } + ["  \"alert\": {\"title\": \"x\"}", "}}}"]).joined(separator: "\n")
        let paths: [String?] = (0..<count).map { "$.message.data.k\($0)" } + ["$.message.data.alert.title", "$.nothing", nil]
        let lines = FindingLines.lines(of: paths, in: text)
        #expect(lines.count == paths.count)
        #expect((0..<count).allSatisfy { lines[$0] == $0 + 2 })
        #expect(lines[count] == count + 2)
        #expect(lines[count + 1] == nil)
        #expect(lines[count + 2] == nil)
    }
}
