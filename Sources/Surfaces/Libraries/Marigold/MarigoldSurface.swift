import HostRuntime
import JSCore
import Notifications

/// Marigold (Sailthru) Mobile: module `react-native-marigold` with the exports of its
/// entry, `src/index.js` — `Marigold`, `EngageBySailthru`, `MessageStream` and `Cheetah`,
/// each with the methods of its `src/NativeRN*.ts` TurboModule spec. The eleven default `st_cat_*` categories are built into the
/// dispatcher, whose built-in kinds do what the native SDKs do with a tap (positive:
/// open the app or the button's deep link; negative: dismiss). jshost's own listener,
/// `addNotificationActionTappedListener(fn)` of module `jshost/marigold` (a jshost
/// extension, the JS form of the Android SDK's listener), gets `(payload, title,
/// category, actionState)` for every button tap. The SDK's other calls record a
/// `log` effect (`[Marigold] method(args)`) and resolve as the SDK would.
final class MarigoldSurface: SurfaceInstaller {
    unowned let device: Device
    init(device: Device) { self.device = device }

    func install() throws {
        device.runtime.modules.registerBuiltin("react-native-marigold") { [unowned self] _ in try glue()["exports"] }
        device.runtime.modules.registerBuiltin("jshost/marigold") { [unowned self] _ in try glue()["jshost"] }
    }

    private var glueValue: JSValue?

    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let made = try makeExports()
        glueValue = made
        return made
    }

    private func makeExports() throws -> JSValue {
        unowned let device = self.device
        let context = device.context
        let natives = JSValue.object(in: context)
        device.defineLogNative(on: natives, sdk: "Marigold")
        natives.defineFunction("addListener") { arguments in
            let listener = try JSHostSurface.function(arguments.first, "addNotificationActionTappedListener (jshost/marigold)")
            let token = device.dispatcher.addResponseListener(surface: .marigold, filter: { delivery in
                delivery.actionIdentifier != "default" && delivery.actionIdentifier != "dismiss"
            }, device.jsHandler("Marigold notification action tapped listener") { delivery throws(JSException) in
                let title = delivery.action?.title ?? Marigold.splitActionId(delivery.actionIdentifier)?.title ?? delivery.actionIdentifier
                return try listener.call([
                    JSValue(json: delivery.notification.raw, in: context),
                    JSValue(string: title, in: context),
                    delivery.category.map { JSValue(string: $0, in: context) } ?? .null(in: context),
                    JSValue(string: (delivery.action?.foreground ?? true) ? "foreground" : "background", in: context),
                ])
            })
            return JSHostSurface.subscription(device, token)
        }
        return try evaluateGlue(EmbeddedJS.marigold, name: "marigold", natives: natives, in: device)
    }
}
