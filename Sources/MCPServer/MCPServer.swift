import Foundation
import HostRuntime
import AppSessions
import JSONSyntax
import Locking

/// What a `jshost mcp` server may reach: the project root (every path a tool is given must
/// be inside it) and the permissions every script it runs gets (`--allow-*`).
public struct MCPConfiguration: Sendable {
    /// The project root, absolute, symbolic links resolved.
    public var root: String
    public var permissions: Permissions
    /// The version `serverInfo` reports.
    public var version: String

    public init(root: String, permissions: Permissions = Permissions(), version: String) {
        let absolute = root.hasPrefix("/") ? root : FileManager.default.currentDirectoryPath + "/" + root
        self.root = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        self.permissions = permissions
        self.version = version
    }
}

/// `jshost mcp`: a Model Context Protocol server on standard input and output (docs/mcp.md).
///
/// JSON-RPC 2.0, one message a line, as the specification's stdio transport has it
/// (modelcontextprotocol/modelcontextprotocol `docs/specification/2025-06-18/basic/transports.mdx`).
/// The reading thread answers `initialize`, `ping`, the lists, resources and prompts at once and
/// takes `notifications/cancelled`; tool calls run one at a time on a worker thread, so a ping
/// or a cancellation is read while a call runs. Nothing listens on the network.
public final class MCPServer: @unchecked Sendable {
    // @unchecked: `queue`, `cancelled` and `running` are reached only through their Locked boxes;
    // the rest is set in init and only read.

    /// Revisions this server speaks, newest first (the schemas in
    /// modelcontextprotocol/modelcontextprotocol `schema/*/schema.ts`). A client that asks for
    /// another is answered with the newest, as the lifecycle's version negotiation says.
    public static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    /// The longest message read, as an `--events` line: a longer one is answered with an error
    /// and skipped (docs/mcp.md, "Limits").
    public static let maximumMessageBytes = InputSource.maximumLineBytes

    public let configuration: MCPConfiguration
    let tools: MCPTools
    let library: MCPLibrary
    private let output: MessageWriter

    private struct Job {
        var id: JSONValue
        var name: String
        var arguments: JSONObject
        var progressToken: JSONValue?
    }
    private let queue = Locked<(jobs: [Job], closed: Bool, running: String?)>(([], false, nil))
    /// Ids of requests the client cancelled (their answers are not sent).
    private let cancelled = Locked<Set<String>>([])
    private let negotiated = Locked<String?>(nil)

    /// Writes to `outputDescriptor` (standard output unless told).
    public init(configuration: MCPConfiguration, outputDescriptor: Int32 = 1) {
        self.configuration = configuration
        output = MessageWriter(descriptor: outputDescriptor)
        tools = MCPTools(configuration: configuration)
        library = MCPLibrary(configuration: configuration)
    }

    /// Serves until standard input ends (the client closed it), then finishes the calls
    /// already read and returns 0.
    public func serve() -> Int32 {
        let finished = Locked(false)
        let worker = Thread { [self] in
            work()
            finished.withLock { $0 = true }
        }
        // JavaScriptCore wants a roomy stack, as the test runner's threads have.
        worker.stackSize = 16 << 20
        worker.name = "jshost-mcp"
        worker.start()
        do {
            try InputSource("-").forEachLine({ line, _ in
                handle(line)
            }, oversized: { _, endsStream in
                send(Self.errorResponse(id: .null, code: -32600,
                                        message: "Invalid Request: the message is longer than \(Self.maximumMessageBytes / 1024 / 1024) MiB, the most one message may be"
                                            + (endsStream ? "; no newline came after 16 MiB, so the server stops reading" : "; it was skipped")))
            })
        } catch {
            FileHandle.standardError.write(Data("jshost mcp: \(error)\n".utf8))
        }
        queue.withLock { $0.closed = true }
        finished.wait { $0 ? true : nil }
        return 0
    }

    // MARK: - Messages

    func handle(_ line: UnsafeRawBufferPointer) {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
        let message: JSONValue
        do {
            message = try JSONParser.parse(line)
        } catch let error as JSONSyntaxError {
            return send(Self.errorResponse(id: .null, code: -32700, message: "Parse error: invalid JSON at column \(error.column): expected \(error.expected)"))
        } catch {
            return send(Self.errorResponse(id: .null, code: -32700, message: "Parse error: \(error)"))
        }
        if case let .array(batch) = message {
            // JSON-RPC batches (the 2025-03-26 revision allows them; later ones dropped them).
            guard !batch.isEmpty else { return send(Self.errorResponse(id: .null, code: -32600, message: "Invalid Request: an empty batch")) }
            let answers = batch.compactMap { handle(message: $0, inBatch: true) }
            if !answers.isEmpty { send(.array(answers)) }
            return
        }
        if let answer = handle(message: message, inBatch: false) { send(answer) }
    }

