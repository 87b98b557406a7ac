import Foundation
import JSONSyntax
import Notifications
import NotificationRendering
import Testing

/// The renderer's pages in a real browser (Debian's headless `chromium`, one for the suite):
/// each view draws without a console error, the title, body and the right buttons are in the DOM
/// where the platform puts them, and each view's PNG matches its committed reference within a
/// tolerance, so an unintended change to the look fails (docs/rendering.md "Tests").
///
/// New or intentionally changed looks: `JSHOST_UPDATE_REFERENCES=1 swift test --skip-build
/// --filter BrowserRenderingTests` rewrites References/, then look at the PNGs before committing.
@Suite(.serialized) struct BrowserRenderingTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")

    /// One browser for the suite (made on first use), as `--render` uses one for a run.
    nonisolated(unsafe) static var sharedCamera: ChromiumCamera?
    static func camera() throws -> ChromiumCamera {
        if let sharedCamera { return sharedCamera }
        guard ChromiumCamera.isAvailable else {
            // CI installs it (Scripts/install-deps.sh); a missing browser fails, it is not skipped.
            throw RenderingError.browserMissing
        }
        let made = try ChromiumCamera()
        sharedCamera = made
        return made
    }

    /// Writes `n`'s page to a temporary folder and loads it.
    func load(_ n: DisplayedNotification) throws -> (ChromiumCamera, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-render-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("\(n.id).html").path
        try NotificationRenderer().page(n).write(toFile: page, atomically: true, encoding: .utf8)
        let camera = try Self.camera()
        try camera.load(page)
        return (camera, page)
    }

    /// `selector` inside the light view `view`: the texts of the matching elements.
    func texts(_ camera: ChromiumCamera, _ view: NotificationView, _ selector: String, theme: String = "light") throws -> [String] {
        let script = "[...document.querySelectorAll('section[data-view=\"\(view.rawValue)\"][data-theme=\"\(theme)\"] \(selector)')]"
            + ".map(e => e.textContent)"
        return try camera.evaluate(script)?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    @Test func iosViewsPutTitleBodyAndButtonsWhereIOSDoes() throws {
        let (camera, _) = try load(Samples.chatIOS)
        #expect(camera.consoleErrors == [])
        for view in [NotificationView.banner, .lockScreen] {
            #expect(try texts(camera, view, ".n-title") == ["Ana Lima"])
            #expect(try texts(camera, view, ".n-subtitle") == ["Lunch group"])
            #expect(try texts(camera, view, ".n-body") == [Samples.chatIOS.body!])
            // iOS banners and lock-screen notifications draw no buttons: they come on a long press.
            #expect(try texts(camera, view, ".n-action") == [])
        }
        #expect(try texts(camera, .expanded, ".ios-menu .n-action") == ["Reply", "Like", "Mute this chat"])
        #expect(try texts(camera, .expanded, ".n-action.destructive") == ["Mute this chat"])
        #expect(try texts(camera, .expanded, ".n-reply .n-reply-field") == ["Write a reply…"])
        // The same in the dark.
        #expect(try texts(camera, .expanded, ".n-action", theme: "dark").count == 3)
    }

    @Test func androidViewsShowAtMostThreeButtonsAndHideContentWhenPrivate() throws {
        let (camera, _) = try load(Samples.orderAndroid)
        #expect(camera.consoleErrors == [])
        #expect(try texts(camera, .headsUp, ".n-title") == ["Order shipped"])
        #expect(try texts(camera, .headsUp, ".android-actions .n-action") == ["Track", "Change slot", "Message us"])
        #expect(try texts(camera, .shadeCollapsed, ".n-action") == [])
        #expect(try texts(camera, .shadeExpanded, ".n-action").count == 3)
        #expect(try texts(camera, .shadeExpanded, ".n-body") == [Samples.orderAndroid.appearance.bigText!])
        #expect(try texts(camera, .inlineReply, ".n-reply-field") == ["Message"])
        #expect(try texts(camera, .inlineReply, ".n-action") == [])
        #expect(try texts(camera, .lockScreenPublic, ".n-body") == ["Your order #4411 left the warehouse."])
        #expect(try texts(camera, .lockScreenPrivate, ".n-title") == ["Shop"])
        #expect(try texts(camera, .lockScreenPrivate, ".n-body") == ["Contents hidden"])
        #expect(try texts(camera, .lockScreenPrivate, ".n-app") == ["Shop"])
    }

    @Test func androidQuietChannelHasNoHeadsUpAndSecretStaysOffTheLockScreen() throws {
        let (camera, _) = try load(Samples.quietAndroid)
        #expect(camera.consoleErrors == [])
        #expect(try texts(camera, .headsUp, ".n-title") == [])
        #expect(try texts(camera, .headsUp, ".n-hidden-reason").first?.contains("importance is low") == true)
        #expect(try texts(camera, .shadeExpanded, ".n-action") == ["One", "Two", "Three"])
        #expect(try texts(camera, .lockScreenPublic, ".n-title") == [])
        #expect(try texts(camera, .lockScreenPrivate, ".n-hidden-reason").first?.contains("secret") == true)
    }

    @Test func aPageWithAnErrorIsCaught() throws {
        // The console check can fail: a broken image is an error the page reports.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-render-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("broken.html").path
        try "<!DOCTYPE html><title>x</title><script>console.error('drawn wrong')</script>".write(toFile: page, atomically: true, encoding: .utf8)
        let camera = try Self.camera()
        try camera.load(page)
        #expect(camera.consoleErrors.contains { $0.contains("drawn wrong") })
    }

    @Test(arguments: [Samples.chatIOS, Samples.orderAndroid])
    func pngsMatchTheCommittedReferences(_ n: DisplayedNotification) throws {
        let (camera, page) = try load(n)
        let update = ProcessInfo.processInfo.environment["JSHOST_UPDATE_REFERENCES"] == "1"
        var problems: [String] = []
        for picture in try camera.photographViews(of: page) {
            let reference = Self.references.appendingPathComponent(picture.name + ".png")
            if update {
                try FileManager.default.createDirectory(at: Self.references, withIntermediateDirectories: true)
                try picture.png.write(to: reference)
                continue
            }
            guard let expected = FileManager.default.contents(atPath: reference.path) else {
                problems.append("\(picture.name): no reference (JSHOST_UPDATE_REFERENCES=1 writes it)")
                continue
            }
            let difference = try PNGComparison.compare(picture.png, expected, camera: camera)
            if let difference { problems.append("\(picture.name): \(difference)") }
        }
        #expect(problems == [])
    }

    @Test func closingEndsTheBrowser() throws {
        let camera = try ChromiumCamera()
        let pid = camera.processID
        #expect(pid > 0)
        #expect(kill(pid, 0) == 0)
        camera.close()
        #expect(camera.processID == 0)
        #expect(kill(pid, 0) == -1 && errno == ESRCH)  // reaped, not left a zombie
    }

    /// The figure docs/rendering.md quotes: PNGs a second with one browser (printed, not asserted).
    @Test func pngsPerSecond() throws {
        let (camera, page) = try load(Samples.orderAndroid)
        let clock = ContinuousClock()
        var count = 0
        let elapsed = try clock.measure {
            for _ in 0..<3 { count += try camera.photographViews(of: page).count }
        }
        print("browser: \(count) PNGs in \(elapsed), \(Double(count) / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)) a second")
        #expect(count == 36)
    }

    @Test func theComparisonFailsOnAChangedLook() throws {
        // The tolerance lets anti-aliasing through, not a different picture.
        var n = Samples.chatIOS
        let (camera, page) = try load(n)
        let before = try camera.photographViews(of: page).first { $0.name.hasSuffix("banner-light") }!.png
        n.title = "Someone else entirely"
        let (_, changedPage) = try load(n)
        let after = try camera.photographViews(of: changedPage).first { $0.name.hasSuffix("banner-light") }!.png
        #expect(try PNGComparison.compare(before, before, camera: camera) == nil)
        #expect(try PNGComparison.compare(after, before, camera: camera) != nil)
    }
}

