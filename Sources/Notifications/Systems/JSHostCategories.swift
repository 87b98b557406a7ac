import JSONSyntax

/// jshost's neutral category form: what `setCategories([...])` of the `jshost` module
/// gives, as JSON:
///
/// ```json
/// [{"id": "invite",
///   "actions": [{"id": "accept", "title": "Accept", "foreground": true,
///                "destructive": false, "authenticationRequired": false,
///                "textInput": {"buttonTitle": "Send", "placeholder": "Message"},
///                "type": "acceptInvite", "value": {...}, "deepLink": "app://x"}],
///   "defaultContextActions": ["accept"], "minimalContextActions": ["accept"]}]
/// ```
///
/// `id` and `title` are required; the flags default to false (as
/// `UNNotificationAction` options do). `textInput` is an object or `true` (button
/// "Send", no placeholder). `type`: absent → `.callback` (only `onResponse`
/// listeners); `url`/`dial`/`openApp`/`openInboxMessage`/`rich`/`dismiss` → built in
/// (with `value`); anything else → `.custom(type)` (handlers of `registerAction(type)`).
public enum JSHostCategories {
    public static func categories(from value: JSONValue, file: String? = nil, path: String = "$") throws -> [Category] {
        try CategoryDecoding.categories(from: value, file: file, path: path, listShape: "an array of categories [{id, actions}]", source: .jshost,
                                        actionShape: "an action object {id, title}", action: action)
    }

    public static func category(from value: JSONValue, file: String? = nil, path: String = "$") throws -> Category {
        try CategoryDecoding.category(from: value, file: file, path: path, source: .jshost,
                                      actionShape: "an action object {id, title}", action: action)
    }

    static func action(_ f: JSONFields) throws -> Action {
        let (id, title, options) = try CategoryDecoding.idTitleAndOptions(f)
        var textInput: TextInput?
        if let t = f["textInput"] {
            switch t {
            case .bool(true): textInput = TextInput()
            case .bool(false), .null: textInput = nil
            case .object(let o):
                let tf = JSONFields(o, path: f.pathOf("textInput"), file: f.file)
                textInput = TextInput(buttonTitle: try tf.string("buttonTitle") ?? "Send", placeholder: try tf.string("placeholder") ?? "")
            default:
                throw NotificationsError.wrongType(file: f.file, path: f.pathOf("textInput"), expected: "an object {buttonTitle, placeholder} or true", found: t.typeDescription)
            }
        }
        var kind = ActionKind.callback
        if let type = try f.string("type") {
            if let b = BuiltInAction(rawValue: type) { kind = .builtIn(b) } else { kind = .custom(type: type) }
        }
        return Action(id: id, title: title, options: options, textInput: textInput, kind: kind,
                      value: f["value"], deepLink: try f.string("deepLink"), definition: .object(f.object))
    }
}
