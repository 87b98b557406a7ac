import Testing
import TestSupport
@testable import JSONSyntax

@Suite struct JSONParserTests {
    @Test func parsesAllValueKindsKeepingKeyOrder() throws {
        let v = try JSONParser.parse(#" {"z": 1, "a": [true, false, null], "m": {"k": "v"}, "n": -2.5e2, "s": "x\"\\\/\b\f\n\r\tA\u00e9\ud83d\ude00"} "#)
        #expect(v.objectValue?.keys == ["z", "a", "m", "n", "s"])
        #expect(v["z"] == .number(1))
        #expect(v["a"] == .array([.bool(true), .bool(false), .null]))
        #expect(v["m"]?["k"] == .string("v"))
        #expect(v["n"] == .number(-250))
        #expect(v["s"] == .string("x\"\\/\u{08}\u{0C}\n\r\tAé😀"))
    }

    @Test func numbers() throws {
        #expect(try JSONParser.parse("0") == .number(0))
        #expect(try JSONParser.parse("-0.5") == .number(-0.5))
        #expect(try JSONParser.parse("12345678901234567890") == .number(Double("12345678901234567890")!))
        #expect(try JSONParser.parse("1E3") == .number(1000))
        #expect(try JSONParser.parse("[1.25e-2]") == .array([.number(0.0125)]))
    }

    @Test func errorsAreJSONSyntaxErrorsWithFileLineAndColumn() {
        #expect(throws: JSONSyntaxError(file: "p.json", line: 2, column: 1, expected: "',' or ']' after an array element")) {
            try JSONParser.parse("[1\n2]", file: "p.json")
        }
    }

    @Test func reportsLineAndColumn() {
        let text = "{\n  \"a\": 1,\n  \"b\": tru\n}"
        #expect(errorText { _ = try JSONParser.parse(text, file: "x.json") } == "x.json:3:8: invalid JSON: expected 'true'")
    }

    @Test(arguments: [
        ("", "<input>:1:1: invalid JSON: expected a JSON value (the input is empty)"),
        ("{\"a\" 1}", "<input>:1:6: invalid JSON: expected ':' after the object key"),
        ("[1 2]", "<input>:1:4: invalid JSON: expected ',' or ']' after an array element"),
        ("{\"a\":1,}", "<input>:1:8: invalid JSON: expected a string key"),
        ("01", "<input>:1:2: invalid JSON: expected '.', 'e' or the end of the number (no leading zeros)"),
        ("\"abc", "<input>:1:5: invalid JSON: expected a closing '\"' before end of input"),
        ("{} x", "<input>:1:4: invalid JSON: expected end of input after the JSON value"),
        ("\"\\q\"", "<input>:1:3: invalid JSON: expected a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)"),
        ("[1.]", "<input>:1:4: invalid JSON: expected a digit after '.'"),
        ("{\"a\":1", "<input>:1:7: invalid JSON: expected ',' or '}' after an object member, found end of input"),
    ])
    func rejectsMalformedInput(text: String, message: String) {
        #expect(errorText { _ = try JSONParser.parse(text) } == message)
    }

    @Test func columnCountsCharactersNotBytes() {
        #expect(errorText { _ = try JSONParser.parse("[\"é\" x]") } == "<input>:1:6: invalid JSON: expected ',' or ']' after an array element")
    }

    @Test func nestingLimit() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(errorText { _ = try JSONParser.parse(deep) }?.contains("expected at most 512 levels of nesting") == true)
    }
}

@Suite struct JSONWriterTests {
    @Test func writesCompactJSONKeepingOrderAndIntegers() throws {
        let v: JSONValue = ["b": 1, "a": [1.5, -3, true, nil], "s": "q\"\n\u{01}é"]
        #expect(v.jsonString == #"{"b":1,"a":[1.5,-3,true,null],"s":"q\"\n\u0001é"}"#)
    }

    @Test func numbers() {
        #expect(JSONValue.number(1e20).jsonString == "1e+20")
        #expect(JSONValue.number(9007199254740991).jsonString == "9007199254740991")
        #expect(JSONValue.number(0.1).jsonString == "0.1")
        #expect(JSONValue.number(-0.0).jsonString == "0")
        #expect(JSONValue.number(.nan).jsonString == "null")
    }

    @Test func roundTrips() throws {
        let text = #"{"aps":{"alert":{"title":"T","body":"B"},"category":"c"},"k":[1,2.5,"\u00e9"],"e":{}}"#
        let v = try JSONParser.parse(text)
        #expect(try JSONParser.parse(v.jsonString) == v)
        #expect(v.jsonString == #"{"aps":{"alert":{"title":"T","body":"B"},"category":"c"},"k":[1,2.5,"é"],"e":{}}"#)
    }

    /// Found by Scripts/fuzz-parsers.sh json: a number past a double's range is valid JSON
    /// and parses to infinity, which JSON cannot write: `null`, as JSON.parse and
    /// JSON.stringify do (node: JSON.stringify(JSON.parse('[5E596,-1e400]')) is '[null,null]').
    @Test func numbersPastADoublesRangeAreInfinityAndWriteAsNull() throws {
        let v = try JSONParser.parse("[5E596,-1e400]")
        #expect(v == [.number(.infinity), .number(-.infinity)])
        #expect(v.jsonString == "[null,null]")
    }

}

/// Strings are scanned and copied eight bytes at a time: a special byte at every
/// position of the word, and past it, must still be found and handled.
@Suite struct JSONStringScanTests {
    static let specials: [(text: String, escaped: String)] = [
        ("\"", "\\\""), ("\\", "\\\\"), ("\n", "\\n"), ("\u{01}", "\\u0001"), ("é", "é"), ("\u{7F}", "\u{7F}"),
    ]

    @Test func everyPositionOfAWordRoundTrips() throws {
        for (special, escaped) in Self.specials {
            for position in 0..<20 {
                let prefix = String(repeating: "a", count: position)
                let value = prefix + special + "tail-after-the-special"
                let expected = "\"" + prefix + escaped + "tail-after-the-special\""
                #expect(JSONValue.string(value).jsonString == expected, "writing \(expected)")
                #expect(try JSONParser.parse(expected) == .string(value), "parsing \(expected)")
                // Skipped (checked, not built) the same way.
                let line = Array(("{\"push\":" + expected + "}").utf8)
                let (_, span) = try line.withUnsafeBytes { try JSONParser.parseSkippingMember($0, "push") }
                #expect(span?.length == expected.utf8.count)
            }
        }
    }

    @Test func aControlCharacterAfterEightPlainBytesIsAnError() {
        let text = "\"abcdefghij\u{01}\""
        #expect(errorText { _ = try JSONParser.parse(text) }?.contains("control characters must be escaped") == true)
    }
}
