import Foundation
import Testing
@testable import SalesforceConnect

@Suite struct CachePathTests {
    @Test func defaultDirectoryFollowsTheEnvironment() {
        #expect(NotificationTypesCache.defaultDirectory(environment: ["JSHOST_CACHE_DIR": "/tmp/jc", "XDG_CACHE_HOME": "/x", "HOME": "/h"]).path
            == "/tmp/jc/salesforce")
        #expect(NotificationTypesCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]).path
            == "/x/jshost/salesforce")
        // A relative XDG_CACHE_HOME is ignored, as the XDG spec says.
        #expect(NotificationTypesCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"]).path
            == "/h/.cache/jshost/salesforce")
        #expect(NotificationTypesCache.defaultDirectory(environment: ["HOME": "/h"]).path == "/h/.cache/jshost/salesforce")
    }

    @Test func fileNamesNameHostPortAndVersion() throws {
        let cache = NotificationTypesCache(directory: URL(fileURLWithPath: "/c"))
        let a = try SalesforceConfiguration(instanceURL: "https://Acme.my.salesforce.com", accessToken: "tok-1234", environment: [:])
        #expect(cache.fileURL(for: a).path == "/c/acme.my.salesforce.com-v64.0-types.json")
        let b = try SalesforceConfiguration(instanceURL: "http://127.0.0.1:8080/prefix", accessToken: "tok-1234", apiVersion: "65.0", environment: [:])
        #expect(cache.fileURL(for: b).path == "/c/127.0.0.1_8080-v65.0-types.json")
    }

    @Test func clientUsesEnvironmentOrOption() throws {
        let c = try SalesforceConfiguration(instanceURL: "https://a.b", accessToken: "tok-1234", environment: [:])
        let fromEnv = SalesforceClient(configuration: c, environment: ["JSHOST_CACHE_DIR": "/tmp/env-cache"])
        #expect(fromEnv.cache.directory.path == "/tmp/env-cache/salesforce")
        let fromOption = SalesforceClient(configuration: c, options: .init(cacheDirectory: URL(fileURLWithPath: "/tmp/opt")),
                                          environment: ["JSHOST_CACHE_DIR": "/tmp/env-cache"])
        #expect(fromOption.cache.directory.path == "/tmp/opt")
    }
}

extension ServerTests { @Suite struct CachePolicyTests {
    @Test func aLaterRunWorksOffline() async throws {
        let dir = temporaryDirectory()
        let server = try SFTestServer()
        let online = try makeClient(server, cacheDirectory: dir)
        let fetched = try await online.fetchNotificationTypes()
        server.stop()

        // A later run, same instance and version, network gone.
        let logs = Recorder<String>()
        let offline = SalesforceClient(configuration: online.configuration,
                                       options: .init(maxTries: 2, baseDelay: 0.001, requestTimeout: 0.3, cacheDirectory: dir),
                                       logger: { logs.append($0) }, environment: [:])
        let cached = try offline.cachedNotificationTypes()
        #expect(cached.source == .cache && cached.body == fetched.body && cached.storedAt != nil)
        #expect(cached.types == fetched.types)
        #expect(try await offline.notificationTypes(policy: .cacheOnly).body == fetched.body)

        let fallback = try await offline.notificationTypes(policy: .networkFallingBackToCache)
        #expect(fallback.source == .cache)
        #expect(fallback.types == fetched.types)
        guard case .retriesExhausted(_, _, 2, _, _)? = fallback.networkError else {
            Issue.record("networkError \(String(describing: fallback.networkError))"); return
        }
        #expect(logs.all.contains { $0.contains("using cached notification types") })

        let strict = await salesforceError { try await offline.notificationTypes(policy: .networkOnly) }
        #expect(strict?.isNetworkUnavailable == true)
    }

