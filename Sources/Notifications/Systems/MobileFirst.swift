import JSONSyntax

/// IBM MobileFirst (Worklight) interactive-notification categories (seed 001, SPEC §4).
///
/// Input: what `WL.Client.Push.getInteractivePushCategories()` returns (7.x) or
/// `options.ios.categories` of `MFPPush.registerDevice` (8.0):
/// `[{id, actions: [{id, title, mode, destructive, authenticationRequired |
/// requireAuthentication}], defaultContextActions, minimalContextActions}]`.
///
/// Rules: `mode` 1 = foreground (the default), 0 = background (2, the value the 7.x text
/// gives, is accepted as background too); a foreground action always requires
/// authentication. Actions are of kind `.callback` (the MobileFirst callback receives
/// `category` and `action-id`).
public enum MobileFirst {
    public static func categories(from value: JSONValue, file: String? = nil, path: String = "$") throws -> [Category] {
        try CategoryDecoding.categories(from: value, file: file, path: path, listShape: "an array of categories", source: .mobilefirst,
                                        actionShape: "an action object {id, title, mode}", action: action)
    }

    public static func category(from value: JSONValue, file: String? = nil, path: String = "$") throws -> Category {
        try CategoryDecoding.category(from: value, file: file, path: path, source: .mobilefirst,
                                      actionShape: "an action object {id, title, mode}", action: action)
    }

    static func action(_ f: JSONFields) throws -> Action {
        let id = try f.requiredString("id", "the action id (a string)")
        let title = try f.requiredString("title", "the action title (a string)")
        var foreground = true
        if let mode = try f.number("mode") {
            switch mode {
            case 1: foreground = true
            case 0, 2: foreground = false
            default:
                throw NotificationsError.invalidValue(file: f.file, path: f.pathOf("mode"),
                                                      expected: "1 (foreground) or 0 (background)", found: JSONValue.number(mode).jsonString)
            }
        }
        let destructive = try f.bool("destructive") ?? false
        let auth = try f.bool("authenticationRequired") ?? f.bool("requireAuthentication") ?? false
        var options: ActionOptions = []
        if foreground { options.insert([.foreground, .authenticationRequired]) }
        if destructive { options.insert(.destructive) }
        if auth { options.insert(.authenticationRequired) }
        return Action(id: id, title: title, options: options, kind: .callback, definition: .object(f.object))
    }
}
