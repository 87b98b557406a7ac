import JSONSyntax
import Notifications
import Surfaces

/// One tool as `tools/list` describes it: its JSON Schemas (draft 2020-12, objects at the top,
/// as the specification's `Tool.inputSchema` and `Tool.outputSchema` require) and its hints.
struct ToolDescription {
    var name: String
    var title: String
    var description: String
    var input: [(String, JSONValue)]
    var required: [String] = []
    var output: [(String, JSONValue)]
    var outputRequired: [String]

    var argumentNames: [String] { input.map(\.0) }

    var definition: JSONValue {
        var o = JSONObject()
        o.append("name", .string(name))
        o.append("title", .string(title))
        o.append("description", .string(description))
        o.append("inputSchema", Schema.object(input, required: required))
        o.append("outputSchema", Schema.object(output, required: outputRequired))
        // Every tool reads the project and writes nothing in it (render's pictures go to a
        // folder of its own that is removed; test writes no snapshot), and reaches nothing
        // outside the machine unless --allow-net was given to the server.
        o.append("annotations", .object(JSONObject([
            JSONMember("title", .string(title)),
            JSONMember("readOnlyHint", .bool(true)),
            JSONMember("destructiveHint", .bool(false)),
            JSONMember("idempotentHint", .bool(true)),
            JSONMember("openWorldHint", .bool(false)),
        ])))
        return .object(o)
    }
}

/// A few JSON Schema builders.
enum Schema {
    static func object(_ properties: [(String, JSONValue)], required: [String] = [], additional: Bool = false) -> JSONValue {
        var o = JSONObject()
        o.append("type", .string("object"))
        o.append("properties", .object(JSONObject(properties.map { JSONMember($0.0, $0.1) })))
        if !required.isEmpty { o.append("required", .array(required.map(JSONValue.string))) }
        o.append("additionalProperties", .bool(additional))
        return .object(o)
    }
    static func string(_ description: String) -> JSONValue { ["type": "string", "description": .string(description)] }
    static func bool(_ description: String) -> JSONValue { ["type": "boolean", "description": .string(description)] }
    static func number(_ description: String) -> JSONValue { ["type": "number", "description": .string(description)] }
    static func integer(_ description: String) -> JSONValue { ["type": "integer", "description": .string(description)] }
    static func choice(_ values: [String], _ description: String) -> JSONValue {
        ["type": "string", "enum": .array(values.map(JSONValue.string)), "description": .string(description)]
    }
    static func array(_ items: JSONValue, _ description: String = "") -> JSONValue {
        description.isEmpty ? ["type": "array", "items": items] : ["type": "array", "items": items, "description": .string(description)]
    }
    /// Any object (an effect, a matrix row: their fields are documented in docs/cli.md).
    static let anyObject: JSONValue = ["type": "object"]
    static func nullable(_ type: String) -> JSONValue { ["type": .array([.string(type), "null"])] }
}

extension MCPSchemas {
    static let platform = Schema.choice(Platform.allCases.map(\.rawValue), "ios or android (default ios)")
    static let appState = Schema.choice(AppState.allCases.map(\.rawValue), "the app's state when the push arrives (default background)")
    static let format = Schema.choice(PayloadFormat.allCases.map(\.rawValue), "the payload's format (default: found from its shape)")
    static let entry = Schema.string("the app's entry script, page (www/index.html) or MobileFirst 7.x app folder, relative to the project root")
    static let payload: JSONValue = [
        "type": ["string", "object"],
        "description": "a payload file (relative to the project root) or the payload itself as an object",
    ]
    static let timeout = Schema.number("CPU seconds each entry into JavaScript may use (default 2), as --timeout")
    static let native = Schema.choice(NativeModulePolicy.allCases.map(\.rawValue), "a native module no surface simulates: record (a `native` effect) or strict (an error)")
    static let mocks = Schema.bool("use the project's manual mocks of packages (__mocks__/NAME.js), as --mocks / --no-mocks")
    static let stubMissing = Schema.bool("every package the app imports that is neither installed nor simulated stands in inertly (its calls recorded), as --stub-missing; without it they are all listed at once with the package.json \"jshost\": {\"stub\": [...]} key that stands in for them")
    static let appLoading: [(String, JSONValue)] = [("timeout", timeout), ("native", native), ("mocks", mocks), ("stubMissing", stubMissing)]

