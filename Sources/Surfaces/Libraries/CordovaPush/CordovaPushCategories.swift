import JSONSyntax
import Notifications

/// cordova-plugin-push (`@havesource/cordova-plugin-push`, formerly `phonegap-plugin-push`):
/// its iOS categories and its Android per-notification buttons (docs/surfaces.md).
///
/// - iOS (`src/ios/PushPluginSettings.m` `parseCategoriesFromOptions` /
///   `createCategoryFromDictionary` / `createActionFromDictionary`): `ios.categories` is an
///   object of categories by id; each has up to three buttons under `yes`, `no`, `maybe` (in
///   that order), each `{callback, title, foreground, destructive}`; the button's identifier
///   is its `callback` (the event name `push.on` listens to); a button without `callback` or
///   `title` is left out; `foreground` / `destructive` are true when a boolean true or the
///   string `"true"`.
/// - Android (`src/android/com/adobe/phonegap/push/FCMService.kt` `createActions`): the
///   payload's `actions` (a JSON array, or — FCM data values being strings — a string holding
///   one) of `{icon, title, callback, foreground (default true), inline (default false),
///   replyLabel (default "Enter your reply here")}`; an inline button takes a text reply.
enum CordovaPush {
    static let defaultReplyLabel = "Enter your reply here"
    /// The category id a notification's own (Android) buttons are shown under.
    static let attachedCategory = "data.actions"

    static func iosCategories(from value: JSONValue, path: String = "PushNotification.init({ios: {categories}})") throws -> [Category] {
        guard case .object(let categories) = value else {
            throw NotificationsError.wrongType(file: nil, path: path, expected: "an object of categories by id", found: value.typeDescription)
        }
        var out: [Category] = []
        for member in categories.members {
            guard case .object(let buttons) = member.value else {
                throw NotificationsError.wrongType(file: nil, path: JSONPath.member(path, member.key), expected: "a category {yes, no, maybe}",
                                                   found: member.value.typeDescription)
            }
            var actions: [Action] = []
            for key in ["yes", "no", "maybe"] {
                guard case .object(let button)? = buttons[key],
                      let callback = button["callback"]?.stringValue, let title = button["title"]?.stringValue else { continue }
                var options: ActionOptions = []
                if isTrue(button["foreground"]) { options.insert(.foreground) }
                if isTrue(button["destructive"]) { options.insert(.destructive) }
                actions.append(Action(id: callback, title: title, options: options, kind: .callback, definition: .object(button)))
            }
            out.removeAll { $0.id == member.key }
            out.append(Category(id: member.key, actions: actions, source: .cordovaPush))
        }
        return out
    }

    /// The buttons of an Android payload's `actions`, or nil when it has none (or they do
    /// not parse: the plugin catches the JSONException and shows no buttons).
    static func androidActions(_ data: JSONObject) -> Category? {
        guard let value = data["actions"] else { return nil }
        var list: [JSONValue]
        switch value {
        case .array(let items): list = items
        case .string(let text):
            guard let parsed = try? JSONParser.parse(Array(text.utf8)), case .array(let items) = parsed else { return nil }
            list = items
        default: return nil
        }
        var actions: [Action] = []
        for item in list {
            // `getJSONObject(i)` / `getString(callback)` throw for a malformed button: the rest are dropped.
            guard case .object(let button) = item, let callback = button["callback"]?.stringValue,
                  let title = button["title"]?.stringValue else { break }
            let inline = optBoolean(button["inline"], default: false)
            let foreground = optBoolean(button["foreground"], default: true)
            let textInput = inline ? TextInput(buttonTitle: title, placeholder: button["replyLabel"]?.stringValue ?? defaultReplyLabel) : nil
            // An inline reply runs in the background receiver (Android N and later): it does not open the app.
            let options: ActionOptions = foreground && !inline ? .foreground : []
            actions.append(Action(id: callback, title: title, options: options, textInput: textInput, kind: .callback, definition: item))
        }
        return actions.isEmpty ? nil : Category(id: attachedCategory, actions: actions, source: .cordovaPush)
    }

    /// Android `JSONObject.optBoolean`: a boolean, or the strings "true" / "false" (any case).
    static func optBoolean(_ value: JSONValue?, default fallback: Bool) -> Bool {
        switch value {
        case .bool(let b)?: return b
        case .string(let s)?:
            if s.lowercased() == "true" { return true }
            if s.lowercased() == "false" { return false }
            return fallback
        default: return fallback
        }
    }

    /// PushPluginSettings.m: `[value boolValue]` or the string "true" (also the payload's
    /// `content-available` 1 / "1").
    static func isTrueOption(_ value: JSONValue?) -> Bool { isTrue(value) }

    static func isTrue(_ value: JSONValue?) -> Bool {
        switch value {
        case .bool(let b)?: return b
        case .string(let s)?: return s == "true" || s == "YES" || s == "yes" || (Int(s) ?? 0) != 0
        case .number(let n)?: return n != 0
        default: return false
        }
    }
}
