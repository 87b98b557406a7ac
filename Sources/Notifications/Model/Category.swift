/// Which system (or jshost's neutral API) defined a category.
public enum CategorySource: String, Sendable, Equatable, Hashable, CaseIterable {
    case jshost
    case mobilefirst
    case acoustic
    case marigold
    case salesforce
}

/// A notification category: a set of action buttons (SPEC §4).
public struct Category: Sendable, Equatable {
    public var id: String
    /// The actions in their defined order.
    public var actions: [Action]
    /// Action ids shown in iOS's default context (≤ 4 shown). nil → the first 4 actions.
    public var defaultContextActions: [String]?
    /// Action ids shown in iOS's minimal context (≤ 2 shown). nil → the first 2 actions.
    public var minimalContextActions: [String]?
    public var source: CategorySource

    public init(id: String, actions: [Action], defaultContextActions: [String]? = nil,
                minimalContextActions: [String]? = nil, source: CategorySource) {
        self.id = id
        self.actions = actions
        self.defaultContextActions = defaultContextActions
        self.minimalContextActions = minimalContextActions
        self.source = source
    }

    /// The action with this id.
    public func action(id: String) -> Action? {
        for a in actions where a.id == id { return a }
        return nil
    }

    /// The first action with this title.
    public func action(title: String) -> Action? {
        for a in actions where a.title == title { return a }
        return nil
    }

    /// The only action of custom type `type` (Acoustic buttons have no ids
    /// of their own, so `--tap sendEmail` names the button by its type); nil
    /// when none or several have it.
    public func action(customType type: String) -> Action? {
        let matches = actions.filter { $0.kind.customType == type }
        return matches.count == 1 ? matches[0] : nil
    }
}
