import JSONSyntax

/// Where a handler lives: the SDK surface that registered it (SPEC §7 `handler.surface`);
/// also which one defined a category (`CategorySource`).
public enum Surface: String, Sendable, Equatable, Hashable, CaseIterable {
    case jshost
    case mobilefirst
    case acoustic
    case marigold
    case salesforce
    case notifee
    case expo
    case pushNotificationIOS = "push-notification-ios"
    case wix = "react-native-notifications"
    case onesignal
    case firebase
    case capacitor
    case cordovaPush = "cordova-plugin-push"
    case cordovaLocalNotification = "cordova-plugin-local-notification"
    /// React Native's own modules (`Linking`'s `url` listeners).
    case reactNative = "react-native"
    /// A handler registered from Swift (not one of the JS surfaces).
    case native
}

/// What a listener did with an event (`listener` effects).
public enum ListenerOutcome: String, Sendable, Equatable, Hashable {
    /// It was called with the event.
    case got
    /// It was called with the same event a second time (or more).
    case twice
    /// It was not called: added after the event, removed before it, or the library sent the
    /// event elsewhere in the app's state (`reason` says which).
    case missed
}

/// Why a `missed` effect was recorded (Acoustic semantics, SPEC §5.3). As the SDK's own
/// headers and React Native docs define them (MCENotificationName: "not registered in the
/// application" / "… but was previously registered in the application").
public enum MissedReason: String, Sendable, Equatable, Hashable {
    /// A handler was registered before and is not now (unregistered since).
    case notYetRegistered
    /// No handler was ever registered for the type.
    case notRegistered
}

/// The `reason` of an `error` effect.
public enum ErrorReason: String, Sendable, Equatable, Hashable {
    case exception
    case rejection
    case timeout
    case input
    case permission
    case http
    /// The process went over `--max-memory`: the run was ended (docs/cli.md).
    case memory
}

/// What a response is: an action id, a tap on the notification body, or a dismissal.
public enum ResponseAction: Sendable, Equatable, Hashable, CustomStringConvertible {
    case `default`
    case dismiss
    case action(String)

    /// `"default"` and `"dismiss"` are the two reserved names; anything else is an action id.
    public init(_ name: String) {
        switch name {
        case "default": self = .default
        case "dismiss": self = .dismiss
        default: self = .action(name)
        }
    }

    public var description: String {
        switch self {
        case .default: return "default"
        case .dismiss: return "dismiss"
        case .action(let id): return id
        }
    }
}

/// One observable outcome (SPEC §7 table). Encoded as one JSON object with the fields
/// in this order: `seq`, `t`, `kind`, `notification` (when relevant), then the kind's
/// fields (see `EffectKind`).
///
/// An effect is not changed once recorded, and its fields are constants: with
/// variables, the optimizer copied every new effect whole (a retain and a release
/// of each of its strings) once more than needed on its way to the sink.
public struct Effect: Sendable, Equatable {
    /// 1, 2, 3, … in the order effects were recorded.
    public let seq: Int
    /// Milliseconds since the dispatcher's clock started.
    public let t: Double
    /// The notification id, where relevant.
    public let notification: String?
    public let kind: EffectKind

    public init(seq: Int, t: Double, notification: String? = nil, kind: EffectKind) {
        self.seq = seq
        self.t = t
        self.notification = notification
        self.kind = kind
    }

    /// The `kind` field.
    public var kindName: String { kind.name }
}

/// The kinds of effect and their fields, named exactly as SPEC §7's table.
public enum EffectKind: Sendable, Equatable {
    /// `platform`, `category`, `title`, `body`, `actions` (after the platform's limits);
    /// on Android also `channel`; then the appearance fields the notification sets
    /// (`subtitle`, `image`, `badge`, `style`, …: `NotificationAppearance.members`).
    case display(platform: Platform, category: String?, title: String?, body: String?, actions: [DisplayedAction], channel: String?,
                 appearance: NotificationAppearance = NotificationAppearance())
    /// `action` (an id, `default` or `dismiss`), `text?`.
    case response(action: String, text: String?)
    /// `surface`, `type?`, `result?`, `ms`.
    case handler(surface: Surface, type: String?, result: JSONValue?, ms: Double)
    case openURL(url: String)
    case dial(number: String)
    /// `openApp` has no fields in the table; jshost adds `inboxMessage` or `richContent`
    /// when an Acoustic `openInboxMessage` / `rich` action opened the app.
    case openApp(inboxMessage: JSONValue?, richContent: JSONValue?)
    case dismiss
    case email(to: [String], subject: String, body: String, html: Bool)
    case alert(title: String, message: String, buttons: [String]?)
    case http(method: String, url: String, status: Int)
    case log(level: String, message: String)
    /// `type`, `reason`, `queued`.
    case missed(type: String, reason: MissedReason, queued: Bool)
    case warning(message: String)
    /// `module`, `method`, `args`: a call to a React Native native module no surface
    /// simulates (SPEC §3.2c); it answers a promise of null.
    case native(module: String, method: String, args: JSONValue)
    /// jshost's addition for the app's life (docs/surfaces.md, "The app's life"; shown with
    /// `--explain`): what one listener the app registered did with the event — `surface`,
    /// `api` (the registering call), `site` (`file:line:column` where it was added),
    /// `outcome` and, for a miss, `reason`.
    case listener(surface: Surface, api: String, site: String, outcome: ListenerOutcome, reason: String?)
    /// jshost's addition for pages (docs/pages.md): one change a handler made to the
    /// page's document — `target` (`#id`, else a path from the nearest id), `change`
    /// (`text`, `html`, `value`, `checked`, `class`, `style`, `attr NAME`) and the new `value`.
    case dom(target: String, change: String, value: String)
    /// jshost's addition: the app icon's badge is set to `count` (a library's badge call,
    /// or the APNs `badge` key of a notification iOS shows).
    case badge(count: Int)
    /// `reason`, `message`, `stack?`, `file?`, `line?`; jshost adds `surface` and `type`
    /// when a handler failed.
    case error(reason: ErrorReason, message: String, stack: String?, file: String?, line: Int?, surface: Surface?, type: String?)

    /// The kind's name as it appears in `kind` (one spelling: `staticName`).
    public var name: String { staticName.description }

    /// `openApp` with no extra fields.
    public static var openApp: EffectKind { .openApp(inboxMessage: nil, richContent: nil) }

    /// An `error` effect with only a reason and a message.
    public static func error(_ reason: ErrorReason, _ message: String) -> EffectKind {
        .error(reason: reason, message: message, stack: nil, file: nil, line: nil, surface: nil, type: nil)
    }
}
