import JSONSyntax

/// The places a platform draws a notification (SPEC §13.1-2).
public enum NotificationView: String, Sendable, Equatable, CaseIterable {
    // iOS 18
    case banner
    case expanded
    case lockScreen
    // Android 15
    case headsUp
    case shadeCollapsed
    case shadeExpanded
    case lockScreenPublic
    case lockScreenPrivate
    /// Android after the user taps a text-input action: the inline reply field in place of the buttons.
    case inlineReply

    /// The views drawn for a platform, in the order they appear to the user (Android's
    /// `inlineReply` only for a notification with a text-input action: `PlatformViews.layouts`).
    public static func views(on platform: Platform) -> [NotificationView] {
        platform == .ios ? [.banner, .expanded, .lockScreen] : [.headsUp, .shadeCollapsed, .shadeExpanded, .lockScreenPublic, .lockScreenPrivate]
    }

    /// `lock-screen-public`, the name of files and of `data-view` in the HTML.
    public var fileName: String {
        var out = ""
        for c in rawValue {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out
    }
}

/// Everything a view of a displayed notification needs to be drawn: a `display` effect's
/// fields, the app's identity and the time it arrived.
public struct DisplayedNotification: Sendable, Equatable {
    public var id: String
    public var platform: Platform
    public var category: String?
    public var title: String?
    public var body: String?
    public var actions: [DisplayedAction]
    public var channel: String?
    public var appearance: NotificationAppearance
    public var app: AppIdentity
    /// Milliseconds on the run's clock when it was displayed (the effect's `t`).
    public var time: Double

    public init(id: String, platform: Platform, category: String? = nil, title: String?, body: String?, actions: [DisplayedAction] = [],
                channel: String? = nil, appearance: NotificationAppearance = NotificationAppearance(), app: AppIdentity = .neutral,
                time: Double = 0) {
        self.id = id
        self.platform = platform
        self.category = category
        self.title = title
        self.body = body
        self.actions = actions
        self.channel = channel
        self.appearance = appearance
        self.app = app
        self.time = time
    }

    /// The notification a `display` effect shows; nil for any other effect.
    public init?(effect: Effect, app: AppIdentity) {
        guard case let .display(platform, category, title, body, actions, channel, appearance) = effect.kind else { return nil }
        self.init(id: effect.notification ?? "", platform: platform, category: category, title: title, body: body, actions: actions,
                  channel: channel, appearance: appearance, app: app, time: effect.t)
    }
}

/// What one view shows: the result of the platform's rules (`PlatformViews.layout`).
public struct ViewLayout: Sendable, Equatable {
    public var view: NotificationView
    /// False when the platform does not draw the notification in this view at all
    /// (`hiddenReason` says why: a heads-up needs high importance, …).
    public var shown: Bool
    public var hiddenReason: String?
    public var title: String?
    public var subtitle: String?
    public var body: String?
    /// The most lines the title and body take here (0: no limit); longer text ends in `…`.
    public var titleLines: Int
    public var bodyLines: Int
    /// Whether the title or body is likely cut at those lines (an estimate by characters
    /// per line: `PlatformViews.charactersPerLine`).
    public var titleTruncated: Bool
    public var bodyTruncated: Bool
    /// The buttons drawn here, in order, and how many of the notification's were left out.
    public var actions: [DisplayedAction]
    public var actionsLeftOut: Int
    /// The text-input action whose reply field is drawn (iOS expanded after its button is
    /// tapped; Android's inline reply), if any.
    public var reply: DisplayedAction?
    /// The picture drawn (a URL or file), if any.
    public var image: String?
    /// The lines drawn under the title (inbox / messaging).
    public var lines: [String]
    /// Things the picture cannot show by itself (an image needing a service extension, …).
    public var notes: [String]

