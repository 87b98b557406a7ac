import CJavaScriptCore
import Foundation
import HTTPRedirects
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import JSCore

// The natives `fetch` is built on (docs/permissions.md, "The host contract"):
//
//   host.fetch(request, onDone) -> id
//     request = { method, url, headers: [[name, value], …], body: string | Uint8Array |
//                 ArrayBuffer | null, timeoutMs?: number, redirect?: 'follow'|'manual'|'error' }
//     onDone(error, response), called once, later, on the loop thread:
//       error    = an Error whose name is PermissionDenied, TypeError, AbortError or TimeoutError
//       response = { status, statusText, url, redirected, headers: [[name, value], …], body: Uint8Array }
//   host.abortFetch(id)   cancels; onDone then gets an AbortError (unless it was already called)
//
// Network access is checked against `options.permissions` before any request and
// again on every redirect; `file:` URLs need read access to the file.

extension Runtime {
    /// Adds `fetch` and `abortFetch` to the prelude's `host` object.
    func installFetch(on host: JSValue) {
        let fetcher = Fetcher(runtime: self)
        host.defineFunction("fetch") { [unowned self] arguments in
            guard arguments.count > 0, arguments[0].isObject else {
                throw JSThrownError.typeError("host.fetch expects a request object")
            }
            guard arguments.count > 1, arguments[1].isFunction else {
                throw JSThrownError.typeError("host.fetch expects an onDone callback")
            }
            let id = try fetcher.start(arguments[0], onDone: arguments[1])
            return JSValue(double: Double(id), in: context)
        }
        host.defineFunction("abortFetch") { arguments in
            if let id = arguments.first, id.isNumber { fetcher.abort(id.intValue) }
            return nil
        }
    }
}

/// The outcome of one fetch, carried from a URLSession thread to the loop.
enum FetchOutcome: Sendable {
    case response(FetchResponse)
    case failure(name: String, message: String, code: String? = nil)
    case denied(PermissionDenied)
}

struct FetchResponse: Sendable {
    var status: Int
    var url: String
    var redirected: Bool
    var headers: [(String, String)]
    var body: Data
}

enum RedirectMode: String, Sendable { case follow, manual, error }

/// One runtime's fetches: the loop-thread side. Owns the shared session.
final class Fetcher {
    private unowned let runtime: Runtime
    /// Made on the first fetch: creating a URLSession costs start-up time
    /// that most scripts never need.
    private lazy var client = FetchClient(permissions: runtime.options.permissions)
    private var clientStarted = false
    private var nextID = 1
    /// Fetches started and not yet delivered, by id.
    private var active: [Int: ActiveFetch] = [:]

    private struct ActiveFetch {
        var task: FetchTaskHandle?
        var aborted = false
    }

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    deinit { if clientStarted { client.invalidate() } }

