import JSONSyntax

/// The native dispatcher (SPEC §7): receives pushes and responses, resolves categories
/// and actions, carries out built-in actions, calls handlers and records every
/// outcome as an `Effect`.
///
/// Single-threaded: create it, call it and complete handler calls on one thread (the
/// JS run loop's). It is deliberately not `Sendable`.
///
/// Rules where the spec leaves a choice (see docs/notifications.md):
/// - A foreground action, and a tap on the notification body, record `openApp` first
///   unless the app is already in the foreground; the app is then in the foreground.
/// - Actions of a custom type with no handler are queued for replay; the queue holds
///   at most `Configuration.missedActionQueueLimit` actions (all types together);
///   overflow records `missed` with `queued: false` and drops the action.
/// - The dispatcher keeps the last `Configuration.notificationRetentionLimit` pushed
///   notifications for responses; older ones are forgotten (memory stays flat).
public final class Dispatcher {
    public struct Configuration: Sendable {
        public var platform: Platform
        public var appState: AppState
        /// Bound of the missed-action queue (all types together). Default 100.
        public var missedActionQueueLimit: Int
        /// How many notifications are remembered for responses. Default 10,000.
        public var notificationRetentionLimit: Int
        /// Whether Marigold's eleven `st_cat_*` categories are registered. Default true.
        public var includeMarigoldDefaults: Bool
        /// Payloads larger than this produce a `warning`. Default 4096 (APNs).
        public var payloadWarningBytes: Int
        /// Strings (tokens) replaced by `[REDACTED]` in every effect.
        public var secrets: [String]

        public init(platform: Platform = .ios, appState: AppState = .background, missedActionQueueLimit: Int = 100,
                    notificationRetentionLimit: Int = 10_000, includeMarigoldDefaults: Bool = true,
                    payloadWarningBytes: Int = PlatformRules.apnsPayloadLimit, secrets: [String] = []) {
            self.platform = platform
            self.appState = appState
            self.missedActionQueueLimit = missedActionQueueLimit
            self.notificationRetentionLimit = notificationRetentionLimit
            self.includeMarigoldDefaults = includeMarigoldDefaults
            self.payloadWarningBytes = payloadWarningBytes
            self.secrets = secrets
        }
    }

    // MARK: State
    //
    // The stored `var`s are `@exclusivity(unchecked)`: each access to a class's `var` is
    // otherwise checked at run time (swift_beginAccess, ~75 instructions), and one push + tap
    // made ~45 such checks here (docs/performance.md, "Per-event cost"). The dispatcher runs
    // on one thread and never holds an access to one of them across a call that reaches another.

    public let clock: Clock
    @exclusivity(unchecked) public var sink: EffectSink
    @exclusivity(unchecked) public private(set) var configuration: Configuration
    public var platform: Platform {
        get { configuration.platform }
        set {
            configuration.platform = newValue
            displayCache.removeAll()
        }
    }
    @exclusivity(unchecked) public private(set) var appState: AppState
    /// The app's state when the response being dispatched happened, before any
    /// `openApp` it caused (libraries that pick a listener by the state at the tap, as
    /// Notifee's Android side does, read it while their handler runs).
    @exclusivity(unchecked) public private(set) var stateAtResponse: AppState
    /// The id of the notification last shown (`display` effect), if any.
    @exclusivity(unchecked) public private(set) var lastDisplayedId: String?
    /// The last `seq` recorded (0 before the first effect).
    @exclusivity(unchecked) public private(set) var seq = 0
    /// Handler calls (and server actions) started and not yet completed.
    @exclusivity(unchecked) public private(set) var pendingHandlerCount = 0
    /// Actions waiting in the missed-action queue.
    @exclusivity(unchecked) public private(set) var queuedActionCount = 0
    /// Performs `server(actionKey)` actions (Salesforce).
    @exclusivity(unchecked) public var serverActionPerformer: ServerActionPerformer?
    /// Salesforce's `filterSupportedNotificationTypes`: applied by
    /// `registerSalesforceNotificationTypes` before categories are registered.
    @exclusivity(unchecked) public var filterSupportedNotificationTypes: SalesforceNotificationTypeFilter?
    /// Told of each deep link a tap opens in the app (Marigold's `_u` / `st_action_deeplink`,
    /// a jshost action's `deepLink`) right after its `openURL` effect, with the notification
    /// and whether the tap launched the app (it was `terminated`). React Native's `Linking`
    /// hands it on: a `url` event when the app was running, `getInitialURL()` after a launch.
    @exclusivity(unchecked) public var deepLinkObservers: [(_ url: String, _ notification: PushNotification, _ launched: Bool) -> Void] = []

    /// Told why each effect happened and why a notification was not shown (`run
    /// --explain`, `jshost matrix`); nil (the default) costs nothing.
    @exclusivity(unchecked) public var explanationSink: ((Explanation) -> Void)?
    /// The rule a surface gave (`because(_:)`) while deciding to call a handler, for the
    /// handler call about to start.
    @exclusivity(unchecked) private var pendingRule: Rule?

    @exclusivity(unchecked) private var redactor: Redactor
    @exclusivity(unchecked) private var categories: [IDKey: Category] = [:]
    @exclusivity(unchecked) private var categoryOrder: [String] = []
    @exclusivity(unchecked) private var displayCache: [IDKey: [DisplayedAction]] = [:]
    @exclusivity(unchecked) private var salesforceTypes: [SalesforceNotificationType] = []

    /// The remembered notifications: a ring of at most `notificationRetentionLimit`,
    /// the oldest at `retentionHead` once it is full.
    @exclusivity(unchecked) private var retained: [PushNotification] = []
    @exclusivity(unchecked) private var retentionHead = 0
    /// Where the latest notification of each remembered id sits in `retained`: plain
    /// integers, so a lookup or an eviction check copies (and retains) no
    /// notification, and the table stays small.
    @exclusivity(unchecked) private var slots: [IDKey: Int] = [:]
    @exclusivity(unchecked) private var autoId = 0
    @exclusivity(unchecked) private var pushInterpreters: [PushInterpreter] = []

    private final class Entry {
        let token: HandlerToken
        let surface: Surface
        let type: String?
        let handler: Handler
        /// Listeners may take only some deliveries (e.g. button taps); others never reach them.
        let accepts: ((HandlerDelivery) -> Bool)?
        /// A disabled listener keeps its place in the order but is passed over, and
        /// no delivery is made for it.
        @exclusivity(unchecked) var enabled = true
        init(token: HandlerToken, surface: Surface, type: String?, handler: @escaping Handler,
             accepts: ((HandlerDelivery) -> Bool)? = nil) {
            self.token = token
            self.surface = surface
            self.type = type
            self.handler = handler
            self.accepts = accepts
        }
    }

