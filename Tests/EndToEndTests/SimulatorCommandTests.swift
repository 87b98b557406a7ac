import Foundation
import Testing

/// `jshost run` as a device simulator: pushes, taps, events, flags and the
/// ways a handler can fail, through the built binary.
@Suite struct SimulatorCommandTests {
    static let neutralScript = """
    import { setCategories, registerAction, unregisterAction, onResponse, openURL, alert } from 'jshost';
    setCategories([{ id: 'chat', actions: [
      { id: 'reply', title: 'Reply', type: 'reply', textInput: { buttonTitle: 'Send', placeholder: 'Message' } },
      { id: 'boom', title: 'Boom', type: 'boom' },
      { id: 'spin', title: 'Spin', type: 'spin' },
      { id: 'never', title: 'Never', type: 'never' },
      { id: 'later', title: 'Later', type: 'later', foreground: true },
    ]}]);
    registerAction('reply', ({ userText, notification }) => `replied ${userText} to ${notification.id}`);
    registerAction('boom', () => { throw new Error('handler exploded'); });
    registerAction('spin', () => { for (;;) {} });
    registerAction('never', () => new Promise(() => {}));
    globalThis.registerLater = () => registerAction('later', ({ replayed }) => 'later, replayed=' + replayed);
    setTimeout(() => registerLater(), 1000);
    """

    static let chatPush = #"{"aps": {"alert": {"title": "Hi", "body": "there"}, "category": "chat"}}"#

    func folder() throws -> TemporaryFolder {
        try TemporaryFolder(["chat.mjs": Self.neutralScript, "push.json": Self.chatPush])
    }

    @Test func pushAndTapWithTextReply() throws {
        let f = try folder()
        let result = try JSHost.run(["run", "chat.mjs", "--push", "push.json", "--tap", "reply", "--text", "on my way", "--json"], in: f.url)
        #expect(result.status == 0)
        #expect(result.kinds == ["display", "response", "handler"])
        let display = result.effects("display")[0]
        #expect(display["platform"] as? String == "ios")
        #expect(display["title"] as? String == "Hi")
        let actions = try #require(display["actions"] as? [[String: Any]])
        #expect(actions.map { $0["id"] as? String } == ["reply", "boom", "spin", "never", "later"], "modern iOS shows up to 10 actions")
        #expect((actions[0]["textInput"] as? [String: Any])?["buttonTitle"] as? String == "Send")
        #expect(result.effects("response")[0]["text"] as? String == "on my way")
        #expect(result.effects("handler")[0]["result"] as? String == "replied on my way to n1")
        #expect(result.effects("handler")[0]["surface"] as? String == "jshost")
    }

