import CSoupServer
import CWebInspector
import Foundation
import HostRuntime
import JSONSyntax
import Locking
import Notifications

/// `jshost run --inspect[=HOST:PORT]` / `--inspect-brk` (docs/debugging.md): JavaScriptCore's
/// own debugger (Web Inspector) for the run's JavaScript, opened in a browser.
///
/// WebKitGTK is loaded into the process (Sources/CWebInspector) and starts only its inspector
/// relay, on a loopback port a browser cannot speak to (a binary protocol that takes one
/// client, which is this session). The browser talks to jshost's own front instead — the
/// studio's libsoup server (Sources/CSoupServer) — which serves the inspector's files from
/// the library's own resources and bridges its WebSocket to the relay, as WebKit's
/// RemoteInspectorHTTPServer and RemoteInspectorClient do
/// (Source/WebKit/UIProcess/Inspector/glib/). Every request carries the random token in its
/// path, names the front's loopback address as `Host` and, when it has an `Origin`, comes
/// from that address (`StudioRequestGuard`); one debugger at a time.
///
/// Made on the thread that runs the JavaScript, before any runtime: that thread becomes
/// WebKit's main thread, and the inspector's traffic is served on it between events, while
/// the loop waits (`EventLoop.service`) and, by the engine, while it is paused.
public final class InspectorSession: @unchecked Sendable {
    /// The front's port on 127.0.0.1.
    public let port: Int
    public let token: String
    private let server: StudioServerHandle
    private let relay: OpaquePointer
    private let state: State

    /// The page to open in a browser.
    public var url: String { "http://127.0.0.1:\(port)/\(token)/Main.html?ws=127.0.0.1:\(port)/\(token)/socket" }
    /// The WebSocket a protocol client (an editor's debug adapter) attaches to.
    public var webSocketURL: String { "ws://127.0.0.1:\(port)/\(token)/socket" }

    /// Ids of the commands the session sends itself (their answers are not passed on).
    static let ownCommandIDs = 1_000_000_000...

    /// What the server's and the relay's threads share with the JavaScript thread.
    final class State: @unchecked Sendable {
        let requestGuard: Locked<StudioRequestGuard>
        let token: String
        let socketPath: String
        /// The relay's targets (connection, target, name), latest list.
        let targets = Locked<[(connection: UInt64, target: UInt64, name: String)]>([])
        /// The target the debugger is attached to, while one is.
        let attached = Locked<(connection: UInt64, target: UInt64)?>(nil)
        /// The name of the context to attach to (the run's own).
        let preferredName = Locked<String?>(nil)
        /// True once the attached debugger's WebSocket opened.
        let opened = Locked(false)
        /// True once the debugger sent `Inspector.initialized` (it is set up).
        let initialized = Locked(false)
        /// Answers to the session's own commands, by id.
        let ownAnswers = Locked<Set<Int>>([])
        /// The ids of the debugger's commands not answered yet (the run's end waits for them).
        let unanswered = Locked<Set<Int>>([])
        /// `--inspect-brk`'s breakpoint at the entry's start, until the first pause removes it.
        let entryBreakpoint = Locked<String?>(nil)
        var server: OpaquePointer?
        var relay: OpaquePointer?
        /// Main.js with the debuggable type of a JavaScript context.
        let mainScript: [UInt8]?

        init(token: String, port: Int) {
            self.token = token
            socketPath = "/\(token)/socket"
            requestGuard = Locked(StudioRequestGuard(token: token, port: port))
            mainScript = InspectorSession.resource("Main.js").map(InspectorSession.javaScriptDebuggable)
        }
    }

