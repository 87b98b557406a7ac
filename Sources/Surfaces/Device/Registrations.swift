import Foundation
import HostRuntime
import JSCore
import ModuleSyntax
import Notifications

/// What the app registered with its notification libraries, and where (`file:line:column`
/// in the file as written): the categories and channels (told by the dispatcher), the
/// listeners (ListenerLedger.swift) and the handlers (`setNotificationHandler`,
/// `setBackgroundMessageHandler`). `run` without a push summarises it, and a tap that reaches
/// none of the app's code is explained from it (JSHostKit's RunSummary.swift).
public final class Registrations {
    public enum Kind: String, Sendable {
        case category, channel, listener, handler
    }

    public struct Entry: Sendable, Equatable {
        public let kind: Kind
        /// The package that registered it (`expo-notifications`); empty when not known.
        public let library: String
        /// The category or channel id, the listener's or handler's API.
        public let name: String
        /// For a listener: the events it is for (`push`, `tap` or `any`).
        public let events: String?
        /// `App.tsx:27:11`, or `unknown`.
        public let site: String
    }

    private unowned let device: Device
    public private(set) var entries: [Entry] = []

    init(device: Device) { self.device = device }

    /// Notes a registration; `site` nil: the first frame of the app's code on the stack.
    func note(_ kind: Kind, library: String, name: String, events: String? = nil, site: String? = nil) {
        let site = site ?? appSite() ?? "unknown"
        let entry = Entry(kind: kind, library: library, name: name, events: events, site: site)
        guard !entries.contains(entry) else { return }
        entries.append(entry)
    }

    /// `listenerRegistered(api, events)` for a library's glue whose listeners are not in the
    /// ListenerLedger: records the listener with the first frame of the app's code on the
    /// stack (the app's call), for `library`.
    func define(on natives: JSValue, library: String) {
        natives.defineFunction("listenerRegistered") { [unowned self] arguments in
            note(.listener, library: library, name: arguments[0].stringValue, events: arguments[1].stringValue)
            return nil
        }
    }

    /// A category or channel a library registered: the app's only when the app's code asked
    /// (a frame of it on the stack), once per id.
    func noteFromDispatcher(_ kind: String, _ id: String) {
        guard let kind = Kind(rawValue: kind), let site = appSite(),
              !entries.contains(where: { $0.kind == kind && $0.name == id }) else { return }
        entries.append(Entry(kind: kind, library: "", name: id, events: nil, site: site))
    }

    private func appSite() -> String? {
        guard !device.isClosed, let stack = try? device.context.evaluate("new Error().stack").stringValue else { return nil }
        let frame = ReactNativeSurface.firstAppFrame(stack)
        guard !frame.isEmpty else { return nil }
        return ReactNativeSurface.displayPath(device.originalLocation(frame))
    }

    /// The package of a surface, as apps import it (its library's descriptor says which).
    public static func library(of surface: Surface) -> String {
        LibraryDescriptor.all.lazy.compactMap { $0.surfacePackages[surface] }.first ?? surface.rawValue
    }

    /// The packages the app loaded that jshost simulates (built-in modules), by name.
    public var loadedPackages: Set<String> {
        Set((device.runtime.modules?.loadedBuiltins ?? []).map { MetroResolver.packageName(of: $0) })
    }
}

extension Device {
    /// Whether the app asked a library's launch call for the notification that launched it
    /// (`getInitialNotification()`, `getLastNotificationResponseAsync()`): the launching tap
    /// reaches the app's code there, with no `handler` effect.
    public var askedForLaunchingNotification: Bool { !launchAnswers.asked.isEmpty }
}
