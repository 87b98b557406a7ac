import Foundation
import Testing

/// The command-line defects of issue 15 (items 7–12, 14–17, 19, 20), each through the
/// built binary as a user meets it.
@Suite struct CommandLineDefectTests {
    static let mobileFirst8 = """
    var poll = { id: 'poll', actions: [
      { id: 'poll_ok', title: 'OK', mode: 1 }, { id: 'poll_nok', title: 'NOK', mode: 0, destructive: true } ] };
    var pollAndroid = { id: 'poll', actions: [ { id: 'poll_yes', title: 'Yes', mode: 0 } ] };
    MFPPush.registerNotificationsCallback(function (m) { console.log('action-id ' + m['action-id']); });
    MFPPush.registerDevice({ ios: { categories: [poll] }, android: { categories: [pollAndroid] } }, function () {}, function () {});
    """
    static let mobileFirstPush = #"{"message":{"alert":"Vote"},"settings":{"apns":{"interactiveCategory":"poll"},"gcm":{"interactiveCategory":"poll"}}}"#

    // MARK: 7. A tap by title hands on the button's real id

    @Test func aTapByTitleGivesTheScriptAndTheEffectTheButtonsId() throws {
        let f = try TemporaryFolder(["index.js": Self.mobileFirst8, "push.json": Self.mobileFirstPush])
        let result = try JSHost.run(["run", "index.js", "--push", "push.json", "--tap", "OK", "--json"], in: f.url)
        #expect(result.status == 0)
        #expect(result.effects("response").first?["action"] as? String == "poll_ok")
        #expect(result.effects("log").contains { $0["message"] as? String == "action-id poll_ok" })

        let marigold = try JSHost.run(["run", "App.js", "--push", "payload.json", "--tap", "No", "--json"],
                                      in: JSHost.repository.appendingPathComponent("Examples/marigold"))
        #expect(marigold.effects("response").first?["action"] as? String == "st_cat_yes_no&No")
    }

    // MARK: 8. Platform limits

    @Test func modernIOSShowsTenButtonsAndAHiddenButtonCannotBeTapped() throws {
        let actions = (1...11).map { "{ id: 'a\($0)', title: 'A\($0)', type: 't' }" }.joined(separator: ", ")
        let f = try TemporaryFolder([
            "many.mjs": "import { setCategories, registerAction } from 'jshost';\nsetCategories([{ id: 'many', actions: [\(actions)] }]);\nregisterAction('t', () => 'ok');\n",
            "push.json": #"{"aps": {"alert": "x", "category": "many"}}"#,
        ])
        let shown = try JSHost.run(["run", "many.mjs", "--push", "push.json", "--tap", "a10", "--json"], in: f.url)
        #expect(shown.status == 0)
        #expect((shown.effects("display").first?["actions"] as? [Any])?.count == 10, "UNNotificationCategory shows up to 10")
        let hidden = try JSHost.run(["run", "many.mjs", "--push", "push.json", "--tap", "a11"], in: f.url)
        #expect(hidden.status == 2)
        #expect(hidden.stderr.contains("iOS shows at most 10 actions"))
        let android = try JSHost.run(["run", "many.mjs", "--push", "push.json", "--tap", "a4", "--platform", "android"], in: f.url)
        #expect(android.status == 2)
        #expect(android.stderr.contains("Android shows at most 3 buttons"))
        let categories = try JSHost.run(["categories", "many.mjs"], in: f.url)
        #expect(categories.status == 2, "the same definition is rejected by `categories`")
        #expect(categories.stderr.contains("11 actions; iOS shows at most 10"))
    }

    // MARK: 9. `categories` reads the same Salesforce configuration as `run`

