import Foundation
import HostRuntime
import JSCore
import Notifications
import Surfaces

/// Where an input (payload or event stream) comes from: a file, or `-` for stdin.
public struct InputSource: Sendable {
    /// The longest event line and the largest payload read, in bytes (1 MiB): APNs and
    /// FCM take 4 KB, so anything near this is a mistake (or `/dev/zero`), and a bound
    /// keeps memory bounded whatever the input.
    public static let maximumLineBytes = 1 << 20
    public static let maximumPayloadBytes = 1 << 20

    public var path: String
    /// The input itself, when it is given rather than read (an MCP tool call's inline payload
    /// or events); `path` is then the name errors use.
    public var contents: [UInt8]?
    public init(_ path: String) { self.path = path }
    /// Given bytes, named `name` in errors (`<payload>`, `<events>`).
    public init(contents: [UInt8], name: String) {
        self.path = name
        self.contents = contents
    }
    public var isStandardInput: Bool { path == "-" && contents == nil }
    /// The name errors use.
    public var displayName: String { isStandardInput ? "<stdin>" : path }

    /// Calls `body` with each line (without its newline) and its 1-based number,
    /// reading 1 MiB at a time, so an event stream of any length (a file or a
    /// pipe) is played in constant memory. A line longer than `maximumLineBytes`
    /// is skipped (up to its newline) and handed to `oversized` with its number and
    /// whether reading goes on: a line that runs on for 16 times the limit (an endless
    /// one, `/dev/zero`) ends the stream there.
    package func forEachLine(_ body: (UnsafeRawBufferPointer, Int) -> Void, oversized: (_ line: Int, _ endsStream: Bool) -> Void = { _, _ in }) throws {
        if let contents {
            // Given lines: the same limit per line, none on their number.
            contents.withUnsafeBytes { bytes in
                var number = 0
                for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
                    number += 1
                    if line.count > Self.maximumLineBytes { oversized(number, false) } else { body(UnsafeRawBufferPointer(rebasing: line), number) }
                }
            }
            return
        }
        let fd = isStandardInput ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else { throw SimulationError.unreadableInput(path: path, reason: Self.reason(errno)) }
        defer { if !isStandardInput { close(fd) } }
        // One byte more than the longest line: a full buffer without a newline is a line over the limit.
        var buffer = [UInt8](repeating: 0, count: Self.maximumLineBytes + 1)
        var filled = 0, lineNumber = 0
        var skipping = false  // inside an oversized line, until its newline
        var skipped = 0
        while true {
            if filled == buffer.count {
                if !skipping {
                    // The buffer holds one unfinished line: it is over the limit.
                    lineNumber += 1
                    skipped = 0
                    skipping = true
                }
                skipped += filled
                if skipped >= 16 * Self.maximumLineBytes {
                    oversized(lineNumber, true)
                    return
                }
                filled = 0
            }
            let got = buffer.withUnsafeMutableBytes { HostPlatform.read(fd, into: $0.baseAddress! + filled, count: $0.count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                throw SimulationError.unreadableInput(path: path, reason: Self.reason(errno))
            }
            let atEnd = got == 0
            filled += got
            var start = 0
            buffer.withUnsafeBytes { bytes in
                let base = bytes.baseAddress!
                if skipping {
                    guard let newline = memchr(base, 0x0A, filled) else {
                        if atEnd { oversized(lineNumber, false) }
                        return  // still inside the long line: what was read is dropped when the buffer is full
                    }
                    skipping = false
                    oversized(lineNumber, false)
                    start = UnsafeRawPointer(newline) - base + 1
                }
                while start < filled {
                    guard let newline = memchr(base + start, 0x0A, filled - start) else {
                        if atEnd {
                            lineNumber += 1
                            body(UnsafeRawBufferPointer(rebasing: bytes[start..<filled]), lineNumber)
                            start = filled
                        }
                        break
                    }
                    let end = UnsafeRawPointer(newline) - base
                    lineNumber += 1
                    body(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), lineNumber)
                    start = end + 1
                }
            }
            if atEnd { return }
            // Keep the unfinished line at the front for the next read.
            if start > 0 {
                buffer.withUnsafeMutableBytes { _ = memmove($0.baseAddress!, $0.baseAddress! + start, filled - start) }
                filled -= start
            }
        }
    }

    /// The whole input (a payload), at most `maximumPayloadBytes`.
    public func read() throws -> [UInt8] {
        let limit = Self.maximumPayloadBytes
        if let contents {
            guard contents.count <= limit else { throw SimulationError.inputTooLarge(path: displayName, limit: limit) }
            return contents
        }
        if isStandardInput {
            // Swift 6 mode: the C `stdin` global is shared mutable state, so a FILE of fd 0.
            guard let input = fdopen(dup(0), "rb") else { throw SimulationError.unreadableInput(path: displayName, reason: Self.reason(errno)) }
            defer { fclose(input) }
            var bytes: [UInt8] = []
            try readRest(input, into: &bytes, limit: limit)
            return bytes
        }
        // Straight into the array (no `Data` to copy from): event files can be large.
        guard let file = fopen(path, "rb") else { throw SimulationError.unreadableInput(path: path, reason: Self.reason(errno)) }
        defer { fclose(file) }
        // A regular file is read in one go into an array of its size (no zero-filling,
        // no regrowth); anything else, or a file that grew meanwhile, in chunks.
        var info = stat()
        if fstat(fileno(file), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw SimulationError.unreadableInput(path: path, reason: "it is a directory")
        }
        if fstat(fileno(file), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
            let size = Int(info.st_size)
            guard size <= limit else { throw SimulationError.inputTooLarge(path: path, limit: limit) }
            var got = 0
            var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                got = fread(buffer.baseAddress!, 1, size, file)
                initialized = got
            }
            if got < size {
                if ferror(file) != 0 { throw SimulationError.unreadableInput(path: path, reason: Self.reason(errno)) }
                return bytes
            }
            try readRest(file, into: &bytes, limit: limit)
            return bytes
        }
        var bytes: [UInt8] = []
        try readRest(file, into: &bytes, limit: limit)
        return bytes
    }

    /// Appends what is left of `file` to `bytes`, in growing chunks; more than
    /// `limit` bytes in all is an error.
    private func readRest(_ file: UnsafeMutablePointer<FILE>, into bytes: inout [UInt8], limit: Int) throws {
        var chunk = 1 << 16
        while true {
            let start = bytes.count
            bytes.reserveCapacity(start + chunk)
            var got = 0
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            bytes.withUnsafeMutableBufferPointer { buffer in got = fread(buffer.baseAddress! + start, 1, chunk, file) }
            bytes.removeLast(chunk - got)
            if bytes.count > limit { throw SimulationError.inputTooLarge(path: displayName, limit: limit) }
            if got < chunk {
                if ferror(file) != 0 { throw SimulationError.unreadableInput(path: displayName, reason: Self.reason(errno)) }
                return
            }
            chunk = min(chunk * 2, limit + 1 - bytes.count)
        }
    }

    /// `No such file or directory`, `Permission denied`, …
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// What the user does to the pushed notification (`--tap`, `--open`, `--dismiss`).
public enum Interaction: Sendable, Equatable {
    case tap(String)
    case open
    case dismiss

