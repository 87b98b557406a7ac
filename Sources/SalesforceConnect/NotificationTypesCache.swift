import Foundation

/// On-disk copy of the notification types (`GET …/connect/notifications/types` body),
/// one file per instance host (and port) and API version:
///
///     <directory>/<host>[_<port>]-v<version>-types.json
///
/// `directory` defaults to `defaultDirectory(environment:)`:
/// `$JSHOST_CACHE_DIR/salesforce`, else `$XDG_CACHE_HOME/jshost/salesforce`, else
/// `$HOME/.cache/jshost/salesforce`. Files are written atomically; the body is stored
/// verbatim and re-validated when read.
public struct NotificationTypesCache: Sendable, Equatable {
    /// Environment variable that overrides the cache root (the `salesforce` folder goes inside it).
    public static let cacheDirVariable = "JSHOST_CACHE_DIR"

    /// The folder holding the cache files.
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// A cache in `defaultDirectory(environment:)`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(directory: Self.defaultDirectory(environment: environment))
    }

    /// `$JSHOST_CACHE_DIR/salesforce` if set and non-empty; else
    /// `$XDG_CACHE_HOME/jshost/salesforce` if set to an absolute path; else
    /// `$HOME/.cache/jshost/salesforce` (the user's home directory when `HOME` is unset).
    public static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let dir = environment[cacheDirVariable], !dir.isEmpty {
            return URL(fileURLWithPath: dir, isDirectory: true).appendingPathComponent("salesforce", isDirectory: true)
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
                .appendingPathComponent("jshost", isDirectory: true)
                .appendingPathComponent("salesforce", isDirectory: true)
        }
        let home: URL
        if let h = environment["HOME"], !h.isEmpty {
            home = URL(fileURLWithPath: h, isDirectory: true)
        } else {
            home = FileManager.default.homeDirectoryForCurrentUser
        }
        return home.appendingPathComponent(".cache", isDirectory: true)
            .appendingPathComponent("jshost", isDirectory: true)
            .appendingPathComponent("salesforce", isDirectory: true)
    }

    /// The file for an instance and version, e.g. `acme.my.salesforce.com-v64.0-types.json`
    /// or `127.0.0.1_8080-v64.0-types.json` when the URL names a port.
    public func fileURL(instanceURL: URL, apiVersion: SalesforceAPIVersion) -> URL {
        var name = (instanceURL.host ?? "unknown-host").lowercased()
        if let port = instanceURL.port { name += "_\(port)" }
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" })
        return directory.appendingPathComponent("\(safe)-v\(apiVersion)-types.json", isDirectory: false)
    }

    public func fileURL(for configuration: SalesforceConfiguration) -> URL {
        fileURL(instanceURL: configuration.instanceURL, apiVersion: configuration.apiVersion)
    }

    /// Writes `body` atomically, creating folders as needed. Returns the file written.
    /// - Throws: `SalesforceError.cacheWriteFailed`.
    @discardableResult
    public func store(_ body: Data, for configuration: SalesforceConfiguration) throws -> URL {
        let file = fileURL(for: configuration)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try body.write(to: file, options: .atomic)
        } catch {
            throw SalesforceError.cacheWriteFailed(path: file.path, reason: "\(error.localizedDescription)")
        }
        return file
    }

    /// A stored copy: the raw body, its file and when it was written.
    public struct Entry: Sendable, Equatable {
        public let body: Data
        public let file: URL
        public let storedAt: Date?
    }

    /// Reads and validates the stored body (a JSON object with a `notificationTypes` array).
    /// - Throws: `SalesforceError.cacheMissing` or `.cacheUnreadable`.
    public func load(for configuration: SalesforceConfiguration) throws -> Entry {
        let file = fileURL(for: configuration)
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw SalesforceError.cacheMissing(path: file.path)
        }
        let body: Data
        do {
            body = try Data(contentsOf: file)
        } catch {
            throw SalesforceError.cacheUnreadable(path: file.path, reason: error.localizedDescription)
        }
        guard (try? NotificationTypeSummary.decodeList(body)) != nil else {
            throw SalesforceError.cacheUnreadable(
                path: file.path,
                reason: "expected \(NotificationTypeSummary.expectedShape), got: \(excerpt(of: body, secrets: [configuration.accessToken]))")
        }
        let attrs = try? FileManager.default.attributesOfItem(atPath: file.path)
        return Entry(body: body, file: file, storedAt: attrs?[.modificationDate] as? Date)
    }

    /// Deletes the stored copy if any.
    public func remove(for configuration: SalesforceConfiguration) {
        try? FileManager.default.removeItem(at: fileURL(for: configuration))
    }
}

/// The start of a body for error messages: at most `limit` characters, lossy UTF-8,
/// whitespace runs collapsed, credentials redacted. Redaction runs before truncation so
/// a token cut in half by the limit cannot leak its first part.
func excerpt(of data: Data, limit: Int = 200, secrets: [String]) -> String {
    let text = String(decoding: data.prefix(1 << 20), as: UTF8.self)
    let collapsed = redact(text, secrets: secrets).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    return collapsed.count > limit ? String(collapsed.prefix(limit)) + "…" : collapsed
}
