import NotificationRendering

/// The page's files, embedded at build time (JS/studio.html, JS/studio.css, JS/studio.js)
/// plus the shared renderer's script and CSS, served as they are.
enum StudioPage {
    static func files(token: String) -> [String: StudioServer.File] {
        let text = { (type: String, body: String) in StudioServer.File(contentType: type + "; charset=utf-8", body: Array(body.utf8)) }
        return [
            "/": text("text/html", EmbeddedJS.studioHtml.replacingOccurrences(of: "{{token}}", with: token)),
            "/studio.css": text("text/css", EmbeddedJS.studioCss),
            "/studio.js": text("text/javascript", EmbeddedJS.studio),
            "/render.js": text("text/javascript", NotificationRenderer.script),
            "/notification.css": text("text/css", NotificationRenderer.css),
        ]
    }
}
