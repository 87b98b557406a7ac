import Foundation
import AppSessions
import JSONSyntax
import Notifications
import ProjectGate

/// `jshost mcp`'s resources (the project's payload files and Markdown docs, as `file://` URIs)
/// and its one prompt, `diagnose`.
final class MCPLibrary: Sendable {
    let root: String
    /// The most docs listed, and the largest file read.
    static let maximumDocs = 100, maximumBytes = 1 << 20

    init(configuration: MCPConfiguration) { root = configuration.root }

    struct Resource {
        var path: String  // relative to the root
        var mimeType: String
        var description: String
    }

    /// The payload files (as the `payloads` tool finds them), then README*.md at the root and
    /// the Markdown files under docs/.
    func resources() -> [Resource] {
        var list = PayloadFiles.find(under: root).map { path -> Resource in
            let bytes = (try? ProjectFiles(root: root).read(absolute(path))).map { [UInt8]($0) } ?? []
            let format = (try? JSONParser.parse(bytes))?.objectValue.flatMap(PayloadDecoder.detect)
            return Resource(path: path, mimeType: "application/json", description: "push payload" + (format.map { " (\($0.rawValue))" } ?? ""))
        }
        var docs: [String] = []
        let top = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        docs += top.filter { $0.lowercased().hasPrefix("readme") && $0.lowercased().hasSuffix(".md") }.sorted()
        if let enumerator = FileManager.default.enumerator(atPath: absolute("docs")) {
            while let name = enumerator.nextObject() as? String, docs.count < Self.maximumDocs {
                if name.hasSuffix(".md") { docs.append("docs/" + name) }
            }
        }
        list += docs.prefix(Self.maximumDocs).sorted().map { Resource(path: $0, mimeType: "text/markdown", description: "project documentation") }
        return list
    }

    private func absolute(_ path: String) -> String { (root as NSString).appendingPathComponent(path) }

    func uri(_ path: String) -> String { URL(fileURLWithPath: absolute(path)).absoluteString }

    func resourceList() -> JSONValue {
        let listed: [JSONValue] = resources().map { resource in
            var o = JSONObject()
            o.append("uri", .string(uri(resource.path)))
            o.append("name", .string(resource.path))
            o.append("description", .string(resource.description))
            o.append("mimeType", .string(resource.mimeType))
            if let size = (try? FileManager.default.attributesOfItem(atPath: absolute(resource.path)))?[.size] as? Int {
                o.append("size", .number(Double(size)))
            }
            return .object(o)
        }
        return .object(JSONObject([JSONMember("resources", .array(listed))]))
    }

    /// A listed resource's text; any other URI is not found (nothing outside the list is read).
    func read(_ uri: String) throws -> JSONValue {
        guard let resource = resources().first(where: { self.uri($0.path) == uri }) else { throw ProtocolError.resourceNotFound(uri) }
        // Through the root's gate: a README or doc that is a link out of the root is not read.
        guard let data = try? ProjectFiles(root: root).read(absolute(resource.path), limit: Self.maximumBytes),
              let text = String(data: data, encoding: .utf8) else {
            throw ProtocolError(code: -32603, message: "Internal error: cannot read \(resource.path) as UTF-8 text of at most 1 MiB")
        }
        let contents = JSONObject([JSONMember("uri", .string(uri)), JSONMember("mimeType", .string(resource.mimeType)), JSONMember("text", .string(text))])
        return .object(JSONObject([JSONMember("contents", .array([.object(contents)]))]))
    }

    // MARK: - Prompts

    static let diagnoseArguments: [(name: String, description: String, required: Bool)] = [
        ("entry", "the app's entry script or page, relative to the project root", true),
        ("payload", "the payload file, relative to the project root", true),
        ("symptom", "what goes wrong: \"not shown\" (the notification does not show) or \"tap does nothing\"", false),
        ("action", "the action tapped, when a tap does nothing", false),
        ("platform", "ios or android, when it happens on one only", false),
    ]

    func promptList() -> JSONValue {
        let arguments: [JSONValue] = Self.diagnoseArguments.map {
            .object(JSONObject([JSONMember("name", .string($0.name)), JSONMember("description", .string($0.description)), JSONMember("required", .bool($0.required))]))
        }
        let prompt = JSONObject([
            JSONMember("name", .string("diagnose")),
            JSONMember("title", .string("Diagnose a notification that does not show or a tap that does nothing")),
            JSONMember("description", .string("Runs matrix, then run with explain on the failing case, and reads the rules that decide.")),
            JSONMember("arguments", .array(arguments)),
        ])
        return .object(JSONObject([JSONMember("prompts", .array([.object(prompt)]))]))
    }

    func prompt(_ name: String, arguments: JSONObject) throws -> JSONValue {
        guard name == "diagnose" else { throw ProtocolError.invalidParams("Unknown prompt: \(name) (the prompts are diagnose)") }
        for argument in Self.diagnoseArguments where argument.required && arguments[argument.name]?.stringValue == nil {
            throw ProtocolError.invalidParams("the diagnose prompt needs \"\(argument.name)\": \(argument.description)")
        }
        let entry = arguments["entry"]!.stringValue!, payload = arguments["payload"]!.stringValue!
        let symptom = arguments["symptom"]?.stringValue ?? "not shown"
        let action = arguments["action"]?.stringValue
        let platform = arguments["platform"]?.stringValue
        let tapping = action.map { ", \"tap\": \(JSONValue.string($0).jsonString)" } ?? ""
        let text = """
        The push notification of this app \(symptom == "tap does nothing" ? "does nothing when \(action.map { "the action \"\($0)\" is" } ?? "it is") tapped" : "does not show")\(platform.map { " on \($0)" } ?? ""). Find out why with the jshost tools, in this order:

        1. Call `matrix` with {"entry": \(JSONValue.string(entry).jsonString), "payload": \(JSONValue.string(payload).jsonString)\(tapping)}. Each row is one platform and app state: `shown` says whether the notification shows, `because` gives the rules (with their published sources) that decide, `taps` what each action does. Note the rows where the problem happens\(platform.map { " (on \($0))" } ?? ""); `loadFailures` means the app itself did not load.
        2. For one failing row, call `run` with {"entry": \(JSONValue.string(entry).jsonString), "payload": \(JSONValue.string(payload).jsonString), "platform": "<the row's platform>", "appState": "<the row's appState>"\(action.map { ", \"tap\": \(JSONValue.string($0).jsonString)" } ?? ""), "explain": true}. Read `errors` (file:line in the app), the effects, and `explanations`: `not shown` and `not run` entries say which rule stopped the notification or the handler.
        3. If a category or channel is involved, call `categories` for that platform and `check` with the payload and the entry.
        4. Say what causes it (the app's code at file:line, the payload's field, or the platform rule and its source), propose the smallest fix, and confirm it by calling `run` (or `matrix`) again after the change.
        """
        let message = JSONObject([JSONMember("role", .string("user")),
                                  JSONMember("content", .object(JSONObject([JSONMember("type", .string("text")), JSONMember("text", .string(text))])))])
        return .object(JSONObject([JSONMember("description", .string("Diagnose: \(symptom)")), JSONMember("messages", .array([.object(message)]))]))
    }
}
