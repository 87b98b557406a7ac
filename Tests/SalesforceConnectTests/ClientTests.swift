import Foundation
import Testing
@testable import SalesforceConnect

extension ServerTests { @Suite struct ClientRequestTests {
    @Test func fetchNotificationTypesSendsTheRightRequestAndStoresTheBody() async throws {
        let server = try SFTestServer()
        defer { server.stop() }
        let dir = temporaryDirectory()
        let exchanges = Recorder<SalesforceHTTPExchange>()
        let client = try makeClient(server, cacheDirectory: dir, exchanges: exchanges)

        let result = try await client.fetchNotificationTypes()
        #expect(result.source == .network)
        #expect(result.types.map(\.apiName) == ["MyApp_Approval", "chatter_mention"])
        #expect(result.types[0].actionKeys == ["approve", "reject", "dismiss_local"])
        let object = try JSONSerialization.jsonObject(with: result.body) as? [String: Any]
        #expect((object?["notificationTypes"] as? [Any])?.count == 2)

        let requests = try await server.requests()
        #expect(requests.count == 1)
        #expect(requests[0]["method"] as? String == "GET")
        #expect(requests[0]["path"] as? String == "/services/data/v64.0/connect/notifications/types")
        #expect(requests[0]["authorization"] as? String == "Bearer \(testToken)")
        #expect(requests[0]["accept"] as? String == "application/json")

        // Stored on success, under the documented name.
        #expect(result.cacheFile == dir.appendingPathComponent("127.0.0.1_\(server.port)-v64.0-types.json"))
        #expect(try Data(contentsOf: result.cacheFile) == result.body)

        #expect(exchanges.all.map(\.method) == ["GET"])
        #expect(exchanges.all.map(\.status) == [200])
        #expect(exchanges.all[0].url == "\(server.instanceURL)/services/data/v64.0/connect/notifications/types")
    }

    @Test func invokeActionPostsAnEmptyObjectAndReturnsTheMessage() async throws {
        let server = try SFTestServer()
        defer { server.stop() }
        let exchanges = Recorder<SalesforceHTTPExchange>()
        let client = try makeClient(server, exchanges: exchanges)

        let message = try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve")
        #expect(message == "Action 'approve' performed on notification 0DtRM000000001234")

        let r = try await server.requests()
        #expect(r.count == 1)
        #expect(r[0]["method"] as? String == "POST")
        #expect(r[0]["path"] as? String == "/services/data/v64.0/connect/notifications/0DtRM000000001234/actions/approve")
        #expect(r[0]["body"] as? String == "{}")
        #expect(r[0]["content_type"] as? String == "application/json")
        #expect(r[0]["accept"] as? String == "application/json")
        #expect(r[0]["authorization"] as? String == "Bearer \(testToken)")
        #expect(exchanges.all.map(\.status) == [200])
        #expect(exchanges.all[0].method == "POST")
    }

    /// A 2xx message that repeats the bearer token is redacted by the library itself,
    /// so every caller (`jshost salesforce invoke`, the Salesforce surface) shows `***`.
    @Test func aSuccessMessageThatEchoesTheTokenIsRedacted() async throws {
        let server = try SFTestServer(script: ["action": [["status": 200, "json": ["message": "ok, used Bearer \(testToken) and \(testToken)"]]]])
        defer { server.stop() }
        let client = try makeClient(server)
        let message = try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve")
        #expect(!message.contains(testToken))
        #expect(message.hasPrefix("ok, used Bearer ***"))
    }

    @Test func pathComponentsArePercentEncoded() async throws {
        let server = try SFTestServer(script: ["notifications": ["a b/c?d%é": ["ok#1"]]])
        defer { server.stop() }
        let client = try makeClient(server)
        let message = try await client.invokeAction(notificationId: "a b/c?d%é", actionKey: "ok#1")
        #expect(message.contains("ok#1"))
        let path = try await server.requests()[0]["path"] as? String
        #expect(path == "/services/data/v64.0/connect/notifications/a%20b%2Fc%3Fd%25%C3%A9/actions/ok%231")
    }

    @Test func apiVersionBelow64IsRefusedBeforeAnyRequest() async throws {
        let server = try SFTestServer()
        defer { server.stop() }
        let exchanges = Recorder<SalesforceHTTPExchange>()
        let client = try makeClient(server, apiVersion: "63.0", exchanges: exchanges)
        let error = await salesforceError { try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }
        #expect(error == .apiVersionTooLow(operation: "invoking a notification action", version: "63.0", minimum: "64.0"))
        let text = error?.description ?? ""
        #expect(text.contains("63.0") && text.contains("64.0"))
        #expect(try await server.requestCount() == 0)
        #expect(exchanges.all.isEmpty)
        // The types endpoint is older than 64.0 and still works.
        let types = try await client.fetchNotificationTypes()
        #expect(types.types.count == 2)
        #expect(try await server.requests()[0]["path"] as? String == "/services/data/v63.0/connect/notifications/types")
    }