    @Test func categoriesListsSalesforceCategoriesFromTheConfiguredOrg() throws {
        let server = try ExampleSalesforceServer()
        defer { server.stop() }
        let folder = JSHost.repository.appendingPathComponent("Examples/salesforce")
        let byEnvironment = try JSHost.run(["categories", "approvals.js", "--json"], in: folder,
                                           environment: ["SF_INSTANCE_URL": server.instanceURL, "SF_ACCESS_TOKEN": ExampleSalesforceServer.token])
        #expect(byEnvironment.status == 0)
        #expect(byEnvironment.stdout.contains("\"approval_req_actions\""))
        let byFlags = try JSHost.run(["categories", "approvals.js", "--sf-instance", server.instanceURL, "--sf-token", ExampleSalesforceServer.token],
                                     in: folder)
        #expect(byFlags.status == 0)
        #expect(byFlags.stdout.contains("approval_req_actions  (salesforce, ios)"))
        #expect(!(byFlags.stdout + byFlags.stderr).contains(ExampleSalesforceServer.token))

        let none = try JSHost.run(["categories", "approvals.js"], in: folder)
        let errors = none.stderr.components(separatedBy: "Salesforce is not configured").count - 1
        #expect(errors <= 1, "the error appears once at most: \(none.stderr)")
    }

    // MARK: 10. One report per failure

    @Test func aRejectedHandlerAndAPermissionDenialAreReportedOnce() throws {
        let f = try TemporaryFolder([
            "h.mjs": """
            import { setCategories, registerAction } from 'jshost';
            setCategories([{ id: 'c', actions: [{ id: 'a', title: 'A', type: 'a' }, { id: 'f', title: 'F', type: 'f' }] }]);
            registerAction('a', async () => { throw new Error('nope'); });
            registerAction('f', async () => { await fetch('https://example.com/'); });
            """,
            "push.json": #"{"aps": {"alert": "x", "category": "c"}}"#,
        ])
        let rejected = try JSHost.run(["run", "h.mjs", "--push", "push.json", "--tap", "a", "--json"], in: f.url)
        #expect(rejected.status == 1)
        #expect(rejected.effects("error").count == 1, "\(rejected.stdout)")
        #expect(rejected.effects("error").first?["reason"] as? String == "rejection")
        let denied = try JSHost.run(["run", "h.mjs", "--push", "push.json", "--tap", "f", "--json"], in: f.url)
        #expect(denied.status == 1)
        #expect(denied.effects("error").count == 1, "\(denied.stdout)")
        #expect(denied.effects("error").first?["reason"] as? String == "permission")
    }

    /// An async listener of each SDK surface whose promise rejects is one `rejection` error
    /// naming the notification — not also an `Uncaught (in promise)` (the Acoustic React
    /// Native emitter made a `Promise.all` of one listener's promise and dropped it).
    static let rejectingListeners: [(example: String, file: String, code: String, arguments: [String])] = [
        ("acoustic-react-native", "send-email-action.js",
         "emitter.removeAllListeners('sendEmail'); emitter.addListener('sendEmail', BOOM);", ["--push", "payload.json", "--tap", "sendEmail"]),
        // (DELIVERED, which displayNotification posts in the background too, passes.)
        ("notifee", "index.js", "notifee.onBackgroundEvent((event) => event.type === 3 ? undefined : (BOOM)());",
         ["--push", "payload.json", "--tap", "mark-as-read"]),
        ("expo", "index.js", "Notifications.addNotificationResponseReceivedListener(BOOM);", ["--push", "payload.json", "--tap", "reply", "--text", "hi"]),
        ("capacitor", "src/notifications.js", "PushNotifications.addListener('pushNotificationActionPerformed', BOOM);",
         ["--push", "payload.json", "--tap", "track"]),
        ("onesignal", "App.js", "OneSignal.Notifications.addEventListener('click', BOOM);", ["--push", "payload.json", "--tap", "track"]),
        ("react-native-notifications", "App.js", "Notifications.events().registerNotificationOpened(BOOM);",
         ["--push", "payload.json", "--tap", "REPLY_ACTION", "--text", "x"]),
        ("cordova-push", "www/js/index.js",
         "document.addEventListener('deviceready', () => app.push.on('accept', BOOM), false);", ["--push", "payload-ios.json", "--tap", "accept"]),
    ]

