import JSONSyntax
import Notifications

/// Capacitor's `@capacitor/local-notifications` action types (docs/surfaces.md), as the
/// plugin's native code turns `registerActionTypes({types})` into what each platform shows:
///
/// - iOS (`ios/Sources/LocalNotificationsPlugin/LocalNotificationsPlugin.swift`,
///   `makeActionTypes` / `makeActions` / `makeActionOptions`): a `UNNotificationCategory` per
///   type, plus the plugin's own empty `GENERAL` category; an action's options are ONE of
///   foreground, destructive, authenticationRequired, in that order of precedence (the
///   plugin returns the first that is set); `input: true` makes a text-input action with
///   `inputButtonTitle` (else the system's "Send") and `inputPlaceholder`.
/// - Android (`LocalNotificationManager.java` `createActionIntents`, `NotificationAction.java`):
///   only `id`, `title` and `input` are read; every button is a `PendingIntent.getActivity`, so
///   it opens the app; an `input` button gets a RemoteInput labelled with the button's title.
enum Capacitor {
    /// The category the iOS plugin registers beside the app's types.
    static let generalCategory = "GENERAL"

    /// The action types of `registerActionTypes`' `types` for `platform`. Types without an
    /// id and actions without an id are skipped, as both plugins do (iOS logs them).
    static func actionTypes(from value: JSONValue, platform: Platform, path: String = "registerActionTypes({types})") throws -> [Category] {
        guard case .array(let items) = value else {
            throw NotificationsError.wrongType(file: nil, path: path, expected: "an array of action types {id, actions}", found: value.typeDescription)
        }
        var out: [Category] = []
        if platform == .ios { out.append(Category(id: generalCategory, actions: [], source: .capacitor)) }
        for (index, item) in items.enumerated() {
            let type = try JSONFields(item, path: JSONPath.element(path, index), expected: "an action type {id, actions}")
            guard let id = try type.string("id") else { continue }
            var actions: [Action] = []
            if let list = try type.array("actions") {
                for action in try type.objects(list, key: "actions", expected: "an action {id, title}") {
                    guard let actionId = try action.string("id") else { continue }
                    actions.append(try self.action(action, id: actionId, platform: platform))
                }
            }
            // A type registered again replaces the earlier one (setNotificationCategories / the storage's map).
            out.removeAll { $0.id == id }
            out.append(Category(id: id, actions: actions, source: .capacitor))
        }
        return out
    }

    private static func action(_ f: JSONFields, id: String, platform: Platform) throws -> Action {
        let title = try f.string("title") ?? ""
        let input = try f.bool("input") ?? false
        var definition = f.object
        if !definition.keys.contains("title") { definition.append("title", .string(title)) }
        switch platform {
        case .ios:
            var options: ActionOptions = []
            if try f.bool("foreground") ?? false { options = .foreground }
            else if try f.bool("destructive") ?? false { options = .destructive }
            else if try f.bool("requiresAuthentication") ?? false { options = .authenticationRequired }
            let textInput = input ? TextInput(buttonTitle: try f.string("inputButtonTitle") ?? "Send",
                                              placeholder: try f.string("inputPlaceholder") ?? "") : nil
            return Action(id: id, title: title, options: options, textInput: textInput, kind: .callback, definition: .object(definition))
        case .android:
            let textInput = input ? TextInput(buttonTitle: title, placeholder: title) : nil
            return Action(id: id, title: title, options: .foreground, textInput: textInput, kind: .callback, definition: .object(definition))
        }
    }

    /// The ids of the types whose dismissal iOS reports (`iosCustomDismissAction: true`,
    /// and the plugin's `GENERAL`): only for these does a swipe-away reach
    /// `localNotificationActionPerformed` with `actionId: "dismiss"`. Android never reports one
    /// (its dismiss receiver only updates the plugin's storage).
    static func customDismissTypes(from value: JSONValue) -> Set<String> {
        var out: Set<String> = [generalCategory]
        for item in value.arrayValue ?? [] {
            if let id = item["id"]?.stringValue, item["iosCustomDismissAction"]?.boolValue == true { out.insert(id) }
        }
        return out
    }
}
