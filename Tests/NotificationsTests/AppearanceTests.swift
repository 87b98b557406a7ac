import Foundation
import JSONSyntax
@testable import Notifications
import Testing

/// The appearance model: what payloads and libraries set, and the platforms' view rules.
@Suite struct AppearanceTests {
    static let apns = #"{"aps":{"alert":{"title":"T","subtitle":"S","body":"B"},"badge":3,"sound":"ping.caf","thread-id":"th","interruption-level":"time-sensitive","mutable-content":1,"category":"c"},"x":1}"#

    @Test func apnsFieldsOnTheOnePassPathAndTheGeneralPathAgree() throws {
        let fast = try PayloadDecoder.decode(Self.apns)
        let general = try PayloadDecoder.decode(JSONParser.parse(Self.apns))
        let a = try #require(fast.appearance)
        #expect(a.subtitle == "S")
        #expect(a.badge == 3)
        #expect(a.sound == "ping.caf")
        #expect(a.thread == "th")
        #expect(a.interruptionLevel == "time-sensitive")
        #expect(a.mutableContent == true)
        #expect(general.appearance == fast.appearance)
    }

    @Test func aPlainPayloadHasNoAppearanceAndItsDisplayEffectIsUnchanged() throws {
        let n = try PayloadDecoder.decode(#"{"aps":{"alert":{"title":"T","body":"B"}}}"#)
        #expect(n.appearance == nil)
        let sink = CollectingSink()
        Dispatcher(sink: sink).push(n)
        #expect(sink.jsonLines[0].hasSuffix(#""title":"T","body":"B","actions":[]}"#))
    }

    @Test func theDisplayEffectGainsTheFieldsAfterTheExistingOnes() throws {
        let sink = CollectingSink()
        Dispatcher(sink: sink).push(try PayloadDecoder.decode(Self.apns))
        let index = try #require(sink.kinds.firstIndex(of: "display"))
        let line = sink.jsonLines[index]
        #expect(line.contains(#""actions":[],"subtitle":"S","badge":3,"sound":"ping.caf","thread":"th","interruptionLevel":"time-sensitive","mutableContent":true}"#))
        guard case let .display(_, _, _, _, _, _, appearance) = sink.effects[index].kind else { Issue.record("not a display"); return }
        let decoded = try JSONParser.parse(line).objectValue!
        #expect(NotificationAppearance(effect: decoded) == appearance)
    }

    @Test func fcmV1ImageColourPriorityAndVisibility() throws {
        let n = try PayloadDecoder.decode(#"""
            {"message":{"notification":{"title":"T","body":"B","image":"https://x/p.jpg"},
             "android":{"notification":{"color":"#ff0000","notification_priority":"PRIORITY_HIGH","visibility":"SECRET","notification_count":2}},
             "apns":{"payload":{"aps":{"mutable-content":1,"sound":"default"}},"fcm_options":{"image":"https://x/i.jpg"}}}}
            """#)
        let a = try #require(n.appearance)
        #expect(a.image == "https://x/p.jpg")
        #expect(a.color == "#ff0000")
        #expect(a.importance == "high")
        #expect(a.visibility == "secret")
        #expect(a.badge == 2)
        #expect(a.mutableContent == true)
        #expect(a.sound == "default")
    }

    @Test func notifeeOptionsAsTheLibraryPassesThem() throws {
        let raw = try JSONParser.parse(#"""
            {"id":"1","title":"T","android":{"channelId":"c","style":{"type":1,"text":"long text"},"largeIcon":"https://x/a.png","color":"#00ff00"},
             "ios":{"subtitle":"S","attachments":[{"url":"local.png"}],"interruptionLevel":"timeSensitive"},
             "channelInfo":{"id":"c","name":"Chats","importance":4,"visibility":1}}
            """#)
        let n = PushNotification(id: "1", title: "T", format: .local, raw: raw)
        let android = n.appearance(on: .android)
        #expect(android.style == "bigText")
        #expect(android.bigText == "long text")
        #expect(android.importance == "high")
        #expect(android.visibility == "public")
        #expect(android.channelName == "Chats")
        let ios = n.appearance(on: .ios)
        #expect(ios.subtitle == "S")
        #expect(ios.attachment == "local.png")
        #expect(ios.interruptionLevel == "time-sensitive")
    }

    static func notification(_ platform: Platform, actions: Int, appearance: NotificationAppearance = NotificationAppearance(),
                             body: String = "Body") -> DisplayedNotification {
        DisplayedNotification(id: "n", platform: platform, title: "Title", body: body,
                              actions: (0..<actions).map { DisplayedAction(id: "a\($0)", title: "A\($0)") }, appearance: appearance)
    }

    @Test func iosBannerShowsNoButtonsTheExpandedViewShowsThem() {
        let n = Self.notification(.ios, actions: 3)
        #expect(PlatformViews.layout(n, view: .banner).actions.isEmpty)
        #expect(PlatformViews.layout(n, view: .banner).actionsLeftOut == 3)
        #expect(PlatformViews.layout(n, view: .expanded).actions.count == 3)
        #expect(PlatformViews.layout(n, view: .lockScreen).actions.isEmpty)
    }

    @Test func androidShowsThreeButtonsExpandedAndHeadsUpNoneCollapsed() {
        var a = NotificationAppearance()
        a.importance = "high"
        let n = Self.notification(.android, actions: 5, appearance: a)
        #expect(PlatformViews.layout(n, view: .headsUp).actions.count == 3)
        #expect(PlatformViews.layout(n, view: .shadeExpanded).actions.count == 3)
        #expect(PlatformViews.layout(n, view: .shadeExpanded).actionsLeftOut == 2)
        #expect(PlatformViews.layout(n, view: .shadeCollapsed).actions.isEmpty)
    }

    @Test func headsUpNeedsHighImportance() {
        #expect(!PlatformViews.layout(Self.notification(.android, actions: 0), view: .headsUp).shown)
        var a = NotificationAppearance()
        a.importance = "high"
        #expect(PlatformViews.layout(Self.notification(.android, actions: 0, appearance: a), view: .headsUp).shown)
    }

    @Test func iosShowsARemoteImageOnlyWithMutableContent() {
        var a = NotificationAppearance()
        a.image = "https://x/p.jpg"
        let without = PlatformViews.layout(Self.notification(.ios, actions: 0, appearance: a), view: .expanded)
        #expect(without.image == nil)
        #expect(without.notes.contains { $0.contains("mutable-content") })
        a.mutableContent = true
        #expect(PlatformViews.layout(Self.notification(.ios, actions: 0, appearance: a), view: .expanded).image == "https://x/p.jpg")
    }

    @Test func lockScreenVisibility() {
        var a = NotificationAppearance()
        let privateByDefault = PlatformViews.layout(Self.notification(.android, actions: 0, appearance: a), view: .lockScreenPrivate)
        #expect(privateByDefault.body == PlatformViews.androidHiddenText)
        #expect(privateByDefault.title == AppIdentity.neutral.name)
        a.visibility = "public"
        #expect(PlatformViews.layout(Self.notification(.android, actions: 0, appearance: a), view: .lockScreenPrivate).body == "Body")
        a.visibility = "secret"
        #expect(!PlatformViews.layout(Self.notification(.android, actions: 0, appearance: a), view: .lockScreenPublic).shown)
    }

    @Test func truncationEstimate() {
        let long = String(repeating: "word ", count: 60)
        #expect(PlatformViews.layout(Self.notification(.android, actions: 0, body: long), view: .shadeCollapsed).bodyTruncated)
        #expect(!PlatformViews.layout(Self.notification(.android, actions: 0, body: "short"), view: .shadeCollapsed).bodyTruncated)
        #expect(!PlatformViews.layout(Self.notification(.ios, actions: 0, body: long), view: .expanded).bodyTruncated)
        #expect(PlatformViews.layout(Self.notification(.ios, actions: 0, body: long), view: .banner).bodyTruncated)
    }

    @Test func appIdentityFromTheProject() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-app-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let src = root.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: src, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(AppIdentity.find(from: src.path).name == AppIdentity.neutral.name)
        try "import { CapacitorConfig } from '@capacitor/cli';\nconst config: CapacitorConfig = {\n  appId: 'io.x',\n  appName: 'Ionic Shop',\n};\n"
            .write(to: root.appendingPathComponent("capacitor.config.ts"), atomically: true, encoding: .utf8)
        try "{}".write(to: root.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        #expect(AppIdentity.find(from: src.path).name == "Ionic Shop")
        try #"{"expo":{"name":"Expo Chat","icon":"./icon.png"}}"#.write(to: root.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        try Data([1]).write(to: root.appendingPathComponent("icon.png"))
        let expo = AppIdentity.find(from: src.path)
        #expect(expo.name == "Expo Chat")
        #expect(expo.iconPath?.hasSuffix("icon.png") == true)
        try FileManager.default.removeItem(at: root.appendingPathComponent("app.json"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("capacitor.config.ts"))
        let manifest = root.appendingPathComponent("android/app/src/main")
        try FileManager.default.createDirectory(at: manifest.appendingPathComponent("res/values"), withIntermediateDirectories: true)
        try #"<manifest><application android:icon="@mipmap/ic" android:label="@string/app_name"></application></manifest>"#
            .write(to: manifest.appendingPathComponent("AndroidManifest.xml"), atomically: true, encoding: .utf8)
        try #"<resources><string name="app_name">Droid Mail</string></resources>"#
            .write(to: manifest.appendingPathComponent("res/values/strings.xml"), atomically: true, encoding: .utf8)
        #expect(AppIdentity.find(from: src.path).name == "Droid Mail")
    }

    /// The one upward walk (AppFolderSearch): nearest folder first, the app folder itself
    /// visited, nothing above it; each caller's stop rule and limit.
    @Test func appFolderSearchStopsAfterTheAppFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-walk-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let deep = root.appendingPathComponent("app/src/screens")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "{}".write(to: root.appendingPathComponent("app/package.json"), atomically: true, encoding: .utf8)
        try "{}".write(to: root.appendingPathComponent("firebase.json"), atomically: true, encoding: .utf8)
        var visited: [String] = []
        let isApp = { (folder: String) in AppFolderSearch.holds(folder, any: ["package.json"]) }
        let found: String? = AppFolderSearch.first(from: deep.path, stopAfter: isApp) { folder in
            visited.append(folder)
            return AppFolderSearch.holds(folder, any: ["firebase.json"]) ? folder : nil
        }
        // firebase.json above the app folder is not the app's.
        #expect(found == nil)
        #expect(visited.map { ($0 as NSString).lastPathComponent } == ["screens", "src", "app"])
        let limited: String? = AppFolderSearch.first(from: deep.path, limit: 1, stopAfter: { _ in false }) { _ in nil }
        #expect(limited == nil)
        let inApp: String? = AppFolderSearch.first(from: deep.path, stopAfter: isApp) { AppFolderSearch.holds($0, any: ["package.json"]) ? $0 : nil }
        #expect(inApp.map { ($0 as NSString).lastPathComponent } == "app")
    }
}
