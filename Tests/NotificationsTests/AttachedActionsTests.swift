import Testing
@testable import Notifications

/// A notification's own buttons (Android per-notification actions), push interpreters
/// and forgetting a notification: the parts the React Native and hybrid libraries share.
@Suite struct AttachedActionsTests {
    private func ownButtons(_ ids: [String], category: String = "") -> Category {
        Category(id: category, actions: ids.map { Action(id: $0, title: $0.capitalized) }, source: .notifee)
    }

    @Test func attachedActionsAreShownAndTappableInsteadOfTheRegisteredCategory() throws {
        let (d, sink, _) = makeDispatcher(platform: .android)
        d.register([Category(id: "chat", actions: [Action(id: "registered", title: "Registered")], source: .jshost)])
        var n = PushNotification(id: "m1", title: "Hi", category: "chat")
        n.attachedActions = ownButtons(["reply", "mute", "archive", "spam"], category: "chat")
        d.push(n)
        guard case let .display(_, _, _, _, actions, _, _) = sink.effects[0].kind else { Issue.record("not a display"); return }
        // Android shows three actions.
        #expect(actions.map(\.id) == ["reply", "mute", "archive"])
        let r = Recorder()
        d.addResponseListener(surface: .notifee, r.handler())
        d.respond(to: "m1", action: "Mute")
        #expect(r.deliveries.map(\.actionIdentifier) == ["mute"])
        d.respond(to: "m1", action: "spam")
        #expect(sink.jsonLines.last?.contains("not shown on android") == true)
        d.respond(to: "m1", action: "registered")
        #expect(sink.jsonLines.last?.contains(#"unknown action \"registered\""#) == true)
        // A notification without its own buttons still gets the registered category's.
        d.push(PushNotification(id: "m2", title: "Hi", category: "chat"))
        guard case let .display(_, _, _, _, shown, _, _) = sink.effects.last!.kind else { Issue.record("not a display"); return }
        #expect(shown.map(\.id) == ["registered"])
    }

    @Test func interpretersRunOnEveryPushBeforeItIsShown() throws {
        let (d, sink, _) = makeDispatcher(platform: .android)
        d.addPushInterpreter { n in
            // cordova-plugin-push shows data messages itself.
            n.isDataOnly = false
            if n.data["actions"] != nil { n.attachedActions = Category(id: "", actions: [Action(id: "yes", title: "Yes")], source: .cordovaPush) }
        }
        d.push(try PayloadDecoder.decode(#"{"to":"x","data":{"title":"T","actions":[]}}"#, id: "c"))
        guard case let .display(_, _, _, _, actions, _, _) = sink.effects[0].kind else { Issue.record("not a display"); return }
        #expect(actions.map(\.id) == ["yes"])
        d.removeAllHandlers()
        // Without the library, the data-only message shows nothing at all.
        let before = sink.effects.count
        d.push(try PayloadDecoder.decode(#"{"to":"x","data":{"title":"T","actions":[]}}"#, id: "c2"))
        #expect(sink.effects.count == before)
    }

    @Test func aForgottenNotificationCannotBeTapped() {
        let (d, sink, _) = makeDispatcher()
        d.push(PushNotification(id: "7", title: "Local", format: .local))
        d.push(PushNotification(id: "8", title: "Other", format: .local))
        #expect(d.rememberedNotifications.map(\.id) == ["7", "8"])
        #expect(d.forget(notification: "7"))
        #expect(!d.forget(notification: "7"))
        #expect(d.rememberedNotifications.map(\.id) == ["8"])
        d.respond(to: "7", action: "default")
        #expect(sink.jsonLines.last?.contains(#"unknown notification \"7\""#) == true)
    }

    @Test func localIsNotAFileFormat() {
        #expect(PayloadFormat(name: "local") == nil)
        #expect(throws: NotificationsError.self) {
            try PayloadDecoder.decode(#"{"aps":{"alert":"x"}}"#, format: .local)
        }
    }
}
