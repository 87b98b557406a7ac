import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// `react-native-onesignal` v5 (OneSignal/react-native-onesignal): the `OneSignal`
/// namespace of src/index.ts and its exports, the facade in JS/react-native-onesignal.js;
/// for an app on the 4.x release (installed, or the only one its package.json admits:
/// ModuleLoader.simulatedAPI), the 4.x API of src/index.ts @ 4.5.4 in
/// JS/react-native-onesignal-v4.js, whose events are the same native deliveries under
/// 4.x's names: `setNotificationWillShowInForegroundHandler` in place of
/// `foregroundWillDisplay` (the notification is held until `event.complete(notification)`
/// shows it; `complete()` silences it), `setNotificationOpenedHandler` in place of `click`.
/// What the native SDKs do (docs/surfaces.md cites their files):
///
/// - A OneSignal push (an `i` in `custom` or `os_data`) carries its buttons in the payload:
///   a push interpreter turns them into the notification's own buttons (on iOS the
///   category `__onesignal__dynamic__<id>` the SDK registers, unless `aps.category` names
///   one), takes OneSignal's id as the notification's id, and on Android the data
///   message's `title` and `alert` as what is shown (the SDK displays data messages).
/// - With the app in the foreground, `foregroundWillDisplay` listeners get a
///   `NotificationWillDisplayEvent`. Once such a listener was added, the bridge registers
///   the SDK's lifecycle listener and calls `preventDefault()` on every event before
///   JavaScript sees it (ios/RCTOneSignal/RCTOneSignalEventEmitter.mm
///   `onWillDisplayNotification`, android/…/RNOneSignal.java `onWillDisplay`): the
///   notification is held back (ForegroundRule.oneSignal) and shown only when the script
///   calls `getNotification().display()`; `preventDefault()` keeps it held.
/// - A tap on the notification or a button reaches `click` listeners as
///   `{result: {actionId, url}, notification}`: `actionId` is the button's id, and absent
///   for the notification itself (`OSNotificationClickResult.actionId`: "NULL when the
///   actionType is NotificationTapped", OSNotificationClasses.h).
///   The SDK opens the launch URL (`custom.u`) first: an `openURL` effect. Clicks before a
///   `click` listener is added are kept and delivered when one is, as the SDK does.
/// - Nothing of this happens before `OneSignal.initialize(appId)`: the SDKs ignore pushes
///   until they have an app id (a `warning` effect says so).
final class OneSignalSurface: ReactNativeLibrarySurface {
    static let willDisplay = "OneSignal-notificationWillDisplayInForeground"
    static let clicked = "OneSignal-notificationClicked"
    /// 4.x's names of the same two native events (src/events/events.ts @ 4.5.4).
    static let willShow4 = "OneSignal-notificationWillShowInForeground"
    static let opened4 = "OneSignal-remoteNotificationOpened"

    override var moduleName: String { "react-native-onesignal" }
    /// Whether the app uses the 4.x API (asked once, when the module is first imported).
    private lazy var version4 = device.runtime.modules?.simulatedAPI(of: "react-native-onesignal") == "4.x"
    override var glueSource: String { version4 ? EmbeddedJS.reactNativeOnesignalV4 : EmbeddedJS.reactNativeOnesignal }
    private var willDisplayEvent: String { version4 ? Self.willShow4 : Self.willDisplay }
    private var clickedEvent: String { version4 ? Self.opened4 : Self.clicked }
    override var surface: Surface { .onesignal }

    private var appId: String?
    /// Clicks that no `click` listener received yet (the SDK's unprocessed opened notifications).
    private var pendingClicks: [JSONObject] = []
    private static let pendingClickLimit = 100

    /// Whether the bridge registered the SDK's foreground lifecycle listener (the first
    /// `foregroundWillDisplay` listener does; removing listeners does not undo it).
    private var lifecycleListenerAdded = false

    override func started() {
        unowned let device = self.device
        device.dispatcher.addPushInterpreter { [unowned self] n in
            OneSignal.interpret(&n, platform: device.dispatcher.platform)
            if lifecycleListenerAdded, appId != nil, device.dispatcher.appState == .foreground, OneSignal.payload(of: n) != nil {
                (version4 ? ForegroundRule.oneSignal4 : ForegroundRule.oneSignal).withhold(&n)
            }
        }
    }

    override func addNatives(_ natives: JSValue) {
        unowned let device = self.device
        // OSNotification's fields, one class for both releases' glue.
        if let notification = try? device.context.evaluate(EmbeddedJS.onesignalNotification, sourceURL: "jshost:surfaces/onesignal-notification")
            .call([natives]) {
            natives["OSNotification"] = notification
        }
        natives.defineFunction("initialized") { [unowned self] arguments in
            appId = arguments.first?.text
            return nil
        }
        natives.defineFunction("addForegroundLifecycleListener") { [unowned self] _ in
            lifecycleListenerAdded = true
            return nil
        }
        // 4.x: RNOneSignal.setNotificationWillShowInForegroundHandler() registers the SDK's
        // handler, which holds each foreground notification until completeNotificationEvent.
        natives.defineFunction("setWillShowHandler") { [unowned self] _ in
            lifecycleListenerAdded = true
            return nil
        }
        natives.defineFunction("completeNotificationEvent") { [unowned self] arguments in
            // The bridge forgets the completion once called (a second call finds nothing).
            guard let n = held.removeValue(forKey: arguments.first?.text ?? "") else { return nil }
            if arguments.count > 1, arguments[1].boolValue { device.dispatcher.present(n) }
            return nil
        }
        // The bridge prevented the display already; the app's preventDefault() keeps it so.
        natives.defineFunction("preventDefault") { _ in nil }
        natives.defineFunction("displayNotification") { [unowned self] arguments in
            // The bridge forgets the event once displayed (a second call finds nothing).
            guard let n = held.removeValue(forKey: arguments.first?.text ?? "") else { return nil }
            device.dispatcher.present(n)
            return nil
        }
        natives.defineFunction("clearAll") { _ in
            for n in device.dispatcher.rememberedNotifications where OneSignal.payload(of: n) != nil {
                device.dispatcher.forget(notification: n.id)
            }
            return nil
        }
        natives.defineFunction("removeNotification") { arguments in
            device.record(.log(level: "info", message: "[OneSignal] Notifications.removeNotification(\(arguments.first?.intValue ?? 0))"))
            return nil
        }
    }