    @Test func emptyIdsAreRefusedBeforeAnyRequest() async throws {
        let server = try SFTestServer()
        defer { server.stop() }
        let client = try makeClient(server)
        #expect(await salesforceError { try await client.invokeAction(notificationId: "", actionKey: "approve") }
            == .invalidArgument(name: "notification id", reason: "it is empty"))
        #expect(await salesforceError { try await client.invokeAction(notificationId: "n", actionKey: "") }
            == .invalidArgument(name: "action key", reason: "it is empty"))
        #expect(try await server.requestCount() == 0)
    }
}}

extension ServerTests { @Suite struct ClientErrorTests {
    @Test(arguments: [401, 403])
    func authenticationErrorsAreNotRetried(_ status: Int) async throws {
        let server = try SFTestServer(script: ["action": [["status": status, "body": "denied", "echo_auth": true]]])
        defer { server.stop() }
        let exchanges = Recorder<SalesforceHTTPExchange>()
        let client = try makeClient(server, maxTries: 3, exchanges: exchanges)
        let error = await salesforceError { try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }
        guard case let .authentication(method, _, gotStatus, excerpt)? = error else {
            Issue.record("expected authentication error, got \(String(describing: error))"); return
        }
        #expect(method == "POST" && gotStatus == status)
        #expect(excerpt.contains("denied") && excerpt.contains("Bearer ***"))
        #expect(!error!.description.contains(testToken))
        #expect(error!.description.contains("authentication failed"))
        #expect(try await server.requestCount() == 1)
        #expect(exchanges.all.map(\.status) == [status])
    }

    @Test func aWrongTokenIsRejectedByTheServerAndNeverShown() async throws {
        let server = try SFTestServer()
        defer { server.stop() }
        let wrong = "wrong-token-0123456789"
        let client = try makeClient(server, token: wrong)
        let error = await salesforceError { try await client.fetchNotificationTypes() }
        guard case .authentication(_, _, 401, _)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(!error!.description.contains(wrong))
        #expect(try await server.requests()[0]["authorization"] as? String == "Bearer \(wrong)")
    }

    @Test func unknownNotificationOrActionNamesBoth() async throws {
        let server = try SFTestServer()
        defer { server.stop() }
        let client = try makeClient(server)
        let error = await salesforceError { try await client.invokeAction(notificationId: "0DtNOPE", actionKey: "approve") }
        guard case let .unknownNotificationOrAction(nid, key, url, _)? = error else {
            Issue.record("got \(String(describing: error))"); return
        }
        #expect(nid == "0DtNOPE" && key == "approve")
        #expect(url.hasSuffix("/connect/notifications/0DtNOPE/actions/approve"))
        #expect(error!.description.contains("\"0DtNOPE\"") && error!.description.contains("\"approve\""))
        // Known notification, unknown action key.
        let e2 = await salesforceError { try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "nope") }
        guard case .unknownNotificationOrAction(_, "nope", _, _)? = e2 else { Issue.record("got \(String(describing: e2))"); return }
        #expect(try await server.requestCount() == 2)
    }

    @Test func typesEndpoint404() async throws {
        let server = try SFTestServer(script: ["types": [["status": 404, "json": [["errorCode": "NOT_FOUND"]]]]])
        defer { server.stop() }
        let client = try makeClient(server)
        let error = await salesforceError { try await client.fetchNotificationTypes() }
        guard case let .notificationTypesNotFound(url, excerpt)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(url.hasSuffix("/connect/notifications/types"))
        #expect(excerpt.contains("NOT_FOUND"))
        #expect(try await server.requestCount() == 1)
    }

