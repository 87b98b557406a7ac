import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// `@notifee/react-native` (invertase/notifee packages/react-native/src): the default
/// export `notifee` and the enums, in JS/notifee.js; here what reaches the device.
///
/// - `displayNotification` is a local notification (a `display` effect tappable by its
///   id); Android `android.actions` are the notification's own buttons (Android shows
///   three), iOS `ios.categoryId` names a category of `setNotificationCategories`.
/// - Presses reach `onForegroundEvent` listeners or the `onBackgroundEvent` handler as
///   `{type, detail: {notification, pressAction, input}}`, on the side Notifee's native
///   code picks: iOS sends the background event only when the app is still in the
///   background after the response (ios/RNNotifee/NotifeeApiModule.m
///   `sendNotifeeCoreEvent`), so a body press or a foreground action goes to the
///   foreground listeners; Android sends it by the app's state when the press happens
///   (android/…/NotifeeEventSubscriber.java `isAppInForeground`). A body press opens the
///   app only when `android.pressAction` launches an activity (`launchActivity`,
///   `mainComponent`, or the id `default`); without one the PRESS event has no
///   `pressAction` and the app stays in its state.
/// - A remote message with `notifee_options` is Notifee's on iOS (its service extension
///   rebuilt it): title, body and `ios.categoryId` come from the options, presses reach
///   Notifee's events.
final class NotifeeSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?
    /// Ids of the notifications the script displayed through Notifee.
    private var owned: Set<String> = []
    private var foregroundListeners = 0
    private var hasBackgroundHandler = false

    init(device: Device) { self.device = device }

    func install() throws {
        device.runtime.modules!.registerBuiltin("@notifee/react-native") { [unowned self] _ in try glue()["exports"] }
        // The package's own mock for test runners (JS/notifee-jest-mock.js), so that a Jest setup
        // written after Notifee's docs runs without the package installed.
        device.runtime.modules!.registerBuiltin("@notifee/react-native/jest-mock") { [unowned self] runtime in
            let exports = try glue()["exports"]
            let make = try runtime.context.evaluate(EmbeddedJS.notifeeJestMock, sourceURL: "jshost:surfaces/notifee-jest-mock")
            return try make.call([exports, exports["SDK_VERSION"]])
        }
        // react-native-notify-kit, the maintained fork: the same surface (docs/surfaces.md lists the differences).
        device.runtime.modules!.registerBuiltin("react-native-notify-kit") { [unowned self] _ in try glue()["kitExports"] }
        device.runtime.modules!.registerBuiltin("react-native-notify-kit/jest-mock") { [unowned self] runtime in
            let exports = try glue()["kitExports"]
            let make = try runtime.context.evaluate(EmbeddedJS.notifeeJestMock, sourceURL: "jshost:surfaces/notifee-jest-mock")
            return try make.call([exports, exports["SDK_VERSION"]])
        }
    }

    /// react-native-notify-kit's `setNotificationConfig({ios: {handleRemoteNotifications: false}})`.
    private var handlesRemote = true

    /// Whether Notifee (rather than, say, Firebase) handles presses of `n`.
    func handles(_ n: PushNotification) -> Bool {
        guard glueValue != nil else { return false }
        return owned.contains(n.id) || (device.dispatcher.platform == .ios && handlesRemote && Notifee.options(of: n) != nil)
    }

    @discardableResult
    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let context = device.context
        let natives = device.libraryNatives()
        unowned let device = self.device
        natives.defineFunction("display") { [unowned self] arguments in
            try display(device.json(arguments.first, "notifee.displayNotification's notification"))
            return nil
        }
        natives.defineFunction("cancel") { [unowned self] arguments in
            let id = arguments.first?.stringValue ?? ""
            owned.remove(id)
            device.dispatcher.forget(notification: id)
            return nil
        }
        natives.defineFunction("displayedIds") { _ in
            device.dispatcher.rememberedNotifications.map(\.id).jsValue(in: context)
        }
        natives.defineFunction("setCategories") { arguments in
            let list = try device.json(arguments.first, "notifee.setNotificationCategories' categories")
            try device.register({ try Notifee.iosCategories(from: list) }, source: .notifee)
            return nil
        }
        // Android: Notifee passes `android.channelId` to the notification as given, so a
        // channel the script never created (createChannel/createChannels) is refused by
        // the system (Dispatcher.postingChannel).
        if device.dispatcher.platform == .android { device.dispatcher.trackChannels() }
        natives.defineFunction("handleRemote") { [unowned self] arguments in
            handlesRemote = arguments.first?.boolValue ?? true
            return nil
        }
        natives.defineFunction("channel") { arguments in
            let id = arguments.first?.stringValue ?? ""
            if arguments.count > 1, arguments[1].boolValue { device.dispatcher.registerChannel(id) } else { device.dispatcher.deleteChannel(id) }
            return nil
        }
        device.launchAnswers.define(on: natives, surface: .notifee, entry: "notifee.getInitialNotification")
        natives.defineFunction("listeners") { [unowned self] arguments in
            foregroundListeners = arguments[0].intValue
            hasBackgroundHandler = arguments[1].boolValue
            return nil
        }
        natives["validators"] = try evaluateGlue(EmbeddedJS.notifeeValidators, name: "notifee-validators", natives: natives, in: device)
        device.listenerLedger.define(on: natives, surface: .notifee)
        device.defineScheduleNative(on: natives)
        let glue = try evaluateGlue(EmbeddedJS.notifee, name: "notifee", natives: natives, in: device)
        glueValue = glue
        device.dispatcher.addPushInterpreter { n in
            guard let options = Notifee.applyOptions(to: &n, platform: device.dispatcher.platform) else { return }
            // A remote message Notifee's service extension rebuilt is Notifee's notification,
            // presented in the foreground by its own options, which the extension does not
            // default (NotifeeCoreExtensionHelper.m): none given, nothing shown.
            if device.dispatcher.platform == .ios, device.dispatcher.appState == .foreground,
               !Self.presents(options["ios"]?["foregroundPresentationOptions"], byDefault: false) {
                ForegroundRule.notifeeIOS.withhold(&n)
            }
        }
        device.dispatcher.addResponseListener(surface: .notifee, filter: { [unowned self] delivery in
            guard handles(delivery.notification) else { return false }
            let toForeground = sendsToForeground(delivery)
            if device.dispatcher.platform == .android, device.dispatcher.stateAtResponse == .terminated,
               delivery.actionIdentifier != "dismiss",
               delivery.actionIdentifier != "default" || delivery.notification.bodyTapOpensApp {
                // The press that launched the app: what getInitialNotification returns.
                let detail = event(delivery)["detail"]
                _ = try? glue.invoke("setInitial", [detail])
            }
            device.dispatcher.because(toForeground ? .notifeeForegroundEvent : .notifeeBackgroundEvent)
            return toForeground ? foregroundListeners > 0 : hasBackgroundHandler
        }, device.jsHandler("notifee event handler") { [unowned self] delivery throws(JSException) in
            let toForeground = sendsToForeground(delivery)
            return try glue.invoke("deliver", [event(delivery), JSValue(bool: toForeground, in: context)])
        })
        return glue
    }

    /// The side Notifee's native code sends the event to (see the type's comment).
    private func sendsToForeground(_ delivery: HandlerDelivery) -> Bool {
        device.dispatcher.platform == .ios ? delivery.appState == .foreground : device.dispatcher.stateAtResponse == .foreground
    }

    /// `{type, detail: {notification, pressAction, input}}` (types/Notification.ts `Event`).
    private func event(_ delivery: HandlerDelivery) -> JSValue {
        let n = delivery.notification
        var notification = JSONObject()
        notification.append("id", .string(n.id))
        if let t = n.title { notification.append("title", .string(t)) }
        if let b = n.body { notification.append("body", .string(b)) }
        var data = n.data
        data.members.removeAll { $0.key == "notifee_options" }
        notification.append("data", .object(data))
        if n.format != .local {
            notification.append("remote", .object(JSONObject([JSONMember("messageId", .string(n.id)), JSONMember("senderId", .string(""))])))
        }
        var detail = JSONObject()
        detail.append("notification", .object(notification))
        let type: Int
        switch delivery.actionIdentifier {
        case "dismiss": type = 0
        case "default":
            type = 1
            detail.append("pressAction", .object(JSONObject([JSONMember("id", .string("default"))])))
        default:
            type = 2
            let press = delivery.action?.definition?["pressAction"] ?? .object(JSONObject([JSONMember("id", .string(delivery.actionIdentifier))]))
            detail.append("pressAction", press)
        }
        if let text = delivery.userText { detail.append("input", .string(text)) }
        return JSValue(json: .object(JSONObject([JSONMember("type", .number(Double(type))), JSONMember("detail", .object(detail))])), in: device.context)
    }

    /// Whether `IOSForegroundPresentationOptions` show the notification: `banner` or
    /// `list`, else `alert` (Notifee reads each as a boolean; `sound` and `badge` alone
    /// show nothing). `byDefault` when no options are given.
    private static func presents(_ options: JSONValue?, byDefault: Bool) -> Bool {
        guard case .object(let o)? = options else { return byDefault }
        return ForegroundRule.presents(o.members.filter { $0.value.boolValue == true || $0.value.intValue == 1 }.map(\.key))
    }

    /// `{id, title, body, data, categoryId, actions, channelId, foregroundPresentationOptions}` from the facade.
    private func display(_ value: JSONValue) throws {
        guard case .object(let o) = value, let id = o["id"]?.stringValue else { throw JSThrownError.typeError("notifee: a notification needs an id") }
        let platform = device.dispatcher.platform
        var n = PushNotification(id: id, title: o["title"]?.stringValue, body: o["body"]?.stringValue,
                                 category: platform == .ios ? o["categoryId"]?.stringValue : nil,
                                 data: o["data"]?.objectValue ?? JSONObject(), format: .local, raw: value)
        if platform == .android {
            n.androidChannel = o["channelId"]?.stringValue
            // Only a press action that launches an activity opens the app on a body press
            // (NotificationPendingIntent.java `shouldCreateLaunchActivityIntent`); without
            // one the press is reported, and the app stays where it is.
            let press = o["pressAction"]?.objectValue
            n.bodyTapOpensApp = press?["launchActivity"]?.stringValue != nil || press?["mainComponent"]?.stringValue != nil
            if let actions = o["actions"], actions != .null {
                do {
                    n.attachedActions = try Notifee.androidActions(from: actions, id: id)
                } catch {
                    throw JSThrownError.typeError("notifee.displayNotification: \(error)")
                }
            }
        }
        // iOS presents a Notifee notification in the foreground as its validated
        // `ios.foregroundPresentationOptions` ask (NotifeeCore+UNUserNotificationCenter.m).
        if platform == .ios, device.dispatcher.appState == .foreground,
           !Self.presents(o["foregroundPresentationOptions"], byDefault: true) {
            ForegroundRule.notifeeIOS.withhold(&n)
        }
        owned.insert(id)
        // Displaying again under the same id replaces the notification.
        device.dispatcher.forget(notification: id)
        device.dispatcher.push(n)
    }
}

/// Notifee's rules (docs/notifications.md's rule table is made from these).
extension Rule {
    static let notifeeForegroundEvent = Rule(
        id: "notifee.foregroundEvent", library: "Notifee",
        text: "a press while the app is (iOS: then) in the foreground: onForegroundEvent runs",
        source: "notifee.app/react-native/docs/events; ios/NotifeeCore/NotifeeCoreUtil.m, android/…/NotifeeReactUtils.java")
    static let notifeeBackgroundEvent = Rule(
        id: "notifee.backgroundEvent", library: "Notifee",
        text: "a press while the app is in the background or quit: onBackgroundEvent runs",
        source: "notifee.app/react-native/docs/events")

    static let notifeeRules: [Rule] = [notifeeForegroundEvent, notifeeBackgroundEvent]
}
