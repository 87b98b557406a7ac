/// Every error of the Notifications layer about what JSON says. Each message names
/// where the problem is (file and JSON path such as `$.aps.alert` for wrong types and
/// missing keys; category and action for invalid definitions) and what was expected.
/// Text that is not JSON at all throws the parser's `JSONSyntaxError` (file, line and
/// column).
public enum NotificationsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A value exists at `path` but has the wrong type, e.g. `$.aps.alert` is a number
    /// where a string or an object was expected. `found` is e.g. "a number".
    case wrongType(file: String?, path: String, expected: String, found: String)

    /// A required key is absent. `path` is the key's full path (e.g. `$.sfdc.nid`).
    case missingKey(file: String?, path: String, expected: String)

    /// A value has the right type but is not allowed (e.g. MobileFirst `mode` 7, an
    /// unknown `--format` name, an empty action id).
    case invalidValue(file: String?, path: String, expected: String, found: String)

    /// An Acoustic button (`category-actions` entry) of a custom type lacks one of
    /// `destructive`, `authentication`, `foreground`. `button` is the button's name.
    case acousticButtonMissingKey(file: String?, path: String, button: String, type: String, key: String)

    /// The payload's shape matches none of the formats of SPEC §6. `keys` are its
    /// top-level keys.
    case unrecognizedPayload(file: String?, keys: [String])

    /// An invalid category definition for a platform: duplicate ids, empty titles,
    /// context lists naming unknown actions, more actions than the platform shows.
    /// `action` is nil when the rule concerns the category as a whole.
    case invalidDefinition(category: String, action: String?, rule: String)

    public var description: String {
        switch self {
        case let .wrongType(file, path, expected, found):
            return "\(Self.place(file)): \(path): expected \(expected), found \(found)"
        case let .missingKey(file, path, expected):
            return "\(Self.place(file)): \(path): missing key, expected \(expected)"
        case let .invalidValue(file, path, expected, found):
            return "\(Self.place(file)): \(path): expected \(expected), found \(found)"
        case let .acousticButtonMissingKey(file, path, button, type, key):
            return "\(Self.place(file)): \(path): Acoustic button \"\(button)\" of custom type \"\(type)\" is missing key \"\(key)\" (buttons of types other than url, dial, openApp, openInboxMessage and rich must carry destructive, authentication and foreground)"
        case let .unrecognizedPayload(file, keys):
            let shown = keys.isEmpty ? "no keys" : "keys " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
            return "\(Self.place(file)): $: unrecognized payload (found \(shown)); expected an APNs payload (aps), an xcrun simctl file (Simulator Target Bundle), a Detox notification (trigger/title/body/payload), FCM v1 (message) or legacy (to/registration_ids with data/notification), a MobileFirst send body (settings) or 7.x notification (APNS)"
        case let .invalidDefinition(category, action, rule):
            if let action { return "category \"\(category)\", action \"\(action)\": \(rule)" }
            return "category \"\(category)\": \(rule)"
        }
    }

    static func place(_ file: String?) -> String { file ?? "<input>" }
}
