import Foundation
import HostRuntime
import AppSessions
import JSONSyntax
import NotificationRendering
import Notifications
import ProjectGate
import Surfaces

/// What a tool answers: its structured result (an object, as `outputSchema` describes), a
/// summary for clients that read text, more content (images, pages), and whether it failed.
struct ToolOutcome {
    var structured: JSONObject
    var summary: String
    var content: [JSONValue] = []
    var isError = false
}

/// The seven tools of `jshost mcp` (docs/mcp.md): each runs what the CLI command of the same
/// name runs, through the library (Simulation, ExplainMatrix, PayloadLint, CategoryListing,
/// RenderWriter, TestRunner, PayloadFiles), with the server's root and permissions.
final class MCPTools: @unchecked Sendable {
    // @unchecked: immutable after init; calls run on the server's one worker thread.
    let configuration: MCPConfiguration
    /// The CLI's `--max-memory` default (1 GiB).
    static let maxMemory = 1024 << 20

    init(configuration: MCPConfiguration) { self.configuration = configuration }

    var names: [String] { MCPSchemas.tools.map(\.name) }

    /// `tools/list`'s entries.
    var definitions: [JSONValue] { MCPSchemas.tools.map(\.definition) }

    typealias Progress = (_ done: Double, _ total: Double?, _ message: String) -> Void

    /// Runs tool `name`; a `ToolError` (or any error) is a result with `isError: true`.
    func call(_ name: String, _ arguments: JSONObject, progress: @escaping Progress, isCancelled: () -> Bool) -> JSONValue {
        let outcome: ToolOutcome
        do {
            guard let tool = MCPSchemas.tools.first(where: { $0.name == name }) else { throw ToolError("unknown tool \(name)") }
            let args = try ToolArguments(tool: name, arguments, known: tool.argumentNames, root: configuration.root)
            switch name {
            case "run": outcome = try run(args)
            case "matrix": outcome = try matrix(args, progress: progress, isCancelled: isCancelled)
            case "check": outcome = try check(args)
            case "categories": outcome = try categories(args)
            case "render": outcome = try render(args, progress: progress)
            case "test": outcome = try test(args, progress: progress)
            default: outcome = try payloads(args)
            }
        } catch let error as ToolError {
            return Self.errorResult(error.message)
        } catch let error as AppModules.ConfigurationError {
            return Self.errorResult(error.description)
        } catch {
            return Self.errorResult("\(error)")
        }
        var content: [JSONValue] = [Self.text(outcome.summary)]
        content += outcome.content
        // The structured result as text too, as the specification asks of a tool with an output
        // schema, for clients that do not read `structuredContent`.
        content.append(Self.text(JSONValue.object(outcome.structured).jsonString))
        var result = JSONObject()
        result.append("content", .array(content))
        result.append("structuredContent", .object(outcome.structured))
        result.append("isError", .bool(outcome.isError))
        return .object(result)
    }

    static func text(_ text: String) -> JSONValue {
        .object(JSONObject([JSONMember("type", .string("text")), JSONMember("text", .string(text))]))
    }

    static func errorResult(_ message: String) -> JSONValue {
        .object(JSONObject([JSONMember("content", .array([text(message)])), JSONMember("isError", .bool(true))]))
    }

    // MARK: - Device options shared by the tools that load the app

    private func deviceOptions(_ args: ToolArguments, entry: String) throws -> DeviceOptions {
        var options = DeviceOptions()
        options.runtime.permissions = configuration.permissions
        options.runtime.maxMemory = Self.maxMemory
        if let timeout = try args.seconds("timeout") { options.runtime.timeout = timeout }
        if let platform = try args.choice("platform", Platform.self) { options.platform = platform }
        if let state = try args.choice("appState", AppState.self) { options.appState = state }
        if try args.bool("fakeTime") == true { options.runtime.fakeTime = true }
        options.metroResolution = true
        options.nativeModules = try args.choice("native", NativeModulePolicy.self) ?? .record
        // Every missing package at once, with the key that stands in for them, as the CLI lists them.
        try AppModules.configure(&options, script: entry, flags: AppModules.Flags(mocks: try args.bool("mocks"), stubMissing: try args.bool("stubMissing"),
                                                                               listMissing: true))
        return options
    }

    // MARK: - run

