import HostRuntime
import JSONSyntax
import Notifications

/// What a user, the system or a test does to a simulated phone: the one vocabulary of the
/// front ends that drive a `Device` (docs/cli.md, "Device events"). `run`'s flags, `--events`
/// lines, `simulate.*` in tests, the studio's messages and the MCP `run` tool's arguments are
/// spellings of these; `Device.apply` is the one place an event reaches the device.
public enum DeviceEvent: Sendable, Equatable {
    /// A push payload arrives (its format by shape unless named); `id` names the notification.
    case push(Push)
    /// The user acts on a shown notification: an action button (with the text typed into a
    /// text-input action), the notification itself (`.default`) or its dismissal (`.dismiss`).
    case respond(notification: String, action: ResponseAction, text: String?)
    /// Time moves forward `milliseconds` (on the virtual clock a jump, else a wait).
    case advance(milliseconds: Double)
    /// The app goes to the foreground, the background or is quit.
    case appState(AppState)
    /// The phone becomes the other platform (later pushes display as it shows them).
    case platform(Platform)
    /// The button titled `label` of the oldest open dialog that has one.
    case press(label: String)
    /// A procedure call of the loaded MobileFirst adapter (`submitNotification("alice")`).
    case call(expression: String)
    /// A tap on the page's element `selector` matches (a Cordova/Capacitor page).
    case click(selector: String)
    /// Text typed into the page's field `selector` matches.
    case input(selector: String, value: String)
    /// The root component the app registered mounts, or unmounts (its effects' cleanups run).
    case mount
    case unmount

    /// A pushed payload: its JSON text and where it came from, for errors.
    public struct Push: Sendable, Equatable {
        public var payload: [UInt8]
        public var id: String?
        public var format: PayloadFormat?
        /// The name errors give the payload (`payload.json`, `simulate.push`).
        public var file: String?
        public init(payload: [UInt8], id: String? = nil, format: PayloadFormat? = nil, file: String? = nil) {
            self.payload = payload
            self.id = id
            self.format = format
            self.file = file
        }
    }

    /// An event line or message that is not one of the vocabulary's: what is wrong with it,
    /// worded for the user's file (the caller adds `file:line`).
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public let message: String
        public init(_ message: String) { self.message = message }
        public var description: String { message }
    }
}

// MARK: - The vocabulary

extension DeviceEvent {
    /// One event's spellings in every front end (nil: that front end has none). docs/cli.md's
    /// "Device events" table is this list; `DeviceEventTests` keeps the two the same.
    public struct Spelling: Sendable {
        public let event: String
        public let cliFlag: String?
        public let ndjson: String?
        public let simulate: String?
        public let studio: String?
        public let mcp: String?
    }