    @Test func fallbackNeverHidesAuthenticationErrors() async throws {
        let dir = temporaryDirectory()
        let server = try SFTestServer(script: ["types": [["status": 200, "json": ["notificationTypes": []]], ["status": 401]]])
        defer { server.stop() }
        let client = try makeClient(server, cacheDirectory: dir)
        let first = try await client.notificationTypes(policy: .networkFallingBackToCache)
        #expect(first.source == .network && first.types.isEmpty)
        let error = await salesforceError { try await client.notificationTypes(policy: .networkFallingBackToCache) }
        guard case .authentication? = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func fallbackWithoutCacheThrowsTheNetworkError() async throws {
        let server = try SFTestServer(script: ["types": Array(repeating: ["status": 500], count: 3)])
        defer { server.stop() }
        let client = try makeClient(server, maxTries: 3, baseDelay: 0.001)
        let error = await salesforceError { try await client.notificationTypes(policy: .networkFallingBackToCache) }
        guard case .retriesExhausted(_, _, 3, 500, _)? = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func missingAndCorruptCaches() throws {
        let dir = temporaryDirectory()
        let c = try SalesforceConfiguration(instanceURL: "https://a.my.salesforce.com", accessToken: testToken, environment: [:])
        let client = SalesforceClient(configuration: c, options: .init(cacheDirectory: dir), environment: [:])
        let file = client.cache.fileURL(for: c)
        #expect(throws: SalesforceError.cacheMissing(path: file.path)) { try client.cachedNotificationTypes() }

        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("{\"nope\": true, \"access_token\": \"\(testToken)\"}".utf8).write(to: file)
        do {
            _ = try client.cachedNotificationTypes()
            Issue.record("corrupt cache accepted")
        } catch let e as SalesforceError {
            guard case .cacheUnreadable = e else { Issue.record("got \(e)"); return }
            #expect(e.description.contains(#"expected a JSON object with a "notificationTypes" array"#))
            #expect(!e.description.contains(testToken))
        }
    }

    @Test func aFailedCacheWriteDoesNotFailTheFetch() async throws {
        let server = try SFTestServer()
        defer { server.stop() }
        // A regular file where the cache folder should be.
        let blocker = temporaryDirectory()
        try Data("x".utf8).write(to: blocker)
        let client = try makeClient(server, cacheDirectory: blocker)
        let result = try await client.fetchNotificationTypes()
        #expect(result.source == .network && result.types.count == 2)
        guard case .cacheWriteFailed? = result.cacheWriteError else {
            Issue.record("cacheWriteError \(String(describing: result.cacheWriteError))"); return
        }
    }
}}

/// Every text the client can produce, in every failure we can provoke, is token-free.
extension ServerTests { @Suite struct TokenNeverShownTests {
    /// One token shaped like a Salesforce session id (caught by pattern and literal),
    /// one plain (caught only by the literal redaction of the client's own token).
    @Test(arguments: [testToken, "plain-Secret-Token-987"])
    func noOutputContainsTheToken(_ token: String) async throws {
        let echo: [String: Any] = ["echo_auth": true, "body": "echo \(token) and \(token)."]
        func with(_ status: Int) -> [String: Any] { echo.merging(["status": status]) { $1 } }
        let server = try SFTestServer(token: token, script: [
            "action": [with(401), with(403), with(400), with(200), with(500), with(503), with(404)],
            "types": [with(404), with(200), with(429), with(429)],
        ])
        defer { server.stop() }
        let exchanges = Recorder<SalesforceHTTPExchange>()
        let logs = Recorder<String>()
        let client = try makeClient(server, maxTries: 2, baseDelay: 0.001, maxRetryAfter: 0.01,
                                    exchanges: exchanges, logs: logs)
        var errors: [SalesforceError] = []
        for _ in 0..<4 { // 401, 403, 400, malformed 200
            if let e = await salesforceError({ try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }) { errors.append(e) }
        }
        // 500 then 503: retries exhausted after 2 tries.
        if let e = await salesforceError({ try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }) { errors.append(e) }
        // 404 with the echoed token.
        if let e = await salesforceError({ try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }) { errors.append(e) }
        for _ in 0..<3 { // types: 404, malformed 200, 429+429 exhausted
            if let e = await salesforceError({ try await client.fetchNotificationTypes() }) { errors.append(e) }
        }
        #expect(errors.count == 9)
        #expect(Set(errors.map { "\($0)".prefix(12) }).count > 3)
        #expect(exchanges.all.count == 11)

        var texts: [String] = []
        for e in errors {
            texts += [e.description, "\(e)", String(reflecting: e), e.localizedDescription]
            var d = ""; dump(e, to: &d); texts.append(d)
        }
        texts += logs.all
        texts += exchanges.all.map { "\($0)" }
        texts += [client.description, client.debugDescription, client.configuration.description]
        for text in texts {
            #expect(!text.contains(token), "token leaked in: \(text)")
            #expect(!text.contains("Secret"), "token leaked in: \(text)")
        }
        // And the echoed bodies really were there, redacted.
        #expect(errors.contains { $0.description.contains("Bearer ***") })
    }
}}