    /// A simulation as `jshost run` makes it from the arguments (`run` and `render`).
    private func simulationRequest(_ args: ToolArguments) throws -> SimulationRequest {
        let entry = try args.entry()!
        var request = SimulationRequest(script: entry)
        request.device = try deviceOptions(args, entry: entry)
        request.push = try args.payload()
        request.pushFormat = try args.choice("format", PayloadFormat.self)
        let tap = try args.string("tap"), open = try args.bool("open") == true, dismiss = try args.bool("dismiss") == true
        if [tap != nil, open, dismiss].filter({ $0 }).count > 1 {
            throw ToolError("\(args.tool): give one of \"tap\", \"open\", \"dismiss\" (what the user does to the notification)")
        }
        if let tap {
            if tap == "default" || tap == "dismiss" {
                throw ToolError("\(args.tool): \"tap\": \"\(tap)\": use \(tap == "default" ? "\"open\": true (a tap on the notification itself)" : "\"dismiss\": true") instead")
            }
            request.interaction = .tap(tap)
        } else if open {
            request.interaction = .open
        } else if dismiss {
            request.interaction = .dismiss
        }
        request.text = try args.string("text")
        request.notification = try args.string("notification")
        request.events = try args.events()
        request.presses = try args.strings("press")
        if let problem = request.flagProblem { throw ToolError(Self.argumentNames(problem)) }
        return request
    }

    /// The CLI's message about its flags, with the tool's argument names.
    static func argumentNames(_ message: String) -> String {
        var text = message
        for (flag, argument) in [("--push FILE", "\"payload\""), ("--tap ACTION", "\"tap\""), ("--notification ID", "\"notification\""),
                                 ("--open", "\"open\""), ("--dismiss", "\"dismiss\""), ("--text", "\"text\""), ("--tap", "\"tap\""),
                                 ("--events", "\"events\""), ("--push", "\"payload\""), ("--notification", "\"notification\"")] {
            text = text.replacingOccurrences(of: flag, with: argument)
        }
        return text
    }

    /// Runs the request; the effects and, with `explain`, the reasons.
    private func simulate(_ request: SimulationRequest, explain: Bool) throws -> (status: Int32, effects: [Effect], explanations: [Explanation]) {
        let sink = CollectingSink()
        let simulation = try Simulation(request: request, sink: sink)
        defer { simulation.device.close() }
        var explanations: [Explanation] = []
        if explain { simulation.device.dispatcher.explanationSink = { explanations.append($0) } }
        let status = simulation.run()
        return (status, sink.effects, explanations)
    }

    private func run(_ args: ToolArguments) throws -> ToolOutcome {
        let request = try simulationRequest(args)
        let explain = try args.bool("explain") == true
        let (status, effects, explanations) = try simulate(request, explain: explain)
        var o = JSONObject()
        o.append("status", .number(Double(status)))
        o.append("platform", .string(request.device.platform.rawValue))
        o.append("displayed", .array(effects.compactMap(Self.displayed)))
        o.append("errors", .array(effects.compactMap(Self.error)))
        o.append("effects", .array(effects.map(\.jsonValue)))
        if explain { o.append("explanations", .array(explanations.map(\.jsonValue))) }
        return ToolOutcome(structured: o, summary: Self.summary(status: status, effects: effects, explanations: explanations))
    }

    /// A `display` effect in short: what the phone shows.
    static func displayed(_ effect: Effect) -> JSONValue? {
        guard case let .display(platform, category, title, body, actions, channel, _) = effect.kind else { return nil }
        var o = JSONObject()
        o.append("notification", effect.notification.map(JSONValue.string) ?? .null)
        o.append("platform", .string(platform.rawValue))
        o.append("title", title.map(JSONValue.string) ?? .null)
        o.append("body", body.map(JSONValue.string) ?? .null)
        o.append("category", category.map(JSONValue.string) ?? .null)
        o.append("channel", channel.map(JSONValue.string) ?? .null)
        o.append("actions", .array(actions.map { .object(JSONObject([JSONMember("id", .string($0.id)), JSONMember("title", .string($0.title))])) }))
        return .object(o)
    }

    /// The CLI's message with the tool's argument where it names a flag the tools take as an
    /// argument (the missing-package list's `--stub-missing` is `"stubMissing": true` here).
    static func toolWords(_ message: String) -> String {
        message.replacingOccurrences(of: "with --stub-missing or this key", with: "with \"stubMissing\": true or this key")
    }

