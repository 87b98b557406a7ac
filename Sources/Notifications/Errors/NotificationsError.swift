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

    /// A payload whose format was detected by its shape (no `--format`) and did not decode as
    /// that format: `underlying` says what, and the description names the format it was read
    /// as, the keys that decided it, and (for APNs keys outside `aps`) where they go.
    indirect case readAs(format: PayloadFormat, keys: [String], underlying: NotificationsError)

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
        case let .readAs(format, keys, underlying):
            let shown = keys.map { "\"\($0)\"" }.joined(separator: ", ")
            var out = "\(underlying)\n  (read as \(Self.formatName(format)), the format its top-level keys \(shown) suggest"
            let apsKeys = keys.filter(Self.apsKeys.contains)
            if format != .apns, !apsKeys.isEmpty {
                let moved = apsKeys.map { "\"\($0)\": …" }.joined(separator: ", ")
                out += "; an APNs payload puts \(apsKeys.map { "\"\($0)\"" }.joined(separator: ", ")) inside \"aps\": {\"aps\": {\(moved)}}"
            }
            out += "; another format: --format apns, fcm, expo, … (see jshost help run))"
            return out
        }
    }

    static func place(_ file: String?) -> String { file ?? "<input>" }

    /// The keys of the APNs `aps` dictionary (developer.apple.com/documentation/usernotifications/
    /// generating-a-remote-notification, "Table 1. Keys to include in the aps dictionary").
    static let apsKeys: Set<String> = ["alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
                                       "target-content-id", "interruption-level", "relevance-score", "filter-criteria"]

    /// A format as a person names it, with its `--format` name.
    static func formatName(_ format: PayloadFormat) -> String {
        switch format {
        case .apns: return "an APNs payload (--format apns)"
        case .simctl: return "an xcrun simctl file (--format simctl)"
        case .detox: return "a Detox notification (--format detox)"
        case .fcmV1: return "an FCM v1 message (--format fcm)"
        case .fcmLegacy: return "a legacy FCM message (--format fcm-legacy)"
        case .mobileFirst8: return "a MobileFirst 8 send body (--format mobilefirst8)"
        case .mobileFirst7: return "a MobileFirst 7 notification (--format mobilefirst7)"
        case .expo: return "an Expo push message (--format expo)"
        case .oneSignal: return "a OneSignal data bundle (--format onesignal)"
        case .local: return "a local notification"
        }
    }
}
