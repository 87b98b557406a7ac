/// Which system (or jshost's neutral API) defined a category: one of the surfaces
/// (`Surface` is the one list of system and library names; `native` is a category
/// Swift code registered).
public typealias CategorySource = Surface

/// A notification category: a set of action buttons (SPEC §4).
public struct Category: Sendable, Equatable {
    // Copy-on-write (`CopyOnWrite`, as `Action`'s): the dispatcher hands a category
    // to every push and response, and a copy is then one reference.
    private struct Fields: Sendable, Equatable {
        var id: String
        var actions: [Action]
        var defaultContextActions: [String]?
        var minimalContextActions: [String]?
        var source: CategorySource
    }

    private var fields: CopyOnWrite<Fields>

    public var id: String {
        get { fields.value.id }
        set { fields.value.id = newValue }
    }
    /// The actions in their defined order.
    public var actions: [Action] {
        get { fields.value.actions }
        set { fields.value.actions = newValue }
    }
    /// Action ids shown in iOS's default context (≤ 4 shown). nil → the first 4 actions.
    public var defaultContextActions: [String]? {
        get { fields.value.defaultContextActions }
        set { fields.value.defaultContextActions = newValue }
    }
    /// Action ids shown in iOS's minimal context (≤ 2 shown). nil → the first 2 actions.
    public var minimalContextActions: [String]? {
        get { fields.value.minimalContextActions }
        set { fields.value.minimalContextActions = newValue }
    }
    public var source: CategorySource {
        get { fields.value.source }
        set { fields.value.source = newValue }
    }

    public init(id: String, actions: [Action], defaultContextActions: [String]? = nil,
                minimalContextActions: [String]? = nil, source: CategorySource) {
        fields = CopyOnWrite(Fields(id: id, actions: actions, defaultContextActions: defaultContextActions,
                                    minimalContextActions: minimalContextActions, source: source))
    }

    public static func == (a: Category, b: Category) -> Bool { a.fields == b.fields }

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
