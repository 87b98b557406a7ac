import Foundation
import JSONSyntax

/// The stable JSON encoding of effects: one compact object, fields in the order
/// `seq`, `t`, `kind`, `notification`, then the kind's fields as named in SPEC §7.
/// Optional fields (`text?`, `type?`, `result?`, `stack?`, …) are omitted when absent;
/// the display effect's `category`, `title`, `body` are `null` when absent.
extension Effect {
    /// Appends this effect's JSON (no newline) to `w`.
    public func write(to w: JSONWriter) { write(to: w, actionsCache: nil) }

    /// Like `write(to:)`, reusing the encoded `actions` of a display effect when they
    /// are the very array `actionsCache` encoded last (the dispatcher hands out one
    /// array per category and platform).
    func write(to w: JSONWriter, actionsCache: DisplayedActionsCache?) {
        w.raw("{\"seq\":")
        w.integer(seq)
        w.key("t")
        w.milliseconds(t)
        w.key("kind")
        w.byte(UInt8(ascii: "\""))
        w.raw(kind.staticName)
        w.byte(UInt8(ascii: "\""))
        if let notification {
            w.key("notification")
            w.string(notification)
        }
        switch kind {
        case let .display(platform, category, title, body, actions, channel, appearance):
            w.key("platform")
            w.raw(platform == .ios ? "\"ios\"" : "\"android\"")
            w.key("category"); optionalString(w, category)
            w.key("title"); optionalString(w, title)
            w.key("body"); optionalString(w, body)
            w.key("actions")
            if let cache = actionsCache {
                cache.write(actions, to: w)
            } else {
                Effect.write(actions, to: w)
            }
            if let channel { w.key("channel"); w.string(channel) }
            if !appearance.isEmpty {
                for m in appearance.members {
                    w.byte(UInt8(ascii: ","))
                    w.string(m.key)
                    w.byte(UInt8(ascii: ":"))
                    w.write(m.value)
                }
            }
        case let .response(action, text):
            w.key("action"); w.string(action)
            if let text { w.key("text"); w.string(text) }
        case let .handler(surface, type, result, ms):
            w.key("surface"); w.string(surface.rawValue)
            if let type { w.key("type"); w.string(type) }
            if let result { w.key("result"); w.write(result) }
            w.key("ms"); w.milliseconds(ms)
        case let .openURL(url):
            w.key("url"); w.string(url)
        case let .dial(number):
            w.key("number"); w.string(number)
        case let .openApp(inbox, rich):
            if let inbox { w.key("inboxMessage"); w.write(inbox) }
            if let rich { w.key("richContent"); w.write(rich) }
        case .dismiss:
            break
        case let .email(to, subject, body, html):
            w.key("to")
            w.write(.array(to.map { .string($0) }))
            w.key("subject"); w.string(subject)
            w.key("body"); w.string(body)
            w.key("html"); w.bool(html)
        case let .alert(title, message, buttons):
            w.key("title"); w.string(title)
            w.key("message"); w.string(message)
            if let buttons { w.key("buttons"); w.write(.array(buttons.map { .string($0) })) }
        case let .http(method, url, status):
            w.key("method"); w.string(method)
            w.key("url"); w.string(url)
            w.key("status"); w.integer(status)
        case let .log(level, message):
            w.key("level"); w.string(level)
            w.key("message"); w.string(message)
        case let .missed(type, reason, queued):
            w.key("type"); w.string(type)
            w.key("reason"); w.string(reason.rawValue)
            w.key("queued"); w.bool(queued)
        case let .warning(message):
            w.key("message"); w.string(message)
        case let .native(module, method, args):
            w.key("module"); w.string(module)
            w.key("method"); w.string(method)
            w.key("args"); w.write(args)
        case let .badge(count):
            w.key("count"); w.integer(count)
        case let .listener(surface, api, site, outcome, reason):
            w.key("surface"); w.string(surface.rawValue)
            w.key("api"); w.string(api)
            w.key("site"); w.string(site)
            w.key("outcome"); w.string(outcome.rawValue)
            if let reason { w.key("reason"); w.string(reason) }
        case let .dom(target, change, value):
            w.key("target"); w.string(target)
            w.key("change"); w.string(change)
            w.key("value"); w.string(value)
        case let .error(reason, message, stack, file, line, surface, type):
            w.key("reason"); w.string(reason.rawValue)
            w.key("message"); w.string(message)
            if let stack { w.key("stack"); w.string(stack) }
            if let file { w.key("file"); w.string(file) }
            if let line { w.key("line"); w.integer(line) }
            if let surface { w.key("surface"); w.string(surface.rawValue) }
            if let type { w.key("type"); w.string(type) }
        }
        w.byte(UInt8(ascii: "}"))
    }

