import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The fetch standard's rules for following an HTTP redirect, shared by `fetch`
/// (HostRuntime) and the Salesforce client (SalesforceConnect), which both follow
/// redirects themselves from a URLSession delegate.
///
/// - The target is the response's `Location` resolved against the response's URL;
///   anything but `http:`/`https:` is refused (URLSession would otherwise turn
///   `file:///etc/passwd` into a path on the same server).
/// - 307 and 308 repeat the request as it was: method, headers and body.
/// - 301 and 302 turn a `POST` into a `GET`, 303 turns anything but `HEAD` into a
///   `GET`; the body and the headers that describe it are then dropped.
/// - A redirect to another origin (scheme, host or port) drops the credentials
///   (`Authorization`, `Cookie`, `Proxy-Authorization`).
public enum HTTPRedirect {
    /// Why a redirect is not followed.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// The `Location` names a scheme other than http(s), or is not a URL.
        case unsupportedTarget(String)
        /// More than `maximumRedirects` in a row.
        case tooManyRedirects

        public var description: String {
            switch self {
            case let .unsupportedTarget(target): "redirect to an unsupported URL \(target)"
            case .tooManyRedirects: "redirect count exceeded"
            }
        }
    }

    /// The fetch standard's limit on redirects in a row.
    public static let maximumRedirects = 20

    /// The headers that carry credentials, removed when a redirect leaves the origin.
    public static let credentialHeaders = ["Authorization", "Cookie", "Proxy-Authorization"]
    /// The headers that describe a body, removed when a redirect drops the body.
    public static let bodyHeaders = ["Content-Type", "Content-Length", "Content-Encoding", "Content-Language", "Content-Location"]

    /// The request to send for `response`, a redirect answering `previous` (the request
    /// as it was sent; `body` stands in for its body when URLSession kept none), or why not.
    /// `proposed` is what URLSession suggests; only its URL is used when there is no
    /// `Location` to read.
    public static func next(after response: HTTPURLResponse, previous: URLRequest, body: Data? = nil,
                            proposed: URLRequest) -> Result<URLRequest, Refusal> {
        let location = response.value(forHTTPHeaderField: "Location")
        let target: URL?
        if let location {
            target = URL(string: location, relativeTo: response.url)?.absoluteURL
        } else {
            target = proposed.url
        }
        guard let target, let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil else {
            return .failure(.unsupportedTarget(location ?? proposed.url?.absoluteString ?? "?"))
        }
        var next = previous
        next.url = target
        let method = (previous.httpMethod ?? "GET").uppercased()
        if next.httpBody == nil, let body, method != "GET", method != "HEAD" { next.httpBody = body }
        let status = response.statusCode
        if (status == 301 || status == 302) && method == "POST" || status == 303 && method != "HEAD" && method != "GET" {
            next.httpMethod = "GET"
            next.httpBody = nil
            for name in bodyHeaders { next.setValue(nil, forHTTPHeaderField: name) }
        }
        if let from = response.url ?? previous.url, !sameOrigin(from, target) {
            for name in credentialHeaders { next.setValue(nil, forHTTPHeaderField: name) }
        }
        return .success(next)
    }

    /// Same scheme, host and port (the default port when none is written).
    public static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func port(_ url: URL) -> Int? { url.port ?? ["https": 443, "http": 80][url.scheme?.lowercased() ?? ""] }
        return a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && port(a) == port(b)
    }
}
