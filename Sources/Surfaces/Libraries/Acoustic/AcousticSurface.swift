import HostRuntime
import JSCore
import Notifications

/// Acoustic Campaign (MCE), SPEC §5.3: the React Native bridge
/// `NativeModules.RNAcousticMobilePushActionHandler` and the Cordova global
/// `MCEPlugin`, both feeding the dispatcher's typed handlers and its
/// missed-action queue.
///
/// As in the SDK's React Native bridges (ios/RNAcousticMobilePushActionHanlder.m,
/// android/…/RNAcousticMobilePushActionHandler.java), `registerAction(type, cb)`
/// emits later actions to the type's `NativeEventEmitter` listeners; `cb` is a
/// single-use React Native callback: on iOS it receives the first action queued
/// before the type's first registration (the rest are dropped), on Android it is
/// never called. The other functions of MCEPlugin.js and the RNAcousticMobilePush
/// module live in JS/acoustic.js.
final class AcousticSurface: SurfaceInstaller {
    unowned let device: Device
    private var notRegisteredCallback: JSValue?
    private var notYetRegisteredCallback: JSValue?
    /// Types `registerAction` was called for (the iOS bridge's `registeredActions` set:
    /// only a type's first registration replays).
    private var reactNativeRegistered: Set<String> = []
    private var glueValue: JSValue?

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
        if let glue = try? glue() {
            device.runtime.enterReporting("RNAcousticMobilePush", file: device.scriptPath) { () throws(JSException) in
                nativeModules["RNAcousticMobilePush"] = try glue["reactNative"].call([])
                return .undefined(in: device.context)
            }
        }
    }

    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let value = try evaluateGlue(EmbeddedJS.acoustic, name: "acoustic", natives: JSValue.object(in: device.context), in: device)
        glueValue = value
        return value
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
            // iOS: the queue reaches the single-use callback once, only on the type's first
            // registration; Android: the Java bridge stores the callback and never calls it.
            let first = reactNativeRegistered.insert(type).inserted
            let replay: Dispatcher.ReplayPolicy = device.dispatcher.platform == .ios && first ? .first : .none
            device.dispatcher.registerActionHandler(type: type, surface: .acoustic, replay: replay, device.jsHandler("'\(type)' action handler") { [unowned self] delivery throws(JSException) in
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
            // Android's plugin has no static categories. Its JS asks the native side for
            // "setCategoryCallbacksCommand", which MceJsonApi.execute does not know (it only
            // names "setCategoryCallbacks", and does nothing for it): MceCordovaPlugin answers
            // INVALID_ACTION, so cordova calls the error callback, MCEPlugin.error, with the
            // action's name. The category callback is never called.
            guard device.dispatcher.platform == .ios else {
                device.runtime.loop.schedule(after: 0) {
                    let error = device.context.globalObject["MCEPlugin"]["error"]
                    device.callBack(error, [JSValue(string: "setCategoryCallbacksCommand", in: device.context)], entry: "MCEPlugin.error")
                }
                return nil
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
            // MCEPlugin.m's executeCategoryCallback: one object {payload, identifier}; a body
            // tap carries no identifier.
            device.dispatcher.addResponseListener(surface: .acoustic, filter: { delivery in
                delivery.category == name && delivery.actionIdentifier != "dismiss"
            }, device.jsHandler("'\(name)' category callback") { delivery throws(JSException) in
                let response = JSValue.object(in: device.context)
                response["payload"] = JSValue(json: delivery.notification.raw, in: device.context)
                if delivery.actionIdentifier != "default" {
                    response["identifier"] = JSValue(string: delivery.actionIdentifier, in: device.context)
                }
                return try callback.call([response])
            })
            return nil
        }
        do {
            return try glue()["cordova"].call([plugin])
        } catch {
            device.record(.warning(message: "MCEPlugin's other functions are unavailable: \(error)"))
            return plugin
        }
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
