import Foundation
import JSONSyntax
import Notifications
import Surfaces

/// `jshost check PAYLOAD [--entry ENTRY]`: `PayloadCheck`'s findings, with what the entry
/// registers (its categories and channels on each platform, and whether it displays a
/// notification itself for a data message) when an entry is given.
package enum PayloadLint {
    /// The entry threw while it loaded (a module it imports is missing, an error at its top
    /// level): what it registers is unknown, so no finding about it would be true.
    package struct EntryDidNotLoad: Error, CustomStringConvertible, Sendable, Equatable {
        package struct Failure: Sendable, Equatable {
            /// The error as `run` prints it: `FILE:LINE: ` first when the message does not name its place.
            package var message: String
            package var platforms: [Platform]
        }

        package var entry: String
        /// Each distinct error once, with the platforms it happened on.
        package var failures: [Failure]

        /// `app.js did not load on ios and android: /abs/src/push.ts:3: Cannot find module …`, one a failure.
        package var reports: [String] {
            failures.map { "\(entry) did not load on \($0.platforms.map(\.rawValue).joined(separator: " and ")): \($0.message)" }
        }

        package var description: String { reports.joined(separator: "\n") }

        /// Each distinct message once, in first-seen order, with the platforms it came from
        /// (`check` and `matrix` say an entry that did not load once per message, not per device).
        package static func grouped(_ messages: [(platform: Platform, message: String)]) -> [Failure] {
            var failures: [Failure] = []
            for (platform, message) in messages {
                if let index = failures.firstIndex(where: { $0.message == message }) {
                    if !failures[index].platforms.contains(platform) { failures[index].platforms.append(platform) }
                } else {
                    failures.append(Failure(message: message, platforms: [platform]))
                }
            }
            return failures
        }
    }

    package static func run(payload: [UInt8], name: String, format: PayloadFormat? = nil, entry: String? = nil,
                           platforms: [Platform] = Platform.allCases, voip: Bool = false,
                           options: DeviceOptions = DeviceOptions()) throws -> [PayloadFinding] {
        guard let entry else {
            return PayloadCheck.check(payload, file: name, format: format, platforms: platforms, voip: voip)
        }
        var registered = RegisteredNames()
        var loadErrors: [(platform: Platform, message: String)] = []
        let matrix = ExplainMatrix(entry: entry, payload: payload, payloadName: name, format: format, options: options)
        for platform in platforms {
            // In the background, where a data message's handler is the one that may display it.
            let probe = try ExplainMatrix.Case(matrix: matrix, platform: platform, appState: .background)
            defer { probe.device.close() }
            for effect in probe.loadErrors {
                guard case let .error(_, message, _, file, line, _, _) = effect.kind else { continue }
                let located = file.flatMap { file in line.map { "\(file):\($0)" } }.map { message.contains($0) ? message : "\($0): \(message)" } ?? message
                loadErrors.append((platform, located))
            }
            if !probe.loadErrors.isEmpty { continue }
            registered.categories[platform] = probe.device.dispatcher.registeredCategories
            if let channels = probe.device.dispatcher.registeredChannels {
                registered.channels = (registered.channels ?? []).union(channels)
            }
            _ = probe.arrive()
            if probe.display != nil { registered.displaysDataMessage.insert(platform) }
            // The buttons the libraries gave the shown notification (cordova-plugin-push's
            // data.actions, Notifee's android.actions, a registered category): `run` shows
            // the first ones only, and `check` names the rest.
            if let target = probe.target, let shown = probe.device.dispatcher.notification(id: target),
               let category = probe.device.dispatcher.category(for: shown) {
                let name = shown.attachedActions != nil
                    ? (shown.format == .local ? "the notification the app displays" : "the payload's \(category.id)")
                    : "category \"\(category.id)\""
                registered.shownButtons[platform] = (category, name)
            }
        }
        if !loadErrors.isEmpty { throw EntryDidNotLoad(entry: entry, failures: EntryDidNotLoad.grouped(loadErrors)) }
        return PayloadCheck.check(payload, file: name, format: format, platforms: platforms, voip: voip, registered: registered)
            + (try appFindings(matrix, platforms: platforms))
    }

    /// What running the entry reveals (AppFindings.swift), as `matrix` finds it: the push
    /// arriving in the background and while the app is quit, and a tap on it launching the
    /// app. One finding per rule and platform.
    static func appFindings(_ matrix: ExplainMatrix, platforms: [Platform]) throws -> [PayloadFinding] {
        var findings: [PayloadFinding] = []
        for platform in platforms {
            var found: [AppFinding] = []
            for state in [AppState.background, .terminated] {
                let arrival = try ExplainMatrix.Case(matrix: matrix, platform: platform, appState: state)
                defer { arrival.device.close() }
                found += arrival.arrive().findings
                guard arrival.display != nil else { continue }
                let tap = try ExplainMatrix.Case(matrix: matrix, platform: platform, appState: state)
                defer { tap.device.close() }
                _ = tap.arrive()
                found += tap.respond("default").findings
            }
            var said: Set<String> = []
            for finding in found where said.insert(finding.rule.id).inserted {
                findings.append(PayloadFinding(.warning, .app, platform: platform,
                                               "\(finding.message) (rule \(finding.rule.id): \(finding.rule.text); \(finding.rule.library): \(finding.rule.source))"))
            }
        }
        return findings
    }
}

extension PayloadLint {
    /// A finding as `jshost check --json` prints it.
    package static func jsonValue(_ finding: PayloadFinding) -> JSONValue {
        var o = JSONObject()
        o.append("severity", .string(finding.severity.rawValue))
        o.append("check", .string(finding.kind.rawValue))
        o.append("platform", finding.platform.map { .string($0.rawValue) } ?? .null)
        o.append("path", finding.path.map(JSONValue.string) ?? .null)
        o.append("message", .string(finding.message))
        return .object(o)
    }
}