    /// Starts `request`; returns its id. Every path ends in exactly one `deliver`,
    /// always later, on the loop thread.
    func start(_ request: JSValue, onDone: JSValue) throws -> Int {
        let method = request["method"].isNullish ? "GET" : request["method"].stringValue.uppercased()
        let urlText = request["url"].stringValue
        // Read everything from JavaScript before the operation begins, so a throw
        // here cannot leave the loop waiting for a completion that never comes.
        let body = request["body"]
        let bodyBytes = body.isNullish ? nil : try Self.bytes(of: body)
        var headerPairs: [(String, String)] = []
        let headers = request["headers"]
        if headers.isObject {
            for index in 0..<headers.length {
                let pair = headers[index]
                headerPairs.append((pair[0].stringValue, pair[1].stringValue))
            }
        }
        let timeoutMs = request["timeoutMs"].isNumber ? request["timeoutMs"].doubleValue : 0
        // Over 2^31-1 ms (24.8 days) a timeout is none: it could not fire in a run, and
        // the dispatch deadline it made overflowed (docs/permissions.md, "fetch()").
        let timeout: Double? = timeoutMs.isFinite && timeoutMs > 0 && timeoutMs <= EventLoop.maximumDelay ? timeoutMs : nil
        let redirectText = request["redirect"].isNullish ? "follow" : request["redirect"].stringValue
        guard let redirect = RedirectMode(rawValue: redirectText) else {
            throw JSThrownError.typeError("redirect must be 'follow', 'manual' or 'error', not '\(redirectText)'")
        }

        let id = nextID
        nextID += 1
        active[id] = ActiveFetch()
        let token = runtime.loop.beginOperation()
        // The callback and this fetcher are loop-thread objects: they travel inside
        // `LoopBound` and are touched again only by the job `token.complete` runs there.
        // Made here, while the script's `fetch(…)` call is on the stack: a denial (now or
        // on a redirect) is reported at the user's line that asked.
        let site = JSValue.error(message: "fetch", in: runtime.context)
        let carried = LoopBound((fetcher: self, onDone: onDone, site: site))
        let finish: @Sendable (FetchOutcome) -> Void = { outcome in
            token.complete {
                carried.value.fetcher.deliver(outcome, id: id, method: method, url: urlText, site: carried.value.site,
                                              to: carried.value.onDone)
            }
        }

        guard let url = URL(string: urlText), let scheme = url.scheme?.lowercased() else {
            finish(.failure(name: "TypeError", message: "Invalid URL: \"\(urlText)\""))
            return id
        }
        switch scheme {
        case "http", "https":
            break
        case "file":
            startFile(url, method: method, finish: finish)
            return id
        default:
            finish(.failure(name: "TypeError", message: "fetch of \(scheme): URLs is not supported (only http:, https: and file:)"))
            return id
        }
        guard let host = url.host, !host.isEmpty else {
            finish(.failure(name: "TypeError", message: "Invalid URL: \"\(urlText)\" has no host"))
            return id
        }

        // Permission first: a denied request never leaves the process.
        do {
            try runtime.options.permissions.checkNet(url: url)
        } catch {
            finish(.denied(error))
            return id
        }
        if bodyBytes != nil, method == "GET" || method == "HEAD" {
            finish(.failure(name: "TypeError", message: "Request with \(method) method cannot have a body"))
            return id
        }

        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = method
        for (name, value) in headerPairs { urlRequest.addValue(value, forHTTPHeaderField: name) }
        if !headerPairs.contains(where: { $0.0.lowercased() == "user-agent" }) {
            urlRequest.setValue("jshost", forHTTPHeaderField: "User-Agent")
        }
        urlRequest.httpBody = bodyBytes
        #if canImport(FoundationNetworking)
        // swift-corelibs-foundation sends `application/x-www-form-urlencoded` with any
        // POST that has no Content-Type; for a body the script did not type, say what it is.
        if method == "POST", bodyBytes != nil, !headerPairs.contains(where: { $0.0.lowercased() == "content-type" }) {
            urlRequest.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
        }
        #endif
        // URLSession's own limit is an idle timeout; the total limit is ours (FetchClient).
        urlRequest.timeoutInterval = max(60, (timeout ?? 0) / 1000 + 1)
        clientStarted = true
        active[id]?.task = client.start(urlRequest, redirect: redirect, timeoutMs: timeout, completion: finish)
        return id
    }

    /// Cancels fetch `id`; its `onDone` then gets an `AbortError`.
    func abort(_ id: Int) {
        guard var fetch = active[id], !fetch.aborted else { return }
        fetch.aborted = true
        active[id] = fetch
        fetch.task?.cancel()
    }