    static let runInput: [(String, JSONValue)] = [
        ("entry", entry),
        ("payload", payload),
        ("format", format),
        ("platform", platform),
        ("appState", appState),
        ("tap", Schema.string("the action the user taps (its identifier)")),
        ("open", Schema.bool("the user taps the notification itself")),
        ("dismiss", Schema.bool("the user dismisses the notification")),
        ("text", Schema.string("the reply typed into a text-input action (with tap)")),
        ("notification", Schema.string("act on this notification id (one the script displayed or scheduled) instead of the pushed one")),
        ("events", ["type": ["string", "array"], "items": ["type": "object"],
                    "description": "an NDJSON event file (relative to the project root) or the events themselves: {\"push\":{…}}, {\"response\":\"n1\",\"action\":\"…\"}, {\"advance\":ms}, {\"appState\":\"foreground\"}, … (docs/cli.md)"]),
        ("press", Schema.array(["type": "string"], "buttons pressed in the dialogs the app opens, in order")),
        ("fakeTime", Schema.bool("run timers on a virtual clock (as --fake-time)")),
    ] + appLoading

    static let effects = Schema.array(Schema.anyObject, "every effect in order, as `jshost run --json` prints them")
    static let displayed = Schema.array(Schema.object([
        ("notification", Schema.nullable("string")), ("platform", Schema.string("ios or android")),
        ("title", Schema.nullable("string")), ("body", Schema.nullable("string")), ("category", Schema.nullable("string")),
        ("channel", Schema.nullable("string")),
        ("actions", Schema.array(Schema.object([("id", Schema.string("")), ("title", Schema.string(""))], required: ["id", "title"]))),
    ], required: ["notification", "platform", "title", "body", "actions"], additional: true), "the notifications the phone shows")
    static let errors = Schema.array(Schema.object([
        ("reason", Schema.string("script, handler, timeout, input, permission, …")), ("message", Schema.string("")),
        ("file", Schema.nullable("string")), ("line", Schema.nullable("integer")), ("notification", Schema.nullable("string")),
    ], required: ["reason", "message", "file", "line"], additional: true), "the errors, with the user's file and line")
    static let rule = Schema.object([("rule", Schema.string("")), ("library", Schema.string("")), ("text", Schema.string("")),
                                     ("source", Schema.string("the published source the rule is read from"))],
                                    required: ["rule", "library", "text", "source"], additional: true)
}

