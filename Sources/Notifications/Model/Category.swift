/// Which system (or jshost's neutral API) defined a category: one of the surfaces
/// (`Surface` is the one list of system and library names; `native` is a category
/// Swift code registered).
public typealias CategorySource = Surface

/// A notification category: a set of action buttons (SPEC §4).
public struct Category: Sendable, Equatable {
    // Copy-on-write storage (as `Action`'s): the dispatcher hands a category to
    // every push and response, and a copy is then one reference.
    // @unchecked: the storage is only mutated when uniquely referenced.
    private final class Storage: @unchecked Sendable {
        var id: String
        var actions: [Action]
        var defaultContextActions: [String]?
        var minimalContextActions: [String]?
        var source: CategorySource

        init(id: String, actions: [Action], defaultContextActions: [String]?, minimalContextActions: [String]?,
             source: CategorySource) {
            self.id = id
            self.actions = actions
            self.defaultContextActions = defaultContextActions
            self.minimalContextActions = minimalContextActions
            self.source = source
        }

        func copy() -> Storage {
            Storage(id: id, actions: actions, defaultContextActions: defaultContextActions,
                    minimalContextActions: minimalContextActions, source: source)
        }
    }

    private var storage: Storage

    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    public var id: String {
        get { storage.id }
        set { unique().id = newValue }
    }
    /// The actions in their defined order.
    public var actions: [Action] {
        get { storage.actions }
        set { unique().actions = newValue }
    }
    /// Action ids shown in iOS's default context (≤ 4 shown). nil → the first 4 actions.
    public var defaultContextActions: [String]? {
        get { storage.defaultContextActions }
        set { unique().defaultContextActions = newValue }
    }
    /// Action ids shown in iOS's minimal context (≤ 2 shown). nil → the first 2 actions.
    public var minimalContextActions: [String]? {
        get { storage.minimalContextActions }
        set { unique().minimalContextActions = newValue }
    }
    public var source: CategorySource {
        get { storage.source }
        set { unique().source = newValue }
    }

    public init(id: String, actions: [Action], defaultContextActions: [String]? = nil,
                minimalContextActions: [String]? = nil, source: CategorySource) {
        storage = Storage(id: id, actions: actions, defaultContextActions: defaultContextActions,
                          minimalContextActions: minimalContextActions, source: source)
    }

    public static func == (a: Category, b: Category) -> Bool {
        if a.storage === b.storage { return true }
        let x = a.storage, y = b.storage
        return x.id == y.id && x.actions == y.actions && x.defaultContextActions == y.defaultContextActions
            && x.minimalContextActions == y.minimalContextActions && x.source == y.source
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
