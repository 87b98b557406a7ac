import Foundation
import JSONSyntax
import Notifications

/// A minimal, lenient summary of one notification type, for display and tests.
/// The full model is decoded elsewhere from `NotificationTypesResult.body`.
public struct NotificationTypeSummary: Sendable, Equatable, Hashable {
    public let type: String?
    public let apiName: String?
    public let label: String?
    /// Every `actionKey` of every action group, in order.
    public let actionKeys: [String]

    public init(type: String?, apiName: String?, label: String?, actionKeys: [String]) {
        self.type = type
        self.apiName = apiName
        self.label = label
        self.actionKeys = actionKeys
    }

    static let expectedShape = #"a JSON object with a "notificationTypes" array"#

    /// Validates the shape and summarises; throws when `data` is not a JSON object with a
    /// `notificationTypes` array.
    static func decodeList(_ data: Data) throws -> [NotificationTypeSummary] {
        struct Shape: Error {}
        guard let list = try JSONParser.parse([UInt8](data)).objectValue?["notificationTypes"]?.arrayValue else { throw Shape() }
        return list.map { t in
            let groups = t["actionGroups"]?.arrayValue ?? []
            let keys = groups.flatMap { ($0["actions"]?.arrayValue ?? []).compactMap { $0["actionKey"]?.stringValue } }
            return NotificationTypeSummary(type: t["type"]?.stringValue, apiName: t["apiName"]?.stringValue,
                                           label: t["label"]?.stringValue, actionKeys: keys)
        }
    }
}

/// The notification types, from the network or from the disk cache.
public struct NotificationTypesResult: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// Fetched just now (and stored in the cache).
        case network
        /// Read from the cache file.
        case cache
    }

    /// The raw JSON body: an object with a `notificationTypes` array (validated).
    public let body: Data
    /// A lenient summary of `body`.
    public let types: [NotificationTypeSummary]
    public let source: Source
    /// The cache file written (source `.network`) or read (source `.cache`).
    public let cacheFile: URL
    /// When the cache file was written (source `.cache`); nil for `.network`.
    public let storedAt: Date?
    /// Why the network was not used, when a `.networkFallingBackToCache` load fell back.
    public let networkError: SalesforceError?
    /// Set when the fetch succeeded but storing it in the cache failed.
    public let cacheWriteError: SalesforceError?
}

/// How `SalesforceClient.notificationTypes(policy:)` uses the network and the cache.
public enum NotificationTypesPolicy: Sendable, Equatable {
    /// Fetch; store on success; errors propagate.
    case networkOnly
    /// Read the cache only; no request is sent.
    case cacheOnly
    /// Fetch; if the network is unavailable (`SalesforceError.isNetworkUnavailable`:
    /// retries exhausted on 429/5xx/timeouts/connection errors) and a valid cached copy
    /// exists, return it with `networkError` set. Authentication errors, 404s and
    /// malformed bodies are never hidden by the cache. If there is no usable cache the
    /// network error is thrown.
    case networkFallingBackToCache
}

/// One HTTP exchange, reported to `SalesforceClient`'s observer after every try.
public struct SalesforceHTTPExchange: Sendable, Equatable {
    /// `GET` or `POST`.
    public let method: String
    /// The full request URL (it never carries the token; it is redacted anyway).
    public let url: String
    /// The HTTP status, or nil when no response came (timeout, connection error).
    public let status: Int?
    /// 1 for the first try, 2 for the first retry, …
    public let attempt: Int
    /// Seconds from sending to the response (or failure).
    public let duration: TimeInterval
    /// For tries without a response: what went wrong (redacted).
    public let error: String?
}

/// Receives every `SalesforceHTTPExchange`. Called synchronously on the client's
/// internal (arbitrary, non-main) thread: keep it short and thread-safe, hop to your own
/// thread if needed.
public typealias SalesforceHTTPObserver = @Sendable (SalesforceHTTPExchange) -> Void
