import Foundation
import JSONSyntax
import Notifications
import Surfaces

/// `jshost matrix` and `simulate.matrix`: one push, on both platforms in each app state,
/// each case on a fresh `Device` — what is shown and why, which handlers run on arrival,
/// and what a tap on the body and on each button then does. The reasons are the rules
/// the dispatcher and the surfaces give where they decide (`Dispatcher.explanationSink`),
/// the same words `jshost run --explain` prints.
package struct ExplainMatrix {
    /// An effect and the rules that explain it.
    package struct Step {
        package var effect: Effect
        package var because: [Rule]
    }

    /// What one interaction (arrival, a tap on the body, a button) did.
    package struct Outcome {
        /// `arrival`, `default` (a tap on the body) or a button's id.
        package var action: String
        /// The button's title (nil for arrival and the body).
        package var title: String?
        package var steps: [Step]
        /// Handlers registered for the event that did not run, and why.
        package var notRun: [Rule]
        /// What running the app revealed in this case (AppFindings.swift): shown twice, a
        /// late listener, a channel, a library with no listener.
        package var findings: [AppFinding] = []
    }

    /// One platform × app state.
    package struct Row {
        package var platform: Platform
        package var appState: AppState
        /// The `display` effect of the pushed notification, or of the one the app showed
        /// for it (a data message the app displays itself); nil when nothing is shown.
        package var display: Effect?
        /// Why it is shown or not: the display's rule; for a data message the app displays
        /// itself, first why the pushed message was not shown.
        package var because: [Rule]
        package var arrival: Outcome
        package var taps: [Outcome]
        /// The `error` effects of loading the entry on this case's device (a module that is
        /// not installed, a top-level throw): the rest of the row is what such an app does.
        package var loadErrors: [Effect] = []
        package var shown: Bool { display != nil }
    }

    package var entry: String
    package var payload: [UInt8]
    package var payloadName: String
    package var format: PayloadFormat?
    /// Only this action (an id, a title, `default` for the body); nil: the body and every button.
    package var tap: String?
    package var options: DeviceOptions

    package init(entry: String, payload: [UInt8], payloadName: String, format: PayloadFormat? = nil, tap: String? = nil,
                options: DeviceOptions = DeviceOptions()) {
        self.entry = entry
        self.payload = payload
        self.payloadName = payloadName
        self.format = format
        self.tap = tap
        self.options = options
        // Timers run on a virtual clock: every case settles at once and the same way each time.
        self.options.runtime.fakeTime = true
        // Each case's app mounts as `run` mounts it: the listeners its components add (a
        // useEffect in App.tsx) exist, and a tap from terminated launches it.
        self.options.mount = true
        // And each listener the app added says what it got (`listener` effects).
        self.options.listenerTimeline = true
    }

    /// The six rows: iOS then Android, each foreground, background, terminated.
    package func run() throws -> [Row] {
        var rows: [Row] = []
        for platform in Platform.allCases {
            for state in AppState.allCases {
                rows.append(try row(platform: platform, appState: state))
            }
        }
        return rows
    }

    /// One case: arrival on a fresh device, then each tap on a fresh device of its own.
    package func row(platform: Platform, appState: AppState) throws -> Row {
        let first = try Case(matrix: self, platform: platform, appState: appState)
        defer { first.device.close() }
        let arrival = first.arrive()
        var row = Row(platform: platform, appState: appState, display: first.display, because: first.displayRules,
                      arrival: arrival, taps: [], loadErrors: first.loadErrors)
        guard let display = first.display, case let .display(_, _, _, _, actions, _, _) = display.kind else { return row }
        var wanted: [(String, String?)] = [("default", nil)] + actions.map { ($0.id, $0.title) }
        if let tap {
            wanted = wanted.filter { $0.0 == tap || $0.1 == tap }
            if wanted.isEmpty { wanted = [(tap, nil)] }  // the dispatcher names what is wrong with it
        }
        for (action, title) in wanted {
            let again = try Case(matrix: self, platform: platform, appState: appState)
            defer { again.device.close() }
            _ = again.arrive()
            var outcome = again.respond(action)
            outcome.title = title
            row.taps.append(outcome)
        }
        return row
    }

    /// One fresh device with the entry loaded, collecting effects and explanations.
    final class Case {
        let device: Device
        let sink = CollectingSink()
        let matrix: ExplainMatrix
        var explanations: [Explanation] = []
        var display: Effect?
        var displayRules: [Rule] = []
        var target: String?
        var loadErrors: [Effect] = []

        init(matrix: ExplainMatrix, platform: Platform, appState: AppState) throws {
            self.matrix = matrix
            var options = matrix.options
            options.platform = platform
            options.appState = appState
            if appState == .terminated {
                // The app ran on this phone before (it got its push token then): the
                // categories that launch registered are kept while it is quit.
                options.earlierLaunchCategories = EarlierLaunch.categories(entry: matrix.entry, options: options)
            }
            device = try AppModules.device(options: options, sink: sink)
            device.dispatcher.explanationSink = { [unowned self] in explanations.append($0) }
            device.load(script: matrix.entry)
            MissingPackagesReport.recordAfterLoad(device, script: matrix.entry, errors: sink.errorMessages)
            loadErrors = sink.effects.filter { $0.kindName == "error" }
        }

        /// Delivers the push and runs until nothing is pending; the arrival's outcome.
        func arrive() -> Outcome {
            let mark = sink.effects.count, explained = explanations.count
            let before = device.dispatcher.lastDisplayedId
            let push = DeviceEvent.Push(payload: matrix.payload, format: matrix.format, file: matrix.payloadName)
            let id = (try? device.apply(.push(push), from: .flag)) ?? nil
            device.finish()
            let effects = Array(sink.effects[mark...])
            let reasons = Array(explanations[explained...])
            // A message shown by the app itself (a data message a handler displays) counts as shown.
            if let id {
                target = device.dispatcher.notification(id: id) != nil ? id : nil
                if target == nil, let shown = device.dispatcher.lastDisplayedId, shown != before { target = shown }
            }
            if let target {
                display = effects.last { $0.notification == target && $0.kindName == "display" }
            }
            // Why the pushed message was not shown (when it was not), then why what is shown is.
            displayRules = reasons.filter { $0.subject == .notShown && $0.notification == id }.map(\.rule)
            if let display, let rule = reasons.last(where: { $0.subject == .effect && $0.seq == display.seq })?.rule {
                displayRules.append(rule)
            }
            var outcome = Case.outcome("arrival", effects, reasons)
            outcome.findings = device.appFindings
            return outcome
        }

        /// Taps `action` on the notification shown; its outcome.
        func respond(_ action: String) -> Outcome {
            let mark = sink.effects.count, explained = explanations.count
            let found = device.appFindings.count
            _ = try? device.apply(.respond(notification: target ?? "", action: ResponseAction(action), text: nil), from: .flag)
            device.finish()
            var outcome = Case.outcome(action, Array(sink.effects[mark...]), Array(explanations[explained...]))
            outcome.findings = Array(device.appFindings.dropFirst(found))
            return outcome
        }

        static func outcome(_ action: String, _ effects: [Effect], _ reasons: [Explanation]) -> Outcome {
            let steps = effects.map { effect in
                Step(effect: effect, because: reasons.filter { $0.subject == .effect && $0.seq == effect.seq }.map(\.rule))
            }
            return Outcome(action: action, title: nil, steps: steps, notRun: reasons.filter { $0.subject == .notRun }.map(\.rule))
        }
    }
}

