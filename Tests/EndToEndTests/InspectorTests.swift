import Foundation
import Testing

/// `jshost run --inspect-brk` (docs/debugging.md), without a display: the binary runs a
/// TypeScript fixture and waits; a WebSocket client speaking JavaScriptCore's inspector
/// protocol (Tests/Fixtures/inspect/client.py, Python's standard library only) checks the
/// refusals, attaches, breaks on a TypeScript line, reads the locals, steps, evaluates and
/// resumes; the run then finishes with its output.
@Suite(.serialized) struct InspectorTests {
    static let fixture = JSHost.repository.appendingPathComponent("Tests/Fixtures/inspect")

    /// A running `jshost run --inspect…` with its standard error read as it comes.
    final class Run: @unchecked Sendable {
        let process = Process()
        let out = Pipe(), err = Pipe()
        private let lock = NSLock()
        private var errText = ""
        private var outText = ""

        init(_ arguments: [String]) throws {
            process.executableURL = JSHost.binary
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            process.environment = environment
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            err.fileHandleForReading.readabilityHandler = { [unowned self] handle in
                let data = handle.availableData
                lock.withLock { errText += String(decoding: data, as: UTF8.self) }
            }
            out.fileHandleForReading.readabilityHandler = { [unowned self] handle in
                let data = handle.availableData
                lock.withLock { outText += String(decoding: data, as: UTF8.self) }
            }
            try process.run()
        }

        var stderr: String { lock.withLock { errText } }
        var stdout: String { lock.withLock { outText } }