    init(view: NotificationView) {
        self.view = view
        shown = true
        titleLines = 1
        bodyLines = 1
        titleTruncated = false
        bodyTruncated = false
        actions = []
        actionsLeftOut = 0
        lines = []
        notes = []
    }
}

/// The platforms' rules for what each view shows, in one place (docs/notifications.md
/// "How each view is drawn", each rule with its source). `jshost check` and the renderer
/// read them here.
public enum PlatformViews {
    /// iOS banner / lock screen: title on 1 line, subtitle on 1, body on up to 4 (Apple HIG,
    /// "Notifications": keep it short, the system truncates; 4 body lines as iOS 18 draws a
    /// collapsed notification).
    public static let iosCollapsedBodyLines = 4
    /// iOS banners and lock-screen notifications show no buttons; the actions appear when the
    /// user long-presses (expands) the notification (UNNotificationCategory: "the system
    /// displays up to … actions" in the expanded interface).
    public static let iosCollapsedButtons = 0
    /// Android collapsed template: one line of title, one of text (developer.android.com,
    /// "About notifications": "collapsed … shows the title and one line of text").
    public static let androidCollapsedBodyLines = 1
    /// BigTextStyle: 13 lines, 4 fewer when there are action buttons (AOSP
    /// `Notification.BigTextStyle.MAX_LINES`, `LINES_CONSUMED_BY_ACTIONS`).
    public static let androidBigTextLines = 13
    public static let androidLinesConsumedByActions = 4
    /// InboxStyle shows up to 7 lines (`notification_template_material_inbox.xml`'s rows).
    public static let androidInboxLines = 7
    /// "Contents hidden": what Android's lock screen shows instead of a private notification's
    /// text when the user hides sensitive content (AOSP `notification_hidden_text`).
    public static let androidHiddenText = "Contents hidden"

    /// Average characters per line of the body in a view, for the truncation estimate
    /// (SF Pro 15 pt on a 361 pt wide banner; Roboto 14 sp on a 380 dp wide notification).
    public static func charactersPerLine(_ view: NotificationView) -> Int {
        switch view {
        case .banner, .expanded, .lockScreen: return 42
        default: return 40
        }
    }

    /// Whether Android shows a heads-up: a channel (or, before channels, a notification) of
    /// high importance ("Heads-up notification": "The notification's channel has high
    /// importance on devices running Android 8.0"). Unknown channels are `default`.
    public static func headsUp(_ n: DisplayedNotification) -> Bool {
        (n.appearance.importance ?? "default") == "high"
    }

    /// Whether iOS shows the remote `image`: only when a notification service extension
    /// downloads it and attaches it, which iOS runs only with `mutable-content: 1`
    /// (UNNotificationServiceExtension). A local attachment is always shown.
    public static func iosImage(_ a: NotificationAppearance) -> String? {
        if let attachment = a.attachment { return attachment }
        if let image = a.image, a.mutableContent == true { return image }
        return nil
    }

    /// The layouts of every view of the notification's platform.
    public static func layouts(_ n: DisplayedNotification) -> [ViewLayout] {
        var views = NotificationView.views(on: n.platform)
        if n.platform == .android, n.actions.prefix(PlatformRules.androidButtonLimit).contains(where: { $0.textInput != nil }) {
            views.insert(.inlineReply, at: 3)
        }
        return views.map { layout(n, view: $0) }
    }

