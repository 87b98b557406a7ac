import Foundation
import Testing
@testable import HostRuntime
@testable import JSCore

/// The error `flags` give, or nil when they parse.
private func flagError(_ flags: String...) -> String? {
    do {
        _ = try Permissions.parse(flags, currentDirectory: "/work/project")
        return nil
    } catch {
        return error.message
    }
}

@Suite struct PermissionsTests {
    // MARK: Flags

    @Test func nothingIsGrantedByDefault() throws {
        let (granted, remaining) = try Permissions.parse(["run", "script.js", "--json"])
        #expect(granted == Permissions())
        #expect(remaining == ["run", "script.js", "--json"])
        #expect(!granted.allowsNet(host: "example.com", port: 443))
        #expect(!granted.allowsRead(path: "/etc/hosts"))
        #expect(!granted.allowsEnv(name: "HOME"))
    }

    @Test func bareFlagsGrantEverythingOfTheirKind() throws {
        let (granted, remaining) = try Permissions.parse(["run", "--allow-net", "x.js", "--allow-read", "--allow-env"])
        #expect(granted == Permissions(net: .all, read: .all, env: .all))
        #expect(remaining == ["run", "x.js"])
        #expect(try Permissions.parse(["-A"]).permissions == .all)
        #expect(try Permissions.parse(["--allow-all"]).permissions == .all)
    }

    @Test func listsAreParsedAndAddUp() throws {
        let (granted, _) = try Permissions.parse(
            ["--allow-net=a.com,B.com:8443", "--allow-net=[::1]:9000,a.com", "--allow-read=/tmp/data,rel/dir,/tmp/x/../y",
             "--allow-env=HOME,AWS_*"], currentDirectory: "/work/project")
        #expect(granted.net == .hosts([.init(host: "a.com"), .init(host: "b.com", port: 8443), .init(host: "::1", port: 9000)]))
        #expect(granted.read == .paths(["/tmp/data", "/work/project/rel/dir", "/tmp/y"]))
        #expect(granted.env == .names(["HOME", "AWS_*"]))
        // A bare flag wins over a list, whatever the order.
        #expect(try permissions("--allow-net=a.com", "--allow-net").net == .all)
        #expect(try permissions("--allow-env", "--allow-env=HOME").env == .all)
    }

    @Test func parsingStopsAtDoubleDash() throws {
        let (granted, remaining) = try Permissions.parse(["--allow-env=HOME", "--", "--allow-net"])
        #expect(granted.net == .none)
        #expect(remaining == ["--", "--allow-net"])
    }

    @Test func applyLeavesOtherArgumentsToTheCaller() throws {
        var granted = Permissions()
        #expect(try granted.apply(flag: "--json") == false)
        #expect(try granted.apply(flag: "--allow-net=a.com") == true)
        #expect(granted.allowsNet(host: "a.com", port: 1))
    }

    @Test func malformedFlagsGiveClearErrors() {
        #expect(flagError("--allow-net=") == "--allow-net= has an empty list: give host[:port] values separated by commas, or --allow-net alone to allow all")
        #expect(flagError("--allow-net=a.com,,b.com") == "--allow-net has an empty entry in \"a.com,,b.com\": separate host[:port] values with single commas")
        #expect(flagError("--allow-net=https://a.com:8443/path") == "--allow-net: expected host or host:port, not a URL or path: \"https://a.com:8443/path\" (did you mean a.com:8443?)")
        #expect(flagError("--allow-net=a.com:99999") == "--allow-net: invalid port \"99999\" in \"a.com:99999\" (expected a number from 1 to 65535)")
        #expect(flagError("--allow-net=a.com:http") == "--allow-net: invalid port \"http\" in \"a.com:http\" (expected a number from 1 to 65535)")
        #expect(flagError("--allow-net=*.a.com") == "--allow-net: invalid host \"*.a.com\" in \"*.a.com\" (wildcards are not supported; list each host)")
        #expect(flagError("--allow-net=:80") == "--allow-net: missing host in \":80\"")
        #expect(flagError("--allow-env=A=B") == "--allow-env: invalid variable name \"A=B\" (names have no spaces, '=' or '*' except one trailing '*' for a prefix)")
        #expect(flagError("--allow-read=") == "--allow-read= has an empty list: give path values separated by commas, or --allow-read alone to allow all")
        #expect(flagError("-A=yes") == "-A takes no value (got \"-A=yes\"); it allows network, read and env access")
        #expect(flagError("--allow-nett") == "unknown permission flag --allow-nett (did you mean --allow-net?); expected \(Permissions.flagSummary)")
        #expect(flagError("--allow-write=/tmp")?.hasPrefix("unknown permission flag --allow-write; expected --allow-net") == true)
        #expect(flagError("--allow-net=a.com:8080", "--allow-env=HOME") == nil)
    }

