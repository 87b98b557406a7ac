/// The platform whose display rules apply (`--platform ios|android`, default ios).
public enum Platform: String, Sendable, Equatable, Hashable, CaseIterable {
    case ios
    case android
}

/// The app's state as the dispatcher sees it (SPEC §7).
public enum AppState: String, Sendable, Equatable, Hashable, CaseIterable {
    case foreground
    case background
    case terminated

    /// A state as users name it: its own name, or `quit` for `terminated` (the word React Native
    /// Firebase's and Notifee's docs use for an app the user or the OS has killed).
    public init?(name: String) {
        if name == "quit" { self = .terminated } else { self.init(rawValue: name) }
    }
}

/// iOS's two display contexts (`UIUserNotificationActionContext`).
public enum DisplayContext: Sendable, Equatable {
    /// The alert / expanded notification: up to 4 actions.
    case `default`
    /// Banner, lock screen, notification centre: up to 2 actions.
    case minimal
}

/// An action as the platform would show it: the `actions` entries of a `display` effect.
public struct DisplayedAction: Sendable, Equatable {
    public var id: String
    public var title: String
    public var foreground: Bool
    public var destructive: Bool
    public var authenticationRequired: Bool
    /// iOS: a text-input action; Android: a `RemoteInput` on the action.
    public var textInput: TextInput?

    public init(_ action: Action) {
        id = action.id
        title = action.title
        foreground = action.foreground
        destructive = action.destructive
        authenticationRequired = action.authenticationRequired
        textInput = action.textInput
    }

    public init(id: String, title: String, foreground: Bool = false, destructive: Bool = false,
                authenticationRequired: Bool = false, textInput: TextInput? = nil) {
        self.id = id
        self.title = title
        self.foreground = foreground
        self.destructive = destructive
        self.authenticationRequired = authenticationRequired
        self.textInput = textInput
    }

    /// `UNNotificationActionOptions` bits: authenticationRequired 1, destructive 2, foreground 4.
    public var iosOptionBits: Int {
        (authenticationRequired ? 1 : 0) | (destructive ? 2 : 0) | (foreground ? 4 : 0)
    }
}
