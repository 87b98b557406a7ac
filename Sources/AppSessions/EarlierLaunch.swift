import Foundation
import Notifications
import Surfaces

/// An earlier launch of the app on the same phone, for a device that starts with the app
/// quit: a push reaches a quit app only on a phone where the app ran before (it got its push
/// token then), and what that launch registered with the OS is still there — the categories
/// (Dispatcher.earlierLaunchCategories: every one on iOS, Expo's and Capacitor's on Android).
enum EarlierLaunch {
    /// The categories the entry registers when it launches: loaded and mounted in the
    /// background on a device of its own (closed before returning); none when it does not load.
    static func categories(entry: String, options: DeviceOptions) -> [Category] {
        var options = options
        options.appState = .background
        options.earlierLaunchCategories = []
        options.mount = true
        // Offline: what that launch sent (a token to the app's server) was sent then; a run
        // must not send it again. A call it makes is refused, as with no --allow-net.
        options.runtime.permissions.net = .none
        options.runtime.permissions.alwaysAllowedHosts = []
        guard let device = try? AppModules.device(options: options, sink: CollectingSink()) else { return [] }
        defer { device.close() }
        device.load(script: entry)
        device.settle()
        return device.dispatcher.registeredCategories
    }
}