    private func startFile(_ url: URL, method: String, finish: @escaping @Sendable (FetchOutcome) -> Void) {
        let path = url.path
        do {
            try runtime.options.permissions.checkRead(path: path)
        } catch {
            finish(.denied(error))
            return
        }
        guard method == "GET" || method == "HEAD" else {
            finish(.failure(name: "TypeError", message: "Fetching files only supports the GET method, not \(method)"))
            return
        }
        let urlText = url.absoluteString
        DispatchQueue.global().async {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                finish(.failure(name: "TypeError", message: "no such file \"\(path)\""))
                return
            }
            guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
                finish(.failure(name: "TypeError", message: "\"\(path)\" is \(isDirectory.boolValue ? "a directory" : "not readable")"))
                return
            }
            finish(.response(FetchResponse(status: 200, url: urlText, redirected: false,
                                           headers: [("content-length", String(data.count))],
                                           body: method == "HEAD" ? Data() : data)))
        }
    }

    /// On the loop thread: hands the outcome to JavaScript.
    private func deliver(_ outcome: FetchOutcome, id: Int, method: String, url: String, site: JSValue, to onDone: JSValue) {
        let aborted = active.removeValue(forKey: id)?.aborted ?? false
        let context = runtime.context
        var arguments: [JSValue]
        if aborted {
            arguments = [JSValue.error(name: "AbortError", message: "The operation was aborted.", in: context)]
        } else {
            switch outcome {
            case let .denied(denied):
                runtime.reportDenial(denied.message, site: site)
                arguments = [JSValue.error(name: PermissionDenied.name, message: denied.message, in: context)]
            case let .failure(name, message, code):
                let error = JSValue.error(name: name, message: message, in: context)
                if let code { error["code"] = JSValue(string: code, in: context) }
                arguments = [error]
            case let .response(response):
                runtime.onHTTP?(method, url, response.status)
                arguments = [JSValue.null(in: context), makeResponse(response)]
            }
        }
        runtime.enterReporting("fetch callback") { () throws(JSException) in try onDone.call(arguments) }
    }

    private func makeResponse(_ response: FetchResponse) -> JSValue {
        let context = runtime.context
        let object = JSValue.object(in: context)
        object["status"] = JSValue(double: Double(response.status), in: context)
        object["statusText"] = JSValue(string: HTTPStatus.reason(response.status), in: context)
        object["url"] = JSValue(string: response.url, in: context)
        object["redirected"] = JSValue(bool: response.redirected, in: context)
        let pairs = response.headers.map { name, value in
            (try? JSValue.array([JSValue(string: name, in: context), JSValue(string: value, in: context)], in: context))
                ?? JSValue.undefined(in: context)
        }
        object["headers"] = (try? JSValue.array(pairs, in: context)) ?? JSValue.undefined(in: context)
        object["body"] = Self.uint8Array(response.body, in: context)
        return object
    }

    // MARK: Bytes

    /// The bytes of a request body: a string (UTF-8), a typed array or DataView (its
    /// view), or an ArrayBuffer.
    static func bytes(of body: JSValue) throws -> Data {
        if body.isString { return Data(body.stringValue.utf8) }
        guard body.isObject else { return Data(body.stringValue.utf8) }
        let ctx = body.context.ref
        var exception: JSValueRef?
        let type = JSValueGetTypedArrayType(ctx, body.ref, &exception)
        switch type {
        case kJSTypedArrayTypeNone:
            // A DataView is not a typed array to the C API: read it through a Uint8Array view.
            let buffer = body["buffer"]
            if buffer.isObject, JSValueGetTypedArrayType(ctx, buffer.ref, nil) == kJSTypedArrayTypeArrayBuffer {
                let view = try body.context.globalObject["Uint8Array"].construct([buffer, body["byteOffset"], body["byteLength"]])
                return try bytes(of: view)
            }
            throw JSThrownError.typeError("fetch body must be a string, an ArrayBuffer or a typed array")
        case kJSTypedArrayTypeArrayBuffer:
            let count = JSObjectGetArrayBufferByteLength(ctx, body.objectRef, &exception)
            guard count > 0, let pointer = JSObjectGetArrayBufferBytesPtr(ctx, body.objectRef, &exception) else { return Data() }
            return Data(bytes: pointer, count: count)
        default:
            let count = JSObjectGetTypedArrayByteLength(ctx, body.objectRef, &exception)
            let offset = JSObjectGetTypedArrayByteOffset(ctx, body.objectRef, &exception)
            guard count > 0, let pointer = JSObjectGetTypedArrayBytesPtr(ctx, body.objectRef, &exception) else { return Data() }
            return Data(bytes: pointer.advanced(by: offset), count: count)
        }
    }

    /// A new `Uint8Array` holding a copy of `data`.
    static func uint8Array(_ data: Data, in context: JSContext) -> JSValue {
        var exception: JSValueRef?
        guard let array = JSObjectMakeTypedArray(context.ref, kJSTypedArrayTypeUint8Array, data.count, &exception) else {
            return JSValue.undefined(in: context)
        }
        let value = JSValue(array, in: context)
        if !data.isEmpty, let pointer = JSObjectGetTypedArrayBytesPtr(context.ref, array, &exception) {
            let offset = JSObjectGetTypedArrayByteOffset(context.ref, array, nil)
            data.copyBytes(to: pointer.advanced(by: offset).assumingMemoryBound(to: UInt8.self), count: data.count)
        }
        return value
    }
}

