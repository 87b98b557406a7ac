import Foundation

/// A Salesforce REST API version such as `64.0` (written `v64.0` in URLs).
public struct SalesforceAPIVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `"64.0"`, `"64"` or `"v64.0"`; `nil` for anything else.
    public init?(_ text: String) {
        var s = text.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("v") || s.hasPrefix("V") { s.removeFirst() }
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]), major > 0 else { return nil }
        self.init(major: major, minor: parts.count == 2 ? Int(parts[1])! : 0)
    }

    /// `64.0`.
    public var description: String { "\(major).\(minor)" }

    public static func < (a: Self, b: Self) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    /// 64.0, used when neither an explicit version nor `SF_API_VERSION` is given.
    public static let `default` = SalesforceAPIVersion(major: 64, minor: 0)
    /// 64.0: the first version with `POST …/connect/notifications/{nid}/actions/{actionKey}`.
    public static let minimumForActions = SalesforceAPIVersion(major: 64, minor: 0)
}

/// Where and as whom to talk to Salesforce: instance URL, access token, API version.
///
/// Each value is taken from the explicit argument when it is non-nil and not blank,
/// otherwise from the environment (`SF_INSTANCE_URL`, `SF_ACCESS_TOKEN`,
/// `SF_API_VERSION`); the version defaults to 64.0. The token never appears in
/// `description`, `debugDescription` or `dump()`.
public struct SalesforceConfiguration: Sendable, Equatable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    public static let instanceURLVariable = "SF_INSTANCE_URL"
    public static let accessTokenVariable = "SF_ACCESS_TOKEN"
    public static let apiVersionVariable = "SF_API_VERSION"

    /// `https://host[:port][/prefix]`, without a trailing slash.
    public let instanceURL: URL
    /// The OAuth access token sent as `Authorization: Bearer …`. Never print it; use `redact(_:)`.
    public let accessToken: String
    public let apiVersion: SalesforceAPIVersion

    /// Builds and validates a configuration.
    ///
    /// - Throws: `SalesforceError.missingInstanceURL`, `.missingAccessToken`,
    ///   `.malformedInstanceURL`, `.malformedAPIVersion`.
    public init(
        instanceURL: String? = nil,
        accessToken: String? = nil,
        apiVersion: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        func pick(_ explicit: String?, _ variable: String) -> String? {
            for candidate in [explicit, environment[variable]] {
                if let v = candidate?.trimmingCharacters(in: .whitespacesAndNewlines), !v.isEmpty { return v }
            }
            return nil
        }
        guard let urlText = pick(instanceURL, Self.instanceURLVariable) else {
            throw SalesforceError.missingInstanceURL
        }
        guard let token = pick(accessToken, Self.accessTokenVariable) else {
            throw SalesforceError.missingAccessToken
        }
        self.instanceURL = try Self.validateInstanceURL(urlText, token: token)
        self.accessToken = token
        if let versionText = pick(apiVersion, Self.apiVersionVariable) {
            guard let v = SalesforceAPIVersion(versionText) else {
                throw SalesforceError.malformedAPIVersion(value: SalesforceRedaction.redact(versionText, secrets: [token]))
            }
            self.apiVersion = v
        } else {
            self.apiVersion = .default
        }
    }

    /// Same as the string form, for callers that already hold a `URL`.
    public init(
        instanceURL: URL, accessToken: String, apiVersion: SalesforceAPIVersion = .default
    ) throws {
        try self.init(instanceURL: instanceURL.absoluteString, accessToken: accessToken,
                      apiVersion: apiVersion.description, environment: [:])
    }

    static func validateInstanceURL(_ text: String, token: String) throws -> URL {
        func bad(_ reason: String) -> SalesforceError {
            .malformedInstanceURL(value: SalesforceRedaction.redact(text, secrets: [token]), reason: reason)
        }
        guard let comps = URLComponents(string: text) else { throw bad("not a URL") }
        guard let scheme = comps.scheme?.lowercased() else {
            throw bad("no scheme; write it as https://\(text)")
        }
        guard scheme == "https" || scheme == "http" else {
            throw bad("scheme must be https (or http for a local server), not \(scheme)")
        }
        guard let host = comps.host, !host.isEmpty else { throw bad("no host") }
        guard comps.user == nil, comps.password == nil else { throw bad("credentials in the URL are not allowed") }
        guard comps.query == nil else { throw bad("a query is not allowed") }
        guard comps.fragment == nil else { throw bad("a fragment is not allowed") }
        var cleaned = comps
        cleaned.scheme = scheme
        while cleaned.path.hasSuffix("/") { cleaned.path.removeLast() }
        guard let url = cleaned.url else { throw bad("not a URL") }
        return url
    }

    /// Base of every endpoint: `{instance}/services/data/v{ver}`.
    public var servicesBaseURL: String {
        "\(instanceURL.absoluteString)/services/data/v\(apiVersion)"
    }

    /// `redact(text, secrets: [accessToken])`.
    public func redact(_ text: String) -> String {
        SalesforceRedaction.redact(text, secrets: [accessToken])
    }

    public var description: String {
        "SalesforceConfiguration(instanceURL: \(instanceURL.absoluteString), accessToken: \(SalesforceRedaction.mask), apiVersion: \(apiVersion))"
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Mirror(self, children: [
            "instanceURL": instanceURL.absoluteString,
            "accessToken": SalesforceRedaction.mask,
            "apiVersion": apiVersion.description,
        ], displayStyle: .struct)
    }
}