    var response: ResponseAction {
        switch self {
        case let .tap(id): return .action(id)
        case .open: return .default
        case .dismiss: return .dismiss
        }
    }

    /// The device event this is on `notification` (`--tap ACTION --text T` is a `response`).
    func event(on notification: String, text: String?) -> DeviceEvent {
        .respond(notification: notification, action: response, text: text)
    }
}

/// Everything `jshost run` was asked to do.
public struct SimulationRequest: Sendable {
    public var script: String
    public var device: DeviceOptions
    public var push: InputSource?
    public var pushFormat: PayloadFormat?
    public var interaction: Interaction?
    public var text: String?
    public var events: InputSource?
    /// `--press LABEL`, in order: each answers the next dialog showing that button.
    public var presses: [String] = []
    /// `--click SELECTOR`, in order, once the page has loaded (after deviceready).
    public var clicks: [String] = []
    /// MobileFirst adapters (`--adapter FILE`) loaded beside the app, and procedure calls
    /// (`--call EXPR`) run in the last one once the app has loaded.
    public var adapters: [String] = []
    public var calls: [String] = []
    /// The notification `interaction` acts on when it is not the pushed one
    /// (`--notification ID`): one the script displayed or scheduled itself, acted on once
    /// the run has nothing left to do (with `--fake-time`, once its schedule is due).
    public var notification: String?

