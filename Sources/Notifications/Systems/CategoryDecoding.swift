import JSONSyntax

/// The `[{id, actions: [...], defaultContextActions?, minimalContextActions?}]`
/// shape that MobileFirst and jshost's neutral API share; each system reads
/// its own actions with `action`.
package enum CategoryDecoding {
    package static func categories(from value: JSONValue, file: String?, path: String, listShape: String,
                           source: CategorySource, actionShape: String, action: (JSONFields) throws -> Action) throws -> [Category] {
        guard case .array(let items) = value else {
            throw NotificationsError.wrongType(file: file, path: path, expected: listShape, found: value.typeDescription)
        }
        var out: [Category] = []
        out.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            out.append(try category(from: item, file: file, path: JSONPath.element(path, i), source: source,
                                    actionShape: actionShape, action: action))
        }
        return out
    }

    package static func category(from value: JSONValue, file: String?, path: String, source: CategorySource,
                         actionShape: String, action: (JSONFields) throws -> Action) throws -> Category {
        let f = try JSONFields(value, path: path, file: file, expected: "a category object {id, actions}")
        let id = try f.requiredString("id", "the category id (a string)")
        var actions: [Action] = []
        if let items = try f.array("actions") {
            for a in try f.objects(items, key: "actions", expected: actionShape) {
                actions.append(try action(a))
            }
        }
        return Category(id: id, actions: actions,
                        defaultContextActions: try f.strings("defaultContextActions"),
                        minimalContextActions: try f.strings("minimalContextActions"),
                        source: source)
    }

    /// An action's `{id, title, foreground?, destructive?, authenticationRequired?}`, the
    /// shape jshost's neutral API and Notifee's iOS categories share.
    package static func idTitleAndOptions(_ f: JSONFields) throws -> (id: String, title: String, options: ActionOptions) {
        let id = try f.requiredString("id", "the action id (a string)")
        let title = try f.requiredString("title", "the action title (a string)")
        var options: ActionOptions = []
        if try f.bool("foreground") ?? false { options.insert(.foreground) }
        if try f.bool("destructive") ?? false { options.insert(.destructive) }
        if try f.bool("authenticationRequired") ?? false { options.insert(.authenticationRequired) }
        return (id, title, options)
    }
}
