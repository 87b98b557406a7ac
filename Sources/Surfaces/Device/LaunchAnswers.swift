import HostRuntime
import JSCore
import Notifications

/// The rule for the libraries' "what launched the app" calls (`getInitialNotification()`
/// of Firebase messaging, push-notification-ios, react-native-notifications and Notifee,
/// Expo's `getLastNotificationResponseAsync()`): on a phone, a quit app that a press
/// launches asks after the launch and gets the press's notification. jshost runs the
/// script before the press that launches a quit app (`--app-state terminated`), so such a
/// call at the script's top level would see nothing yet. A facade asks here instead
/// (`native.answerAtLaunch(answer)`, a promise):
///
/// - while the app is quit (`terminated`) the promise waits; when a press launches the
///   app (a response after which the app is no longer quit), it answers with `answer()`,
///   computed then — the library's view of the launching press — in a `handler` effect of
///   the library's surface; when the app leaves the quit state otherwise (an `appState`
///   event), it answers `answer()` too, which then finds no launching press;
/// - otherwise it answers `answer()` at once.
///
/// `answer` is the library's own (its shape, and whether a read consumes it).
///
/// A facade with no surface of its own (React Native's `Linking.getInitialURL()`, whose
/// answer is noted by a deep-link observer while the press is dispatched) passes no
/// surface: it adds no response listener, and its calls answer when the app leaves the
/// quit state — after the launching press is dispatched, or at an `appState` event.
final class LaunchAnswers {
    private unowned let device: Device
    private struct Waiting {
        let surface: Surface?
        let entry: String
        let settle: JSValue
    }
    /// The calls waiting for the launch, in call order.
    private var waiting: [Waiting] = []
    /// The surfaces whose launch listener is added (one each, after the surface's own).
    private var listening: Set<Surface> = []
    private var maker: JSValue?
    /// The surfaces whose launch call the app has made (the late-listener finding reads it).
    private(set) var asked: Set<Surface> = []

    init(device: Device) { self.device = device }

    /// Defines `natives.answerAtLaunch(answer)` for a facade of `surface` (nil: no
    /// response listener, see above); `entry` names the call in error reports.
    func define(on natives: JSValue, surface: Surface?, entry: String) {
        natives.defineFunction("answerAtLaunch") { [unowned self] arguments in
            guard let answer = arguments.first, answer.isFunction else {
                throw JSThrownError.typeError("answerAtLaunch needs a function")
            }
            if let surface { asked.insert(surface) }
            let pair = try make().call([answer])
            let settle = pair[1]
            if device.dispatcher.appState == .terminated {
                waiting.append(Waiting(surface: surface, entry: entry, settle: settle))
                if let surface { listen(surface, entry: entry) }
            } else {
                _ = try settle.call([])
            }
            return pair[0]
        }
    }

    /// The app's state changed, or a response was handled: when the app is no longer
    /// quit, every waiting call answers (`answer()` finds no launching press when an
    /// `appState` event, not a press, launched it).
    func appStateChanged() {
        guard !waiting.isEmpty, device.dispatcher.appState != .terminated else { return }
        let due = waiting
        waiting = []
        for w in due { device.callBack(w.settle, [], entry: w.entry) }
    }

    /// Drops the waiting calls (the device is closing).
    func close() {
        waiting = []
        maker = nil
    }

    private func make() throws(JSException) -> JSValue {
        if let maker { return maker }
        let made = try device.context.evaluate(EmbeddedJS.launchAnswer, sourceURL: "jshost:surfaces/launch-answer")
        maker = made
        return made
    }

    /// A response listener of `surface` (added once, after the surface's own listener,
    /// which notes the launching press first): a press that launched the quit app answers
    /// the surface's waiting calls, in a `handler` effect of the surface.
    private func listen(_ surface: Surface, entry: String) {
        guard listening.insert(surface).inserted else { return }
        unowned let device = self.device
        device.dispatcher.addResponseListener(surface: surface, filter: { [unowned self] _ in
            device.dispatcher.stateAtResponse == .terminated && device.dispatcher.appState != .terminated
                && waiting.contains { $0.surface == surface }
        }, device.jsHandler("\(entry) at the launch") { [unowned self] _ throws(JSException) in
            let due = waiting.filter { $0.surface == surface }
            waiting.removeAll { $0.surface == surface }
            for w in due { _ = try w.settle.call([]) }
            return .undefined(in: device.context)
        })
    }
}