    @Test func otherClientErrorsAreNotRetried() async throws {
        let server = try SFTestServer(script: ["action": [["status": 400, "body": "bad request"]]])
        defer { server.stop() }
        let client = try makeClient(server)
        let error = await salesforceError { try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }
        #expect(error == .httpStatus(method: "POST", url: client.actionURL(notificationId: "0DtRM000000001234", actionKey: "approve").absoluteString,
                                     status: 400, excerpt: "bad request"))
        #expect(error?.description.contains("400 Bad Request") == true)
        #expect(try await server.requestCount() == 1)
    }

    @Test func malformedActionBodies() async throws {
        let server = try SFTestServer(script: ["action": [
            ["status": 200, "body": "<html>not json</html>"],
            ["status": 200, "json": ["msg": "hi"]],
            ["status": 200, "json": ["message": 42]],
            ["status": 200, "body": ""],
        ]])
        defer { server.stop() }
        let client = try makeClient(server)
        var excerpts: [String] = []
        for _ in 0..<4 {
            let error = await salesforceError { try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }
            guard case let .unexpectedBody(method, _, status, expected, excerpt)? = error else {
                Issue.record("got \(String(describing: error))"); return
            }
            #expect(method == "POST" && status == 200)
            #expect(expected == #"a JSON object with "message""#)
            #expect(error!.description.contains(#"expected a JSON object with "message""#))
            excerpts.append(excerpt)
        }
        #expect(excerpts == ["<html>not json</html>", #"{"msg": "hi"}"#, #"{"message": 42}"#, ""])
        // Not retried.
        #expect(try await server.requestCount() == 4)
    }

    @Test func aTokenStraddlingTheExcerptLimitIsStillRedacted() async throws {
        let body = String(repeating: "y", count: 190) + " " + testToken + " tail"
        let server = try SFTestServer(script: ["action": [["status": 502, "body": body]]])
        defer { server.stop() }
        let client = try makeClient(server, maxTries: 1)
        let error = await salesforceError { try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }
        let text = error?.description ?? ""
        #expect(text.contains("yyy ***"))
        #expect(!text.contains(String(testToken.prefix(8))))
    }

    @Test func malformedTypesBodies() async throws {
        let long = String(repeating: "x", count: 1000)
        let server = try SFTestServer(script: ["types": [
            ["status": 200, "json": ["types": []]],
            ["status": 200, "body": long],
        ]])
        defer { server.stop() }
        let dir = temporaryDirectory()
        let client = try makeClient(server, cacheDirectory: dir)
        let e1 = await salesforceError { try await client.fetchNotificationTypes() }
        #expect(e1?.description.contains(#"expected a JSON object with a "notificationTypes" array, got: {"types": []}"#) == true)
        let e2 = await salesforceError { try await client.fetchNotificationTypes() }
        guard case let .unexpectedBody(_, _, _, _, excerpt)? = e2 else { Issue.record("got \(String(describing: e2))"); return }
        #expect(excerpt.count == 201) // 200 characters and an ellipsis
        // Nothing was cached.
        #expect(!FileManager.default.fileExists(atPath: client.cache.fileURL(for: client.configuration).path))
        #expect(try await server.requestCount() == 2)
    }
}}

extension ServerTests { @Suite struct ClientRetryTests {
    @Test func serverErrorThenSuccessIsRetried() async throws {
        let server = try SFTestServer(script: ["action": [["status": 500, "body": "boom"]]])
        defer { server.stop() }
        let exchanges = Recorder<SalesforceHTTPExchange>()
        let logs = Recorder<String>()
        let client = try makeClient(server, exchanges: exchanges, logs: logs)
        let message = try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve")
        #expect(message.contains("approve"))
        #expect(try await server.requestCount() == 2)
        #expect(exchanges.all.map(\.status) == [500, 200])
        #expect(exchanges.all.map(\.attempt) == [1, 2])
        #expect(logs.all.contains { $0.contains("HTTP 500") && $0.contains("try 2 of 3") })
    }

    @Test func persistentServerErrorsExhaustTheTries() async throws {
        let server = try SFTestServer(script: ["types": Array(repeating: ["status": 503, "body": "down"], count: 5)])
        defer { server.stop() }
        let client = try makeClient(server, maxTries: 3, baseDelay: 0.05)
        let started = Date()
        let error = await salesforceError { try await client.fetchNotificationTypes() }
        let elapsed = Date().timeIntervalSince(started)
        guard case let .retriesExhausted(method, _, tries, lastStatus, problem)? = error else {
            Issue.record("got \(String(describing: error))"); return
        }
        #expect(method == "GET" && tries == 3 && lastStatus == 503)
        #expect(problem.contains("HTTP 503") && problem.contains("down"))
        #expect(error!.description.contains("failed after 3 tries"))
        #expect(try await server.requestCount() == 3)
        // Exponential backoff: 0.05 + 0.1 s of waiting at least.
        #expect(elapsed >= 0.15)
    }

    @Test func maxTriesIsConfigurable() async throws {
        let server = try SFTestServer(script: ["action": Array(repeating: ["status": 500], count: 10)])
        defer { server.stop() }
        let five = try makeClient(server, maxTries: 5, baseDelay: 0.001)
        let e5 = await salesforceError { try await five.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }
        #expect(e5?.description.contains("after 5 tries") == true)
        #expect(try await server.requestCount() == 5)
        let one = try makeClient(server, maxTries: 1)
        let e1 = await salesforceError { try await one.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }
        #expect(e1?.description.contains("after 1 try;") == true)
        #expect(try await server.requestCount() == 6)
    }