    @Test func humanOutputIsOneReadableLinePerEffect() throws {
        let f = try folder()
        let result = try JSHost.run(["run", "chat.mjs", "--push", "push.json", "--tap", "reply", "--text", "ok"], in: f.url)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("[n1] display (ios) \"Hi\" — \"there\"  category chat: [Reply → reply (text input)]"))
        #expect(lines[1] == "[n1] response tap reply with text \"ok\"")
        #expect(lines[2].hasPrefix("[n1] handler jshost reply → \"replied ok to n1\" ("))
    }

    @Test func androidShowsThreeButtonsInAChannel() throws {
        let f = try folder()
        let result = try JSHost.run(["run", "chat.mjs", "--push", "push.json", "--platform", "android", "--json"], in: f.url)
        let display = result.effects("display")[0]
        #expect(display["platform"] as? String == "android")
        #expect((display["actions"] as? [[String: Any]])?.count == 3)
        #expect(display["channel"] as? String != nil)
    }

    @Test func openAndDismissAndAppState() throws {
        let f = try folder()
        let opened = try JSHost.run(["run", "chat.mjs", "--push", "push.json", "--open", "--json"], in: f.url)
        // chat.mjs listens to no response: the tap says it reached none of its code.
        #expect(opened.kinds == ["display", "response", "openApp", "warning"])
        #expect((opened.effects("warning")[0]["message"] as? String)?.hasPrefix("the tap on the notification reached none of the app's code: no listener for it is registered") == true)
        #expect(opened.effects("response")[0]["action"] as? String == "default")
        let alreadyOpen = try JSHost.run(["run", "chat.mjs", "--push", "push.json", "--open", "--app-state", "foreground", "--json"], in: f.url)
        #expect(alreadyOpen.kinds == ["display", "response", "warning"], "no openApp when the app is already in the foreground")
        let dismissed = try JSHost.run(["run", "chat.mjs", "--push", "push.json", "--dismiss", "--json"], in: f.url)
        #expect(dismissed.kinds == ["display", "response", "warning"])
        #expect(dismissed.effects("response")[0]["action"] as? String == "dismiss")
    }

    @Test func pushFromStandardInput() throws {
        let f = try folder()
        let result = try JSHost.run(["run", "chat.mjs", "--push", "-", "--tap", "reply", "--json"], in: f.url, stdin: Self.chatPush)
        #expect(result.status == 0)
        #expect(result.kinds == ["display", "response", "handler"])
    }

    @Test func throwingHandlerIsAnErrorAndTheRunGoesOn() throws {
        let f = try folder()
        try f.write("events.ndjson", """
        {"push": \(Self.chatPush), "id": "a"}
        {"response": "a", "action": "boom"}
        {"response": "a", "action": "reply", "text": "still here"}
        """)
        let result = try JSHost.run(["run", "chat.mjs", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(result.status == 1)
        let error = try #require(result.effects("error").first)
        #expect(error["reason"] as? String == "exception")
        #expect((error["message"] as? String)?.contains("Error: handler exploded") == true)
        #expect((error["message"] as? String)?.contains("registerAction('boom')") == true)
        #expect(error["file"] as? String == f.path("chat.mjs"))
        #expect(error["line"] as? Int == 10)
        #expect(error["notification"] as? String == "a")
        #expect(result.effects("handler").last?["result"] as? String == "replied still here to a")
    }

    /// The `action` object a handler gets is the `notification-action` as given,
    /// whatever its layout, when layouts repeat, alternate or change.
    @Test func actionObjectsOfRepeatingAndChangingLayouts() throws {
        let f = try TemporaryFolder(["echo.mjs": """
        import { registerAction } from 'jshost';
        registerAction('echo', ({ action }) => JSON.stringify(action) + (Array.isArray(action.value?.list) ? ' array' : ''));
        """])
        let actions = [
            #"{"type":"echo","value":{"to":"a@b.c","subject":"S1","n":1,"list":[1,"x",null,true,{"k":[]}],"nested":{"deep":{"k":"v"}}}}"#,
            #"{"type":"echo","value":{"to":"d@e.f","subject":"S2","n":2.5,"list":[2,"y",false,false,{"k":[]}],"nested":{"deep":{"k":"w"}}}}"#,
            #"{"type":"echo","value":"just text"}"#,
            #"{"type":"echo","value":"a NUL\u0000inside, and é"}"#,
            #"{"type":"echo","value":"a NUL\u0000in ASCII"}"#,
            #"{"type":"echo","value":{"to":"g@h.i","subject":"S3","n":-3,"list":[3,"z",null,null,{"k":[]}],"nested":{"deep":{"k":"\u00e9\n"}}}}"#,
            #"{"type":"echo","value":{"a":1,"a":2,"b":3}}"#,
            #"{"type":"echo","value":[]}"#,
            #"{"type":"echo"}"#,
            // Eight leaves, the most passed to a builder as arguments, then nine, in an array.
            #"{"type":"echo","value":{"a":1,"b":"2","c":true,"d":null,"e":[1,2],"f":"x"}}"#,
            #"{"type":"echo","value":{"a":1,"b":"2","c":true,"d":null,"e":[1,2,3],"f":"x"}}"#,
            #"{"type":"echo","value":{"a":5,"b":"6","c":false,"d":null,"e":[7,8],"f":"y"}}"#,
        ]
        var lines: [String] = []
        for (i, action) in actions.enumerated() {
            lines.append(#"{"push": {"aps": {"alert": "x"}, "notification-action": \#(action)}, "id": "n\#(i)"}"#)
            lines.append(#"{"response": "n\#(i)", "action": "default"}"#)
        }
        try f.write("events.ndjson", lines.joined(separator: "\n"))
        let result = try JSHost.run(["run", "echo.mjs", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(result.status == 0)
        let got = result.effects("handler").map { $0["result"] as? String ?? "" }
        #expect(got == [
            #"{"type":"echo","value":{"to":"a@b.c","subject":"S1","n":1,"list":[1,"x",null,true,{"k":[]}],"nested":{"deep":{"k":"v"}}}} array"#,
            #"{"type":"echo","value":{"to":"d@e.f","subject":"S2","n":2.5,"list":[2,"y",false,false,{"k":[]}],"nested":{"deep":{"k":"w"}}}} array"#,
            #"{"type":"echo","value":"just text"}"#,
            #"{"type":"echo","value":"a NUL\u0000inside, and é"}"#,
            #"{"type":"echo","value":"a NUL\u0000in ASCII"}"#,
            #"{"type":"echo","value":{"to":"g@h.i","subject":"S3","n":-3,"list":[3,"z",null,null,{"k":[]}],"nested":{"deep":{"k":"é\n"}}}} array"#,
            #"{"type":"echo","value":{"a":2,"b":3}}"#,
            #"{"type":"echo","value":[]}"#,
            #"{"type":"echo"}"#,
            #"{"type":"echo","value":{"a":1,"b":"2","c":true,"d":null,"e":[1,2],"f":"x"}}"#,
            #"{"type":"echo","value":{"a":1,"b":"2","c":true,"d":null,"e":[1,2,3],"f":"x"}}"#,
            #"{"type":"echo","value":{"a":5,"b":"6","c":false,"d":null,"e":[7,8],"f":"y"}}"#,
        ])
    }

    /// Keys and values with a NUL in them reach the handler whole, in the payload
    /// (built key by key) as in the action (built by a layout's builder).
    @Test func textWithANULReachesTheHandlerWhole() throws {
        let f = try TemporaryFolder(["nul.mjs": """
        import { registerAction } from 'jshost';
        registerAction('nul', ({ action, payload }) => JSON.stringify([action.value, payload.d]));
        """])
        let push = #"{"push": {"aps": {"alert": "x"}, "d": {"k\u0000ey": "v\u0000al"}, "notification-action": {"type": "nul", "value": "a\u0000b"}}, "id": "n"}"#
        try f.write("events.ndjson", push + "\n" + #"{"response": "n", "action": "default"}"#)
        let result = try JSHost.run(["run", "nul.mjs", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(result.status == 0)
        #expect(result.effects("handler").first?["result"] as? String == #"["a\u0000b",{"k\u0000ey":"v\u0000al"}]"#)
    }

    /// A delivery object the script keeps still reads its lazy `payload` and
    /// `notification` after the call, and after the collector has run: what
    /// they are made from lives as long as the object.
    /// Delivery objects kept past a collection still read their own notification,
    /// among 150 taps (the lazy parts of 64 deliveries share one engine object).
    @Test func keptDeliveryObjectsReadTheirPayloadLater() throws {
        let f = try TemporaryFolder(["keep.mjs": """
        import { registerAction } from 'jshost';
        const kept = [];
        let taps = 0;
        registerAction('keep', (delivery) => {
          taps += 1;
          if ([1, 2, 64, 65, 128, 150].includes(taps)) kept.push(delivery);
          if (taps === 150) setTimeout(() => {
            for (let i = 0; i < 300000; i++) new Array(8);  // garbage, so the collector runs
            console.log(kept.map(d => [d.notification.id, d.notification.category, d.payload.aps.alert.title,
                                       d.notification.payload['notification-action'].type, d.actionIdentifier].join(':')).join(' '));
          }, 10);
          return taps;
        });
        """])
        var lines: [String] = []
        for i in 0 ..< 150 {
            lines.append(#"{"push": {"aps": {"alert": {"title": "T\#(i)"}, "category": "c\#(i)"}, "notification-action": {"type": "keep"}}, "id": "n\#(i)"}"#)
            lines.append(#"{"response": "n\#(i)", "action": "default"}"#)
        }
        try f.write("events.ndjson", lines.joined(separator: "\n"))
        let result = try JSHost.run(["run", "keep.mjs", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(result.status == 0)
        #expect(result.effects("handler").map { $0["result"] as? Int } == Array(1...150))
        let expected = [0, 1, 63, 64, 127, 149].map { "n\($0):c\($0):T\($0):keep:default" }.joined(separator: " ")
        #expect(result.effects("log").map { $0["message"] as? String } == [expected])
    }

    /// Each kind of value a handler can return, as the `handler` effect's result.
    @Test func handlerResultsOfEveryPrimitiveType() throws {
        let f = try TemporaryFolder(["results.mjs": """
        import { setCategories, registerAction } from 'jshost';
        const results = { u: () => undefined, n: () => null, b: () => true, s: () => 'text', big: () => 12345678901234567890n,
                          sym: () => Symbol('x'), num: () => 1.5, obj: () => ({ a: [1, 'two'] }) };
        setCategories([{ id: 'c', actions: Object.keys(results).map(id => ({ id, title: id, type: id })) }]);
        for (const [type, handler] of Object.entries(results)) registerAction(type, handler);
        """])
        let types = ["u", "n", "b", "s", "big", "sym", "num", "obj"]
        try f.write("events.ndjson", (["{\"push\": {\"aps\": {\"alert\": \"x\", \"category\": \"c\"}}, \"id\": \"a\"}"]
            + types.map { "{\"response\": \"a\", \"action\": \"\($0)\"}" }).joined(separator: "\n"))
        let result = try JSHost.run(["run", "results.mjs", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(result.status == 0)
        let handlers = result.effects("handler")
        #expect(handlers.map { $0["type"] as? String } == types)
        let results = handlers.map { $0["result"] }
        #expect(results[0] == nil, "undefined gives no result")
        #expect(results[1] is NSNull)
        #expect(results[2] as? Bool == true)
        #expect(results[3] as? String == "text")
        #expect(results[4] as? String == "12345678901234567890", "a BigInt as its digits")
        #expect(results[5] == nil, "a symbol gives no result")
        #expect(results[6] as? Double == 1.5)
        #expect((results[7] as? [String: Any])?["a"] as? [AnyHashable] == [1, "two"])
    }

    /// The microtasks a handler queues run when its call returns: before its
    /// result is recorded, and before a thrown value's properties (which may be
    /// getters) are read.
    @Test func microtasksAHandlerQueuesRunBeforeItsResultIsRead() throws {
        let f = try TemporaryFolder(["tasks.mjs": """
        import { setCategories, registerAction } from 'jshost';
        setCategories([{ id: 'c', actions: [{ id: 'value', title: 'V', type: 'value' }, { id: 'thrown', title: 'T', type: 'thrown' }] }]);
        registerAction('value', () => { Promise.resolve().then(() => console.log('value microtask')); return 7; });
        registerAction('thrown', () => {
          Promise.resolve().then(() => console.log('thrown microtask'));
          throw { get message() { console.log('message read'); return 'odd throw'; } };
        });
        """])
        try f.write("events.ndjson", """
        {"push": {"aps": {"alert": "x", "category": "c"}}, "id": "a"}
        {"response": "a", "action": "value"}
        {"response": "a", "action": "thrown"}
        """)
        let result = try JSHost.run(["run", "tasks.mjs", "--events", "events.ndjson", "--json"], in: f.url)
        let order = result.effects.compactMap { effect -> String? in
            switch effect["kind"] as? String {
            case "log": return effect["message"] as? String
            case "handler": return "handler \(effect["result"] ?? "")"
            case "error": return "error"
            default: return nil
            }
        }
        #expect(order == ["value microtask", "handler 7", "thrown microtask", "message read", "error"])
    }

    @Test func runawayHandlerIsStoppedAndTheNextEventIsDispatched() throws {
        let f = try folder()
        try f.write("events.ndjson", """
        {"push": \(Self.chatPush), "id": "a"}
        {"response": "a", "action": "spin"}
        {"response": "a", "action": "reply", "text": "after"}
        """)
        let result = try JSHost.run(["run", "chat.mjs", "--events", "events.ndjson", "--timeout", "0.2", "--json"], in: f.url)
        #expect(result.status == 1)
        let error = try #require(result.effects("error").first)
        #expect(error["reason"] as? String == "timeout")
        #expect((error["message"] as? String)?.contains("registerAction('spin') handler in \(f.path("chat.mjs")) ran longer than the 0.2 s CPU-time budget") == true)
        #expect(result.effects("handler").last?["result"] as? String == "replied after to a")
    }

    @Test func handlerThatNeverSettlesTimesOut() throws {
        let f = try folder()
        try f.write("events.ndjson", """
        {"push": \(Self.chatPush), "id": "a"}
        {"response": "a", "action": "never"}
        {"response": "a", "action": "reply", "text": "meanwhile"}
        """)
        let result = try JSHost.run(["run", "chat.mjs", "--events", "events.ndjson", "--fake-time", "--handler-timeout", "3", "--json"], in: f.url)
        #expect(result.status == 1)
        let error = try #require(result.effects("error").first)
        #expect(error["reason"] as? String == "timeout")
        #expect((error["message"] as? String)?.contains("did not settle within 3 s (--handler-timeout)") == true)
        #expect(error["t"] as? Double ?? 0 >= 3000, "virtual time reached the handler timeout")
        #expect(result.effects("handler").first?["result"] as? String == "replied meanwhile to a")
    }

    @Test func missedActionsAreQueuedAndReplayedOnRegistration() throws {
        let f = try folder()
        try f.write("events.ndjson", """
        {"push": \(Self.chatPush), "id": "a"}
        {"response": "a", "action": "later"}
        {"advance": 1000}
        {"response": "a", "action": "later"}
        """)
        let result = try JSHost.run(["run", "chat.mjs", "--events", "events.ndjson", "--fake-time", "--json"], in: f.url)
        #expect(result.status == 0)
        #expect(result.kinds == ["display", "response", "openApp", "missed", "handler", "response", "handler"])
        let missed = result.effects("missed")[0]
        #expect(missed["type"] as? String == "later")
        #expect(missed["reason"] as? String == "notRegistered")
        #expect(missed["queued"] as? Bool == true)
        #expect(result.effects("handler").map { $0["result"] as? String } == ["later, replayed=true", "later, replayed=false"])
    }

    @Test func actionsAfterUnregistrationAreMissedAsNotYetRegistered() throws {
        let f = try TemporaryFolder([
            "main.mjs": """
            import { setCategories, registerAction, unregisterAction } from 'jshost';
            setCategories([{ id: 'c', actions: [{ id: 'go', title: 'Go', type: 'go' }] }]);
            registerAction('go', () => 'went');
            setTimeout(() => unregisterAction('go'), 10);
            """,
        ])
        try f.write("events.ndjson", """
        {"push": {"aps": {"alert": "x", "category": "c"}}, "id": "a"}
        {"response": "a", "action": "go"}
        {"advance": 10}
        {"response": "a", "action": "go"}
        """)
        let result = try JSHost.run(["run", "main.mjs", "--events", "events.ndjson", "--fake-time", "--json"], in: f.url)
        #expect(result.kinds == ["display", "response", "handler", "response", "missed"])
        #expect(result.effects("missed")[0]["reason"] as? String == "notYetRegistered")
    }

    @Test func malformedEventLinesAreErrorsWithLineNumbersAndTheRestRun() throws {
        let f = try folder()
        try f.write("events.ndjson", """
        {"push": \(Self.chatPush), "id": "a"}
        this is not json
        {"response": "zzz", "action": "reply"}
        {"response": "a"}
        {"advance": -5}
        {"appState": "sleeping"}
        {"teleport": true}
        {"push": {"aps": {"alert": 42}}, "id": "b"}
        {"response": "a", "action": "nope"}
        {"response": "a", "action": "reply", "text": "survived"}
        """)
        let result = try JSHost.run(["run", "chat.mjs", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(result.status == 2, "input errors only: exit 2")
        let messages = result.effects("error").compactMap { $0["message"] as? String }
        #expect(messages.count == 8)
        #expect(messages[0].hasPrefix("events.ndjson:2: invalid JSON"))
        #expect(messages[1].contains("unknown notification \"zzz\""))
        #expect(messages[2].hasPrefix("events.ndjson:4: a response needs \"action\""))
        #expect(messages[3].hasPrefix("events.ndjson:5: \"advance\" must be"))
        #expect(messages[4].hasPrefix("events.ndjson:6: \"appState\" must be"))
        #expect(messages[5].hasPrefix("events.ndjson:7: unknown event"))
        #expect(messages[6].contains("$.aps.alert"))
        #expect(messages[7].contains("unknown action \"nope\""))
        #expect(result.effects("error").allSatisfy { $0["reason"] as? String == "input" })
        #expect(result.effects("handler").last?["result"] as? String == "replied survived to a")
    }

    @Test func eventLinesAcrossReadsUpToTheLimitAndALastLineWithoutNewline() throws {
        let f = try folder()
        // A line of almost 1 MiB (the most a line may be) after a short one, so it spans two reads.
        let big = String(repeating: "x", count: 1_000_000)
        try f.write("events.ndjson", "{\"advance\": 1}\n"
            + "{\"push\": {\"aps\": {\"alert\": \"big\", \"category\": \"chat\"}, \"blob\": \"\(big)\"}, \"id\": \"b\"}\n"
            + "{\"response\": \"b\", \"action\": \"reply\", \"text\": \"last\"}")
        let result = try JSHost.run(["run", "chat.mjs", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(result.status == 0)
        #expect(result.kinds == ["warning", "display", "response", "handler"])
        #expect((result.effects("warning")[0]["message"] as? String)?.contains("APNs rejects payloads over 4096 bytes") == true)
        #expect(result.effects("handler")[0]["result"] as? String == "replied last to b")
    }

    @Test func eventsFromStandardInput() throws {
        let f = try folder()
        let events = "{\"push\": \(Self.chatPush), \"id\": \"s\"}\n{\"response\": \"s\", \"action\": \"reply\", \"text\": \"piped\"}\n"
        let result = try JSHost.run(["run", "chat.mjs", "--events", "-", "--json"], in: f.url, stdin: events)
        #expect(result.status == 0)
        #expect(result.effects("handler")[0]["result"] as? String == "replied piped to s")
    }

    @Test func badPayloadFileNamesFileAndPath() throws {
        let f = try folder()
        try f.write("bad.json", #"{"aps": {"alert": {"title": 5}}}"#)
        try f.write("broken.json", "{\n  \"aps\": \n}")
        let wrongType = try JSHost.run(["run", "chat.mjs", "--push", "bad.json", "--json"], in: f.url)
        #expect(wrongType.status == 2)
        let message = try #require(wrongType.effects("error").first?["message"] as? String)
        #expect(message.contains("bad.json"))
        #expect(message.contains("$.aps.alert.title"))
        let broken = try JSHost.run(["run", "chat.mjs", "--push", "broken.json"], in: f.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.json:3"))
    }

    @Test func interactionFlagsNeedAPush() throws {
        let f = try folder()
        let result = try JSHost.run(["run", "chat.mjs", "--tap", "reply"], in: f.url)
        #expect(result.status == 2)
        #expect(result.stderr == "jshost: --tap needs --push FILE or --notification ID (the notification to act on), or a --call that sends one (see 'jshost help run')\n")
        let both = try JSHost.run(["run", "chat.mjs", "--push", "push.json", "--open", "--dismiss"], in: f.url)
        #expect(both.status == 2)
    }

    @Test func categoriesCommandListsAndValidates() throws {
        let f = try folder()
        let result = try JSHost.run(["categories", "chat.mjs", "--json", "--platform", "android"], in: f.url)
        #expect(result.status == 2, "five actions are more than Android shows: the listing comes with a rule error")
        #expect(result.stderr.contains("\"chat\""))
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(list.count == 1)
        #expect(list[0]["id"] as? String == "chat")
        let actions = try #require(list[0]["actions"] as? [[String: Any]])
        #expect(actions.map { $0["id"] as? String } == ["reply", "boom", "spin", "never", "later"])
        #expect(actions[3]["shown"] as? Bool == false, "Android shows 3 buttons")
        let ios = try JSHost.run(["categories", "chat.mjs", "--json"], in: f.url)
        #expect(ios.status == 0, "modern iOS shows up to 10 actions")
        let iosList = try #require(try JSONSerialization.jsonObject(with: Data(ios.stdout.utf8)) as? [[String: Any]])
        let iosActions = try #require(iosList[0]["actions"] as? [[String: Any]])
        #expect(iosActions[4]["options"] as? Int == 4, "foreground is option bit 4 on iOS")
        #expect(iosActions[4]["shown"] as? Bool == true)
        let text = try JSHost.run(["categories", "chat.mjs"], in: f.url)
        #expect(text.stdout.hasPrefix("chat  (jshost, ios)\n  reply  \"Reply\"  options 0  [background]  text input"))

        try f.write("dup.mjs", """
        import { setCategories } from 'jshost';
        setCategories([{ id: 'c', actions: [{ id: 'a', title: 'A' }, { id: 'a', title: 'Again' }] }]);
        """)
        let invalid = try JSHost.run(["categories", "dup.mjs"], in: f.url)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("\"c\""))
        #expect(invalid.stderr.contains("\"a\""))
    }
}
