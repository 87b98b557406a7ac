/// What iOS and Android would display for a category, and validation of definitions
/// (SPEC §4 "Platform rules").
public enum PlatformRules {
    /// iOS shows at most 4 actions in the default context and 2 in the minimal one.
    public static let iosDefaultContextLimit = 4
    public static let iosMinimalContextLimit = 2
    /// Android shows at most 3 action buttons.
    public static let androidButtonLimit = 3
    /// APNs rejects payloads over this many bytes; the dispatcher reports a `warning`.
    public static let apnsPayloadLimit = 4096
    /// The channel Android's FCM uses when a message names none
    /// (`fcm_fallback_notification_channel`).
    public static let androidFallbackChannel = "fcm_fallback_notification_channel"

    /// The maximum number of buttons shown.
    public static func limit(_ platform: Platform, context: DisplayContext = .default) -> Int {
        switch platform {
        case .ios: return context == .default ? iosDefaultContextLimit : iosMinimalContextLimit
        case .android: return androidButtonLimit
        }
    }

    /// The actions shown, in order, after the platform's limits.
    ///
    /// iOS: the context list (`defaultContextActions` / `minimalContextActions`) when
    /// given, in that list's order and skipping unknown ids, else the actions in order;
    /// cut to 4 (default) or 2 (minimal). Android has no contexts: the actions in
    /// order, cut to 3.
    public static func displayedActions(for category: Category?, platform: Platform,
                                        context: DisplayContext = .default) -> [DisplayedAction] {
        guard let category else { return [] }
        let limit = self.limit(platform, context: context)
        var chosen: [Action] = []
        let list: [String]? = platform == .ios ? (context == .default ? category.defaultContextActions : category.minimalContextActions) : nil
        if let list {
            for id in list where chosen.count < limit {
                if let a = category.action(id: id) { chosen.append(a) }
            }
        } else {
            chosen = Array(category.actions.prefix(limit))
        }
        return chosen.map(DisplayedAction.init)
    }

    /// `UNNotificationActionOptions` bits of an action.
    public static func iosOptionBits(_ action: Action) -> Int { action.options.rawValue & 7 }

    /// The Android channel of a notification: Salesforce's notification type
    /// (`sfdc.type`), else the channel the payload names (FCM `channel_id` /
    /// `android_channel_id`), else FCM's fallback channel.
    public static func androidChannel(for notification: PushNotification) -> String {
        if let t = notification.salesforce?.type, !t.isEmpty { return t }
        if let c = notification.androidChannel, !c.isEmpty { return c }
        return androidFallbackChannel
    }

    /// Validation: returns every problem found (empty when valid). Rules: duplicate
    /// category ids, empty category or action ids, duplicate action ids, empty titles,
    /// context lists naming unknown actions, and more actions than the platform shows
    /// (iOS: context lists over 4 / 2, or over 4 actions with no default context list;
    /// Android: over 3 actions).
    public static func validate(_ categories: [Category], platform: Platform) -> [NotificationsError] {
        var errors: [NotificationsError] = []
        var seenCategories = Set<String>()
        for c in categories {
            if c.id.isEmpty { errors.append(.invalidDefinition(category: c.id, action: nil, rule: "empty category id")) }
            if !seenCategories.insert(c.id).inserted {
                errors.append(.invalidDefinition(category: c.id, action: nil, rule: "duplicate category id"))
            }
            errors.append(contentsOf: validate(c, platform: platform))
        }
        return errors
    }

    public static func validate(_ c: Category, platform: Platform) -> [NotificationsError] {
        var errors: [NotificationsError] = []
        var seen = Set<String>()
        for a in c.actions {
            if a.id.isEmpty { errors.append(.invalidDefinition(category: c.id, action: a.title, rule: "empty action id")) }
            if !seen.insert(a.id).inserted {
                errors.append(.invalidDefinition(category: c.id, action: a.id, rule: "duplicate action id"))
            }
            if a.title.trimmingSpaces.isEmpty {
                errors.append(.invalidDefinition(category: c.id, action: a.id, rule: "empty title"))
            }
        }
        for (name, list) in [("defaultContextActions", c.defaultContextActions), ("minimalContextActions", c.minimalContextActions)] {
            guard let list else { continue }
            for id in list where c.action(id: id) == nil {
                errors.append(.invalidDefinition(category: c.id, action: id, rule: "\(name) names an unknown action"))
            }
        }
        switch platform {
        case .ios:
            if let list = c.defaultContextActions, list.count > iosDefaultContextLimit {
                errors.append(.invalidDefinition(category: c.id, action: list[iosDefaultContextLimit],
                                                 rule: "defaultContextActions lists \(list.count) actions; iOS shows at most \(iosDefaultContextLimit) in the default context"))
            }
            if let list = c.minimalContextActions, list.count > iosMinimalContextLimit {
                errors.append(.invalidDefinition(category: c.id, action: list[iosMinimalContextLimit],
                                                 rule: "minimalContextActions lists \(list.count) actions; iOS shows at most \(iosMinimalContextLimit) in the minimal context"))
            }
            if c.defaultContextActions == nil, c.actions.count > iosDefaultContextLimit {
                errors.append(.invalidDefinition(category: c.id, action: c.actions[iosDefaultContextLimit].id,
                                                 rule: "\(c.actions.count) actions; iOS shows at most \(iosDefaultContextLimit) (give defaultContextActions to choose them)"))
            }
        case .android:
            if c.actions.count > androidButtonLimit {
                errors.append(.invalidDefinition(category: c.id, action: c.actions[androidButtonLimit].id,
                                                 rule: "\(c.actions.count) actions; Android shows at most \(androidButtonLimit) buttons"))
            }
        }
        return errors
    }
}

extension String {
    var trimmingSpaces: Substring {
        var s = self[...]
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s
    }
}