    private final class Call {
        let id: Int
        let surface: Surface
        let type: String?
        let notification: String?
        let start: Double
        /// Why the handler runs (`explanationSink` only).
        @exclusivity(unchecked) var rule: Rule?
        @exclusivity(unchecked) var done = false
        @exclusivity(unchecked) var parked = false
        /// The dispatcher, for completions: a completion closure then captures the
        /// call alone (one reference, so no context of its own to allocate).
        let live: Liveness
        init(id: Int, surface: Surface, type: String?, notification: String?, start: Double, live: Liveness) {
            self.id = id
            self.surface = surface
            self.type = type
            self.notification = notification
            self.start = start
            self.live = live
        }

        /// Completes the call, unless the dispatcher is gone.
        func complete(_ outcome: HandlerOutcome) {
            if live.alive { live.dispatcher.complete(self, outcome) }
        }
    }

    @exclusivity(unchecked) private var nextToken = 0
    /// By type, keyed like the tables above (a type is looked up on every tap).
    @exclusivity(unchecked) private var typedHandlers: [IDKey: [Entry]] = [:]
    @exclusivity(unchecked) private var everRegisteredTypes: Set<String> = []
    @exclusivity(unchecked) private var responseListeners: [Entry] = []
    @exclusivity(unchecked) private var notificationListeners: [Entry] = []
    @exclusivity(unchecked) private var missedQueue: [String: [HandlerDelivery]] = [:]
    @exclusivity(unchecked) private var missedListeners: [(MissedAction) -> Void] = []
    @exclusivity(unchecked) private var nextCall = 0
    @exclusivity(unchecked) private var parkedCalls: [Int: Call] = [:]

    /// How completion closures reach the dispatcher: like a weak reference (a
    /// completion after the dispatcher is gone does nothing), without being one. A
    /// weak reference gives the dispatcher a side table, which makes every retain
    /// and release of it take the slow path. Checked `unowned` (inline counts, no
    /// side table), read only while `alive`: `unowned(unsafe)` saved ~0.6 % of a
    /// pair's instructions, within the wall-time noise (docs/performance.md).
    private final class Liveness {
        unowned let dispatcher: Dispatcher
        @exclusivity(unchecked) var alive = true
        init(_ dispatcher: Dispatcher) { self.dispatcher = dispatcher }
    }
    @exclusivity(unchecked) private var liveness: Liveness!

    public init(configuration: Configuration = Configuration(), clock: Clock = SystemClock(), sink: EffectSink) {
        self.configuration = configuration
        self.clock = clock
        self.sink = sink
        self.appState = configuration.appState
        self.stateAtResponse = configuration.appState
        self.redactor = Redactor(secrets: configuration.secrets)
        builtInsPending = configuration.includeMarigoldDefaults
        liveness = Liveness(self)
    }

    /// Marigold's eleven built-in categories go into the table on its first use
    /// (before anything else, so the registration order is as if made at init): a
    /// run that never needs categories does not pay for building the table.
    @exclusivity(unchecked) private var builtInsPending: Bool

    @inline(__always)
    private func registerBuiltInsIfNeeded() {
        guard builtInsPending else { return }
        builtInsPending = false
        // The platform's own, not the app's: no registration to report.
        let observer = registrationObserver
        registrationObserver = nil
        register(Marigold.defaultCategories)
        registrationObserver = observer
    }

    deinit { liveness.alive = false }

    // MARK: Effects

    /// Records an effect (surfaces use this for `alert`, `email`, `log`, `http`, …).
    public func record(_ kind: consuming EffectKind, notification: consuming String? = nil) {
        record(kind, notification: notification, at: clock.nowMilliseconds)
    }

    /// Records an effect at `now` (a clock reading the caller has just taken).
    private func record(_ kind: consuming EffectKind, notification: consuming String?, at now: Double) {
        seq += 1
        // Consumed, so the effect takes the kind's fields without retaining them again.
        let effect = Effect(seq: seq, t: Self.roundMs(now), notification: notification, kind: kind)
        if redactor.isEmpty {
            sink.emit(effect)
        } else {
            sink.emit(redactor.redact(effect))
        }
    }

    /// Records an effect and, when explaining, the rule that caused it.
    /// The rule is only worked out when someone listens: the hot path pays a nil test.
    public func record(_ kind: consuming EffectKind, notification: consuming String? = nil, because rule: @autoclosure () -> Rule?) {
        guard let explanationSink else {
            record(kind, notification: notification, at: clock.nowMilliseconds)
            return
        }
        let nid = copy notification
        record(kind, notification: notification, at: clock.nowMilliseconds)
        if let rule = rule() { explanationSink(Explanation(subject: .effect, seq: seq, notification: nid, rule: rule)) }
    }

    /// A surface's reason for the handler call it is deciding on: call it from a
    /// listener's filter or handler, and the call's `handler` (or `error`) effect is
    /// explained by `rule`.
    public func because(_ rule: Rule) {
        if explanationSink != nil { pendingRule = rule }
    }

    /// An explanation with no effect of its own: why a notification was not shown, or
    /// why a registered handler did not run.
    public func explain(_ subject: Explanation.Subject, _ rule: Rule, notification: String?) {
        explanationSink?(Explanation(subject: subject, seq: seq, notification: notification, rule: rule))
    }

    /// Adds a secret to redact from every later effect.
    public func addSecret(_ secret: String) {
        configuration.secrets.append(secret)
        redactor = Redactor(secrets: configuration.secrets)
    }

    @inline(__always)
    static func roundMs(_ ms: Double) -> Double { (ms * 1000).rounded() / 1000 }

    // MARK: App state

    public func setAppState(_ state: AppState) { appState = state }

    // MARK: Categories

    /// Told of each category (`"category"`, its id) and channel (`"channel"`) a library
    /// registers, when it does (Surfaces' Registrations.swift: where the app did, for `run`).
    @exclusivity(unchecked) public var registrationObserver: ((_ kind: String, _ id: String) -> Void)?

    /// Adds or replaces categories by id.
    public func register(_ newCategories: [Category]) {
        registerBuiltInsIfNeeded()
        if let registrationObserver { for c in newCategories { registrationObserver("category", c.id) } }
        for c in newCategories {
            if categories.updateValue(c, forKey: IDKey(c.id)) == nil { categoryOrder.append(c.id) }
            displayCache[IDKey(c.id)] = nil
        }
    }