    /// Loads WebKitGTK, starts the relay and the front on `host`:`port` (0: a free port).
    /// `host` must be a loopback name.
    public init(host: String = "127.0.0.1", port: Int = 0) throws {
        guard ["127.0.0.1", "localhost"].contains(host.lowercased()) else {
            throw InspectorError.usage("--inspect=\(host):\(port): the debugger listens on loopback only (127.0.0.1 or localhost)")
        }
        let relayPort = jshost_free_loopback_port()
        guard relayPort != 0 else { throw InspectorError.start("no free loopback port for the inspector relay") }
        if let problem = jshost_webkit_inspector_load(relayPort) { throw InspectorError.start(String(cString: problem)) }
        let token = StudioRequestGuard.randomToken()
        self.token = token
        state = State(token: token, port: port)
        var error: UnsafeMutablePointer<CChar>?
        let context = Unmanaged.passUnretained(state).toOpaque()
        guard let server = jshost_soup_start(UInt32(port), state.socketPath, context, frontRequest, frontMessage, frontOpen, &error) else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            free(error)
            throw InspectorError.start("the debugger's server cannot start on 127.0.0.1:\(port): \(message)")
        }
        self.server = StudioServerHandle(server)
        state.server = server
        let listening = Int(jshost_soup_port(server))
        self.port = listening
        state.requestGuard.withLock { $0 = StudioRequestGuard(token: token, port: listening) }
        guard let relay = jshost_relay_connect(relayPort, context, relayTarget, relayMessage, relayClosed, &error) else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            free(error)
            jshost_soup_stop(server)
            throw InspectorError.start(message)
        }
        self.relay = relay
        state.relay = relay
        EventLoop.service = { [state] in InspectorSession.serve(state) }
    }

    /// The context to show (its name, as `JSContext.setName` gave it).
    public func prefer(contextNamed name: String) {
        state.preferredName.withLock { $0 = name }
    }

    /// Serves the inspector's work on this (the JavaScript) thread, and notices a debugger
    /// that went away (so another can attach).
    static func serve(_ state: State) {
        jshost_webkit_inspector_pump()
        // Only a socket that opened can have gone: between the upgrade request (which
        // attaches) and the socket's opening there is no client yet.
        if let server = state.server, state.opened.withLock({ $0 }), jshost_soup_client_count(server) == 0,
           let attached = state.attached.withLock({ current -> (connection: UInt64, target: UInt64)? in
               defer { current = nil }
               return current
           }) {
            state.opened.withLock { $0 = false }
            state.initialized.withLock { $0 = false }
            if let relay = state.relay { jshost_relay_frontend_closed(relay, attached.connection, attached.target) }
        }
    }

    /// `--inspect-brk`: waits for a debugger to attach and set itself up, then stops the run
    /// before the entry's first line: a breakpoint at the start of `entryURL` (the entry's
    /// script URL, its absolute path), so no script of jshost's that runs first (the app's
    /// start-up globals are installed on its first module load) can take the pause; without
    /// one (a page), the engine pauses at the next statement that is not jshost's own
    /// (`jshost:` scripts are blackboxed).
    public func waitForDebuggerAndBreak(entryURL: String? = nil) {
        while !state.initialized.withLock({ $0 }) {
            InspectorSession.serve(state)
            usleep(10_000)
        }
        let commands: [(String, JSONValue)] = [
            ("Debugger.enable", .object(JSONObject())),
            ("Debugger.setShouldBlackboxURL", .object(JSONObject(["url": "^jshost:", "shouldBlackbox": .bool(true), "isRegex": .bool(true)]))),
            ("Debugger.setBreakpointsActive", .object(JSONObject(["active": .bool(true)]))),
            entryURL.map { url in
                ("Debugger.setBreakpointByUrl", .object(JSONObject(["url": .string(url), "lineNumber": .number(0), "columnNumber": .number(0)])))
            } ?? ("Debugger.pause", .object(JSONObject())),
        ]
        var ids: [Int] = []
        for (offset, command) in commands.enumerated() {
            let id = Self.ownCommandIDs.lowerBound + offset
            ids.append(id)
            send(JSONValue.object(JSONObject(["id": .number(Double(id)), "method": .string(command.0), "params": command.1])).jsonString)
        }
        // The engine takes them when this thread serves the relay.
        while !state.ownAnswers.withLock({ answers in ids.allSatisfy(answers.contains) }) && state.attached.withLock({ $0 }) != nil {
            InspectorSession.serve(state)
            usleep(1_000)
        }
    }

    /// Shows one line of jshost's console output in the debugger's console (the run's
    /// `console` is jshost's Node-style one, which prints through the host, not the engine's).
    public func console(level: String, text: String) {
        guard state.attached.withLock({ $0 }) != nil, let server = state.server else { return }
        let levels = ["warn": "warning", "error": "error", "info": "info", "debug": "debug"]
        let message: JSONValue = .object(JSONObject([
            "method": "Console.messageAdded",
            "params": .object(JSONObject(["message": .object(JSONObject([
                "source": "console-api", "level": .string(levels[level] ?? "log"), "type": "log", "text": .string(text),
            ]))])),
        ]))
        var text = message.jsonString
        text.withUTF8 { bytes in bytes.withMemoryRebound(to: CChar.self) { jshost_soup_broadcast(server, $0.baseAddress, $0.count) } }
    }

    private func send(_ message: String) {
        guard let attached = state.attached.withLock({ $0 }) else { return }
        jshost_relay_send(relay, attached.connection, attached.target, message)
    }

    /// Stops serving: the debugger's socket is closed, the front and the relay connection end.
    public func stop() {
        EventLoop.service = nil
        // What the debugger still waits for — the answer to its last `Debugger.resume`, above
        // all, when the run ended right after it — comes through the relay's socket: it reaches
        // the debugger before its socket closes (two seconds at most, for a debugger that went).
        let deadline = DispatchTime.now().uptimeNanoseconds + 2_000_000_000
        while state.attached.withLock({ $0 }) != nil, !state.unanswered.withLock({ $0.isEmpty }),
              DispatchTime.now().uptimeNanoseconds < deadline {
            InspectorSession.serve(state)
            usleep(1_000)
        }
        // The last answer is queued on the socket when it is counted: served a little longer
        // so that libsoup writes it before the socket closes (a loaded machine lost it).
        if state.attached.withLock({ $0 }) != nil {
            for _ in 0..<50 { InspectorSession.serve(state); usleep(2_000) }
        }
        if let attached = state.attached.withLock({ $0 }) { jshost_relay_frontend_closed(relay, attached.connection, attached.target) }
        jshost_webkit_inspector_pump()
        server.stop()
        state.server = nil
        state.relay = nil
        jshost_relay_close(relay)
    }

    /// The bytes of the inspector's resource `path` in the loaded library.
    static func resource(_ path: String) -> [UInt8]? {
        var length = 0
        guard let bytes = jshost_webkit_inspector_resource(path, &length) else { return nil }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }

    /// WebKitGTK 2.50's browser-served front end (`BrowserInspectorFrontendHost` in Main.js)
    /// names every target a web page; a JavaScript context must be `"javascript"` for the
    /// front end to show its debugger and console instead of an empty page view.
    static func javaScriptDebuggable(_ script: [UInt8]) -> [UInt8] {
        let from = Array("debuggableType:\"web-page\"".utf8), to = Array("debuggableType:\"javascript\"".utf8)
        guard let start = script.firstRange(of: from) else { return script }
        var patched = script
        patched.replaceSubrange(start, with: to)
        return patched
    }

    static func contentType(_ path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "json": return "application/json"
        case "woff": return "font/woff"
        case "woff2": return "font/woff2"
        default: return "application/octet-stream"
        }
    }
}

