import JSONSyntax

/// How an action is carried out (SPEC §4).
public enum ActionKind: Sendable, Equatable, Hashable {
    /// Handled by app code registered for `type` (Acoustic `registerAction` /
    /// `setRegisteredActionCallback`, jshost `registerAction`). Subject to Acoustic's
    /// missed-action queue when no handler of that type is registered.
    case custom(type: String)
    /// A Salesforce `NotificationApiAction`: performed on the server with
    /// `POST …/notifications/{nid}/actions/{actionKey}`.
    case server(actionKey: String)
    /// Carried out natively by the dispatcher (`openURL`, `dial`, `openApp`, `dismiss` effects).
    case builtIn(BuiltInAction)
    /// Handled only by the response listeners (MobileFirst callback, Marigold listener,
    /// Salesforce client-side actions, Acoustic static categories, jshost `onResponse`):
    /// no type, so no typed handler and no missed-action queue.
    case callback

    /// The custom type, if any.
    public var customType: String? {
        if case .custom(let t) = self { return t }
        return nil
    }
}

/// The actions a dispatcher carries out itself. `dismiss` is Marigold's negative
/// action (clear the notification without opening the app); the others are Acoustic's
/// predefined types.
public enum BuiltInAction: String, Sendable, Equatable, Hashable, CaseIterable {
    case url
    case dial
    case openApp
    case openInboxMessage
    case rich
    case dismiss

    /// The Acoustic types that imply destructive false, authentication false,
    /// foreground true (SPEC §4): the raw values `acoustic(_:)` recognises.
    public static let acousticImplied: Set<String> = Set(allCases.lazy.map(\.rawValue).filter { acoustic($0) != nil })

    /// The action of an Acoustic predefined type (one of `acousticImplied`), or nil:
    /// found by length and one comparison, not by hashing or a string switch (each
    /// push and tap of an Acoustic payload asks).
    public static func acoustic(_ type: String) -> BuiltInAction? {
        switch type.utf8.count {
        case 3: return type == "url" ? .url : nil
        case 4: return type == "dial" ? .dial : (type == "rich" ? .rich : nil)
        case 7: return type == "openApp" ? .openApp : nil
        case 16: return type == "openInboxMessage" ? .openInboxMessage : nil
        default: return nil
        }
    }

    /// Whether the type needs a `value` (a URL, a number, a message or content id).
    public var needsValue: Bool {
        switch self {
        case .url, .dial, .openInboxMessage, .rich: return true
        case .openApp, .dismiss: return false
        }
    }
}

/// iOS-style action options (also used for Android's display). The raw values are
/// `UNNotificationActionOptions`' bits: authenticationRequired = 1, destructive = 2,
/// foreground = 4.
public struct ActionOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let authenticationRequired = ActionOptions(rawValue: 1)
    public static let destructive = ActionOptions(rawValue: 2)
    public static let foreground = ActionOptions(rawValue: 4)
}

/// A text-input action (`UNTextInputNotificationAction` on iOS, `RemoteInput` on Android).
public struct TextInput: Sendable, Equatable, Hashable {
    public var buttonTitle: String
    public var placeholder: String
    public init(buttonTitle: String = "Send", placeholder: String = "") {
        self.buttonTitle = buttonTitle
        self.placeholder = placeholder
    }
}

/// One button of a category (SPEC §4).
/// A value type with copy-on-write storage (`CopyOnWrite`), like `PushNotification`: an action is
/// copied into every delivery, call and effect of a tap, and a copy is then one
/// reference instead of one per field.
public struct Action: Sendable, Equatable {
    private struct Fields: Sendable, Equatable {
        var id: String
        var title: String
        var options: ActionOptions
        var textInput: TextInput?
        var kind: ActionKind
        var value: JSONValue?
        var deepLink: String?
        var definition: JSONValue?
    }

    private var fields: CopyOnWrite<Fields>

    public var id: String {
        get { fields.value.id }
        set { fields.value.id = newValue }
    }
    public var title: String {
        get { fields.value.title }
        set { fields.value.title = newValue }
    }
    public var options: ActionOptions {
        get { fields.value.options }
        set { fields.value.options = newValue }
    }
    public var textInput: TextInput? {
        get { fields.value.textInput }
        set { fields.value.textInput = newValue }
    }
    public var kind: ActionKind {
        get { fields.value.kind }
        set { fields.value.kind = newValue }
    }
    /// The action's value: the URL of `url`, the number of `dial`, the content id of
    /// `rich`, or whatever a custom type carries (given to its handler).
    public var value: JSONValue? {
        get { fields.value.value }
        set { fields.value.value = newValue }
    }
    /// A deep link that replaces the action's default behaviour (Marigold positive actions).
    public var deepLink: String? {
        get { fields.value.deepLink }
        set { fields.value.deepLink = newValue }
    }
    /// The definition as the system gave it (e.g. the Acoustic button object); handed
    /// to handlers as the action payload.
    public var definition: JSONValue? {
        get { fields.value.definition }
        set { fields.value.definition = newValue }
    }

    public init(id: String, title: String, options: ActionOptions = [], textInput: TextInput? = nil,
                kind: ActionKind = .callback, value: JSONValue? = nil, deepLink: String? = nil,
                definition: JSONValue? = nil) {
        fields = CopyOnWrite(Fields(id: id, title: title, options: options, textInput: textInput, kind: kind,
                                    value: value, deepLink: deepLink, definition: definition))
    }

    public static func == (a: Action, b: Action) -> Bool { a.fields == b.fields }

    public var foreground: Bool { options.contains(.foreground) }
    public var destructive: Bool { options.contains(.destructive) }
    public var authenticationRequired: Bool { options.contains(.authenticationRequired) }
}
