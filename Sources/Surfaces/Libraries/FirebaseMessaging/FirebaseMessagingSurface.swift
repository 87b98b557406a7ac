import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// `@react-native-firebase/messaging` (invertase/react-native-firebase packages/messaging/lib):
/// the default export `messaging()` and the modular API, in JS/firebase-messaging.js; here
/// which handler a remote message reaches, as the package's docs table it
/// (docs/messaging/usage): in the foreground `onMessage`; in the background or quit,
/// `setBackgroundMessageHandler` (on iOS only for `content-available` messages: iOS calls
/// `application:didReceiveRemoteNotification:fetchCompletionHandler:`, where
/// RNFBMessaging+AppDelegate.m sends the background event, only for those; a data-only
/// message without the flag is low priority and wakes nothing). In the foreground a notification
/// message is not displayed on Android (only `onMessage` runs), and on iOS only as the
/// project's firebase.json asks (ForegroundRule). A press on a notification body
/// opens the app: `onNotificationOpenedApp` when the app was in the background,
/// `getInitialNotification` when the press launched it from quit (`terminated`). Firebase
/// never sees action buttons or dismissals, and not the presses Notifee handles (its own
/// notifications, `notifee_options`).
///
/// `@react-native-firebase/app` (JS/firebase-app.js) comes with it: modular messaging code gets
/// the app from it (`getApp()`, `firebase.app()`), and its real code needs the native
/// RNFBAppModule.
final class FirebaseMessagingSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?
    private var firebaseApp: JSValue?
    private var counts: [String: Int] = [:]
    /// The message whose press launched the app, until `getInitialNotification` reads it
    /// (asked while the app is quit, the call answers at the launch: LaunchAnswers.swift).
    private var initial: JSONValue?

    init(device: Device) { self.device = device }

    func install() throws {
        device.runtime.modules!.registerBuiltin("@react-native-firebase/messaging") { [unowned self] _ in try glue()["exports"] }
        device.runtime.modules!.registerBuiltin("@react-native-firebase/app") { [unowned self] _ in try firebaseAppExports() }
    }

    private func firebaseAppExports() throws -> JSValue {
        if let firebaseApp { return firebaseApp }
        let natives = JSValue.object(in: device.context)
        natives.defineFunction("messaging") { [unowned self] _ in
            try device.runtime.modules.require("@react-native-firebase/messaging", from: device.scriptPath)["default"]
        }
        let exports = try evaluateGlue(EmbeddedJS.firebaseApp, name: "firebase-app", natives: natives, in: device)["exports"]
        firebaseApp = exports
        return exports
    }

    private static func isRemote(_ n: PushNotification) -> Bool { n.format != .local && n.format != .expo }

    @discardableResult
    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let context = device.context
        let natives = device.libraryNatives()
        unowned let device = self.device
        natives.defineFunction("listeners") { [unowned self] arguments in
            counts[arguments[0].stringValue] = arguments[1].intValue
            if arguments[0].stringValue == "background", arguments[1].intValue > 0 {
                device.registrations.note(.handler, library: "@react-native-firebase/messaging", name: "setBackgroundMessageHandler")
            }
            return nil
        }
        device.launchAnswers.define(on: natives, surface: .firebase, entry: "getInitialNotification")
        natives.defineFunction("initial") { [unowned self] _ in
            defer { initial = nil }
            return JSValue(json: initial ?? .null, in: context)
        }
        device.listenerLedger.define(on: natives, surface: .firebase)
        let glue = try evaluateGlue(EmbeddedJS.firebaseMessaging, name: "firebase-messaging", natives: natives, in: device)
        glueValue = glue
        // Android: a notification message arriving while the app is in the foreground is
        // not displayed by the FCM SDK ("Handling messages", firebase.google.com/docs/
        // cloud-messaging/android/receive); the package's broadcast receiver
        // (android/…/ReactNativeFirebaseMessagingReceiver.java) only sends it to `onMessage`.
        // iOS: the package is the notification center's delegate and presents a
        // notification arriving in the foreground only as firebase.json asks
        // (RNFBMessaging+UNUserNotificationCenter.m willPresentNotification); Notifee's own
        // notifications follow Notifee's options (its delegate answers for them first).
        let iosOptions = readForegroundPresentationOptions()
        device.dispatcher.addPushInterpreter { n in
            guard device.dispatcher.appState == .foreground, Self.isRemote(n), n.format != .oneSignal, !n.isDataOnly else { return }
            switch device.dispatcher.platform {
            case .android: ForegroundRule.firebaseAndroid.withhold(&n)
            case .ios:
                // (OneSignal's SDK answers for its own notifications before the delegate.)
                guard !ForegroundRule.presents(iosOptions), Notifee.options(of: n) == nil, OneSignal.payload(of: n) == nil else { return }
                ForegroundRule.firebaseIOS.withhold(&n)
            }
        }
        device.dispatcher.addNotificationListener(surface: .firebase, filter: { [unowned self] delivery in
            guard let kind = messageKind(delivery) else {
                if Self.isRemote(delivery.notification), counts["background", default: 0] > 0 {
                    device.dispatcher.explain(.notRun, .firebaseIOSNotWoken, notification: delivery.notification.id)
                }
                return false
            }
            device.dispatcher.because(kind == "message" ? .firebaseOnMessage : .firebaseBackgroundHandler)
            return counts[kind, default: 0] > 0
        }, device.jsHandler("messaging message handler") { [unowned self] delivery throws(JSException) in
            let kind = messageKind(delivery) ?? "message"
            return try glue.invoke("deliver", [JSValue(string: kind, in: context), JSValue(json: remoteMessage(delivery.notification), in: context)])
        })
        device.dispatcher.addResponseListener(surface: .firebase, filter: { [unowned self] delivery in
            let n = delivery.notification
            guard Self.isRemote(n), delivery.actionIdentifier == "default",
                  !device.surface(NotifeeSurface.self).handles(n) else { return false }
            switch device.dispatcher.stateAtResponse {
            case .terminated:
                // The native module keeps the message that launched the app.
                initial = remoteMessage(n)
                device.dispatcher.explain(.notRun, .firebaseInitialNotification, notification: n.id)
                return false
            case .background:
                device.dispatcher.because(.firebaseOpenedApp)
                return counts["opened", default: 0] > 0
            case .foreground: return false
            }
        }, device.jsHandler("onNotificationOpenedApp listener") { [unowned self] delivery throws(JSException) in
            try glue.invoke("deliver", [JSValue(string: "opened", in: context), JSValue(json: remoteMessage(delivery.notification), in: context)])
        })
        return glue
    }

    /// `messaging_ios_foreground_presentation_options` of the project's `firebase.json`
    /// (its `react-native` object, as packages/app/ios_config.sh copies it into the app's
    /// Info.plist from the project's root); `[]`, the package's default, without one. A
    /// file that cannot be read is a warning naming it.
    private func readForegroundPresentationOptions() -> [String] {
        guard let path = ProjectConfig.find(["firebase.json"], near: device.scriptPath) else { return [] }
        do {
            let config = try JSONParser.parse(device.projectText(path), file: path)
            guard case let .array(options)? = config["react-native"]?["messaging_ios_foreground_presentation_options"] else { return [] }
            return options.compactMap(\.stringValue)
        } catch {
            device.record(.warning(message: "\(path): could not read react-native.messaging_ios_foreground_presentation_options (\(error)); a notification in the foreground is not presented on iOS"))
            return []
        }
    }

    /// "message" (onMessage), "background" (setBackgroundMessageHandler) or nil (none).
    private func messageKind(_ delivery: HandlerDelivery) -> String? {
        let n = delivery.notification
        guard Self.isRemote(n) else { return nil }
        if delivery.appState == .foreground { return "message" }
        // iOS wakes the app only for content-available pushes (RNFBMessaging+AppDelegate.m
        // sends messaging_message_received_background from didReceiveRemoteNotification:
        // fetchCompletionHandler:); a data-only message without the flag is dropped too.
        if device.dispatcher.platform == .ios, !Self.contentAvailable(n) { return nil }
        return "background"
    }

    /// Whether the message has a `notification` part (not a data message that a library
    /// installed beside Firebase displays from its data, as wix does on Android).
    private static func hasNotificationBlock(_ n: PushNotification) -> Bool {
        if n.isDataOnly { return false }
        switch n.format {
        case .fcmV1: return n.raw["message"]?["notification"] != nil || n.raw["message"]?["android"]?["notification"] != nil
        case .fcmLegacy: return n.raw["notification"] != nil
        default: return true
        }
    }

    private static func contentAvailable(_ n: PushNotification) -> Bool {
        let raw = n.raw
        let aps = raw["aps"] ?? raw["message"]?["apns"]?["payload"]?["aps"]
        return aps?["content-available"]?.intValue == 1 || raw["content_available"]?.boolValue == true
    }

    /// A `RemoteMessage` (lib/index.d.ts): messageId, from, data, notification, sentTime, ttl.
    private func remoteMessage(_ n: PushNotification) -> JSONValue {
        var m = JSONObject()
        m.append("messageId", .string(n.id))
        let topic = n.raw["message"]?["topic"]?.stringValue ?? n.raw["to"]?.stringValue.flatMap { $0.hasPrefix("/topics/") ? String($0.dropFirst(8)) : nil }
        m.append("from", .string(topic.map { "/topics/\($0)" } ?? "jshost-sender"))
        m.append("data", .object(n.data))
        if Self.hasNotificationBlock(n) {
            var note = JSONObject()
            if let t = n.title { note.append("title", .string(t)) }
            if let b = n.body { note.append("body", .string(b)) }
            if device.dispatcher.platform == .android {
                var android = JSONObject()
                if let c = n.androidChannel { android.append("channelId", .string(c)) }
                if let c = n.androidCategory { android.append("clickAction", .string(c)) }
                note.append("android", .object(android))
            } else {
                note.append("ios", .object(JSONObject()))
            }
            m.append("notification", .object(note))
        }
        if device.dispatcher.platform == .ios, let c = n.category { m.append("category", .string(c)) }
        if Self.contentAvailable(n) { m.append("contentAvailable", .bool(true)) }
        m.append("sentTime", .number(device.dispatcher.clock.nowMilliseconds.rounded()))
        m.append("ttl", .number(2_419_200))
        return .object(m)
    }
}

