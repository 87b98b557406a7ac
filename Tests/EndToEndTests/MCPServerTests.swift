import Foundation
import Testing

/// `jshost mcp` on the wire (docs/mcp.md): malformed and oversized messages get a JSON-RPC
/// error and the server keeps serving; tool failures are `isError` results; a cancelled call
/// gets no answer. (Tests/MCPClient/run.sh drives the same server with the official Python SDK.)
@Suite struct MCPServerTests {
    static let app = JSHost.repository.appendingPathComponent("Examples/acoustic-react-native")

    /// The server's answers (one JSON object or array a line) to `lines`, given on standard input at once.
    static func serve(_ lines: [String], root: URL = app) throws -> (answers: [Any], result: JSHostResult) {
        let result = try JSHost.run(["mcp", "--root", root.path], stdin: lines.joined(separator: "\n") + "\n")
        let answers = result.stdout.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) ?? ["unparsed": String(line)]
        }
        return (answers, result)
    }

    static func answer(_ answers: [Any], id: Int) -> [String: Any]? {
        answers.compactMap { $0 as? [String: Any] }.first { ($0["id"] as? Int) == id }
    }

    static func errorCode(_ answer: [String: Any]?) -> Int? { (answer?["error"] as? [String: Any])?["code"] as? Int }
    static func errorMessage(_ answer: [String: Any]?) -> String { (answer?["error"] as? [String: Any])?["message"] as? String ?? "" }

    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#

    @Test func malformedRequestsGetJSONRPCErrorsAndTheServerKeepsServing() throws {
        let (answers, result) = try Self.serve([
            Self.initialize,
            "this is not JSON",
            #"{"jsonrpc":"2.0","id":2}"#,
            #"{"jsonrpc":"1.0","id":3,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"no/such/method"}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"nope"}}"#,
            #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":"run"}"#,
            #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#,
            "[]",
            #"[{"jsonrpc":"2.0","id":7,"method":"ping"},{"jsonrpc":"2.0","id":8,"method":"ping"}]"#,
            #"{"jsonrpc":"2.0","id":9,"method":"resources/read","params":{"uri":"file:///etc/passwd"}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":10,"method":"ping"}"#,
        ])
        #expect(result.status == 0)
        // An older revision a client asks for is the one answered.
        #expect(((Self.answer(answers, id: 1)?["result"] as? [String: Any])?["protocolVersion"] as? String) == "2024-11-05")
        let parse = answers.compactMap { $0 as? [String: Any] }.first { Self.errorCode($0) == -32700 }
        #expect(parse != nil && parse?["id"] is NSNull, "a parse error answers with id null")
        #expect(Self.errorMessage(parse).contains("column 1"))
        #expect(Self.errorCode(Self.answer(answers, id: 2)) == -32600)
        #expect(Self.errorMessage(Self.answer(answers, id: 2)).contains("no \"method\""))
        #expect(Self.errorCode(Self.answer(answers, id: 3)) == -32600)
        #expect(Self.errorCode(Self.answer(answers, id: 4)) == -32601)
        #expect(Self.errorMessage(Self.answer(answers, id: 4)) == "Method not found: no/such/method")
        #expect(Self.errorCode(Self.answer(answers, id: 5)) == -32602)
        #expect(Self.errorMessage(Self.answer(answers, id: 5)).contains("Unknown tool: nope"))
        #expect(Self.errorCode(Self.answer(answers, id: 6)) == -32602)
        #expect(answers.contains { Self.errorMessage($0 as? [String: Any]).contains("\"id\" must be a string or a number") })
        #expect(answers.contains { Self.errorMessage($0 as? [String: Any]).contains("an empty batch") })
        let batch = answers.compactMap { $0 as? [[String: Any]] }.first
        #expect(batch?.compactMap { $0["id"] as? Int } == [7, 8])
        #expect(Self.errorCode(Self.answer(answers, id: 9)) == -32002, "a file that is not a listed resource is not found")
        #expect(Self.answer(answers, id: 10)?["result"] is [String: Any], "the server still answers a ping at the end")
        // Notifications get no answer: 12 answers for 13 messages.
        #expect(answers.count == 12)
    }

    @Test func anOversizedMessageIsAnsweredAndSkipped() throws {
        let big = #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"check","arguments":{"payload":{"x":""# + String(repeating: "a", count: 3 << 19) + #""}}}}"#
        let (answers, result) = try Self.serve([Self.initialize, big, #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#])
        #expect(result.status == 0)
        let oversized = answers.compactMap { $0 as? [String: Any] }.first { Self.errorCode($0) == -32600 }
        #expect(Self.errorMessage(oversized).contains("longer than 1 MiB"), "\(answers)")
        #expect(Self.answer(answers, id: 2) == nil)
        #expect(Self.answer(answers, id: 3)?["result"] is [String: Any])
    }

    @Test func toolFailuresAreIsErrorResultsWithTheCLIsMessage() throws {
        let (answers, _) = try Self.serve([
            Self.initialize,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run","arguments":{"entry":"../acoustic-cordova/index.js"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"run","arguments":{"entry":"send-email-action.js","tap":"sendEmail"}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"matrix","arguments":{"entry":"send-email-action.js","payload":{"aps":{"alert":5}}}}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"check","arguments":{"payload":"payload.json","colour":"red"}}}"#,
        ])
        func failure(_ id: Int) -> String? {
            guard let result = Self.answer(answers, id: id)?["result"] as? [String: Any], result["isError"] as? Bool == true else { return nil }
            return ((result["content"] as? [[String: Any]])?.first?["text"] as? String)
        }
        #expect(failure(2)?.contains("is outside the project root") == true, "\(answers)")
        // The CLI: "--tap needs --push FILE or --notification ID (the notification to act on), …".
        #expect(failure(3)?.hasPrefix("\"tap\" needs \"payload\" or \"notification\"") == true, "\(String(describing: failure(3)))")
        #expect(failure(4)?.contains("$.aps.alert") == true, "\(String(describing: failure(4)))")
        #expect(failure(5) == "check: unknown argument \"colour\" (it takes payload, entry, platform, format, voip, timeout, native, mocks, stubMissing)")
    }

    @Test func aCancelledCallGetsNoAnswer() throws {
        let folder = try TemporaryFolder(["spin.js": "for (;;) {}\n", "payload.json": #"{"aps":{"alert":"hi"}}"#])
        let (answers, result) = try Self.serve([
            Self.initialize,
            // Runs for its one CPU second while the lines below are read.
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run","arguments":{"entry":"spin.js","timeout":1}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"run","arguments":{"entry":"spin.js","timeout":1}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3,"reason":"the user stopped it"}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"payloads","arguments":{}}}"#,
            // Call 6 is cancelled while it runs (or before it starts): no answer either way.
            #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"run","arguments":{"entry":"spin.js","timeout":1}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":6}}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"payloads","arguments":{}}}"#,
            // An id no call has is ignored.
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":99}}"#,
        ], root: folder.url)
        #expect(result.status == 0)
        let ids = answers.compactMap { ($0 as? [String: Any])?["id"] as? Int }
        #expect(ids == [1, 4, 2, 5, 7], "the ping is answered while call 2 runs; calls 3 and 6 are never answered: \(ids)")
        let run = Self.answer(answers, id: 2)?["result"] as? [String: Any]
        #expect((run?["structuredContent"] as? [String: Any])?["status"] as? Int == 1, "the runaway loop is stopped by its budget")
    }

    @Test func aRootThatIsNotAFolderIsAUsageError() throws {
        let result = try JSHost.run(["mcp", "--root", "/no/such/folder"], stdin: "")
        #expect(result.status == 2)
        #expect(result.stderr.contains("jshost: --root '/no/such/folder' is not a folder (see 'jshost help mcp')"))
        #expect(result.stdout.isEmpty)
    }
}