    /// The canonical name of each event (the `--events` key where there is one) and its other
    /// spellings, which are aliases of it.
    public static let vocabulary: [Spelling] = [
        Spelling(event: "push", cliFlag: "--push FILE [--format F]", ndjson: #"{"push": {…}, "id": "n1", "format": "apns"}"#,
                 simulate: "simulate.push(payload, {id, format, platform})", studio: #"{"type": "push", "text": "…", "file": "…"}"#,
                 mcp: #"run {"payload": …, "format": …}"#),
        Spelling(event: "response", cliFlag: "--tap ACTION [--text T]", ndjson: #"{"response": "n1", "action": "…", "text": "…"}"#,
                 simulate: "simulate.tap(id, action, {text})", studio: #"{"type": "tap", "notification": "n1", "action": "…", "text": "…"}"#,
                 mcp: #"run {"tap": "…", "text": "…"}"#),
        Spelling(event: "open", cliFlag: "--open", ndjson: #"{"open": "n1"}"#, simulate: "simulate.open(id)",
                 studio: #"{"type": "open", "notification": "n1"}"#, mcp: #"run {"open": true}"#),
        Spelling(event: "dismiss", cliFlag: "--dismiss", ndjson: #"{"dismiss": "n1"}"#, simulate: "simulate.dismiss(id)",
                 studio: #"{"type": "dismiss", "notification": "n1"}"#, mcp: #"run {"dismiss": true}"#),
        Spelling(event: "advance", cliFlag: "--until DURATION (the run's horizon)", ndjson: #"{"advance": 5000}"#,
                 simulate: "simulate.advance(ms), simulate.advanceAsync(ms)", studio: nil, mcp: nil),
        Spelling(event: "appState", cliFlag: "--app-state STATE (at start)", ndjson: #"{"appState": "background"}"#,
                 simulate: "simulate.appState(state)", studio: #"{"type": "settings", "appState": "…"}"#, mcp: #"run {"appState": …}"#),
        Spelling(event: "platform", cliFlag: "--platform P (at start)", ndjson: #"{"platform": "android"}"#,
                 simulate: "simulate.push(payload, {platform})", studio: #"{"type": "settings", "platforms": […]}"#, mcp: #"run {"platform": …}"#),
        Spelling(event: "press", cliFlag: "--press LABEL", ndjson: #"{"press": "OK"}"#, simulate: "simulate.press(label)",
                 studio: #"{"type": "press", "label": "OK"}"#, mcp: #"run {"press": ["OK"]}"#),
        Spelling(event: "call", cliFlag: "--call EXPR (with --adapter FILE)", ndjson: #"{"call": "submitNotification(\"alice\")"}"#,
                 simulate: "simulate.adapter(path).procedure(…)", studio: nil, mcp: nil),
        Spelling(event: "click", cliFlag: "--click SELECTOR", ndjson: ##"{"click": "#register"}"##, simulate: "simulate.click(selector)",
                 studio: nil, mcp: nil),
        Spelling(event: "input", cliFlag: nil, ndjson: ##"{"input": {"selector": "#name", "value": "Ana"}}"##,
                 simulate: "simulate.input(selector, value)", studio: nil, mcp: nil),
        Spelling(event: "mount", cliFlag: "mounted at start unless --no-mount", ndjson: #"{"mount": true}"#, simulate: "simulate.mount(), simulate.launch()",
                 studio: nil, mcp: nil),
        Spelling(event: "unmount", cliFlag: nil, ndjson: #"{"unmount": true}"#, simulate: "simulate.unmount()", studio: nil, mcp: nil),
    ]

    /// The `--events` keys, in the order a line's keys are tried; an unknown line's error
    /// lists these and `laterLineKeys`.
    static let eventLineKeys = ["push", "response", "open", "dismiss", "press", "call", "advance", "appState", "click", "input"]
    /// Keys tried after those: the device changes `--platform` and the app's mounting make
    /// (`simulate.push`'s platform, `simulate.mount`/`unmount`).
    static let laterLineKeys = ["platform", "mount", "unmount"]

    /// The front end an event came from: where an event's errors name it differently
    /// (`--click #x` / `click #x` / `simulate.click #x`) or it happens at another moment
    /// (`--press` labels answer the dialogs as they open), `Device.apply` does what it says.
    public enum FrontEnd: Sendable, Equatable {
        /// An `--events` line (or the MCP `run` tool's `events`).
        case eventLine
        /// `jshost run`'s flags (and the MCP `run` tool's arguments, which are those flags).
        case flag
        /// `simulate.*` in a test file.
        case simulate
        /// A message of the studio's page.
        case studio
    }
}

// MARK: - The one decoder

extension DeviceEvent {
    /// Decodes an event object: an `--events` line (`{"response": "n1", "action": "ok"}`) or a
    /// studio message (`{"type": "tap", "notification": "n1", "action": "ok"}`, whose `type` is
    /// the event's name). `payload` is a `push`'s JSON text when the caller has it apart
    /// (an `--events` line skips it while parsing); else the `push` member is written out, or,
    /// in a message, its `text`.
    public static func decode(_ event: JSONObject, payload: [UInt8]? = nil) throws(Problem) -> DeviceEvent {
        // A message names its event in `type`; a line that has an event's key is a line.
        if let type = event["type"]?.stringValue, !eventLineKeys.contains(where: { event[$0] != nil }) {
            return try decodeMessage(type, event, payload: payload)
        }
        if let push = event["push"] {
            return .push(Push(payload: payload ?? Array(push.jsonString.utf8), id: event["id"]?.stringValue, format: try format(event["format"])))
        } else if let target = event["response"] {
            guard let id = target.stringValue else { throw Problem("\"response\" must be a notification id (a string)") }
            guard let action = event["action"]?.stringValue else { throw Problem("a response needs \"action\": an action id, \"default\" or \"dismiss\"") }
            return .respond(notification: id, action: ResponseAction(action), text: event["text"]?.stringValue)
        } else if let id = event["open"]?.stringValue {
            return .respond(notification: id, action: .default, text: nil)
        } else if let id = event["dismiss"]?.stringValue {
            return .respond(notification: id, action: .dismiss, text: nil)
        } else if let advance = event["advance"] {
            guard let ms = advance.doubleValue, ms >= 0 else { throw Problem("\"advance\" must be a number of milliseconds ≥ 0") }
            return .advance(milliseconds: ms)
        } else if let call = event["call"] {
            guard let expression = call.stringValue else { throw Problem("\"call\" must be a procedure call of the --adapter (a string)") }
            return .call(expression: expression)
        } else if let press = event["press"] {
            guard let label = press.stringValue else { throw Problem("\"press\" must be a button's title (a string)") }
            return .press(label: label)
        } else if let click = event["click"] {
            guard let selector = click.stringValue else { throw Problem("\"click\" must be a CSS selector of the page (a string)") }
            return .click(selector: selector)
        } else if let input = event["input"] {
            guard let selector = input["selector"]?.stringValue, let value = input["value"] else {
                throw Problem("\"input\" must be {\"selector\": \"#field\", \"value\": \"text typed\"}")
            }
            return .input(selector: selector, value: value.stringValue ?? (value.doubleValue.map { String($0) } ?? ""))
        } else if let state = event["appState"] {
            return .appState(try appState(state.stringValue))
        } else if let name = event["platform"] {
            guard let platform = name.stringValue.flatMap(Platform.init(rawValue:)) else { throw Problem("\"platform\" must be ios or android") }
            return .platform(platform)
        } else if let mount = event["mount"] {
            guard mount == .bool(true) else { throw Problem("\"mount\" must be true") }
            return .mount
        } else if let unmount = event["unmount"] {
            guard unmount == .bool(true) else { throw Problem("\"unmount\" must be true") }
            return .unmount
        }
        throw Problem("unknown event with keys \(event.keys); expected " + listed(eventLineKeys + laterLineKeys))
    }

    /// A studio message's event: its `type` is the event's name (`tap` an alias of `response`),
    /// the notification is `notification`, a dialog button `label`, a payload `text`.
    private static func decodeMessage(_ type: String, _ message: JSONObject, payload: [UInt8]?) throws(Problem) -> DeviceEvent {
        func string(_ key: String) throws(Problem) -> String {
            guard let value = message[key]?.stringValue else { throw Problem("a \(type) message needs \"\(key)\" (a string)") }
            return value
        }
        switch type {
        case "push":
            return .push(Push(payload: payload ?? Array((message["text"]?.stringValue ?? "").utf8), id: message["id"]?.stringValue,
                              format: try format(message["format"]), file: message["file"]?.stringValue))
        case "tap", "response":
            return .respond(notification: try string("notification"), action: ResponseAction(message["action"]?.stringValue ?? ""),
                            text: message["text"]?.stringValue)
        case "open": return .respond(notification: try string("notification"), action: .default, text: nil)
        case "dismiss": return .respond(notification: try string("notification"), action: .dismiss, text: nil)
        case "press": return .press(label: try string("label"))
        case "appState": return .appState(try appState(message["appState"]?.stringValue))
        default: throw Problem("unknown message type \(type)")
        }
    }

    /// `foreground`, `background`, `terminated` or `quit`.
    public static func appState(_ name: String?) throws(Problem) -> AppState {
        guard let name, let state = AppState(name: name) else {
            throw Problem("\"appState\" must be foreground, background or terminated (or quit)")
        }
        return state
    }

    private static func format(_ value: JSONValue?) throws(Problem) -> PayloadFormat? {
        guard let name = value?.stringValue else { return nil }
        guard let format = PayloadFormat(rawValue: name) else { throw Problem("unknown format \"\(name)\"") }
        return format
    }

    /// `a, b or c`.
    static func listed(_ names: [String]) -> String {
        names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
    }
}

// MARK: - The one dispatcher

extension Device {
    /// Does `event` to this phone, as every front end does it. A push answers its
    /// notification's id (nil when the payload was rejected: an `error` effect says why).
    /// An `advance` longer than a timer's longest delay on the real clock is refused.
    /// `frontEnd` names the event in its errors as that front end spells it; `--press`
    /// labels (given before the app runs) wait for the dialogs that show their buttons.
    @discardableResult
    public func apply(_ event: DeviceEvent, from frontEnd: DeviceEvent.FrontEnd = .eventLine) throws(DeviceEvent.Problem) -> String? {
        switch event {
        case let .push(push):
            return self.push(bytes: push.payload, file: push.file, id: push.id, format: push.format)
        case let .respond(notification, action, text):
            respond(to: notification, action: action, text: text)
        case let .advance(ms):
            // On the real clock an advance is a wait: at most the longest timer delay.
            guard options.runtime.fakeTime || ms <= EventLoop.maximumDelay else {
                throw DeviceEvent.Problem("\"advance\" waits in real time without --fake-time: at most \(Int(EventLoop.maximumDelay)) ms (2^31-1), got \(ms); use --fake-time to jump in time")
            }
            advance(by: ms)
        case let .appState(state): setAppState(state)
        case let .platform(platform): setPlatform(platform)
        case let .press(label):
            if frontEnd == .flag { queuePress(label) } else { _ = press(label) }
        case let .call(expression): return callAdapter(expression)
        case let .click(selector):
            _ = click(selector, source: frontEnd == .flag ? "--click" : frontEnd == .simulate ? "simulate.click" : "click")
        case let .input(selector, value):
            _ = input(selector, value: value, source: frontEnd == .simulate ? "simulate.input" : "input")
        case .mount: mountApp()
        case .unmount: unmountApp()
        }
        return nil
    }
}
