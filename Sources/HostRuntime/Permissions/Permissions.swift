import Foundation

/// What a script may reach beyond its own module graph (SPEC §3.7, Deno's model):
/// the network, files, and environment variables. Everything is denied unless a
/// flag grants it; a denied call throws `PermissionDenied` naming the flag that
/// would grant it. See docs/permissions.md.
public struct Permissions: Sendable, Equatable {
    /// A host (name or IP address, lower-cased, IPv6 without brackets) and an
    /// optional port; no port means every port of that host.
    public struct NetTarget: Sendable, Hashable, CustomStringConvertible {
        public var host: String
        public var port: Int?
        public init(host: String, port: Int? = nil) {
            self.host = Permissions.normalizedHost(host)
            self.port = port
        }
        func matches(host: String, port: Int) -> Bool {
            self.host == host && (self.port == nil || self.port == port)
        }
        /// `host` or `host:port` (`[v6]:port` for IPv6), as a flag spells it.
        public var description: String { Permissions.spell(host: host, port: port) }
    }

    public enum Net: Sendable, Equatable {
        case none, all
        case hosts([NetTarget])
    }

    public enum Read: Sendable, Equatable {
        case none, all
        /// Absolute, standardized path prefixes (matched component by component).
        case paths([String])
    }

    public enum Env: Sendable, Equatable {
        case none, all
        /// Variable names; a name ending in `*` is a prefix (`AWS_*`).
        case names([String])
    }

    public var net: Net
    public var read: Read
    public var env: Env
    /// Hosts allowed without a flag: the Salesforce instance from the user's own
    /// configuration. Not shown in denial messages.
    public var alwaysAllowedHosts: [NetTarget]

    public init(net: Net = .none, read: Read = .none, env: Env = .none, alwaysAllowedHosts: [NetTarget] = []) {
        self.net = net
        self.read = read
        self.env = env
        self.alwaysAllowedHosts = alwaysAllowedHosts
    }

    /// `-A` / `--allow-all`.
    public static let all = Permissions(net: .all, read: .all, env: .all)
    /// Nothing granted (the default).
    public static let none = Permissions()

    // MARK: Always-allowed hosts

    /// Allows `host` (on `port`, or on every port when nil) without a flag.
    public mutating func alwaysAllow(host: String, port: Int? = nil) {
        let target = NetTarget(host: host, port: port)
        if !alwaysAllowedHosts.contains(target) { alwaysAllowedHosts.append(target) }
    }

    /// Allows the host and port of `url` (e.g. `SF_INSTANCE_URL`) without a
    /// flag; the port is the URL's, or its scheme's default. False when the
    /// URL has no host.
    @discardableResult
    public mutating func alwaysAllow(url: String) -> Bool {
        guard let components = URLComponents(string: url), let host = components.host, !host.isEmpty else { return false }
        alwaysAllow(host: host, port: components.port ?? Self.defaultPort(scheme: components.scheme))
        return true
    }

    // MARK: Checks

    public func allowsNet(host: String, port: Int) -> Bool {
        let host = Self.normalizedHost(host)
        if alwaysAllowedHosts.contains(where: { $0.matches(host: host, port: port) }) { return true }
        switch net {
        case .all: return true
        case .none: return false
        case let .hosts(targets): return targets.contains { $0.matches(host: host, port: port) }
        }
    }

    /// Throws unless the network access to `host:port` is granted.
    public func checkNet(host: String, port: Int) throws(PermissionDenied) {
        guard !allowsNet(host: host, port: port) else { return }
        let target = Self.spell(host: Self.normalizedHost(host), port: port)
        throw PermissionDenied(kind: .net, target: target, flag: "--allow-net=\(target)", broadFlag: "--allow-net")
    }

    /// Throws unless the network access `url` needs is granted (its host and its
    /// port, or 80/443 by scheme).
    public func checkNet(url: URL) throws(PermissionDenied) {
        let host = url.host ?? ""
        let port = url.port ?? Self.defaultPort(scheme: url.scheme) ?? 0
        try checkNet(host: host, port: port)
    }

    public func allowsRead(path: String) -> Bool {
        switch read {
        case .all: return true
        case .none: return false
        case let .paths(prefixes):
            let path = Self.standardizedPath(path)
            return prefixes.contains { Self.path(path, isInside: $0) }
        }
    }

