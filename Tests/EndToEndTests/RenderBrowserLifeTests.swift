import Foundation
import Testing

/// The browser `--render` starts ends with jshost (docs/rendering.md, "The browser's life"):
/// a SIGTERM or SIGINT to jshost alone while Chromium draws leaves no Chromium process and
/// no profile folder behind.
@Suite(.serialized) struct RenderBrowserLifeTests {
    static var chromiumInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") }

    /// The processes whose environment holds `mark` (Chromium's helpers inherit jshost's).
    static func marked(_ mark: String) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> pid_t? in
            guard let pid = pid_t(name), let environment = FileManager.default.contents(atPath: "/proc/\(name)/environ") else { return nil }
            return environment.split(separator: 0).contains(Array(mark.utf8)[...]) ? pid : nil
        }
    }

    /// The live processes of the process group `group`.
    static func inGroup(_ group: pid_t) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // "pid (comm) state ppid pgrp …"; a zombie (state Z) has ended.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", pid_t(fields[2]) == group else { return nil }
            return pid
        }
    }

    /// The processes whose parent is `pid`.
    static func children(of pid: pid_t) -> [(pid: pid_t, command: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let child = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, pid_t(fields[1]) == pid else { return nil }
            return (child, String(stat[stat.index(after: open)..<close]))
        }
    }

    @Test(.enabled(if: chromiumInstalled), arguments: [SIGTERM, SIGINT])
    func aSignalDuringRenderEndsTheBrowser(_ number: Int32) throws {
        // Twenty notifications: the browser draws for seconds, long enough to be caught at it.
        let events = (1...20).map { #"{"push": {"aps": {"alert": {"title": "T\#($0)", "body": "b"}}}, "id": "n\#($0)"}"# }
        let f = try TemporaryFolder(["app/package.json": #"{"name": "app"}"#,
                                     "app/app.js": "require('jshost').onResponse(() => {});",
                                     "app/events.ndjson": events.joined(separator: "\n") + "\n"])
        try FileManager.default.createDirectory(atPath: f.path("tmp"), withIntermediateDirectories: true)
        let mark = "JSHOST_BROWSER_LIFE_MARK=\(UUID().uuidString)"
        // Started as from a shell: no signal blocked or ignored (the test runner's threads block some).
        let command = "cd '\(f.path("app"))' && exec '\(JSHost.binary.path)' run app.js --events events.ndjson --render '\(f.path("out"))' >/dev/null 2>'\(f.path("stderr"))'"
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = f.path("tmp")
        environment["HOME"] = f.path("tmp")
        let parts = mark.split(separator: "=", maxSplits: 1)
        environment[String(parts[0])] = String(parts[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // Its own process group (as a shell's job): what is left of it is found, and ended, by that.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let argv: [UnsafeMutablePointer<CChar>?] = [String]([ "/bin/sh", "-c", command]).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var jshost: pid_t = 0
        try #require(posix_spawn(&jshost, "/bin/sh", nil, &attributes, argv, envp) == 0)
        var status: Int32 = 0
        var ended = false
        func running() -> Bool {
            if !ended, waitpid(jshost, &status, WNOHANG) == jshost { ended = true }
            return !ended
        }
        defer {
            // Whatever is left (the defect under test) is ended here, not left to the machine.
            kill(-jshost, SIGKILL)
            for pid in Self.marked(mark) { kill(pid, SIGKILL) }
            if running() { kill(jshost, SIGKILL); waitpid(jshost, &status, 0) }
        }
        // Wait (bounded) until the browser is one of jshost's children, then signal jshost alone.
        var browser: pid_t?
        for _ in 0..<600 where browser == nil && running() {
            browser = Self.children(of: jshost).first { $0.command.hasPrefix("chromium") }?.pid
            if browser == nil { usleep(50_000) }
        }
        try #require(browser != nil, "the browser never started")
        usleep(300_000)
        #expect(running(), "the render ended before the signal: \((try? String(contentsOfFile: f.path("stderr"), encoding: .utf8)) ?? "")")
        kill(jshost, number)
        if !ended { waitpid(jshost, &status, 0); ended = true }
        // Ended by the signal, as without a browser (exit status 128 + N in a shell).
        #expect(status & 0x7f == number, "jshost's wait status is \(status), not the signal \(number)")
        // The browser's processes end as it tells them to; wait for that (bounded).
        // Left: a process of jshost's group (Chromium's helpers) or one with its environment (crashpad).
        func leftBehind() -> [pid_t] { Array(Set(Self.marked(mark) + Self.inGroup(jshost))).sorted() }
        var left = leftBehind()
        for _ in 0..<200 where !left.isEmpty {
            usleep(100_000)
            left = leftBehind()
        }
        #expect(left.isEmpty, "processes left behind: \(left)")
        let profiles = ((try? FileManager.default.contentsOfDirectory(atPath: f.path("tmp"))) ?? []).filter { $0.hasPrefix("jshost-chromium-") }
        #expect(profiles.isEmpty, "profile folders left behind: \(profiles)")
    }

    /// The browser's memory counts against --max-memory (docs/rendering.md, "Memory"): a
    /// budget the run stays under but the run and Chromium together pass stops the render
    /// with a message, exit status 1.
    @Test(.enabled(if: chromiumInstalled)) func theBrowsersMemoryCountsAgainstTheBudget() throws {
        let events = (1...20).map { #"{"push": {"aps": {"alert": {"title": "T\#($0)", "body": "b"}}}, "id": "n\#($0)"}"# }
        let f = try TemporaryFolder(["app/package.json": #"{"name": "app"}"#,
                                     "app/app.js": "require('jshost').onResponse(() => {});",
                                     "app/events.ndjson": events.joined(separator: "\n") + "\n"])
        let result = try JSHost.run(["run", "app.js", "--events", "events.ndjson", "--render", f.path("out"), "--max-memory", "150"],
                                    in: f.url.appendingPathComponent("app"), timeout: 120)
        #expect(result.stderr.contains("over the --max-memory budget of 150 MB; the rest is not drawn"), "\(result.stderr)")
        #expect(result.status == 1)
        let pictures = ((try? FileManager.default.contentsOfDirectory(atPath: f.path("out"))) ?? []).filter { $0.hasSuffix(".png") }
        #expect(pictures.count < 20 * 6, "\(pictures.count) pictures")
    }
}
