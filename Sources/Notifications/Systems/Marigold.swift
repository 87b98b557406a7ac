/// Marigold (Sailthru) Mobile's default categories (seed 002, SPEC §4).
///
/// Action ids are `<category>&<title>`. Positive actions open the app (kind
/// `.builtIn(.openApp)`, foreground), or the payload's deep link when it gives one;
/// negative actions clear the notification without opening the app
/// (`.builtIn(.dismiss)`, background).
public enum Marigold {
    /// (category id, positive title, negative title) as in seed 002's table.
    public static let defaultCategoryTable: [(id: String, positive: String, negative: String?)] = [
        ("st_cat_yes_no", "Yes", "No"),
        ("st_cat_accept_decline", "Accept", "Decline"),
        ("st_cat_learn_more", "Learn More", nil),
        ("st_cat_next_step", "Next Step", nil),
        ("st_cat_view", "View", nil),
        ("st_cat_shop_now", "Shop Now", nil),
        ("st_cat_add", "Add", nil),
        ("st_cat_watch", "Watch", nil),
        ("st_cat_subscribe", "Subscribe", nil),
        ("st_cat_share", "Share", nil),
        ("st_cat_continue", "Continue", nil),
    ]

    /// The eleven `st_cat_*` categories.
    public static let defaultCategories: [Category] = defaultCategoryTable.map { row in
        var actions = [Action(id: actionId(category: row.id, title: row.positive), title: row.positive,
                              options: [.foreground], kind: .builtIn(.openApp))]
        if let negative = row.negative {
            actions.append(Action(id: actionId(category: row.id, title: negative), title: negative,
                                  options: [], kind: .builtIn(.dismiss)))
        }
        return Category(id: row.id, actions: actions, source: .marigold)
    }

    /// `<category>&<title>`.
    public static func actionId(category: String, title: String) -> String { category + "&" + title }

    /// Splits `<category>&<title>` at the first `&`; nil when there is none.
    public static func splitActionId(_ id: String) -> (category: String, title: String)? {
        guard let amp = id.firstIndex(of: "&") else { return nil }
        return (String(id[..<amp]), String(id[id.index(after: amp)...]))
    }
}
