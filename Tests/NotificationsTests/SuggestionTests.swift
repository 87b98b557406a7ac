import Foundation
@testable import Notifications
import Testing

/// "Did you mean": the closest known names, and none when nothing is close.
@Suite struct SuggestionTests {
    @Test func typosFindTheirName() {
        #expect(Suggestion.closest(to: "--pussh", among: ["--push", "--open", "--json"]) == ["--push"])
        #expect(Suggestion.closest(to: "rn", among: ["run", "categories", "test"]) == ["run"])
        #expect(Suggestion.closest(to: "matirx", among: ["run", "matrix"]) == ["matrix"])  // a swap counts once
        #expect(Suggestion.closest(to: "Reply", among: ["reply", "archive"]) == ["reply"])  // case ignored
        #expect(Suggestion.closest(to: "--ren", among: ["--render", "--json"]) == ["--render"])  // a prefix
    }

    @Test func farNamesGetNoSuggestion() {
        #expect(Suggestion.closest(to: "--bogus", among: ["--push", "--json", "--open"]).isEmpty)
        #expect(Suggestion.closest(to: "nope.js", among: ["a.js"]).isEmpty)
        #expect(Suggestion.closest(to: "x", among: ["run"]).isEmpty)
        #expect(Suggestion.hint(for: "zzz", among: ["run"]) == "")
        // The name itself is no suggestion.
        #expect(Suggestion.closest(to: "run", among: ["run"]).isEmpty)
    }

    @Test func hintNamesAtMostTwoBestFirst() {
        #expect(Suggestion.hint(for: "--reporer", among: ["--report", "--reporter", "--json"]) == " (did you mean '--reporter' or '--report'?)")
    }

    @Test func editDistanceIsOptimalStringAlignment() {
        #expect(Suggestion.editDistance(Array("ca"), Array("abc")) == 3)
        #expect(Suggestion.editDistance(Array("abcd"), Array("abdc")) == 1)
        #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    }

    @Test func aFileBesideTheOneNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suggest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{}".utf8).write(to: folder.appendingPathComponent("payload.json"))
        #expect(Suggestion.nearbyFile(for: folder.appendingPathComponent("payloud.json").path) == folder.appendingPathComponent("payload.json").path)
        #expect(Suggestion.nearbyFile(for: folder.appendingPathComponent("other.txt").path) == nil)
        #expect(Suggestion.nearbyFile(for: "/no/such/folder/payload.json") == nil)
    }
}
