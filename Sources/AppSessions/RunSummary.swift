import Foundation
import HostRuntime
import JSCore
import Notifications
import Surfaces

/// `run`'s words where the app would otherwise be silent (docs/cli.md, "When nothing
/// happens"): what the entry registered when no push was sent, and why a tap, launch or
/// dismissal reached none of the app's code.
package enum RunSummary {
    /// Where each library's apps usually receive taps: the API and the file it is in (each
    /// library's descriptor says, Sources/Surfaces/Libraries/<Library>/), and jshost's own module's.
    static let tapListeners: [(library: String, api: String, place: String)] = SimulatedLibraries.tapListeners + [
        ("jshost", "onResponse(…) or registerAction(type, …)", "the script itself"),
    ]

    /// The summary `run` prints when no push was sent: every category, channel, listener
    /// and handler the entry registered, each with its `file:line:column`.
    /// Nil when it registered nothing and loaded no notification library (a plain script).
    package static func registered(by script: String, device: Device) -> String? {
        // As the user named it (app/_layout.tsx, not _layout.tsx).
        let entry = script
        let entries = device.registrations.entries
        guard !entries.isEmpty else {
            // jshost's own module is used for more than notifications (simulate, the clock).
            guard let hint = usualPlace(loaded: device.registrations.loadedPackages.subtracting(["jshost"])) else { return nil }
            let exported = exportedFunctions(of: script, device: device)
            if !exported.isEmpty {
                // The Capacitor guide's shape: the file exports addListeners / registerNotifications,
                // and the app's page or main script calls them.
                return "\(entry) registered no notification category, channel, listener or handler as it loaded: it exports "
                    + exported.prefix(6).joined(separator: ", ") + " — functions nothing called here. Run the file or page that "
                    + "calls them (the app's index.html, src/main.ts, or index.js), as the app starts. \(hint)\n"
            }
            return "\(entry) registered no notification category, channel, listener or handler: \(hint)\n"
        }
        var rows: [[String]] = []
        for e in entries {
            var what = e.name
            switch e.kind {
            case .category:
                let actions = device.dispatcher.category(id: e.name)?.actions.map(\.id) ?? []
                if !actions.isEmpty { what += " (actions " + actions.joined(separator: ", ") + ")" }
            case .listener:
                what += e.events == "tap" ? " (taps)" : e.events == "push" ? " (pushes)" : e.events == "any" ? " (pushes and taps)" : ""
            case .channel, .handler: break
            }
            rows.append([e.kind.rawValue, what, e.library, lineOnly(e.site)])
        }
        var text = "\(entry) registered (no push was sent: --push FILE sends one):\n"
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in column == 3 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) }
            text += "  " + cells.joined(separator: "  ") + "\n"
        }
        return text
    }

    /// The names of the functions the entry module exports (an ES module's or CommonJS
    /// `exports`), in their order; empty for a script or a module that exports none.
    static func exportedFunctions(of script: String, device: Device) -> [String] {
        guard let modules = device.runtime.modules, !script.hasSuffix(".html") else { return [] }
        let path = ModuleLoader.absolute(script)
        guard let exports = try? modules.require(path, from: path), exports.isObject, !exports.isFunction else { return [] }
        return exports.propertyNames.filter { $0 != "default" && $0 != "__esModule" && exports[$0].isFunction }
    }

    /// `App.tsx:27` of `App.tsx:27:51`.
    static func lineOnly(_ site: String) -> String {
        let parts = site.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil else { return site }
        return parts.dropLast().joined(separator: ":")
    }

    /// "Taps reach <api>, usually in <place>" for the notification libraries the app loaded.
    static func usualPlace(loaded: Set<String>) -> String? {
        let known = tapListeners.filter { loaded.contains($0.library) }
        guard !known.isEmpty else { return nil }
        return known.map { "\($0.library) delivers taps to \($0.api), usually in \($0.place)" }.joined(separator: "; ")
    }

    /// Why the user's response to `notification` (`what`: "tap on reply", "dismissal", …)
    /// reached none of the app's code: no listener for it, or the ones registered were not
    /// called (the library does not deliver it to them in this state).
    static func silentResponse(_ what: String, device: Device) -> String {
        let listeners = device.registrations.entries.filter { $0.kind == .listener && ($0.events == "tap" || $0.events == "any") }
        if listeners.isEmpty {
            var text = "the \(what) reached none of the app's code: no listener for it is registered"
            let exported = exportedFunctions(of: device.scriptPath, device: device)
            if device.registrations.entries.isEmpty, !exported.isEmpty {
                text += "; \((device.scriptPath as NSString).lastPathComponent) exports " + exported.prefix(6).joined(separator: ", ")
                    + ", which nothing called here: run the file or page that calls them as the app starts (the app's index.html, src/main.ts, or index.js)"
            }
            if let hint = usualPlace(loaded: device.registrations.loadedPackages) { text += " (\(hint))" }
            return text
        }
        let named = listeners.map { "\($0.name) (\(lineOnly($0.site)))" }.joined(separator: ", ")
        return "the \(what) reached none of the app's code: the app's \(listeners.count == 1 ? "listener" : "listeners") "
            + "\(named) \(listeners.count == 1 ? "was" : "were") not called for it (run again with --explain for the rule)"
    }
}

/// Passes effects on and notes, per notification, whether a response was recorded and
/// whether any of the app's code ran after it (a `handler` effect, or a handler's error).
final class ResponseWatcher: EffectSink {
    private let next: EffectSink
    /// Responses in order: notification id, action, and whether code ran since.
    private(set) var responses: [(notification: String, action: String, reached: Bool)] = []
    private(set) var lateListenerWarned: Set<String> = []
    /// The messages of the `error` effects (a missing package's uncaught not-found error).
    private(set) var errorMessages: [String] = []

    init(next: EffectSink) { self.next = next }

    func emit(_ effect: Effect) {
        next.emit(effect)
        if case let .error(_, message, _, _, _, _, _) = effect.kind { errorMessages.append(message) }
        switch effect.kind {
        case let .response(action, _):
            if let id = effect.notification { responses.append((id, action, false)) }
        // The app's code ran, or the action did its native work (a URL, call or email
        // button), or a missed action already said why nothing ran.
        case .handler, .error(_, _, _, _, _, .some, _), .openURL, .dial, .email, .missed:
            if let id = effect.notification, let index = responses.lastIndex(where: { $0.notification == id }) {
                responses[index].reached = true
            }
        case let .warning(message) where message.hasPrefix("late listener"):
            if let id = effect.notification { lateListenerWarned.insert(id) }
        default: break
        }
    }
}