    /// The token stays on the instance's origin: a redirect to another one (here
    /// localhost against 127.0.0.1) arrives without it; one within the origin keeps it.
    @Test func theTokenDoesNotFollowARedirectToAnotherOrigin() async throws {
        let typesPath = "/services/data/v64.0/connect/notifications/types"
        let server = try SFTestServer()
        defer { server.stop() }
        let elsewhere = "http://localhost:\(server.port)\(typesPath)"
        let redirecting = try SFTestServer(script: ["types": [
            ["status": 302, "headers": ["Location": elsewhere]],
            ["status": 302, "headers": ["Location": typesPath]],
        ]])
        defer { redirecting.stop() }
        let client = try makeClient(redirecting, token: redirecting.token, maxTries: 1)
        _ = await salesforceError { try await client.fetchNotificationTypes() }
        _ = await salesforceError { try await client.fetchNotificationTypes() }
        let toOther = try await server.requests()
        let toSelf = try await redirecting.requests()
        #expect(toOther.map { $0["path"] as? String } == [typesPath])
        #expect(toOther.first?["authorization"] is NSNull)
        #expect(toSelf.count == 3)
        #expect(toSelf.allSatisfy { $0["authorization"] as? String == "Bearer \(redirecting.token)" })
    }

    /// A 307/308 redirect repeats the POST with its body (the server answers 400 to a
    /// body that is not `{}`); a redirect to a non-http(s) URL fails instead of being
    /// followed as a request to the instance.
    @Test(arguments: [307, 308])
    func aTemporaryOrPermanentRedirectKeepsThePostBody(_ status: Int) async throws {
        let path = "/services/data/v64.0/connect/notifications/0DtRM000000001234/actions/approve"
        let server = try SFTestServer(script: ["action": [["status": status, "headers": ["Location": path]]]])
        defer { server.stop() }
        let client = try makeClient(server, maxTries: 1)
        let message = try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve")
        #expect(message.contains("approve"))
        let requests = try await server.requests()
        #expect(requests.map { $0["method"] as? String } == ["POST", "POST"])
        #expect(requests.map { $0["body"] as? String } == ["{}", "{}"])
    }

    @Test func aRedirectToAFileURLFails() async throws {
        let server = try SFTestServer(script: ["action": [["status": 302, "headers": ["Location": "file:///etc/passwd"]]]])
        defer { server.stop() }
        let client = try makeClient(server, maxTries: 1)
        let error = await salesforceError { try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }
        #expect(error?.description.contains("file:///etc/passwd") == true)
        #expect(try await server.requestCount() == 1)
    }

    @Test func tooManyRequestsHonoursACappedRetryAfter() async throws {
        let server = try SFTestServer(script: ["action": [["status": 429, "headers": ["Retry-After": "5"], "body": "slow down"]]])
        defer { server.stop() }
        let exchanges = Recorder<SalesforceHTTPExchange>()
        // Backoff alone would wait 1 ms; Retry-After says 5 s, capped at 0.3 s.
        let client = try makeClient(server, baseDelay: 0.001, maxRetryAfter: 0.3, exchanges: exchanges)
        let started = Date()
        let message = try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve")
        let elapsed = Date().timeIntervalSince(started)
        #expect(message.contains("approve"))
        #expect(exchanges.all.map(\.status) == [429, 200])
        #expect(elapsed >= 0.3)
        #expect(elapsed < 3)
    }

    @Test func backoffAndRetryAfterArithmetic() {
        let o = SalesforceClientOptions(baseDelay: 0.5, maxDelay: 3, maxRetryAfter: 10)
        #expect((1...5).map { o.delay(afterFailedTries: $0, retryAfter: nil) } == [0.5, 1, 2, 3, 3])
        #expect(o.delay(afterFailedTries: 1, retryAfter: 7) == 7)
        #expect(o.delay(afterFailedTries: 1, retryAfter: 60) == 10)
        #expect(SalesforceClient.parseRetryAfter("2") == 2)
        #expect(SalesforceClient.parseRetryAfter(" 0.25 ") == 0.25)
        #expect(SalesforceClient.parseRetryAfter(nil) == nil)
        #expect(SalesforceClient.parseRetryAfter("soon") == nil)
        let now = Date(timeIntervalSince1970: 1_700_000_000) // Tue, 14 Nov 2023 22:13:20 GMT
        #expect(SalesforceClient.parseRetryAfter("Tue, 14 Nov 2023 22:13:50 GMT", now: now) == 30)
    }