    /// Replaces every category previously registered from `source` with `newCategories`
    /// (what `setCategories` / `registerDevice` / `fetchAndStoreNotificationTypes` do).
    public func setCategories(_ newCategories: [Category], source: CategorySource) {
        registerBuiltInsIfNeeded()
        let removed = categoryOrder.filter { categories[IDKey($0)]?.source == source }
        for id in removed {
            categories[IDKey(id)] = nil
            displayCache[IDKey(id)] = nil
        }
        if !removed.isEmpty {
            let gone = Set(removed)
            categoryOrder.removeAll { gone.contains($0) }
        }
        register(newCategories)
    }

    /// Registers Salesforce notification types: `filterSupportedNotificationTypes` runs
    /// first, then each action group becomes a category (replacing earlier Salesforce ones).
    @discardableResult
    public func registerSalesforceNotificationTypes(_ types: [SalesforceNotificationType]) -> [Category] {
        let kept = filterSupportedNotificationTypes.map { $0(types) } ?? types
        salesforceTypes = kept
        let made = Salesforce.categories(from: kept)
        setCategories(made, source: .salesforce)
        return made
    }

    /// The Salesforce types kept by the last `registerSalesforceNotificationTypes`.
    public var registeredSalesforceNotificationTypes: [SalesforceNotificationType] { salesforceTypes }

    public func category(id: String) -> Category? {
        registerBuiltInsIfNeeded()
        return categories[IDKey(id)] ?? keptFromEarlierLaunch(id)
    }

    /// The Android notification channels the app created, as far as its libraries tell
    /// (`registerChannel`); nil until one does.
    @exclusivity(unchecked) public private(set) var registeredChannels: Set<String>?

    /// A library created (or deleted) an Android channel.
    public func registerChannel(_ id: String) {
        registeredChannels = (registeredChannels ?? []).union([id])
        registrationObserver?("channel", id)
    }
    public func deleteChannel(_ id: String) { registeredChannels?.remove(id) }

    /// A library that creates every channel the app uses is loaded (Notifee, Expo,
    /// Capacitor, cordova-plugin-push on Android): from now on a channel none of them
    /// created is one the app never created. `created` are the channels the library
    /// makes itself when it starts (Capacitor's `default`, cordova-plugin-push's
    /// `PushPluginChannel`).
    public func trackChannels(created: [String] = []) {
        registeredChannels = (registeredChannels ?? []).union(created)
    }

    /// The app's native iOS project, as far as the device read it (nil: not read).
    public var nativeProject: NativeProject?

    /// iOS: a remote image (`fcm_options.image`, `notifee_options.image`, OneSignal's, …)
    /// is attached only by the app's Notification Service Extension, which iOS runs only
    /// with `mutable-content: 1` (rnfirebase.io/messaging/ios-notification-images,
    /// notifee.app/react-native/docs/ios/remote-notification-support). With an `ios/`
    /// folder and no extension target in it the image is not shown; with no `ios/`
    /// folder it is shown as the extension would, and `--explain` says so.
    private func iosImage(_ a: inout NotificationAppearance) -> Rule? {
        guard a.image != nil, a.attachment == nil, a.mutableContent == true else { return nil }
        guard let project = nativeProject, project.iosFolder != nil else { return .iosImageNeedsExtension }
        if project.serviceExtension != nil { return .iosImageByExtension }
        a.image = nil
        return .iosImageNoExtension
    }

    /// The channel Android posts `n` on, or nil when Android drops it; with the
    /// warning to record when the channel it names was never created.
    /// AOSP NotificationManagerService `enqueueNotificationInternal` refuses a
    /// notification whose channel does not exist ("No Channel found for pkg=…");
    /// FCM's CommonNotificationBuilder `getOrCreateChannel` and Expo's
    /// ChannelAwareNotificationBuilder `getChannelId` post on their fallback channel instead.
    func postingChannel(_ n: PushNotification) -> (channel: String?, warning: String?) {
        if let t = n.salesforce?.type, !t.isEmpty { return (t, nil) }  // the SDK creates a channel per type
        let policy = n.missingChannel ?? Self.missingChannelPolicy(n.format)
        guard let named = n.androidChannel, !named.isEmpty else {
            if case .fallback(let f)? = policy { return (f, nil) }
            return (PlatformRules.androidFallbackChannel, nil)
        }
        guard let policy, let known = registeredChannels, !known.contains(named) else { return (named, nil) }
        switch policy {
        case .dropped:
            return (nil, "channel \"\(named)\" was never created: Android 8+ does not post the notification "
                        + "(NotificationManagerService: \"No Channel found\"); create it before displaying")
        case .fallback(let f):
            return (f, "channel \"\(named)\" was never created: the notification is shown on the fallback channel \"\(f)\"")
        }
    }

    /// What a format's library does with a channel never created (nil: not judged).
    static func missingChannelPolicy(_ format: PayloadFormat) -> PushNotification.MissingChannel? {
        switch format {
        case .fcmV1, .fcmLegacy: return .fallback(PlatformRules.androidFallbackChannel)
        case .expo: return .fallback(PlatformRules.expoFallbackChannel)
        case .local: return .dropped
        default: return nil
        }
    }

    /// All registered categories in registration order.
    public var registeredCategories: [Category] {
        registerBuiltInsIfNeeded()
        return categoryOrder.compactMap { categories[IDKey($0)] }
    }

    /// The categories with buttons the app registered: the registered ones less Marigold's
    /// default `st_cat_*` categories, which are the dispatcher's own.
    public var appCategories: [Category] {
        let builtIn = Set(Marigold.defaultCategories.map(\.id))
        return registeredCategories.filter { !$0.actions.isEmpty && !builtIn.contains($0.id) }
    }

    /// Validation of the registered categories for the current platform (Marigold's
    /// built-ins included).
    public func validateCategories() -> [NotificationsError] {
        PlatformRules.validate(registeredCategories, platform: platform)
    }

    /// The category a notification is shown with: its Acoustic payload category, else
    /// the registered category of its id on the current platform.
    public func category(for n: PushNotification) -> Category? {
        category(for: n, id: n.category(on: platform))
    }

    /// `category(for: n)`, given `n.category(on: platform)`.
    private func category(for n: PushNotification, id: String?) -> Category? {
        registerBuiltInsIfNeeded()
        if let c = n.attachedActions { return c }
        if let c = n.acousticCategory, id == nil || id == c.id { return c }
        guard let id else { return nil }
        return categories[IDKey(id)] ?? keptFromEarlierLaunch(id)
    }