/// Passes the run's console output (`log` effects) to the debugger's console.
public final class InspectorConsoleSink: EffectSink {
    let session: InspectorSession
    public init(_ session: InspectorSession) { self.session = session }
    public func emit(_ effect: Effect) {
        if case let .log(level, message) = effect.kind { session.console(level: level, text: message) }
    }
}

/// The soup server, stopped once.
final class StudioServerHandle: @unchecked Sendable {
    private var handle: OpaquePointer?
    init(_ handle: OpaquePointer) { self.handle = handle }
    func stop() {
        guard let handle else { return }
        self.handle = nil
        jshost_soup_stop(handle)
    }
    deinit { stop() }
}

/// What stops `--inspect`.
public enum InspectorError: Error, CustomStringConvertible {
    case usage(String)
    case start(String)
    public var description: String {
        switch self {
        case let .usage(message): return message
        case let .start(message): return "--inspect: \(message)"
        }
    }
}

private func session(_ context: UnsafeMutableRawPointer?) -> InspectorSession.State {
    Unmanaged<InspectorSession.State>.fromOpaque(context!).takeUnretainedValue()
}

private func frontRequest(_ context: UnsafeMutableRawPointer?, _ request: OpaquePointer?, _ method: UnsafePointer<CChar>?,
                          _ path: UnsafePointer<CChar>?, _ token: UnsafePointer<CChar>?, _ host: UnsafePointer<CChar>?,
                          _ origin: UnsafePointer<CChar>?) {
    let state = session(context)
    func respond(_ status: UInt32, _ type: String, _ body: [UInt8]) { soupRespond(request, status, type, body) }
    func refuse(_ status: UInt32, _ why: String) {
        respond(status, "text/plain; charset=utf-8", Array("jshost --inspect: \(why); open the URL `jshost run --inspect` printed\n".utf8))
    }
    let path = path.map { String(cString: $0) } ?? "/"
    // The token is the path's first segment: the inspector's pages load their files by
    // relative URLs, which keep it.
    let prefix = "/\(state.token)/"
    let given = path.hasPrefix(prefix) ? state.token : String(path.dropFirst().prefix { $0 != "/" })
    if let refusal = state.requestGuard.withLock({ $0 }).refusal(token: given, host: host.map { String(cString: $0) },
                                                                 origin: origin.map { String(cString: $0) }) {
        return refuse(403, "forbidden (\(refusal))")
    }
    if path == state.socketPath {
        guard let server = state.server, jshost_soup_client_count(server) == 0, state.attached.withLock({ $0 }) == nil else {
            return refuse(409, "a debugger is already attached (one at a time)")
        }
        let preferred = state.preferredName.withLock { $0 }
        let targets = state.targets.withLock { $0 }
        guard let target = targets.first(where: { $0.name == preferred }) ?? targets.first, let relay = state.relay else {
            return refuse(503, "no JavaScript context to debug yet")
        }
        state.attached.withLock { $0 = (target.connection, target.target) }
        jshost_relay_setup(relay, target.connection, target.target)
        return  // left unanswered: libsoup upgrades it
    }
    let method = method.map { String(cString: $0) } ?? ""
    guard method == "GET" || method == "HEAD" else { return refuse(405, "\(method) is not served") }
    let file = String(path.dropFirst(prefix.count))
    let body = file == "Main.js" ? state.mainScript : InspectorSession.resource(file)
    guard let body else { return refuse(404, "no \(file)") }
    respond(200, InspectorSession.contentType(file), body)
}

