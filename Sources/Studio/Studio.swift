import Foundation
import AppProject
import HostRuntime
import AppSessions
import JSONSyntax
import Locking
import NotificationRendering
import Notifications
import Surfaces

/// What `jshost studio` was asked to do.
public struct StudioOptions: Sendable {
    /// The app's entry: a script or a page, as `jshost run` takes it.
    public var entry: String
    /// The port on 127.0.0.1 (0: a free one).
    public var port: Int
    /// The phones' options (the platform is set per phone; the app state is the page's control).
    public var device: DeviceOptions
    /// How often the entry and its modules are looked at for changes, in seconds.
    public var watchInterval: Double

    /// The flags `jshost run` also takes (permissions, app modules, limits), passed on to the
    /// Debug button's run.
    public var runArguments: [String]
    /// The jshost executable the Debug button runs (nil: this process's own).
    public var executable: String?
    /// Whether the phones mount the root component the entry registers, as `jshost run`
    /// does (`--no-mount`: false): the listeners an app adds in a component's effect exist,
    /// and a tap while the page's app state is terminated launches the app.
    public var mount = true

    public init(entry: String, port: Int = 0, device: DeviceOptions = DeviceOptions(), watchInterval: Double = 0.2,
                runArguments: [String] = [], executable: String? = nil) {
        self.entry = entry
        self.runArguments = runArguments
        self.executable = executable
        self.port = port
        self.device = device
        self.watchInterval = watchInterval
    }
}

/// `jshost studio`: a local web page to try an app's notification code by hand
/// (docs/studio.md). Two phones (iOS and Android), each a `Device` made and driven as
/// `jshost run` drives one; the page pushes payloads, taps buttons, opens, dismisses and
/// presses dialogs' buttons over a WebSocket and sees every effect as it happens. When the
/// entry or a module it loaded changes, both phones are made anew and the entry reloaded.
///
/// The server runs on its own thread (libsoup); everything else — the devices, their
/// JavaScript — runs on the thread that calls `run(until:)`.
public final class Studio {
    public let options: StudioOptions
    private let server: StudioServer
    private let root: String
    private let app: AppIdentity
    /// The gate for the files the project names (payload listings, the icon).
    private let projectFiles: ProjectFiles
    private var phones: [StudioPhone] = []
    /// The platforms a push goes to (the page's platform control).
    private var pushPlatforms: [Platform] = Platform.allCases
    private var appState: AppState
    private let watcher = FileWatcher()
    /// The Debug button's run, while one is going.
    private var debugRun: DebugRun?
    /// What the page's timeline showed, for a page that connects later (bounded), as the
    /// JSON text sent (a parsed tree would take several times the memory).
    private(set) var history: [String] = []
    static let historyLimit = 2_000
    private var reloads = 0
    /// The live check runs off the serving thread, the newest request only: requests made,
    /// and the answers ready to send (taken by `run`).
    private let checkQueue = DispatchQueue(label: "jshost.studio.check")
    private let checkState = Locked<(latest: Int, answers: [JSONValue])>((0, []))

    public init(options: StudioOptions) throws {
        self.options = options
        appState = options.device.appState
        let entryDirectory = (options.entry as NSString).deletingLastPathComponent
        root = AppProject.containing(entryDirectory.isEmpty ? "." : entryDirectory).folder
        projectFiles = options.device.runtime.permissions.projectFiles(entry: options.entry)
        app = AppIdentity.find(from: entryDirectory.isEmpty ? "." : entryDirectory, files: projectFiles)
        if let problem = app.iconProblem { FileHandle.standardError.write(Data("jshost: warning: \(problem)\n".utf8)) }
        server = try StudioServer(port: options.port, token: StudioRequestGuard.randomToken(), files: StudioPage.files)
        try makePhones()
    }

    /// The page's address, token included.
    public var url: String { server.url }

    /// Reloads so far (the entry or a module changed).
    public var reloadCount: Int { reloads }

    /// The files whose change reloads the app: the entry and what its module loader read.
    public var watchedFiles: [String] { watcher.watched }

