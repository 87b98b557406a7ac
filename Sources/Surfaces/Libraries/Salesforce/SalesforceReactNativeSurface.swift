import HostRuntime
import JSCore
import Notifications

/// `react-native-force`, the Salesforce Mobile SDK's React Native package (built-in module,
/// resolving before `node_modules`), with the exports of its src/index.ts (JS/
/// salesforce-react-native.js): `oauth`, `net` (also `forceClient`), `smartstore`,
/// `mobilesync`, `forceLog`, `forceUtil`, `forceTest`. Its calls reach the same off-device
/// native side as the hybrid plugin (SalesforceHybridSurface). The package has no push API.
final class SalesforceReactNativeSurface: SurfaceInstaller {
    unowned let device: Device
    private var exportsValue: JSValue?

    init(device: Device) { self.device = device }

    func install() throws {
        device.runtime.modules.registerBuiltin("react-native-force") { [unowned self] _ in try exports() }
    }

    private func exports() throws -> JSValue {
        if let exportsValue { return exportsValue }
        unowned let device = self.device
        let context = device.context
        let hybrid = try device.surface(SalesforceHybridSurface.self).glue()
        let natives = JSValue.object(in: context)
        device.defineLogNative(on: natives, sdk: "Salesforce")
        natives.defineFunction("appRegistry") { _ in
            try device.runtime.modules.require("react-native", from: device.runtime.mainFile)["AppRegistry"]
        }
        let made: JSValue
        do {
            made = try context.evaluate(EmbeddedJS.salesforceReactNative, sourceURL: "jshost:surfaces/salesforce-react-native").call([hybrid, natives])
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface salesforce-react-native")
        }
        exportsValue = made
        return made
    }
}
