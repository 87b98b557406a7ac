import Foundation

/// Everything that can go wrong talking to Salesforce or reading the types cache.
///
/// Every associated string is already token-free when the client builds the error, and
/// `description` passes through `redact(_:)` once more, so printing an error never shows
/// the access token. URLs are full request URLs (they never carry the token).
public enum SalesforceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No instance URL: neither an explicit value nor `SF_INSTANCE_URL` was given.
    case missingInstanceURL
    /// No access token: neither an explicit value nor `SF_ACCESS_TOKEN` was given.
    case missingAccessToken
    /// The instance URL is not an absolute `https://host` (or `http://` for a local
    /// server) URL without query, fragment or credentials. `reason` says which rule failed.
    case malformedInstanceURL(value: String, reason: String)
    /// The API version is not of the form `64.0` (a leading `v` is accepted).
    case malformedAPIVersion(value: String)
    /// The configured API version is older than the operation needs (actions need 64.0).
    /// Raised before any request is sent.
    case apiVersionTooLow(operation: String, version: String, minimum: String)
    /// An argument is unusable (for example an empty notification id or action key).
    /// Raised before any request is sent.
    case invalidArgument(name: String, reason: String)
    /// The server answered 401 or 403: the token is invalid, expired or lacks access.
    /// Never retried.
    case authentication(method: String, url: String, status: Int, excerpt: String)
    /// The server answered 404 on the notification types endpoint (wrong instance URL,
    /// or an API version that does not have it).
    case notificationTypesNotFound(url: String, excerpt: String)
    /// The server answered 404 on an action: the notification id or the action key is unknown.
    case unknownNotificationOrAction(notificationId: String, actionKey: String, url: String, excerpt: String)
    /// Any other non-success status that is not worth retrying (400, 405, 409, …).
    case httpStatus(method: String, url: String, status: Int, excerpt: String)
    /// Every allowed try failed with a retryable problem (429, 5xx, 408, timeout,
    /// connection error). `tries` is how many requests were sent; `lastStatus` is the
    /// last HTTP status (nil when the last try got no response).
    case retriesExhausted(method: String, url: String, tries: Int, lastStatus: Int?, lastProblem: String)
    /// A success status with a body that is not what the endpoint promises: not JSON, or
    /// JSON without the expected shape. `expected` names the shape, `excerpt` is the
    /// start of what came.
    case unexpectedBody(method: String, url: String, status: Int, expected: String, excerpt: String)
    /// A transport failure that retrying cannot fix (bad URL, TLS failure, …).
    case transport(method: String, url: String, message: String)
    /// The request was cancelled (task cancellation or `SalesforceRequestHandle.cancel()`).
    case cancelled(method: String, url: String)
    /// There is no cached copy of the notification types at `path`.
    case cacheMissing(path: String)
    /// The cached notification types at `path` cannot be read or are not valid.
    case cacheUnreadable(path: String, reason: String)
    /// Storing the notification types at `path` failed (reported alongside a successful fetch).
    case cacheWriteFailed(path: String, reason: String)

    /// True for errors that mean "the network/server is unavailable right now"
    /// (only `retriesExhausted`): the case where falling back to the cache makes sense.
    public var isNetworkUnavailable: Bool {
        if case .retriesExhausted = self { return true }
        return false
    }

    public var description: String { redact(rawDescription) }

    private var rawDescription: String {
        switch self {
        case .missingInstanceURL:
            return "Salesforce instance URL missing: pass it explicitly (--sf-instance) or set \(SalesforceConfiguration.instanceURLVariable)"
        case .missingAccessToken:
            return "Salesforce access token missing: pass it explicitly (--sf-token) or set \(SalesforceConfiguration.accessTokenVariable)"
        case let .malformedInstanceURL(value, reason):
            return "malformed Salesforce instance URL \"\(value)\": \(reason)"
        case let .malformedAPIVersion(value):
            return "malformed Salesforce API version \"\(value)\": expected a number such as 64.0 (from an explicit value or \(SalesforceConfiguration.apiVersionVariable))"
        case let .apiVersionTooLow(operation, version, minimum):
            return "\(operation) needs Salesforce API version \(minimum) or later, but the configured version is \(version); set \(SalesforceConfiguration.apiVersionVariable)=\(minimum) or later"
        case let .invalidArgument(name, reason):
            return "invalid \(name): \(reason)"
        case let .authentication(method, url, status, excerpt):
            return "Salesforce authentication failed: \(method) \(url) answered \(statusText(status)) (not retried; check the access token and its permissions)\(bodySuffix(excerpt))"
        case let .notificationTypesNotFound(url, excerpt):
            return "Salesforce notification types endpoint not found: GET \(url) answered 404 (check the instance URL and API version)\(bodySuffix(excerpt))"
        case let .unknownNotificationOrAction(nid, key, url, excerpt):
            return "unknown notification or action: notification \"\(nid)\" with action \"\(key)\" (POST \(url) answered 404)\(bodySuffix(excerpt))"
        case let .httpStatus(method, url, status, excerpt):
            return "\(method) \(url) answered \(statusText(status))\(bodySuffix(excerpt))"
        case let .retriesExhausted(method, url, tries, _, lastProblem):
            return "\(method) \(url) failed after \(tries) \(tries == 1 ? "try" : "tries"); last problem: \(lastProblem)"
        case let .unexpectedBody(method, url, status, expected, excerpt):
            return "unexpected response body from \(method) \(url) (status \(status)): expected \(expected), got: \(excerpt.isEmpty ? "(empty body)" : excerpt)"
        case let .transport(method, url, message):
            return "\(method) \(url) failed: \(message)"
        case let .cancelled(method, url):
            return "\(method) \(url) was cancelled"
        case let .cacheMissing(path):
            return "no cached Salesforce notification types at \(path) (fetch them once while online)"
        case let .cacheUnreadable(path, reason):
            return "cached Salesforce notification types at \(path) are unusable: \(reason)"
        case let .cacheWriteFailed(path, reason):
            return "could not store Salesforce notification types at \(path): \(reason)"
        }
    }

    private func bodySuffix(_ excerpt: String) -> String {
        excerpt.isEmpty ? "" : "; body: \(excerpt)"
    }

    private func statusText(_ status: Int) -> String {
        let phrase = httpReasonPhrase(status)
        return phrase.isEmpty ? "\(status)" : "\(status) \(phrase)"
    }
}

/// The standard reason phrase of an HTTP status ("" when unknown).
func httpReasonPhrase(_ status: Int) -> String {
    switch status {
    case 400: return "Bad Request"
    case 401: return "Unauthorized"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 408: return "Request Timeout"
    case 409: return "Conflict"
    case 415: return "Unsupported Media Type"
    case 429: return "Too Many Requests"
    case 500: return "Internal Server Error"
    case 502: return "Bad Gateway"
    case 503: return "Service Unavailable"
    case 504: return "Gateway Timeout"
    default: return ""
    }
}
