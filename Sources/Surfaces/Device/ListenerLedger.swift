import HostRuntime
import JSCore
import Notifications

/// The listeners an app registers with the notification libraries, where (file:line) and
/// when, and what each did with each event: the `listener` effects of `--explain`
/// (docs/surfaces.md, "The app's life"). A library's glue reports through natives defined
/// here (`listenerAdded(api, kind)` → id, `listenerCalled(id)`, `listenerRemoved(id)`);
/// `kind` says which events the listener is for: `push` (a notification arriving), `tap`
/// (a response) or `any`.
///
/// - called with the event: `got`, and `twice` for a second call with the same event;
/// - added after the tap that launched the app was delivered (the cold start: a listener
///   added in a component's effect): `missed`, naming the library's launch call, which is
///   how that tap reaches the app;
/// - registered (or removed) when an event of its kind was dispatched and not called:
///   `missed`, naming the app's state or the removal.
final class ListenerLedger {
    private unowned let device: Device
    private struct Entry {
        let surface: Surface
        let api: String
        let kind: String
        let site: String
        let addedAt: Double
        var removedAt: Double?
        var calls: [String: Int] = [:]
        /// How many times the app added it at this site and has not removed it: an effect
        /// that adds without a cleanup, run again, adds a second registration of the same
        /// listener, and each event reaches it once per registration (`twice`).
        var registrations = 1
    }
    private var entries: [Entry] = []
    /// Tap listeners added after the launching tap (the late-listener finding).
    private var late: [Int] = []
    /// The tap that launched the quit app: its notification and when it was dispatched.
    private var launch: (notification: String, at: Double)?
    /// The launch call each library answers a cold-start tap with.
    static let launchCalls: [Surface: String] = [
        .firebase: "messaging().getInitialNotification()", .notifee: "notifee.getInitialNotification()",
        .expo: "getLastNotificationResponseAsync() / useLastNotificationResponse()",
    ]

    /// The event being dispatched (each push and each response is one): a listener called
    /// with the arrival and again with the tap of the same notification got two events.
    private var event = 0
    private func key(_ notification: String) -> String { "\(notification)#\(event)" }

    init(device: Device) { self.device = device }

    /// A push or a response starts being dispatched.
    func beginEvent() { event += 1 }

    private var enabled: Bool { device.options.listenerTimeline }
    private var now: Double { device.runtime.loop.clock.now }

    /// Defines the natives on a library glue's `natives`, and `natives.track(api, kind, fn,
    /// library)` (JS/listener-ledger.js), which wraps a listener the app adds so that its
    /// calls and removal are reported.
    func define(on natives: JSValue, surface: Surface) {
        let context = device.context
        natives.defineFunction("listenerAdded") { [unowned self] arguments in
            let library = arguments.count > 2 && !arguments[2].isNullish ? arguments[2].stringValue : nil
            let id = added(surface: surface, api: arguments[0].stringValue, kind: arguments[1].stringValue, library: library)
            return JSValue(double: Double(id), in: context)
        }
        natives.defineFunction("listenerCalled") { [unowned self] arguments in
            called(arguments[0].intValue)
            return nil
        }
        natives.defineFunction("listenerRemoved") { [unowned self] arguments in
            let id = arguments[0].intValue
            guard entries.indices.contains(id), entries[id].removedAt == nil else { return nil }
            entries[id].registrations -= 1
            if entries[id].registrations <= 0 { entries[id].removedAt = now }
            return nil
        }
        if let track = try? device.context.evaluate(EmbeddedJS.listenerLedger, sourceURL: "jshost:surfaces/listener-ledger").call([natives]) {
            natives["track"] = track
        }
    }

    private func added(surface: Surface, api: String, kind: String, library: String? = nil) -> Int {
        let stack = (try? device.context.evaluate("new Error().stack").stringValue) ?? ""
        let frame = ReactNativeSurface.firstAppFrame(stack)
        let site: String
        if frame.isEmpty {
            site = "unknown"
        } else if device.surface(ReactSurface.self).packages.isRenderer(frame) {
            // The effect's own frame is gone: `return subscribe(…)` in strict code is a tail
            // call, which JavaScriptCore does not keep on the stack.
            site = "an effect: its `return` tail call left no frame"
        } else {
            site = ReactNativeSurface.displayPath(device.originalLocation(frame))
        }
        // Added again at the same place while the first is still there: one listener,
        // registered twice (a site that names no line cannot tell listeners apart).
        if site != "unknown", !site.hasPrefix("an effect"),
           let same = entries.lastIndex(where: { $0.surface == surface && $0.api == api && $0.site == site && $0.removedAt == nil }) {
            entries[same].registrations += 1
            return same
        }
        entries.append(Entry(surface: surface, api: api, kind: kind, site: site, addedAt: now))
        // (React Native's Linking is no notification library: not in run's summary.)
        if surface != .reactNative { device.registrations.note(.listener, library: library ?? Registrations.library(of: surface), name: api, events: kind, site: site) }
        if kind != "push", launch != nil { late.append(entries.count - 1) }
        // Libraries whose launching tap reaches the app only through a launch call: a tap
        // listener added after it missed it, said where it is added. (A library that hands
        // the launching tap to the first listener, Capacitor and OneSignal, is judged when
        // the tap's dispatch is done: `eventDone`.)
        if enabled, kind != "push", let launch, Self.launchCalls[surface] != nil {
            let how = Self.launchCalls[surface].map { "; the app gets it from \($0)" } ?? ""
            device.dispatcher.record(.listener(surface: surface, api: api, site: site, outcome: .missed,
                                               reason: "added after the tap that launched the app was delivered (cold start)\(how)"),
                                     notification: launch.notification)
        }
        return entries.count - 1
    }

