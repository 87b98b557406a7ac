import Foundation

/// A permission flag that cannot be understood; `message` says what is wrong
/// and what was expected, in one line.
public struct PermissionFlagError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The argument as given.
    public var flag: String
    public var message: String
    public init(flag: String, message: String) {
        self.flag = flag
        self.message = message
    }
    public var description: String { message }
}

extension Permissions {
    /// The flags `apply(flag:)` understands, for help texts.
    public static let flagSummary = "--allow-net[=host[:port],...]  --allow-read[=path,...]  --allow-env[=VAR,...]  -A, --allow-all"

    private static let flagNames = ["--allow-net", "--allow-read", "--allow-env", "--allow-all"]

    /// True for arguments that look like permission flags (`--allow-…`, `-A`),
    /// including malformed ones, so a CLI can hand them to `apply(flag:)` and
    /// get a clear error.
    public static func isPermissionFlag(_ argument: String) -> Bool {
        argument == "-A" || argument.hasPrefix("-A=") || argument.hasPrefix("--allow-")
    }

    /// Parses every permission flag in `arguments` and returns the other
    /// arguments in order. Parsing stops at `--`: it and what follows are
    /// returned as they are. Repeated flags add up (`--allow-net=a --allow-net=b`
    /// allows both; a bare `--allow-net` allows every host).
    public static func parse(_ arguments: [String],
                             currentDirectory: String = FileManager.default.currentDirectoryPath)
        throws(PermissionFlagError) -> (permissions: Permissions, remaining: [String])
    {
        var permissions = Permissions()
        var remaining: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                remaining.append(contentsOf: arguments[index...])
                break
            }
            if try !permissions.apply(flag: argument, currentDirectory: currentDirectory) {
                remaining.append(argument)
            }
            index += 1
        }
        return (permissions, remaining)
    }

    /// Applies one argument if it is a permission flag: true when it was one,
    /// false when it is not (leave it to the caller), and a thrown
    /// `PermissionFlagError` when it is one but malformed. Relative
    /// `--allow-read` paths are resolved against `currentDirectory`.
    public mutating func apply(flag argument: String,
                               currentDirectory: String = FileManager.default.currentDirectoryPath)
        throws(PermissionFlagError) -> Bool
    {
        guard Self.isPermissionFlag(argument) else { return false }
        let name: String
        let value: String?
        if let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            value = String(argument[argument.index(after: equals)...])
        } else {
            name = argument
            value = nil
        }
        func fail(_ message: String) -> PermissionFlagError { PermissionFlagError(flag: argument, message: message) }

        switch name {
        case "-A", "--allow-all":
            guard value == nil else { throw fail("\(name) takes no value (got \"\(argument)\"); it allows network, read and env access") }
            net = .all
            read = .all
            env = .all
            return true
        case "--allow-net", "--allow-read", "--allow-env":
            break
        default:
            let suggestion = Self.flagNames.first { $0.hasPrefix(name) || name.hasPrefix($0) }
                .map { " (did you mean \($0)?)" } ?? ""
            throw fail("unknown permission flag \(name)\(suggestion); expected \(Self.flagSummary)")
        }

        guard let value else {
            switch name {
            case "--allow-net": net = .all
            case "--allow-read": read = .all
            default: env = .all
            }
            return true
        }
        let what = name == "--allow-net" ? "host[:port]" : name == "--allow-read" ? "path" : "variable name"
        guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw fail("\(name)= has an empty list: give \(what) values separated by commas, or \(name) alone to allow all")
        }
        let entries = value.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if entries.contains(where: \.isEmpty) {
            throw fail("\(name) has an empty entry in \"\(value)\": separate \(what) values with single commas")
        }

        switch name {
        case "--allow-net":
            var targets: [NetTarget] = []
            for entry in entries { targets.append(try Self.parseNetTarget(entry, flag: argument)) }
            switch net {
            case .all: break
            case .none: net = .hosts(Self.unique(targets))
            case let .hosts(existing): net = .hosts(Self.unique(existing + targets))
            }
        case "--allow-read":
            var paths: [String] = []
            for entry in entries {
                if entry.contains("\0") { throw fail("--allow-read: invalid path \"\(entry)\"") }
                let absolute = entry.hasPrefix("/") ? entry
                    : entry == "~" || entry.hasPrefix("~/") ? (entry as NSString).expandingTildeInPath
                    : (currentDirectory as NSString).appendingPathComponent(entry)
                paths.append(Self.standardizedPath(absolute))
            }
            switch read {
            case .all: break
            case .none: read = .paths(Self.unique(paths))
            case let .paths(existing): read = .paths(Self.unique(existing + paths))
            }
        default:
            for entry in entries {
                let body = entry.hasSuffix("*") ? String(entry.dropLast()) : entry
                let valid = !body.isEmpty && !body.contains("=") && !body.contains("*")
                    && body.unicodeScalars.allSatisfy { !CharacterSet.whitespacesAndNewlines.contains($0) }
                if !valid {
                    throw fail("--allow-env: invalid variable name \"\(entry)\" (names have no spaces, '=' or '*' except one trailing '*' for a prefix)")
                }
            }
            switch env {
            case .all: break
            case .none: env = .names(Self.unique(entries))
            case let .names(existing): env = .names(Self.unique(existing + entries))
            }
        }
        return true
    }

    /// `host`, `host:port`, `[v6]`, `[v6]:port` or a bare IPv6 address.
    static func parseNetTarget(_ entry: String, flag: String) throws(PermissionFlagError) -> NetTarget {
        func fail(_ message: String) -> PermissionFlagError { PermissionFlagError(flag: flag, message: "--allow-net: " + message) }
        if entry.contains("://") || entry.contains("/") {
            let hint = URLComponents(string: entry).flatMap { url in
                url.host.map { host in url.port.map { "\(host):\($0)" } ?? host }
            }.map { " (did you mean \($0)?)" } ?? ""
            throw fail("expected host or host:port, not a URL or path: \"\(entry)\"\(hint)")
        }
        var host: String
        var portText: String?
        if entry.hasPrefix("[") {
            guard let close = entry.firstIndex(of: "]") else { throw fail("unclosed '[' in \"\(entry)\"") }
            host = String(entry[entry.index(after: entry.startIndex)..<close])
            let rest = entry[entry.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { throw fail("expected ':port' after ']' in \"\(entry)\"") }
                portText = String(rest.dropFirst())
            }
        } else if entry.filter({ $0 == ":" }).count > 1 {
            host = entry // a bare IPv6 address: no port possible
        } else if let colon = entry.firstIndex(of: ":") {
            host = String(entry[..<colon])
            portText = String(entry[entry.index(after: colon)...])
        } else {
            host = entry
        }
        guard !host.isEmpty else { throw fail("missing host in \"\(entry)\"") }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-_:%"))
        guard host.unicodeScalars.allSatisfy({ allowed.contains($0) }) else {
            throw fail("invalid host \"\(host)\" in \"\(entry)\" (wildcards are not supported; list each host)")
        }
        var port: Int?
        if let portText {
            guard let value = Int(portText), (1...65535).contains(value), portText.allSatisfy(\.isASCII) else {
                throw fail("invalid port \"\(portText)\" in \"\(entry)\" (expected a number from 1 to 65535)")
            }
            port = value
        }
        return NetTarget(host: host, port: port)
    }

    private static func unique<T: Hashable>(_ items: [T]) -> [T] {
        var seen = Set<T>()
        return items.filter { seen.insert($0).inserted }
    }
}
