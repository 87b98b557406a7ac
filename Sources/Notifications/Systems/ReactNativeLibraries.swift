import JSONSyntax

/// How `expo-notifications` describes buttons, and the payload keys it reads (docs/surfaces.md
/// cites the sources). Foundation only: the JavaScript facades hand these functions the
/// objects scripts gave them. (Notifee's are in Sources/Surfaces/Libraries/Notifee.)
public enum Expo {
    /// `setNotificationCategoryAsync(identifier, [{identifier, buttonTitle, textInput:
    /// {submitButtonTitle, placeholder}, options: {opensAppToForeground, isDestructive,
    /// isAuthenticationRequired}}])` (src/Notifications.types.ts `NotificationAction`);
    /// `opensAppToForeground` defaults to true, as the native modules read it.
    public static func category(id: String, actions value: JSONValue, path: String = "setNotificationCategoryAsync()") throws -> Category {
        guard case .array(let items) = value else {
            throw NotificationsError.wrongType(file: nil, path: path, expected: "an array of actions [{identifier, buttonTitle}]", found: value.typeDescription)
        }
        var actions: [Action] = []
        for (i, item) in items.enumerated() {
            let f = try JSONFields(item, path: JSONPath.element(path, i), file: nil, expected: "an action object {identifier, buttonTitle}")
            let id = try f.requiredString("identifier", "the action identifier (a string)")
            let title = try f.requiredString("buttonTitle", "the button title (a string)")
            var options: ActionOptions = []
            let o = try f.fields("options")
            if try o?.bool("opensAppToForeground") ?? true { options.insert(.foreground) }
            if try o?.bool("isDestructive") ?? false { options.insert(.destructive) }
            if try o?.bool("isAuthenticationRequired") ?? false { options.insert(.authenticationRequired) }
            var textInput: TextInput?
            if let t = try f.fields("textInput") {
                textInput = TextInput(buttonTitle: try t.string("submitButtonTitle") ?? "Send", placeholder: try t.string("placeholder") ?? "")
            }
            actions.append(Action(id: id, title: title, options: options, textInput: textInput, definition: .object(f.object)))
        }
        return Category(id: id, actions: actions, source: .expo)
    }

    /// Whether `to` is an Expo push token (`ExponentPushToken[…]` / `ExpoPushToken[…]`),
    /// or an array of them.
    static func isPushToken(_ value: JSONValue?) -> Bool {
        switch value {
        case .string(let s)?: return s.hasPrefix("ExponentPushToken[") || s.hasPrefix("ExpoPushToken[")
        case .array(let a)?: return !a.isEmpty && a.allSatisfy { isPushToken($0) }
        default: return false
        }
    }
}

extension PayloadDecoder {
    /// An Expo push API message (https://docs.expo.dev/push-notifications/sending-notifications/):
    /// `{to, title, subtitle, body, data, categoryId, channelId, sound, badge, …}`. `data`
    /// is any JSON object; with neither `title` nor `body` the message is data-only.
    static func decodeExpo(_ f: JSONFields) throws -> PushNotification {
        var n = PushNotification(format: .expo)
        n.title = try f.string("title")
        n.body = try f.string("body")
        n.category = try f.string("categoryId")
        n.androidChannel = try f.string("channelId")
        if let d = try f.fields("data") {
            n.data = d.object
            try readSystemParts(d, into: &n, jsonInStrings: false)
        }
        if n.title == nil, n.body == nil { n.isDataOnly = true }
        return n
    }
}
