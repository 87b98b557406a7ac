import Foundation
import Testing

/// `jshost run` as a JavaScript runtime: output, errors, exit codes, timers,
/// the watchdog and modules, through the built binary.
@Suite struct RuntimeCommandTests {
    @Test func versionAndHelp() throws {
        let version = try JSHost.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("jshost "))
        let help = try JSHost.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("jshost run SCRIPT"))
        let runHelp = try JSHost.run(["help", "run"])
        #expect(runHelp.status == 0)
        #expect(runHelp.stdout.contains("--fake-time"))
        #expect(runHelp.stdout.contains("--allow-net"))
    }

    @Test func usageErrorsAreOneLineWithTheHelpHint() throws {
        let folder = try TemporaryFolder(["a.js": "1"])
        let unknown = try JSHost.run(["run", folder.path("a.js"), "--bogus"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "jshost: unknown option '--bogus' for 'run' (see 'jshost help run')\n")
        #expect(unknown.stdout.isEmpty)
        let missing = try JSHost.run(["run", folder.path("nope.js")])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read script"))
        #expect(missing.stderr.contains("nope.js"))
        #expect(missing.stderr.split(separator: "\n").count == 1)
        let badNumber = try JSHost.run(["run", folder.path("a.js"), "--timeout", "soon"])
        #expect(badNumber.status == 2)
        #expect(badNumber.stderr.contains("--timeout expects a positive number of seconds up to 2147483.647 (24.8 days), got 'soon'"))
        let command = try JSHost.run(["launch"])
        #expect(command.status == 2)
        #expect(command.stderr == "jshost: unknown command 'launch' (see 'jshost --help')\n")
    }

    @Test func consoleGoesToStdoutAndStderrAsNodeDoes() throws {
        let folder = try TemporaryFolder(["main.js": """
        console.log('hello', { a: 1, b: [1, 2], s: 'x' }, 42);
        console.info('%s is %d years', 'Ada', 36);
        console.warn('careful');
        console.error(new Map([['k', 1]]));
        """])
        let result = try JSHost.run(["run", folder.path("main.js")])
        #expect(result.status == 0)
        #expect(result.stdout == "hello { a: 1, b: [ 1, 2 ], s: 'x' } 42\nAda is 36 years\n")
        #expect(result.stderr == "careful\nMap(1) { 'k' => 1 }\n")
    }

    @Test func uncaughtExceptionShowsLocationMessageAndStackAndExitsOne() throws {
        let folder = try TemporaryFolder(["main.js": "function load() {\n  return undefinedThing.value;\n}\nload();\n"])
        let result = try JSHost.run(["run", folder.path("main.js")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(folder.path("main.js")):2:"))
        #expect(result.stderr.contains("ReferenceError: Can't find variable: undefinedThing"))
        #expect(result.stderr.contains("load@\(folder.path("main.js")):2"))
    }

    @Test func syntaxErrorNamesFileAndLine() throws {
        let folder = try TemporaryFolder(["main.js": "const a = 1;\nconst b = ;\n"])
        let result = try JSHost.run(["run", folder.path("main.js")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("SyntaxError"))
        #expect(result.stderr.contains("\(folder.path("main.js")):2"))
    }

    @Test func unhandledRejectionIsReportedAndExitsOne() throws {
        let folder = try TemporaryFolder(["main.js": """
        Promise.reject(new Error('lost'));
        Promise.reject(new Error('kept')).catch(() => console.log('handled'));
        """])
        let result = try JSHost.run(["run", folder.path("main.js")])
        #expect(result.status == 1)
        #expect(result.stdout == "handled\n")
        #expect(result.stderr.contains("Uncaught (in promise) Error: lost"))
        #expect(!result.stderr.contains("Error: kept"))  // the code frame of "lost" may show its line
    }

    @Test func watchdogStopsARunawayTimerAndOtherTimersRun() throws {
        let folder = try TemporaryFolder(["main.js": """
        setTimeout(() => { while (true) {} }, 1);
        setTimeout(() => console.log('second timer ran'), 5);
        """])
        let result = try JSHost.run(["run", folder.path("main.js"), "--timeout", "0.2"])
        #expect(result.status == 1)
        #expect(result.stdout == "second timer ran\n")
        #expect(result.stderr.contains("\(folder.path("main.js")): timer callback ran longer than the 0.2 s CPU-time budget (--timeout)"))
    }

    /// The watchdog reads the thread's CPU clock on every entry into JavaScript;
    /// jshost exports its own cached `clock_gettime` (Sources/CThreadClock) so that
    /// the engine's read is not a system call each time.
    @Test func engineReadsItsCPUClockThroughJSHost() throws {
        let result = try JSHost.run(["--version"], environment: ["LD_DEBUG": "bindings"])
        #expect(result.status == 0)
        let bindings = result.stderr.split(separator: "\n").filter { $0.contains("`clock_gettime'") && $0.contains("libjavascriptcoregtk") }
        #expect(bindings.count == 1)
        #expect(bindings.first?.contains("to \(JSHost.binary.path) [0]") == true, "\(bindings)")
    }

    @Test func fakeTimeRunsATenMinuteChainAtOnce() throws {
        let folder = try TemporaryFolder(["main.js": """
        const t0 = Date.now();
        let n = 0;
        const tick = () => { if (++n < 600) setTimeout(tick, 1000); else console.log(n, Date.now() - t0, performance.now()); };
        setTimeout(tick, 1000);
        """])
        let started = Date()
        let result = try JSHost.run(["run", folder.path("main.js"), "--fake-time"])
        #expect(result.status == 0)
        #expect(result.stdout == "600 600000 600000\n")
        #expect(Date().timeIntervalSince(started) < 60, "a virtual 10 minutes must not wait for real time")
    }

    @Test func jsonPrintsConsoleAndErrorsAsEffects() throws {
        let folder = try TemporaryFolder(["main.js": "console.log('one');\nconsole.warn('two');\nthrow new TypeError('three');\n"])
        let result = try JSHost.run(["run", folder.path("main.js"), "--json"])
        #expect(result.status == 1)
        let effects = result.effects
        #expect(effects.count == 3)
        #expect(effects[0]["kind"] as? String == "log")
        #expect(effects[0]["level"] as? String == "log")
        #expect(effects[0]["message"] as? String == "one")
        #expect(effects[1]["level"] as? String == "warn")
        #expect(effects[2]["kind"] as? String == "error")
        #expect(effects[2]["reason"] as? String == "exception")
        #expect(effects[2]["line"] as? Int == 3)
        #expect((effects[2]["message"] as? String)?.contains("TypeError: three") == true)
        #expect(effects.map { $0["seq"] as? Int } == [1, 2, 3])
    }

    @Test func modulesMixESMAndCommonJSThroughNodeModules() throws {
        let folder = try TemporaryFolder([
            "main.mjs": """
            import greet, { shout } from 'greeter';
            import { version } from 'jshost';
            import data from './data.json';
            const util = await import('./util.cjs');
            console.log(greet('Ada'), shout('hi'), data.n, util.double(21), typeof version);
            """,
            "data.json": #"{"n": 7}"#,
            "util.cjs": "exports.double = x => x * 2;\n",
            "node_modules/greeter/package.json": #"{"name": "greeter", "exports": {".": {"import": "./esm.mjs", "require": "./cjs.js"}}}"#,
            "node_modules/greeter/esm.mjs": "import { upper } from './shared.js';\nexport default name => `hello ${name}`;\nexport const shout = s => upper(s) + '!';\n",
            "node_modules/greeter/shared.js": "module.exports = { upper: s => s.toUpperCase() };\n",
            "node_modules/greeter/cjs.js": "module.exports = () => 'cjs';\n",
        ])
        let result = try JSHost.run(["run", "main.mjs"], in: folder.url)
        #expect(result.stderr == "")
        #expect(result.stdout == "hello Ada HI! 7 42 string\n")
        #expect(result.status == 0)
    }

    @Test func missingModuleNamesSpecifierImporterAndTriedPaths() throws {
        let folder = try TemporaryFolder(["main.mjs": "import x from './nope.js';\nconsole.log(x);\n"])
        let result = try JSHost.run(["run", folder.path("main.mjs")])
        #expect(result.status == 1)
        // The tried paths grouped as Metro groups its candidates, relative to main.mjs, one
        // short line a group (they were 28 absolute paths on one line).
        #expect(result.stderr.contains("""
            Cannot find module './nope.js' imported from \(folder.path("main.mjs")):1 (none of these 28 files exist):
              ./nope.js
              ./nope.js{.ios,.native,}{.js,.jsx,.json,.ts,.tsx,.cjs,.mjs}
              ./nope{.ios,.native,}{.ts,.tsx}

            """), "\(result.stderr)")
    }

    /// Node stops at a package.json that is not JSON; so does jshost, naming its line.
    @Test func aPackageJSONThatIsNotJSONIsASyntaxErrorNamingItsLine() throws {
        let folder = try TemporaryFolder([
            "main.js": "try { require('settings'); } catch (e) { console.log(e.name, e.code); }\nrequire('./dir');\n",
            "dir/package.json": "{\n  \"main\": \"a.js\",\n}\n", "dir/a.js": "",
            "node_modules/settings/package.json": "{\"main\": 'index.js'}", "node_modules/settings/index.js": "",
        ])
        let result = try JSHost.run(["run", "main.js"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "SyntaxError ERR_INVALID_PACKAGE_CONFIG\n")
        #expect(result.stderr.contains("main.js:2:8"))
        #expect(result.stderr.contains("SyntaxError: Invalid package config \(folder.path("dir/package.json")):3:1: invalid JSON: expected a string key"))
    }
}
