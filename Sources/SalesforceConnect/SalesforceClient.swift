import Foundation
import HTTPRedirects
import JSONSyntax
import Locking
import Notifications
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Retry, timeout and cache settings of a `SalesforceClient`.
public struct SalesforceClientOptions: Sendable, Equatable {
    /// Total tries per call, the first included (at least 1). Default 3.
    public var maxTries: Int = 3
    /// Delay before the 2nd try; doubles for each further try (base · 2^(n−1)). Default 0.5 s.
    public var baseDelay: TimeInterval = 0.5
    /// Upper bound of a computed backoff delay. Default 8 s.
    public var maxDelay: TimeInterval = 8
    /// Upper bound applied to a server's `Retry-After`. Default 30 s.
    public var maxRetryAfter: TimeInterval = 30
    /// Per-request timeout (URLRequest.timeoutInterval). Default 30 s.
    public var requestTimeout: TimeInterval = 30
    /// Where notification types are cached; nil → `NotificationTypesCache(environment:)`
    /// with the environment given to the client.
    public var cacheDirectory: URL? = nil

    public init(
        maxTries: Int = 3, baseDelay: TimeInterval = 0.5, maxDelay: TimeInterval = 8,
        maxRetryAfter: TimeInterval = 30, requestTimeout: TimeInterval = 30, cacheDirectory: URL? = nil
    ) {
        self.maxTries = maxTries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.requestTimeout = requestTimeout
        self.cacheDirectory = cacheDirectory
    }

    /// The delay before try `failedTries + 1`: `Retry-After` (capped by `maxRetryAfter`)
    /// when the server sent one, else `min(maxDelay, baseDelay · 2^(failedTries − 1))`.
    public func delay(afterFailedTries failedTries: Int, retryAfter: TimeInterval?) -> TimeInterval {
        if let r = retryAfter { return max(0, min(r, maxRetryAfter)) }
        let exp = baseDelay * pow(2, Double(max(0, failedTries - 1)))
        return max(0, min(exp, maxDelay))
    }
}

/// Cancels a request started with a completion-handler method.
public final class SalesforceRequestHandle: Sendable {
    private let task: Task<Void, Never>
    init(_ task: Task<Void, Never>) { self.task = task }
    /// Cancels the request (and any pending retry); the completion receives
    /// `SalesforceError.cancelled` unless it already finished.
    public func cancel() { task.cancel() }
}