        /// The WebSocket URL the run printed (waits for it while the run goes on).
        func webSocketURL() -> String? {
            while process.isRunning {
                if let range = stderr.range(of: #"ws://[^ )\n]+"#, options: .regularExpression) { return String(stderr[range]) }
                usleep(20_000)
            }
            return nil
        }

        func finish() {
            process.waitUntilExit()
            err.fileHandleForReading.readabilityHandler = nil
            out.fileHandleForReading.readabilityHandler = nil
            let restOut = out.fileHandleForReading.readDataToEndOfFile(), restErr = err.fileHandleForReading.readDataToEndOfFile()
            lock.withLock {
                outText += String(decoding: restOut, as: UTF8.self)
                errText += String(decoding: restErr, as: UTF8.self)
            }
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func aDebuggerBreaksOnATypeScriptLineStepsEvaluatesAndTheRunFinishes() throws {
        let script = Self.fixture.appendingPathComponent("handler.ts").path
        let run = try Run(["run", "--inspect-brk=127.0.0.1:0", script])
        let url = try #require(run.webSocketURL(), "no WebSocket URL printed: \(run.stderr)")
        #expect(url.hasPrefix("ws://127.0.0.1:"))
        #expect(run.stderr.contains("Debugger: open http://127.0.0.1:"))
        let client = try Self.python([Self.fixture.appendingPathComponent("client.py").path, url, script])
        // A client that failed may leave the run paused or waiting: it is ended (SIGKILL: the
        // run may have inherited SIGTERM ignored from the test runner).
        if client.status != 0 { kill(run.process.processIdentifier, SIGKILL) }
        run.finish()
        #expect(client.status == 0, "\(client.output)")
        let steps = client.output.split(separator: "\n").filter { $0.hasPrefix("ok ") }
        #expect(steps.count == 15, "\(client.output)")
        #expect(client.output.contains("ok paused at the breakpoint: handler.ts:10 in greet"))
        #expect(client.output.contains("ok locals: name = 'jshost', title = 'Hello, jshost'"))
        #expect(client.output.contains("ok stepped over to handler.ts:11"))
        #expect(client.output.contains("ok evaluated on the frame: count + 1 = 13"))
        #expect(client.output.contains("ok resumed; the run finished and its console output reached the debugger: ['Hello, jshost 12']"))
        #expect(run.process.terminationStatus == 0, "\(run.stderr)")
        #expect(run.stdout == "Hello, jshost 12\n")
    }

    /// Web Inspector itself, in headless Chromium (WebDriver): it loads from jshost's front,
    /// attaches, and shows the run paused on the TypeScript file in the Sources tab. The
    /// picture is docs/debugging.png's kind; `JSHOST_INSPECTOR_SHOT` keeps it to look at.
    @Test func webInspectorInChromiumShowsThePausedTypeScriptFile() throws {
        let script = Self.fixture.appendingPathComponent("handler.ts").path
        let run = try Run(["run", "--inspect-brk", script])
        _ = try #require(run.webSocketURL(), "no WebSocket URL printed: \(run.stderr)")
        let range = try #require(run.stderr.range(of: #"http://127\.0\.0\.1:[0-9]+/[0-9a-f]+/Main\.html\?ws=[^ \n]+"#, options: .regularExpression))
        let picture = ProcessInfo.processInfo.environment["JSHOST_INSPECTOR_SHOT"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("jshost-inspector-\(UUID().uuidString).png").path
        defer { if ProcessInfo.processInfo.environment["JSHOST_INSPECTOR_SHOT"] == nil { try? FileManager.default.removeItem(atPath: picture) } }
        let shot = try Self.python([Self.fixture.appendingPathComponent("screenshot.py").path, String(run.stderr[range]), picture])
        // SIGKILL: the run waits paused, and may have inherited SIGTERM ignored from the test runner.
        kill(run.process.processIdentifier, SIGKILL)
        run.finish()
        #expect(shot.status == 0, "\(shot.output)")
        #expect(shot.output.contains("ok paused at \(script):8 in the sources tab"), "\(shot.output)")
        let png = try Data(contentsOf: URL(fileURLWithPath: picture))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png.count > 20_000)
    }

    /// `jshost test --inspect-brk FILE`: the one file runs on the thread that initialised
    /// WebKit; Web Inspector in headless Chromium stops at the test file's first statement,
    /// resumes, stops at the `debugger;` statement inside the test, resumes, and the test passes.
    @Test func testInspectBrkStopsInTheTestFileInChromium() throws {
        let file = Self.fixture.appendingPathComponent("tests/greet.test.ts").path
        let run = try Run(["test", "--inspect-brk", file])
        _ = try #require(run.webSocketURL(), "no WebSocket URL printed: \(run.stderr)")
        let range = try #require(run.stderr.range(of: #"http://127\.0\.0\.1:[0-9]+/[0-9a-f]+/Main\.html\?ws=[^ \n]+"#, options: .regularExpression))
        let debug = try Self.python([Self.fixture.appendingPathComponent("debug.py").path, String(run.stderr[range]), "2"])
        if debug.status != 0 { kill(run.process.processIdentifier, SIGKILL) }
        run.finish()
        #expect(debug.status == 0, "\(debug.output)")
        #expect(debug.output.contains("ok paused at \(file):3 in Global Code"), "\(debug.output)")
        #expect(debug.output.contains("ok paused at \(file):10 in an anonymous function"), "\(debug.output)")
        #expect(run.stderr.contains("Debugger: waiting for a debugger to attach (--inspect-brk)"))
        #expect(run.process.terminationStatus == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("✓ greets by name"), "\(run.stdout)")
        #expect(run.stdout.contains("greeted Hello, jshost"), "\(run.stdout)")
    }

    /// `jshost test --inspect` without a debugger: the file runs (on the calling thread) and
    /// passes; the `debugger;` statement does not stop a run nobody debugs.
    @Test func testInspectRunsOneFileWithoutADebugger() throws {
        let result = try JSHost.run(["test", "--inspect", Self.fixture.appendingPathComponent("tests/greet.test.ts").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 passed, 0 failed"), "\(result.stdout)")
        #expect(result.stderr.contains("Debugger: open http://127.0.0.1:"))
    }

    @Test func testInspectRefusesMoreThanOneFile() throws {
        let folder = Self.fixture.appendingPathComponent("tests").path
        for flag in ["--inspect", "--inspect-brk"] {
            let result = try JSHost.run(["test", flag, folder])
            #expect(result.status == 2)
            #expect(result.stderr.contains("jshost: \(flag) debugs one test file, but 2 match ("), "\(result.stderr)")
            #expect(result.stderr.contains("greet.test.ts") && result.stderr.contains("second.test.js"))
            #expect(!result.stderr.contains("Debugger: open"))
            #expect(result.stdout.isEmpty)
        }
        let watch = try JSHost.run(["test", "--inspect", "--watch", Self.fixture.appendingPathComponent("tests/greet.test.ts").path])
        #expect(watch.status == 2)
        #expect(watch.stderr.contains("--inspect debugs one run of one test file: it does not go with --watch"))
    }

    /// The studio's Debug button in headless Chromium (Tests/Fixtures/inspect/studio_debug.py):
    /// the click opens a window that becomes Web Inspector on the entry run with the editor's
    /// payload, paused before its first line; resumed, the run's effects reach the studio's
    /// timeline; stopping the studio ends a debugged run still waiting.
    @Test func theStudiosDebugButtonOpensWebInspectorOnTheRun() throws {
        let script = Self.fixture.appendingPathComponent("handler.ts").path
        let result = try Self.python([Self.fixture.appendingPathComponent("studio_debug.py").path, JSHost.binary.path, script])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("ok the page links the debugger: http://127.0.0.1:PORT/TOKEN/Main.html?ws=127.0.0.1:PORT/TOKEN/socket"), "\(result.output)")
        #expect(result.output.contains("ok the debugged run: jshost run --inspect-brk \(script) --push TMP/payload.json --platform ios --app-state background --json --allow-env=HOME --handler-timeout 30\n"), "\(result.output)")
        #expect(result.output.contains("ok the window the click opened shows the run paused at \(script):8 in Global Code"), "\(result.output)")
        #expect(result.output.contains("ok the page shows: Debug (ios): the run ended (exit status 0)"), "\(result.output)")
        #expect(result.output.contains("ok timeline (debug ios) log: Hello, jshost 12"), "\(result.output)")
        #expect(result.output.contains("ok timeline (debug ios) display: \"Debugged\" \"from the studio\""), "\(result.output)")
        #expect(result.output.contains("ok the studio stopped with status 0 and left no debugged run"), "\(result.output)")
    }

    /// The calls Bun's VS Code debug adapter makes when attached to the printed WebSocket URL
    /// (Tests/Fixtures/inspect/bun_adapter_calls.js: Debian's node and node-ws, the adapter's
    /// header and call order), answered by jshost's front and JavaScriptCore 2.50.
    @Test func theCallsOfBunsDebugAdapterAttachAreAnswered() throws {
        let script = Self.fixture.appendingPathComponent("handler.ts").path
        let run = try Run(["run", "--inspect-brk", script])
        let url = try #require(run.webSocketURL(), "no WebSocket URL printed: \(run.stderr)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/node")
        process.arguments = [Self.fixture.appendingPathComponent("bun_adapter_calls.js").path, url, script]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus != 0 { kill(run.process.processIdentifier, SIGKILL) }
        run.finish()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("ok configurationDone: setBreakpointsActive, Inspector.initialized answered"), "\(output)")
        #expect(output.contains("ok paused in \(script) (an absolute path)"), "\(output)")
        #expect(output.contains("ok resumed; console: Hello, jshost 12"), "\(output)")
        #expect(run.process.terminationStatus == 0)
        #expect(run.stdout == "Hello, jshost 12\n")
    }

    @Test func theInspectorListensOnLoopbackOnly() throws {
        let result = try JSHost.run(["run", "--inspect=0.0.0.0:9229", Self.fixture.appendingPathComponent("handler.ts").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--inspect=0.0.0.0:9229: the debugger listens on loopback only (127.0.0.1 or localhost)"))
        let bad = try JSHost.run(["run", "--inspect=127.0.0.1:port", Self.fixture.appendingPathComponent("handler.ts").path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--inspect=127.0.0.1:port: expected PORT or HOST:PORT"))
    }

    @Test func withoutWebKitGTKOneLineNamesThePackage() throws {
        let result = try JSHost.run(["run", "--inspect", Self.fixture.appendingPathComponent("handler.ts").path],
                                    environment: ["JSHOST_WEBKIT": "/nonexistent/libwebkit2gtk-4.1.so.0"])
        #expect(result.status == 2)
        #expect(result.stderr == "jshost: --inspect: the debugger needs WebKitGTK: install Debian's libwebkit2gtk-4.1-0 (Scripts/install-deps.sh)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func inspectingTurnsTheCPUBudgetOff() throws {
        let busy = Self.fixture.appendingPathComponent("busy.js").path
        let budgeted = try JSHost.run(["run", "--timeout", "0.02", busy])
        #expect(budgeted.status == 1)
        #expect(!budgeted.stdout.contains("done true"))
        let inspected = try JSHost.run(["run", "--inspect", "--timeout", "0.02", busy])
        #expect(inspected.status == 0, "\(inspected.stderr)")
        #expect(inspected.stdout == "done true\n")
    }

    @Test func withoutTheFlagNoInspectorPortIsOpened() throws {
        // A run without --inspect loads no WebKit and prints no debugger URL.
        let result = try JSHost.run(["run", Self.fixture.appendingPathComponent("handler.ts").path])
        #expect(result.status == 0)
        #expect(result.stdout == "Hello, jshost 12\n")
        #expect(!result.stderr.contains("Debugger"))
    }
}