    /// An `error` effect in short: the message and where (the user's file and line).
    static func error(_ effect: Effect) -> JSONValue? {
        guard case let .error(reason, message, _, file, line, _, _) = effect.kind else { return nil }
        var o = JSONObject()
        o.append("reason", .string(reason.rawValue))
        o.append("message", .string(toolWords(message)))
        o.append("file", file.map(JSONValue.string) ?? .null)
        o.append("line", line.map { .number(Double($0)) } ?? .null)
        o.append("notification", effect.notification.map(JSONValue.string) ?? .null)
        return .object(o)
    }

    static func summary(status: Int32, effects: [Effect], explanations: [Explanation]) -> String {
        var lines: [String] = []
        for effect in effects {
            let prefix = effect.notification.map { "[\($0)] " } ?? ""
            switch effect.kind {
            case let .log(level, message): lines.append("console.\(level): \(message)")
            case let .display(platform, category, title, body, actions, _, _):
                lines.append(prefix + "display (\(platform.rawValue)) " + [title, body].compactMap { $0.map { JSONValue.string($0).jsonString } }.joined(separator: " — ")
                             + (category.map { "  category \($0)" } ?? "") + (actions.isEmpty ? "" : ": " + actions.map { "[\($0.title) → \($0.id)]" }.joined(separator: " ")))
            case let .error(_, message, _, file, line, _, _):
                let place = file.flatMap { f in line.map { "\(f):\($0): " } }.map { message.contains($0.dropLast(2)) ? "" : $0 } ?? ""
                lines.append(prefix + "✖ " + place + toolWords(message))
            case let .warning(message): lines.append(prefix + "⚠ warning " + message)
            default:
                // The effect's own JSON, without the bookkeeping fields.
                guard case var .object(o) = effect.jsonValue else { continue }
                o.members.removeAll { ["seq", "t", "kind", "notification"].contains($0.key) }
                lines.append(prefix + effect.kind.name + (o.isEmpty ? "" : " " + JSONValue.object(o).jsonString))
            }
            for explanation in explanations where explanation.seq == effect.seq && explanation.subject == .effect {
                lines.append("    because \(explanation.rule.text) (\(explanation.rule.library): \(explanation.rule.source))")
            }
        }
        for explanation in explanations where explanation.subject != .effect {
            let lead = explanation.subject == .notShown ? "not shown" : "not run"
            lines.append((explanation.notification.map { "[\($0)] " } ?? "") + "\(lead): \(explanation.rule.text) (\(explanation.rule.library): \(explanation.rule.source))")
        }
        lines.append("exit status \(status)" + (status == 0 ? "" : status == 1 ? " (a script or handler error)" : " (rejected input)"))
        return lines.joined(separator: "\n")
    }

    // MARK: - matrix

    private func matrix(_ args: ToolArguments, progress: Progress, isCancelled: () -> Bool) throws -> ToolOutcome {
        let entry = try args.entry()!
        guard let source = try args.payload() else { throw ToolError("matrix: missing \"payload\" (the payload to deliver in every case: a file or the payload itself)") }
        let format = try args.choice("format", PayloadFormat.self)
        let tap = try args.string("tap")
        let options = try deviceOptions(args, entry: entry)
        let bytes = try source.read()
        do {
            _ = try PayloadDecoder.decode(bytes, file: source.displayName, format: format)
        } catch {
            throw ToolError("\(error)")
        }
        let matrix = ExplainMatrix(entry: entry, payload: bytes, payloadName: source.displayName, format: format, tap: tap, options: options)
        var rows: [ExplainMatrix.Row] = []
        let cases = Platform.allCases.flatMap { platform in AppState.allCases.map { (platform, $0) } }
        for (index, (platform, state)) in cases.enumerated() {
            if isCancelled() { break }
            rows.append(try matrix.row(platform: platform, appState: state))
            progress(Double(index + 1), Double(cases.count), "\(platform.rawValue), \(state.rawValue)")
        }
        var o = JSONObject()
        o.append("rows", ExplainMatrix.jsonValue(rows))
        let failures = PayloadLint.EntryDidNotLoad.grouped(rows.flatMap { row in
            row.loadErrors.compactMap { effect -> (platform: Platform, message: String)? in
                guard case let .error(_, message, _, _, _, _, _) = effect.kind else { return nil }
                return (row.platform, Self.toolWords(message))
            }
        })
        let loadFailures = failures.map { failure in
            "\((entry as NSString).lastPathComponent) did not load on \(failure.platforms.map(\.rawValue).joined(separator: " and ")) (the rows show what the device does without it): \(failure.message)"
        }
        o.append("loadFailures", .array(loadFailures.map(JSONValue.string)))
        var outcome = ToolOutcome(structured: o, summary: (loadFailures.map { $0 + "\n" }.joined()) + ExplainMatrix.table(rows))
        // A tap that no case could carry out (an unknown action) is the CLI's usage error.
        if tap != nil, let rejection = ExplainMatrix.tapRejectedEverywhere(rows) {
            outcome.isError = true
            outcome.summary = rejection + "\n" + outcome.summary
        }
        return outcome
    }

