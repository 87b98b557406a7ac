import Testing
@testable import Notifications

@Suite struct DispatcherPushTests {
    @Test func pushRecordsDisplayWithPlatformLimits() throws {
        let (d, sink, _) = makeDispatcher()
        d.register(try MobileFirst.categories(from: try Fixture.json("mobilefirst-categories.json")))
        let id = d.push(try Fixture.notification("mobilefirst8.json"))
        #expect(id == "n1")
        #expect(d.push(try Fixture.notification("mobilefirst8.json")) == "n2")
        #expect(sink.jsonLines[0] == #"{"seq":1,"t":0,"kind":"display","notification":"n1","platform":"ios","category":"poll","title":null,"body":"Please vote","actions":[{"id":"poll_nok","title":"NOK","foreground":false,"destructive":true,"authenticationRequired":false},{"id":"poll_ok","title":"OK","foreground":true,"destructive":false,"authenticationRequired":true}]}"#)
    }

    @Test func androidUsesItsCategoryThreeButtonsAndChannel() throws {
        let (d, sink, _) = makeDispatcher(platform: .android)
        d.register(try MobileFirst.categories(from: try Fixture.json("mobilefirst-categories.json")))
        d.register(try JSHostCategories.categories(from: try Fixture.json("jshost-categories.json")))
        d.push(try Fixture.notification("mobilefirst8.json", id: "a"))
        #expect(sink.jsonLines[0] == #"{"seq":1,"t":0,"kind":"display","notification":"a","platform":"android","category":"poll_android","title":null,"body":"Please vote","actions":[{"id":"a_ok","title":"OK","foreground":false,"destructive":false,"authenticationRequired":false}],"channel":"fcm_fallback_notification_channel"}"#)
        d.push(PushNotification(id: "b", category: "reply"))
        guard case let .display(_, _, _, _, actions, _, _) = sink.effects[1].kind else { Issue.record("not a display"); return }
        #expect(actions.map(\.id) == ["reply", "like", "open"])
        #expect(actions[0].textInput != nil)
    }

    @Test func oversizedPayloadWarnsAndIsStillDispatched() throws {
        let (d, sink, _) = makeDispatcher()
        let big = #"{"aps":{"alert":"big"},"pad":""# + String(repeating: "x", count: 5000) + #""}"#
        d.push(try PayloadDecoder.decode(big, id: "big"))
        #expect(sink.kinds == ["warning", "display"])
        #expect(sink.jsonLines[0] == #"{"seq":1,"t":0,"kind":"warning","notification":"big","message":"payload is 5032 bytes; APNs rejects payloads over 4096 bytes"}"#)
        let small = try PayloadDecoder.decode(#"{"aps":{"alert":"x"},"pad":""# + String(repeating: "x", count: 4096 - 30) + #""}"#)
        #expect(small.byteCount == 4096)
        sink.removeAll()
        d.push(small)
        #expect(sink.kinds == ["display"])
    }

    @Test func unregisteredCategoryWarns() throws {
        let (d, sink, _) = makeDispatcher()
        d.push(try Fixture.notification("apns-alert-string.json", id: "o"))
        #expect(sink.jsonLines[0] == #"{"seq":1,"t":0,"kind":"warning","notification":"o","message":"category \"order\" is not registered; no action buttons are shown"}"#)
        // The fixture's aps.badge: iOS sets the app icon's badge.
        #expect(sink.kinds == ["warning", "display", "badge"])
    }

    @Test func decodingErrorsBecomeInputErrorsAndTheRunGoesOn() throws {
        let (d, sink, _) = makeDispatcher()
        #expect(d.push(bytes: try Fixture.bytes("wrong-type-alert.json"), file: "wrong-type-alert.json", id: "w") == nil)
        #expect(d.push(bytes: Array(#"{"aps":{"alert":"ok"}}"#.utf8), id: "ok") == "ok")
        #expect(sink.jsonLines[0] == #"{"seq":1,"t":0,"kind":"error","notification":"w","reason":"input","message":"wrong-type-alert.json: $.aps.alert: expected a string or an object {title, body}, found a number"}"#)
        #expect(sink.kinds == ["error", "display"])
    }

    @Test func notificationListenersGetEveryPush() throws {
        let (d, sink, clock) = makeDispatcher()
        let r = Recorder()
        d.addNotificationListener(surface: .jshost, r.handler(result: "seen"))
        d.push(try Fixture.notification("detox.json", id: "d1"))
        clock.advance(by: 3)
        d.push(try Fixture.notification("fcm-legacy.json", id: "d2"))
        #expect(r.deliveries.map(\.notification.id) == ["d1", "d2"])
        #expect(r.deliveries.allSatisfy { $0.event == .notification })
        #expect(sink.kinds == ["warning", "display", "handler", "warning", "display", "handler"])
        #expect(sink.jsonLines[5] == #"{"seq":6,"t":3,"kind":"handler","notification":"d2","surface":"jshost","result":"seen","ms":0}"#)
    }
}

@Suite struct DispatcherResponseTests {
    func jshost(_ d: Dispatcher) throws {
        d.setCategories(try JSHostCategories.categories(from: try Fixture.json("jshost-categories.json")), source: .jshost)
    }