    /// The categories an earlier launch of the app registered (the app registers them as it
    /// runs: in a component's effect, say), which the device keeps while the app is quit.
    /// iOS keeps every one: UNUserNotificationCenter stores the categories an app sets
    /// (`setNotificationCategories(_:)` replaces the stored set, `getNotificationCategories`
    /// answers it in a later launch — what expo-notifications' iOS CategoriesModule reads
    /// before adding one). Android has no categories of its own: the library builds the
    /// buttons when it posts, and only Expo's and Capacitor's keep their categories on disk
    /// (expo-notifications' SharedPreferencesNotificationCategoriesStore, Capacitor's
    /// NotificationStorage action groups, both SharedPreferences). A category registered in
    /// this launch wins over a kept one. docs/surfaces.md, "The app's life".
    public var earlierLaunchCategories: [Category] = []

    private func keptFromEarlierLaunch(_ id: String) -> Category? {
        guard !earlierLaunchCategories.isEmpty, let kept = earlierLaunchCategories.last(where: { $0.id == id }) else { return nil }
        return platform == .ios || kept.source == .expo || kept.source == .capacitor ? kept : nil
    }

    /// True when the platform shows `action` of `category` (so it can be tapped).
    private func isShown(_ action: Action, of category: Category, attached: Bool) -> Bool {
        // Fewer actions than the limit and no context lists: all are shown.
        if category.actions.count <= PlatformRules.limit(platform, context: .default, legacy: true),
           category.defaultContextActions == nil { return true }
        for shown in displayedActions(category, attached: attached) where shown.id == action.id { return true }
        return false
    }

    /// `attached`: the notification's own buttons, never the cached display of a
    /// registered category that may share their id.
    private func displayedActions(_ category: Category, attached: Bool) -> [DisplayedAction] {
        if attached { return PlatformRules.displayedActions(for: category, platform: platform) }
        if category.source == .acoustic, let registered = categories[IDKey(category.id)], registered != category {
            return PlatformRules.displayedActions(for: category, platform: platform)
        }
        if let cached = displayCache[IDKey(category.id)] { return cached }
        let shown = PlatformRules.displayedActions(for: category, platform: platform)
        if categories[IDKey(category.id)] == category { displayCache[IDKey(category.id)] = shown }
        return shown
    }

    // MARK: Registration

    private func makeEntry(_ surface: Surface, _ type: String?, _ handler: @escaping Handler,
                           _ accepts: ((HandlerDelivery) -> Bool)? = nil) -> Entry {
        nextToken += 1
        return Entry(token: HandlerToken(rawValue: nextToken), surface: surface, type: type, handler: handler, accepts: accepts)
    }

    /// Registers a handler for actions of `type` (Acoustic `registerAction` /
    /// `setRegisteredActionCallback`, jshost `registerAction`). Actions of the type that
    /// were queued while no handler was registered are replayed to it now, in order,
    /// once (deliveries with `replayed: true`).
    ///
    /// `replay` says how many of the queued actions reach the new handler: `.all` (the
    /// default; jshost, Cordova), `.first` (Acoustic's iOS React Native bridge, whose
    /// single-use callback delivers the first and drops the rest: each dropped one is a
    /// `warning` effect) or `.none` (Acoustic's Android bridge, which replays nothing; the
    /// queue of the type is discarded).
    @discardableResult
    public func registerActionHandler(type: String, surface: Surface, replay: ReplayPolicy = .all,
                                      _ handler: @escaping Handler) -> HandlerToken {
        let entry = makeEntry(surface, type, handler)
        typedHandlers[IDKey(type), default: []].append(entry)
        everRegisteredTypes.insert(type)
        if let queued = missedQueue.removeValue(forKey: type) {
            queuedActionCount -= queued.count
            switch replay {
            case .all:
                for d in queued { invoke(entry, d, .typedHandler) }
            case .first:
                invoke(entry, queued[0], .typedHandler)
                for d in queued.dropFirst() {
                    record(.warning(message: "queued '\(type)' action dropped: the registering callback is single-use and received the first queued action"),
                           notification: d.notification.id)
                }
            case .none:
                for d in queued {
                    record(.warning(message: "queued '\(type)' action not replayed: this bridge replays no missed actions"),
                           notification: d.notification.id)
                }
            }
        }
        return entry.token
    }

    /// How many queued (missed) actions a newly registered typed handler receives.
    public enum ReplayPolicy: Sendable, Equatable {
        case all, first, none
    }

    /// Removes every handler of `type`. Later actions of the type are missed with
    /// reason `notYetRegistered` (registered before, not now).
    public func unregisterActionHandlers(type: String) {
        typedHandlers[IDKey(type)] = nil
    }

    /// Whether a handler of `type` is registered.
    public func hasActionHandler(type: String) -> Bool { !(typedHandlers[IDKey(type)]?.isEmpty ?? true) }

    /// Registers a listener for every response (MobileFirst callback, Marigold
    /// listener, jshost `onResponse`, Salesforce `onNotificationResponse`); with
    /// `filter`, only for the responses it accepts (no `handler` effect for the others).
    /// A listener added with `enabled: false` takes its place in the order now and
    /// responses from `enable(_:)` on (a surface whose script may never listen).
    @discardableResult
    public func addResponseListener(surface: Surface, enabled: Bool = true, filter: ((HandlerDelivery) -> Bool)? = nil,
                                    _ handler: @escaping Handler) -> HandlerToken {
        let entry = makeEntry(surface, nil, handler, filter)
        entry.enabled = enabled
        responseListeners.append(entry)
        return entry.token
    }

    /// Enables a response listener added with `enabled: false`.
    public func enable(_ token: HandlerToken) {
        for entry in responseListeners where entry.token == token { entry.enabled = true }
    }

    /// Registers a listener for every push (jshost `onNotification`, MobileFirst);
    /// with `filter`, only for the pushes it accepts.
    @discardableResult
    public func addNotificationListener(surface: Surface, filter: ((HandlerDelivery) -> Bool)? = nil,
                                        _ handler: @escaping Handler) -> HandlerToken {
        let entry = makeEntry(surface, nil, handler, filter)
        notificationListeners.append(entry)
        return entry.token
    }

    /// Called for every missed action (Acoustic's `CustomPushNotYetRegistered` /
    /// `CustomPushNotRegistered` events), after its `missed` effect.
    public func addMissedActionListener(_ listener: @escaping (MissedAction) -> Void) {
        missedListeners.append(listener)
    }

    /// Removes every handler, listener and filter (what `Device.close()` does): the
    /// closures and what they hold are freed, and later events find no handler.
    public func removeAllHandlers() {
        typedHandlers = [:]
        responseListeners = []
        notificationListeners = []
        missedListeners = []
        pushInterpreters = []
        filterSupportedNotificationTypes = nil
    }

    /// Removes one registration of any kind.
    public func unregister(_ token: HandlerToken) {
        responseListeners.removeAll { $0.token == token }
        notificationListeners.removeAll { $0.token == token }
        for (type, entries) in typedHandlers where entries.contains(where: { $0.token == token }) {
            let rest = entries.filter { $0.token != token }
            typedHandlers[type] = rest.isEmpty ? nil : rest
        }
    }