    /// What `view` shows of `n`.
    public static func layout(_ n: DisplayedNotification, view: NotificationView) -> ViewLayout {
        var l = ViewLayout(view: view)
        let a = n.appearance
        l.title = n.title
        l.subtitle = a.subtitle
        l.body = n.body
        // The display effect's actions are already within the platform's limit; a notification
        // made by hand may not be.
        let buttons = Array(n.actions.prefix(PlatformRules.limit(n.platform)))
        let textInput = buttons.first { $0.textInput != nil }
        switch view {
        case .banner, .lockScreen:
            l.bodyLines = iosCollapsedBodyLines
            l.actionsLeftOut = n.actions.count
            l.image = iosImage(a)
            if view == .banner, a.presentation == "list only" {
                l.shown = false
                l.hiddenReason = "list only: the app's notification handler asked for the Notification Center and no banner"
            } else if view == .banner, a.interruptionLevel == "passive" {
                l.shown = false
                l.hiddenReason = "a passive notification goes to the Notification Center without a banner (interruption-level passive)"
            }
        case .expanded:
            l.bodyLines = 0
            l.titleLines = 0
            l.actions = buttons
            l.actionsLeftOut = n.actions.count - buttons.count
            l.reply = textInput
            l.image = iosImage(a)
        case .headsUp, .shadeCollapsed, .lockScreenPublic, .lockScreenPrivate:
            l.bodyLines = androidCollapsedBodyLines
            l.subtitle = a.subtitle
            l.image = nil
            if view == .headsUp {
                l.actions = buttons
                l.actionsLeftOut = n.actions.count - buttons.count
                if a.presentation == "list only" {
                    l.shown = false
                    l.hiddenReason = "list only: the app's notification handler asked for the shade and no heads-up"
                } else if !headsUp(n) {
                    l.shown = false
                    l.hiddenReason = "the channel's importance is \(a.importance ?? "default"); Android shows heads-up notifications only for high importance"
                }
            } else {
                l.actionsLeftOut = n.actions.count
            }
            if view == .lockScreenPublic || view == .lockScreenPrivate {
                if a.visibility == "secret" {
                    l.shown = false
                    l.hiddenReason = "visibility secret: nothing of it shows on a secure lock screen"
                } else if view == .lockScreenPrivate, a.visibility != "public" {
                    // The public version Android makes: the app's name and "Contents hidden".
                    l.title = n.app.name
                    l.subtitle = nil
                    l.body = androidHiddenText
                }
            }
        case .shadeExpanded, .inlineReply:
            // Expanded, the buttons; once a text-input button is tapped, its field in their place
            // (developer.android.com, "Add a direct reply action").
            if view == .inlineReply { l.reply = textInput } else { l.actions = buttons }
            l.actionsLeftOut = n.actions.count - (view == .inlineReply ? 0 : buttons.count)
            l.titleLines = 1
            switch a.style {
            case "bigText"?:
                l.body = a.bigText ?? n.body
                l.bodyLines = androidBigTextLines - (n.actions.isEmpty ? 0 : androidLinesConsumedByActions)
            case "bigPicture"?:
                l.image = a.attachment ?? a.image
            case "inbox"?, "messaging"?:
                l.lines = Array((a.lines ?? []).prefix(androidInboxLines))
                if (a.lines?.count ?? 0) > androidInboxLines { l.notes.append("\(a.lines!.count - androidInboxLines) more lines are not shown") }
            default:
                l.image = a.image ?? a.attachment
                l.bodyLines = androidBigTextLines - (n.actions.isEmpty ? 0 : androidLinesConsumedByActions)
            }
        }
        if n.platform == .android, n.actions.count > PlatformRules.androidButtonLimit, !l.actions.isEmpty {
            l.notes.append("Android shows at most \(PlatformRules.androidButtonLimit) buttons")
        }
        if n.platform == .ios, a.image != nil, a.mutableContent != true, a.attachment == nil {
            l.notes.append("iOS shows the image only through a notification service extension, which runs only with mutable-content: 1")
        } else if n.platform == .ios, a.image != nil, a.attachment == nil {
            l.notes.append("the image is shown as the app's notification service extension would attach it (jshost does not run the extension)")
        }
        if l.shown {
            let perLine = charactersPerLine(view)
            l.titleTruncated = l.titleLines > 0 && (l.title?.count ?? 0) > perLine * l.titleLines
            l.bodyTruncated = l.bodyLines > 0 && estimatedLines(l.body ?? "", perLine: perLine) > l.bodyLines
        }
        return l
    }

    /// Lines a text takes at `perLine` characters (each paragraph at least one).
    static func estimatedLines(_ text: String, perLine: Int) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { $0 + max(1, ($1.count + perLine - 1) / perLine) }
    }
}