    /// The notifications the bridge holds back, until the script's `display()`.
    private var held: [String: PushNotification] = [:]

    override func pushArrived(_ d: HandlerDelivery) {
        guard OneSignal.payload(of: d.notification) != nil else { return }
        if appId == nil {
            device.record(.warning(message: "react-native-onesignal: a OneSignal notification arrived before OneSignal.\(version4 ? "setAppId" : "initialize")(appId); the SDK ignores it"))
        }
    }

    override func pushEvent(_ d: HandlerDelivery) -> String? {
        guard appId != nil, d.appState == .foreground, OneSignal.payload(of: d.notification) != nil else { return nil }
        if d.notification.displaySuppressed {
            held[d.notification.id] = d.notification
            if held.count > 100 { held.removeValue(forKey: held.keys.first!) }
        }
        return willDisplayEvent
    }

    override func responseEvent(_ d: HandlerDelivery) -> String? {
        guard appId != nil, d.actionIdentifier != "dismiss", OneSignal.payload(of: d.notification) != nil else { return nil }
        return clickedEvent
    }

    override func rule(for event: String) -> Rule? {
        switch event {
        case Self.willDisplay: .oneSignalWillDisplay
        case Self.willShow4: .oneSignal4WillShow
        case Self.opened4: .oneSignal4Opened
        default: .oneSignalClicked
        }
    }

    override func responseArrived(_ d: HandlerDelivery) {
        guard responseEvent(d) != nil, let p = OneSignal.payload(of: d.notification), let url = p.launchURL else { return }
        device.dispatcher.record(.openURL(url: url), notification: d.notification.id)
    }

    override func unheard(_ event: String, _ d: HandlerDelivery) {
        guard event == clickedEvent else { return }
        if pendingClicks.count == Self.pendingClickLimit {
            pendingClicks.removeFirst()
            device.record(.warning(message: "react-native-onesignal: more than \(Self.pendingClickLimit) clicks before a click listener; the oldest is dropped"))
        }
        pendingClicks.append(responseInfo(d))
    }

    override func listenerCountChanged(_ event: String, _ count: Int) {
        guard event == clickedEvent, count > 0, !pendingClicks.isEmpty else { return }
        let clicks = pendingClicks
        pendingClicks = []
        for click in clicks {
            device.runtime.enterReporting("OneSignal click listener", file: device.scriptPath) { () throws(JSException) in
                try emit(clickedEvent, click)
            }
        }
    }

    override func extraInfo(_ n: PushNotification, into o: inout JSONObject) {
        guard let p = OneSignal.payload(of: n) else { return }
        o.append("oneSignal", OneSignal.notificationJSON(n, p, platform: device.dispatcher.platform))
    }

    override func responseInfo(_ d: HandlerDelivery) -> JSONObject {
        var o = super.responseInfo(d)
        if d.actionIdentifier != "default" { o.append("clickActionId", .string(d.actionIdentifier)) }
        return o
    }
}

/// react-native-onesignal's rules (docs/notifications.md's rule table).
extension Rule {
    static let oneSignalWillDisplay = Rule(
        id: "onesignal.foregroundWillDisplay", library: "OneSignal",
        text: "a push while the app is in the foreground: the foregroundWillDisplay listener runs and may hold it back (preventDefault)",
        source: "documentation.onesignal.com/docs/mobile-sdk-reference (addEventListener foregroundWillDisplay)")
    static let oneSignalClicked = Rule(
        id: "onesignal.click", library: "OneSignal",
        text: "a tap on the notification or a button: the click listener runs",
        source: "documentation.onesignal.com/docs/mobile-sdk-reference (addEventListener click)")

    static let oneSignal4WillShow = Rule(
        id: "onesignal4.willShowInForeground", library: "OneSignal 4.x",
        text: "a push while the app is in the foreground: the setNotificationWillShowInForegroundHandler handler runs; the notification is held until event.complete(notification) shows it (complete() silences it)",
        source: "OneSignal/react-native-onesignal 4.5.4 src/events/NotificationReceivedEvent.ts, ios/RCTOneSignal/RCTOneSignalEventEmitter.m (setNotificationWillShowInForegroundHandler, completeNotificationEvent)")
    static let oneSignal4Opened = Rule(
        id: "onesignal4.opened", library: "OneSignal 4.x",
        text: "a tap on the notification or a button: the setNotificationOpenedHandler handler runs with {notification, action}",
        source: "OneSignal/react-native-onesignal 4.5.4 src/index.ts (setNotificationOpenedHandler), src/models/NotificationEvents.ts")

    static let oneSignalRules: [Rule] = [oneSignalWillDisplay, oneSignalClicked, oneSignal4WillShow, oneSignal4Opened]
}