    // MARK: - check

    private func check(_ args: ToolArguments) throws -> ToolOutcome {
        guard let source = try args.payload() else { throw ToolError("check: missing \"payload\" (a payload file or the payload itself)") }
        let entry = try args.entry(required: false)
        let platforms = try args.choice("platform", Platform.self).map { [$0] } ?? Platform.allCases
        let format = try args.choice("format", PayloadFormat.self)
        let voip = try args.bool("voip") == true
        var options = DeviceOptions()
        if let entry { options = try deviceOptions(args, entry: entry) } else {
            for key in ["mocks", "native", "timeout", "stubMissing"] where args.object[key] != nil {
                throw ToolError("check: \"\(key)\" says how to load the app: it needs \"entry\"")
            }
        }
        let findings: [PayloadFinding]
        do {
            findings = try PayloadLint.run(payload: try source.read(), name: source.displayName, format: format, entry: entry,
                                           platforms: platforms, voip: voip, options: options)
        } catch let failure as PayloadLint.EntryDidNotLoad {
            throw ToolError(failure.reports.joined(separator: "\n"))
        }
        var o = JSONObject()
        o.append("findings", .array(findings.map(PayloadLint.jsonValue)))
        o.append("errors", .number(Double(findings.filter { $0.severity == .error }.count)))
        o.append("warnings", .number(Double(findings.filter { $0.severity == .warning }.count)))
        let summary = findings.isEmpty
            ? "\(source.displayName): no problems found (\(platforms.map(\.rawValue).joined(separator: ", ")))"
            : findings.map { "\(source.displayName): \($0.severity.rawValue) [\($0.kind.rawValue)] \($0.description)" }.joined(separator: "\n")
        return ToolOutcome(structured: o, summary: summary)
    }

    // MARK: - categories

    private func categories(_ args: ToolArguments) throws -> ToolOutcome {
        let entry = try args.entry()!
        var options = try deviceOptions(args, entry: entry)
        options.runtime.fakeTime = true
        let listing = try CategoryListing.load(script: entry, options: options)
        var o = JSONObject()
        o.append("platform", .string(listing.platform.rawValue))
        o.append("categories", listing.jsonValue)
        o.append("problems", .array(listing.problems.map { .string("invalid category: \($0)") }))
        let errors = listing.scriptErrors.compactMap { effect -> String? in
            if case let .error(_, message, _, _, _, _, _) = effect.kind { return Self.toolWords(message) }
            return nil
        }
        o.append("scriptErrors", .array(errors.map(JSONValue.string)))
        var lines = listing.categories.map { category in
            "\(category.id) (\(category.source.rawValue)): " + listing.registered(category).map { "\($0.action.id) \"\($0.action.title)\"" + ($0.shown ? "" : " (not shown)") }.joined(separator: ", ")
        }
        if lines.isEmpty { lines.append("no categories registered (\(listing.platform.rawValue))") }
        lines += errors + listing.problems.map { "invalid category: \($0)" }
        return ToolOutcome(structured: o, summary: lines.joined(separator: "\n"))
    }

    // MARK: - render