private func frontMessage(_ context: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?, _ length: Int) {
    let state = session(context)
    guard let text, let relay = state.relay, let attached = state.attached.withLock({ $0 }) else { return }
    let message = String(decoding: UnsafeRawBufferPointer(start: text, count: length), as: UTF8.self)
    if message.contains("\"Inspector.initialized\""),
       (try? JSONParser.parse(message))?["method"]?.stringValue == "Inspector.initialized" {
        state.initialized.withLock { $0 = true }
    }
    if let id = commandID(message) { state.unanswered.withLock { _ = $0.insert(id) } }
    jshost_relay_send(relay, attached.connection, attached.target, message)
}

/// The id of a command (`{"id":12,"method":…}`), as the inspector front writes it.
private func commandID(_ message: String) -> Int? {
    guard message.hasPrefix("{\"id\":") else { return (try? JSONParser.parse(message))?["id"]?.intValue }
    return Int(message.dropFirst(6).prefix { $0.isNumber })
}

/// The id an answer (`{"result":…,"id":12}`) ends with, as the engine writes it.
private func answerID(_ message: UnsafePointer<CChar>, _ length: Int) -> Int? {
    let bytes = UnsafeRawBufferPointer(start: message, count: length)
    guard length > 2, bytes[length - 1] == UInt8(ascii: "}") else { return nil }
    var start = length - 1
    while start > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start - 1]) { start -= 1 }
    let key = Array("\"id\":".utf8)
    guard start < length - 1, start >= key.count, Array(bytes[(start - key.count)..<start]) == key else { return nil }
    return Int(String(decoding: bytes[start..<(length - 1)], as: UTF8.self))
}

private func frontOpen(_ context: UnsafeMutableRawPointer?) {
    session(context).opened.withLock { $0 = true }
}

private func relayTarget(_ context: UnsafeMutableRawPointer?, _ connection: UInt64, _ target: UInt64,
                         _ type: UnsafePointer<CChar>?, _ name: UnsafePointer<CChar>?) {
    let state = session(context)
    let name = name.map { String(cString: $0) } ?? ""
    state.targets.withLock { targets in
        targets.removeAll { $0.connection == connection && $0.target == target }
        targets.append((connection, target, name))
    }
}

private func relayMessage(_ context: UnsafeMutableRawPointer?, _ connection: UInt64, _ target: UInt64, _ message: UnsafePointer<CChar>?) {
    let state = session(context)
    guard let message, let server = state.server else { return }
    let length = strlen(message)
    // An answer to the session's own command stays here.
    // Only the first bytes are looked at: most messages are events and answers of the debugger's own.
    let head = String(decoding: UnsafeRawBufferPointer(start: message, count: min(length, 40)), as: UTF8.self)
    if length < 4_000, ["{\"result\"", "{\"id\"", "{\"error\""].contains(where: head.hasPrefix),
       let answer = try? JSONParser.parse(String(cString: message)), let id = answer["id"]?.intValue, InspectorSession.ownCommandIDs.contains(id) {
        if let breakpoint = answer["result"]?["breakpointId"]?.stringValue { state.entryBreakpoint.withLock { $0 = breakpoint } }
        state.ownAnswers.withLock { _ = $0.insert(id) }
        return
    }
    // The entry's breakpoint stops once: a module's code can start at line 0 twice (its
    // evaluation and the function it is wrapped in), and a breakpoint of jshost's is no
    // breakpoint of the user's.
    if head.hasPrefix("{\"method\":\"Debugger.paused\""),
       let breakpoint = state.entryBreakpoint.withLock({ current -> String? in defer { current = nil }; return current }),
       let relay = state.relay, let attached = state.attached.withLock({ $0 }) {
        let remove: JSONValue = .object(JSONObject(["id": .number(Double(InspectorSession.ownCommandIDs.lowerBound + 100)), "method": "Debugger.removeBreakpoint",
                                                    "params": .object(JSONObject(["breakpointId": .string(breakpoint)]))]))
        jshost_relay_send(relay, attached.connection, attached.target, remove.jsonString)
    }
    if ["{\"result\"", "{\"error\"", "{\"id\""].contains(where: head.hasPrefix), let id = answerID(message, length) {
        state.unanswered.withLock { _ = $0.remove(id) }
    }
    jshost_soup_broadcast(server, message, length)
}

private func relayClosed(_ context: UnsafeMutableRawPointer?) {}
