import JSONSyntax

/// The category shapes of the React Native notification libraries whose iOS categories
/// are plain `UNNotificationCategory`s (docs/surfaces.md cites each library's source).
///
/// - `@react-native-community/push-notification-ios` `setNotificationCategories`:
///   `[{id, actions: [{id, title, options: {foreground, destructive,
///   authenticationRequired}, textInput: {buttonTitle, placeholder}}]}]`
///   (js/types.js; ios/RCTConvert+Notification.m reads `options` into the option bits
///   and makes a text-input action whenever `textInput` is present).
/// - `react-native-notifications` (wix) `setCategories`: `[NotificationCategory]`, i.e.
///   `[{identifier, actions: [{identifier, activationMode, title,
///   authenticationRequired, destructive?, textInput?}]}]`
///   (lib/src/interfaces/NotificationCategory.ts; lib/ios/RCTConvert+RNNotifications.m:
///   `foreground` only when `activationMode` is `"foreground"`).
///
/// The actions are `.callback` actions: their taps reach the library's listeners.
public enum PushNotificationIOSCategories {
    public static func categories(from value: JSONValue, path: String = "setNotificationCategories()") throws -> [Category] {
        try CategoryDecoding.categories(from: value, file: nil, path: path, listShape: "an array of categories [{id, actions}]",
                                        source: .pushNotificationIOS, actionShape: "an action object {id, title, options?, textInput?}",
                                        action: action)
    }

    static func action(_ f: JSONFields) throws -> Action {
        let id = try f.requiredString("id", "the action id (a string)")
        let title = try f.requiredString("title", "the action title (a string)")
        var options: ActionOptions = []
        if let o = try f.fields("options", "an object {foreground, destructive, authenticationRequired}") {
            if try o.bool("foreground") ?? false { options.insert(.foreground) }
            if try o.bool("destructive") ?? false { options.insert(.destructive) }
            if try o.bool("authenticationRequired") ?? false { options.insert(.authenticationRequired) }
        }
        return Action(id: id, title: title, options: options, textInput: try ReactNativeLibraryCategories.textInput(f),
                      kind: .callback, definition: .object(f.object))
    }
}

public enum WixCategories {
    public static func categories(from value: JSONValue, path: String = "Notifications.setCategories()") throws -> [Category] {
        guard case .array(let items) = value else {
            throw NotificationsError.wrongType(file: nil, path: path, expected: "an array of NotificationCategory objects", found: value.typeDescription)
        }
        var out: [Category] = []
        for (i, item) in items.enumerated() {
            // `setCategories(categories: [NotificationCategory?])`: holes are skipped, as the
            // native loop over the array skips what is not a dictionary.
            if item == .null { continue }
            let f = try JSONFields(item, path: JSONPath.element(path, i), expected: "a NotificationCategory {identifier, actions}")
            let id = try f.requiredString("identifier", "the category identifier (a string)")
            var actions: [Action] = []
            if let list = try f.array("actions") {
                for a in try f.objects(list, key: "actions", expected: "a NotificationAction {identifier, activationMode, title}") {
                    actions.append(try action(a))
                }
            }
            out.append(Category(id: id, actions: actions, source: .wix))
        }
        return out
    }

    static func action(_ f: JSONFields) throws -> Action {
        let id = try f.requiredString("identifier", "the action identifier (a string)")
        let title = try f.requiredString("title", "the action title (a string)")
        var options: ActionOptions = []
        if let mode = try f.string("activationMode") {
            guard ["background", "foreground", "authenticationRequired", "destructive"].contains(mode) else {
                throw NotificationsError.wrongType(file: f.file, path: f.pathOf("activationMode"),
                                                   expected: "'background' or 'foreground'", found: "\"\(mode)\"")
            }
            if mode == "foreground" { options.insert(.foreground) }
        }
        if try f.bool("authenticationRequired") ?? false { options.insert(.authenticationRequired) }
        if try f.bool("destructive") ?? false { options.insert(.destructive) }
        return Action(id: id, title: title, options: options, textInput: try ReactNativeLibraryCategories.textInput(f),
                      kind: .callback, definition: .object(f.object))
    }
}

enum ReactNativeLibraryCategories {
    /// `textInput: {buttonTitle, placeholder}`: present (an object) makes a text-input
    /// action (`UNTextInputNotificationAction`); absent or null does not.
    static func textInput(_ f: JSONFields) throws -> TextInput? {
        guard let t = f["textInput"], t != .null else { return nil }
        guard case .object(let o) = t else {
            throw NotificationsError.wrongType(file: f.file, path: f.pathOf("textInput"), expected: "an object {buttonTitle, placeholder}", found: t.typeDescription)
        }
        let tf = JSONFields(o, path: f.pathOf("textInput"), file: f.file)
        return TextInput(buttonTitle: try tf.string("buttonTitle") ?? "Send", placeholder: try tf.string("placeholder") ?? "")
    }
}