    private func render(_ args: ToolArguments, progress: Progress) throws -> ToolOutcome {
        let request = try simulationRequest(args)
        let pictures = try args.bool("pictures") ?? true
        let (status, effects, _) = try simulate(request, explain: false)
        progress(1, 2, "ran")
        let entryFolder = (request.script as NSString).deletingLastPathComponent
        let app = AppIdentity.find(from: entryFolder.isEmpty ? configuration.root : entryFolder)
        let notifications = RenderWriter.displayed(effects, app: app)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-mcp-render-\(UUID().uuidString)").path
        let writer = RenderWriter(directory: directory, app: app)
        defer {
            writer.close()
            try? FileManager.default.removeItem(atPath: directory)
        }
        let written = try writer.write(notifications, pictures: pictures)
        progress(2, 2, "rendered")
        var content: [JSONValue] = []
        var listed: [JSONValue] = []
        for n in notifications {
            let stem = "\(NotificationRenderer.safeFileName(n.id))-\(n.platform.rawValue)"
            var views: [JSONValue] = []
            for path in written where path.hasSuffix(".png") && (path as NSString).lastPathComponent.hasPrefix(stem + "-") {
                let name = String((path as NSString).lastPathComponent.dropFirst(stem.count + 1).dropLast(4))
                let parts = name.split(separator: "-")
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                let view = parts.dropLast().joined(separator: "-"), theme = parts.last.map(String.init) ?? ""
                views.append(.object(JSONObject([JSONMember("view", .string(view)), JSONMember("theme", .string(theme)),
                                                 JSONMember("bytes", .number(Double(data.count)))])))
                content.append(.object(JSONObject([JSONMember("type", .string("image")), JSONMember("data", .string(data.base64EncodedString())),
                                                   JSONMember("mimeType", .string("image/png"))])))
            }
            let page = (directory as NSString).appendingPathComponent(stem + ".html")
            if let html = try? String(contentsOfFile: page, encoding: .utf8) {
                let resource = JSONObject([JSONMember("uri", .string("jshost-render:///\(stem).html")), JSONMember("mimeType", .string("text/html")),
                                           JSONMember("text", .string(html))])
                content.append(.object(JSONObject([JSONMember("type", .string("resource")), JSONMember("resource", .object(resource))])))
            }
            var o = JSONObject()
            o.append("notification", .string(n.id))
            o.append("platform", .string(n.platform.rawValue))
            o.append("title", n.title.map(JSONValue.string) ?? .null)
            o.append("body", n.body.map(JSONValue.string) ?? .null)
            o.append("page", .string(stem + ".html"))
            o.append("pictures", .array(views))
            listed.append(.object(o))
        }
        var o = JSONObject()
        o.append("status", .number(Double(status)))
        o.append("notifications", .array(listed))
        o.append("browserProblem", writer.browserProblem.map { .string("\($0)") } ?? .null)
        o.append("errors", .array(effects.compactMap(Self.error)))
        var summary = notifications.isEmpty ? "nothing was displayed, so nothing was drawn" :
            "\(notifications.count) notification\(notifications.count == 1 ? "" : "s") drawn: \(content.filter { $0["type"]?.stringValue == "image" }.count) PNG pictures and \(notifications.count) HTML page\(notifications.count == 1 ? "" : "s")"
        if let problem = writer.browserProblem { summary += "\nno pictures: \(problem)" }
        for error in effects.compactMap(Self.error) { summary += "\n✖ " + (error["message"]?.stringValue ?? "") }
        return ToolOutcome(structured: o, summary: summary, content: content)
    }

    // MARK: - test

