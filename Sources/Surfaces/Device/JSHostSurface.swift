import HostRuntime
import JSCore
import Notifications

/// Module `jshost` (SPEC §5.1): jshost's own neutral API.
///
///     import { setCategories, registerAction, onResponse, openURL } from 'jshost'
///     setCategories([{ id: 'invite', actions: [{ id: 'accept', title: 'Accept', foreground: true, type: 'accept' }] }])
///     registerAction('accept', ({ action, payload, userText }) => …)
final class JSHostSurface: SurfaceInstaller {
    unowned let device: Device
    init(device: Device) { self.device = device }

    static let version = "0.1.0"

    func install() throws {
        device.runtime.modules.registerBuiltin("jshost") { [unowned self] _ in makeExports() }
    }

    private func makeExports() -> JSValue {
        unowned let device = self.device
        let context = device.context
        let exports = JSValue.object(in: context)
        exports["version"] = JSValue(string: Self.version, in: context)
        exports.defineFunction("setCategories") { arguments in
            let json = try device.json(arguments.first, "setCategories' argument")
            try device.register({ try JSHostCategories.categories(from: json, path: "setCategories()") }, source: .jshost)
            return nil
        }
        exports.defineFunction("registerAction") { arguments in
            let (type, handler) = try Self.typeAndFunction(arguments, "registerAction")
            device.dispatcher.registerActionHandler(type: type, surface: .jshost, device.jsHandler("registerAction('\(type)') handler", delivering: handler))
            device.registrations.note(.handler, library: "jshost", name: "registerAction('\(type)')")
            return nil
        }
        exports.defineFunction("unregisterAction") { arguments in
            device.dispatcher.unregisterActionHandlers(type: arguments.first?.stringValue ?? "")
            return nil
        }
        exports.defineFunction("onNotification") { arguments in
            let handler = try Self.function(arguments.first, "onNotification")
            device.registrations.note(.listener, library: "jshost", name: "onNotification", events: "push")
            let token = device.dispatcher.addNotificationListener(surface: .jshost, device.jsHandler("onNotification listener") { delivery throws(JSException) in
                try handler.call([JSValue(json: .object(DeliveryObject.notification(delivery)), in: context)])
            })
            return Self.subscription(device, token)
        }
        exports.defineFunction("onResponse") { arguments in
            let handler = try Self.function(arguments.first, "onResponse")
            device.registrations.note(.listener, library: "jshost", name: "onResponse", events: "tap")
            let token = device.dispatcher.addResponseListener(surface: .jshost, device.jsHandler("onResponse listener", delivering: handler))
            return Self.subscription(device, token)
        }
        exports.defineFunction("openURL") { arguments in
            device.record(.openURL(url: arguments.first?.stringValue ?? ""))
            return nil
        }
        exports.defineFunction("dial") { arguments in
            device.record(.dial(number: arguments.first?.stringValue ?? ""))
            return nil
        }
        exports.defineFunction("openApp") { _ in
            device.record(.openApp(inboxMessage: nil, richContent: nil))
            return nil
        }
        exports.defineFunction("alert") { arguments in
            let buttons = arguments.count > 2 ? Self.buttonTitles(arguments[2]) : nil
            device.record(.alert(title: arguments.first?.stringValue ?? "", message: arguments.count > 1 ? arguments[1].stringValue : "", buttons: buttons))
            return nil
        }
        exports.defineFunction("composeEmail") { arguments in
            device.recordEmail(arguments.first, to: "to", html: ["html"])
            return nil
        }
        return exports
    }

    // MARK: Argument helpers shared by the surfaces

    static func function(_ value: JSValue?, _ api: String) throws -> JSValue {
        guard let value, value.isFunction else { throw JSThrownError.typeError("\(api) expects a function") }
        return value
    }

    static func typeAndFunction(_ arguments: [JSValue], _ api: String) throws -> (String, JSValue) {
        guard let type = arguments.first, type.isString, !type.stringValue.isEmpty else {
            throw JSThrownError.typeError("\(api) expects an action type (a non-empty string) as its first argument")
        }
        return (type.stringValue, try function(arguments.count > 1 ? arguments[1] : nil, "\(api)('\(type.stringValue)', …)"))
    }

    /// A string or an array of strings, as a list.
    static func strings(_ value: JSValue) -> [String] {
        if value.isNullish { return [] }
        if value.isArray { return (0..<value.length).map { value[$0].stringValue } }
        return [value.stringValue]
    }

    /// Alert buttons: titles of `[{text}]` or strings.
    static func buttonTitles(_ value: JSValue) -> [String]? {
        guard value.isArray else { return nil }
        return (0..<value.length).map { index in
            let button = value[index]
            return button.isObject ? button["text"].stringValue : button.stringValue
        }
    }

    /// `{remove()}`: what listener registrations return.
    static func subscription(_ device: Device, _ token: HandlerToken) -> JSValue {
        let subscription = JSValue.object(in: device.context)
        subscription.defineFunction("remove") { [unowned device] _ in
            device.dispatcher.unregister(token)
            return nil
        }
        return subscription
    }
}
