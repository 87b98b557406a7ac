import Testing
import JSONSyntax
@testable import Notifications

/// The dispatcher's reasons (`explanationSink`): attached to the effect they explain,
/// or standing alone for a notification not shown (docs/notifications.md "Explanations").
@Suite struct ExplanationTests {
    func explaining(platform: Platform = .ios, appState: AppState = .background)
        -> (Dispatcher, CollectingSink, () -> [Explanation]) {
        let (d, sink, _) = makeDispatcher(platform: platform, appState: appState)
        var explanations: [Explanation] = []
        d.explanationSink = { explanations.append($0) }
        return (d, sink, { explanations })
    }

    func rule(of effect: Effect, in explanations: [Explanation]) -> [String] {
        explanations.filter { $0.subject == .effect && $0.seq == effect.seq }.map(\.rule.id)
    }

    @Test func shownNotificationAndBodyTapCarryTheirRules() throws {
        let (d, sink, explanations) = explaining()
        d.register([Category(id: "c", actions: [Action(id: "go", title: "Go", options: [.foreground], kind: .custom(type: "go"))], source: .jshost)])
        let recorder = Recorder()
        d.registerActionHandler(type: "go", surface: .jshost, recorder.handler())
        let id = d.push(PushNotification(title: "T", body: "B", category: "c"))
        let display = try #require(sink.effects.first { $0.kindName == "display" })
        #expect(rule(of: display, in: explanations()) == ["os.shown"])
        d.respond(to: id, action: "go")
        let openApp = try #require(sink.effects.first { $0.kindName == "openApp" })
        #expect(rule(of: openApp, in: explanations()) == ["os.foregroundAction"])
        let handler = try #require(sink.effects.first { $0.kindName == "handler" })
        #expect(rule(of: handler, in: explanations()) == ["app.typedHandler"])
    }

    @Test func dataOnlyIsExplainedWithoutAnEffect() throws {
        let (d, sink, explanations) = explaining(platform: .android)
        let n = try PayloadDecoder.decode(#"{"message": {"data": {"k": "v"}}}"#)
        let id = d.push(n)
        #expect(sink.effects.isEmpty)
        #expect(explanations().map(\.subject) == [.notShown])
        #expect(explanations().first?.rule == .fcmDataOnly)
        #expect(explanations().first?.notification == id)
    }

    @Test func aLibrarysReasonReplacesTheDefault() {
        let (d, sink, explanations) = explaining()
        let held = Rule(id: "lib.held", library: "lib", text: "held back", source: "lib docs")
        d.addPushInterpreter { $0.suppressDisplay(because: held) }
        d.push(PushNotification(title: "T"))
        #expect(sink.effects.isEmpty)
        #expect(explanations().map(\.rule) == [held])
    }

    @Test func aListenerGivesItsReasonWhileDeciding() throws {
        let (d, sink, explanations) = explaining()
        let why = Rule(id: "lib.onMessage", library: "lib", text: "onMessage runs", source: "lib docs")
        let recorder = Recorder()
        d.addNotificationListener(surface: .firebase, filter: { [unowned d] _ in d.because(why); return true }, recorder.handler())
        // A handler that completes later keeps the reason given when it was called.
        var complete: HandlerCompletion?
        d.addNotificationListener(surface: .jshost, { _, done in complete = done })
        d.push(PushNotification(title: "T"))
        complete?(.success(nil))
        let handlers = sink.effects.filter { $0.kindName == "handler" }
        #expect(handlers.count == 2)
        #expect(rule(of: handlers[0], in: explanations()) == ["lib.onMessage"])
        #expect(rule(of: handlers[1], in: explanations()) == ["app.notificationListener"])
    }

    @Test func missedActionAndNoSinkCostNothing() {
        let (d, sink, explanations) = explaining()
        d.register([Category(id: "c", actions: [Action(id: "x", title: "X", kind: .custom(type: "x"))], source: .jshost)])
        let id = d.push(PushNotification(title: "T", category: "c"))
        d.respond(to: id, action: "x")
        let missed = sink.effects.first { $0.kindName == "missed" }!
        #expect(rule(of: missed, in: explanations()) == ["app.missedAction"])
        // Without a sink the same run records the same effects.
        let (plain, plainSink, _) = makeDispatcher()
        plain.register([Category(id: "c", actions: [Action(id: "x", title: "X", kind: .custom(type: "x"))], source: .jshost)])
        plain.respond(to: plain.push(PushNotification(title: "T", category: "c")), action: "x")
        #expect(plainSink.effects.map(\.kindName) == sink.effects.map(\.kindName))
    }
}