    // MARK: Events

    /// A notification arrives: `warning` when it is over the payload limit, `display`
    /// (what the platform shows), then every notification listener. Returns its id
    /// (assigned `n1`, `n2`, … when the notification has none).
    @discardableResult
    public func push(_ notification: PushNotification) -> String {
        var n = notification
        for interpret in pushInterpreters { interpret(&n) }
        if n.id.isEmpty {
            repeat {
                autoId += 1
                n.id = "n\(autoId)"
            } while slots[IDKey(n.id)] != nil
        }
        if n.isDataOnly || n.displaySuppressed {
            // Nothing is shown (so nothing can be tapped): only the app's handlers see it.
            if explanationSink != nil { explain(.notShown, Self.hidingRule(n), notification: n.id) }
            noteNotShown(n.id, n.isDataOnly ? (n.format == .expo ? "a data-only Expo message" : "a data-only message: the OS shows nothing")
                                            : appState == .foreground ? "held back while the app was in the foreground" : "its library held it back")
            deliverNotification(n, categoryId: n.category(on: platform))
            return n.id
        }
        let categoryId = show(n)
        deliverNotification(n, categoryId: categoryId)
        return n.id
    }

    /// Why `n` is not shown: its library's reason, else data-only or suppressed.
    static func hidingRule(_ n: PushNotification) -> Rule {
        if let rule = n.displayRule { return rule }
        guard n.isDataOnly else { return .suppressedByLibrary }
        return n.format == .expo ? .expoDataOnly : .fcmDataOnly
    }

    /// Shows a notification the platform held back when it arrived (`displaySuppressed`):
    /// an Expo notification handler answered that it should be shown. Its `display`
    /// effect, and it can be tapped; the listeners, which saw it arrive, are not called
    /// again.
    public func present(_ notification: PushNotification, because rule: Rule? = nil) {
        var n = notification
        n.displaySuppressed = false
        n.displayRule = rule
        show(n)
    }

    /// Remembers `n` and records its `display` effect (and warnings); returns its category id.
    @discardableResult
    private func show(_ n: PushNotification) -> String? {
        let nid = n.id
        var channel: String?
        if platform == .android {
            let posting = postingChannel(n)
            if let warning = posting.warning {
                let rule: Rule = posting.channel == nil ? .androidChannelMissing : .androidChannelFallback
                record(.warning(message: warning), notification: nid, because: rule)
                channelObserver?(n, rule, warning)
            }
            guard let c = posting.channel else {
                if explanationSink != nil { explain(.notShown, .androidChannelMissing, notification: nid) }
                noteNotShown(nid, "Android posted nothing: its channel was never created")
                return nil
            }
            channel = c
        }
        remember(n, id: nid)
        if n.byteCount > configuration.payloadWarningBytes {
            record(.warning(message: "payload is \(n.byteCount) bytes; APNs rejects payloads over \(configuration.payloadWarningBytes) bytes"), notification: nid)
        }
        let categoryId = n.category(on: platform)
        let category = self.category(for: n, id: categoryId)
        if let categoryId, category == nil {
            record(.warning(message: "category \"\(categoryId)\" is not registered; no action buttons are shown"), notification: nid,
                   because: .categoryNotRegistered)
        }
        var actions: [DisplayedAction] = []
        if let category { actions = displayedActions(category, attached: n.attachedActions != nil) }  // not `map(…)`: that retains self
        lastDisplayedId = nid
        var appearance = n.appearance(on: platform)
        let imageRule = platform == .ios ? iosImage(&appearance) : nil
        record(.display(platform: platform, category: categoryId, title: n.title, body: n.body, actions: actions,
                        channel: channel,
                        appearance: appearance),
               notification: nid, because: n.displayRule ?? (n.format == .local ? .displayedByApp : .shown))
        if let imageRule, explanationSink != nil { explain(.effect, imageRule, notification: nid) }
        displayObserver?(n, channel, appearance)
        // iOS sets the app icon's badge to the notification's (APNs `aps.badge`).
        if platform == .ios, let badge = appearance.badge { record(.badge(count: max(0, badge)), notification: nid) }
        return categoryId
    }

    private func deliverNotification(_ n: PushNotification, categoryId: String?) {
        guard !notificationListeners.isEmpty else { return }
        let d = HandlerDelivery(event: .notification, notification: n, category: categoryId, actionIdentifier: "",
                                action: nil, userText: nil, type: nil, appState: appState)
        for entry in notificationListeners where accepts(entry, d) { invoke(entry, d, .notificationListener) }
    }

    /// What a library installed in the app makes of a push before the platform shows
    /// it: e.g. cordova-plugin-push builds Android buttons from `data.actions`
    /// (`attachedActions`). Run in the order added, on every push, also the ones
    /// scripts display themselves.
    public typealias PushInterpreter = (inout PushNotification) -> Void

    /// Adds a push interpreter (a surface does, when a script uses its library).
    public func addPushInterpreter(_ interpret: @escaping PushInterpreter) {
        pushInterpreters.append(interpret)
    }

    /// Forgets notification `id` (a script cancelled it, or replaced it by one of
    /// another id): a later response to it is an unknown-notification error.
    /// Returns false when no notification of that id is remembered.
    @discardableResult
    public func forget(notification id: String) -> Bool {
        slots.removeValue(forKey: IDKey(id)) != nil
    }

    /// Told of each notification shown (after its `display` effect), with the Android
    /// channel it is posted on and how it looks: the findings of a run (Surfaces' AppFindings.swift).
    public var displayObserver: ((PushNotification, String?, NotificationAppearance) -> Void)?
    /// Told when a notification names an Android channel the app never created (the rule
    /// and the warning recorded for it).
    public var channelObserver: ((PushNotification, Rule, String) -> Void)?

    /// The notifications remembered (displayed and not forgotten), oldest first.
    public var rememberedNotifications: [PushNotification] {
        slots.values.sorted { a, b in
            // The ring's oldest slot is at `retentionHead` once it is full.
            let n = retained.count
            return (a - retentionHead + n) % n < (b - retentionHead + n) % n
        }.map { retained[$0] }
    }

    /// Decodes and pushes; a decoding error becomes an `error` effect with reason
    /// `input` (and nil is returned), so a run goes on with the next event.
    @discardableResult
    public func push(bytes: [UInt8], file: String? = nil, id: String? = nil, format: PayloadFormat? = nil) -> String? {
        do {
            return push(try PayloadDecoder.decode(bytes, file: file, id: id, format: format))
        } catch {
            record(.error(.input, "\(error)"), notification: id)
            return nil
        }
    }

