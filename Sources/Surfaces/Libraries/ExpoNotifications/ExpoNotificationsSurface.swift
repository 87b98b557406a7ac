import AppProject
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// `expo-notifications` (expo/expo packages/expo-notifications/src): the exports in
/// JS/expo-notifications.js; here what reaches the device, following the package's
/// listener table (docs.expo.dev/versions/latest/sdk/notifications, "Notification
/// events listeners"):
/// - a notification arriving while the app is in the foreground is shown only when a
///   `setNotificationHandler` handler is set (the default is not to show it); its
///   `handleNotification` and the `addNotificationReceivedListener` listeners get it
///   (a `handler` effect with the behaviour the handler returned);
/// - a response (a button, with `userText` for a text input, or the body:
///   `DEFAULT_ACTION_IDENTIFIER`) reaches `addNotificationResponseReceivedListener`
///   while the app runs (foreground or background); a press that launches the app
///   from `terminated` is kept as the last response (`getLastNotificationResponseAsync`,
///   `useLastNotificationResponse`) — every response is. Dismissals are not responses,
///   except on iOS for a category registered with `customDismissAction`
///   (`com.apple.UNNotificationDismissActionIdentifier`).
/// - categories apply on both platforms (Expo implements them on Android too).
/// Expo handles every notification except the ones another library displayed itself.
final class ExpoNotificationsSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?
    private var owned: Set<String> = []
    private var handlerSet = false
    /// Foreground notifications waiting for the notification handler's answer.
    private var held: [String: PushNotification] = [:]
    private var counts: [String: Int] = [:]

    init(device: Device) { self.device = device }

    func install() throws {
        device.runtime.modules!.registerBuiltin("expo-notifications") { [unowned self] _ in try glue()["exports"] }
    }

    private func handles(_ n: PushNotification) -> Bool { n.format != .local || owned.contains(n.id) }

    @discardableResult
    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let context = device.context
        let natives = device.libraryNatives()
        unowned let device = self.device
        // The app's release infers triggers from their shape (0.18–0.28, before SDK 52):
        // SimulatedPackageVersions' "type-less triggers" line, by the installed or declared release.
        let typeless = device.runtime.modules?.simulatedAPI(of: "expo-notifications") == "type-less triggers"
        natives.defineFunction("typelessTriggers") { _ in JSValue(bool: typeless, in: context) }
        natives.defineFunction("display") { [unowned self] arguments in
            let value = try device.json(arguments.first, "scheduleNotificationAsync's notification")
            guard case .object(let o) = value, let id = o["id"]?.stringValue else { return nil }
            var n = PushNotification(id: id, title: o["title"]?.stringValue, body: o["body"]?.stringValue, category: o["category"]?.stringValue,
                                     data: o["data"]?.objectValue ?? JSONObject(), format: .local, raw: value)
            n.androidChannel = o["channel"]?.stringValue
            // ChannelAwareNotificationBuilder `getChannelId`: no channel, or one never
            // created, is Expo's fallback channel.
            n.missingChannel = .fallback(PlatformRules.expoFallbackChannel)
            owned.insert(id)
            device.dispatcher.forget(notification: id)
            device.dispatcher.push(n)
            return nil
        }
        if device.dispatcher.platform == .android { device.dispatcher.trackChannels() }
        natives.defineFunction("channel") { arguments in
            let id = arguments.first?.stringValue ?? ""
            if arguments.count > 1, arguments[1].boolValue { device.dispatcher.registerChannel(id) } else { device.dispatcher.deleteChannel(id) }
            return nil
        }
        natives.defineFunction("forget") { [unowned self] arguments in
            let id = arguments.first?.stringValue ?? ""
            owned.remove(id)
            device.dispatcher.forget(notification: id)
            return nil
        }
        natives.defineFunction("presented") { [unowned self] _ in
            let list = device.dispatcher.rememberedNotifications.filter { handles($0) }.map(describe)
            return JSValue(json: .array(list), in: context)
        }
        natives.defineFunction("setCategory") { [unowned self] arguments in
            guard arguments.count > 1 else { throw JSThrownError.typeError("setNotificationCategoryAsync(identifier, actions) needs the actions") }
            let id = arguments[0].stringValue
            let actions = try device.json(arguments[1], "setNotificationCategoryAsync's actions")
            do {
                device.dispatcher.register([try Expo.category(id: id, actions: actions, path: "setNotificationCategoryAsync('\(id)')")])
            } catch {
                throw JSThrownError.typeError("\(error)")
            }
            // iOS reports a dismissal only for a category with the custom-dismiss option
            // (ios/ExpoNotifications/Notifications/Categories/CategoriesModule.swift: the record's
            // `customDismissAction` becomes the category's UNNotificationCategoryOptions).
            let options = arguments.count > 2 ? arguments[2] : .undefined(in: context)
            if options.isObject, options["customDismissAction"].boolValue { customDismiss.insert(id) } else { customDismiss.remove(id) }
            return nil
        }
        natives.defineFunction("easProjectId") { [unowned self] _ in
            guard let id = easProjectId() else { return nil }
            return JSValue(string: id, in: context)
        }
        natives.defineFunction("deleteCategory") { [unowned self] arguments in
            let id = arguments.first?.stringValue ?? ""
            customDismiss.remove(id)
            let rest = device.dispatcher.registeredCategories.filter { $0.source == .expo && $0.id != id }
            device.dispatcher.setCategories(rest, source: .expo)
            return nil
        }
        natives.defineFunction("present") { [unowned self] arguments in
            // The handler's behaviour (HandlerModule.swift `NotificationBehavior`,
            // NotificationBehaviorRecord.kt `shouldPresentAlert`): shown when it asks for
            // an alert, a banner or the list; a sound or a badge alone shows nothing.
            let id = arguments.first?.stringValue ?? ""
            guard let n = held.removeValue(forKey: id) else { return JSValue(bool: false, in: context) }
            let behavior = (try? device.json(arguments.count > 1 ? arguments[1] : nil, "handleNotification's behavior"))?.objectValue
            let asked = { (key: String) in behavior?[key]?.boolValue == true }
            let shows = ["shouldShowAlert", "shouldShowBanner", "shouldShowList"].contains(where: asked)
            if shows {
                var shown = n
                // NotificationBehaviorRecord: `shouldShowList` alone is the list (Notification
                // Center, the shade) without a banner or heads-up (`shouldShowAlert` is both).
                if asked("shouldShowList"), !asked("shouldShowBanner"), !asked("shouldShowAlert") {
                    var a = shown.appearance(on: device.dispatcher.platform)
                    a.presentation = "list only"
                    shown.appearance = a
                }
                device.dispatcher.present(shown, because: .expoHandlerShows)
            }
            return JSValue(bool: true, in: context)
        }
        natives.defineFunction("drop") { [unowned self] arguments in
            held.removeValue(forKey: arguments.first?.stringValue ?? "")
            return nil
        }
        natives.defineFunction("handlerSet") { [unowned self] arguments in
            handlerSet = arguments.first?.boolValue ?? false
            if handlerSet { device.registrations.note(.handler, library: "expo-notifications", name: "setNotificationHandler") }
            return nil
        }
        natives.defineFunction("listeners") { [unowned self] arguments in
            counts[arguments[0].stringValue] = arguments[1].intValue
            return nil
        }
        device.launchAnswers.define(on: natives, surface: .expo, entry: "getLastNotificationResponseAsync")
        natives.defineFunction("react") { _ in
            try device.runtime.modules.require("react", from: device.runtime.mainFile)
        }
        device.defineScheduleNative(on: natives)
        device.listenerLedger.define(on: natives, surface: .expo)
        let glue = try evaluateGlue(EmbeddedJS.expoNotifications, name: "expo-notifications", natives: natives, in: device)
        glueValue = glue
        // In the foreground nothing is shown when it arrives: only the notification
        // handler's answer shows it (`present`), and without a handler nothing does.
        device.dispatcher.addPushInterpreter { [unowned self] n in
            if device.dispatcher.appState == .foreground, handles(n), !n.isDataOnly { ForegroundRule.expo.withhold(&n) }
        }
        device.dispatcher.addNotificationListener(surface: .expo, filter: { [unowned self] delivery in
            delivery.appState == .foreground && handles(delivery.notification) && (handlerSet || counts["received", default: 0] > 0)
        }, device.jsHandler("expo-notifications notification handler") { [unowned self] delivery throws(JSException) in
            if handlerSet, delivery.notification.displaySuppressed { held[delivery.notification.id] = delivery.notification }
            return try glue.invoke("receive", [JSValue(json: describe(delivery.notification), in: context)])
        })
        device.dispatcher.addResponseListener(surface: .expo, filter: { [unowned self] delivery in
            guard handles(delivery.notification), delivery.actionIdentifier != "dismiss" || reportsDismissal(delivery) else { return false }
            let running = device.dispatcher.stateAtResponse != .terminated
            if !running || counts["response", default: 0] == 0 {
                // Kept as the last response all the same (what launched the app).
                _ = try? glue.invoke("respond", [JSValue(json: describe(delivery.notification), in: context),
                                                 JSValue(string: delivery.actionIdentifier, in: context),
                                                 delivery.userText.map { JSValue(string: $0, in: context) } ?? .undefined(in: context),
                                                 JSValue(bool: false, in: context)])
                return false
            }
            return true
        }, device.jsHandler("addNotificationResponseReceivedListener listener") { [unowned self] delivery throws(JSException) in
            try glue.invoke("respond", [JSValue(json: describe(delivery.notification), in: context),
                                        JSValue(string: delivery.actionIdentifier, in: context),
                                        delivery.userText.map { JSValue(string: $0, in: context) } ?? .undefined(in: context),
                                        JSValue(bool: true, in: context)])
        })
        return glue
    }

    /// Categories registered with `options.customDismissAction` (iOS reports their dismissals).
    private var customDismiss: Set<String> = []

    private func reportsDismissal(_ delivery: HandlerDelivery) -> Bool {
        guard device.dispatcher.platform == .ios, let category = delivery.notification.category(on: .ios) else { return false }
        return customDismiss.contains(category)
    }

    /// `{id, title, body, data, category, channel, raw}` for the facade's Notification objects.
    private func describe(_ n: PushNotification) -> JSONValue {
        var o = JSONObject()
        o.append("id", .string(n.id))
        if let t = n.title { o.append("title", .string(t)) }
        if let b = n.body { o.append("body", .string(b)) }
        o.append("data", .object(n.data))
        if let c = n.category(on: device.dispatcher.platform) { o.append("category", .string(c)) }
        if let c = n.androidChannel { o.append("channel", .string(c)) }
        o.append("raw", n.raw)
        return .object(o)
    }

    /// The EAS project id of the app config (`expo.extra.eas.projectId`, or `extra.eas.projectId`
    /// at the top of a config without an `expo` key), from the nearest `app.json` /
    /// `app.config.json` between the script's folder and the one with `package.json`: what
    /// expo-constants' `expoConfig` / `easConfig` carry on a device. A dynamic
    /// `app.config.js` / `.ts` is not evaluated (pass `projectId` then).
    private func easProjectId() -> String? {
        guard let path = ProjectConfig.find(["app.json", "app.config.json"], near: device.scriptPath),
              let config = (try? AppProject.manifest(path, files: device.projectFiles)) ?? nil else { return nil }
        let app = config["expo"] ?? config
        return app["extra"]?["eas"]?["projectId"]?.stringValue
    }
}

/// expo-notifications' rules (docs/notifications.md's rule table is made from these).
extension Rule {
    static let expoHandlerShows = Rule(
        id: "expo.handlerShows", library: "expo-notifications",
        text: "the notification handler answered shouldShowBanner / shouldShowAlert: the notification is shown",
        source: "docs.expo.dev/versions/latest/sdk/notifications/#notificationbehavior")

    static let expoRules: [Rule] = [expoHandlerShows]
}