// MARK: - Output

extension ExplainMatrix {
    /// The rows as JSON (`jshost matrix --json`, `simulate.matrix`).
    package static func jsonValue(_ rows: [Row]) -> JSONValue {
        .array(rows.map { row in
            var o = JSONObject()
            o.append("platform", .string(row.platform.rawValue))
            o.append("appState", .string(row.appState.rawValue))
            o.append("shown", .bool(row.shown))
            o.append("notification", row.display?.notification.map(JSONValue.string) ?? .null)
            o.append("display", row.display?.jsonValue ?? .null)
            o.append("because", .array(row.because.map(ruleJSON)))
            o.append("arrival", outcomeJSON(row.arrival))
            o.append("taps", .array(row.taps.map(outcomeJSON)))
            if !row.loadErrors.isEmpty { o.append("loadErrors", .array(row.loadErrors.map(\.jsonValue))) }
            return .object(o)
        })
    }

    static func ruleJSON(_ rule: Rule) -> JSONValue {
        .object(JSONObject([JSONMember("rule", .string(rule.id)), JSONMember("library", .string(rule.library)),
                            JSONMember("text", .string(rule.text)), JSONMember("source", .string(rule.source))]))
    }

    /// A finding as `matrix --json` and `check --json` carry it: the message and its rule.
    package static func findingJSON(_ finding: AppFinding) -> JSONValue {
        guard case .object(var o) = ruleJSON(finding.rule) else { return .null }
        o.append("message", .string(finding.message))
        if let n = finding.notification { o.append("notification", .string(n)) }
        return .object(o)
    }

