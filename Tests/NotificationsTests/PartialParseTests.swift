import Foundation
import JSONSyntax
import Testing
import TestSupport
@testable import Notifications

/// A parse's value or its error text.
enum Outcome<T> {
    case value(T)
    case error(String)
}

/// The partial parses of the dispatch path (`JSONParser.parseSkippingMember` and the
/// one-pass APNs reader) must give exactly what a full parse gives: the same values,
/// the same errors, the same sizes.
@Suite struct PartialParseTests {
    static let invalidMembers = [
        #"{"a":1"#, #"{"a" 1}"#, #"{"a":1,}"#, #"{1:2}"#, #"[1,]"#, #"[1 2]"#, #"tru"#, #"nul"#, #"-"#, #"01"#,
        #"1."#, #"1e"#, #""abc"#, "\"a\u{01}b\"", #""\x""#, #""\u12G4""#, #""ab\"#, #"{"k":"\u""#, #"{"a":[}"#,
        #"{"a":{"b":{"c":[1,2,{"d":nil}]}}}"#, "", "   ", #"}"#,
    ]

    static let validMembers = [
        #"{"aps":{"alert":"hi"}}"#, #"[1,2.5,-0,1e3,"x",null,true,false,{}]"#, #""caf\u00e9""#, "\"café\"",
        #"{ "spaced" : [ 1 , 2 ] }"#, #""\ud83d\ude00 and \ud800 alone""#, #"12345678901234567890"#,
        "\"\u{FF}\u{FE} invalid\"", #"{"a":"\/\b\f\n\r\t\"\\"}"#, #"-12"#, #"0.5"#,
    ]