    /// The answer to one message, if it is sent at once.
    private func handle(message: JSONValue, inBatch: Bool) -> JSONValue? {
        guard case let .object(object) = message else {
            return Self.errorResponse(id: .null, code: -32600, message: "Invalid Request: a message is a JSON object, got \(message.typeDescription)")
        }
        let id = object["id"]
        if let id {
            switch id {
            case .string, .number: break
            default: return Self.errorResponse(id: .null, code: -32600, message: "Invalid Request: \"id\" must be a string or a number, got \(id.typeDescription)")
            }
        }
        guard object["jsonrpc"]?.stringValue == "2.0" else {
            return Self.errorResponse(id: id ?? .null, code: -32600, message: "Invalid Request: \"jsonrpc\" must be \"2.0\"")
        }
        guard let methodValue = object["method"] else {
            // A response from the client: this server sends no requests, so there is nothing to match.
            if id != nil, object["result"] != nil || object["error"] != nil { return nil }
            return Self.errorResponse(id: id ?? .null, code: -32600, message: "Invalid Request: no \"method\"")
        }
        guard let method = methodValue.stringValue else {
            return Self.errorResponse(id: id ?? .null, code: -32600, message: "Invalid Request: \"method\" must be a string")
        }
        let paramsValue = object["params"] ?? .object(JSONObject())
        guard case let .object(params) = paramsValue else {
            return id.map { Self.errorResponse(id: $0, code: -32602, message: "Invalid params: \"params\" of \(method) must be an object") }
        }
        guard let id else {
            notification(method, params)
            return nil
        }
        do {
            switch method {
            case "initialize": return Self.response(id: id, initialize(params))
            case "ping": return Self.response(id: id, .object(JSONObject()))
            case "tools/list": return Self.response(id: id, .object(JSONObject([JSONMember("tools", .array(tools.definitions))])))
            case "tools/call":
                guard let name = params["name"]?.stringValue else { throw ProtocolError.invalidParams("tools/call needs \"name\", the tool to call (a string)") }
                guard tools.names.contains(name) else {
                    throw ProtocolError.invalidParams("Unknown tool: \(name) (the tools are \(tools.names.joined(separator: ", ")))")
                }
                let arguments: JSONObject
                switch params["arguments"] {
                case nil, .null?: arguments = JSONObject()
                case let .object(given)?: arguments = given
                case let other?: throw ProtocolError.invalidParams("\"arguments\" of tools/call must be an object, got \(other.typeDescription)")
                }
                if inBatch {
                    // Answered in the batch's own response, so it runs here.
                    return Self.response(id: id, tools.call(name, arguments, progress: { _, _, _ in }, isCancelled: { false }))
                }
                let token = params["_meta"]?["progressToken"]
                queue.withLock { $0.jobs.append(Job(id: id, name: name, arguments: arguments, progressToken: token)) }
                return nil
            case "resources/list": return Self.response(id: id, library.resourceList())
            case "resources/templates/list": return Self.response(id: id, .object(JSONObject([JSONMember("resourceTemplates", .array([]))])))
            case "resources/read":
                guard let uri = params["uri"]?.stringValue else { throw ProtocolError.invalidParams("resources/read needs \"uri\" (a string)") }
                return Self.response(id: id, try library.read(uri))
            case "prompts/list": return Self.response(id: id, library.promptList())
            case "prompts/get":
                guard let name = params["name"]?.stringValue else { throw ProtocolError.invalidParams("prompts/get needs \"name\" (a string)") }
                return Self.response(id: id, try library.prompt(name, arguments: params["arguments"]?.objectValue ?? JSONObject()))
            default:
                return Self.errorResponse(id: id, code: -32601, message: "Method not found: \(method)")
            }
        } catch let error as ProtocolError {
            return Self.errorResponse(id: id, code: error.code, message: error.message)
        } catch {
            return Self.errorResponse(id: id, code: -32603, message: "Internal error: \(error)")
        }
    }