/// A value that belongs to the loop thread, carried through a URLSession or
/// Dispatch callback without being touched there: `@unchecked Sendable` because
/// only the loop thread (the creator, and the job `token.complete` runs) uses it,
/// except an `EventLoop` itself, which other threads use only to `post` a job (that
/// entry is thread-safe). The one such box of the package: the surfaces use it too.
package struct LoopBound<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}

/// The URLSession side: one session per runtime, its delegate, and the state of
/// each transfer, guarded by a lock (URLSession calls back on its own queue).
final class FetchClient: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let permissions: Permissions
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]
    private var session: URLSession!

    private struct Transfer {
        var redirect: RedirectMode
        var completion: @Sendable (FetchOutcome) -> Void
        var data = Data()
        var redirected = false
        var failure: FetchOutcome?
        var timedOut = false
        let handle: FetchTaskHandle
        /// A redirect to send as a new task when this one ends (see `reissue`).
        var reissue: URLRequest?
        /// Redirects followed so far.
        var hops = 0

        init(redirect: RedirectMode, completion: @escaping @Sendable (FetchOutcome) -> Void, handle: FetchTaskHandle) {
            self.redirect = redirect
            self.completion = completion
            self.handle = handle
        }
    }


    init(permissions: Permissions) {
        self.permissions = permissions
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
    }

    /// Breaks the session ↔ delegate cycle and cancels what is still running.
    func invalidate() { session.invalidateAndCancel() }

    func start(_ request: URLRequest, redirect: RedirectMode, timeoutMs: Double?,
               completion: @escaping @Sendable (FetchOutcome) -> Void) -> FetchTaskHandle {
        let handle = FetchTaskHandle()
        let task = session.dataTask(with: request)
        handle.set(task)
        lock.withLock { transfers[task.taskIdentifier] = Transfer(redirect: redirect, completion: completion, handle: handle) }
        if let timeoutMs {
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(timeoutMs.rounded(.up)))) { [weak self, weak handle] in
                guard let self, let handle, let task = handle.current else { return }
                let running = lock.withLock { () -> Bool in
                    guard transfers[task.taskIdentifier] != nil else { return false }
                    transfers[task.taskIdentifier]?.timedOut = true
                    return true
                }
                if running { task.cancel() }
            }
        }
        task.resume()
        return handle
    }

    /// Sends `request` (a 307/308 redirect with its body, which URLSession would drop)
    /// as a new task that carries on `transfer`.
    private func reissue(_ request: URLRequest, continuing transfer: Transfer) {
        var next = transfer
        next.data = Data()
        next.reissue = nil
        let task = session.dataTask(with: request)
        lock.withLock { transfers[task.taskIdentifier] = next }
        if !next.handle.set(task) {
            task.cancel()
        }
        task.resume()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.withLock { transfers[dataTask.taskIdentifier]?.data.append(data) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let id = task.taskIdentifier
        let (mode, hops) = lock.withLock { (transfers[id]?.redirect ?? .follow, transfers[id]?.hops ?? 0) }
        var failure: FetchOutcome?
        var next: URLRequest?
        switch mode {
        case .manual:
            break
        case .error:
            failure = .failure(name: "TypeError", message: "redirected to \(request.url?.absoluteString ?? "?") and redirect mode is 'error'")
        case .follow:
            let previous = task.currentRequest ?? task.originalRequest ?? request
            switch HTTPRedirect.next(after: response, previous: previous, body: task.originalRequest?.httpBody, proposed: request) {
            case let .success(request):
                next = request
                if hops >= HTTPRedirect.maximumRedirects {
                    failure = .failure(name: "TypeError", message: HTTPRedirect.Refusal.tooManyRedirects.description)
                } else if let url = request.url {
                    do { try permissions.checkNet(url: url) } catch { failure = .denied(error) }
                }
            case let .failure(refusal):
                failure = .failure(name: "TypeError", message: refusal.description)
            }
        }
        let follow = mode == .follow && failure == nil
        // URLSession (swift-corelibs-foundation) drops the body of a redirected request:
        // one that keeps its body (307/308) is sent as a new task when this one ends.
        let resend = follow && next?.httpBody != nil
        lock.withLock {
            if let failure { transfers[id]?.failure = failure }
            if follow { transfers[id]?.redirected = true; transfers[id]?.hops += 1 }
            if resend { transfers[id]?.reissue = next }
        }
        // Not following ends the task with the redirect response itself.
        completionHandler(follow && !resend ? next : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let request = transfer.reissue, transfer.failure == nil, !transfer.timedOut, error == nil {
            reissue(request, continuing: transfer)
            return
        }
        let outcome: FetchOutcome
        if let failure = transfer.failure {
            outcome = failure
        } else if transfer.timedOut {
            outcome = .failure(name: "TimeoutError", message: "The operation timed out.")
        } else if let error {
            let (message, code) = Self.describe(error, url: task.originalRequest?.url)
            outcome = .failure(name: "TypeError", message: message, code: code)
        } else if let response = task.response as? HTTPURLResponse {
            let headers = response.allHeaderFields.compactMap { key, value -> (String, String)? in
                guard let name = key as? String else { return nil }
                return (name.lowercased(), "\(value)")
            }.sorted { $0.0 < $1.0 }
            outcome = .response(FetchResponse(status: response.statusCode, url: response.url?.absoluteString ?? "",
                                              redirected: transfer.redirected, headers: headers, body: transfer.data))
        } else {
            outcome = .failure(name: "TypeError", message: "no HTTP response")
        }
        transfer.completion(outcome)
    }

    /// A network error as `(message, code)`; codes are Node's (`ECONNREFUSED`…) where one fits.
    static func describe(_ error: Error, url: URL?) -> (String, String?) {
        let target = url?.absoluteString ?? "the server"
        let nsError = error as NSError
        let (reason, code): (String, String?)
        switch nsError.code {
        case NSURLErrorCannotConnectToHost: (reason, code) = ("connection refused", "ECONNREFUSED")
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: (reason, code) = ("host not found", "ENOTFOUND")
        case NSURLErrorTimedOut: (reason, code) = ("timed out", "ETIMEDOUT")
        case NSURLErrorNetworkConnectionLost: (reason, code) = ("connection lost", "ECONNRESET")
        case NSURLErrorNotConnectedToInternet: (reason, code) = ("not connected", "ENETUNREACH")
        case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
             NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateNotYetValid,
             NSURLErrorServerCertificateHasUnknownRoot: (reason, code) = ("TLS handshake failed", nil)
        default: (reason, code) = (nsError.localizedDescription, nil)
        }
        return ("\(reason) (\(target))", code)
    }
}

/// Reason phrases, as servers usually send them (HTTP/2 and URLSession do not keep them).
enum HTTPStatus {
    static func reason(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 101: "Switching Protocols"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 203: "Non-Authoritative Information"
        case 204: "No Content"
        case 205: "Reset Content"
        case 206: "Partial Content"
        case 300: "Multiple Choices"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 402: "Payment Required"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 411: "Length Required"
        case 412: "Precondition Failed"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 418: "I'm a Teapot"
        case 422: "Unprocessable Content"
        case 425: "Too Early"
        case 426: "Upgrade Required"
        case 428: "Precondition Required"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: ""
        }
    }
}

/// The task a fetch runs on now: a redirect that keeps its body moves it to a new
/// one. Cancelling cancels whichever is current, and any that comes later.
final class FetchTaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var cancelled = false

    /// Makes `task` the current one; false when the fetch was cancelled already.
    @discardableResult
    func set(_ task: URLSessionTask) -> Bool {
        lock.withLock { self.task = task; return !cancelled }
    }

    var current: URLSessionTask? { lock.withLock { task } }

    func cancel() {
        let task = lock.withLock { () -> URLSessionTask? in cancelled = true; return self.task }
        task?.cancel()
    }
}