    private func called(_ id: Int) {
        guard entries.indices.contains(id), let notification = device.currentNotification else { return }
        entries[id].calls[key(notification), default: 0] += 1
        let count = entries[id].calls[key(notification)]!
        guard enabled else { return }
        let e = entries[id]
        let why = e.registrations > 1
            ? "called \(count) times with this notification: the app added it \(e.registrations) times here without removing it "
              + "(an effect without a cleanup that ran again, or the same handler added twice), and the library calls each registration"
            : "called \(count) times with this notification"
        device.record(.listener(surface: e.surface, api: e.api, site: e.site, outcome: count == 1 ? .got : .twice,
                                reason: count == 1 ? nil : why))
    }

    /// A tap launched the quit app (before the root mounts).
    func launched(by notification: String) { launch = (notification, now) }

    /// An event of `kind` (`push` or `tap`) for `notification` was dispatched since
    /// `start`: the listeners of that kind registered then and not called miss it.
    func eventDone(_ kind: String, notification: String, since start: Double, state: AppState) {
        guard enabled else { return }
        var saidRemoved: Set<String> = []
        for e in entries where (e.kind == kind || e.kind == "any") && e.calls[key(notification)] == nil {
            if e.addedAt > start {
                // Added while the launching tap was dispatched (on mount), by a library not
                // judged when the listener was added.
                guard kind == "tap", launch?.notification == notification, Self.launchCalls[e.surface] == nil else { continue }
                device.dispatcher.record(.listener(surface: e.surface, api: e.api, site: e.site, outcome: .missed,
                                                   reason: "added after the tap that launched the app was delivered (cold start)"),
                                         notification: notification)
                continue
            }
            if let removed = e.removedAt, removed <= start {
                // Removed before the event: said once a site, and not when the app added it
                // again there (an effect's cleanup, then the effect once more).
                let again = entries.contains { $0.surface == e.surface && $0.api == e.api && $0.site == e.site && $0.removedAt == nil }
                if !again, e.site != "unknown", saidRemoved.insert("\(e.surface.rawValue) \(e.api) \(e.site)").inserted {
                    device.dispatcher.record(.listener(surface: e.surface, api: e.api, site: e.site, outcome: .missed,
                                                       reason: "removed before this event (an effect's cleanup, an unmount, or the app's remove call)"),
                                             notification: notification)
                }
                continue
            }
            let reason = e.removedAt != nil ? "removed while the event was dispatched"
                : "not called: the library did not hand this event to it (the app was \(state.rawValue))"
            device.dispatcher.record(.listener(surface: e.surface, api: e.api, site: e.site, outcome: .missed, reason: reason),
                                     notification: notification)
        }
    }

    /// The late-listener finding, once the run is over: a tap listener added after the tap that
    /// launched the app, when the app never made its library's launch call — on a phone that
    /// tap reaches none of the app's code.
    func reportFindings() {
        guard let launch else { return }
        var reported = Set<Surface>()
        for id in late {
            let e = entries[id]
            guard let call = Self.launchCalls[e.surface], !device.launchAnswers.asked.contains(e.surface),
                  reported.insert(e.surface).inserted else { continue }
            device.findings.report(.lateListener, "late listener: \(e.api) (\(e.site)) was added after the tap that launched the app "
                + "was delivered, and the app never calls \(call): on a phone that tap (cold start) reaches none of the app's code",
                notification: launch.notification)
        }
        late = []
    }

    func close() { entries = [] }
}

extension Device {
    /// `file:line:column` in the file as written (TypeScript and JSX through their source maps).
    func originalLocation(_ location: String) -> String {
        let parts = location.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return location }
        let file = parts.dropLast(2).joined(separator: ":")
        guard let original = runtime.modules.originalPosition(file: file, line: line, column: column) else { return location }
        return "\(file):\(original.line):\(original.column)"
    }
}