enum MCPSchemas {
    static let tools: [ToolDescription] = [
        ToolDescription(
            name: "run", title: "Run the app's notification code",
            description: "Loads the app's entry on a simulated device (iOS or Android, foreground/background/terminated), delivers a push payload, does what the user does (tap an action, open, dismiss, type a reply) and plays events; answers with the effects in order (display, handler, openURL, email, http, error, …), the notifications shown, and the errors at the user's file:line. explain: true adds the rule behind each effect and why a notification was not shown or a handler not run (as `jshost run --explain`).",
            input: runInput + [("explain", Schema.bool("add the platform or library rule behind each effect, as --explain"))],
            required: ["entry"],
            output: [("status", Schema.integer("0 ok, 1 a script or handler error, 2 rejected input (the CLI's exit status)")),
                     ("platform", platform), ("displayed", displayed), ("errors", errors), ("effects", effects),
                     ("explanations", Schema.array(rule, "with explain: each reason, `explains` naming the effect's seq"))],
            outputRequired: ["status", "platform", "displayed", "errors", "effects"]),
        ToolDescription(
            name: "matrix", title: "Every platform and app state",
            description: "Delivers one payload on iOS and Android in the foreground, background and terminated states (six fresh devices), and taps each action shown (or only tap); each row says whether the notification shows, what each tap does, and the platform or library rules, with their published sources, that decide (as `jshost matrix`).",
            input: [("entry", entry), ("payload", payload), ("format", format), ("tap", Schema.string("tap only this action in each case"))] + appLoading,
            required: ["entry", "payload"],
            output: [("rows", Schema.array(Schema.object([("platform", Schema.string("")), ("appState", Schema.string("")), ("shown", Schema.bool("")),
                                                           ("because", Schema.array(rule)), ("arrival", Schema.anyObject), ("taps", Schema.array(Schema.anyObject))],
                                                          required: ["platform", "appState", "shown", "because", "arrival", "taps"], additional: true))),
                     ("loadFailures", Schema.array(Schema.string(""), "the entry did not load (a package not installed): the rows show the device without it"))],
            outputRequired: ["rows", "loadFailures"]),
        ToolDescription(
            name: "check", title: "Check a payload",
            description: "Lints a push payload as `jshost check` does: JSON, size limits per platform, field types, and, with entry, categories and Android channels the app never registers.",
            input: [("payload", payload), ("entry", entry), ("platform", platform), ("format", format),
                    ("voip", Schema.bool("a VoIP push (its own size limit)"))] + appLoading,
            required: ["payload"],
            output: [("findings", Schema.array(Schema.object([("severity", Schema.choice(["error", "warning"], "")), ("check", Schema.string("the check's name")),
                                                               ("platform", Schema.nullable("string")), ("path", Schema.nullable("string")), ("message", Schema.string(""))],
                                                              required: ["severity", "check", "message"], additional: true))),
                     ("errors", Schema.integer("")), ("warnings", Schema.integer(""))],
            outputRequired: ["findings", "errors", "warnings"]),
        ToolDescription(
            name: "categories", title: "What the app registers",
            description: "Loads the entry and lists the notification categories and actions it registers on a platform, as that platform registers them (options, which actions show), as `jshost categories --json`.",
            input: [("entry", entry), ("platform", platform)] + appLoading,
            required: ["entry"],
            output: [("platform", platform), ("categories", Schema.array(Schema.object([("id", Schema.string("")), ("source", Schema.string("")),
                                                                                        ("actions", Schema.array(Schema.anyObject))],
                                                                                       required: ["id", "actions"], additional: true))),
                     ("problems", Schema.array(Schema.string(""))), ("scriptErrors", Schema.array(Schema.string("")))],
            outputRequired: ["platform", "categories", "problems", "scriptErrors"]),
        ToolDescription(
            name: "render", title: "Draw the notification",
            description: "Runs as `run` does, then draws each displayed notification as the platform lays it out (every view, light and dark) and answers with the PNG pictures as image content and the HTML page as an embedded resource (as `jshost run --render`). Needs chromium for the pictures; without it the pages come alone, with the reason.",
            input: runInput + [("pictures", Schema.bool("draw PNG pictures (default true); false: the HTML pages only"))],
            required: ["entry"],
            output: [("status", Schema.integer("the run's exit status")),
                     ("notifications", Schema.array(Schema.object([("notification", Schema.string("")), ("platform", Schema.string("")),
                                                                    ("title", Schema.nullable("string")), ("body", Schema.nullable("string")),
                                                                    ("page", Schema.string("the HTML page's name")),
                                                                    ("pictures", Schema.array(Schema.object([("view", Schema.string("")), ("theme", Schema.string("")), ("bytes", Schema.integer(""))], required: ["view", "theme"], additional: true)))],
                                                                   required: ["notification", "platform", "page", "pictures"], additional: true))),
                     ("browserProblem", Schema.nullable("string")), ("errors", errors)],
            outputRequired: ["status", "notifications", "browserProblem", "errors"]),
        ToolDescription(
            name: "test", title: "Run the app's Jest tests",
            description: "Runs the project's test files with `jshost test` (Jest's API on a simulated device); per-test results and failure messages. No snapshot is written: a missing one fails, as with --ci.",
            input: [("paths", Schema.array(["type": "string"], "test files or folders, relative to the project root (default: all)")),
                    ("testNamePattern", Schema.string("run only tests whose full name matches this regular expression (-t)")),
                    ("platform", platform),
                    ("testTimeout", Schema.number("seconds each test may take (default 5)"))],
            output: [("success", Schema.bool("")), ("passed", Schema.integer("")), ("failed", Schema.integer("")), ("skipped", Schema.integer("")),
                     ("files", Schema.array(Schema.object([("path", Schema.string("")), ("status", Schema.choice(["passed", "failed"], "")),
                                                           ("errors", Schema.array(Schema.anyObject)),
                                                           ("tests", Schema.array(Schema.object([("name", Schema.string("")), ("status", Schema.string("passed, failed, skipped or todo")),
                                                                                                 ("durationMs", Schema.number("")), ("failure", ["type": ["object", "null"]])],
                                                                                                required: ["name", "status"], additional: true)))],
                                                          required: ["path", "status", "errors", "tests"], additional: true)))],
            outputRequired: ["success", "passed", "failed", "skipped", "files"]),
        ToolDescription(
            name: "payloads", title: "Payload files of the project",
            description: "Lists the JSON files under the project root whose shape is a push payload's (APNs, FCM, Expo, …: the test `run` uses to pick a format), skipping node_modules, build output and native folders.",
            input: [],
            output: [("root", Schema.string("the project root")),
                     ("payloads", Schema.array(Schema.object([("path", Schema.string("relative to the root")), ("format", Schema.nullable("string")), ("bytes", Schema.integer(""))],
                                                             required: ["path", "format"], additional: true)))],
            outputRequired: ["root", "payloads"]),
    ]
}
