import JSONSyntax
import Testing
@testable import Notifications

@Suite struct EffectEncodingTests {
    @Test(arguments: [
        (EffectKind.response(action: "default", text: nil), #"{"seq":1,"t":2.5,"kind":"response","notification":"n1","action":"default"}"#),
        (.handler(surface: .acoustic, type: "sendEmail", result: nil, ms: 0.25), #"{"seq":1,"t":2.5,"kind":"handler","notification":"n1","surface":"acoustic","type":"sendEmail","ms":0.25}"#),
        (.openURL(url: "https://e.com/?a=1&b=\"2\""), #"{"seq":1,"t":2.5,"kind":"openURL","notification":"n1","url":"https://e.com/?a=1&b=\"2\""}"#),
        (.dial(number: "+1555"), #"{"seq":1,"t":2.5,"kind":"dial","notification":"n1","number":"+1555"}"#),
        (.openApp, #"{"seq":1,"t":2.5,"kind":"openApp","notification":"n1"}"#),
        (.dismiss, #"{"seq":1,"t":2.5,"kind":"dismiss","notification":"n1"}"#),
        (.email(to: ["a@b.c"], subject: "S", body: "B", html: false), #"{"seq":1,"t":2.5,"kind":"email","notification":"n1","to":["a@b.c"],"subject":"S","body":"B","html":false}"#),
        (.alert(title: "T", message: "M", buttons: ["OK"]), #"{"seq":1,"t":2.5,"kind":"alert","notification":"n1","title":"T","message":"M","buttons":["OK"]}"#),
        (.alert(title: "T", message: "M", buttons: nil), #"{"seq":1,"t":2.5,"kind":"alert","notification":"n1","title":"T","message":"M"}"#),
        (.http(method: "POST", url: "https://x", status: 201), #"{"seq":1,"t":2.5,"kind":"http","notification":"n1","method":"POST","url":"https://x","status":201}"#),
        (.log(level: "warn", message: "line1\nline2"), #"{"seq":1,"t":2.5,"kind":"log","notification":"n1","level":"warn","message":"line1\nline2"}"#),
        (.missed(type: "t", reason: .notYetRegistered, queued: true), #"{"seq":1,"t":2.5,"kind":"missed","notification":"n1","type":"t","reason":"notYetRegistered","queued":true}"#),
        (.warning(message: "w"), #"{"seq":1,"t":2.5,"kind":"warning","notification":"n1","message":"w"}"#),
        (.error(.permission, "denied"), #"{"seq":1,"t":2.5,"kind":"error","notification":"n1","reason":"permission","message":"denied"}"#),
        (.display(platform: .ios, category: nil, title: "T", body: nil, actions: [DisplayedAction(id: "r", title: "Reply", textInput: TextInput(buttonTitle: "Send", placeholder: "Say"))], channel: nil),
         #"{"seq":1,"t":2.5,"kind":"display","notification":"n1","platform":"ios","category":null,"title":"T","body":null,"actions":[{"id":"r","title":"Reply","foreground":false,"destructive":false,"authenticationRequired":false,"textInput":{"buttonTitle":"Send","placeholder":"Say"}}]}"#),
    ])
    func stableJSON(kind: EffectKind, json: String) throws {
        let e = Effect(seq: 1, t: 2.5, notification: "n1", kind: kind)
        #expect(e.json == json)
        #expect(try JSONParser.parse(e.json).objectValue?.keys.prefix(4) == ["seq", "t", "kind", "notification"])
    }

    @Test func effectWithoutNotification() {
        #expect(Effect(seq: 9, t: 0, kind: .log(level: "info", message: "hi")).json == #"{"seq":9,"t":0,"kind":"log","level":"info","message":"hi"}"#)
    }

    @Test func jsonLinesSinkFlushesWholeLines() {
        var written: [[UInt8]] = []
        let sink = JSONLinesSink(flushThreshold: 100) { written.append(Array($0)) }
        for i in 1...5 { sink.emit(Effect(seq: i, t: 0, kind: .warning(message: "message number \(i)"))) }
        sink.flush()
        let text = written.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(text.split(separator: "\n").count == 5)
        #expect(text.hasPrefix(#"{"seq":1,"t":0,"kind":"warning","message":"message number 1"}"# + "\n"))
        #expect(written.count >= 2)
        #expect(sink.count == 5)
    }

    /// The sink reuses the encoded actions of the array it encoded last; every line must
    /// still be what `Effect.json` writes, whichever arrays come and go.
    @Test func jsonLinesSinkWritesEveryDisplayEffectsOwnActions() {
        var written: [UInt8] = []
        let sink = JSONLinesSink(flushThreshold: 1 << 20) { written.append(contentsOf: $0) }
        let shared = [DisplayedAction(id: "a", title: "A"), DisplayedAction(id: "b", title: "B", foreground: true)]
        var expected: [String] = []
        for i in 0..<12 {
            let actions: [DisplayedAction]
            switch i % 4 {
            case 0, 1: actions = shared
            case 2: actions = [DisplayedAction(id: "x\(i)", title: "X")]  // a fresh array each time
            default: actions = []
            }
            let effect = Effect(seq: i, t: 0, notification: "n", kind: .display(platform: .ios, category: "c", title: nil, body: nil,
                                                                                  actions: actions, channel: nil))
            sink.emit(effect)
            expected.append(effect.json)
        }
        sink.flush()
        #expect(String(decoding: written, as: UTF8.self) == expected.joined(separator: "\n") + "\n")
    }

    @Test func clocks() {
        let v = VirtualClock()
        v.advance(by: 10)
        v.advance(by: -5)
        v.set(to: 3)
        #expect(v.nowMilliseconds == 10)
        let s = SystemClock()
        let a = s.nowMilliseconds
        #expect(a >= 0 && s.nowMilliseconds >= a)
    }
}