    /// Serves until `shouldStop` says so (checked every 20 ms): handles the page's
    /// messages, runs the phones' due timers, watches the files.
    public func run(until shouldStop: () -> Bool) {
        var lastLook = DispatchTime.now()
        while !shouldStop() {
            server.waitForActivity(seconds: 0.02)
            let (messages, newClients) = server.takeMessages()
            if newClients > 0 { server.broadcast(helloText()) }
            for message in messages { handle(message) }
            for answer in checkState.withLock({ state in defer { state.answers = [] }; return state.answers }) { send(answer, keep: false) }
            for phone in phones { phone.device.settle() }
            if let debugRun {
                for message in debugRun.poll() { send(message) }
            }
            let now = DispatchTime.now()
            if Double(now.uptimeNanoseconds - lastLook.uptimeNanoseconds) / 1e9 >= options.watchInterval {
                lastLook = now
                if let changed = watcher.changed() { reload(because: changed) }
            }
        }
    }

    /// Stops the server and frees the phones.
    public func close() {
        debugRun?.stop()
        debugRun = nil
        server.stop()
        for phone in phones { phone.close() }
        phones = []
    }

    // MARK: Phones

    private func makePhones() throws {
        var options = options.device
        options.appState = appState
        options.mount = self.options.mount
        phones = try Platform.allCases.map { platform in
            try StudioPhone(platform: platform, options: options, app: app) { [unowned self] in send($0) }
        }
        for phone in phones { phone.load(self.options.entry) }
        reportLoadErrors()
        var files = [ModuleLoader.realPath(ModuleLoader.absolute(self.options.entry))]
        for phone in phones { files += phone.device.runtime.modules?.filesRead ?? [] }
        watcher.watch(Array(Set(files)))
    }

    /// The entry's load errors in the terminal too (the page shows them over the phones):
    /// each once, naming the phones it stopped.
    private func reportLoadErrors() {
        var seen: [(message: String, platforms: [String])] = []
        for phone in phones {
            for case let .error(_, message, _, _, _, _, _) in phone.loadErrors.map(\.kind) {
                if let index = seen.firstIndex(where: { $0.message == message }) { seen[index].platforms.append(phone.platform.rawValue) }
                else { seen.append((message, [phone.platform.rawValue])) }
            }
        }
        let entry = (options.entry as NSString).lastPathComponent
        for (message, platforms) in seen {
            FileHandle.standardError.write(Data("jshost studio: \(entry) did not load on \(platforms.joined(separator: " and ")): \(message)\n".utf8))
        }
    }

    private func reload(because changed: String) {
        for phone in phones { phone.close() }
        phones = []
        reloads += 1
        send(["type": "reload", "file": .string(relative(changed)), "count": .number(Double(reloads))])
        do {
            try makePhones()
        } catch {
            send(["type": "failure", "message": .string("cannot make the phones again: \(error)")])
        }
    }

    private func phone(_ message: JSONValue) -> StudioPhone? {
        let name = message["platform"]?.stringValue
        return phones.first { $0.platform.rawValue == name }
    }

    // MARK: Messages

    private func send(_ message: JSONValue, keep: Bool = true) {
        let text = message.jsonString
        if keep {
            history.append(text)
            if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        }
        server.broadcast(text)
    }

    private func hello() -> JSONValue {
        let payloads = PayloadFiles.find(under: root, files: projectFiles).map { found -> JSONValue in
            ["file": .string(found.file), "text": .string(found.text)]
        }
        return ["type": "hello", "entry": .string(relative(ModuleLoader.absolute(options.entry))), "root": .string(root),
                "app": .string(app.name), "payloads": .array(payloads),
                "platforms": .array(pushPlatforms.map { .string($0.rawValue) }), "appState": .string(appState.rawValue),
                "watching": .array(watcher.watched.map { .string(relative($0)) })]
    }

    /// `hello()` with the timeline's messages spliced in as they were sent.
    private func helloText() -> String {
        var text = hello().jsonString
        text.removeLast()  // the closing brace
        return text + ",\"timeline\":[" + history.joined(separator: ",") + "]}"
    }