    @Test(arguments: 0..<rejectingListeners.count)
    func aRejectedAsyncListenerIsReportedOnce(_ index: Int) throws {
        let (example, file, code, arguments) = Self.rejectingListeners[index]
        let f = try TemporaryFolder()
        let copy = f.url.appendingPathComponent(example)
        try FileManager.default.copyItem(at: JSHost.repository.appendingPathComponent("Examples/\(example)"), to: copy)
        let script = copy.appendingPathComponent(file)
        let boom = "async () => { await null; throw new Error('boom from the listener'); }"
        try (try String(contentsOf: script, encoding: .utf8) + "\n" + code.replacingOccurrences(of: "BOOM", with: boom) + "\n")
            .write(to: script, atomically: true, encoding: .utf8)
        let entry = example == "cordova-push" ? "www/index.html" : file
        let result = try JSHost.run(["run", entry] + arguments + ["--json"], in: copy)
        #expect(result.status == 1, "\(result.stdout)")
        let errors = result.effects("error")
        #expect(errors.count == 1, "\(example): \(result.stdout)")
        #expect(errors.first?["reason"] as? String == "rejection")
        #expect((errors.first?["message"] as? String)?.contains("boom from the listener") == true)
        // cordova-plugin-push's emit (push.js) discards what callbacks return: the rejection
        // is the page's own unhandled one, after the handler finished, so it names no notification.
        if example != "cordova-push" {
            #expect(errors.first?["notification"] != nil, "named to its notification: \(result.stdout)")
        }
    }

    // MARK: 11, 12. simulate.tap throws on bad input; simulate.push switches platform

    @Test func simulateTapOfAnUnknownActionOrNotificationThrowsAndPushSwitchesThePlatform() throws {
        let f = try TemporaryFolder([
            "index.js": Self.mobileFirst8,
            "index.test.js": """
            require('./index.js');
            const payload = \(Self.mobileFirstPush);
            test('unknown action', () => {
              const id = simulate.push(payload);
              expect(() => simulate.tap(id, 'nope')).toThrow('unknown action "nope"');
            });
            test('unknown notification', () => {
              expect(() => simulate.tap('n999', 'poll_ok')).toThrow('unknown notification "n999"');
            });
            test('android categories', async () => {
              simulate.push(payload, { platform: 'android' });
              expect(simulate.effects('display')[0].actions.map(a => a.id)).toEqual(['poll_yes']);
            });
            test('back on iOS', () => {
              simulate.push(payload);
              expect(simulate.effects('display')[0].actions.map(a => a.id)).toEqual(['poll_ok', 'poll_nok']);
            });
            """,
        ])
        let result = try JSHost.run(["test", "--reporter", "tap"], in: f.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("4 passed, 0 failed\n"))
    }

    // MARK: 14. stdout is written line by line to a pipe

    @Test func aKilledRunKeepsWhatItPrintedToAPipe() throws {
        let f = try TemporaryFolder(["slow.js": "console.log('first line'); setTimeout(() => {}, 600000);\n"])
        for extra in [[], ["--json"]] {
            let process = Process()
            process.executableURL = JSHost.binary
            process.arguments = ["run", "slow.js"] + extra
            process.currentDirectoryURL = f.url
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let pid = process.processIdentifier
            // The first line arrives while the run is still going (it waits 10 minutes).
            let line = readLine(pipe.fileHandleForReading.fileDescriptor, giveUpAfter: 30)
            let running = kill(pid, 0) == 0
            kill(pid, SIGKILL)
            process.waitUntilExit()
            #expect(running)
            #expect(line.contains("first line"), "got \(line.debugDescription)")
        }
    }

