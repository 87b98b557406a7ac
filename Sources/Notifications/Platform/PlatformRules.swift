/// What iOS and Android would display for a category, and validation of definitions
/// (docs/notifications.md "Platform limits").
public enum PlatformRules {
    /// Modern iOS (`UNNotificationCategory`, iOS 10+) shows up to 10 actions when space
    /// is unlimited (the expanded notification) and the first 2 when it is limited
    /// (Apple's UNNotificationCategory documentation).
    public static let iosActionLimit = 10
    public static let iosLimitedSpaceLimit = 2
    /// The legacy iOS 8 contexts (`UIUserNotificationCategory`), which only categories
    /// that give `defaultContextActions` / `minimalContextActions` (MobileFirst 7) use:
    /// at most 4 actions in the default context and 2 in the minimal one.
    public static let iosDefaultContextLimit = 4
    public static let iosMinimalContextLimit = 2
    /// Android shows at most 3 action buttons.
    public static let androidButtonLimit = 3
    /// APNs rejects payloads over this many bytes; the dispatcher reports a `warning`.
    public static let apnsPayloadLimit = 4096
    /// The channel Android's FCM uses when a message names none
    /// (`fcm_fallback_notification_channel`).
    public static let androidFallbackChannel = "fcm_fallback_notification_channel"
    /// The channel expo-notifications posts on when the notification names none, or one
    /// never created (ChannelAwareNotificationBuilder `FALLBACK_CHANNEL_ID`).
    public static let expoFallbackChannel = "expo_notifications_fallback_notification_channel"

    /// True when the category targets the legacy iOS 8 contexts: it gives a
    /// `defaultContextActions` or `minimalContextActions` list.
    public static func usesLegacyContexts(_ category: Category) -> Bool {
        category.defaultContextActions != nil || category.minimalContextActions != nil
    }

    /// The maximum number of buttons shown for a category of this kind.
    public static func limit(_ platform: Platform, context: DisplayContext = .default, legacy: Bool = false) -> Int {
        switch platform {
        case .ios:
            if legacy { return context == .default ? iosDefaultContextLimit : iosMinimalContextLimit }
            return context == .default ? iosActionLimit : iosLimitedSpaceLimit
        case .android: return androidButtonLimit
        }
    }

    /// The maximum number of buttons `category` shows on `platform`.
    public static func limit(for category: Category, platform: Platform, context: DisplayContext = .default) -> Int {
        limit(platform, context: context, legacy: platform == .ios && usesLegacyContexts(category))
    }

    /// How the limit that hides a button is named in errors: "iOS shows at most 10
    /// actions", "iOS shows at most 4 actions in the default context", "Android shows
    /// at most 3 buttons".
    public static func limitDescription(for category: Category, platform: Platform) -> String {
        let n = limit(for: category, platform: platform)
        switch platform {
        case .android: return "Android shows at most \(n) buttons"
        case .ios:
            return usesLegacyContexts(category) ? "iOS shows at most \(n) actions in the default context" : "iOS shows at most \(n) actions"
        }
    }

    /// The actions shown, in order, after the platform's limits.
    ///
    /// Modern iOS: the actions in order, cut to 10 (default: space unlimited) or 2
    /// (minimal: space limited). Legacy iOS contexts: the context list
    /// (`defaultContextActions` / `minimalContextActions`) when given, in that list's
    /// order and skipping unknown ids, else the actions in order; cut to 4 (default) or
    /// 2 (minimal). Android has no contexts: the actions in order, cut to 3.
    public static func displayedActions(for category: Category?, platform: Platform,
                                        context: DisplayContext = .default) -> [DisplayedAction] {
        guard let category else { return [] }
        let limit = self.limit(for: category, platform: platform, context: context)
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
    /// (modern iOS: over 10 actions; legacy iOS contexts: context lists over 4 / 2, or
    /// over 4 actions with no default context list; Android: over 3 actions).
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
        case .ios where !usesLegacyContexts(c):
            if c.actions.count > iosActionLimit {
                errors.append(.invalidDefinition(category: c.id, action: c.actions[iosActionLimit].id,
                                                 rule: "\(c.actions.count) actions; iOS shows at most \(iosActionLimit)"))
            }
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