    @Test func foregroundActionOpensAppBeforeHandler() throws {
        let (d, sink, clock) = makeDispatcher(appState: .background)
        try jshost(d)
        let r = Recorder()
        d.registerActionHandler(type: "trackOrder", surface: .jshost, r.handler(result: ["ok": true]))
        d.push(PushNotification(id: "o1", title: "Order", category: "order"))
        clock.advance(by: 10)
        d.respond(to: "o1", action: "track")
        #expect(sink.kinds == ["display", "response", "openApp", "handler"])
        #expect(Array(sink.jsonLines[1...]) == [
            #"{"seq":2,"t":10,"kind":"response","notification":"o1","action":"track"}"#,
            #"{"seq":3,"t":10,"kind":"openApp","notification":"o1"}"#,
            #"{"seq":4,"t":10,"kind":"handler","notification":"o1","surface":"jshost","type":"trackOrder","result":{"ok":true},"ms":0}"#,
        ])
        #expect(d.appState == .foreground)
        #expect(r.deliveries[0].appState == .foreground)
        #expect(r.deliveries[0].actionPayload == ["id": "track", "title": "Track", "foreground": true, "type": "trackOrder", "value": ["screen": "tracking"]])
        // Already in the foreground: no second openApp.
        d.respond(to: "o1", action: "track")
        #expect(Array(sink.kinds.suffix(2)) == ["response", "handler"])
    }

    @Test func backgroundActionDoesNotOpenTheApp() throws {
        let (d, sink, _) = makeDispatcher(appState: .terminated)
        try jshost(d)
        let r = Recorder()
        d.registerActionHandler(type: "sendReply", surface: .jshost, r.handler())
        d.push(PushNotification(id: "m", category: "reply"))
        d.respond(to: "m", action: .action("reply"), text: "On my way")
        #expect(sink.kinds == ["display", "response", "handler"])
        #expect(sink.jsonLines[1] == #"{"seq":2,"t":0,"kind":"response","notification":"m","action":"reply","text":"On my way"}"#)
        #expect(r.deliveries[0].userText == "On my way")
        #expect(r.deliveries[0].appState == .terminated)
        #expect(r.deliveries[0].type == "sendReply")
    }

    @Test func actionsResolveByTitleToo() throws {
        let (d, sink, _) = makeDispatcher()
        try jshost(d)
        d.push(PushNotification(id: "m", category: "reply"))
        d.respond(to: "m", action: "Delete")
        #expect(sink.kinds == ["display", "response", "openURL"])
        #expect(sink.jsonLines[2] == #"{"seq":3,"t":0,"kind":"openURL","notification":"m","url":"https://example.com/delete"}"#)
    }

    @Test func aTapByTitleOrTypeHandsOnTheButtonsRealId() throws {
        // MobileFirst poll: `--tap OK` is the button `poll_ok`, as iOS would report it.
        let (d, sink, _) = makeDispatcher(appState: .foreground)
        d.register(try MobileFirst.categories(from: try Fixture.json("mobilefirst-categories.json")))
        let r = Recorder()
        d.addResponseListener(surface: .mobilefirst, r.handler())
        d.push(try Fixture.notification("mobilefirst8.json", id: "p"))
        d.respond(to: "p", action: "OK")
        #expect(sink.jsonLines[1] == #"{"seq":2,"t":0,"kind":"response","notification":"p","action":"poll_ok"}"#)
        #expect(r.deliveries.map(\.actionIdentifier) == ["poll_ok"])

        // Marigold: a title, and `<category>&<title>`, are the id `<category>&<title>`.
        let (m, msink, _) = makeDispatcher()
        let mr = Recorder()
        m.addResponseListener(surface: .marigold, mr.handler())
        m.push(try Fixture.notification("marigold.json"))
        m.respond(to: "mg-77", action: "No")
        #expect(mr.deliveries.map(\.actionIdentifier) == ["st_cat_yes_no&No"])
        #expect(msink.jsonLines[1].contains(#""action":"st_cat_yes_no&No""#))
    }

    @Test func aButtonThePlatformDoesNotShowCannotBeTapped() throws {
        func category(_ n: Int, defaults: [String]? = nil) -> Category {
            Category(id: "many", actions: (1...n).map { Action(id: "a\($0)", title: "A\($0)") }, defaultContextActions: defaults, source: .jshost)
        }
        // Modern iOS shows 10 actions: the tenth can be tapped, the eleventh cannot.
        let (d, sink, _) = makeDispatcher()
        d.register([category(11)])
        d.push(PushNotification(id: "x", category: "many"))
        guard case let .display(_, _, _, _, actions, _, _) = sink.effects[0].kind else { Issue.record("not a display"); return }
        #expect(actions.count == 10)
        d.respond(to: "x", action: "a10")
        #expect(sink.kinds == ["display", "response"])
        d.respond(to: "x", action: "a11")
        #expect(sink.kinds == ["display", "response", "error"])
        #expect(sink.effects[2].kind == .error(.input, #"action "a11" of category "many" is not shown on ios (iOS shows at most 10 actions), so it cannot be tapped"#))

        // Legacy contexts: 4 in the default context, in the list's order.
        let (l, lsink, _) = makeDispatcher()
        l.register([category(6, defaults: ["a6", "a1", "a2", "a3", "a4"])])
        l.push(PushNotification(id: "y", category: "many"))
        l.respond(to: "y", action: "a6")
        l.respond(to: "y", action: "a4")
        #expect(lsink.kinds == ["display", "response", "error"])
        #expect(lsink.effects[2].kind == .error(.input, #"action "a4" of category "many" is not shown on ios (iOS shows at most 4 actions in the default context), so it cannot be tapped"#))

        // Android: 3 buttons.
        let (a, asink, _) = makeDispatcher(platform: .android)
        a.register([category(4)])
        a.push(PushNotification(id: "z", category: "many"))
        a.respond(to: "z", action: "A4")
        #expect(asink.kinds == ["display", "error"])
        #expect(asink.effects[1].kind == .error(.input, #"action "a4" of category "many" is not shown on android (Android shows at most 3 buttons), so it cannot be tapped"#))
    }

    @Test func defaultTapOpensAppAndDismissDoesNot() throws {
        let (d, sink, _) = makeDispatcher()
        let r = Recorder()
        d.addResponseListener(surface: .mobilefirst, r.handler())
        d.push(PushNotification(id: "x"))
        d.respond(to: "x", action: "dismiss")
        d.respond(to: "x", action: "default")
        #expect(sink.kinds == ["display", "response", "handler", "response", "openApp", "handler"])
        #expect(sink.jsonLines[1] == #"{"seq":2,"t":0,"kind":"response","notification":"x","action":"dismiss"}"#)
        #expect(r.deliveries.map(\.actionIdentifier) == ["dismiss", "default"])
        #expect(r.deliveries.allSatisfy { $0.event == .response && $0.action == nil })
    }

    @Test func aDisabledResponseListenerGetsNothingUntilEnabledAndKeepsItsPlace() throws {
        let (d, sink, _) = makeDispatcher(appState: .foreground)
        let first = Recorder(), second = Recorder()
        let token = d.addResponseListener(surface: .mobilefirst, enabled: false, first.handler())
        d.addResponseListener(surface: .jshost, second.handler())
        d.push(PushNotification(id: "x"))
        d.respond(to: "x", action: "default")
        #expect(first.deliveries.isEmpty)
        #expect(second.deliveries.count == 1)
        d.enable(token)
        d.respond(to: "x", action: "default")
        #expect(first.deliveries.count == 1)
        #expect(sink.kinds == ["display", "response", "handler", "response", "handler", "handler"])
        let surfaces = sink.jsonLines.filter { $0.contains(#""kind":"handler""#) }.map { $0.contains("mobilefirst") ? "first" : "second" }
        #expect(surfaces == ["second", "first", "second"], "an enabled listener keeps the place it was added in")
    }

    @Test func mobileFirstCallbackGetsCategoryAndActionId() throws {
        let (d, sink, _) = makeDispatcher(appState: .foreground)
        d.register(try MobileFirst.categories(from: try Fixture.json("mobilefirst-categories.json")))
        let r = Recorder()
        d.addResponseListener(surface: .mobilefirst, r.handler())
        d.push(try Fixture.notification("mobilefirst8.json", id: "p"))
        d.respond(to: "p", action: "poll_nok")
        #expect(sink.kinds == ["display", "response", "handler"])
        #expect(r.deliveries[0].category == "poll")
        #expect(r.deliveries[0].actionIdentifier == "poll_nok")
        #expect(r.deliveries[0].notification.mobileFirst?.alert == "Please vote")
        #expect(sink.jsonLines[2] == #"{"seq":3,"t":0,"kind":"handler","notification":"p","surface":"mobilefirst","ms":0}"#)
    }

    @Test func marigoldPositiveOpensAppAndDeepLinkNegativeDismisses() throws {
        let (d, sink, _) = makeDispatcher()
        let r = Recorder()
        d.addResponseListener(surface: .marigold, r.handler())
        d.push(try Fixture.notification("marigold.json"))
        d.respond(to: "mg-77", action: "st_cat_yes_no&Yes")
        #expect(sink.kinds == ["display", "response", "openApp", "openURL", "handler"])
        #expect(sink.jsonLines[3] == #"{"seq":4,"t":0,"kind":"openURL","notification":"mg-77","url":"myapp://sale/yes"}"#)
        #expect(r.deliveries[0].action?.title == "Yes")
        #expect(r.deliveries[0].category == "st_cat_yes_no")
        #expect(r.deliveries[0].action?.foreground == true)

        let (d2, sink2, _) = makeDispatcher()
        d2.push(try Fixture.notification("marigold.json"))
        d2.respond(to: "mg-77", action: "st_cat_yes_no&No")
        #expect(sink2.kinds == ["display", "response", "dismiss"])
        #expect(d2.appState == .background)
        d2.respond(to: "mg-77", action: "default")
        #expect(Array(sink2.kinds.suffix(3)) == ["response", "openApp", "openURL"])
        #expect(sink2.jsonLines.last == #"{"seq":6,"t":0,"kind":"openURL","notification":"mg-77","url":"myapp://sale"}"#)
    }

    @Test func marigoldButtonOfAnotherCategoryIsNotOnTheNotification() throws {
        let (d, sink, _) = makeDispatcher()
        d.push(try Fixture.notification("marigold.json"))
        d.respond(to: "mg-77", action: "st_cat_accept_decline&Accept")
        #expect(sink.kinds == ["display", "error"], "an unknown action is an input error, as for any other id")
        #expect(sink.jsonLines.last?.contains(#""reason":"input""#) == true)
        #expect(sink.jsonLines.last?.contains("st_cat_accept_decline&Accept") == true)
        #expect(d.appState == .background)
    }

    @Test func marigoldIdentifierResolvesWithoutPayloadCategory() throws {
        let (d, sink, _) = makeDispatcher()
        d.push(PushNotification(id: "q", body: "no category"))
        d.respond(to: "q", action: "st_cat_learn_more&Learn More")
        #expect(sink.kinds == ["display", "response", "openApp"])
        #expect(sink.jsonLines[1] == #"{"seq":2,"t":0,"kind":"response","notification":"q","action":"st_cat_learn_more&Learn More"}"#)
    }

    @Test func acousticButtonsAndBodyTap() throws {
        let (d, sink, _) = makeDispatcher()
        let r = Recorder()
        d.registerActionHandler(type: "sendEmail", surface: .acoustic, r.handler())
        d.push(try Fixture.notification("acoustic.json", id: "a"))
        #expect(sink.jsonLines[0] == #"{"seq":1,"t":0,"kind":"display","notification":"a","platform":"ios","category":"invoice","title":"Invoice","body":"Your invoice is ready","actions":[{"id":"View","title":"View","foreground":true,"destructive":false,"authenticationRequired":false},{"id":"Call","title":"Call","foreground":true,"destructive":false,"authenticationRequired":false},{"id":"Email me","title":"Email me","foreground":false,"destructive":false,"authenticationRequired":true}]}"#)
        d.respond(to: "a", action: "View")
        #expect(Array(sink.kinds.suffix(3)) == ["response", "openApp", "openURL"])
        d.setAppState(.background)
        d.respond(to: "a", action: "Call")
        #expect(Array(sink.kinds.suffix(3)) == ["response", "openApp", "dial"])
        #expect(sink.jsonLines.last == #"{"seq":7,"t":0,"kind":"dial","notification":"a","number":"+15551234567"}"#)
        d.setAppState(.background)
        d.respond(to: "a", action: "Email me")
        #expect(Array(sink.kinds.suffix(2)) == ["response", "handler"])
        #expect(r.deliveries[0].actionPayload == ["type": "sendEmail", "name": "Email me", "value": ["to": "me@example.com"],
                                                    "destructive": false, "authentication": true, "foreground": false])
        // Body tap runs notification-action: opens the app, then the handler of its type.
        d.respond(to: "a", action: "default")
        #expect(Array(sink.kinds.suffix(3)) == ["response", "openApp", "handler"])
        #expect(r.deliveries[1].actionPayload == ["type": "sendEmail", "value": ["to": "billing@example.com", "subject": "Invoice"]])
        #expect(r.deliveries[1].actionIdentifier == "default")
        #expect(r.deliveries[1].notification.raw["notification-action"] != nil)
    }

    @Test func acousticBuiltInBodyTaps() throws {
        let (d, sink, _) = makeDispatcher()
        d.push(try PayloadDecoder.decode(#"{"aps":{"alert":"x"},"notification-action":{"type":"openInboxMessage","value":"inbox-1"}}"#, id: "i"))
        d.respond(to: "i", action: "default")
        #expect(sink.jsonLines.last == #"{"seq":3,"t":0,"kind":"openApp","notification":"i","inboxMessage":"inbox-1"}"#)
        d.push(try PayloadDecoder.decode(#"{"aps":{"alert":"x"},"notification-action":{"type":"rich","value":"r-9"}}"#, id: "r"))
        d.respond(to: "r", action: "default")
        #expect(sink.jsonLines.last == #"{"seq":6,"t":0,"kind":"openApp","notification":"r","richContent":"r-9"}"#)
        d.setAppState(.background)
        d.push(try PayloadDecoder.decode(#"{"aps":{"alert":"x"},"notification-action":{"type":"url","value":"https://a.b"}}"#, id: "u"))
        d.respond(to: "u", action: "default")
        #expect(Array(sink.kinds.suffix(3)) == ["response", "openApp", "openURL"])
    }

    @Test func unknownNotificationAndActionAreInputErrors() throws {
        let (d, sink, _) = makeDispatcher()
        try jshost(d)
        d.respond(to: "ghost", action: "x")
        d.push(PushNotification(id: "m", category: "order"))
        d.respond(to: "m", action: "nope")
        d.push(PushNotification(id: "k"))
        d.respond(to: "k", action: "nope")
        d.respond(to: "m", action: "track")
        #expect(sink.jsonLines[0] == #"{"seq":1,"t":0,"kind":"error","notification":"ghost","reason":"input","message":"unknown notification \"ghost\" (no push with this id, or it was forgotten)"}"#)
        #expect(sink.jsonLines[2] == #"{"seq":3,"t":0,"kind":"error","notification":"m","reason":"input","message":"unknown action \"nope\" for notification \"m\" (category \"order\" has actions \"track\")"}"#)
        #expect(sink.effects[4].kind == .error(.input, "unknown action \"nope\" for notification \"k\" (the notification has no category; "
                                                    + "the app registered \"reply\" (reply, like, open, delete), \"order\" (track): the payload names one in aps.category)"))
        #expect(Array(sink.kinds.suffix(3)) == ["response", "openApp", "missed"])
    }
}

@Suite struct DispatcherHandlerTests {
    @Test func handlersCompletingLaterAreMeasuredOnTheClock() throws {
        let (d, sink, clock) = makeDispatcher(appState: .foreground)
        var completions: [HandlerCompletion] = []
        d.addResponseListener(surface: .jshost) { _, done in completions.append(done) }
        d.addResponseListener(surface: .marigold) { _, done in done(.success) }
        d.push(PushNotification(id: "n"))
        clock.advance(by: 5)
        d.respond(to: "n", action: "default")
        #expect(d.pendingHandlerCount == 1)
        #expect(sink.kinds == ["display", "response", "handler"])
        clock.advance(by: 120.5)
        completions[0](.success(["answer": 42]))
        completions[0](.success("ignored second completion"))
        #expect(d.pendingHandlerCount == 0)
        #expect(sink.jsonLines.last == #"{"seq":4,"t":125.5,"kind":"handler","notification":"n","surface":"jshost","result":{"answer":42},"ms":120.5}"#)
        #expect(sink.effects.map(\.seq) == [1, 2, 3, 4])
    }

    @Test func failuresAreErrorEffectsAndDispatchGoesOn() throws {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let (d, sink, _) = makeDispatcher(appState: .foreground)
        d.addResponseListener(surface: .jshost) { _, done in
            done(.failure(HandlerFailure(reason: .rejection, message: "Error: nope", stack: "at handler (a.js:3:9)", file: "a.js", line: 3)))
        }
        d.addResponseListener(surface: .acoustic) { _, _ in throw Boom() }
        let r = Recorder()
        d.addResponseListener(surface: .marigold, r.handler())
        d.push(PushNotification(id: "n"))
        d.respond(to: "n", action: "default")
        d.respond(to: "n", action: "dismiss")
        #expect(sink.kinds == ["display", "response", "error", "error", "handler", "response", "error", "error", "handler"])
        #expect(sink.jsonLines[2] == #"{"seq":3,"t":0,"kind":"error","notification":"n","reason":"rejection","message":"Error: nope","stack":"at handler (a.js:3:9)","file":"a.js","line":3,"surface":"jshost"}"#)
        #expect(sink.jsonLines[3] == #"{"seq":4,"t":0,"kind":"error","notification":"n","reason":"exception","message":"boom","surface":"acoustic"}"#)
        #expect(r.deliveries.count == 2)
        #expect(d.pendingHandlerCount == 0)
    }

    @Test func overdueHandlersTimeOut() throws {
        let (d, sink, clock) = makeDispatcher(appState: .foreground)
        var late: HandlerCompletion?
        d.addResponseListener(surface: .jshost) { _, done in late = done }
        d.push(PushNotification(id: "n"))
        d.respond(to: "n", action: "default")
        clock.advance(by: 29_999)
        #expect(d.failOverdueHandlers(timeoutMs: 30_000) == 0)
        clock.advance(by: 1)
        #expect(d.failOverdueHandlers(timeoutMs: 30_000) == 1)
        #expect(sink.jsonLines.last == #"{"seq":3,"t":30000,"kind":"error","notification":"n","reason":"timeout","message":"handler did not settle within 30000 ms","surface":"jshost"}"#)
        late?(.success)
        #expect(sink.effects.count == 3)
        #expect(d.pendingHandlerCount == 0)
    }

    @Test func everyRegisteredHandlerOfATypeGetsTheActionAndUnregisterByToken() throws {
        let (d, sink, _) = makeDispatcher()
        d.register(try JSHostCategories.categories(from: try Fixture.json("jshost-categories.json")))
        let a = Recorder(), b = Recorder()
        let ta = d.registerActionHandler(type: "like", surface: .jshost, a.handler())
        d.registerActionHandler(type: "like", surface: .acoustic, b.handler())
        d.push(PushNotification(id: "m", category: "reply"))
        d.respond(to: "m", action: "like")
        #expect(a.deliveries.count == 1)
        #expect(b.deliveries.count == 1)
        d.unregister(ta)
        d.respond(to: "m", action: "like")
        #expect(a.deliveries.count == 1)
        #expect(b.deliveries.count == 2)
        #expect(sink.kinds == ["display", "response", "handler", "handler", "response", "handler"])
    }
}

@Suite struct MissedActionTests {
    func setUp(limit: Int = 100) throws -> (Dispatcher, CollectingSink) {
        let (d, sink, _) = makeDispatcher(queueLimit: limit)
        d.register(try JSHostCategories.categories(from: try Fixture.json("jshost-categories.json")))
        for i in 1...3 { d.push(PushNotification(id: "m\(i)", category: "reply")) }
        sink.removeAll()
        return (d, sink)
    }

    @Test func queuedThenReplayedInOrderOnce() throws {
        let (d, sink) = try setUp()
        var missed: [MissedAction] = []
        d.addMissedActionListener { missed.append($0) }
        d.respond(to: "m1", action: "like")
        d.respond(to: "m2", action: "like")
        #expect(sink.jsonLines[1] == #"{"seq":5,"t":0,"kind":"missed","notification":"m1","type":"like","reason":"notRegistered","queued":true}"#)
        #expect(d.queuedActionCount == 2)
        #expect(missed.map(\.delivery.notification.id) == ["m1", "m2"])
        let r = Recorder()
        d.registerActionHandler(type: "like", surface: .acoustic, r.handler())
        #expect(r.deliveries.map(\.notification.id) == ["m1", "m2"])
        #expect(r.deliveries.allSatisfy { $0.replayed })
        #expect(d.queuedActionCount == 0)
        // Once: a second registration replays nothing; live actions reach both.
        let r2 = Recorder()
        d.registerActionHandler(type: "like", surface: .acoustic, r2.handler())
        #expect(r2.deliveries.isEmpty)
        d.respond(to: "m3", action: "like")
        #expect(r.deliveries.count == 3 && r2.deliveries.count == 1)
        #expect(r.deliveries[2].replayed == false)
    }

    @Test func unregisteredTypeIsNotYetRegistered() throws {
        let (d, sink) = try setUp()
        d.registerActionHandler(type: "like", surface: .acoustic) { _, done in done(.success) }
        d.unregisterActionHandlers(type: "like")
        #expect(!d.hasActionHandler(type: "like"))
        d.respond(to: "m1", action: "like")
        #expect(sink.jsonLines.last == #"{"seq":5,"t":0,"kind":"missed","notification":"m1","type":"like","reason":"notYetRegistered","queued":true}"#)
    }

    @Test func replayFirstDeliversOneAndWarnsForTheRest() throws {
        let (d, sink) = try setUp()
        d.respond(to: "m1", action: "like")
        d.respond(to: "m2", action: "like")
        sink.removeAll()
        let r = Recorder()
        d.registerActionHandler(type: "like", surface: .acoustic, replay: .first, r.handler())
        #expect(r.deliveries.map(\.notification.id) == ["m1"])
        #expect(d.queuedActionCount == 0)
        let warnings = sink.effects.filter { $0.kindName == "warning" }
        #expect(warnings.count == 1 && warnings[0].json.contains("single-use") && warnings[0].json.contains(#""notification":"m2""#))
    }

    @Test func replayNoneDiscardsTheQueue() throws {
        let (d, sink) = try setUp()
        d.respond(to: "m1", action: "like")
        sink.removeAll()
        let r = Recorder()
        d.registerActionHandler(type: "like", surface: .acoustic, replay: .none, r.handler())
        #expect(r.deliveries.isEmpty)
        #expect(d.queuedActionCount == 0)
        #expect(sink.effects.filter { $0.kindName == "warning" }.count == 1)
        d.respond(to: "m2", action: "like")
        #expect(r.deliveries.map(\.notification.id) == ["m2"])
    }

    @Test func queueIsBoundedAndOverflowIsReported() throws {
        let (d, sink) = try setUp(limit: 2)
        d.respond(to: "m1", action: "like")
        d.respond(to: "m2", action: "reply")
        d.respond(to: "m3", action: "like")
        #expect(sink.effects.filter { $0.kindName == "missed" }.map(\.json) == [
            #"{"seq":5,"t":0,"kind":"missed","notification":"m1","type":"like","reason":"notRegistered","queued":true}"#,
            #"{"seq":7,"t":0,"kind":"missed","notification":"m2","type":"sendReply","reason":"notRegistered","queued":true}"#,
            #"{"seq":9,"t":0,"kind":"missed","notification":"m3","type":"like","reason":"notRegistered","queued":false}"#,
        ])
        let r = Recorder()
        d.registerActionHandler(type: "like", surface: .jshost, r.handler())
        #expect(r.deliveries.map(\.notification.id) == ["m1"])
        #expect(d.queuedActionCount == 1)
    }
}

@Suite struct ServerActionTests {
    final class FakePerformer: ServerActionPerformer {
        var calls: [(String, String)] = []
        var completions: [(Result<String, Error>) -> Void] = []
        func performServerAction(notificationId: String, actionKey: String, completion: @escaping (Result<String, Error>) -> Void) {
            calls.append((notificationId, actionKey))
            completions.append(completion)
        }
    }
    struct HTTPError: Error, CustomStringConvertible { var description: String { "404: unknown notification or action" } }

    @Test func serverActionsCompleteAsynchronously() throws {
        let (d, sink, clock) = makeDispatcher()
        d.registerSalesforceNotificationTypes(try Salesforce.notificationTypes(from: try Fixture.json("salesforce-types.json")))
        let performer = FakePerformer()
        d.serverActionPerformer = performer
        let r = Recorder()
        d.addResponseListener(surface: .salesforce, r.handler())
        d.push(try Fixture.notification("salesforce.json"))
        d.respond(to: "0DtRM000000001234", action: "approve")
        #expect(performer.calls.map { "\($0.0)/\($0.1)" } == ["0DtRM000000001234/approve"])
        #expect(d.pendingHandlerCount == 1)
        #expect(sink.kinds == ["display", "response", "handler"])  // the listener; the server call is pending
        clock.advance(by: 80)
        performer.completions[0](.success("Approved"))
        #expect(sink.jsonLines.last == #"{"seq":4,"t":80,"kind":"handler","notification":"0DtRM000000001234","surface":"salesforce","type":"approve","result":{"message":"Approved"},"ms":80}"#)
        d.respond(to: "0DtRM000000001234", action: "reject")
        performer.completions[1](.failure(HTTPError()))
        #expect(sink.jsonLines.last == #"{"seq":7,"t":80,"kind":"error","notification":"0DtRM000000001234","reason":"http","message":"404: unknown notification or action","surface":"salesforce","type":"reject"}"#)
        // Client action: foreground, no server call.
        d.respond(to: "0DtRM000000001234", action: "dismiss_local")
        #expect(performer.calls.count == 2)
        #expect(r.deliveries.last?.actionIdentifier == "dismiss_local")
        #expect(sink.jsonLines[0].contains(#""category":"approval_group""#))
    }

    @Test func noPerformerIsAnError() throws {
        let (d, sink, _) = makeDispatcher()
        d.registerSalesforceNotificationTypes(try Salesforce.notificationTypes(from: try Fixture.json("salesforce-types.json")))
        d.push(try Fixture.notification("salesforce.json"))
        d.respond(to: "0DtRM000000001234", action: "approve")
        #expect(sink.jsonLines.last == #"{"seq":3,"t":0,"kind":"error","notification":"0DtRM000000001234","reason":"input","message":"no server action performer: cannot invoke NotificationApiAction \"approve\"","surface":"salesforce","type":"approve"}"#)
    }

    @Test func androidChannelIsTheSalesforceType() throws {
        let (d, sink, _) = makeDispatcher(platform: .android)
        d.registerSalesforceNotificationTypes(try Salesforce.notificationTypes(from: try Fixture.json("salesforce-types.json")))
        d.push(try Fixture.notification("salesforce.json"))
        #expect(sink.jsonLines[0].hasSuffix(#""channel":"expense_approval"}"#))
        #expect(sink.jsonLines[0].contains(#"{"id":"approve","title":"Approve","foreground":false,"destructive":false,"authenticationRequired":true}"#))
    }
}

@Suite struct DispatcherMemoryTests {
    @Test func oldNotificationsAreForgotten() {
        let (d, sink, _) = makeDispatcher(retention: 2)
        d.push(PushNotification(id: "a"))
        d.push(PushNotification(id: "b"))
        d.push(PushNotification(id: "c"))
        #expect(d.notification(id: "a") == nil)
        #expect(d.notification(id: "b") != nil)
        d.respond(to: "a", action: "default")
        #expect(sink.effects.last?.kind == .error(.input, "unknown notification \"a\" (no push with this id, or it was forgotten)"))
        // Re-pushing an id keeps the newest copy.
        d.push(PushNotification(id: "c", title: "again"))
        d.push(PushNotification(id: "d"))
        #expect(d.notification(id: "c")?.title == "again")
    }

    @Test func secretsAreRedacted() {
        let sink = CollectingSink()
        let d = Dispatcher(configuration: .init(secrets: ["00Dxx!TOKEN"]), clock: VirtualClock(), sink: sink)
        d.record(.http(method: "GET", url: "https://x/y?token=00Dxx!TOKEN", status: 200))
        d.record(.log(level: "info", message: "Bearer 00Dxx!TOKEN"))
        #expect(sink.jsonLines == [
            #"{"seq":1,"t":0,"kind":"http","method":"GET","url":"https://x/y?token=[REDACTED]","status":200}"#,
            #"{"seq":2,"t":0,"kind":"log","level":"info","message":"Bearer [REDACTED]"}"#,
        ])
    }
}
