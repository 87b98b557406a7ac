import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// The app's root component, mounted as the phone mounts it (docs/surfaces.md, "The app's
/// life"): `AppRegistry.registerComponent` (and Expo's `registerRootComponent`, which calls
/// it) names the root; when the device mounts (`DeviceOptions.mount`) the root is rendered
/// with React and react-test-renderer once the app is running — right after the entry's top
/// level when the app is in the foreground or background, or when a press (or an `appState`
/// event) launches the quit app. Going to `terminated` unmounts it, running the effects'
/// cleanups. Each mount and unmount is a `native` effect (`AppRegistry.runApplication`,
/// `AppRegistry.unmountApplicationComponentAtRootTag`), the calls React Native's native
/// side makes (Libraries/ReactNative/AppRegistry.js).
final class AppMount {
    private unowned let device: Device
    private unowned let react: ReactSurface
    /// The registered root: its app key and component provider (the last registration wins,
    /// as the native side runs the one app key it was built with).
    private var appKey: String?
    private var provider: JSValue?
    /// The renderer's root while mounted.
    private var root: JSValue?
    private var mountGlue: JSValue?
    /// A test asked for the mount (`simulate.mount`, `simulate.launch`): the device mounts
    /// from then on even when `DeviceOptions.mount` is off.
    var requested = false
    /// True once the app has been mounted at least once.
    private(set) var hasMounted = false

    init(device: Device, react: ReactSurface) {
        self.device = device
        self.react = react
    }

    /// `AppRegistry.registerComponent(appKey, provider)` ran.
    func registered(appKey: String, provider: JSValue) {
        self.appKey = appKey
        self.provider = provider
    }

    var isRegistered: Bool { provider != nil }
    var isMounted: Bool { root != nil }

    /// Mounts the root now if the device mounts, a root is registered, it is not mounted
    /// yet and the app is running (not `terminated`).
    func mountIfDue() {
        guard device.options.mount || requested, !device.isClosed, root == nil, let provider, let appKey,
              device.dispatcher.appState != .terminated else { return }
        let context = device.context
        device.record(.native(module: "AppRegistry", method: "runApplication", args: .array([.string(appKey)])))
        let mounted = device.runtime.enterReporting("mounting \(appKey)", file: device.scriptPath) { () throws(JSException) in
            let glue = try self.glue()
            return try glue.invoke("mount", [provider, .object(in: context)])
        }
        if let mounted, !mounted.isNullish {
            root = mounted
            hasMounted = true
        }
        settleMount()
    }

    /// The work a mount starts is done before the phone's next event, as on a phone, where
    /// the app has long settled when a push arrives: React's scheduler runs effects in
    /// `setImmediate` tasks, and an effect's promise that sets state (a navigation
    /// container's initial state, resolved from `linking.getInitialURL`) renders and
    /// schedules more effects — each round a task due now. Bounded: an app that keeps
    /// posting immediate tasks stops being drained after 200 rounds.
    private func settleMount() {
        device.settle()
        let loop = device.runtime.loop
        var rounds = 0
        while rounds < 200, !device.isClosed, let next = loop.nextDeadline, next <= loop.clock.now {
            device.settle()
            rounds += 1
        }
    }

    /// Unmounts the root (its effects' cleanups run).
    func unmount() {
        guard let root, let appKey, !device.isClosed else { return }
        self.root = nil
        device.record(.native(module: "AppRegistry", method: "unmountApplicationComponentAtRootTag", args: .array([.number(1)])))
        device.runtime.enterReporting("unmounting \(appKey)", file: device.scriptPath) { () throws(JSException) in
            try self.glue().invoke("unmount", [root])
        }
        device.settle()
    }

    /// The app's state was set: quit unmounts, anything else mounts when due.
    func appStateChanged() {
        if device.dispatcher.appState == .terminated { unmount() } else { mountIfDue() }
    }

    private func glue() throws(JSException) -> JSValue {
        if let mountGlue { return mountGlue }
        let react: JSValue
        do { react = try self.react.react() } catch let error as JSException { throw error } catch {
            throw JSException(name: "Error", message: "\(error)")
        }
        let renderer = try self.react.packages.testRenderer()
        let made = try device.context.evaluate(EmbeddedJS.appMount, sourceURL: "jshost:surfaces/app-mount").call([renderer, react])
        mountGlue = made
        return made
    }

    func close() {
        root = nil
        provider = nil
        mountGlue = nil
    }
}