    static func write(_ actions: [DisplayedAction], to w: JSONWriter) {
        w.byte(UInt8(ascii: "["))
        var first = true
        for a in actions {
            if !first { w.byte(UInt8(ascii: ",")) }
            first = false
            w.raw("{\"id\":")
            w.string(a.id)
            w.key("title"); w.string(a.title)
            w.key("foreground"); w.bool(a.foreground)
            w.key("destructive"); w.bool(a.destructive)
            w.key("authenticationRequired"); w.bool(a.authenticationRequired)
            if let ti = a.textInput {
                w.key("textInput")
                w.raw("{\"buttonTitle\":")
                w.string(ti.buttonTitle)
                w.key("placeholder"); w.string(ti.placeholder)
                w.byte(UInt8(ascii: "}"))
            }
            w.byte(UInt8(ascii: "}"))
        }
        w.byte(UInt8(ascii: "]"))
    }

    private func optionalString(_ w: JSONWriter, _ s: String?) {
        if let s { w.string(s) } else { w.raw("null") }
    }

    /// The effect as one line of JSON (no newline).
    public var json: String {
        let w = JSONWriter(capacity: 128)
        write(to: w)
        return w.string
    }

    /// The effect as a `JSONValue` (same fields and order as `json`).
    public var jsonValue: JSONValue {
        // Only used off the hot path (tests, JS bridges that want a value).
        (try? JSONParser.parse(json)) ?? .null
    }
}

extension EffectKind {
    /// The `kind` field, as the encoder writes it without allocating.
    var staticName: StaticString {
        switch self {
        case .display: return "display"
        case .response: return "response"
        case .handler: return "handler"
        case .openURL: return "openURL"
        case .dial: return "dial"
        case .openApp: return "openApp"
        case .dismiss: return "dismiss"
        case .email: return "email"
        case .alert: return "alert"
        case .http: return "http"
        case .log: return "log"
        case .missed: return "missed"
        case .warning: return "warning"
        case .dom: return "dom"
        case .badge: return "badge"
        case .native: return "native"
        case .listener: return "listener"
        case .error: return "error"
        }
    }
}

/// Replaces secrets (tokens) in every string of an effect with `[REDACTED]`.
public struct Redactor: Sendable {
    public static let replacement = "[REDACTED]"
    public var secrets: [String]

    /// The literal forms of the secrets (`SecretForms`: encoded copies too), longest first.
    private let forms: [String]
    /// Each secret spelt out with whitespace between its characters.
    private let spaced: [NSRegularExpressionBox]

    public init(secrets: [String]) {
        self.secrets = secrets.filter { !$0.isEmpty }
        forms = self.secrets.flatMap(SecretForms.literals(of:)).sorted { $0.count > $1.count }
        spaced = self.secrets.compactMap { SecretForms.spacedPattern(of: $0).map(NSRegularExpressionBox.init) }
    }

    public var isEmpty: Bool { secrets.isEmpty }

    public func redact(_ s: String) -> String {
        var out = s
        for form in forms where out.contains(form) {
            out = out.replacingAll(form, with: Redactor.replacement)
        }
        for box in spaced {
            let range = NSRange(out.startIndex..<out.endIndex, in: out)
            guard box.expression.firstMatch(in: out, range: range) != nil else { continue }
            out = box.expression.stringByReplacingMatches(in: out, range: range, withTemplate: NSRegularExpression.escapedTemplate(for: Redactor.replacement))
        }
        return out
    }

