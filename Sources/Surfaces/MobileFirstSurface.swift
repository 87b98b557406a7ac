import HostRuntime
import JSCore
import Notifications

/// IBM MobileFirst, SPEC §5.2. 7.x: the script defines
/// `WL.Client.Push.getInteractivePushCategories` (read once it has loaded)
/// and `WL.Client.Push.onMessage(props, payload)`. 8.0:
/// `MFPPush.registerDevice(options, ok, fail)` with `options.ios.categories`
/// / `options.android.categories`, and
/// `MFPPush.registerNotificationsCallback(fn)`. Callbacks get a message with
/// `alert`, `payload`, `category` and `action-id` (absent for a body tap).
/// A global `wlCommonInit()` is called once the script has loaded, as the
/// MobileFirst hybrid framework does.
final class MobileFirstSurface: SurfaceInstaller {
    unowned let device: Device
    /// The glue, once a script has touched `WL` or `MFPPush`.
    private var glue: JSValue?
    /// The response listener, enabled once the script registers a callback or
    /// sets `onMessage`: until then a response needs no call into JS (nor a
    /// delivery) to learn that nobody listens.
    private var listener: HandlerToken?
    /// The categories `registerDevice` gave for each platform, and where (for errors).
    private var perPlatform: [Platform: (json: JSONValue, path: String)] = [:]
    init(device: Device) { self.device = device }

    func platformChanged() {
        guard !perPlatform.isEmpty else { return }
        guard let (json, path) = perPlatform[device.platform] else {
            device.dispatcher.setCategories([], source: .mobilefirst)
            return
        }
        do {
            device.dispatcher.setCategories(try MobileFirst.categories(from: json, path: path), source: .mobilefirst)
        } catch {
            device.dispatcher.record(.error(.input, "\(error)"))
        }
    }

    func install() throws {
        device.defineLazyGlobals(["WL", "MFPPush"], entry: "MobileFirst globals") { [unowned self] in try installGlue() }
        // Every response but a dismissal reaches the 7.x onMessage and the 8.0 callbacks.
        listener = device.dispatcher.addResponseListener(surface: .mobilefirst, enabled: false, filter: { delivery in
            delivery.actionIdentifier != "dismiss"
        }, device.jsHandler("MobileFirst notification callback") { [unowned self] delivery throws(JSException) in
            try glue!.invoke("deliver", [message(delivery)])
        })
        device.afterLoad { [unowned self] in
            // MobileFirst hybrid apps start in wlCommonInit(), which the framework calls once it has initialised.
            let commonInit = device.context.globalObject["wlCommonInit"]
            if commonInit.isFunction { device.callBack(commonInit, [], entry: "wlCommonInit") }
            guard let glue else { return }
            device.runtime.enterReporting("WL.Client.Push.getInteractivePushCategories", file: device.scriptPath) { () throws(JSException) in
                try glue.invoke("readInteractiveCategories")
            }
        }
    }

    private func installGlue() throws {
        unowned let device = self.device
        let context = device.context
        let natives = JSValue.object(in: context)
        natives["platform"] = JSValue(string: device.options.platform.rawValue, in: context)
        natives.defineFunction("setCategories") { arguments in
            let json = try device.json(arguments.first, "MobileFirst categories")
            try device.register({ try MobileFirst.categories(from: json, path: arguments.count > 1 ? arguments[1].stringValue : "categories") }, source: .mobilefirst)
            return nil
        }
        // 8.0 `registerDevice`: every platform's categories are kept, so that the device
        // can switch platform later (`platformChanged`).
        natives.defineFunction("keepCategories") { [unowned self] arguments in
            guard arguments.count > 2, let platform = Platform(rawValue: arguments[0].stringValue),
                  let json = try? device.json(arguments[1], "MobileFirst categories") else { return nil }
            perPlatform[platform] = (json, arguments[2].stringValue)
            return nil
        }
        natives.defineFunction("listen") { [unowned self] _ in
            if let listener { device.dispatcher.enable(listener) }
            return nil
        }
        natives.defineFunction("defer") { arguments in
            // SDK callbacks arrive asynchronously, as from the native side.
            let function = arguments[0], rest = Array(arguments.dropFirst())
            device.runtime.loop.schedule(after: 0) { device.callBack(function, rest, entry: "MobileFirst callback") }
            return nil
        }
        glue = try evaluateGlue(EmbeddedJS.mobileFirst, name: "mobilefirst", natives: natives, in: device)
    }

    private func message(_ delivery: HandlerDelivery) -> JSValue {
        let n = delivery.notification
        var message = JSONObject()
        message.append("alert", (n.mobileFirst?.alert ?? n.body ?? n.title).map(JSONValue.string) ?? .null)
        message.append("payload", n.mobileFirst?.payload ?? .object(n.data))
        if let category = delivery.category { message.append("category", .string(category)) }
        if delivery.actionIdentifier != "default" { message.append("action-id", .string(delivery.actionIdentifier)) }
        return JSValue(json: .object(message), in: device.context)
    }
}
