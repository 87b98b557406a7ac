import Foundation
import Testing
import TestSupport

/// fetch() and permissions in `jshost run`, through the built binary, against
/// the runtime tests' local server (Tests/HostRuntimeTests/Server/http_server.py).
@Suite(.serialized) struct NetworkCommandTests {
    static let script = JSHost.repository.appendingPathComponent("Tests/HostRuntimeTests/Server/http_server.py").path

    func script(_ body: String) throws -> TemporaryFolder {
        try TemporaryFolder(["main.mjs": body])
    }

    @Test func fetchIsAnHTTPEffectWhenTheHostIsAllowed() throws {
        let server = try LoopbackServer(script: Self.script)
        defer { server.stop() }
        let f = try script("""
        const response = await fetch('\(server.baseURL)/json');
        const data = await response.json();
        console.log(response.status, data.hello, data.n);
        """)
        let result = try JSHost.run(["run", "main.mjs", "--allow-net=127.0.0.1:\(server.port)", "--json"], in: f.url)
        #expect(result.status == 0)
        #expect(result.kinds == ["http"])
        let http = try #require(result.effects("http").first)
        #expect(http["method"] as? String == "GET")
        #expect(http["url"] as? String == "\(server.baseURL)/json")
        #expect(http["status"] as? Int == 200)
        #expect(result.effects("log").first?["message"] as? String == "200 world 42")
    }

    @Test func aDeniedFetchThrowsPermissionDeniedAndIsAPermissionErrorEffect() throws {
        let server = try LoopbackServer(script: Self.script)
        defer { server.stop() }
        let f = try script("""
        try { await fetch('\(server.baseURL)/json'); } catch (e) { console.log(e.name + ': ' + e.message); }
        """)
        let result = try JSHost.run(["run", "main.mjs", "--json"], in: f.url)
        #expect(result.status == 1, "a denied access counts as a script error")
        let error = try #require(result.effects("error").first)
        #expect(error["reason"] as? String == "permission")
        #expect((error["message"] as? String)?.contains("--allow-net=127.0.0.1:\(server.port)") == true)
        #expect((result.effects("log").first?["message"] as? String)?.hasPrefix("PermissionDenied: Requires net access to \"127.0.0.1:\(server.port)\"") == true)
        #expect(result.effects("http").isEmpty)
        let other = try JSHost.run(["run", "main.mjs", "--allow-net=127.0.0.1:1", "--json"], in: f.url)
        #expect(other.effects("error").first?["reason"] as? String == "permission", "another port is not granted")
    }

    @Test func theConfiguredSalesforceOrgIsReachableWithoutAllowNet() throws {
        let server = try LoopbackServer(script: Self.script)
        defer { server.stop() }
        let f = try script("""
        const response = await fetch('\(server.baseURL)/text');
        console.log(response.status, await response.text());
        """)
        let result = try JSHost.run(["run", "main.mjs", "--sf-instance", server.baseURL, "--sf-token", "T0KEN", "--json"], in: f.url)
        #expect(result.status == 0)
        #expect(result.effects("log").first?["message"] as? String == "200 plain text here")
        #expect(!result.stdout.contains("T0KEN"))
    }

    @Test func environmentNeedsAllowEnv() throws {
        let f = try script("try { console.log(process.env.JSHOST_E2E_VALUE) } catch (e) { console.log(e.name) }")
        let denied = try JSHost.run(["run", "main.mjs"], in: f.url, environment: ["JSHOST_E2E_VALUE": "seen"])
        #expect(denied.stdout == "PermissionDenied\n")
        #expect(denied.status == 1)
        #expect(denied.stderr.contains("--allow-env=JSHOST_E2E_VALUE"))
        let allowed = try JSHost.run(["run", "main.mjs", "--allow-env=JSHOST_E2E_VALUE"], in: f.url, environment: ["JSHOST_E2E_VALUE": "seen"])
        #expect(allowed.stdout == "seen\n")
        #expect(allowed.status == 0)
        let badFlag = try JSHost.run(["run", "main.mjs", "--allow-net=:80"], in: f.url)
        #expect(badFlag.status == 2)
    }
}