    private func test(_ args: ToolArguments, progress: @escaping Progress) throws -> ToolOutcome {
        let root = configuration.root
        var options = TestRunOptions()
        options.simulateMatrix = ExplainMatrix.simulateMatrix
        options.paths = try args.strings("paths").map { path in
            let inside = try args.insideRoot(path, field: "paths")
            return inside == root ? "." : String(inside.dropFirst(root.count + 1))
        }
        if let pattern = try args.string("testNamePattern") {
            do { _ = try NSRegularExpression(pattern: pattern) } catch {
                throw ToolError("test: \"testNamePattern\" expects a regular expression, got '\(pattern)'")
            }
            options.testNamePattern = pattern
        }
        options.permissions = configuration.permissions
        options.maxMemory = Self.maxMemory
        if let timeout = try args.seconds("testTimeout") { options.testTimeout = timeout }
        do {
            options.config = try JestConfig.load(in: root, permissions: options.permissions)
        } catch let error as TestRunnerError {
            throw ToolError("\(error)")
        }
        if let platform = try args.choice("platform", Platform.self) ?? options.config?.defaultPlatform { options.platform = platform }
        // Nothing is written: a snapshot missing from the project fails, as under `jshost test --ci`.
        options.updateSnapshot = .none
        let runner = TestRunner(options: options)
        let files: [TestFile]
        do {
            files = try runner.files(in: root)
        } catch let error as TestRunnerError {
            if case let .noTestFiles(found) = error { throw ToolError(found.message(passWithNoTests: false)) }
            throw ToolError("\(error)")
        }
        let reporter = ProgressReporter(total: files.count, progress: progress)
        let summary = runner.run(files, reporter: reporter)
        var o = JSONObject()
        o.append("success", .bool(summary.exitStatus == 0))
        o.append("passed", .number(Double(summary.passed)))
        o.append("failed", .number(Double(summary.failed)))
        o.append("skipped", .number(Double(summary.skipped)))
        o.append("files", .array(reporter.results.map { file in
            var f = JSONObject()
            f.append("path", .string(file.path))
            f.append("status", .string(file.failed > 0 ? "failed" : "passed"))
            f.append("errors", .array(file.errors.map(Self.failure)))
            f.append("tests", .array(file.tests.map { test in
                var t = JSONObject()
                t.append("name", .string(test.fullName))
                t.append("status", .string(test.status.rawValue))
                t.append("durationMs", .number(test.durationMs.rounded()))
                t.append("failure", test.failure.map(Self.failure) ?? .null)
                return .object(t)
            }))
            return .object(f)
        }))
        var lines: [String] = []
        for file in reporter.results {
            lines.append("\(file.failed > 0 ? "FAIL" : "PASS") \(file.path)")
            for error in file.errors { lines.append("  ● \(error.message)") }
            for test in file.tests where test.status == .failed {
                lines.append("  ✕ \(test.fullName)\n" + (test.failure?.message ?? "").split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
            }
        }
        lines.append(summary.line)
        // As `jshost test`: the Salesforce token in the environment never reaches the client.
        let redactor = Redactor(secrets: SalesforceStandIn.secrets)
        guard !redactor.isEmpty, case let .object(redacted) = redactor.redact(.object(o)) else {
            return ToolOutcome(structured: o, summary: lines.joined(separator: "\n"))
        }
        return ToolOutcome(structured: redacted, summary: redactor.redact(lines.joined(separator: "\n")))
    }

    static func failure(_ failure: TestFailure) -> JSONValue {
        .object(JSONObject([JSONMember("message", .string(failure.message)), JSONMember("location", failure.location.map(JSONValue.string) ?? .null)]))
    }

    // MARK: - payloads

    private func payloads(_ args: ToolArguments) throws -> ToolOutcome {
        let root = configuration.root
        let found = PayloadFiles.find(under: root)
        let listed: [JSONValue] = found.map { path in
            var o = JSONObject()
            o.append("path", .string(path))
            let bytes = (try? ProjectFiles(root: root).read((root as NSString).appendingPathComponent(path))).map { [UInt8]($0) } ?? []
            let format = (try? JSONParser.parse(bytes))?.objectValue.flatMap(PayloadDecoder.detect)
            o.append("format", format.map { .string($0.rawValue) } ?? .null)
            o.append("bytes", .number(Double(bytes.count)))
            return .object(o)
        }
        let summary = found.isEmpty ? "no payload files under \(root)" : found.joined(separator: "\n")
        return ToolOutcome(structured: JSONObject([JSONMember("root", .string(root)), JSONMember("payloads", .array(listed))]), summary: summary)
    }
}

/// Keeps each test file's result and reports progress as files finish.
private final class ProgressReporter: TestReporter {
    let total: Int
    let progress: MCPTools.Progress
    private(set) var results: [TestFileResult] = []

    init(total: Int, progress: @escaping MCPTools.Progress) {
        self.total = total
        self.progress = progress
    }

    func start(files: [TestFile]) {}
    func report(_ file: TestFileResult) {
        results.append(file)
        progress(Double(results.count), Double(total), file.path)
    }
    func finish(_ summary: TestRunSummary) {}
}
