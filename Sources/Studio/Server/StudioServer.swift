import CSoupServer
import Foundation
import Locking

/// The studio's HTTP and WebSocket server: libsoup 3 on a GLib main loop of its own thread
/// (Sources/CSoupServer). It serves the page's files and queues what the page sends; the
/// studio's thread takes the queue (`takeMessages`) and answers with `broadcast`.
final class StudioServer: @unchecked Sendable {
    static let websocketPath = "/ws"

    /// A served file: its type and bytes.
    struct File: Sendable {
        var contentType: String
        var body: [UInt8]
    }

    let port: Int
    let token: String
    private let state: State
    private var handle: OpaquePointer?

    /// What the server's thread shares with the studio's.
    final class State: @unchecked Sendable {
        let requestGuard: Locked<StudioRequestGuard>
        let files: [String: File]
        let inbox = Locked<(messages: [String], newClients: Int)>(([], 0))
        /// Signalled on every message or client, so the studio's loop wakes at once.
        let wake = DispatchSemaphore(value: 0)
        init(requestGuard: StudioRequestGuard, files: [String: File]) {
            self.requestGuard = Locked(requestGuard)
            self.files = files
        }
    }

    /// Starts listening on 127.0.0.1:`port` (0: a free one). `files` maps a path (`/`,
    /// `/studio.js`) to what is served there; `{{token}}` in a text file is the token.
    init(port: Int, token: String, files: (String) -> [String: File]) throws {
        self.token = token
        state = State(requestGuard: StudioRequestGuard(token: token, port: port), files: files(token))
        var error: UnsafeMutablePointer<CChar>?
        let context = Unmanaged.passUnretained(state).toOpaque()
        guard let server = jshost_soup_start(UInt32(port), Self.websocketPath, context, handleRequest, handleMessage, handleOpen, &error) else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            free(error)
            throw StudioError.server(message)
        }
        handle = server
        self.port = Int(jshost_soup_port(server))
        // The guard needs the real port (port 0 picks one); nothing is served before the URL is printed.
        state.requestGuard.withLock { $0 = StudioRequestGuard(token: token, port: self.port) }
    }

    var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// Waits up to `seconds` for a message or a client.
    func waitForActivity(seconds: Double) { _ = state.wake.wait(timeout: .now() + seconds) }

    /// The messages received since the last call, and how many clients connected.
    func takeMessages() -> (messages: [String], newClients: Int) {
        state.inbox.withLock { inbox in
            defer { inbox = ([], 0) }
            return inbox
        }
    }

    var clientCount: Int { handle.map { Int(jshost_soup_client_count($0)) } ?? 0 }

    /// Sends `text` to every connected page.
    func broadcast(_ text: String) {
        guard let handle else { return }
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { jshost_soup_broadcast(handle, $0.baseAddress, $0.count) }
        }
    }

    /// Closes the clients and stops the server's thread.
    func stop() {
        guard let handle else { return }
        self.handle = nil
        jshost_soup_stop(handle)
    }

    deinit { stop() }
}

/// Answers a libsoup request with `body` (the studio's pages and the inspector's front).
func soupRespond(_ request: OpaquePointer?, _ status: UInt32, _ type: String, _ body: [UInt8]) {
    body.withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { jshost_soup_respond(request, status, type, $0.baseAddress, $0.count) }
    }
}

private func state(_ context: UnsafeMutableRawPointer?) -> StudioServer.State {
    Unmanaged<StudioServer.State>.fromOpaque(context!).takeUnretainedValue()
}

private func handleRequest(_ context: UnsafeMutableRawPointer?, _ request: OpaquePointer?, _ method: UnsafePointer<CChar>?,
                           _ path: UnsafePointer<CChar>?, _ token: UnsafePointer<CChar>?, _ host: UnsafePointer<CChar>?,
                           _ origin: UnsafePointer<CChar>?) {
    let state = state(context)
    func respond(_ status: UInt32, _ type: String, _ body: [UInt8]) { soupRespond(request, status, type, body) }
    let path = path.map { String(cString: $0) } ?? "/"
    if let refusal = state.requestGuard.withLock({ $0 }).refusal(token: token.map { String(cString: $0) }, host: host.map { String(cString: $0) },
                                                origin: origin.map { String(cString: $0) }) {
        respond(403, "text/plain; charset=utf-8", Array("jshost studio: forbidden (\(refusal)); open the URL `jshost studio` printed\n".utf8))
        return
    }
    // The WebSocket path is left unanswered: libsoup upgrades it.
    if path == StudioServer.websocketPath { return }
    let method = method.map { String(cString: $0) } ?? ""
    guard method == "GET" || method == "HEAD" else {
        respond(405, "text/plain; charset=utf-8", Array("jshost studio: \(method) is not served\n".utf8))
        return
    }
    guard let file = state.files[path] else {
        respond(404, "text/plain; charset=utf-8", Array("jshost studio: no \(path)\n".utf8))
        return
    }
    respond(200, file.contentType, file.body)
}

private func handleMessage(_ context: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?, _ length: Int) {
    let state = state(context)
    guard let text else { return }
    let message = String(decoding: UnsafeRawBufferPointer(start: text, count: length), as: UTF8.self)
    state.inbox.withLock { $0.messages.append(message) }
    state.wake.signal()
}

private func handleOpen(_ context: UnsafeMutableRawPointer?) {
    let state = state(context)
    state.inbox.withLock { $0.newClients += 1 }
    state.wake.signal()
}

/// What stops a studio from starting.
public enum StudioError: Error, CustomStringConvertible {
    case server(String)
    public var description: String {
        switch self {
        case let .server(message): return "the studio's server cannot start: \(message)"
        }
    }
}