    /// The user responds to notification `notificationId`: `response` effect, then the
    /// action's consequences (see `Dispatcher`). An unknown notification or action is an
    /// `error` effect with reason `input`.
    public func respond(to notificationId: String, action: ResponseAction, text: String? = nil) {
        stateAtResponse = appState
        guard let n = notification(id: notificationId) else {
            if let why = notShown[notificationId] {
                rejectInput("nothing was displayed for \"\(notificationId)\" (\(why)), so there is nothing to tap"
                            + (why.hasPrefix("a data-only") ? "; a notification the app displays for it is tapped instead, and it displayed none" : ""),
                            notification: notificationId)
                return
            }
            rejectInput("unknown notification \"\(notificationId)\" (no push with this id, or it was forgotten)", notification: notificationId)
            return
        }
        if text != nil, action == .default || action == .dismiss {
            rejectInput("a text reply needs a text-input action, not \"\(action)\"", notification: n.id)
            return
        }
        let categoryId = n.category(on: platform)
        let category = self.category(for: n, id: categoryId)
        switch action {
        case .dismiss:
            record(.response(action: "dismiss", text: text), notification: n.id)
            deliverResponse(n, categoryId: categoryId, identifier: "dismiss", action: nil, text: text, type: nil)
        case .default:
            record(.response(action: "default", text: text), notification: n.id)
            if let na = n.acousticNotificationAction {
                let kind = Acoustic.kind(ofType: na.type)
                let synthetic = Action(id: "default", title: n.title ?? "", options: [.foreground], kind: kind,
                                       value: na.value, definition: na.raw)
                perform(n, category: category, categoryId: categoryId, identifier: "default", action: synthetic, text: text, bodyTap: true)
            } else {
                if n.bodyTapOpensApp { ensureAppOpen(n.id, because: .bodyTapOpensApp) }
                if let link = n.marigold?.deepLink { openDeepLink(link, n) }
                deliverResponse(n, categoryId: categoryId, identifier: "default", action: nil, text: text, type: nil)
            }
        case .action(let id):
            guard let (resolvedCategory, resolved) = resolve(id, in: category) else {
                let known = category.map { c in
                    c.actions.isEmpty ? noButtons(n, c)
                        : "category \"\(c.id)\" has actions " + c.actions.map { "\"\($0.id)\"" }.joined(separator: ", ")
                } ?? (categoryId.map { "category \"\($0)\" is not registered" } ?? "the notification has no category" + categoryKeyHint(n))
                let guess = category.map { c in Suggestion.hint(for: id, among: c.actions.map(\.id) + c.actions.map(\.title) + c.actions.compactMap(\.kind.customType), quote: "\"") } ?? ""
                rejectInput("unknown action \"\(id)\" for notification \"\(n.id)\" (\(known))" + guess + appDisplayedHint(id, besides: n), notification: n.id)
                return
            }
            // A button the platform does not show cannot be tapped.
            guard isShown(resolved, of: resolvedCategory, attached: n.attachedActions != nil) else {
                rejectInput("action \"\(resolved.id)\" of category \"\(resolvedCategory.id)\" is not shown on \(platform.rawValue) "
                               + "(\(PlatformRules.limitDescription(for: resolvedCategory, platform: platform))), so it cannot be tapped",
                               notification: n.id)
                return
            }
            if text != nil, resolved.textInput == nil {
                rejectInput("action \"\(resolved.id)\" has no text input, so it takes no text reply", notification: n.id)
                return
            }
            // The script and the effect see the button's real identifier, whatever
            // named it (its id, its title, its type or `<category>&<title>`), as on a phone.
            record(.response(action: resolved.id, text: text), notification: n.id)
            perform(n, category: resolvedCategory, categoryId: resolvedCategory.id, identifier: resolved.id, action: resolved, text: text, bodyTap: false)
        }
    }

    /// Where the response being played was read (an `--events` file and line), so
    /// that its input errors name them; nil when responses do not come from a file.
    @exclusivity(unchecked) public var inputFile: String?
    @exclusivity(unchecked) public var inputLine = 0

    /// An event that cannot be carried out (a response, a dialog press, an adapter call):
    /// an `error` effect with reason `input`, naming the file and line it was read from
    /// when there is one (`ev.ndjson:6: …`, with `file` and `line` fields).
    public func rejectInput(_ message: String, notification: String? = nil) {
        guard let file = inputFile else {
            record(.error(.input, message), notification: notification)
            return
        }
        record(.error(reason: .input, message: "\(file):\(inputLine): \(message)", stack: nil, file: file, line: inputLine,
                      surface: nil, type: nil), notification: notification)
    }

    /// Convenience: `"default"`, `"dismiss"` or an action id.
    public func respond(to notificationId: String, action: String, text: String? = nil) {
        respond(to: notificationId, action: ResponseAction(action), text: text)
    }

    /// Pushes that displayed nothing, and why (the newest 64): a response to one says so.
    private var notShown: [String: String] = [:]
    private var notShownOrder: [String] = []

    private func noteNotShown(_ id: String, _ why: String) {
        if notShown.updateValue(why, forKey: id) == nil { notShownOrder.append(id) }
        if notShownOrder.count > 64 { notShown.removeValue(forKey: notShownOrder.removeFirst()) }
    }

    /// Why a notification's category shows no buttons: on Android a push the OS draws itself
    /// (Capacitor's, FCM's notification messages) has none, whatever its category.
    private func noButtons(_ n: PushNotification, _ c: Category) -> String {
        guard n.attachedActions != nil, platform == .android, n.format != .local else {
            return "category \"\(c.id)\" has no actions"
        }
        var out = "on Android this push shows no buttons: the system draws an FCM notification without them, whatever its category; --open taps its body"
        if let registered = categories[IDKey(c.id)], !registered.actions.isEmpty {
            out += "; category \"\(c.id)\"'s buttons (" + registered.actions.map(\.id).joined(separator: ", ") + ") show on iOS (--platform ios)"
        }
        return out
    }

    /// For a tap on a button the tapped notification does not have: the notifications the app
    /// displayed itself (Notifee's `displayNotification` from a message handler) that have it,
    /// and how to tap one.
    private func appDisplayedHint(_ actionId: String, besides n: PushNotification) -> String {
        var hit: (notification: PushNotification, category: String, action: String)?
        for other in rememberedNotifications where other.id != n.id {
            if let c = category(for: other, id: other.category(on: platform)), let (_, action) = resolve(actionId, in: c) {
                hit = (other, c.id, action.id)
            }
        }
        guard let hit else { return "" }
        let title = hit.notification.title.map { " \"\($0)\"" } ?? ""
        // Buttons of the notification's own (Notifee's Android `actions`) have no category name.
        let category = hit.category == hit.notification.id ? "" : ", category \"\(hit.category)\""
        return "; the app displayed\(title) (id \"\(hit.notification.id)\"\(category)), which has \"\(hit.action)\": "
            + "--notification \(hit.notification.id) --tap \(actionId) taps it when the app gives it the same id on every run "
            + "(displayNotification's id), or send a data-only message (no notification key): the push then shows nothing and --tap acts on what the app displayed"
    }