    static func outcomeJSON(_ outcome: Outcome) -> JSONValue {
        var o = JSONObject()
        o.append("action", .string(outcome.action))
        if let title = outcome.title { o.append("title", .string(title)) }
        o.append("effects", .array(outcome.steps.map { step in
            guard case .object(var e) = step.effect.jsonValue else { return .null }
            if !step.because.isEmpty { e.append("because", .array(step.because.map(ruleJSON))) }
            return .object(e)
        }))
        if !outcome.notRun.isEmpty { o.append("notRun", .array(outcome.notRun.map(ruleJSON))) }
        if !outcome.findings.isEmpty { o.append("findings", .array(outcome.findings.map(findingJSON))) }
        return .object(o)
    }

    /// The first rejection when a `--tap` could be carried out in no case (an unknown action, a
    /// button never shown): `matrix` and the agent interface's `matrix` call it a usage error.
    package static func tapRejectedEverywhere(_ rows: [Row]) -> String? {
        let taps = rows.flatMap(\.taps)
        let rejections = taps.compactMap { tap in
            tap.steps.lazy.compactMap { step -> String? in
                if case let .error(.input, message, _, _, _, _, _) = step.effect.kind { return message }
                return nil
            }.first
        }
        return !taps.isEmpty && rejections.count == taps.count ? rejections[0] : nil
    }

    /// The rows as one table, the reasons as numbered notes under it (`jshost matrix`).
    /// When the table is wider than `width` (a terminal's columns), each platform and app
    /// state is a block of its own instead, one line a cell, so nothing wraps mid-row.
    /// `colour` marks "yes" green and "no" yellow (a terminal without NO_COLOR).
    package static func table(_ rows: [Row], width: Int? = nil, colour: Bool = false) -> String {
        var notes: [Rule] = []
        func mark(_ rules: [Rule]) -> String {
            rules.map { rule in
                if let i = notes.firstIndex(of: rule) { return "[\(i + 1)]" }
                notes.append(rule)
                return "[\(notes.count)]"
            }.joined()
        }
        func cell(_ outcome: Outcome, skipping skipped: (Effect) -> Bool = { _ in false }) -> String {
            // A finding's warning is said once, under FINDINGS.
            let found = Set(outcome.findings.flatMap { [$0.text, $0.message] })
            var parts = outcome.steps.filter { step in
                if case let .warning(message) = step.effect.kind, found.contains(message) { return false }
                return !skipped(step.effect)
            }.map { describe($0.effect) + mark($0.because + listenerNote($0.effect)) }
            parts += outcome.notRun.map { "not run" + mark([$0]) }
            return parts.isEmpty ? "—" : parts.joined(separator: ", ")
        }
        var lines: [[String]] = [["PLATFORM", "APP STATE", "SHOWN", "ON ARRIVAL", "TAP", "THEN"]]
        for row in rows {
            let shown: String
            if let display = row.display, case let .display(_, _, title, body, actions, _, _) = display.kind {
                let text = [title, body].compactMap { $0 }.map { clip($0, 24) }.joined(separator: " / ")
                let buttons = actions.isEmpty ? "" : " " + actions.map { "[\(clip($0.title, 12))]" }.joined()
                shown = "yes\(mark(row.because)) \"\(text)\"\(buttons)"
            } else {
                shown = "no\(mark(row.because))"
            }
            let arrival = cell(row.arrival) { $0.kindName == "display" && $0.seq == row.display?.seq }
            let first = row.taps.first
            lines.append([row.platform.rawValue, row.appState.rawValue, shown, arrival,
                          first.map(tapName) ?? "—", first.map { cell($0) } ?? "—"])
            for tap in row.taps.dropFirst() { lines.append(["", "", "", "", tapName(tap), cell(tap)]) }
        }
        let widths = (0..<6).map { c in lines.map { $0[c].count }.max() ?? 0 }
        let tableWidth = lines.map { line in line.enumerated().map { c, text in c == 5 ? text.count : widths[c] }.reduce(0, +) + 10 }.max() ?? 0
        func shade(_ shown: String) -> String {
            guard colour else { return shown }
            if shown.hasPrefix("yes") { return "\u{1B}[32myes\u{1B}[0m" + shown.dropFirst(3) }
            if shown.hasPrefix("no") { return "\u{1B}[33mno\u{1B}[0m" + shown.dropFirst(2) }
            return shown
        }
        var out: String
        if let width, tableWidth > width {
            // One block per platform and app state: "ios · foreground", then a line per cell.
            var blocks: [String] = []
            for line in lines.dropFirst() {
                if !line[0].isEmpty {
                    blocks.append("\(line[0]) · \(line[1])\n  shown       \(shade(line[2]))\n  on arrival  \(line[3])\n")
                }
                if line[4] != "—" { blocks[blocks.count - 1] += wrap("  tap \(line[4]): \(line[5])", width: width, indent: "      ") + "\n" }
            }
            out = blocks.joined(separator: "\n")
        } else {
            out = lines.enumerated().map { index, line in
                line.enumerated().map { c, text in
                    let padded = c == 5 ? text : text.padding(toLength: widths[c], withPad: " ", startingAt: 0)
                    return c == 2 && index > 0 ? shade(padded) : padded
                }.joined(separator: "  ")
            }.joined(separator: "\n") + "\n"
        }
        // What running the app revealed, each case's once, its rule among the notes.
        var found: [String] = []
        for row in rows {
            for outcome in [row.arrival] + row.taps {
                for finding in outcome.findings {
                    let when = outcome.action == "arrival" ? "on arrival" : "tap \(tapName(outcome))"
                    let line = "\(row.platform.rawValue) · \(row.appState.rawValue), \(when): \(finding.message) \(mark([finding.rule]))"
                    if !found.contains(line) { found.append(line) }
                }
            }
        }
        if !found.isEmpty {
            out += "\nFINDINGS:\n" + found.map { line in width.map { wrap(line, width: $0, indent: "    ") } ?? line }.joined(separator: "\n") + "\n"
        }
        if !notes.isEmpty {
            out += "\nWHY:\n"
            for (i, rule) in notes.enumerated() {
                let note = "[\(i + 1)] \(rule.text) (\(rule.library): \(rule.source))"
                out += (width.map { wrap(note, width: $0, indent: "    ") } ?? note) + "\n"
            }
        }
        return out
    }