    public init(script: String, device: DeviceOptions = DeviceOptions(), push: InputSource? = nil, pushFormat: PayloadFormat? = nil,
                interaction: Interaction? = nil, text: String? = nil, events: InputSource? = nil, notification: String? = nil) {
        self.notification = notification
        self.script = script
        self.device = device
        self.push = push
        self.pushFormat = pushFormat
        self.interaction = interaction
        self.text = text
        self.events = events
    }
}

/// Problems with the inputs themselves, before anything runs.
public enum SimulationError: Error, CustomStringConvertible {
    /// A payload or event file could not be read, and why (`No such file or directory`, …).
    case unreadableInput(path: String, reason: String)
    /// A payload over `InputSource.maximumPayloadBytes`.
    case inputTooLarge(path: String, limit: Int)

    public var description: String {
        switch self {
        case let .unreadableInput(path, reason):
            // A payload named one letter off (`pyload.json`) points at the one beside it.
            let nearby = path == "<stdin>" || FileManager.default.fileExists(atPath: path) ? nil : Suggestion.nearbyFile(for: path)
            return "cannot read \(path): \(reason)" + (nearby.map { " (did you mean '\($0)'?)" } ?? "")
        case let .inputTooLarge(path, limit): return "\(path) is larger than \(limit / 1024 / 1024) MiB, the most a payload may be"
        }
    }
}

extension SimulationRequest {
    /// What is wrong with how the inputs were combined (a usage error), or nil.
    public var flagProblem: String? {
        if text != nil {
            switch interaction {
            case .open?: return "--text cannot be combined with --open: a reply is typed into a text-input action (--tap ACTION)"
            case .dismiss?: return "--text cannot be combined with --dismiss: a reply is typed into a text-input action (--tap ACTION)"
            case nil where events == nil: return "--text needs --tap ACTION (the reply is typed into an action)"
            default: break
            }
        }
        if !calls.isEmpty, adapters.isEmpty { return "--call needs --adapter FILE (the adapter whose procedure it calls)" }
        if let interaction, push == nil, notification == nil, calls.isEmpty {
            let flag = interaction == .open ? "--open" : interaction == .dismiss ? "--dismiss" : "--tap"
            return "\(flag) needs --push FILE or --notification ID (the notification to act on), or a --call that sends one"
        }
        if notification != nil, interaction == nil {
            return "--notification needs --tap ACTION, --open or --dismiss (what to do to it)"
        }
        if push?.isStandardInput == true, events?.isStandardInput == true {
            return "--push - and --events - cannot both read standard input"
        }
        return nil
    }
}

/// `jshost run`: loads the script on a simulated device, delivers the push
/// and the interaction, then the events, and runs until nothing is pending.
public final class Simulation {
    public let request: SimulationRequest
    public let device: Device

    /// Sees the responses, to say when one reached none of the app's code (RunSummary.swift).
    private let watcher: ResponseWatcher

    public init(request: SimulationRequest, sink: EffectSink) throws {
        self.request = request
        watcher = ResponseWatcher(next: sink)
        var options = request.device
        if options.appState == .terminated, options.mount, request.push != nil {
            // A push to the quit app: the app ran on this phone before, and the categories
            // that launch registered are kept (EarlierLaunch.swift).
            options.earlierLaunchCategories = EarlierLaunch.categories(entry: request.script, options: options)
        }
        device = try AppModules.device(options: options, sink: watcher)
    }

