import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import JSONSyntax
import Testing
import TestSupport
@testable import HostRuntime
@testable import JSCore

// fetch() end to end: the prelude's Request/Response/Headers/AbortController over the
// host.fetch natives, against Server/http_server.py on a loopback port.

/// Runs `Server/http_server.py` on a free loopback port for one test.
final class LocalHTTPServer {
    private let server: LoopbackServer
    var port: Int { server.port }

    static var scriptPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Server/http_server.py").path
    }

    init() throws {
        server = try LoopbackServer(script: Self.scriptPath)
    }

    enum ServerError: Error { case badStats, noAnswer(String) }

    var base: String { server.baseURL }

    func stop() { server.stop() }

    /// Every request the server received so far: `method`, `path`, `headers`, `body`.
    func requests() throws -> [[String: Any]] {
        guard let list = try control("/__stats")["requests"] as? [[String: Any]] else { throw ServerError.badStats }
        return list
    }

    func paths() throws -> [String] { try requests().compactMap { $0["path"] as? String } }

    /// For each `/hold` that ended, whether the client closed the connection first; waits
    /// (up to a minute, the server's own limit) until at least one has ended.
    func held() throws -> [Bool] {
        for _ in 0..<6000 {
            let held = try control("/__held")["held"] as? [Bool] ?? []
            if !held.isEmpty { return held }
            usleep(10_000)
        }
        return []
    }

    private func control(_ path: String) throws -> [String: Any] {
        let result = ResultBox()
        let semaphore = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: URL(string: "\(base)\(path)")!) { data, _, _ in
            result.data = data
            semaphore.signal()
        }.resume()
        // Bounded: a request the server or URLSession never answers fails the test instead of hanging the run.
        guard semaphore.wait(timeout: .now() + 60) == .success else { throw ServerError.noAnswer(path) }
        guard let data = result.data, let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw ServerError.badStats }
        return object
    }
}

/// Carries a URLSession completion's data back to the waiting test thread
/// (`@unchecked Sendable`: written once before the semaphore is signalled, read after).
private final class ResultBox: @unchecked Sendable { var data: Data? }

/// What one script run produced.
struct FetchRun {
    var reporter: CollectingReporter
    var http: [String]
    var denials: [String]
    var stdout: String { reporter.stdout }
    var errors: [RuntimeError] { reporter.errors }
}

/// Runs `source` (wrapped in an async function; `BASE` is the server's URL) to completion.
func runFetch(_ source: String, base: String = "http://127.0.0.1:1", permissions: Permissions = .all,
              fakeTime: Bool = false) throws -> FetchRun {
    let reporter = CollectingReporter()
    let runtime = try Runtime(options: RuntimeOptions(timeout: 5, fakeTime: fakeTime, permissions: permissions), reporter: reporter)
    var http: [String] = []
    var denials: [String] = []
    runtime.onHTTP = { method, url, status in http.append("\(method) \(url) \(status)") }
    runtime.onPermissionDenied = { denials.append($0.message) }
    runtime.mainFile = "/test/fetch.js"
    let script = """
    const BASE = \(try JSONSerialization.data(withJSONObject: base, options: .fragmentsAllowed).utf8String);
    (async () => {
    \(source)
    })().catch((e) => console.log('uncaught', e && e.name, e && e.message));
    """
    runtime.evaluateScript(script, file: "/test/fetch.js")
    runtime.run()
    return FetchRun(reporter: reporter, http: http, denials: denials)
}

extension Data {
    var utf8String: String { String(decoding: self, as: UTF8.self) }
}

/// Parses flag strings the way the CLI does.
func permissions(_ flags: String...) throws -> Permissions {
    try Permissions.parse(flags).permissions
}