    @Test func slowResponsesTimeOutAndAreRetried() async throws {
        let server = try SFTestServer(script: ["types": [["status": 200, "delay": 1.5, "json": ["notificationTypes": []]]]])
        defer { server.stop() }
        let exchanges = Recorder<SalesforceHTTPExchange>()
        let client = try makeClient(server, timeout: 0.3, exchanges: exchanges)
        let started = Date()
        let result = try await client.fetchNotificationTypes()
        #expect(Date().timeIntervalSince(started) < 1.4)
        #expect(result.types.count == 2) // the second, prompt answer
        #expect(exchanges.all.map(\.status) == [nil, 200])
        // The deadline is honoured to the fraction of a second, neither early nor late.
        #expect(exchanges.all[0].duration >= 0.29 && exchanges.all[0].duration < 1)
        #expect(exchanges.all[0].error?.contains("timed out") == true)
    }

    @Test func slowResponsesExhaustTheTries() async throws {
        let server = try SFTestServer(script: ["action": Array(repeating: ["status": 200, "delay": 1.5, "json": ["message": "late"]], count: 2)])
        defer { server.stop() }
        let client = try makeClient(server, maxTries: 2, timeout: 0.25)
        let started = Date()
        let error = await salesforceError { try await client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") }
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed >= 0.5 && elapsed < 1.4)
        guard case let .retriesExhausted(_, _, tries, lastStatus, problem)? = error else {
            Issue.record("got \(String(describing: error))"); return
        }
        #expect(tries == 2 && lastStatus == nil && problem.contains("timed out"))
        #expect(error!.description.contains("after 2 tries"))
    }

    @Test func connectionErrorsAreRetried() async throws {
        let server = try SFTestServer()
        let client = try makeClient(server, maxTries: 3, baseDelay: 0.001)
        server.stop() // nothing listens on the port any more
        let exchanges = Recorder<SalesforceHTTPExchange>()
        let observed = SalesforceClient(configuration: client.configuration, options: client.options,
                                        observer: { exchanges.append($0) }, environment: [:])
        let error = await salesforceError { try await observed.fetchNotificationTypes() }
        guard case let .retriesExhausted(_, _, tries, nil, problem)? = error else {
            Issue.record("got \(String(describing: error))"); return
        }
        #expect(tries == 3)
        #expect(problem.contains("connect"))
        #expect(exchanges.all.count == 3 && exchanges.all.allSatisfy { $0.status == nil })
    }
}}

extension ServerTests { @Suite struct CompletionHandlerTests {
    @Test func completionRunsOnTheGivenQueue() async throws {
        let server = try SFTestServer()
        defer { server.stop() }
        let client = try makeClient(server)
        let queue = DispatchQueue(label: "js-event-loop")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let (message, onQueue): (Result<String, SalesforceError>, Bool) = await withCheckedContinuation { cont in
            client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "reject", queue: queue) { result in
                cont.resume(returning: (result, DispatchQueue.getSpecific(key: key) == 7))
            }
        }
        #expect(onQueue)
        #expect(try message.get().contains("reject"))

        let types: Result<NotificationTypesResult, SalesforceError> = await withCheckedContinuation { cont in
            client.fetchNotificationTypes { cont.resume(returning: $0) }
        }
        #expect(try types.get().types.count == 2)
    }

    @Test func completionReceivesErrors() async throws {
        let server = try SFTestServer(script: ["action": [["status": 401]]])
        defer { server.stop() }
        let client = try makeClient(server)
        let result: Result<String, SalesforceError> = await withCheckedContinuation { cont in
            client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") { cont.resume(returning: $0) }
        }
        guard case .failure(.authentication(_, _, 401, _)) = result else { Issue.record("got \(result)"); return }
    }

    @Test func cancellingAHandleStopsASlowRequest() async throws {
        let server = try SFTestServer(script: ["action": [["status": 200, "delay": 2, "json": ["message": "late"]]]])
        defer { server.stop() }
        let client = try makeClient(server, timeout: 5)
        let started = Date()
        let result: Result<String, SalesforceError> = await withCheckedContinuation { cont in
            let handle = client.invokeAction(notificationId: "0DtRM000000001234", actionKey: "approve") { cont.resume(returning: $0) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { handle.cancel() }
        }
        #expect(Date().timeIntervalSince(started) < 1.5)
        guard case .failure(.cancelled(method: "POST", _)) = result else { Issue.record("got \(result)"); return }
    }
}}
