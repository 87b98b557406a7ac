import Foundation
import Notifications
import ProjectGate

/// `jshost run … --render DIR`: for each displayed notification one HTML page
/// (`ID-PLATFORM.html`, every view light and dark) and one PNG per view and theme
/// (`ID-PLATFORM-VIEW-THEME.png`), all PNGs of a run through one browser (docs/rendering.md).
public final class RenderWriter {
    public let directory: String
    public let app: AppIdentity
    private let renderer = NotificationRenderer()
    /// Made on the first PNG; nil once it failed to start (the reason is in `browserProblem`).
    private var camera: ChromiumCamera?
    public private(set) var browserProblem: RenderingError?
    /// `--max-memory`: jshost and its browser together (`RenderMemory`), checked after each
    /// page and each page's pictures; over it, `write` throws `RenderMemoryExceeded`.
    public var maxMemory: Int?

    public init(directory: String, app: AppIdentity) {
        self.directory = directory
        self.app = app
    }

    /// The notifications the `display` effects drew, in order (a notification displayed again
    /// under its id is drawn as it looked last).
    public static func displayed(_ effects: [Effect], app: AppIdentity) -> [DisplayedNotification] {
        var order: [String] = []
        var latest: [String: DisplayedNotification] = [:]
        for effect in effects {
            guard let n = DisplayedNotification(effect: effect, app: app) else { continue }
            if latest[n.id] == nil { order.append(n.id) }
            latest[n.id] = n
        }
        return order.compactMap { latest[$0] }
    }

    /// Writes the pages, then (with `pictures`) the PNGs; returns the files written, pages
    /// first. A missing or failing browser does not stop the pages: it is `browserProblem`.
    public func write(_ notifications: [DisplayedNotification], pictures: Bool = true) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var pages: [String] = []
        for n in notifications {
            let path = (directory as NSString).appendingPathComponent("\(NotificationRenderer.safeFileName(n.id))-\(n.platform.rawValue).html")
            // Atomic and never through a link already in the folder (ProjectFiles.write).
            try ProjectFiles.write(renderer.page(n), to: path)
            pages.append(path)
            try RenderMemory.check(limit: maxMemory, browser: nil)
        }
        guard pictures, !pages.isEmpty else { return pages }
        var written = pages
        do {
            for page in pages {
                for picture in try photograph(page) {
                    // The page's own `data-file` names; a name that is not one (a slash, a
                    // dot, too long) is not written.
                    let name = picture.name
                    guard !name.isEmpty, name.utf8.count <= 200, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                        throw RenderingError.browser("the page named a picture \"\(name.prefix(80))\", which is not a file name jshost writes")
                    }
                    let path = (directory as NSString).appendingPathComponent(name + ".png")
                    try ProjectFiles.write(picture.png, to: path)
                    written.append(path)
                }
                try RenderMemory.check(limit: maxMemory, browser: camera?.processID)
            }
        } catch let error as RenderingError {
            browserProblem = error
        }
        return written
    }

    private func photograph(_ page: String) throws -> [(name: String, png: Data)] {
        if camera == nil { camera = try ChromiumCamera() }
        return try camera!.photographViews(of: page)
    }

    /// Ends the browser, if one was started.
    public func close() {
        camera?.close()
        camera = nil
    }
}
