import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// Modules `react-native` and `react-native-mail`: what React Native action
/// handlers import around the push SDKs (`Alert`, `Linking`, `Platform`,
/// `NativeModules`, `NativeEventEmitter`, `Mailer.mail`), each recording its effect.
/// A deep link a notification tap opens in the app (the Marigold SDKs' `_u` and
/// `st_action_deeplink`) reaches `Linking` as React Native's native module hands it on:
/// a `url` event `{url}` to `Linking.addEventListener('url', fn)` listeners when the app
/// was running, `Linking.getInitialURL()` when the tap launched it (`terminated`). Asked
/// while the app is quit, `getInitialURL()` waits for the launch (LaunchAnswers.swift).
final class ReactNativeSurface: SurfaceInstaller {
    unowned let device: Device
    /// The glue's `{exports, emit, mailer}`, evaluated when a script first imports a React Native module.
    private var glueValue: JSValue?
    /// What `NativeModules` holds; the Acoustic surface adds its module here.
    private(set) var nativeModules: JSValue!

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        modules.registerBuiltin("react-native") { [unowned self] _ in try glue()["exports"] }
        modules.registerBuiltin("NativeModules") { [unowned self] _ in try glue(); return nativeModules }
        modules.registerBuiltin("react-native-mail") { [unowned self] _ in try glue()["mailer"] }
        // Deep imports packages make (`react-native/Libraries/Utilities/binaryToBase64`).
        modules.registerBuiltinFamily(prefix: "react-native/Libraries/") { [unowned self] specifier, _ in
            try deepImport(specifier)
        }
        let surface = WeakBox(self)
        device.dispatcher.deepLinkObservers.append { url, notification, launched in
            surface.value?.receiveDeepLink(url, notification: notification, launched: launched)
        }
    }

    /// The URL whose tap launched the app, what `Linking.getInitialURL()` resolves (React
    /// Native reads the launch URL each time it is asked).
    private var initialURL: String?

    private func receiveDeepLink(_ url: String, notification: PushNotification, launched: Bool) {
        if launched {
            initialURL = url
            return
        }
        // React Native drops the event when no listener is subscribed.
        guard listenerCount("url") > 0, let glueValue else { return }
        let context = device.context
        let event = JSValue.object(in: context)
        event["url"] = JSValue(string: url, in: context)
        // What the listener causes belongs to the notification that was tapped.
        let previous = device.currentNotification
        device.currentNotification = notification.id
        defer { device.currentNotification = previous }
        device.runtime.enterReporting("Linking url listener", file: device.scriptPath) { () throws(JSException) in
            try glueValue.invoke("emit", [JSValue(string: "url", in: context), event])
        }
    }

    @discardableResult
    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let context = device.context
        let natives = JSValue.object(in: context)
        unowned let device = self.device
        natives.defineFunction("platform") { _ in JSValue(string: device.dispatcher.platform.rawValue, in: context) }
        // Alert.alert opens a dialog whose buttons can be pressed (DialogSurface).
        natives.defineFunction("alert") { arguments in
            try device.surface(DialogSurface.self).glue()["reactNativeAlert"].call(Array(arguments.prefix(3)))
        }
        natives.defineFunction("openURL") { arguments in
            device.record(.openURL(url: arguments.first?.stringValue ?? ""))
            return nil
        }
        natives.defineFunction("mail") { arguments in
            device.recordEmail(arguments.first, to: "recipients", html: ["isHTML"])
            return nil
        }
        device.launchAnswers.define(on: natives, surface: nil, entry: "Linking.getInitialURL")
        natives.defineFunction("initialURL") { [unowned self] _ in
            initialURL.map { JSValue(string: $0, in: context) } ?? .null(in: context)
        }
        natives.defineFunction("appState") { _ in JSValue(string: device.dispatcher.appState.rawValue, in: context) }
        natives.defineFunction("listenerCount") { [unowned self] arguments in
            listenerCounts[arguments[0].stringValue] = arguments[1].intValue
            return nil
        }
        natives.defineFunction("nativeCall") { arguments in
            let args = (try? JSONParser.parse(arguments[2].stringValue)) ?? .array([])
            device.record(.native(module: arguments[0].stringValue, method: arguments[1].stringValue, args: args))
            return nil
        }
        device.listenerLedger.define(on: natives, surface: .reactNative)
        natives.defineFunction("nativeModuleUsed") { [unowned self] arguments in
            try nativeModuleUsed(arguments[0].stringValue, kind: arguments[1].stringValue, file: arguments[2].stringValue)
            return nil
        }
        let glue = try evaluateGlue(EmbeddedJS.reactNative, name: "react-native", natives: natives, in: device)
        // The components and the other APIs (JS/react-native-components.js), on React's Component.
        do {
            let react = try device.runtime.modules.require("react", from: device.runtime.mainFile)
            let components = try context.evaluate(EmbeddedJS.reactNativeComponents, sourceURL: "jshost:surfaces/react-native-components")
            let nativeComponentUsed = JSValue(function: "nativeComponentUsed", in: context) { [unowned self] arguments in
                let file = try? context.evaluate("new Error().stack").stringValue
                try nativeModuleUsed(arguments[0].stringValue, kind: "component", file: Self.firstAppFrame(file ?? ""))
                return nil
            }
            let rootRegistered = JSValue(function: "rootRegistered", in: context) { [unowned device] arguments in
                device.surface(ReactSurface.self).mount.registered(appKey: arguments[0].stringValue, provider: arguments[1])
                return nil
            }
            try components.call([glue["exports"], react, glue["standIn"], nativeComponentUsed, rootRegistered])
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface react-native")
        }
        glueValue = glue
        nativeModules = glue["exports"]["NativeModules"]
        device.surface(AcousticSurface.self).addReactNativeModule(to: nativeModules)
        return glue
    }

    /// The stand-ins of `react-native/Libraries/…` files (JS/react-native-deep-imports.js).
    private var deepImports: JSValue?

    private func deepImport(_ specifier: String) throws -> JSValue {
        var path = String(specifier.dropFirst("react-native/Libraries/".count))
        for ext in [".js", ".ts"] where path.hasSuffix(ext) { path = String(path.dropLast(ext.count)) }
        if deepImports == nil {
            let glue = try glue()
            let table = try device.context.evaluate(EmbeddedJS.reactNativeDeepImports, sourceURL: "jshost:surfaces/react-native-deep-imports")
            deepImports = try table.call([glue["exports"], glue["standIn"]])
        }
        let value = deepImports![path]
        guard value.isUndefined else { return value }
        let known = deepImports!.propertyNames.sorted().joined(separator: ", ")
        throw JSThrownError("Error", "Cannot find module '\(specifier)': jshost's react-native provides these Libraries/ files: \(known). "
                                     + "Substitute this one with --map \(specifier)=./stand-in.js")
    }

    /// Native modules and components no surface provides that the app has used.
    private var unsimulatedNatives: Set<String> = []

    /// The first use of a native module (or component) no surface provides: one warning
    /// naming it, or with `--native strict` an error naming it and the file that asked.
    private func nativeModuleUsed(_ name: String, kind: String, file: String) throws {
        guard unsimulatedNatives.insert(kind + " " + name).inserted else { return }
        let asker = file.isEmpty ? "" : " (asked by \(Self.displayPath(originalLocation(file))))"
        if device.options.nativeModules == .strict {
            throw JSThrownError("Error", "native \(kind) '\(name)' is not simulated by jshost\(asker); --native strict makes this an error. "
                                      + "Give the package a stand-in with --map or --mocks, or drop --native strict to record its calls as `native` effects")
        }
        let what = kind == "component" ? "its views are never rendered" : "its calls are recorded as `native` effects and answer null"
        device.record(.warning(message: "native \(kind) '\(name)' is not simulated by jshost\(asker): \(what)"))
    }

    private func originalLocation(_ location: String) -> String { device.originalLocation(location) }

    /// `path` relative to the current folder when it is inside it (as the user typed the
    /// script's path), else as it is.
    static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `file:line:column` of the first frame of a JavaScriptCore stack that is the app's code.
    static func firstAppFrame(_ stack: String) -> String {
        for frame in stack.split(separator: "\n") {
            // `name@location`; the engine's own frames have no location (`global code@`).
            let parts = frame.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
            let location = parts.count == 2 ? String(parts[1]) : ""
            if !location.isEmpty, !location.hasPrefix("jshost:"), location != "[native code]" { return location }
        }
        return ""
    }

    /// Emits `type` to `NativeEventEmitter` listeners; returns their result
    /// (a promise when any listener returned one), or nil when none listens.
    func emit(_ type: String, _ argument: JSValue) throws(JSException) -> JSValue? {
        guard listenerCount(type) > 0, let glueValue else { return nil }
        return try glueValue.invoke("emit", [JSValue(string: type, in: device.context), argument])
    }

    func listenerCount(_ type: String) -> Int { listenerCounts[type] ?? 0 }

    /// Listener counts by event type, kept by the glue so asking needs no call into JS.
    private var listenerCounts: [String: Int] = [:]
}
