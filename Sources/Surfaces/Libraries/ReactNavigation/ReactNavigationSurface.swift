import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// `@react-navigation/native` and the navigators apps import with it
/// (`@react-navigation/native-stack`, `@react-navigation/stack`, `@react-navigation/bottom-tabs`),
/// built in for an app that imports them without having them installed (JS/react-navigation.js;
/// an installed package is loaded as it is). NavigationContainer mounts its children, takes
/// its initial state from `linking` (`getInitialURL`, `prefixes`, `config`), hands the URLs
/// `linking.subscribe` gets to the navigators, calls `onReady` once a navigator has mounted,
/// and fills its ref (`createNavigationContainerRef()`: `isReady`, `navigate`,
/// `getCurrentRoute`); stack and tab navigators render their routes' screens. Each navigation
/// is a `native` effect of module `navigation` (`navigate("Orders", {"id":7})`), so a run
/// shows where a notification tap took the app (docs/surfaces.md, "Navigation").
final class ReactNavigationSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?

    /// Package name -> the part of the glue's answer that is its exports.
    static let packages: [(name: String, part: String)] = [
        ("@react-navigation/native", "native"),
        ("@react-navigation/native-stack", "nativeStack"),
        ("@react-navigation/stack", "stack"),
        ("@react-navigation/bottom-tabs", "bottomTabs"),
    ]
    static func standIn(_ package: String) -> String { "jshost:built-in/" + package }

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        for (name, part) in Self.packages {
            let standIn = Self.standIn(name)
            modules.registerBuiltin(standIn) { [unowned self] _ in try glue()[part] }
            modules.standInsWhenMissing[name] = standIn
            modules.standInsWhenMissingInTests.insert(name)
        }
    }

    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let modules = device.runtime.modules!
        let react = try modules.require("react", from: device.runtime.mainFile)
        let reactNative = try modules.require("react-native", from: device.runtime.mainFile)
        let context = device.context
        let natives = JSValue.object(in: context)
        unowned let device = self.device
        natives.defineFunction("record") { arguments in
            let args = (try? JSONParser.parse(arguments[1].stringValue)) ?? .array([])
            device.record(.native(module: "navigation", method: arguments[0].stringValue, args: args))
            return nil
        }
        do {
            let value = try context.evaluate(EmbeddedJS.reactNavigation, sourceURL: "jshost:surfaces/react-navigation")
                .call([react, reactNative, natives])
            glueValue = value
            return value
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface react-navigation")
        }
    }
}
