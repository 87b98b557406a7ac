import Foundation
import Testing

/// `jshost salesforce types|invoke` against the stand-in org
/// (Tests/SalesforceConnectTests/Server/sf_server.py), through the built binary.
@Suite(.serialized) struct SalesforceCommandTests {
    let token = ExampleSalesforceServer.token

    @Test func typesAreListedAsCategoriesAndCachedForOfflineRuns() throws {
        let server = try ExampleSalesforceServer()
        let cache = try TemporaryFolder()
        let org = ["--sf-instance", server.instanceURL, "--sf-token", token]
        let environment = ["JSHOST_CACHE_DIR": cache.url.path]

        let json = try JSHost.run(["salesforce", "types", "--json"] + org, environment: environment)
        #expect(json.status == 0)
        let categories = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let approvals = try #require(categories.first { $0["id"] as? String == "approval_req_actions" })
        let actions = try #require(approvals["actions"] as? [[String: Any]])
        #expect(actions.map { $0["id"] as? String } == ["approve", "reject", "dismiss_local"])
        #expect(actions[0]["options"] as? Int == 1, "a server action requires authentication and stays in the background")
        #expect(actions[2]["foreground"] as? Bool == true, "other action types open the app")

        server.stop()
        let offline = try JSHost.run(["salesforce", "types"] + org, environment: environment)
        #expect(offline.status == 0)
        #expect(offline.stdout.contains("from the cache"))
        #expect(offline.stdout.contains("approval_req_actions  (salesforce, ios)"))
        #expect(!(offline.stdout + offline.stderr).contains(token))
    }

    @Test func invokePerformsOneServerAction() throws {
        let server = try ExampleSalesforceServer()
        defer { server.stop() }
        let org = ["--sf-instance", server.instanceURL, "--sf-token", token]
        let done = try JSHost.run(["salesforce", "invoke", "--notification", "0DtRM000000001234", "--action", "approve", "--json"] + org)
        #expect(done.status == 0)
        let message = try #require(try JSONSerialization.jsonObject(with: Data(done.stdout.utf8)) as? [String: Any])
        #expect((message["message"] as? String)?.isEmpty == false)

        let unknown = try JSHost.run(["salesforce", "invoke", "--notification", "0DtNOPE", "--action", "approve"] + org)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("unknown notification or action"))
        #expect(unknown.stderr.contains("0DtNOPE"))
    }

    /// An org whose success message echoes the bearer token: `invoke` prints it redacted,
    /// as `run` does.
    @Test func invokeRedactsATokenTheOrgEchoes() throws {
        let server = try ExampleSalesforceServer()
        defer { server.stop() }
        let control = #"{"action": [{"status": 200, "json": {"message": "done, used Bearer \#(token)"}}, {"status": 200, "json": {"message": "done, used Bearer \#(token)"}}]}"#
        try server.control(control)
        let org = ["--sf-instance", server.instanceURL, "--sf-token", token]
        for format in [[], ["--json"]] {
            let done = try JSHost.run(["salesforce", "invoke", "--notification", "0DtRM000000001234", "--action", "approve"] + format + org)
            #expect(done.status == 0, "\(done.stderr)")
            #expect(done.stdout.contains("done, used Bearer"), "\(done.stdout)")
            #expect(!(done.stdout + done.stderr).contains(token))
        }
    }

    @Test func aWrongTokenIsAnAuthenticationErrorThatNeverShowsTheToken() throws {
        let server = try ExampleSalesforceServer()
        defer { server.stop() }
        let wrong = "00DWRONGTOKEN!secret.value"
        let result = try JSHost.run(["salesforce", "types", "--sf-instance", server.instanceURL, "--sf-token", wrong])
        #expect(result.status == 1)
        #expect(result.stderr.contains("authentication failed"))
        #expect(!(result.stdout + result.stderr).contains(wrong))
    }

    @Test func usageErrors() throws {
        let missing = try JSHost.run(["salesforce", "types"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("SF_INSTANCE_URL"))
        let sub = try JSHost.run(["salesforce", "explode", "--sf-instance", "http://127.0.0.1:9", "--sf-token", "t"])
        #expect(sub.status == 2)
        #expect(sub.stderr.contains("unknown salesforce subcommand 'explode'"))
        let invoke = try JSHost.run(["salesforce", "invoke", "--sf-instance", "http://127.0.0.1:9", "--sf-token", "t"])
        #expect(invoke.status == 2)
        #expect(invoke.stderr.contains("--notification NID and --action KEY"))
        #expect(try JSHost.run(["help", "salesforce"]).stdout.contains("connect/notifications/types"))
    }
}