    private func initialize(_ params: JSONObject) -> JSONValue {
        let asked = params["protocolVersion"]?.stringValue
        let version = asked.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions[0]
        negotiated.withLock { $0 = version }
        var capabilities = JSONObject()
        capabilities.append("tools", .object(JSONObject([JSONMember("listChanged", .bool(false))])))
        capabilities.append("resources", .object(JSONObject([JSONMember("subscribe", .bool(false)), JSONMember("listChanged", .bool(false))])))
        capabilities.append("prompts", .object(JSONObject([JSONMember("listChanged", .bool(false))])))
        var info = JSONObject()
        info.append("name", .string("jshost"))
        info.append("title", .string("jshost: an app's push-notification code, off-device"))
        info.append("version", .string(configuration.version))
        var result = JSONObject()
        result.append("protocolVersion", .string(version))
        result.append("capabilities", .object(capabilities))
        result.append("serverInfo", .object(info))
        result.append("instructions", .string(Self.instructions(root: configuration.root)))
        return .object(result)
    }

    static func instructions(root: String) -> String {
        """
        jshost runs this app's own push-notification JavaScript (categories, action handlers, \
        notification listeners) on a simulated iOS or Android device, in milliseconds, without a \
        phone or simulator. Paths are relative to the project root \(root). Start with `payloads` \
        to find payload files, `categories` to see what the app registers, `run` to push a payload \
        and tap an action (effects: what the phone would show and do, errors at file:line), \
        `matrix` for every platform and app state with the rules that decide, `check` to lint a \
        payload, `render` to see the notification, `test` to run the app's Jest tests.
        """
    }

    private func notification(_ method: String, _ params: JSONObject) {
        switch method {
        case "notifications/cancelled":
            guard let id = params["requestId"] else { return }
            let key = id.jsonString
            // A call not started yet is dropped; the one running is marked (its answer is not
            // sent). An id that is neither (unknown, or answered already) is ignored.
            queue.withLock { state in
                if state.jobs.contains(where: { $0.id.jsonString == key }) {
                    state.jobs.removeAll { $0.id.jsonString == key }
                } else if state.running == key {
                    cancelled.withLock { _ = $0.insert(key) }
                }
            }
        default:
            // notifications/initialized, notifications/roots/list_changed, …: nothing to do.
            break
        }
    }

    // MARK: - The worker

    private func work() {
        while let job = queue.wait(until: { [cancelled] state -> Job?? in
            // The last call is over: a cancellation of it is forgotten (under this lock, so none
            // for it comes after).
            if let previous = state.running { cancelled.withLock { _ = $0.remove(previous) } }
            state.running = nil
            if !state.jobs.isEmpty {
                let job = state.jobs.removeFirst()
                state.running = job.id.jsonString
                return .some(job)
            }
            return state.closed ? .some(nil) : nil
        }) {
            let key = job.id.jsonString
            let isCancelled = { [cancelled] in cancelled.withLock { $0.contains(key) } }
            let progress: (Double, Double?, String) -> Void = { [self] done, total, message in
                guard let token = job.progressToken, !isCancelled() else { return }
                var p = JSONObject()
                p.append("progressToken", token)
                p.append("progress", .number(done))
                if let total { p.append("total", .number(total)) }
                p.append("message", .string(message))
                send(.object(JSONObject([JSONMember("jsonrpc", .string("2.0")), JSONMember("method", .string("notifications/progress")),
                                         JSONMember("params", .object(p))])))
            }
            let result = tools.call(job.name, job.arguments, progress: progress, isCancelled: isCancelled)
            // A cancelled request gets no answer (the specification's cancellation utility).
            if isCancelled() { continue }
            send(Self.response(id: job.id, result))
        }
    }

    // MARK: - Writing

    private func send(_ message: JSONValue) {
        output.write(message.jsonString)
    }

    static func response(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object(JSONObject([JSONMember("jsonrpc", .string("2.0")), JSONMember("id", id), JSONMember("result", result)]))
    }

    static func errorResponse(id: JSONValue, code: Int, message: String) -> JSONValue {
        let error = JSONObject([JSONMember("code", .number(Double(code))), JSONMember("message", .string(message))])
        return .object(JSONObject([JSONMember("jsonrpc", .string("2.0")), JSONMember("id", id), JSONMember("error", .object(error))]))
    }
}

/// A JSON-RPC error for a request that cannot be carried out as asked.
struct ProtocolError: Error {
    var code: Int
    var message: String
    static func invalidParams(_ message: String) -> ProtocolError { ProtocolError(code: -32602, message: "Invalid params: " + message) }
    static func resourceNotFound(_ uri: String) -> ProtocolError { ProtocolError(code: -32002, message: "Resource not found: \(uri)") }
}

/// One message a line to a file descriptor, whole lines only, from any thread.
final class MessageWriter: Sendable {
    private let descriptor: Int32
    private let lock = Locked(())

    init(descriptor: Int32) { self.descriptor = descriptor }

    func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.append(0x0A)
        lock.withLock { _ in
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // the client is gone
                }
                offset += written
            }
        }
    }
}