    /// Throws unless reading `path` (absolute) is granted.
    public func checkRead(path: String) throws(PermissionDenied) {
        guard !allowsRead(path: path) else { return }
        let path = Self.standardizedPath(path)
        throw PermissionDenied(kind: .read, target: path, flag: "--allow-read=\(path)", broadFlag: "--allow-read")
    }

    public func allowsEnv(name: String) -> Bool {
        switch env {
        case .all: return true
        case .none: return false
        case let .names(names):
            return names.contains { granted in
                granted.hasSuffix("*") ? name.hasPrefix(granted.dropLast()) : granted == name
            }
        }
    }

    /// Throws unless reading the variable `name` is granted.
    public func checkEnv(name: String) throws(PermissionDenied) {
        guard !allowsEnv(name: name) else { return }
        throw PermissionDenied(kind: .env, target: name, flag: "--allow-env=\(name)", broadFlag: "--allow-env")
    }

    /// Throws unless the whole environment may be read (listing its names needs `--allow-env`).
    public func checkEnvAll() throws(PermissionDenied) {
        guard env != .all else { return }
        throw PermissionDenied(kind: .env, target: nil, flag: "--allow-env", broadFlag: nil)
    }

    // MARK: Helpers

    static func normalizedHost(_ host: String) -> String {
        var host = host.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.hasSuffix("."), host.count > 1 { host.removeLast() }
        return host
    }

    static func spell(host: String, port: Int?) -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return port.map { "\(shown):\($0)" } ?? shown
    }

    static func defaultPort(scheme: String?) -> Int? {
        switch scheme?.lowercased() {
        case "http", "ws": return 80
        case "https", "wss": return 443
        default: return nil
        }
    }

    static func standardizedPath(_ path: String) -> String {
        let standardized = (path as NSString).standardizingPath
        return standardized.isEmpty ? "/" : standardized
    }

    /// True when `path` is `prefix` or inside it (whole components only: `/tmp/a`
    /// contains `/tmp/a/b`, not `/tmp/ab`).
    static func path(_ path: String, isInside prefix: String) -> Bool {
        if prefix == "/" { return path.hasPrefix("/") }
        return path == prefix || path.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
    }
}

/// A denied access as the host is told of it: the message the script's error carries and,
/// when a script asked, the user's `file:line:column` and stack at the call (a `fetch(…)`,
/// `process.env.X`, a `require`); nil when no script frame was on the stack.
package struct PermissionDenial: Equatable, Sendable {
    package var message: String
    package var file: String?
    package var line: Int?
    package var column: Int?
    package var stack: String?
    package init(message: String, file: String? = nil, line: Int? = nil, column: Int? = nil, stack: String? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.stack = stack
    }
    /// `file:line:column`, when known.
    package var location: String? {
        guard let file, let line else { return nil }
        return "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
    }
}

/// A denied access. Thrown to JavaScript as an error named `PermissionDenied`.
public struct PermissionDenied: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: String, Sendable { case net, read, env }
    public var kind: Kind
    /// What was asked for: `host:port`, a path, a variable name; nil for the whole environment.
    public var target: String?
    /// The narrowest flag that grants it (`--allow-net=127.0.0.1:8080`).
    public var flag: String
    /// The flag that grants every access of this kind, when different.
    public var broadFlag: String?

    public init(kind: Kind, target: String?, flag: String, broadFlag: String?) {
        self.kind = kind
        self.target = target
        self.flag = flag
        self.broadFlag = broadFlag
    }

    /// The error's name in JavaScript.
    public static let name = "PermissionDenied"

    /// `Requires net access to "127.0.0.1:8080", run again with --allow-net=127.0.0.1:8080 (or --allow-net)`.
    public var message: String {
        let what: String
        switch (kind, target) {
        case let (.net, target?): what = "net access to \"\(target)\""
        case let (.read, target?): what = "read access to \"\(target)\""
        case let (.env, target?): what = "env access to \"\(target)\""
        case (.env, nil): what = "env access to all variables"
        case (_, nil): what = "\(kind.rawValue) access"
        }
        var text = "Requires \(what), run again with \(flag)"
        if let broadFlag { text += " (or \(broadFlag))" }
        return text
    }

    public var description: String { "\(Self.name): \(message)" }
}
