import JSONSyntax
import Notifications

enum WixCategories {
    static func categories(from value: JSONValue, path: String = "Notifications.setCategories()") throws -> [Category] {
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
