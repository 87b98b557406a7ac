import Foundation
import Notifications
@testable import NotificationRendering
import Testing
import TestSupport

/// The HTML itself, without a browser.
@Suite struct RendererTests {
    @Test func theRendererEmbedsItsJSFolder() throws {
        #expect(EmbeddedJS.all.map(\.path).sorted() == ["notification.css", "page.html", "render.js"])
        #expect(try embeddedJavaScriptMismatches(target: "Sources/NotificationRendering", embedded: EmbeddedJS.all) == [])
    }

    @Test func aPageIsSelfContained() throws {
        let page = try NotificationRenderer().page(Samples.chatIOS)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains(".ios .n-platter"))  // the CSS is inline
        #expect(!page.contains("<script"))
        #expect(!page.contains("{{"))
        #expect(!page.contains("src=\"http"))
        #expect(page.contains("<title>Chatter: Ana Lima (iOS)</title>"))
    }

    @Test func everyViewIsDrawnLightAndDark() throws {
        let html = try NotificationRenderer().fragment(Samples.orderAndroid)
        for view in ["headsUp", "shadeCollapsed", "shadeExpanded", "inlineReply", "lockScreenPublic", "lockScreenPrivate"] {
            for theme in ["light", "dark"] {
                #expect(html.contains("data-view=\"\(view)\" data-theme=\"\(theme)\""), "\(view) \(theme)")
            }
        }
        #expect(html.contains("data-file=\"order-android-android-lock-screen-private-dark\""))
    }

    @Test func textIsEscaped() throws {
        var n = Samples.chatIOS
        n.title = "<b>Tom & \"Jerry\"</b>"
        n.actions = [DisplayedAction(id: "x\"y", title: "<i>go</i>")]
        let html = try NotificationRenderer().fragment(n)
        #expect(html.contains("&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;"))
        #expect(html.contains("data-action=\"x&quot;y\""))
        #expect(!html.contains("<i>go</i>"))
    }

    @Test func onlyAColourReachesTheStyle() throws {
        var n = Samples.orderAndroid
        #expect(try NotificationRenderer().fragment(n).contains("style=\"--accent:#00796B\""))
        n.appearance.color = "red;background:url(http://example.com/x)"
        let html = try NotificationRenderer().fragment(n)
        #expect(!html.contains("--accent"))
        #expect(!html.contains("example.com"))
    }

    @Test func oneRendererDrawsManyNotifications() throws {
        let renderer = NotificationRenderer()
        let first = try renderer.fragment(Samples.chatIOS)
        _ = try renderer.fragment(Samples.orderAndroid)
        #expect(try renderer.fragment(Samples.chatIOS) == first)
    }

    @Test func anAppIconFileIsEmbeddedAsData() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-icon-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let icon = folder.appendingPathComponent("icon.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: icon)
        var n = Samples.chatIOS
        // The bytes the project's gate read when the app was found (AppIdentity.find).
        n.app = AppIdentity(name: "Chatter", iconPath: icon.path, iconData: try Data(contentsOf: icon))
        #expect(try NotificationRenderer().fragment(n).contains("src=\"data:image/png;base64,iVBORw==\""))
    }

    /// The figure docs/rendering.md quotes: one notification's HTML (every view, light and dark),
    /// the renderer's context already made. Printed, not asserted (tests never fail on time).
    @Test func timeToWriteOneNotificationsHTML() throws {
        let renderer = NotificationRenderer()
        let clock = ContinuousClock()
        let first = clock.measure { _ = try? renderer.fragment(Samples.chatIOS) }
        var times: [Duration] = []
        for n in Array(repeating: [Samples.chatIOS, Samples.orderAndroid], count: 100).joined() {
            times.append(try clock.measure { _ = try renderer.fragment(n) })
        }
        times.sort()
        print("rendering: first notification \(first) (context made), then median \(times[times.count / 2]) per notification")
        #expect(times.count == 200)
    }
}
