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

    init(device: Device) { self.device = device }

    private var enabled: Bool { device.options.listenerTimeline }
    private var now: Double { device.runtime.loop.clock.now }

    func define(on natives: JSValue, surface: Surface) {
        let context = device.context
        natives.defineFunction("listenerAdded") { [unowned self] arguments in
            let id = added(surface: surface, api: arguments[0].stringValue, kind: arguments[1].stringValue)
            return JSValue(double: Double(id), in: context)
        }
        natives.defineFunction("listenerCalled") { [unowned self] arguments in
            called(arguments[0].intValue)
            return nil
        }
        natives.defineFunction("listenerRemoved") { [unowned self] arguments in
            let id = arguments[0].intValue
            if entries.indices.contains(id), entries[id].removedAt == nil { entries[id].removedAt = now }
            return nil
        }
    }

    private func added(surface: Surface, api: String, kind: String) -> Int {
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
        entries.append(Entry(surface: surface, api: api, kind: kind, site: site, addedAt: now))
        device.registrations.note(.listener, library: Registrations.library(of: surface), name: api, events: kind, site: site)
        if kind != "push", launch != nil { late.append(entries.count - 1) }
        if enabled, kind != "push", let launch {
            let how = Self.launchCalls[surface].map { "; the app gets it from \($0)" } ?? ""
            device.dispatcher.record(.listener(surface: surface, api: api, site: site, outcome: .missed,
                                               reason: "added after the tap that launched the app was delivered (cold start)\(how)"),
                                     notification: launch.notification)
        }
        return entries.count - 1
    }

    private func called(_ id: Int) {
        guard entries.indices.contains(id), let notification = device.currentNotification else { return }
        entries[id].calls[notification, default: 0] += 1
        let count = entries[id].calls[notification]!
        guard enabled else { return }
        let e = entries[id]
        device.record(.listener(surface: e.surface, api: e.api, site: e.site, outcome: count == 1 ? .got : .twice,
                                reason: count == 1 ? nil : "called \(count) times with this notification"))
    }

    /// A tap launched the quit app (before the root mounts).
    func launched(by notification: String) { launch = (notification, now) }

    /// An event of `kind` (`push` or `tap`) for `notification` was dispatched since
    /// `start`: the listeners of that kind registered then and not called miss it.
    func eventDone(_ kind: String, notification: String, since start: Double, state: AppState) {
        guard enabled else { return }
        for e in entries where (e.kind == kind || e.kind == "any") && e.addedAt <= start && e.calls[notification] == nil {
            if let removed = e.removedAt, removed <= start {
                continue
            }
            let reason = e.removedAt != nil ? "removed while the event was dispatched"
                : "not called: the library does not deliver it to this listener when the app is \(state.rawValue)"
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
            device.dispatcher.record(.warning(message: "late listener: \(e.api) (\(e.site)) was added after the tap that launched the app "
                + "was delivered, and the app never calls \(call): on a phone that tap (cold start) reaches none of the app's code "
                + "(rule: a library delivers a launching tap only through its launch call)"), notification: launch.notification)
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