@Suite(.serialized) struct FetchTests {
    @Test func getJSONWithStatusHeadersAndBody() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        const r = await fetch(BASE + '/json');
        console.log(r.status, r.ok, r.statusText, r.headers.get('content-type'), r.url === BASE + '/json');
        const body = await r.json();
        console.log(JSON.stringify(body), r.bodyUsed);
        """, base: server.base)
        #expect(run.stdout == "200 true OK application/json true\n{\"hello\":\"world\",\"n\":42} true\n")
        #expect(run.errors.isEmpty)
        #expect(run.http == ["GET \(server.base)/json 200"])
        #expect(try server.paths() == ["/json"])
    }

    @Test func getTextAndCustomHeaders() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        const r = await fetch(BASE + '/text', { headers: { 'X-Trace': 'abc-123' } });
        console.log(r.headers.get('x-custom'), r.headers.has('content-length'), await r.text());
        const echo = await (await fetch(BASE + '/echo?q=1', { headers: [['X-Trace', 'abc-123']] })).json();
        console.log(echo.method, echo.path, echo.query, echo.headers['x-trace'], echo.headers['user-agent']);
        """, base: server.base)
        #expect(run.stdout == "yes true plain text here\nGET /echo q=1 abc-123 jshost\n")
        let requests = try server.requests()
        #expect((requests.first?["headers"] as? [String: String])?["x-trace"] == "abc-123")
    }

    @Test func postJSONAndText() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        const a = await (await fetch(BASE + '/echo', {
          method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ a: 1, s: 'é' }),
        })).json();
        console.log(a.method, a.headers['content-type'], a.length, a.bodyHex);
        const b = await (await fetch(BASE + '/echo', { method: 'PUT', body: 'hello text' })).json();
        console.log(b.method, b.headers['content-type'], b.body);
        """, base: server.base)
        let json = Data(#"{"a":1,"s":"é"}"#.utf8)
        #expect(run.stdout == """
        POST application/json \(json.count) \(json.map { String(format: "%02x", $0) }.joined())
        PUT text/plain;charset=UTF-8 hello text

        """)
        #expect(run.http == ["POST \(server.base)/echo 200", "PUT \(server.base)/echo 200"])
        let requests = try server.requests()
        #expect(requests.map { $0["method"] as? String } == ["POST", "PUT"])
        #expect(requests.last?["body"] as? String == "hello text")
    }

    @Test func binaryRequestAndResponseBodies() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        const whole = await (await fetch(BASE + '/echo', { method: 'POST', body: new Uint8Array([0, 1, 2, 255]) })).json();
        const view = new Uint8Array([9, 9, 7, 8, 9]).subarray(2);
        const part = await (await fetch(BASE + '/echo', { method: 'POST', body: view })).json();
        const buffer = await (await fetch(BASE + '/echo', { method: 'POST', body: new Uint16Array([0x0201]).buffer })).json();
        console.log(whole.bodyHex, part.bodyHex, buffer.bodyHex, String(whole.headers['content-type']));
        const bytes = await (await fetch(BASE + '/bytes')).arrayBuffer();
        const u8 = new Uint8Array(bytes);
        console.log(bytes instanceof ArrayBuffer, bytes.byteLength, u8[0], u8[1], u8[128], u8[255]);
        """, base: server.base)
        #if canImport(FoundationNetworking)
        let untyped = "application/octet-stream" // what we send instead of corelibs' form-urlencoded
        #else
        let untyped = "undefined"
        #endif
        #expect(run.stdout == "000102ff 070809 0102 \(untyped)\ntrue 256 0 1 128 255\n")
    }

    @Test func notFoundAndServerErrorResolveWithOkFalse() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        for (const path of ['/status/404', '/status/500', '/nowhere']) {
          const r = await fetch(BASE + path);
          console.log(r.status, r.ok, r.statusText, await r.text());
        }
        """, base: server.base)
        #expect(run.stdout == "404 false Not Found status 404\n500 false Internal Server Error status 500\n404 false Not Found no route\n")
        #expect(run.http == ["GET \(server.base)/status/404 404", "GET \(server.base)/status/500 500", "GET \(server.base)/nowhere 404"])
        #expect(run.errors.isEmpty)
    }

    @Test func malformedJSONBodyRejectsJson() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        const r = await fetch(BASE + '/malformed');
        try { await r.json(); console.log('parsed?'); } catch (e) { console.log(r.status, e.name); }
        """, base: server.base)
        #expect(run.stdout == "200 SyntaxError\n")
    }

    /// Load-proof: the abort comes once the server has the request (asked on another
    /// connection), and the server tells whether the client hung up before it answered
    /// (it holds the request for 60 s otherwise), so no step depends on timing.
    @Test func abortControllerCancelsARunningRequest() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        const controller = new AbortController();
        const pending = fetch(BASE + '/hold', { signal: controller.signal });
        for (;;) {
          const stats = await (await fetch(BASE + '/__stats')).json();
          if (stats.requests.some(r => r.path === '/hold')) break;
          await new Promise(resolve => setTimeout(resolve, 5));
        }
        controller.abort();
        try {
          await pending;
          console.log('not aborted');
        } catch (e) {
          console.log(e.name, e instanceof DOMException);
        }
        """, base: server.base)
        #expect(run.stdout == "AbortError true\n")
        #expect(!run.http.contains { $0.contains("/hold") }, "\(run.http)")
        #expect(try server.paths() == ["/hold"])
        #expect(try server.held() == [true], "the request was cancelled: the client closed its connection")
    }

    @Test func abortSignalTimeoutEndsASlowRequest() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        // Real clock: the signal's own timer or the native limit, whichever comes first.
        let run = try runFetch("""
        try { await fetch(BASE + '/slow?ms=6000', { signal: AbortSignal.timeout(200) }); console.log('no timeout'); }
        catch (e) { console.log(e.name); }
        """, base: server.base)
        // The server answers after 6 s: "TimeoutError" means the request ended before it
        // did (no wall-clock bound, which a loaded machine could break).
        #expect(run.stdout == "TimeoutError\n")
    }

    @Test func nativeTimeoutWorksOnTheVirtualClock() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        // On the virtual clock JS timers wait for pending I/O, so only the host's
        // `timeoutMs` (real time) can end this request.
        let run = try runFetch("""
        const started = Date.now();
        try { await fetch(BASE + '/slow?ms=6000', { signal: AbortSignal.timeout(200) }); console.log('no timeout'); }
        catch (e) { console.log(e.name, e.message); }
        """, base: server.base, fakeTime: true)
        // As above: ended before the server's answer at 6 s.
        #expect(run.stdout == "TimeoutError The operation timed out.\n")
    }

    @Test func closedPortIsATypeError() throws {
        let closed = try LocalHTTPServer()
        let base = closed.base
        closed.stop() // nothing listens on the port any more
        let run = try runFetch("""
        try { await fetch(BASE + '/json'); console.log('connected?'); }
        catch (e) { console.log(e instanceof TypeError, e.message, e.cause && e.cause.code); }
        """, base: base)
        #expect(run.stdout == "true fetch failed ECONNREFUSED\n")
        #expect(run.http.isEmpty)
    }

    @Test func redirectsAreFollowedAndReported() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        const r = await fetch(BASE + '/redirect?to=/json');
        console.log(r.status, r.redirected, r.url === BASE + '/json', (await r.json()).n);
        """, base: server.base)
        #expect(run.stdout == "200 true true 42\n")
        #expect(try server.paths() == ["/redirect?to=/json", "/json"])
    }

    /// 307 and 308 repeat the request as it was (method and body); 301/302 turn a POST
    /// into a GET without body and 303 turns anything but HEAD into a GET, as the fetch
    /// standard says.
    @Test(arguments: [(307, "POST", "a=1&b=2"), (308, "POST", "a=1&b=2"), (302, "GET", ""), (301, "GET", ""), (303, "GET", "")])
    func aRedirectKeepsOrDropsTheBodyByStatus(_ status: Int, _ method: String, _ body: String) throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        const r = await fetch(BASE + '/redirect?status=\(status)&to=/echo', { method: 'POST', body: 'a=1&b=2',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
        const echo = await r.json();
        console.log(r.status, r.redirected, echo.method, JSON.stringify(echo.body), echo.headers['content-type'] || '-');
        """, base: server.base)
        let type = method == "POST" ? "application/x-www-form-urlencoded" : "-"
        #expect(run.stdout == "200 true \(method) \"\(body)\" \(type)\n")
        #expect(try server.requests().last?["method"] as? String == method)
    }

    /// A redirect to anything but http(s) fails; it is never turned into a request to
    /// the same server.
    @Test(arguments: ["file:///etc/passwd", "data:text/plain,hi", "ftp://127.0.0.1/x"])
    func aRedirectToANonHTTPURLFails(_ target: String) throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        try { const r = await fetch(BASE + '/redirect?to=' + encodeURIComponent('\(target)')); console.log('followed', r.status, r.url); }
        catch (e) { console.log(e.name, e.message, e.cause && e.cause.message); }
        """, base: server.base)
        #expect(run.stdout == "TypeError fetch failed redirect to an unsupported URL \(target)\n")
        #expect(try server.paths().count == 1)
    }

    @Test func hostContractRedirectModesAndOneCallbackPerFetch() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let reporter = CollectingReporter()
        let runtime = try Runtime(options: RuntimeOptions(permissions: .all), reporter: reporter)
        // The natives on their own, without the prelude's fetch.
        runtime.context.globalObject["rawHost"] = runtime.makeHostBindings()
        runtime.evaluateScript("""
        const base = 'http://127.0.0.1:\(server.port)';
        const calls = {};
        function request(label, path, extra) {
          calls[label] = 0;
          return rawHost.fetch(Object.assign({ method: 'GET', url: base + path, headers: [], body: null }, extra), (error, response) => {
            calls[label]++;
            if (error) console.log(label, 'error', error.name, error.message);
            else console.log(label, response.status, response.redirected, response.body instanceof Uint8Array,
                             response.headers.find((h) => h[0] === 'location')?.[1] ?? '-', response.body.length);
          });
        }
        request('manual', '/redirect?to=/json', { redirect: 'manual' });
        request('error', '/redirect?to=/json', { redirect: 'error' });
        request('follow', '/redirect?to=/json', {});
        const id = request('aborted', '/slow?ms=6000', {});
        rawHost.abortFetch(id);
        rawHost.abortFetch(id);
        setTimeout(() => console.log(JSON.stringify(calls)), 500); // after every completion (real clock)
        """, file: "/test/raw.js")
        runtime.run()
        let lines = reporter.stdout.split(separator: "\n").map(String.init)
        #expect(Set(lines.dropLast()) == [
            "manual 302 false true /json 0",
            "error error TypeError redirected to \(server.base)/json and redirect mode is 'error'",
            "follow 200 true true - 27",
            "aborted error AbortError The operation was aborted.",
        ])
        #expect(lines.last == #"{"manual":1,"error":1,"follow":1,"aborted":1}"#)
        #expect(reporter.errors.isEmpty)
    }

    // MARK: Network permission

    @Test func deniedWithoutAFlagAndNothingReachesTheServer() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        try { await fetch(BASE + '/json'); console.log('fetched?'); }
        catch (e) { console.log(e.name); console.log(e.message); }
        """, base: server.base, permissions: Permissions())
        let message = "Requires net access to \"127.0.0.1:\(server.port)\", run again with --allow-net=127.0.0.1:\(server.port) (or --allow-net)"
        #expect(run.stdout == "PermissionDenied\n\(message)\n")
        #expect(run.denials == [message])
        #expect(run.http.isEmpty)
        #expect(try server.requests().isEmpty)
    }

    @Test func allowedWithAllowNet() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("console.log((await fetch(BASE + '/json')).status);",
                               base: server.base, permissions: try permissions("--allow-net"))
        #expect(run.stdout == "200\n")
        #expect(run.denials.isEmpty)
    }

    @Test func allowedForTheGrantedHostAndPort() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("console.log((await fetch(BASE + '/json')).status);",
                               base: server.base, permissions: try permissions("--allow-net=127.0.0.1:\(server.port)"))
        #expect(run.stdout == "200\n")
        let hostOnly = try runFetch("console.log((await fetch(BASE + '/json')).status);",
                                    base: server.base, permissions: try permissions("--allow-net=example.com,127.0.0.1"))
        #expect(hostOnly.stdout == "200\n")
    }

    @Test func deniedForAnotherPortOrHost() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let otherPort = server.port == 65535 ? 65534 : server.port + 1
        let run = try runFetch("""
        try { await fetch(BASE + '/json'); console.log('fetched?'); }
        catch (e) { console.log(e.name, e.message); }
        """, base: server.base, permissions: try permissions("--allow-net=127.0.0.1:\(otherPort),localhost"))
        #expect(run.stdout == "PermissionDenied Requires net access to \"127.0.0.1:\(server.port)\", run again with --allow-net=127.0.0.1:\(server.port) (or --allow-net)\n")
        #expect(try server.requests().isEmpty)
    }

    /// A redirect to another origin (here localhost against 127.0.0.1) drops the
    /// credentials; one to the same origin keeps them.
    @Test func credentialsDoNotFollowARedirectToAnotherOrigin() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        const headers = { Authorization: 'Bearer s3cret', Cookie: 'sid=1', 'X-Trace': 't' };
        await fetch(BASE + '/redirect?to=' + encodeURIComponent('http://localhost:\(server.port)/echo'), { headers });
        await fetch(BASE + '/redirect?to=/echo', { headers });
        console.log('done');
        """, base: server.base, permissions: try permissions("--allow-net=127.0.0.1:\(server.port),localhost:\(server.port)"))
        #expect(run.stdout == "done\n")
        let hops = try server.requests().map { ($0["path"] as? String ?? "", $0["headers"] as? [String: String] ?? [:]) }
        #expect(hops.map(\.0) == ["/redirect?to=http%3A%2F%2Flocalhost%3A\(server.port)%2Fecho", "/echo", "/redirect?to=/echo", "/echo"])
        guard hops.count == 4 else { return }
        #expect(hops[0].1["authorization"] == "Bearer s3cret")
        #expect(hops[1].1["authorization"] == nil && hops[1].1["cookie"] == nil && hops[1].1["x-trace"] == "t")
        #expect(hops[3].1["authorization"] == "Bearer s3cret" && hops[3].1["cookie"] == "sid=1")
    }

    @Test func aRedirectToADeniedHostIsDenied() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let run = try runFetch("""
        try { await fetch(BASE + '/redirect?to=' + encodeURIComponent('http://localhost:\(server.port)/json')); console.log('followed?'); }
        catch (e) { console.log(e.name, e.message); }
        """, base: server.base, permissions: try permissions("--allow-net=127.0.0.1:\(server.port)"))
        #expect(run.stdout == "PermissionDenied Requires net access to \"localhost:\(server.port)\", run again with --allow-net=localhost:\(server.port) (or --allow-net)\n")
        #expect(run.denials.count == 1)
        #expect(try server.paths().count == 1)
    }

    @Test func theConfiguredInstanceIsAllowedWithoutAFlag() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        var granted = Permissions()
        let added = granted.alwaysAllow(url: server.base + "/services/data")
        #expect(added)
        let run = try runFetch("console.log((await fetch(BASE + '/json')).status);", base: server.base, permissions: granted)
        #expect(run.stdout == "200\n")
        let elsewhere = try runFetch("""
        try { await fetch('http://127.0.0.2:\(server.port)/json'); } catch (e) { console.log(e.name); }
        """, base: server.base, permissions: granted)
        #expect(elsewhere.stdout == "PermissionDenied\n")
    }
}