    /// `text` broken at spaces into lines of at most `width` characters, each line after
    /// the first starting with `indent` (a word longer than a line stays whole).
    static func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        let lead = String(text.prefix { $0 == " " })
        var line = lead
        for word in text.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line == lead && lines.isEmpty ? line + word : line + " " + word
            if candidate.count > width, line.count > (lines.isEmpty ? lead.count : indent.count) {
                lines.append(line)
                line = indent + word
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// Why a listener missed an event or got it twice, as a note of its own: the reason
    /// the ledger gave, and where the app added the listener.
    static func listenerNote(_ effect: Effect) -> [Rule] {
        guard case let .listener(surface, api, site, outcome, reason?) = effect.kind else { return [] }
        return [Rule(id: "listener.\(outcome.rawValue)", library: Registrations.library(of: surface),
                     text: "\(api) \(outcome.rawValue) it: \(reason)", source: "the app: \(site)")]
    }

    static func tapName(_ tap: Outcome) -> String {
        tap.action == "default" ? "body" : (tap.title.map { "[\($0)]" } ?? tap.action)
    }

    /// One effect in a few words.
    static func describe(_ effect: Effect) -> String {
        switch effect.kind {
        case .display: return "shown"
        case let .response(action, text): return "response \(action)" + (text.map { " \"\(clip($0, 16))\"" } ?? "")
        case let .handler(surface, type, result, _):
            return "handler \(surface.rawValue)" + (type.map { " \($0)" } ?? "") + (result.map { " → \(clip($0.jsonString, 24))" } ?? "")
        case let .openURL(url): return "openURL \(clip(url, 32))"
        case let .dial(number): return "dial \(number)"
        case .openApp: return "openApp"
        case .dismiss: return "dismiss"
        case let .email(to, _, _, _): return "email \(to.joined(separator: ","))"
        case let .alert(title, _, _): return "alert \"\(clip(title, 20))\""
        case let .http(method, url, status): return "http \(method) \(clip(url, 32)) \(status)"
        case let .log(_, message): return "log \"\(clip(message, 32))\""
        case let .missed(type, _, _): return "missed \(type)"
        case let .warning(message): return "warning: \(clip(message, 40))"
        case let .dom(target, _, _): return "dom \(target)"
        case let .badge(count): return "badge \(count)"
        case let .native(module, method, _): return "native \(module).\(method)"
        case let .listener(_, api, site, outcome, _):
            // Where it was added, to the line: `App.tsx:15`.
            let parts = site.split(separator: ":")
            let line = parts.count >= 3 && Int(parts[parts.count - 1]) != nil ? parts.dropLast().joined(separator: ":") : site
            return "listener \(api) (\(clip(line, 28))) \(outcome.rawValue)"
        case let .error(reason, message, _, _, _, _, _): return "error \(reason.rawValue): \(clip(message, 40))"
        }
    }

    static func clip(_ text: String, _ n: Int) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return line.count <= n && line.count == text.count ? text : String(line.prefix(n - 1)) + "…"
    }
}