/// Salesforce Connect REST client for actionable notifications (SPEC §9).
///
/// - `fetchNotificationTypes()` → `GET {instance}/services/data/v{ver}/connect/notifications/types`
/// - `invokeAction(notificationId:actionKey:)` →
///   `POST {instance}/services/data/v{ver}/connect/notifications/{nid}/actions/{actionKey}` with `{}`
///
/// Every request carries `Authorization: Bearer <token>` and `Accept: application/json`.
/// 401/403 → `.authentication` (no retry); 404 → `.unknownNotificationOrAction` /
/// `.notificationTypesNotFound`; 429, 408, 5xx, timeouts and connection errors → retried
/// up to `options.maxTries` tries with exponential backoff honouring `Retry-After`, then
/// `.retriesExhausted`. Only `SalesforceError` is thrown.
///
/// Threads: the async methods may be called from any context. The completion-handler
/// methods return at once; the completion runs exactly once, on `queue` when one is given,
/// otherwise on an arbitrary background thread — a single-threaded caller (the JS event
/// loop) must pass its own queue or hop back itself. The observer and logger are called
/// on arbitrary background threads. The client is immutable and safe to share.
public final class SalesforceClient: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let configuration: SalesforceConfiguration
    public let options: SalesforceClientOptions
    public let cache: NotificationTypesCache
    private let observer: SalesforceHTTPObserver?
    private let logger: (@Sendable (String) -> Void)?
    private let session: URLSession
    /// The delegate of the client's own session (none for a session given to it).
    private let redirectGuard: RedirectGuard?
    private let ownsSession: Bool

    /// - Parameters:
    ///   - observer: told about every HTTP try (method, token-free URL, status).
    ///   - logger: receives human-readable, redacted lines (retries, cache writes/fallbacks).
    ///   - environment: used only to find the default cache directory.
    ///   - session: a session to use instead of the client's own ephemeral one.
    public init(
        configuration: SalesforceConfiguration,
        options: SalesforceClientOptions = SalesforceClientOptions(),
        observer: SalesforceHTTPObserver? = nil,
        logger: (@Sendable (String) -> Void)? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        session: URLSession? = nil
    ) {
        self.configuration = configuration
        self.options = options
        self.cache = options.cacheDirectory.map(NotificationTypesCache.init(directory:))
            ?? NotificationTypesCache(environment: environment)
        self.observer = observer
        self.logger = logger
        if let session {
            self.session = session
            self.redirectGuard = nil
            self.ownsSession = false
        } else {
            let cfg = URLSessionConfiguration.ephemeral
            cfg.timeoutIntervalForRequest = options.requestTimeout
            cfg.requestCachePolicy = .reloadIgnoringLocalCacheData
            cfg.urlCache = nil
            cfg.httpCookieStorage = nil
            let redirects = RedirectGuard()
            redirectGuard = redirects
            self.session = URLSession(configuration: cfg, delegate: redirects, delegateQueue: nil)
            self.ownsSession = true
        }
    }

    deinit {
        if ownsSession { session.finishTasksAndInvalidate() }
    }

    /// `redact(text, secrets: [configuration.accessToken])`.
    public func redact(_ text: String) -> String { configuration.redact(text) }

    /// A response body with the token (and its encoded copies) removed: `***` keeps the
    /// JSON valid, as a token holds no character JSON escapes. Not UTF-8: as it is.
    func redactBody(_ data: Data) -> Data {
        guard let text = String(data: data, encoding: .utf8) else { return data }
        let redacted = redact(text)
        return redacted == text ? data : Data(redacted.utf8)
    }

    public var description: String {
        "SalesforceClient(\(configuration.instanceURL.absoluteString), v\(configuration.apiVersion), token \(SalesforceRedaction.mask))"
    }
    public var debugDescription: String { description }

    // MARK: URLs

    /// `{instance}/services/data/v{ver}/connect/notifications/types`.
    public var notificationTypesURL: URL {
        URL(string: configuration.servicesBaseURL + "/connect/notifications/types")!
    }

    /// `{instance}/services/data/v{ver}/connect/notifications/{nid}/actions/{actionKey}`,
    /// both ids percent-encoded as single path segments (RFC 3986 unreserved characters kept).
    public func actionURL(notificationId: String, actionKey: String) -> URL {
        URL(string: configuration.servicesBaseURL + "/connect/notifications/"
            + Self.encodeSegment(notificationId) + "/actions/" + Self.encodeSegment(actionKey))!
    }

    static func encodeSegment(_ s: String) -> String {
        let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return s.addingPercentEncoding(withAllowedCharacters: unreserved) ?? s
    }

    // MARK: Notification types

    /// Fetches the notification types and stores the body in the cache.
    /// The body is validated to be a JSON object with a `notificationTypes` array.
    public func fetchNotificationTypes() async throws -> NotificationTypesResult {
        try await notificationTypes(policy: .networkOnly)
    }

    /// The cached notification types; no request is sent.
    /// - Throws: `.cacheMissing`, `.cacheUnreadable`.
    public func cachedNotificationTypes() throws -> NotificationTypesResult {
        let entry = try cache.load(for: configuration)
        // A cache written before redaction was added may hold the token.
        let body = redactBody(entry.body)
        return NotificationTypesResult(
            body: body, types: (try? NotificationTypeSummary.decodeList(body)) ?? [],
            source: .cache, cacheFile: entry.file, storedAt: entry.storedAt,
            networkError: nil, cacheWriteError: nil)
    }

    /// The notification types according to `policy` (see `NotificationTypesPolicy`).
    public func notificationTypes(policy: NotificationTypesPolicy) async throws -> NotificationTypesResult {
        if policy == .cacheOnly { return try cachedNotificationTypes() }
        do {
            return try await fetchAndStoreTypes()
        } catch let error as SalesforceError {
            guard policy == .networkFallingBackToCache, error.isNetworkUnavailable,
                  let cached = try? cachedNotificationTypes() else { throw error }
            log("network unavailable, using cached notification types from \(cached.cacheFile.path): \(error)")
            return NotificationTypesResult(
                body: cached.body, types: cached.types, source: .cache, cacheFile: cached.cacheFile,
                storedAt: cached.storedAt, networkError: error, cacheWriteError: nil)
        }
    }

    private func fetchAndStoreTypes() async throws -> NotificationTypesResult {
        let url = notificationTypesURL
        let (received, response) = try await send(method: "GET", url: url, body: nil) { excerpt in
            .notificationTypesNotFound(url: url.absoluteString, excerpt: excerpt)
        }
        // An org may echo the token in a label: it is removed before anything is printed or cached.
        let data = redactBody(received)
        let types: [NotificationTypeSummary]
        do {
            types = try NotificationTypeSummary.decodeList(data)
        } catch {
            throw SalesforceError.unexpectedBody(
                method: "GET", url: url.absoluteString, status: response.statusCode,
                expected: NotificationTypeSummary.expectedShape, excerpt: excerpt(data))
        }
        var writeError: SalesforceError?
        do {
            let file = try cache.store(data, for: configuration)
            log("stored \(types.count) notification types in \(file.path)")
        } catch let e as SalesforceError {
            writeError = e
            log(e.description)
        }
        return NotificationTypesResult(
            body: data, types: types, source: .network, cacheFile: cache.fileURL(for: configuration),
            storedAt: nil, networkError: nil, cacheWriteError: writeError)
    }

    // MARK: Actions

    /// Invokes a server-side notification action and returns the server's `message`.
    ///
    /// Refuses (before any request) API versions below 64.0 and empty ids.
    public func invokeAction(notificationId: String, actionKey: String) async throws -> String {
        guard configuration.apiVersion >= .minimumForActions else {
            throw SalesforceError.apiVersionTooLow(
                operation: "invoking a notification action",
                version: configuration.apiVersion.description,
                minimum: SalesforceAPIVersion.minimumForActions.description)
        }
        guard !notificationId.isEmpty else {
            throw SalesforceError.invalidArgument(name: "notification id", reason: "it is empty")
        }
        guard !actionKey.isEmpty else {
            throw SalesforceError.invalidArgument(name: "action key", reason: "it is empty")
        }
        let url = actionURL(notificationId: notificationId, actionKey: actionKey)
        let (data, response) = try await send(method: "POST", url: url, body: Data("{}".utf8)) { excerpt in
            .unknownNotificationOrAction(notificationId: notificationId, actionKey: actionKey,
                                         url: url.absoluteString, excerpt: excerpt)
        }
        guard let message = (try? JSONParser.parse([UInt8](data)))?["message"]?.stringValue else {
            throw SalesforceError.unexpectedBody(
                method: "POST", url: url.absoluteString, status: response.statusCode,
                expected: #"a JSON object with "message""#, excerpt: excerpt(data))
        }
        // A server may echo the request's credentials in its message; every caller
        // (the CLI's `salesforce invoke`, the Salesforce surface) shows this text.
        return redact(message)
    }

    // MARK: Completion-handler forms

    /// `fetchNotificationTypes()` with a completion handler, run on `queue` (or on an
    /// arbitrary background thread when nil). Returns at once.
    @discardableResult
    public func fetchNotificationTypes(
        queue: DispatchQueue? = nil,
        completion: @escaping @Sendable (Result<NotificationTypesResult, SalesforceError>) -> Void
    ) -> SalesforceRequestHandle {
        run(queue: queue, method: "GET", url: notificationTypesURL, completion: completion) {
            try await self.fetchNotificationTypes()
        }
    }

    /// `notificationTypes(policy:)` with a completion handler (see the other form).
    @discardableResult
    public func notificationTypes(
        policy: NotificationTypesPolicy,
        queue: DispatchQueue? = nil,
        completion: @escaping @Sendable (Result<NotificationTypesResult, SalesforceError>) -> Void
    ) -> SalesforceRequestHandle {
        run(queue: queue, method: "GET", url: notificationTypesURL, completion: completion) {
            try await self.notificationTypes(policy: policy)
        }
    }

    /// `invokeAction(notificationId:actionKey:)` with a completion handler, run on `queue`
    /// (or on an arbitrary background thread when nil). Returns at once.
    @discardableResult
    public func invokeAction(
        notificationId: String, actionKey: String,
        queue: DispatchQueue? = nil,
        completion: @escaping @Sendable (Result<String, SalesforceError>) -> Void
    ) -> SalesforceRequestHandle {
        let url = actionURL(notificationId: notificationId, actionKey: actionKey)
        return run(queue: queue, method: "POST", url: url, completion: completion) {
            try await self.invokeAction(notificationId: notificationId, actionKey: actionKey)
        }
    }

    private func run<T: Sendable>(
        queue: DispatchQueue?, method: String, url: URL,
        completion: @escaping @Sendable (Result<T, SalesforceError>) -> Void,
        _ body: @escaping @Sendable () async throws -> T
    ) -> SalesforceRequestHandle {
        let task = Task {
            let result: Result<T, SalesforceError>
            do {
                result = .success(try await body())
            } catch let e as SalesforceError {
                result = .failure(e)
            } catch {
                result = .failure(Task.isCancelled
                    ? .cancelled(method: method, url: url.absoluteString)
                    : .transport(method: method, url: url.absoluteString, message: self.redact("\(error)")))
            }
            if let queue { queue.async { completion(result) } } else { completion(result) }
        }
        return SalesforceRequestHandle(task)
    }

    // MARK: Transport with retries

    private func excerpt(_ data: Data) -> String {
        SalesforceConnect.excerpt(of: data, secrets: [configuration.accessToken])
    }

    private func log(_ line: String) {
        logger?(redact(line))
    }

    private static let retryableURLErrors: Set<URLError.Code> = [
        .timedOut, .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet,
        .cannotFindHost, .dnsLookupFailed, .resourceUnavailable, .badServerResponse,
        .cannotLoadFromNetwork, .internationalRoamingOff, .callIsActive, .dataNotAllowed,
        .zeroByteResource,
    ]

    /// Sends with retries. Returns only 2xx responses; every other outcome throws.
    private func send(
        method: String, url: URL, body: Data?,
        notFound: (String) -> SalesforceError
    ) async throws -> (Data, HTTPURLResponse) {
        let urlText = redact(url.absoluteString)
        let maxTries = max(1, options.maxTries)
        var tries = 0
        while true {
            if Task.isCancelled { throw SalesforceError.cancelled(method: method, url: urlText) }
            tries += 1
            var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData,
                                     timeoutInterval: options.requestTimeout)
            request.httpMethod = method
            request.setValue("Bearer \(configuration.accessToken)", forHTTPHeaderField: "Authorization")
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            if let body {
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                request.httpBody = body
            }

            let started = Date()
            let problem: String
            var lastStatus: Int?
            var retryAfter: TimeInterval?
            do {
                let (data, response) = try await perform(request)
                let status = response.statusCode
                report(method, urlText, status, tries, started, nil)
                switch status {
                case 200..<300:
                    return (data, response)
                case 401, 403:
                    throw SalesforceError.authentication(method: method, url: urlText, status: status, excerpt: excerpt(data))
                case 404:
                    throw notFound(excerpt(data))
                case 408, 429, 500..<600:
                    lastStatus = status
                    retryAfter = Self.parseRetryAfter(response.value(forHTTPHeaderField: "Retry-After"))
                    let bodyText = excerpt(data)
                    problem = "HTTP \(status)" + (httpReasonPhrase(status).isEmpty ? "" : " \(httpReasonPhrase(status))")
                        + (bodyText.isEmpty ? "" : ": \(bodyText)")
                default:
                    throw SalesforceError.httpStatus(method: method, url: urlText, status: status, excerpt: excerpt(data))
                }
            } catch let error as URLError {
                let message = redact(Self.describe(error, timeout: options.requestTimeout))
                report(method, urlText, nil, tries, started, message)
                if error.code == .cancelled || Task.isCancelled {
                    throw SalesforceError.cancelled(method: method, url: urlText)
                }
                guard Self.retryableURLErrors.contains(error.code) else {
                    throw SalesforceError.transport(method: method, url: urlText, message: message)
                }
                problem = message
            } catch let error as SalesforceError {
                throw error
            } catch is CancellationError {
                throw SalesforceError.cancelled(method: method, url: urlText)
            } catch {
                let message = redact("\(error)")
                report(method, urlText, nil, tries, started, message)
                throw SalesforceError.transport(method: method, url: urlText, message: message)
            }

            guard tries < maxTries else {
                throw SalesforceError.retriesExhausted(
                    method: method, url: urlText, tries: tries, lastStatus: lastStatus, lastProblem: problem)
            }
            let delay = options.delay(afterFailedTries: tries, retryAfter: retryAfter)
            log("\(method) \(urlText): \(problem); retrying in \(String(format: "%.3f", delay)) s (try \(tries + 1) of \(maxTries))")
            do {
                try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            } catch {
                throw SalesforceError.cancelled(method: method, url: urlText)
            }
        }
    }

    private func report(_ method: String, _ url: String, _ status: Int?, _ attempt: Int, _ started: Date, _ error: String?) {
        observer?(SalesforceHTTPExchange(
            method: method, url: url, status: status, attempt: attempt,
            duration: Date().timeIntervalSince(started), error: error))
    }

    private static func describe(_ error: URLError, timeout: TimeInterval) -> String {
        switch error.code {
        case .timedOut: return "timed out after \(timeout) s (URLError.timedOut)"
        case .cannotConnectToHost: return "could not connect to the host (URLError.cannotConnectToHost)"
        case .networkConnectionLost: return "the connection was lost (URLError.networkConnectionLost)"
        case .notConnectedToInternet: return "not connected to the internet (URLError.notConnectedToInternet)"
        case .cannotFindHost, .dnsLookupFailed: return "could not resolve the host (URLError \(error.code.rawValue))"
        default: return "\(error.localizedDescription) (URLError \(error.code.rawValue))"
        }
    }

    /// `Retry-After` as delta-seconds (fractions accepted) or an HTTP date; nil if absent or unparsable.
    static func parseRetryAfter(_ value: String?, now: Date = Date()) -> TimeInterval? {
        guard let raw = value?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        if let seconds = Double(raw), seconds.isFinite { return max(0, seconds) }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "GMT")
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = f.date(from: raw) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// One URLSession data task, cancellable through Swift task cancellation, with a
    /// client-side deadline of `options.requestTimeout` for the whole exchange.
    /// (FoundationNetworking on Linux truncates `timeoutInterval` to whole seconds — 0.3 s
    /// becomes an immediate failure — so the URLSession timeout is only a backstop.)
    private func perform(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var request = request
        for _ in 0..<HTTPRedirect.maximumRedirects {
            do {
                return try await performOnce(request)
            } catch let resend as Resend {
                request = resend.request
            }
        }
        throw HTTPRedirect.Refusal.tooManyRedirects
    }

    private func performOnce(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let box = TaskBox()
        var request = request
        request.timeoutInterval = max(1, options.requestTimeout.rounded(.up)) + 1
        let deadline = options.requestTimeout
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (cont: CheckedContinuation<(Data, HTTPURLResponse), Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if box.finish() {
                        cont.resume(throwing: URLError(.timedOut))
                    } else if let error {
                        cont.resume(throwing: (error as? URLError) ?? URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "\(error)"]))
                    } else if let id = box.taskIdentifier, let outcome = self.redirectGuard?.outcome(forTask: id) {
                        switch outcome {
                        case let .refused(refusal): cont.resume(throwing: refusal)
                        case let .resend(next): cont.resume(throwing: Resend(request: next))
                        }
                    } else if let http = response as? HTTPURLResponse {
                        cont.resume(returning: (data ?? Data(), http))
                    } else {
                        cont.resume(throwing: URLError(.badServerResponse))
                    }
                }
                box.set(task)
                DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { box.timeOut() }
                task.resume()
            }
        } onCancel: {
            box.cancel()
        }
    }
}