    /// Reads from `fd` up to the first newline, or what came within `seconds`.
    private func readLine(_ fd: Int32, giveUpAfter seconds: Double) -> String {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while !bytes.contains(0x0A), Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let got = read(fd, &chunk, chunk.count)
            if got <= 0 { break }
            bytes += chunk[0..<got]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: 15. Bounded lines and payloads

    @Test func anEndlessLineOrPayloadIsAnInputError() throws {
        let f = try TemporaryFolder(["s.js": "\n"])
        let events = try JSHost.run(["run", "s.js", "--events", "/dev/zero"], in: f.url, timeout: 60)
        #expect(events.status == 2)
        #expect(events.stderr.contains("/dev/zero:1: the line is longer than 1 MiB"))
        let push = try JSHost.run(["run", "s.js", "--push", "/dev/zero"], in: f.url, timeout: 60)
        #expect(push.status == 2)
        #expect(push.stderr.contains("larger than 1 MiB"))

        // A long line is skipped and the next one still runs.
        let long = "{\"advance\": 1, \"pad\": \"" + String(repeating: "x", count: 1 << 21) + "\"}\n"
        try f.write("ev.ndjson", long + "{\"push\": {\"aps\": {\"alert\": \"after\"}}, \"id\": \"n1\"}\n")
        let skipped = try JSHost.run(["run", "s.js", "--events", "ev.ndjson", "--json"], in: f.url)
        #expect(skipped.status == 2)
        #expect(skipped.kinds == ["error", "display"])
        #expect(skipped.effects("error").first?["line"] as? Int == 1)
    }

    // MARK: 16. A folder as SCRIPT; why a payload cannot be read

    @Test func aFolderAsScriptIsAUsageErrorAndUnreadablePayloadsSayWhy() throws {
        let f = try TemporaryFolder(["s.js": "\n"])
        try FileManager.default.createDirectory(at: f.url.appendingPathComponent("www"), withIntermediateDirectories: true)
        let folder = try JSHost.run(["run", "www"], in: f.url)
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("'www' is a directory"))
        let missing = try JSHost.run(["run", "s.js", "--push", "nope.json"], in: f.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read nope.json: No such file or directory"))
    }

    // MARK: 17. Events' errors name FILE:LINE in separate fields

    @Test func eventErrorsNameFileAndLineInSeparateFields() throws {
        let f = try TemporaryFolder([
            "s.mjs": "import { setCategories } from 'jshost';\nsetCategories([{ id: 'c', actions: [{ id: 'a', title: 'A' }] }]);\n",
            "ev.ndjson": """
            {"push": {"aps": {"alert": "x", "category": "c"}}, "id": "n1"}
            {"response": "n9", "action": "a"}
            {"response": "n1", "action": "zz"}
            {bad

            """,
        ])
        let result = try JSHost.run(["run", "s.mjs", "--events", "ev.ndjson", "--json"], in: f.url)
        let errors = result.effects("error")
        #expect(errors.count == 3)
        #expect(errors.map { $0["file"] as? String } == ["ev.ndjson", "ev.ndjson", "ev.ndjson"])
        #expect(errors.map { $0["line"] as? Int } == [2, 3, 4])
        #expect((errors[0]["message"] as? String)?.hasPrefix("ev.ndjson:2: unknown notification") == true)
    }

    /// Every kind of bad `--events` line — an unknown notification or action, bad JSON, a
    /// payload the decoder rejects, a press no dialog takes, a call with no adapter — names
    /// `file:line` once in human output and as `file` and `line` fields in --json.
    @Test func everyBadEventLineNamesItsLocationOnce() throws {
        let lines = [
            #"{"push": {"aps": {"alert": "x", "category": "c"}}, "id": "n1"}"#,
            #"{"response": "n9", "action": "a"}"#,
            #"{"response": "n1", "action": "zz"}"#,
            #"{bad"#,
            #"{"push": 5}"#,
            #"{"push": {"foo": 1}}"#,
            #"{"press": "OK"}"#,
            #"{"call": "submit()"}"#,
            #"{"open": "n9"}"#,
        ]
        let f = try TemporaryFolder([
            "s.mjs": "import { setCategories } from 'jshost';\nsetCategories([{ id: 'c', actions: [{ id: 'a', title: 'A' }] }]);\n",
            "ev.ndjson": lines.joined(separator: "\n") + "\n",
        ])
        let json = try JSHost.run(["run", "s.mjs", "--events", "ev.ndjson", "--json"], in: f.url)
        #expect(json.status == 2)
        let errors = json.effects("error")
        #expect(errors.map { $0["line"] as? Int } == Array(2...lines.count), "\(json.stdout)")
        for error in errors {
            let line = try #require(error["line"] as? Int)
            #expect(error["file"] as? String == "ev.ndjson")
            let message = try #require(error["message"] as? String)
            #expect(message.hasPrefix("ev.ndjson:\(line): "), "\(message)")
            #expect(message.components(separatedBy: "ev.ndjson").count == 2, "named once: \(message)")
        }
        // A "call" line is no --call flag: its message names neither.
        #expect(errors.first { $0["line"] as? Int == 8 }?["message"] as? String
                == "ev.ndjson:8: cannot call submit(): no adapter is loaded (give --adapter FILE first)")
        let human = try JSHost.run(["run", "s.mjs", "--events", "ev.ndjson"], in: f.url)
        let reports = human.stderr.split(separator: "\n").filter { $0.contains("✖") }
        #expect(reports.count == lines.count - 1, "\(human.stderr)")
        for (index, report) in reports.enumerated() {
            #expect(report.contains("✖ ev.ndjson:\(index + 2): "), "\(report)")
            #expect(report.components(separatedBy: "ev.ndjson").count == 2, "named once: \(report)")
        }
    }