    // MARK: Checks and messages

    @Test func netChecksMatchHostAndPort() throws {
        let granted = try permissions("--allow-net=api.example.com,127.0.0.1:8080,[::1]:9000")
        #expect(granted.allowsNet(host: "api.example.com", port: 443))
        #expect(granted.allowsNet(host: "API.Example.COM", port: 8443))
        #expect(!granted.allowsNet(host: "sub.api.example.com", port: 443))
        #expect(granted.allowsNet(host: "127.0.0.1", port: 8080))
        #expect(!granted.allowsNet(host: "127.0.0.1", port: 8081))
        #expect(granted.allowsNet(host: "::1", port: 9000))
        #expect(granted.allowsNet(host: "[::1]", port: 9000))
        #expect(throws: PermissionDenied.self) { try granted.checkNet(url: URL(string: "http://127.0.0.1/x")!) }
        #expect(throws: Never.self) { try granted.checkNet(url: URL(string: "https://api.example.com/v1")!) }
    }

    @Test func deniedMessagesNameTheFlag() {
        let none = Permissions()
        #expect(throws: PermissionDenied(kind: .net, target: "127.0.0.1:8080", flag: "--allow-net=127.0.0.1:8080", broadFlag: "--allow-net")) {
            try none.checkNet(host: "127.0.0.1", port: 8080)
        }
        #expect(PermissionDenied(kind: .net, target: "127.0.0.1:8080", flag: "--allow-net=127.0.0.1:8080", broadFlag: "--allow-net").message
            == "Requires net access to \"127.0.0.1:8080\", run again with --allow-net=127.0.0.1:8080 (or --allow-net)")
        // Default ports come from the scheme.
        do {
            try none.checkNet(url: URL(string: "https://Example.com/a")!)
            Issue.record("not denied")
        } catch {
            #expect(error.message == "Requires net access to \"example.com:443\", run again with --allow-net=example.com:443 (or --allow-net)")
        }
        do {
            try none.checkEnv(name: "HOME")
            Issue.record("not denied")
        } catch {
            #expect(error.description == "PermissionDenied: Requires env access to \"HOME\", run again with --allow-env=HOME (or --allow-env)")
        }
        do {
            try none.checkRead(path: "/etc/../etc/hosts")
            Issue.record("not denied")
        } catch {
            #expect(error.message == "Requires read access to \"/etc/hosts\", run again with --allow-read=/etc/hosts (or --allow-read)")
        }
        do {
            try Permissions(env: .names(["HOME"])).checkEnvAll()
            Issue.record("not denied")
        } catch {
            #expect(error.message == "Requires env access to all variables, run again with --allow-env")
        }
    }

    @Test func readPrefixesMatchWholeComponents() throws {
        let granted = try permissions("--allow-read=/srv/data")
        #expect(granted.allowsRead(path: "/srv/data"))
        #expect(granted.allowsRead(path: "/srv/data/a/b.json"))
        #expect(!granted.allowsRead(path: "/srv/database"))
        #expect(!granted.allowsRead(path: "/srv/data/../secret"))
        #expect(try permissions("--allow-read=/").allowsRead(path: "/anything"))
    }

    @Test func envNamesAndPrefixes() throws {
        let granted = try permissions("--allow-env=HOME,SF_*")
        #expect(granted.allowsEnv(name: "HOME"))
        #expect(granted.allowsEnv(name: "SF_ACCESS_TOKEN"))
        #expect(!granted.allowsEnv(name: "home"))
        #expect(!granted.allowsEnv(name: "PATH"))
    }

    @Test func alwaysAllowedInstance() {
        var granted = Permissions()
        let added = granted.alwaysAllow(url: "https://my-org.my.salesforce.com")
        #expect(added)
        #expect(granted.allowsNet(host: "my-org.my.salesforce.com", port: 443))
        #expect(!granted.allowsNet(host: "my-org.my.salesforce.com", port: 80))
        #expect(!granted.allowsNet(host: "evil.example", port: 443))
        let notAdded = granted.alwaysAllow(url: "not a url")
        #expect(!notAdded)
        granted.alwaysAllow(host: "LOCALHOST")
        #expect(granted.allowsNet(host: "localhost", port: 1234))
    }

    // MARK: process.env, argv, platform, exit

    @Test func processEnvIsDeniedWithoutTheFlag() throws {
        let run = try runFetch("""
        try { console.log('read', process.env.HOME); } catch (e) { console.log(e.name); console.log(e.message); }
        try { console.log(Object.keys(process.env).length); } catch (e) { console.log(e.name, e.message); }
        try { process.env.FOO = 'bar'; console.log('wrote'); } catch (e) { console.log(e.name); }
        console.log(typeof process.env.hasOwnProperty, String(process.env[Symbol.iterator]));
        """, permissions: Permissions())
        #expect(run.stdout == """
        PermissionDenied
        Requires env access to "HOME", run again with --allow-env=HOME (or --allow-env)
        PermissionDenied Requires env access to all variables, run again with --allow-env
        PermissionDenied
        function undefined

        """)
        #expect(run.denials.count == 3)
    }

    @Test func processEnvReadsAGrantedName() throws {
        let home = ProcessInfo.processInfo.environment["HOME"]
        let run = try runFetch("""
        console.log(String(process.env.HOME), 'HOME' in process.env);
        try { process.env.PATH; console.log('PATH read?'); } catch (e) { console.log(e.name, e.message); }
        process.env.HOME = '/elsewhere';
        console.log(process.env.HOME);
        try { Object.keys(process.env); } catch (e) { console.log(e.name); }
        """, permissions: try permissions("--allow-env=HOME"))
        #expect(run.stdout == """
        \(home ?? "undefined") \(home != nil)
        PermissionDenied Requires env access to "PATH", run again with --allow-env=PATH (or --allow-env)
        /elsewhere
        PermissionDenied

        """)
        // Writes stay inside the script's world.
        #expect(ProcessInfo.processInfo.environment["HOME"] == home)
    }

    @Test func processEnvListsEverythingWithTheBareFlag() throws {
        let run = try runFetch("""
        const keys = Object.keys(process.env);
        process.env.JSHOST_TEST_ONLY = 1;
        console.log(keys.length, Object.keys(process.env).includes('JSHOST_TEST_ONLY'), typeof process.env.JSHOST_TEST_ONLY);
        console.log(JSON.stringify(process.env).length > 2);
        """, permissions: try permissions("--allow-env"))
        // Read after the run: the first context group sets the engine's option variable
        // (JSC_usePollingTraps), so a count taken before would depend on the test order.
        let names = ProcessInfo.processInfo.environment.keys.filter { $0 != "JSHOST_TEST_ONLY" }
        #expect(run.stdout == "\(names.count) true string\ntrue\n")
    }

    @Test func processArgvPlatformAndExit() throws {
        let run = try runFetch("""
        console.log(JSON.stringify(process.argv), process.platform);
        process.platform = 'android';
        console.log(process.platform);
        try { process.exit(3); } catch (e) { console.log(e.message); }
        process.nextTick((a) => console.log('tick', a), 7);
        """, permissions: Permissions())
        #if os(macOS)
        let platform = "darwin"
        #else
        let platform = "linux"
        #endif
        #expect(run.stdout == """
        ["jshost","/test/fetch.js"] \(platform)
        android
        process.exit(3) is not supported by jshost: a run ends when no timer or request is pending; throw an error to fail it
        tick 7

        """)
    }

    // MARK: file: URLs through fetch

    @Test func fileURLsNeedReadPermission() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("data.json")
        try Data(#"{"from":"disk"}"#.utf8).write(to: file)
        let script = """
        try {
          const r = await fetch(\(String(reflecting: file.absoluteString)));
          console.log(r.status, (await r.json()).from);
        } catch (e) { console.log(e.name); console.log(e.message); }
        """
        let denied = try runFetch(script, permissions: try permissions("--allow-net"))
        #expect(denied.stdout == "PermissionDenied\nRequires read access to \"\(file.path)\", run again with --allow-read=\(file.path) (or --allow-read)\n")
        #expect(denied.denials.count == 1)
        let allowed = try runFetch(script, permissions: try permissions("--allow-read=\(directory.path)"))
        #expect(allowed.stdout == "200 disk\n")
        let elsewhere = try runFetch(script, permissions: try permissions("--allow-read=\(directory.path)-other"))
        #expect(elsewhere.stdout.hasPrefix("PermissionDenied\n"))
        let missing = try runFetch("""
        try { await fetch(\(String(reflecting: directory.appendingPathComponent("none.txt").absoluteString))); }
        catch (e) { console.log(e.name, e.message, e.cause.message.startsWith('no such file')); }
        """, permissions: .all)
        #expect(missing.stdout == "TypeError fetch failed true\n")
    }
}