/// Holds a data task so a cancellation arriving from another thread can cancel it,
/// even if it arrives before the task exists.
private final class TaskBox: Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var cancelled = false
        var timedOut = false
        var finished = false
    }
    private let state = Locked(State())

    /// The data task's identifier, once it exists.
    var taskIdentifier: Int? { state.withLock { $0.task?.taskIdentifier } }

    /// Called once by the completion handler: marks the exchange finished and tells
    /// whether the deadline had cancelled it.
    func finish() -> Bool {
        state.withLock { state in
            state.finished = true
            return state.timedOut
        }
    }

    /// The deadline: marks the exchange as timed out and cancels it, unless it finished.
    func timeOut() {
        let task = state.withLock { state -> URLSessionDataTask? in
            guard !state.finished else { return nil }
            state.timedOut = true
            return state.task
        }
        task?.cancel()
    }

    func set(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        if cancelled { task.cancel() }
    }

    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.task
        }
        task?.cancel()
    }
}

/// Follows redirects by the fetch standard's rules (`HTTPRedirect`): the access token
/// stays on the instance's origin (a redirect to another origin is followed without
/// the `Authorization` header), 307/308 repeat the POST with its body, and a redirect
/// to anything but http(s) fails.
final class RedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
    /// Redirects not followed by URLSession, by task: refused, or to be sent again.
    private let outcomes = Locked<[Int: Outcome]>([:])

    enum Outcome: Sendable {
        case refused(HTTPRedirect.Refusal)
        case resend(URLRequest)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let previous = task.currentRequest ?? task.originalRequest ?? request
        switch HTTPRedirect.next(after: response, previous: previous, body: task.originalRequest?.httpBody, proposed: request) {
        case let .success(next) where next.httpBody != nil:
            // URLSession (swift-corelibs-foundation) drops the body of a redirected
            // request: the client sends it again itself (`SalesforceClient.perform`).
            outcomes.withLock { $0[task.taskIdentifier] = .resend(next) }
            completionHandler(nil)
        case let .success(next):
            completionHandler(next)
        case let .failure(refusal):
            outcomes.withLock { $0[task.taskIdentifier] = .refused(refusal) }
            completionHandler(nil)
        }
    }

    /// What became of the redirect that ended task `id`, if one did (and forgets it).
    func outcome(forTask id: Int) -> Outcome? { outcomes.withLock { $0.removeValue(forKey: id) } }
}

/// A redirect to send again with its body (see `RedirectGuard`).
private struct Resend: Error, @unchecked Sendable { let request: URLRequest }
