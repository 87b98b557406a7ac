import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ends the browsers `ChromiumCamera` started on every way out of jshost but `kill -9`
/// (docs/rendering.md, "The browser's life"): a camera's `close`, `exit()` (an atexit hook)
/// and SIGINT, SIGTERM and SIGHUP while a browser runs. Chromium's processes stay in
/// jshost's process group (a terminal's Ctrl-C or a `kill -- -PGID` reaches them all); a
/// signal sent to jshost alone is caught while a browser runs, the browser and every process
/// below it are ended and its profile folder removed, and the signal is then taken as it
/// would have been (the process ends by it, exit status 128 + N).
enum BrowserReaper {
    private static let lock = NSLock()
    /// The live browsers: process id → profile folder.
    nonisolated(unsafe) private static var live: [pid_t: String] = [:]
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    nonisolated(unsafe) private static var installed = false
    /// The signals a browser's life covers.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Notes a started browser.
    static func adopt(_ pid: pid_t, profile: String) {
        lock.lock()
        let late = stopping
        if !late { live[pid] = profile }
        lock.unlock()
        // Started on another thread while a signal was ending the browsers: ended here.
        if late { end(pid, profile: profile) }
    }

    /// Set once a signal is ending the browsers: a browser started after that is not left running.
    nonisolated(unsafe) private static var stopping = false

    /// Installs the signal and exit hooks, once, before the first browser starts (so no
    /// signal finds a browser unwatched). A browser is started with these signals at their
    /// defaults (`posix_spawnattr_setsigdefault`), not the ignored state they have here.
    static func prepare() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        atexit { BrowserReaper.endAll() }
        for number in signals {
            // A signal the process already ignores (nohup, a server that handles it) is left alone.
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
            // Ignored first, then watched (libdispatch's own handler must stay the last one set).
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { BrowserReaper.signalled(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Ends the browser `pid` (its own `close`): the process and those below it, then its profile.
    static func end(_ pid: pid_t) {
        lock.lock()
        let profile = live.removeValue(forKey: pid)
        lock.unlock()
        if let profile { end(pid, profile: profile) } else { terminate(pid) }
    }

    /// The browser, what still uses its profile, then the profile.
    private static func end(_ pid: pid_t, profile: String) {
        terminate(pid)
        endUsers(of: profile)
        remove(profile)
    }

    /// Ends what still uses the profile after the browser and its children are gone: Chromium's
    /// crash handler (crashpad) is started detached — not below the browser — with
    /// `--database=PROFILE/Crashpad`, and under load it can outlive the browser and write its
    /// database back into a removed profile.
    static func endUsers(of profile: String) {
        var users: [pid_t] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name), pid != getpid(),
                  let line = try? String(contentsOfFile: "/proc/\(name)/cmdline", encoding: .utf8) else { continue }
            if line.contains(profile) { users.append(pid) }
        }
        for pid in users { kill(pid, SIGKILL) }
        let killed = Date().addingTimeInterval(2)
        while users.contains(where: isRunning), Date() < killed { usleep(10_000) }
    }

    /// Removes a profile folder. A helper that was still writing in it as it ended (a storage
    /// or network process under load) can make the first removal fail on a folder that is not
    /// yet empty, or put a file back: tried again, a few times, until the folder is gone.
    static func remove(_ profile: String) {
        for attempt in 0..<20 {
            try? FileManager.default.removeItem(atPath: profile)
            if !FileManager.default.fileExists(atPath: profile) { return }
            if attempt < 19 { usleep(50_000) }
        }
    }

    /// Held while the browsers are being ended: an `exit()` on another thread meanwhile
    /// (the render failing as its browser goes) waits in its atexit hook until they are gone.
    private static let ending = NSLock()

    /// Ends every live browser.
    static func endAll() {
        ending.lock()
        defer { ending.unlock() }
        endLive()
    }

    private static func endLive() {
        lock.lock()
        let browsers = live
        live = [:]
        lock.unlock()
        for (pid, profile) in browsers {
            end(pid, profile: profile)
        }
    }

    /// A signal while a browser may run: end them, then let the signal do what it does.
    private static func signalled(_ number: Int32) {
        // Still holding `ending` when the signal is raised: no other thread's exit() runs first.
        ending.lock()
        lock.lock()
        stopping = true
        lock.unlock()
        endLive()
        signal(number, SIG_DFL)
        // To the process, not this thread (libdispatch's threads block the signals they watch):
        // a thread that does not block it takes it, and the process ends by it.
        kill(getpid(), number)
        for _ in 0..<100 { usleep(10_000) }
        ending.unlock()
    }

    /// SIGTERM to the browser (Chromium then ends its own helpers), waited for up to
    /// `grace` seconds, then SIGKILL to it and to every process that was below it.
    static func terminate(_ pid: pid_t, grace: Double = 5) {
        let below = descendants(of: pid)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(grace)
        var reaped = false
        while Date() < deadline {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) { reaped = true; break }
            usleep(20_000)
        }
        if !reaped {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        // Helpers that outlived the browser (a zygote, a renderer): gone too, and waited for
        // (two seconds at most) so that none still writes in the profile as it is removed.
        for child in below where isAlive(child) { kill(child, SIGKILL) }
        let killed = Date().addingTimeInterval(2)
        while below.contains(where: isRunning), Date() < killed { usleep(10_000) }
    }

    /// Alive and not a zombie (a helper ended but not yet reaped by its new parent writes nothing).
    private static func isRunning(_ pid: pid_t) -> Bool {
        statFields(pid)?.first.map { $0 != "Z" && $0 != "X" } ?? false
    }

    /// "pid (comm) state ppid …" of /proc/PID/stat: the fields after the command's closing
    /// parenthesis (state first, then the parent's id), or nil when the process is gone.
    private static func statFields(_ pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// The processes below `pid` (from /proc's parent links), deepest last.
    static func descendants(of pid: pid_t) -> [pid_t] {
        var parents: [pid_t: pid_t] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = pid_t(name), let fields = statFields(child) else { continue }
            if fields.count > 1, let parent = pid_t(fields[1]) { parents[child] = parent }
        }
        var found: [pid_t] = []
        var frontier = [pid]
        while let next = frontier.popLast() {
            for (child, parent) in parents where parent == next && !found.contains(child) {
                found.append(child)
                frontier.append(child)
            }
        }
        return found
    }

    private static func isAlive(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 }
}
