import JSONSyntax

/// Acoustic Campaign (MCE) categories and actions (seed 003, SPEC §4).
public enum Acoustic {
    /// A static category: `MCEPlugin.setCategoryCallbacks(cb, name, actions)` with
    /// actions `[{destructive, authentication, name, identifier}]`. `identifier` is the
    /// action id, `name` its title; `foreground` may be given and defaults to true (the
    /// callback runs app code). Kind `.callback`: the category's callback gets the tap.
    public static func staticCategory(name: String, actions value: JSONValue, file: String? = nil, path: String = "$") throws -> Category {
        guard case .array(let items) = value else {
            throw NotificationsError.wrongType(file: file, path: path, expected: "an array of actions", found: value.typeDescription)
        }
        var actions: [Action] = []
        for (i, item) in items.enumerated() {
            let f = try JSONFields(item, path: JSONPath.element(path, i), file: file, expected: "an action object {identifier, name}")
            let id = try f.requiredString("identifier", "the action identifier (a string)")
            let title = try f.requiredString("name", "the button name (a string)")
            var options: ActionOptions = []
            if try f.bool("destructive") ?? false { options.insert(.destructive) }
            if try f.bool("authentication") ?? false { options.insert(.authenticationRequired) }
            if try f.bool("foreground") ?? true { options.insert(.foreground) }
            actions.append(Action(id: id, title: title, options: options, kind: .callback, definition: item))
        }
        return Category(id: name, actions: actions, source: .acoustic)
    }

    /// A payload category: `category-name` + `category-actions: [{type, name, value,
    /// destructive, authentication, foreground}]`.
    ///
    /// Types `url`, `dial`, `openApp`, `openInboxMessage`, `rich` are built in and imply
    /// destructive false, authentication false, foreground true (given values are
    /// ignored); any other type is custom and must carry all three keys. The action id
    /// is `identifier` when given, else `name`.
    public static func payloadCategory(name: String, actions value: JSONValue, file: String? = nil,
                                       path: String = "$.category-actions") throws -> Category {
        guard case .array(let items) = value else {
            throw NotificationsError.wrongType(file: file, path: path, expected: "an array of buttons [{type, name, value, destructive, authentication, foreground}]", found: value.typeDescription)
        }
        var actions: [Action] = []
        actions.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let f = try JSONFields(item, path: JSONPath.element(path, i), file: file, expected: "a button object {type, name, value, destructive, authentication, foreground}")
            actions.append(try button(f))
        }
        return Category(id: name, actions: actions, source: .acoustic)
    }

    static func button(_ f: JSONFields) throws -> Action {
        let title = try f.requiredString("name", "the button name (a string)")
        let type = try f.requiredString("type", "the action type (a string)")
        let id = try f.string("identifier") ?? title
        let value = f["value"]
        if let builtIn = BuiltInAction.acoustic(type) {
            if builtIn.needsValue && (value == nil || value == .null) {
                throw NotificationsError.missingKey(file: f.file, path: f.pathOf("value"),
                                                    expected: "the value of a \"\(type)\" button (\(valueDescription(builtIn)))")
            }
            return Action(id: id, title: title, options: [.foreground], kind: .builtIn(builtIn), value: value, definition: .object(f.object))
        }
        var options: ActionOptions = []
        for key in ["destructive", "authentication", "foreground"] {
            guard let flag = try f.bool(key) else {
                throw NotificationsError.acousticButtonMissingKey(file: f.file, path: f.pathOf(key), button: title, type: type, key: key)
            }
            if flag {
                switch key {
                case "destructive": options.insert(.destructive)
                case "authentication": options.insert(.authenticationRequired)
                default: options.insert(.foreground)
                }
            }
        }
        return Action(id: id, title: title, options: options, kind: .custom(type: type), value: value, definition: .object(f.object))
    }

    /// `notification-action`: needs `type`, and `value` where the type uses one
    /// (`url`, `dial`, `openInboxMessage`, `rich`).
    public static func notificationAction(from value: JSONValue, file: String? = nil,
                                          path: String = "$.notification-action") throws -> AcousticAction {
        let f = try JSONFields(value, path: path, file: file, expected: "an action object {type, value}")
        let type = try f.requiredString("type", "the action type (a string)")
        let v = f["value"]
        if let builtIn = BuiltInAction.acoustic(type), builtIn.needsValue,
           v == nil || v == .null {
            throw NotificationsError.missingKey(file: file, path: f.pathOf("value"),
                                                expected: "the value of a \"\(type)\" action (\(valueDescription(builtIn)))")
        }
        return AcousticAction(type: type, value: v, raw: value)
    }

    static func valueDescription(_ b: BuiltInAction) -> String {
        switch b {
        case .url: return "the URL to open"
        case .dial: return "the phone number to dial"
        case .openInboxMessage: return "the inbox message id"
        case .rich: return "the rich content id"
        default: return "a value"
        }
    }

    /// The action kind of an Acoustic type.
    public static func kind(ofType type: String) -> ActionKind {
        if let b = BuiltInAction.acoustic(type) { return .builtIn(b) }
        return .custom(type: type)
    }
}