    /// For a tap on a button of a notification that names no category: the categories the app
    /// registered and the payload key that names one in this notification's format.
    private func categoryKeyHint(_ n: PushNotification) -> String {
        let registered = appCategories
        guard !registered.isEmpty else { return "" }
        let key: String? = switch n.format {
        case .apns, .simctl: "aps.category"
        case .expo: "categoryId"
        case .fcmV1: platform == .ios ? "message.apns.payload.aps.category" : nil
        case .detox: "category"
        case .mobileFirst7: "APNS.category"
        default: nil
        }
        let names = registered.prefix(4).map { c in "\"\(c.id)\" (" + c.actions.map(\.id).joined(separator: ", ") + ")" }.joined(separator: ", ")
        return "; the app registered " + names + (key.map { ": the payload names one in \($0)" } ?? "")
    }

    /// Resolves an action id in the notification's category: by id, then
    /// title, then (when unique) custom type; then as a Marigold
    /// `<category>&<title>` id.
    public func resolve(_ id: String, in category: Category?) -> (Category, Action)? {
        registerBuiltInsIfNeeded()
        if let category {
            if let a = category.action(id: id) ?? category.action(title: id) ?? category.action(customType: id) { return (category, a) }
        }
        if let (cid, title) = Marigold.splitActionId(id) {
            // Only the notification's own category: a button of another category
            // is not on this notification.
            let c = category.map { $0.id == cid ? $0 : nil } ?? categories[IDKey(cid)]
            if let c, let a = c.action(title: title) ?? c.action(id: id) { return (c, a) }
        }
        return nil
    }

    /// The notification remembered under `id`.
    public func notification(id: String) -> PushNotification? { slots[IDKey(id)].map { retained[$0] } }

    // MARK: Carrying out an action

    private func ensureAppOpen(_ nid: String, because rule: @autoclosure () -> Rule = .foregroundActionOpensApp) {
        if appState != .foreground {
            record(.openApp, notification: nid, because: rule())
            appState = .foreground
        }
    }

    private func perform(_ n: PushNotification, category: Category?, categoryId: String?, identifier: String,
                         action: Action, text: String?, bodyTap: Bool) {
        let nid = n.id
        // 1. Built-in kinds, opening the app first for foreground actions.
        switch action.kind {
        case .builtIn(.openInboxMessage):
            record(.openApp(inboxMessage: action.value ?? .null, richContent: nil), notification: nid, because: .builtInAction)
            appState = .foreground
        case .builtIn(.rich):
            record(.openApp(inboxMessage: nil, richContent: action.value ?? .null), notification: nid, because: .builtInAction)
            appState = .foreground
        case .builtIn(let b):
            if action.foreground || bodyTap { ensureAppOpen(nid, because: bodyTap ? .bodyTapOpensApp : .foregroundActionOpensApp) }
            switch b {
            case .url:
                if let url = Self.text(action.value) { record(.openURL(url: url), notification: nid, because: .builtInAction) }
                else { record(.error(.input, "action \"\(identifier)\" of type url has no URL value"), notification: nid) }
            case .dial:
                if let number = Self.text(action.value) { record(.dial(number: number), notification: nid, because: .builtInAction) }
                else { record(.error(.input, "action \"\(identifier)\" of type dial has no number value"), notification: nid) }
            case .openApp:
                let link = action.deepLink ?? (category?.source == .marigold ? n.marigold?.actionDeepLink : nil)
                ensureAppOpen(nid)
                if let link { openDeepLink(link, n) }
            case .dismiss:
                record(.dismiss, notification: nid, because: .builtInAction)
            case .openInboxMessage, .rich:
                break
            }
        case .custom, .server, .callback:
            if action.foreground || bodyTap { ensureAppOpen(nid, because: bodyTap ? .bodyTapOpensApp : .foregroundActionOpensApp) }
            if let link = action.deepLink { openDeepLink(link, n) }
        }
        // 2. Server actions.
        if case .server(let key) = action.kind { performServerAction(n, actionKey: key) }
        // 3. Typed handlers (or the missed-action queue).
        let type = action.kind.customType
        if let type {
            let d = HandlerDelivery(event: .action, notification: n, category: categoryId, actionIdentifier: identifier,
                                    action: action, userText: text, type: type, appState: appState)
            deliverTyped(type, d)
        }
        // 4. Every response listener.
        deliverResponse(n, categoryId: categoryId, identifier: identifier, action: action, text: text, type: type)
    }

    /// A deep link into the app: the `openURL` effect, then the observers (the app receives it).
    private func openDeepLink(_ link: String, _ n: PushNotification) {
        record(.openURL(url: link), notification: n.id)
        let launched = stateAtResponse == .terminated
        for observer in deepLinkObservers { observer(link, n, launched) }
    }

    private static func text(_ v: JSONValue?) -> String? {
        switch v {
        case .string(let s)?: return s
        case .number?: return v!.jsonString
        default: return nil
        }
    }

    private func deliverResponse(_ n: PushNotification, categoryId: String?, identifier: String, action: Action?,
                                 text: String?, type: String?) {
        guard responseListeners.contains(where: \.enabled) else { return }
        let d = HandlerDelivery(event: .response, notification: n, category: categoryId, actionIdentifier: identifier,
                                action: action, userText: text, type: type, appState: appState)
        for entry in responseListeners where entry.enabled && accepts(entry, d) { invoke(entry, d, .responseListener) }
    }

    private func deliverTyped(_ type: String, _ d: HandlerDelivery) {
        if let entries = typedHandlers[IDKey(type)], !entries.isEmpty {
            for entry in entries { invoke(entry, d, .typedHandler) }
            return
        }
        let reason: MissedReason = everRegisteredTypes.contains(type) ? .notYetRegistered : .notRegistered
        var queued = false
        if queuedActionCount < configuration.missedActionQueueLimit {
            missedQueue[type, default: []].append(d.asReplay())
            queuedActionCount += 1
            queued = true
        }
        record(.missed(type: type, reason: reason, queued: queued), notification: d.notification.id, because: .missedAction)
        if !missedListeners.isEmpty {
            let m = MissedAction(type: type, reason: reason, queued: queued, delivery: d)
            for l in missedListeners { l(m) }
        }
    }

