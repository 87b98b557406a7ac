import Foundation
import JSONSyntax
#if canImport(Glibc)
import Glibc
#endif

/// Photographs rendered pages with one headless Chromium for its whole life (docs/rendering.md):
/// Debian's `chromium` started once with `--remote-debugging-pipe`, spoken to with the Chrome
/// DevTools Protocol over that pipe (JSON messages ended by a NUL byte on the browser's file
/// descriptors 3 and 4), one page loaded in turn and each view photographed by its rectangle.
/// Started only by `--render`, the docs' pictures and the renderer's tests, never by a plain run.
///
/// Why not chromium-driver's WebDriver: its HTTP answers write headers without a space after
/// the colon (`Content-Length:251`), which swift-corelibs-foundation's URLSession rejects
/// ("Failed writing header"); the pipe needs no HTTP at all.
public final class ChromiumCamera {
    /// Where Debian puts it; `JSHOST_CHROMIUM` overrides.
    public static var chromiumPath: String { ProcessInfo.processInfo.environment["JSHOST_CHROMIUM"] ?? "/usr/bin/chromium" }

    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: chromiumPath) }

    /// Seconds one command may take before the browser counts as hung.
    public var timeout: Double = 60

    private var pid: pid_t = 0
    /// The browser's process id while it runs (0 once closed).
    public var processID: pid_t { pid }
    private var profile = ""
    private var toBrowser: Int32 = -1
    private var fromBrowser: Int32 = -1
    private var pending: [UInt8] = []
    private var nextId = 0
    private var session: String?
    /// Console errors, uncaught exceptions and failed loads of the current page.
    private var errors: [String] = []
    private var loaded = false

    /// Starts the browser; `RenderingError.browserMissing` when it is not installed.
    public init() throws {
        guard Self.isAvailable else { throw RenderingError.browserMissing }
        try start()
        do {
            let targets = try send("Target.getTargets", [:])
            let page = (targets["targetInfos"]?.arrayValue ?? []).first { $0["type"]?.stringValue == "page" }
            let targetId: String
            if let id = page?["targetId"]?.stringValue {
                targetId = id
            } else {
                guard let id = try send("Target.createTarget", ["url": "about:blank"])["targetId"]?.stringValue else {
                    throw RenderingError.browser("no page to draw in")
                }
                targetId = id
            }
            session = try send("Target.attachToTarget", ["targetId": .string(targetId), "flatten": true])["sessionId"]?.stringValue
            for domain in ["Page.enable", "Runtime.enable", "Log.enable"] { _ = try send(domain, [:]) }
            _ = try send("Emulation.setDeviceMetricsOverride", ["width": 1800, "height": 1400, "deviceScaleFactor": 1, "mobile": false])
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Ends the browser (and waits for it).
    public func close() {
        if toBrowser >= 0 { _ = Glibc.close(toBrowser); toBrowser = -1 }
        if fromBrowser >= 0 { _ = Glibc.close(fromBrowser); fromBrowser = -1 }
        if pid > 0 {
            BrowserReaper.end(pid)
            pid = 0
        }
    }

    /// Loads `page` (a file) and returns each `section.view` element's `data-file` name and a
    /// PNG of its drawn screen (`.screen`).
    public func photographViews(of page: String) throws -> [(name: String, png: Data)] {
        try load(page)
        let rects = try evaluate("""
            [...document.querySelectorAll('section.view')].map(s => {
              const r = (s.querySelector('.screen') || s).getBoundingClientRect();
              return { name: s.dataset.file, x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
            })
            """)?.arrayValue ?? []
        return try rects.map { r in
            var clip = JSONObject()
            for key in ["x", "y", "width", "height"] { clip.append(key, .number(r[key]?.doubleValue ?? 0)) }
            clip.append("scale", 1)
            return (r["name"]?.stringValue ?? "view", try screenshot(clip: clip))
        }
    }

    /// Navigates to a file and waits for its `load` event.
    public func load(_ page: String) throws {
        errors = []
        loaded = false
        _ = try send("Page.navigate", ["url": .string(URL(fileURLWithPath: page).absoluteString)])
        let deadline = Date().addingTimeInterval(timeout)
        while !loaded {
            guard Date() < deadline else { throw RenderingError.browser("\(page) did not finish loading") }
            try handle(readMessage())
        }
    }

    /// Evaluates a JavaScript expression in the page (a promise is awaited); returns its value
    /// as JSON (nil for `undefined`).
    public func evaluate(_ expression: String) throws -> JSONValue? {
        let answer = try send("Runtime.evaluate", ["expression": .string(expression), "returnByValue": true, "awaitPromise": true])
        if let exception = answer["exceptionDetails"] {
            let description = exception["exception"]?["description"]?.stringValue ?? exception["text"]?.stringValue ?? "exception"
            throw RenderingError.browser("script failed: \(description)")
        }
        return answer["result"]?["value"]
    }

    /// What the page reported as an error since it was loaded: console errors, uncaught
    /// exceptions, resources that failed to load.
    public var consoleErrors: [String] { errors }

    /// A PNG of a rectangle of the page (CSS pixels).
    public func screenshot(clip: JSONObject) throws -> Data {
        let answer = try send("Page.captureScreenshot", ["format": "png", "clip": .object(clip), "captureBeyondViewport": true])
        guard let base64 = answer["data"]?.stringValue, let data = Data(base64Encoded: base64) else {
            throw RenderingError.browser("no screenshot")
        }
        return data
    }

    // MARK: The DevTools pipe

    private func start() throws {
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw RenderingError.browser("cannot make pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The browser reads commands on fd 3 and writes answers on fd 4.
        posix_spawn_file_actions_adddup2(&actions, input[0], 3)
        posix_spawn_file_actions_adddup2(&actions, output[1], 4)
        let devNull = open("/dev/null", O_RDWR)
        posix_spawn_file_actions_adddup2(&actions, devNull, 0)
        posix_spawn_file_actions_adddup2(&actions, devNull, 1)
        posix_spawn_file_actions_adddup2(&actions, devNull, 2)
        profile = NSTemporaryDirectory() + "jshost-chromium-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let arguments = [Self.chromiumPath, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--hide-scrollbars", "--force-device-scale-factor=1", "--font-render-hinting=none",
                         "--disable-lcd-text", "--force-color-profile=srgb", "--no-first-run", "--no-default-browser-check",
                         "--disable-extensions", "--disable-background-networking", "--disable-sync", "--mute-audio",
                         "--user-data-dir=\(profile)", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        // The browser stays in jshost's process group; the reaper ends it on every exit but
        // `kill -9`, and it starts with the signals the reaper catches at their defaults.
        BrowserReaper.prepare()
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in BrowserReaper.signals { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let status = posix_spawn(&pid, Self.chromiumPath, &actions, &attributes, &argv, environ)
        if status == 0 { BrowserReaper.adopt(pid, profile: profile) }
        _ = Glibc.close(devNull)
        _ = Glibc.close(input[0])
        _ = Glibc.close(output[1])
        toBrowser = input[1]
        fromBrowser = output[0]
        guard status == 0 else {
            pid = 0
            throw RenderingError.browser("cannot start \(Self.chromiumPath): \(String(cString: strerror(status)))")
        }
    }

    /// Sends one command (to the browser until a page is attached, then to the page) and
    /// returns its `result`, handling the events that arrive meanwhile.
    @discardableResult
    private func send(_ method: String, _ params: JSONObject) throws -> JSONValue {
        nextId += 1
        let id = nextId
        var message = JSONObject()
        message.append("id", .number(Double(id)))
        message.append("method", .string(method))
        message.append("params", .object(params))
        if let session { message.append("sessionId", .string(session)) }
        var bytes = Array(JSONValue.object(message).jsonString.utf8)
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw RenderingError.browser("the browser closed its pipe") }
            written += n
        }
        while true {
            let answer = try readMessage()
            guard answer["id"]?.intValue == id else {
                try handle(answer)
                continue
            }
            if let error = answer["error"] {
                throw RenderingError.browser("\(method): \(error["message"]?.stringValue ?? "failed")")
            }
            return answer["result"] ?? .object(JSONObject())
        }
    }

    /// An event: the load finishing, or an error the page reported.
    private func handle(_ event: JSONValue) throws {
        let params = event["params"]
        switch event["method"]?.stringValue {
        case "Page.loadEventFired": loaded = true
        case "Runtime.exceptionThrown":
            let details = params?["exceptionDetails"]
            errors.append(details?["exception"]?["description"]?.stringValue ?? details?["text"]?.stringValue ?? "exception")
        case "Runtime.consoleAPICalled" where params?["type"]?.stringValue == "error":
            let args = params?["args"]?.arrayValue ?? []
            errors.append(args.map { $0["value"]?.stringValue ?? $0["description"]?.stringValue ?? "" }.joined(separator: " "))
        case "Log.entryAdded":
            let entry = params?["entry"]
            if entry?["level"]?.stringValue == "error" { errors.append(entry?["text"]?.stringValue ?? "error") }
        default: break
        }
    }

    /// The next NUL-ended message from the browser.
    private func readMessage() throws -> JSONValue {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let end = pending.firstIndex(of: 0) {
                let message = Array(pending[..<end])
                pending.removeSubrange(...end)
                return (try? JSONParser.parse(message)) ?? .object(JSONObject())
            }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard left > 0 else { throw RenderingError.browser("no answer in \(Int(timeout)) s") }
            // A signal (the reaper's, SIGINT or SIGTERM) interrupts the wait: wait on.
            let ready = poll(&poller, 1, left)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { throw RenderingError.browser("no answer in \(Int(timeout)) s") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw RenderingError.browser("the browser exited") }
            pending.append(contentsOf: chunk[..<n])
        }
    }
}
