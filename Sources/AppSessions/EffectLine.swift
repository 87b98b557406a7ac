import Foundation
import JSONSyntax
import Notifications

/// An effect as one readable line (`response tap reply with text "hi"`, `handler expo (4.2 ms)`,
/// `openURL lunch://thread/t-17`): what `jshost run` prints and the studio's timeline shows,
/// from this one place. `paint(text, sgr)` colours a word (the CLI on a terminal).
package enum EffectLine {
    package static func text(_ kind: EffectKind, paint: (String, String) -> String = { text, _ in text }) -> String {
        func quoted(_ text: String) -> String { JSONValue.string(text).jsonString }
        func format(_ ms: Double) -> String { ms == ms.rounded() ? String(Int(ms)) : String(format: "%.2f", ms) }
        switch kind {
        case let .display(platform, category, title, body, actions, channel, appearance):
            var text = paint("display", "1;36") + " (\(platform.rawValue))"
                + [title, appearance.subtitle, body].compactMap { $0.map(quoted) }.map { " " + $0 }.joined(separator: " —")
            if let category { text += "  category \(category)" }
            if let channel { text += "  channel \(channel)" }
            if !actions.isEmpty { text += ": " + actions.map(Self.button).joined(separator: " ") }
            return text
        case let .response(action, text):
            let verb = action == "default" ? "open (tap on the notification)" : action == "dismiss" ? "dismiss" : "tap \(action)"
            return paint("response", "1;35") + " " + verb + (text.map { " with text " + quoted($0) } ?? "")
        case let .handler(surface, type, result, ms):
            let resultText = result.map { " → \($0.jsonString)" } ?? ""
            return paint("handler", "32") + " \(surface.rawValue)" + (type.map { " \($0)" } ?? "") + resultText + " (\(format(ms)) ms)"
        case let .openURL(url): return paint("openURL", "34") + " " + url
        case let .dial(number): return paint("dial", "34") + " " + number
        case let .openApp(inbox, rich):
            return paint("openApp", "34") + (inbox.map { " inbox message \($0.jsonString)" } ?? "") + (rich.map { " rich content \($0.jsonString)" } ?? "")
        case .dismiss: return paint("dismiss", "34")
        case let .email(to, subject, body, html):
            return paint("email", "34") + " to \(to.joined(separator: ", ")) subject " + quoted(subject) + " body " + quoted(body) + (html ? " (html)" : "")
        case let .alert(title, message, buttons):
            return paint("alert", "34") + " " + quoted(title) + " " + quoted(message) + (buttons.map { " " + $0.map { "[\($0)]" }.joined(separator: " ") } ?? "")
        case let .http(method, url, status): return paint("http", "34") + " \(method) \(url) → \(status)"
        case let .missed(type, reason, queued):
            return paint("missed", "33") + " \(type) (\(reason.rawValue), \(queued ? "queued for replay" : "not queued: queue full"))"
        case let .dom(target, change, value): return paint("dom", "36") + " \(target) \(change) " + quoted(value)
        case let .badge(count): return paint("badge", "36") + " \(count)"
        case let .native(module, method, args):
            let list = args.arrayValue.map { $0.map(\.jsonString).joined(separator: ", ") } ?? args.jsonString
            return paint("native", "35") + " \(module).\(method)(\(list))"
        case let .listener(surface, api, site, outcome, reason):
            let what = outcome == .got ? "got it" : outcome == .twice ? "got it again" : "missed it"
            return paint("listener", "36") + " \(surface.rawValue) \(api) (\(site)) \(what)" + (reason.map { ": \($0)" } ?? "")
        case let .warning(message): return paint("warning", "33") + " " + message
        case let .error(_, message, _, _, _, _, _): return paint("error", "31") + " " + message
        case let .log(_, message): return message
        default: return kind.name
        }
    }

    static func button(_ action: DisplayedAction) -> String {
        var flags: [String] = []
        if action.foreground { flags.append("foreground") }
        if action.destructive { flags.append("destructive") }
        if action.authenticationRequired { flags.append("auth") }
        if action.textInput != nil { flags.append("text input") }
        return "[\(action.title)" + (action.id != action.title ? " → \(action.id)" : "") + (flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))") + "]"
    }

}