    /// Runs everything; returns the exit status (0 ok, 1 script or handler
    /// error, 2 rejected input).
    public func run() -> Int32 {
        // The flags' events (DeviceEvent, from `.flag`): presses wait for their dialogs.
        for label in request.presses { apply(.press(label: label)) }
        // The server's adapters run before the app starts.
        for adapter in request.adapters { device.loadAdapter(adapter) }
        device.load(script: request.script)
        // Packages missing from the graph: all of them at once, and nothing is delivered to an
        // app that did not load as it would on a phone.
        if let missing = MissingPackagesReport.effect(MissingPackagesReport.missing(device, errors: watcher.errorMessages), script: request.script) {
            device.dispatcher.record(missing)
            device.finish()
            return device.exitStatus
        }
        for selector in request.clicks { apply(.click(selector: selector)) }
        var sent: String?
        for call in request.calls { sent = apply(.call(expression: call)) ?? sent }
        if let push = request.push {
            deliverPush(from: push)
        } else if let sent, request.notification == nil, let interaction = request.interaction {
            // Without --push, the interaction is with what the last --call sent.
            respond(interaction.event(on: sent, text: request.text))
        }
        if let id = request.notification, let interaction = request.interaction {
            // A notification the script displays or schedules: once everything before it is done,
            // and no later than its first occurrence.
            device.run(until: { [device] in device.dispatcher.notification(id: id) != nil })
            respond(interaction.event(on: id, text: request.text))
        }
        if let events = request.events { EventStream(device: device).play(events) }
        device.finish()
        if !request.presses.isEmpty { device.reportUnusedPresses() }
        reportSilentResponses()
        return device.exitStatus
    }

    /// A response the flags asked for (DeviceEvent's `response`, which never fails to apply).
    private func respond(_ event: DeviceEvent) {
        apply(event)
    }

    /// An event the flags give (none of theirs throws: `advance` is not a flag's; their
    /// problems are effects). Answers what `Device.apply` does (a `--call`'s notification).
    @discardableResult
    private func apply(_ event: DeviceEvent) -> String? {
        (try? device.apply(event, from: .flag)) ?? nil
    }

    /// A tap, launch or dismissal that ran none of the app's code says so, once each (not
    /// when the late-listener finding already said why, nor for a tap — on the notification
    /// or a button — when the app asked its library for the launching notification, which
    /// answers it: expo-notifications' last response carries the button's identifier).
    private func reportSilentResponses() {
        for response in watcher.responses where !response.reached && !watcher.lateListenerWarned.contains(response.notification)
            && !(response.action != "dismiss" && device.askedForLaunchingNotification) {
            let what = response.action == "dismiss" ? "dismissal"
                : response.action == "default" ? "tap on the notification" : "tap on \"\(response.action)\""
            device.dispatcher.record(.warning(message: RunSummary.silentResponse(what, device: device)), notification: response.notification)
        }
    }

    /// `jshost check`'s findings for the pushed payload, as `warning` effects. Not its size
    /// (the dispatcher warns of that for every push) and not a payload that failed to
    /// decode (already an `error`).
    private func reportFindings(_ bytes: [UInt8], source: InputSource, notification: String, appDisplayed: Bool) {
        let platform = device.platform
        let registered = RegisteredNames(categories: [platform: device.dispatcher.registeredCategories],
                                         channels: device.dispatcher.registeredChannels,
                                         displaysDataMessage: appDisplayed ? [platform] : [])
        for finding in PayloadCheck.check(bytes, file: source.displayName, format: request.pushFormat, platforms: [platform],
                                          registered: registered)
        where finding.kind != .size && finding.kind != .invalid && finding.kind != .category {
            device.dispatcher.record(.warning(message: finding.description), notification: notification)
        }
    }

    private func deliverPush(from source: InputSource) {
        let bytes: [UInt8]
        do {
            bytes = try source.read()
        } catch {
            device.dispatcher.record(.error(.input, "\(error)"))
            return
        }
        let shownBefore = device.dispatcher.lastDisplayedId
        guard var id = apply(.push(DeviceEvent.Push(payload: bytes, format: request.pushFormat, file: source.displayName))) else { return }
        // A data-only message shows nothing itself: the interaction is with the notification
        // the app's handler displayed for it (Firebase's handler calling Notifee, …), if any.
        let pushedId = id
        if device.dispatcher.notification(id: id) == nil, let shown = device.dispatcher.lastDisplayedId, shown != shownBefore {
            id = shown
        }
        // Shown: the push itself (a library may show a data message) or one the app displayed for it.
        reportFindings(bytes, source: source, notification: pushedId,
                       appDisplayed: id != pushedId || device.dispatcher.notification(id: pushedId) != nil)
        // A Detox notification may carry the user's response itself.
        let detox = device.dispatcher.notification(id: id)?.detox
        if let interaction = request.interaction, request.notification == nil {
            respond(interaction.event(on: id, text: request.text ?? detox?.userText))
        } else if let action = detox?.actionIdentifier {
            respond(.respond(notification: id, action: ResponseAction(action), text: request.text ?? detox?.userText))
        }
    }
}