    // MARK: 19. Manners

    @Test func colourIsDecidedForEachStream() throws {
        // stdout on a terminal, stderr to a file: only stdout is coloured.
        let f = try TemporaryFolder([
            "s.mjs": "import { setCategories, registerAction } from 'jshost';\nsetCategories([{ id: 'c', actions: [{ id: 'a', title: 'A', type: 'a' }] }]);\nregisterAction('a', () => { throw new Error('x'); });\n",
            "push.json": #"{"aps": {"alert": "x", "category": "c"}}"#,
            "onpty.py": """
            import os, pty, subprocess, sys
            master, slave = pty.openpty()
            err = open(sys.argv[1], 'wb')
            env = {k: v for k, v in os.environ.items() if k != 'NO_COLOR'}
            p = subprocess.Popen(sys.argv[2:], stdout=slave, stderr=err, env=env)
            os.close(slave)
            out = b''
            while True:
                try:
                    chunk = os.read(master, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                out += chunk
            p.wait()
            sys.stdout.write(out.decode('utf-8', 'replace'))
            """,
        ])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "onpty.py", f.path("err.txt"), JSHost.binary.path, "run", "s.mjs", "--push", "push.json", "--tap", "a"]
        process.currentDirectoryURL = f.url
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let err = try String(contentsOfFile: f.path("err.txt"), encoding: .utf8)
        #expect(out.contains("\u{1B}["), "stdout is a terminal: coloured")
        #expect(err.contains("threw Error: x"))
        #expect(!err.contains("\u{1B}["), "stderr is a file: no colour codes in it")
    }

    @Test func textNeedsATextInputTapAndTapDefaultSuggestsOpen() throws {
        let f = try TemporaryFolder([
            "s.mjs": "import { setCategories } from 'jshost';\nsetCategories([{ id: 'c', actions: [{ id: 'a', title: 'A' }] }]);\n",
            "push.json": #"{"aps": {"alert": "x", "category": "c"}}"#,
        ])
        let open = try JSHost.run(["run", "s.mjs", "--push", "push.json", "--open", "--text", "hi"], in: f.url)
        #expect(open.status == 2)
        #expect(open.stderr.contains("--text cannot be combined with --open"))
        let dismiss = try JSHost.run(["run", "s.mjs", "--push", "push.json", "--dismiss", "--text", "hi"], in: f.url)
        #expect(dismiss.status == 2)
        let plain = try JSHost.run(["run", "s.mjs", "--push", "push.json", "--tap", "a", "--text", "hi", "--json"], in: f.url)
        #expect(plain.status == 2)
        #expect(plain.kinds == ["display", "error"])
        #expect((plain.effects("error").first?["message"] as? String)?.contains("has no text input") == true)
        let tapDefault = try JSHost.run(["run", "s.mjs", "--push", "push.json", "--tap", "default"], in: f.url)
        #expect(tapDefault.status == 2)
        #expect(tapDefault.stderr.contains("use --open"))
        let tapDismiss = try JSHost.run(["run", "s.mjs", "--push", "push.json", "--tap", "dismiss"], in: f.url)
        #expect(tapDismiss.stderr.contains("use --dismiss"))
    }

    @Test func aByteOrderMarkOrAPrettyPrintedEventGetsAHint() throws {
        let f = try TemporaryFolder(["s.js": "\n"])
        try f.write("bom.ndjson", "\u{FEFF}{\"advance\": 1}\n")
        let bom = try JSHost.run(["run", "s.js", "--events", "bom.ndjson"], in: f.url)
        #expect(bom.status == 2)
        #expect(bom.stderr.contains("byte-order mark"))
        try f.write("pretty.ndjson", "{\n  \"push\": {\"aps\": {\"alert\": \"x\"}}\n}\n")
        let pretty = try JSHost.run(["run", "s.js", "--events", "pretty.ndjson"], in: f.url)
        #expect(pretty.status == 2)
        #expect(pretty.stderr.contains("pretty-printed"))
    }

    // MARK: 20. The test runner

    @Test func testRunnerReportsHonestly() throws {
        let f = try TemporaryFolder([
            "a.test.js": "console.log('loading'); test('one', () => {});\n",
            "helper.js": "module.exports = 1;\n",
            "ignored/b.test.js": "test('fails', () => { throw new Error('should not run'); });\n",
            ".jshostignore": "# fixtures\nignored/\n",
        ])
        // The ignore list keeps ignored/ out.
        let all = try JSHost.run(["test"], in: f.url)
        #expect(all.status == 0, "\(all.stdout)")
        #expect(all.stdout.hasSuffix("1 passed, 0 failed\n"))
        // A filter that matches nothing prints no file headers.
        let none = try JSHost.run(["test", "--filter", "zzz"], in: f.url)
        #expect(!none.stdout.contains("PASS"), "\(none.stdout)")
        // A file that is no test file says so.
        let helper = try JSHost.run(["test", "helper.js"], in: f.url)
        #expect(helper.status == 1)
        #expect(helper.stdout.contains("defines no tests"))
        // A bad --output fails before anything runs.
        let bad = try JSHost.run(["test", "--reporter", "junit", "--output", "/nonexistent/x.xml"], in: f.url)
        #expect(bad.status == 2)
        #expect(!bad.stdout.contains("passed"))
        #expect(bad.stderr.contains("No such file or directory"))
        // JUnit's total time is measured (a run takes more than the 0.5 ms that rounds to 0.000).
        let junit = try JSHost.run(["test", "--reporter", "junit", "--output", "r.xml"], in: f.url)
        let xml = try String(contentsOfFile: f.path("r.xml"), encoding: .utf8)
        #expect(junit.status == 0)
        #expect(xml.contains("<testsuites name=\"jshost test\" tests=\"1\""), "\(xml)")
        #expect(!xml.contains("skipped=\"0\" time=\"0.000\">\n  <testsuite"), "\(xml)")
    }

    @Test func testAtTheRepositoryRootSkipsTheFailingFixtures() throws {
        let result = try JSHost.run(["test", "--reporter", "tap"], in: JSHost.repository, timeout: 120)
        #expect(!result.stdout.contains("Tests/Fixtures/"), "the runner's deliberately failing fixtures are ignored")
        #expect(result.status == 0, "\(result.stdout.suffix(2000))")
    }
}
