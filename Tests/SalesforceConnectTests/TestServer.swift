import Foundation
import JSONSyntax
import Testing
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import SalesforceConnect

/// A token shaped like a real Salesforce session id, so both the literal and the
/// pattern redaction are exercised.
let testToken = "00D5g000004Ab1cEAC!AQ4AQFakeSecretTokenValue.forTests_123"

/// Runs `Server/sf_server.py` on a free loopback port for one test.
final class SFTestServer: @unchecked Sendable {
    let token: String
    private let server: LoopbackServer
    var port: Int { server.port }

    static var scriptPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Server/sf_server.py").path
    }

    init(token: String = testToken, script: [String: Any]? = nil) throws {
        self.token = token
        var arguments = ["--token", token]
        if let script {
            arguments += ["--script", String(decoding: try JSONSerialization.data(withJSONObject: script), as: UTF8.self)]
        }
        server = try LoopbackServer(script: Self.scriptPath, arguments: arguments)
    }

    enum TestServerError: Error { case badStats }

    var instanceURL: String { server.baseURL }

    func stop() { server.stop() }

    func control(_ script: [String: Any]) async throws {
        var req = URLRequest(url: URL(string: "\(instanceURL)/__control")!)
        req.httpMethod = "POST"
        req.httpBody = try JSONSerialization.data(withJSONObject: script)
        _ = try await URLSession.shared.data(for: req)
    }

    /// Requests to the API endpoints seen so far (control/stats excluded).
    func requests() async throws -> [[String: Any]] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "\(instanceURL)/__stats")!)
        guard let obj = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = obj["requests"] as? [[String: Any]] else { throw TestServerError.badStats }
        return list
    }

    func requestCount() async throws -> Int { try await requests().count }
}

/// Thread-safe list for observer/logger output.
final class Recorder<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [T] = []
    func append(_ t: T) { lock.lock(); items.append(t); lock.unlock() }
    var all: [T] { lock.lock(); defer { lock.unlock() }; return items }
}

func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("sf-tests-\(UUID().uuidString)", isDirectory: true)
    return url
}

/// A client for `server` with quick test settings.
func makeClient(
    _ server: SFTestServer,
    token: String? = nil,
    apiVersion: String = "64.0",
    maxTries: Int = 3,
    baseDelay: TimeInterval = 0.01,
    maxRetryAfter: TimeInterval = 0.2,
    timeout: TimeInterval = 1.0,
    cacheDirectory: URL? = nil,
    exchanges: Recorder<SalesforceHTTPExchange>? = nil,
    logs: Recorder<String>? = nil
) throws -> SalesforceClient {
    let config = try SalesforceConfiguration(
        instanceURL: server.instanceURL, accessToken: token ?? server.token,
        apiVersion: apiVersion, environment: [:])
    let options = SalesforceClientOptions(
        maxTries: maxTries, baseDelay: baseDelay, maxDelay: 1, maxRetryAfter: maxRetryAfter,
        requestTimeout: timeout, cacheDirectory: cacheDirectory ?? temporaryDirectory())
    var observer: SalesforceHTTPObserver?
    if let exchanges { observer = { exchanges.append($0) } }
    var logger: (@Sendable (String) -> Void)?
    if let logs { logger = { logs.append($0) } }
    return SalesforceClient(configuration: config, options: options,
                            observer: observer, logger: logger, environment: [:])
}

/// Runs `body` and returns the `SalesforceError` it throws (nil if it did not throw one).
func salesforceError<T>(_ body: () async throws -> T) async -> SalesforceError? {
    do {
        _ = try await body()
        return nil
    } catch let e as SalesforceError {
        return e
    } catch {
        return nil
    }
}

/// Parent of every suite that starts a server: serialized, so that the timing-sensitive
/// tests (timeouts, backoff) are not starved by dozens of Python servers starting at once.
@Suite(.serialized) struct ServerTests {}