/// Compares two PNGs in the browser (it decodes them; no PNG decoder here): the same size,
/// and at most `tolerance` of the pixels differing by more than 48 in a channel.
enum PNGComparison {
    static let tolerance = 0.005

    static func compare(_ actual: Data, _ expected: Data, camera: ChromiumCamera) throws -> String? {
        let script = """
            (async () => {
              const load = src => new Promise((ok, fail) => { const i = new Image(); i.onload = () => ok(i); i.onerror = fail; i.src = src; });
              const [a, b] = await Promise.all([load('data:image/png;base64,\(actual.base64EncodedString())'),
                                                load('data:image/png;base64,\(expected.base64EncodedString())')]);
              if (a.width !== b.width || a.height !== b.height) return 'size ' + a.width + 'x' + a.height + ', expected ' + b.width + 'x' + b.height;
              const pixels = img => { const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
                const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, img.width, img.height).data; };
              const pa = pixels(a), pb = pixels(b);
              let differing = 0;
              for (let i = 0; i < pa.length; i += 4) {
                if (Math.abs(pa[i] - pb[i]) > 48 || Math.abs(pa[i + 1] - pb[i + 1]) > 48 || Math.abs(pa[i + 2] - pb[i + 2]) > 48) differing++;
              }
              const share = differing / (a.width * a.height);
              return share > \(tolerance) ? (share * 100).toFixed(2) + '% of the pixels differ' : '';
            })()
            """
        let answer = try camera.evaluate(script)?.stringValue ?? "no answer"
        return answer.isEmpty ? nil : answer
    }
}
