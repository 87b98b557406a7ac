import Foundation
import Notifications
import Surfaces
import Testing

/// The one device-event vocabulary (Sources/Surfaces/Device/DeviceEvent.swift): its spellings
/// decode to one event each, and docs/cli.md's table is its list.
@Suite struct DeviceEventTests {
    static let cliDoc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/cli.md")

    func decode(_ text: String) throws -> DeviceEvent {
        guard case let .object(object) = try JSONParser.parse(text) else { throw DeviceEvent.Problem("not an object") }
        return try DeviceEvent.decode(object)
    }

    @Test func aliasesAreOneEvent() throws {
        let tap = DeviceEvent.respond(notification: "n1", action: .action("ok"), text: "hi")
        #expect(try decode(#"{"response": "n1", "action": "ok", "text": "hi"}"#) == tap)
        #expect(try decode(#"{"type": "tap", "notification": "n1", "action": "ok", "text": "hi"}"#) == tap)
        let open = DeviceEvent.respond(notification: "n1", action: .default, text: nil)
        #expect(try decode(#"{"open": "n1"}"#) == open)
        #expect(try decode(#"{"type": "open", "notification": "n1"}"#) == open)
        #expect(try decode(#"{"response": "n1", "action": "default"}"#) == open)
        #expect(try decode(#"{"dismiss": "n1"}"#) == .respond(notification: "n1", action: .dismiss, text: nil))
        #expect(try decode(#"{"press": "OK"}"#) == .press(label: "OK"))
        #expect(try decode(#"{"type": "press", "label": "OK"}"#) == .press(label: "OK"))
        #expect(try decode(#"{"appState": "quit"}"#) == .appState(.terminated))
        #expect(try decode(#"{"advance": 5000}"#) == .advance(milliseconds: 5000))
        #expect(try decode(##"{"input": {"selector": "#n", "value": 3}}"##) == .input(selector: "#n", value: "3.0"))
        #expect(try decode(#"{"push": {"aps": {}}, "id": "p"}"#) == .push(.init(payload: Array(#"{"aps":{}}"#.utf8), id: "p")))
    }

    @Test func problemsNameTheField() {
        #expect(throws: DeviceEvent.Problem("\"advance\" must be a number of milliseconds ≥ 0")) { try decode(#"{"advance": -1}"#) }
        #expect(throws: DeviceEvent.Problem("unknown format \"x\"")) { try decode(#"{"push": {}, "format": "x"}"#) }
        #expect(throws: DeviceEvent.Problem(
            "unknown event with keys [\"nope\"]; expected push, response, open, dismiss, press, call, advance, appState, click, input, platform, mount or unmount")) {
            try decode(#"{"nope": 1}"#)
        }
    }

    /// The `--events` spellings of `platform`, `mount` and `unmount` (what `--platform` and
    /// `simulate.mount()`/`unmount()` do) and their errors.
    @Test func platformAndMountingHaveLines() throws {
        #expect(try decode(#"{"platform": "android"}"#) == .platform(.android))
        #expect(try decode(#"{"mount": true}"#) == .mount)
        #expect(try decode(#"{"unmount": true}"#) == .unmount)
        #expect(throws: DeviceEvent.Problem("\"platform\" must be ios or android")) { try decode(#"{"platform": "web"}"#) }
        #expect(throws: DeviceEvent.Problem("\"mount\" must be true")) { try decode(#"{"mount": 1}"#) }
        #expect(throws: DeviceEvent.Problem("\"unmount\" must be true")) { try decode(#"{"unmount": false}"#) }
        // An event's key still decides a line that also has `platform` (a push keeps ignoring it).
        #expect(try decode(#"{"open": "n1", "platform": "ios"}"#) == .respond(notification: "n1", action: .default, text: nil))
    }

    /// docs/cli.md's "Device events" table, row for row.
    @Test func theDocumentedTableIsTheVocabulary() throws {
        let doc = try String(contentsOf: Self.cliDoc, encoding: .utf8)
        let rows = DeviceEvent.vocabulary.map { spelling in
            "| " + [spelling.event, spelling.cliFlag, spelling.ndjson, spelling.simulate, spelling.studio, spelling.mcp]
                .map { $0.map { "`\($0)`" } ?? "—" }.joined(separator: " | ") + " |"
        }
        let documented = doc.split(separator: "\n").map(String.init).filter { line in
            DeviceEvent.vocabulary.contains { line.hasPrefix("| `\($0.event)` |") }
        }
        #expect(documented == rows)
    }
}