    private func performServerAction(_ n: PushNotification, actionKey: String) {
        guard let performer = serverActionPerformer else {
            record(.error(reason: .input, message: "no server action performer: cannot invoke NotificationApiAction \"\(actionKey)\"",
                          stack: nil, file: nil, line: nil, surface: .salesforce, type: actionKey), notification: n.id)
            return
        }
        let call = startCall(surface: .salesforce, type: actionKey, notification: n.id)
        let live = liveness!
        performer.performServerAction(notificationId: n.salesforce?.nid ?? n.id, actionKey: actionKey) { result in
            guard live.alive else { return }
            let dispatcher = live.dispatcher
            switch result {
            case .success(let message):
                dispatcher.complete(call, .success(.object(JSONObject([JSONMember("message", .string(message))]))))
            case .failure(let error):
                dispatcher.complete(call, .failure(HandlerFailure(reason: .http, message: "\(error)")))
            }
        }
        if !call.done { park(call) }
    }

    // MARK: Handler calls

    private func startCall(surface: Surface, type: String?, notification: String?) -> Call {
        nextCall += 1
        pendingHandlerCount += 1
        return Call(id: nextCall, surface: surface, type: type, notification: notification, start: clock.nowMilliseconds, live: liveness)
    }

    private func park(_ call: Call) {
        call.parked = true
        parkedCalls[call.id] = call
    }

    /// Whether `entry`'s filter takes `d`; a rule the filter gives (`because`) is kept
    /// for the call that follows.
    private func accepts(_ entry: Entry, _ d: HandlerDelivery) -> Bool {
        guard let filter = entry.accepts else { return true }
        if explanationSink != nil { pendingRule = nil }
        return filter(d)
    }

    private func invoke(_ entry: Entry, _ d: HandlerDelivery, _ defaultRule: @autoclosure () -> Rule) {
        let call = startCall(surface: entry.surface, type: entry.type ?? d.type, notification: d.notification.id)
        let explaining = explanationSink != nil
        if explaining {
            call.rule = pendingRule ?? defaultRule()
            pendingRule = nil
        }
        do {
            try entry.handler(d) { outcome in call.complete(outcome) }
        } catch let failure as HandlerFailure {
            complete(call, .failure(failure))
        } catch {
            complete(call, .failure(HandlerFailure(reason: .exception, message: "\(error)")))
        }
        // A rule the handler gave while running (it chose what to call) replaces the filter's.
        if explaining, let rule = pendingRule {
            call.rule = rule
            pendingRule = nil
        }
        if !call.done { park(call) }
    }

    private func complete(_ call: Call, _ outcome: HandlerOutcome) {
        guard !call.done else { return }
        call.done = true
        pendingHandlerCount -= 1
        if call.parked { parkedCalls[call.id] = nil }
        // One reading for the duration and the effect's time.
        let now = clock.nowMilliseconds
        let ms = Self.roundMs(now - call.start)
        let seqBefore = seq
        defer {
            if let explanationSink {
                // A handler completing as it runs may have given its rule (`because`) meanwhile.
                if !call.parked, let rule = pendingRule {
                    call.rule = rule
                    pendingRule = nil
                }
                if let rule = call.rule, seq > seqBefore {
                    explanationSink(Explanation(subject: .effect, seq: seq, notification: call.notification, rule: rule))
                }
            }
        }
        switch outcome {
        case .success(let result):
            record(.handler(surface: call.surface, type: call.type, result: result, ms: ms), notification: call.notification, at: now)
        case .failure(let f) where f.alreadyReported:
            break
        case .failure(let f):
            record(.error(reason: f.reason, message: f.message, stack: f.stack, file: f.file, line: f.line,
                          surface: call.surface, type: call.type), notification: call.notification, at: now)
        }
    }

    /// Fails every pending handler call started at least `timeoutMs` ago (on the
    /// dispatcher's clock) with reason `timeout`, oldest first. Returns how many.
    @discardableResult
    public func failOverdueHandlers(timeoutMs: Double) -> Int {
        let now = clock.nowMilliseconds
        let overdue = parkedCalls.values.filter { now - $0.start >= timeoutMs }.sorted { $0.id < $1.id }
        for call in overdue {
            complete(call, .failure(HandlerFailure(reason: .timeout,
                                                   message: "handler did not settle within \(JSONValue.number(timeoutMs).jsonString) ms")))
        }
        return overdue.count
    }

    // MARK: Notification memory

    /// Remembers `n`, whose id is `id`.
    private func remember(_ n: PushNotification, id: String) {
        let limit = max(1, configuration.notificationRetentionLimit)
        if retained.count < limit {
            slots[IDKey(id)] = retained.count
            retained.append(n)
            return
        }
        let slot = retentionHead
        // The oldest is forgotten unless its id was pushed again since (its slot is then elsewhere).
        let oldKey = IDKey(retained[slot].id)
        if let i = slots.index(forKey: oldKey), slots.values[i] == slot { slots.remove(at: i) }
        retained[slot] = n
        slots[IDKey(id)] = slot
        retentionHead = (slot + 1) % limit
    }
}

/// A notification or category id as a dictionary key, hashed once, when the key is
/// made, in one multiply-and-mix pass over its bytes; the dictionary's hasher then
/// only mixes those 8 bytes with its seed, not the whole id. Ids are short and
/// looked up several times per event. Equality is the id's.
struct IDKey: Hashable {
    let id: String
    /// The id's hash without the seed: compared before the ids, so the keys a lookup
    /// probes past cost no string comparison.
    let bytesHash: UInt64

    @inline(__always)
    init(_ id: String) {
        self.id = id
        bytesHash = IDKey.hashBytes(id)
    }

    static func == (a: IDKey, b: IDKey) -> Bool { a.bytesHash == b.bytesHash && a.id == b.id }

    func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }

    static func hashBytes(_ id: String) -> UInt64 {
        if let h = id.utf8.withContiguousStorageIfAvailable(hashBytes) { return h }
        var id = id
        return id.withUTF8(hashBytes)
    }

    private static func hashBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let n = bytes.count
        var h = UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15
        guard let p = bytes.baseAddress else { return IDKey.finish(h) }
        let raw = UnsafeRawPointer(p)
        var i = 0
        while i + 8 <= n {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
            i += 8
        }
        if i < n {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < n {
                tail |= UInt64(p[i]) << shift
                shift += 8
                i += 1
            }
            h = (h ^ tail) &* 0x94D0_49BB_1331_11EB
            h ^= h >> 29
        }
        return IDKey.finish(h)
    }

    @inline(__always)
    static func finish(_ x: UInt64) -> UInt64 {
        var h = x
        h ^= h >> 32
        h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        return h
    }
}
