import JSONSyntax
import Notifications
@testable import Surfaces
import Testing

/// Capacitor action types and cordova-plugin-push's categories and Android buttons, as the
/// plugins' native code builds them (docs/surfaces.md).
@Suite struct HybridLibrariesTests {
    private func json(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func capacitorActionTypesPerPlatform() throws {
        let types = try json(#"[{"id": "T", "iosCustomDismissAction": true, "actions": [{"id": "a", "title": "A", "destructive": true, "requiresAuthentication": true}, {"id": "b", "title": "B", "input": true}, {"title": "no id"}]}, {"actions": []}]"#)
        let ios = try Capacitor.actionTypes(from: types, platform: .ios)
        #expect(ios.map(\.id) == ["GENERAL", "T"])
        let t = try #require(ios.last)
        #expect(t.actions.map(\.id) == ["a", "b"])
        #expect(t.actions[0].options == .destructive)
        #expect(t.actions[1].textInput == TextInput(buttonTitle: "Send", placeholder: ""))
        let android = try Capacitor.actionTypes(from: types, platform: .android)
        #expect(android.map(\.id) == ["T"])
        #expect(android[0].actions.allSatisfy { $0.options == .foreground })
        #expect(android[0].actions[1].textInput?.placeholder == "B")
        #expect(Capacitor.customDismissTypes(from: types) == ["GENERAL", "T"])
        #expect(throws: NotificationsError.self) { try Capacitor.actionTypes(from: .string("x"), platform: .ios) }
    }

    @Test func cordovaPushIOSCategoriesAreYesNoMaybe() throws {
        let categories = try CordovaPush.iosCategories(from: try json(#"{"invite": {"maybe": {"callback": "m", "title": "Maybe"}, "yes": {"callback": "y", "title": "Yes", "foreground": "true"}, "no": {"callback": "n", "title": "No", "destructive": true}}, "empty": {"yes": {"title": "no callback"}}}"#))
        #expect(categories.map(\.id) == ["invite", "empty"])
        #expect(categories[0].actions.map(\.id) == ["y", "n", "m"])
        #expect(categories[0].actions[0].options == .foreground)
        #expect(categories[0].actions[1].options == .destructive)
        #expect(categories[1].actions.isEmpty)
    }

    @Test func cordovaPushAndroidActionsFromAnArrayOrAString() throws {
        let list = #"[{"title": "A", "callback": "a"}, {"title": "B", "callback": "b", "foreground": "false"}, {"title": "C", "callback": "c", "inline": true}]"#
        let fromArray = try #require(CordovaPush.androidActions(JSONObject([JSONMember("actions", try json(list))])))
        let fromString = try #require(CordovaPush.androidActions(JSONObject([JSONMember("actions", .string(list))])))
        #expect(fromArray.actions.map(\.id) == ["a", "b", "c"])
        #expect(fromString.actions.map(\.id) == fromArray.actions.map(\.id))
        #expect(fromArray.actions.map(\.options) == [.foreground, [], []])
        #expect(fromArray.actions[2].textInput?.placeholder == "Enter your reply here")
        #expect(CordovaPush.androidActions(JSONObject([JSONMember("actions", .string("not json"))])) == nil)
        #expect(CordovaPush.androidActions(JSONObject()) == nil)
    }
}