/// React Native Firebase's rules (docs/notifications.md's rule table is made from these).
extension Rule {
    static let rnfbUsage = "rnfirebase.io/messaging/usage"
    static let firebaseOnMessage = Rule(
        id: "rnfb.onMessage", library: "React Native Firebase",
        text: "app in the foreground: messaging().onMessage runs",
        source: rnfbUsage)
    static let firebaseBackgroundHandler = Rule(
        id: "rnfb.backgroundHandler", library: "React Native Firebase",
        text: "app in the background or quit: setBackgroundMessageHandler runs (on iOS only for content-available messages)",
        source: rnfbUsage)
    static let firebaseIOSNotWoken = Rule(
        id: "rnfb.iosNotWoken", library: "React Native Firebase",
        text: "iOS does not wake the app for a message without content-available (a data-only one included): setBackgroundMessageHandler does not run",
        source: "\(rnfbUsage) (Background & Quit state messages, Data-only messages); RNFBMessaging+AppDelegate.m")
    static let firebaseOpenedApp = Rule(
        id: "rnfb.openedApp", library: "React Native Firebase",
        text: "a tap that brings the app from the background: onNotificationOpenedApp runs",
        source: "\(rnfbUsage) (Notification handling interaction)")
    static let firebaseInitialNotification = Rule(
        id: "rnfb.initialNotification", library: "React Native Firebase",
        text: "a tap that launched the quit app: no listener runs; getInitialNotification() returns the message",
        source: "\(rnfbUsage) (Notification handling interaction)")

    static let firebaseRules: [Rule] = [firebaseOnMessage, firebaseBackgroundHandler,
                                        firebaseIOSNotWoken, firebaseOpenedApp, firebaseInitialNotification]
}
