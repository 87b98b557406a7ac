import JSONSyntax

/// A Salesforce notification type as returned by
/// `GET …/connect/notifications/types` (seed 000): `{type, apiName, label, actionGroups}`.
public struct SalesforceNotificationType: Sendable, Equatable {
    public var type: String
    public var apiName: String
    public var label: String
    public var actionGroups: [SalesforceActionGroup]

    public init(type: String, apiName: String, label: String, actionGroups: [SalesforceActionGroup] = []) {
        self.type = type
        self.apiName = apiName
        self.label = label
        self.actionGroups = actionGroups
    }
}

/// `{name, actions}`: becomes one category with `id = name`.
public struct SalesforceActionGroup: Sendable, Equatable {
    public var name: String
    public var actions: [SalesforceAction]
    public init(name: String, actions: [SalesforceAction]) {
        self.name = name
        self.actions = actions
    }
}

/// `{actionKey, label, name, type}`; `type` is `NotificationApiAction` (server side) or
/// e.g. `ClientAction`.
public struct SalesforceAction: Sendable, Equatable {
    public var actionKey: String
    public var label: String
    public var name: String
    public var type: String
    public init(actionKey: String, label: String, name: String, type: String) {
        self.actionKey = actionKey
        self.label = label
        self.name = name
        self.type = type
    }

    public var isServerAction: Bool { type == Salesforce.serverActionType }
}

/// The `filterSupportedNotificationTypes` hook: runs before categories are registered.
public typealias SalesforceNotificationTypeFilter = ([SalesforceNotificationType]) -> [SalesforceNotificationType]

/// Salesforce Mobile SDK actionable notifications (seed 000, SPEC §4).
public enum Salesforce {
    public static let serverActionType = "NotificationApiAction"

    /// Decodes the body of `GET …/connect/notifications/types`:
    /// `{"notificationTypes": [...]}` (a bare array is accepted too).
    public static func notificationTypes(fromResponseBody bytes: [UInt8], file: String? = nil) throws -> [SalesforceNotificationType] {
        try notificationTypes(from: try JSONParser.parse(bytes, file: file), file: file)
    }

    public static func notificationTypes(from value: JSONValue, file: String? = nil) throws -> [SalesforceNotificationType] {
        let items: [JSONValue]
        let path: String
        switch value {
        case .array(let a):
            items = a
            path = "$"
        case .object(let o):
            let f = JSONFields(o, path: "$", file: file)
            items = try f.array("notificationTypes", "an array of notification types") ?? []
            path = "$.notificationTypes"
        default:
            throw NotificationsError.wrongType(file: file, path: "$", expected: "an object {\"notificationTypes\": [...]}", found: value.typeDescription)
        }
        var out: [SalesforceNotificationType] = []
        out.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            out.append(try notificationType(from: item, file: file, path: JSONPath.element(path, i)))
        }
        return out
    }

    public static func notificationType(from value: JSONValue, file: String? = nil, path: String = "$") throws -> SalesforceNotificationType {
        let f = try JSONFields(value, path: path, file: file, expected: "a notification type {type, apiName, label, actionGroups}")
        var groups: [SalesforceActionGroup] = []
        if let items = try f.array("actionGroups") {
            for g in try f.objects(items, key: "actionGroups", expected: "an action group {name, actions}") {
                var actions: [SalesforceAction] = []
                let actionItems = try g.requiredArray("actions", "an array of actions")
                for a in try g.objects(actionItems, key: "actions", expected: "an action {actionKey, label, name, type}") {
                    actions.append(SalesforceAction(actionKey: try a.requiredString("actionKey"),
                                                    label: try a.requiredString("label"),
                                                    name: try a.requiredString("name"),
                                                    type: try a.requiredString("type")))
                }
                groups.append(SalesforceActionGroup(name: try g.requiredString("name"), actions: actions))
            }
        }
        return SalesforceNotificationType(type: try f.requiredString("type"),
                                          apiName: try f.requiredString("apiName"),
                                          label: try f.requiredString("label"),
                                          actionGroups: groups)
    }

    /// One category per action group (`id = name`), after `filterSupportedNotificationTypes`.
    /// `NotificationApiAction` → `.server(actionKey)`, authentication required,
    /// background; other types → foreground, `.callback` (the app's
    /// `onNotificationResponse`).
    public static func categories(from types: [SalesforceNotificationType],
                                  filterSupportedNotificationTypes filter: SalesforceNotificationTypeFilter? = nil) -> [Category] {
        let kept = filter.map { $0(types) } ?? types
        var out: [Category] = []
        for type in kept {
            for group in type.actionGroups {
                out.append(Category(id: group.name, actions: group.actions.map(action(from:)), source: .salesforce))
            }
        }
        return out
    }

    public static func action(from a: SalesforceAction) -> Action {
        if a.isServerAction {
            return Action(id: a.actionKey, title: a.label, options: [.authenticationRequired], kind: .server(actionKey: a.actionKey))
        }
        return Action(id: a.actionKey, title: a.label, options: [.foreground], kind: .callback)
    }
}