    private func handle(_ text: String) {
        guard let message = try? JSONParser.parse(text), case let .object(object) = message, let type = object["type"]?.stringValue else {
            send(["type": "failure", "message": "the page sent a message that is not JSON with a type"], keep: false)
            return
        }
        switch type {
        case "check":
            check(message)
        case "push":
            check(message)
            // The page's events are the device-event vocabulary's (DeviceEvent), `type` naming the event.
            guard case var .push(push)? = try? DeviceEvent.decode(object) else { return }
            push.file = push.file ?? "payload.json"
            for phone in phones where pushPlatforms.contains(phone.platform) {
                _ = try? phone.device.apply(.push(push), from: .studio)
            }
        case "tap", "open", "dismiss", "press":
            guard let phone = phone(message), let event = try? DeviceEvent.decode(object) else { return }
            _ = try? phone.device.apply(event, from: .studio)
        case "debug":
            startDebugRun(message)
        case "settings":
            if let platforms = message["platforms"]?.arrayValue {
                pushPlatforms = Platform.allCases.filter { p in platforms.contains { $0.stringValue == p.rawValue } }
            }
            if let state = message["appState"]?.stringValue.flatMap(AppState.init(rawValue:)) {
                appState = state
                for phone in phones { _ = try? phone.device.apply(.appState(state), from: .studio) }
            }
            send(["type": "settings", "platforms": .array(pushPlatforms.map { .string($0.rawValue) }), "appState": .string(appState.rawValue)],
                 keep: false)
        default:
            send(["type": "failure", "message": .string("unknown message type \(type)")], keep: false)
        }
    }

    /// The Debug button: the entry run again under the debugger, with the editor's payload on
    /// the platform asked for (a run already going is ended first).
    private func startDebugRun(_ message: JSONValue) {
        debugRun?.stop()
        debugRun = nil
        let platform = message["platform"]?.stringValue.flatMap(Platform.init(rawValue:)) ?? .ios
        let executable = options.executable ?? (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        do {
            debugRun = try DebugRun(executable: executable, entry: ModuleLoader.absolute(options.entry), payload: message["text"]?.stringValue ?? "",
                                    file: message["file"]?.stringValue ?? "payload.json", platform: platform.rawValue,
                                    appState: appState.rawValue, arguments: options.runArguments)
            send(["type": "debug", "state": "starting", "platform": .string(platform.rawValue)], keep: false)
        } catch {
            send(["type": "debug", "state": "ended", "platform": .string(platform.rawValue),
                  "message": .string("cannot start the debugged run: \(error)")], keep: false)
        }
    }

    /// Starts `jshost check` on the editor's text off the serving thread (the page stays
    /// served while a large payload is checked); a newer request makes an older one's answer
    /// moot, so only the newest runs and is answered. The names the phones' app registered
    /// are taken here, on the thread the phones belong to.
    private func check(_ message: JSONValue) {
        var registered = RegisteredNames()
        for phone in phones {
            registered.categories[phone.platform] = phone.device.dispatcher.registeredCategories
            if let channels = phone.device.dispatcher.registeredChannels { registered.channels = (registered.channels ?? []).union(channels) }
        }
        let number = checkState.withLock { state in
            state.latest += 1
            return state.latest
        }
        let state = checkState
        let names = registered
        checkQueue.async {
            guard state.withLock({ $0.latest == number }) else { return }
            let answer = Self.check(message, registered: names)
            state.withLock { if $0.latest == number { $0.answers.append(answer) } }
        }
    }

    /// `jshost check`'s findings (`PayloadCheck`, with the categories and channels the
    /// phones' app registered), each with its line in the editor's text (the text read once).
    static func check(_ message: JSONValue, registered: RegisteredNames) -> JSONValue {
        let text = message["text"]?.stringValue ?? ""
        let file = message["file"]?.stringValue ?? "payload.json"
        let bytes = Array(text.utf8)
        var syntaxLine: Int?
        do { _ = try JSONParser.parse(bytes, file: file) } catch let error as JSONSyntaxError { syntaxLine = error.line } catch {}
        let all = PayloadCheck.check(bytes, file: file, platforms: Platform.allCases, registered: registered)
        let lines = FindingLines.lines(of: all.map { $0.kind == .invalid ? nil : $0.path }, in: text)
        let findings = zip(all, lines).map { finding, pathLine -> JSONValue in
            var o: JSONObject = ["severity": .string(finding.severity.rawValue), "check": .string(finding.kind.rawValue),
                                 "message": .string(finding.description)]
            if let platform = finding.platform { o.append("platform", .string(platform.rawValue)) }
            if let path = finding.path { o.append("path", .string(path)) }
            let line = finding.kind == .invalid ? syntaxLine : pathLine
            if let line { o.append("line", .number(Double(line))) }
            return .object(o)
        }
        return ["type": "check", "file": .string(file), "findings": .array(findings)]
    }

    private func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
