import JSONSyntax
import Notifications

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
enum PushNotificationIOSCategories {
    static func categories(from value: JSONValue, path: String = "setNotificationCategories()") throws -> [Category] {
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