    /// The same document text, with `member` as the `push` value of an event line.
    static func line(_ member: String) -> [UInt8] {
        var bytes = Array(#"{"id":"n1","push":"#.utf8) + Array(member.utf8) + Array(#","x":[1]}"#.utf8)
        // Invalid UTF-8 where the text asks for it (the \u{FF}\u{FE} case).
        if member.contains("\u{FF}\u{FE}") {
            bytes = bytes.flatMap { $0 == 0xC3 ? [] as [UInt8] : [$0] }
        }
        return bytes
    }

    static func full(_ bytes: [UInt8]) -> Outcome<JSONValue> {
        do { return .value(try JSONParser.parse(bytes, file: "f")) } catch { return .error("\(error)") }
    }

    @Test(arguments: invalidMembers + validMembers)
    func skippingAMemberGivesTheFullParsesErrorsAndSpan(member: String) throws {
        let bytes = Self.line(member)
        let skipping: Outcome<(JSONValue, JSONParser.MemberSpan?)> = bytes.withUnsafeBytes { raw in
            do { return .value(try JSONParser.parseSkippingMember(raw, "push", file: "f")) } catch { return .error("\(error)") }
        }
        switch (Self.full(bytes), skipping) {
        case let (.error(expected), .error(actual)):
            #expect(actual == expected)
        case let (.value(value), .value((partial, span))):
            guard case .object(var object) = value, let span else {
                Issue.record("no span for \(member)")
                return
            }
            let pushText = Array(bytes[span.offset ..< span.offset + span.length])
            #expect(try JSONParser.parse(pushText) == object["push"])
            // The span is compact exactly when the text is what the writer writes.
            let written = Array(object["push"]!.jsonString.utf8)
            if span.isCompact { #expect(written == pushText, "a compact span must be what the writer writes") }
            object["push"] = .null
            #expect(partial == .object(object))
        case let (full, partial):
            Issue.record("full parse \(full), skipping parse \(partial) for \(member)")
        }
    }

    static let fixtures = try! FileManager.default.contentsOfDirectory(atPath: Fixture.directory.path).sorted()
        .filter { !$0.contains("categories") && !$0.contains("types") }

    /// Every fixture, and variants of the APNs ones, decode from bytes exactly as from
    /// the fully parsed value: every field, `raw`, `data`, `byteCount`, or the same error.
    @Test(arguments: fixtures)
    func decodingBytesEqualsDecodingTheParsedValue(name: String) throws {
        let bytes = try Fixture.bytes(name)
        func viaValue() throws -> PushNotification {
            try PayloadDecoder.decode(try JSONParser.parse(bytes, file: name), byteCount: bytes.count, file: name, id: "x")
        }
        func viaBytes() throws -> PushNotification {
            try bytes.withUnsafeBytes { try PayloadDecoder.decode($0, file: name, id: "x") }
        }
        let expected = Result(catching: viaValue)
        let actual = Result(catching: viaBytes)
        switch (expected, actual) {
        case let (.success(a), .success(b)):
            #expect(a == b)
            #expect(a.raw == b.raw)
            #expect(a.data == b.data)
            #expect(a.byteCount == b.byteCount)
            #expect(a.format == b.format)
        case let (.failure(a), .failure(b)):
            #expect("\(a)" == "\(b)")
        default:
            Issue.record("\(name): from the value \(expected), from bytes \(actual)")
        }
    }

    /// APNs shapes around the one-pass reader's edges: each must decode (or fail) exactly
    /// as the fully parsed value does, under every format that reads `aps`.
    static let apnsVariants = [
        #"{"aps":{"alert":{"title":"T","body":"B"},"category":"c"},"x":1}"#,
        #"{"aps":{"alert":"just a body","category":null}}"#,
        #"{"aps":{"alert":null}}"#,
        #"{"aps":{}}"#,
        #"{"aps":{"alert":{"title":null,"body":"B","subtitle":"S","loc-args":["a",1]}}}"#,
        #"{"aps":{"alert":{"title":5}}}"#,
        #"{"aps":{"alert":{"title":"a","title":5}}}"#,
        #"{"aps":{"alert":{"title":5,"title":"a"}}}"#,
        #"{"aps":{"alert":7}}"#,
        #"{"aps":{"alert":[]}}"#,
        #"{"aps":{"category":3}}"#,
        #"{"aps":{"alert":"one","alert":{"body":"two"}}}"#,
        #"{"aps":{"alert":"first"},"aps":{"category":"second"}}"#,
        #"{"aps":{"alert":"first"},"aps":5}"#,
        #"{"aps":"not an object"}"#,
        #"{"aps":{"alert":"escaped key"}}"#,
        #"{"aps":{"alert":"escaped inner key"}}"#,
        #"{"aps":{"alert":"x"},"Simulator Target Bundle":"com.example"}"#,
        #"{"aps":{"alert":"x"},"Simulator Target Bundle":5}"#,
        #"{"Simulator Target Bundle":"com.example"}"#,
        #"{"aps":{"alert":"x"},"notification-action":{"type":"url","value":"https://e.x"}}"#,
        #"{"aps":{"alert":"x"},"notification-action":{"type":5}}"#,
        #"{"aps":{"alert":"x"},"notification-action":null}"#,
        #"{"aps":{"alert":"x"},"notification-action":{"type":"sendEmail","value":{"to":"a","n":[1,2]}}}"#,
        #"{"aps":{"alert":"x"},"notification-action":{"type":"url"}}"#,
        #"{"aps":{"alert":"x"},"notification-action":"text"}"#,
        #"{"aps":{"category":"c"},"notification-action":{"type":"x"},"category-name":"n"}"#,
        #"{"aps":{"alert":"x"},"category-name":"c","category-actions":[{"name":"Go","type":"url","value":"https://e.x"}]}"#,
        #"{"aps":{"alert":"x"},"sfdc":{"nid":"N1","type":"T","act":{"group":"G"}},"_nid":"m1","_u":"https://u"}"#,
        #"{"aps":{"alert":"x"},"sfdc":{"type":"T"}}"#,
        #"{"aps":{"alert":"x"},"_nid":7,"st_action_deeplink":"app://d"}"#,
        #" { "aps" : { "alert" : { "body" : "spaced" } } , "n" : 1.50 } "#,
        #"{"aps":{"alert":"x"},"deep":{"a":[1,{"b":[true,false,null]}]},"s":"café "q""}"#,
        #"{"aps":{"alert":"x"},"bad":[1,}"#,
        #"{"aps":{"alert":"x","badge":01}}"#,
        #"{"aps":{"alert":"x"}} trailing"#,
        #"{"aps":{"alert":"x"}"#,
        #"[1,2]"#, #""text""#, "   ", #"{"message":{"alert":"mf8"}}"#,
    ]

    @Test(arguments: apnsVariants, [PayloadFormat?.none, .apns, .simctl])
    func theOnePassAPNsReaderDecodesAsTheFullParse(text: String, format: PayloadFormat?) throws {
        let bytes = Array(text.utf8)
        func viaValue() throws -> PushNotification {
            try PayloadDecoder.decode(try JSONParser.parse(bytes, file: "p.json"), byteCount: bytes.count, file: "p.json", id: "x", format: format)
        }
        func viaBytes() throws -> PushNotification {
            try bytes.withUnsafeBytes { try PayloadDecoder.decode($0, file: "p.json", id: "x", format: format) }
        }
        switch (Result(catching: viaValue), Result(catching: viaBytes)) {
        case let (.success(a), .success(b)):
            #expect(a == b)
            #expect(a.raw == b.raw && a.data == b.data && a.byteCount == b.byteCount && a.format == b.format)
        case let (.failure(a), .failure(b)):
            #expect("\(a)" == "\(b)")
        case let (a, b):
            Issue.record("\(text): from the value \(a), from bytes \(b)")
        }
    }

    /// Random edits of the APNs shapes above (a fixed seed, so a failure repeats):
    /// deleted, duplicated and replaced bytes, truncations. Every one decodes from bytes
    /// exactly as from the fully parsed value, or fails with the same error.
    @Test func randomEditsOfAPNsPayloadsDecodeAsTheFullParse() throws {
        var rng = SplitMix(seed: 0x6A73_686F_7374)
        let pieces = Array("{}[]\":,\\ntrue0-1.5e9\u{e9}aps alert title body category notification-action _nid sfdc".utf8)
        var checked = 0
        for base in Self.apnsVariants.map({ Array($0.utf8) }) where !base.isEmpty {
            for _ in 0..<120 {
                let bytes = rng.edited(base, upTo: 3, from: pieces)
                let format: PayloadFormat? = [nil, .apns, .simctl][Int(rng.next() % 3)]
                let viaValue = Result { try PayloadDecoder.decode(try JSONParser.parse(bytes, file: "p"), byteCount: bytes.count, file: "p", format: format) }
                let viaBytes = Result { try bytes.withUnsafeBytes { try PayloadDecoder.decode($0, file: "p", format: format) } }
                switch (viaValue, viaBytes) {
                case let (.success(a), .success(b)):
                    #expect(a == b && a.raw == b.raw && a.data == b.data, "\(String(decoding: bytes, as: UTF8.self))")
                case let (.failure(a), .failure(b)):
                    #expect("\(a)" == "\(b)", "\(String(decoding: bytes, as: UTF8.self))")
                default:
                    Issue.record("\(String(decoding: bytes, as: UTF8.self)): \(viaValue) against \(viaBytes)")
                }
                // The same bytes as an event line's `push`: skipping it is checking it.
                let line = Array(#"{"id":"n1","push":"#.utf8) + bytes + Array(#"}"#.utf8)
                // Decoded where it stands (`readEventLine`), it is the notification the
                // full path decodes, with the same size; a line the full path rejects is not read.
                let (flat, inPlace) = line.withUnsafeBytes {
                    PayloadDecoder.readEventLine($0, keys: ["id"], payload: "push") { _, _ in }
                }
                if case .read = flat, let inPlace {
                    let viaSpan = Result {
                        try line.withUnsafeBytes { raw -> PushNotification in
                            let (_, span) = try JSONParser.parseSkippingMember(raw, "push")
                            let text = UnsafeRawBufferPointer(rebasing: raw[span!.offset ..< span!.offset + span!.length])
                            return try PayloadDecoder.decode(text, byteCount: span!.isCompact ? span!.length : nil)
                        }
                    }
                    if case let .success(expected) = viaSpan {
                        #expect(inPlace == expected && inPlace.raw == expected.raw && inPlace.data == expected.data
                                && inPlace.byteCount == expected.byteCount, "\(String(decoding: line, as: UTF8.self))")
                    } else {
                        Issue.record("read in place, but the full path fails: \(String(decoding: line, as: UTF8.self))")
                    }
                }
                let full = Result { try JSONParser.parse(line, file: "e") }
                let skipping = Result { try line.withUnsafeBytes { try JSONParser.parseSkippingMember($0, "push", file: "e") } }
                switch (full, skipping) {
                case let (.success(value), .success((_, span))):
                    let text = span.map { Array(line[$0.offset ..< $0.offset + $0.length]) }
                    #expect(text.map { try? JSONParser.parse($0) } == value["push"], "\(String(decoding: line, as: UTF8.self))")
                case let (.failure(a), .failure(b)):
                    #expect("\(a)" == "\(b)", "\(String(decoding: line, as: UTF8.self))")
                default:
                    Issue.record("\(String(decoding: line, as: UTF8.self)): \(full) against \(skipping)")
                }
                checked += 1
            }
        }
        #expect(checked > 3000)
    }

    /// `readEventLine`, the one-pass reader of `--events` lines, reads a line only
    /// when the full parse gives an object of those keys, each once, with the same
    /// strings and the same `push` span. Random edits of both kinds of line (a fixed
    /// seed) never make it read anything else; the unedited lines are read.
    @Test func readingFlatEventLinesAgreesWithTheFullParse() throws {
        let keys: [StaticString] = ["id", "format", "response", "action", "text"]
        let names = ["id", "format", "response", "action", "text"]
        let lines = [
            #"{"push":{"aps":{"alert":{"title":"T","body":"B"},"category":"c"},"x":[1,2.5]},"id":"n1","format":"apns"}"#,
            #"{"response":"n1","action":"default","text":"on my way"}"#,
            #"{ "id" : "caf\u00e9" , "push" : { "aps" : { } } }"#,
            #"{"action":"reply","response":"n\"2"}"#,
        ]
        var rng = SplitMix(seed: 0x6576_656E_7473)
        let pieces = Array("{}[]\":,\\ ntrue0-1.5\u{e9}push id format response action text".utf8)
        var read = 0
        for (n, base) in lines.map({ Array($0.utf8) }).enumerated() {
            for i in 0..<500 {
                let bytes = i == 0 ? base : rng.edited(base, upTo: 2, from: pieces)
                var strings: [Int: String] = [:]
                let (flat, _) = bytes.withUnsafeBytes { PayloadDecoder.readEventLine($0, keys: keys, payload: "push") { strings[$0] = $1 } }
                let text = String(decoding: bytes, as: UTF8.self)
                guard case .read(let span) = flat else {
                    #expect(i > 0, "unedited line \(n) not read: \(text)")
                    continue
                }
                read += 1
                guard let (value, fullSpan) = try? bytes.withUnsafeBytes({ try JSONParser.parseSkippingMember($0, "push") }),
                      case .object(let object) = value else {
                    Issue.record("read, but the full parse fails or is no object: \(text)")
                    continue
                }
                #expect(Set(object.keys).count == object.keys.count, "a repeated key was read: \(text)")
                #expect(object.keys.allSatisfy { names.contains($0) || $0 == "push" }, "another key was read: \(text)")
                for (k, name) in names.enumerated() {
                    #expect(object[name]?.stringValue == strings[k], "\(name) of \(text)")
                }
                #expect(span?.offset == fullSpan?.offset && span?.length == fullSpan?.length && span?.isCompact == fullSpan?.isCompact, "\(text)")
            }
        }
        #expect(read > 250)
        // Lines the general path must read: a repeated, escaped or other key, a value that is not a string.
        let push = #"{"aps":{}}"#
        for line in [#"{"id":"a","id":"b","push":\#(push)}"#, #"{"push":\#(push),"push":\#(push)}"#, #"{"i\u0064":"a","push":\#(push)}"#,
                     #"{"id":5,"push":\#(push)}"#, #"{"push":\#(push),"other":"x"}"#, #"[{"push":\#(push)}]"#, #"{"response":null,"action":"a"}"#] {
            let (flat, _) = Array(line.utf8).withUnsafeBytes { PayloadDecoder.readEventLine($0, keys: keys, payload: "push") { _, _ in } }
            guard case .other = flat else {
                Issue.record("read: \(line)")
                continue
            }
        }
    }

    @Test func anAPNsNotificationKeepsItsTextForRawAndData() throws {
        let text = #"{"aps":{"alert":{"title":"T","body":"B"},"category":"c"},"orderId":7,"deep":{"a":[1,{"b":"x"}]},"Simulator Target Bundle":"com.x"}"#
        var n = try PayloadDecoder.decode(text, format: .apns)
        #expect(n.title == "T" && n.body == "B" && n.category == "c")
        #expect(n.raw == (try JSONParser.parse(text)))
        #expect(n.data == JSONObject(["orderId": 7, "deep": ["a": [1, ["b": "x"]]]]))
        #expect(n.byteCount == text.utf8.count)
        // Setting `raw` keeps the data read from the old payload; setting `data` keeps `raw`.
        n.raw = ["aps": [:]]
        #expect(n.raw == ["aps": [:]])
        #expect(n.data["orderId"] == 7)
        var m = try PayloadDecoder.decode(text, format: .apns)
        m.data = JSONObject(["k": "v"])
        #expect(m.data == JSONObject(["k": "v"]))
        #expect(m.raw["orderId"] == 7)
    }

    @Test func aMeasuredSizeIsTheCompactEncodingsSize() throws {
        let text = #"{ "aps" : { "alert" : "hi" } , "n" : 1.50 }"#
        let n = try text.utf8.withContiguousStorageIfAvailable { try PayloadDecoder.decode(UnsafeRawBufferPointer($0), byteCount: nil) }!
        #expect(n.byteCount == #"{"aps":{"alert":"hi"},"n":1.5}"#.utf8.count)
    }
}