    func redact(_ s: String?) -> String? { s.map(redact) }

    public func redact(_ v: JSONValue) -> JSONValue {
        switch v {
        case .string(let s): return .string(redact(s))
        case .array(let a): return .array(a.map(redact))
        case .object(let o): return .object(JSONObject(o.members.map { JSONMember(redact($0.key), redact($0.value)) }))
        default: return v
        }
    }

    public func redact(_ e: Effect) -> Effect {
        let kind: EffectKind
        switch e.kind {
        case let .display(p, c, t, b, actions, ch, appearance):
            var a = appearance
            a.subtitle = redact(a.subtitle)
            a.bigText = redact(a.bigText)
            a.lines = a.lines?.map(redact)
            kind = .display(platform: p, category: redact(c), title: redact(t), body: redact(b), actions: actions, channel: ch, appearance: a)
        case let .response(a, text): kind = .response(action: redact(a), text: redact(text))
        case let .handler(s, t, r, ms): kind = .handler(surface: s, type: t, result: r.map(redact), ms: ms)
        case let .openURL(url): kind = .openURL(url: redact(url))
        case let .dial(n): kind = .dial(number: redact(n))
        case let .email(to, s, b, h): kind = .email(to: to.map(redact), subject: redact(s), body: redact(b), html: h)
        case let .alert(t, m, b): kind = .alert(title: redact(t), message: redact(m), buttons: b?.map(redact))
        case let .http(m, url, s): kind = .http(method: m, url: redact(url), status: s)
        case let .log(l, m): kind = .log(level: l, message: redact(m))
        case let .warning(m): kind = .warning(message: redact(m))
        case let .dom(t, c, v): kind = .dom(target: t, change: c, value: redact(v))
        case let .native(m, f, a): kind = .native(module: m, method: f, args: redact(a))
        case let .error(r, m, st, f, l, s, t): kind = .error(reason: r, message: redact(m), stack: redact(st), file: f, line: l, surface: s, type: t)
        case .openApp, .dismiss, .missed, .badge, .listener: kind = e.kind
        }
        return Effect(seq: e.seq, t: e.t, notification: redact(e.notification), kind: kind)
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let r = rest.range(of: target) {
            result += rest[..<r.lowerBound]
            result += replacement
            rest = rest[r.upperBound...]
        }
        result += rest
        return result
    }
}

extension Substring {
    func range(of target: String) -> Range<Substring.Index>? {
        let t = Array(target.utf8)
        let u = self.utf8
        var i = u.startIndex
        while i != u.endIndex {
            var j = i
            var k = 0
            while k < t.count, j != u.endIndex, u[j] == t[k] {
                j = u.index(after: j)
                k += 1
            }
            if k == t.count { return i..<j }
            i = u.index(after: i)
        }
        return nil
    }
}

/// The JSON of the last `actions` array a sink encoded. The array is kept, so its
/// storage cannot be freed and reused by another array while it is cached: the same
/// storage means the same, unchanged elements.
final class DisplayedActionsCache {
    private var actions: [DisplayedAction] = []
    private var bytes: [UInt8] = []

    func write(_ actions: [DisplayedAction], to w: JSONWriter) {
        if !actions.isEmpty, Self.sameStorage(actions, self.actions) {
            bytes.withUnsafeBufferPointer { w.append($0) }
            return
        }
        let start = w.count
        Effect.write(actions, to: w)
        self.actions = actions
        bytes = w.withBytes { Array($0[start...]) }
    }

    private static func sameStorage(_ a: [DisplayedAction], _ b: [DisplayedAction]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
    }
}

/// A compiled pattern shared between copies of a `Redactor` (it is only read).
final class NSRegularExpressionBox: @unchecked Sendable {
    let expression: NSRegularExpression
    init(_ expression: NSRegularExpression) { self.expression = expression }
}
