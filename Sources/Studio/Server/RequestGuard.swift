import Foundation

/// Who may use a studio: only the page opened from the URL it printed. Every request and
/// the WebSocket upgrade must carry the random token of that URL, name the loopback
/// address the server listens on as `Host`, and — when the browser sends an `Origin`
/// (every WebSocket handshake and cross-site fetch does) — come from that same address.
/// So another web page the developer has open (a foreign `Origin`) or a DNS-rebinding name
/// (a foreign `Host`) cannot drive the app's code, and another local user without the
/// token cannot either.
public struct StudioRequestGuard: Sendable {
    public let token: String
    public let port: Int

    public init(token: String, port: Int) {
        self.token = token
        self.port = port
    }

    /// 32 random bytes as hex (the system's random source).
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// The hosts the page is served as.
    private var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    /// Why the request is refused, or nil when it may go on.
    public func refusal(token given: String?, host: String?, origin: String?) -> String? {
        guard let given, Self.equalInConstantTime(given, token) else { return "missing or wrong token" }
        guard let host, hosts.contains(host.lowercased()) else { return "Host \(host ?? "(none)") is not this studio" }
        if let origin, !hosts.contains(where: { "http://\($0)" == origin.lowercased() }) { return "Origin \(origin) is not this studio" }
        return nil
    }

    /// Compares without stopping at the first difference (the time taken says nothing of the token).
    static func equalInConstantTime(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}
