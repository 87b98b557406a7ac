import Foundation
import JSCore
import JSONSyntax
import Notifications

/// Draws a displayed notification as HTML: each view of its platform (`PlatformViews`),
/// light and dark (docs/rendering.md). The drawing is `JS/render.js` (string building, run
/// here in a JavaScriptCore context of its own, made on first use) and `JS/notification.css`;
/// a page is `JS/page.html` with both filled in, self-contained (no script, no file it loads).
///
/// One renderer per thread: its context is not shared.
public final class NotificationRenderer {
    private var context: JSContext?
    private var renderFunction: JSValue?

    public init() {}

    /// The CSS every drawn notification needs (a page or a report includes it once).
    public static var css: String { EmbeddedJS.notificationCss }

    /// JS/render.js as it is: an expression evaluating to `{ renderNotification(model) }`,
    /// which a browser page (the studio) runs unchanged on `model(_:)`'s JSON.
    public static var script: String { EmbeddedJS.render }

    /// The HTML of every view of `n`, light and dark, without the page around it.
    public func fragment(_ n: DisplayedNotification) throws -> String {
        let function = try render()
        let model = JSValue(string: Self.model(n).jsonString, in: context!)
        do {
            return try function.call([model]).stringValue
        } catch {
            throw RenderingError.script("\(error)")
        }
    }

    /// A whole HTML page of `n` (what `--render` writes and `simulate.render` returns).
    public func page(_ n: DisplayedNotification) throws -> String {
        let title = "\(n.app.name): \(n.title ?? n.body ?? n.id) (\(n.platform == .ios ? "iOS" : "Android"))"
        return Self.page(title: title, css: Self.css, content: try fragment(n))
    }

    /// `JS/page.html` with its three slots filled in one pass (`PageTemplate`): a title or a
    /// notification's text holding `{{content}}` is text on the page, never another slot.
    public static func page(title: String, css: String, content: String) -> String {
        PageTemplate.fill(EmbeddedJS.pageHtml, ["title": escape(title), "css": css, "content": content])
    }

    /// Text for HTML (`& < > "` escaped).
    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private func render() throws -> JSValue {
        if let renderFunction { return renderFunction }
        let context = JSContext()
        do {
            let exports = try context.evaluate(EmbeddedJS.render, sourceURL: "jshost:render.js")
            let function = exports["renderNotification"]
            self.context = context
            renderFunction = function
            return function
        } catch {
            throw RenderingError.script("\(error)")
        }
    }

    /// The model render.js draws: the app, the platform, and each view's layout.
    public static func model(_ n: DisplayedNotification) -> JSONValue {
        var o = JSONObject()
        o.append("id", .string(n.id))
        o.append("platform", .string(n.platform.rawValue))
        var app = JSONObject()
        app.append("name", .string(n.app.name))
        app.append("initial", .string(n.app.name.first.map { String($0).uppercased() } ?? "A"))
        if let icon = dataURL(n.app) { app.append("icon", .string(icon)) }
        o.append("app", .object(app))
        o.append("timeText", .string("now"))
        o.append("dateText", .string("Tuesday 9 June"))
        if let color = n.appearance.color { o.append("color", .string(color)) }
        if let p = n.appearance.progress {
            o.append("progress", .object(JSONObject([JSONMember("current", .number(p.current)), JSONMember("max", .number(p.max)),
                                                     JSONMember("indeterminate", .bool(p.indeterminate))])))
        }
        switch n.appearance.interruptionLevel {
        case "time-sensitive"?: o.append("interruptionLabel", .string("Time Sensitive"))
        case "critical"?: o.append("interruptionLabel", .string("Critical"))
        default: break
        }
        o.append("views", .array(PlatformViews.layouts(n).map { layout(for: $0, n) }))
        return .object(o)
    }

    static func layout(for l: ViewLayout, _ n: DisplayedNotification) -> JSONValue {
        var v = JSONObject()
        v.append("view", .string(l.view.rawValue))
        v.append("file", .string("\(safeFileName(n.id))-\(n.platform.rawValue)-\(l.view.fileName)"))
        v.append("shown", .bool(l.shown))
        if let r = l.hiddenReason { v.append("hiddenReason", .string(r)) }
        if let t = l.title { v.append("title", .string(t)) }
        if let s = l.subtitle { v.append("subtitle", .string(s)) }
        if let b = l.body { v.append("body", .string(b)) }
        v.append("titleLines", .number(Double(l.titleLines)))
        v.append("bodyLines", .number(Double(l.bodyLines)))
        v.append("actions", .array(l.actions.map(action)))
        v.append("actionsLeftOut", .number(Double(l.actionsLeftOut)))
        if let reply = l.reply { v.append("reply", action(reply)) }
        if let image = l.image { v.append("image", .string(image)) }
        if n.platform == .android, let icon = n.appearance.largeIcon { v.append("largeIcon", .string(icon)) }
        v.append("lines", .array(l.lines.map { .string($0) }))
        v.append("notes", .array(l.notes.map { .string($0) }))
        return .object(v)
    }

    static func action(_ a: DisplayedAction) -> JSONValue {
        var o = JSONObject()
        o.append("id", .string(a.id))
        o.append("title", .string(a.title))
        o.append("destructive", .bool(a.destructive))
        o.append("foreground", .bool(a.foreground))
        if let input = a.textInput {
            var t = JSONObject()
            t.append("buttonTitle", .string(input.buttonTitle))
            if !input.placeholder.isEmpty { t.append("placeholder", .string(input.placeholder)) }
            o.append("textInput", .object(t))
        }
        return .object(o)
    }

    /// An id as part of a file name: anything but ASCII letters, digits, `-` and `_` becomes
    /// `_`; an id longer than `fileNameLimit` keeps its first characters and ends with 16 hex
    /// digits of its hash (FNV-1a, 64 bits), so every file of a run has a name the file system
    /// takes (255 bytes) and two long ids that share a beginning still differ.
    public static func safeFileName(_ id: String) -> String {
        let safe = String(id.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_") ? Character(scalar) : "_"
        })
        if safe.isEmpty { return "notification" }
        guard safe.utf8.count > fileNameLimit else { return safe }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(safe.prefix(fileNameLimit - 17)) + "-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The longest id part of a file name (ASCII, so bytes), leaving room for
    /// `-android-lock-screen-light.png`.
    public static let fileNameLimit = 96

    /// The app's icon as a `data:` URL (the page stays self-contained): the bytes the
    /// project's gate read when the app was found (`AppIdentity.iconData`), for a picture
    /// type only; nil otherwise (the default icon, the app's initial, is drawn).
    static func dataURL(_ app: AppIdentity) -> String? {
        let types = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "webp": "image/webp", "svg": "image/svg+xml"]
        guard let path = app.iconPath, let data = app.iconData, data.count <= AppIdentity.iconLimit,
              let type = types[(path as NSString).pathExtension.lowercased()] else { return nil }
        return "data:\(type);base64,\(data.base64EncodedString())"
    }
}

/// What went wrong drawing or photographing a notification.
public enum RenderingError: Error, CustomStringConvertible {
    case script(String)
    case browserMissing
    case browser(String)

    public var description: String {
        switch self {
        case let .script(message): return "the notification renderer failed: \(message)"
        case .browserMissing:
            return "PNGs need Chromium (\(ChromiumCamera.chromiumPath) not found): install Debian's chromium package (Scripts/install-deps.sh); the HTML was written"
        case let .browser(message): return "Chromium: \(message)"
        }
    }
}
