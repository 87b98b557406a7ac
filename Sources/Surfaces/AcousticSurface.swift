import HostRuntime
import JSCore
import Notifications

/// Acoustic Campaign (MCE), SPEC §5.3: the React Native bridge
/// `NativeModules.RNAcousticMobilePushActionHandler` and the Cordova global
/// `MCEPlugin`, both feeding the dispatcher's typed handlers and its
/// missed-action queue.
///
/// As in the SDK's React Native bridge, `registerAction(type, cb)` hands `cb`
/// the actions queued before registration (once, in order) and emits later
/// ones to the type's `NativeEventEmitter` listeners, so a script that does
/// both handles each action exactly once.
final class AcousticSurface: SurfaceInstaller {
    unowned let device: Device
    private var notRegisteredCallback: JSValue?
    private var notYetRegisteredCallback: JSValue?

    init(device: Device) { self.device = device }

    private var reactNative: ReactNativeSurface { device.surface(ReactNativeSurface.self) }

    func install() throws {
        device.defineLazyGlobals(["MCEPlugin"], entry: "MCEPlugin") { [unowned self] in
            device.context.globalObject.defineHidden("MCEPlugin", makeCordovaPlugin())
        }
        device.dispatcher.addMissedActionListener { [unowned self] missed in deliverMissed(missed) }
    }

    /// Called when React Native's `NativeModules` is first made.
    func addReactNativeModule(to nativeModules: JSValue) {
        nativeModules["RNAcousticMobilePushActionHandler"] = makeReactNativeModule()
    }

    /// `{action, payload}`: what Acoustic handlers receive.
    private func details(_ delivery: HandlerDelivery) -> JSValue {
        let object = JSValue.object(in: device.context)
        object["action"] = JSValue(json: delivery.actionPayload ?? .null, in: device.context)
        object["payload"] = JSValue(json: delivery.notification.raw, in: device.context)
        return object
    }

    // MARK: React Native

    private func makeReactNativeModule() -> JSValue {
        unowned let device = self.device
        let module = JSValue.object(in: device.context)
        module.defineFunction("registerAction") { [unowned self] arguments in
            let (type, callback) = try JSHostSurface.typeAndFunction(arguments, "RNAcousticMobilePushActionHandler.registerAction")
            device.dispatcher.unregisterActionHandlers(type: type)
            device.dispatcher.registerActionHandler(type: type, surface: .acoustic, device.jsHandler("'\(type)' action handler") { [unowned self] delivery throws(JSException) in
                let details = self.details(delivery)
                if delivery.replayed { return try callback.call([details]) }
                if let result = try reactNative.emit(type, details) { return result }
                device.record(.warning(message: "Sending `\(type)` with no listeners registered (add a NativeEventEmitter listener for it)"))
                return .undefined(in: device.context)
            })
            return nil
        }
        module.defineFunction("unregisterAction") { arguments in
            device.dispatcher.unregisterActionHandlers(type: arguments.first?.stringValue ?? "")
            return nil
        }
        // NativeEventEmitter calls these on its module; nothing to do.
        module.defineFunction("addListener") { _ in nil }
        module.defineFunction("removeListeners") { _ in nil }
        return module
    }

    // MARK: Cordova

    private func makeCordovaPlugin() -> JSValue {
        unowned let device = self.device
        let plugin = JSValue.object(in: device.context)
        plugin.defineFunction("setRegisteredActionCallback") { [unowned self] arguments in
            guard let callback = arguments.first, callback.isFunction, arguments.count > 1, arguments[1].isString else {
                throw JSThrownError.typeError("MCEPlugin.setRegisteredActionCallback expects (callback, type)")
            }
            let type = arguments[1].stringValue
            device.dispatcher.unregisterActionHandlers(type: type)
            device.dispatcher.registerActionHandler(type: type, surface: .acoustic, device.jsHandler("'\(type)' action callback") { [unowned self] delivery throws(JSException) in
                let details = self.details(delivery)
                return try callback.call([details["action"], details["payload"]])
            })
            return nil
        }
        plugin.defineFunction("unregisterActionCallback") { arguments in
            device.dispatcher.unregisterActionHandlers(type: arguments.first?.stringValue ?? "")
            return nil
        }
        plugin.defineFunction("setActionNotRegisteredCallback") { [unowned self] arguments in
            notRegisteredCallback = try JSHostSurface.function(arguments.first, "MCEPlugin.setActionNotRegisteredCallback")
            return nil
        }
        plugin.defineFunction("setActionNotYetRegisteredCallback") { [unowned self] arguments in
            notYetRegisteredCallback = try JSHostSurface.function(arguments.first, "MCEPlugin.setActionNotYetRegisteredCallback")
            return nil
        }
        plugin.defineFunction("setCategoryCallbacks") { arguments in
            guard arguments.count >= 3, arguments[0].isFunction, arguments[1].isString else {
                throw JSThrownError.typeError("MCEPlugin.setCategoryCallbacks expects (callback, name, actions)")
            }
            let callback = arguments[0], name = arguments[1].stringValue
            let actions = try device.json(arguments[2], "MCEPlugin.setCategoryCallbacks' actions")
            let category: Category
            do {
                category = try Acoustic.staticCategory(name: name, actions: actions, path: "setCategoryCallbacks('\(name)')")
            } catch {
                throw JSThrownError.typeError("\(error)")
            }
            var categories = device.dispatcher.registeredCategories.filter { $0.source == .acoustic && $0.id != name }
            categories.append(category)
            device.dispatcher.setCategories(categories, source: .acoustic)
            device.dispatcher.addResponseListener(surface: .acoustic, filter: { delivery in
                delivery.category == name && delivery.actionIdentifier != "default" && delivery.actionIdentifier != "dismiss"
            }, device.jsHandler("'\(name)' category callback") { delivery throws(JSException) in
                try callback.call([JSValue(string: delivery.actionIdentifier, in: device.context),
                                          JSValue(json: delivery.notification.raw, in: device.context)])
            })
            return nil
        }
        return plugin
    }

    // MARK: Missed actions

    private func deliverMissed(_ missed: MissedAction) {
        let details = self.details(missed.delivery)
        details["type"] = JSValue(string: missed.type, in: device.context)
        let event = missed.reason == .notYetRegistered ? "CustomPushNotYetRegistered" : "CustomPushNotRegistered"
        device.runtime.enterReporting("\(event) listener", file: device.scriptPath) { () throws(JSException) in
            _ = try reactNative.emit(event, details)
            return .undefined(in: device.context)
        }
        let callback = missed.reason == .notYetRegistered ? notYetRegisteredCallback : notRegisteredCallback
        if let callback { device.callBack(callback, [details["action"], details["payload"]], entry: "MCEPlugin \(event) callback") }
    }
}
