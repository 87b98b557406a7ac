import Foundation
import Testing

/// MobileFirst 8 on Android, as the push SDK MobileFirst 8's FCM migration compiles in
/// (com.ibm.mobilefirstplatform.clientsdk.android:push:3.6.5, docs/surfaces.md "MobileFirst 8
/// on Android") decides: in the foreground, once the app registered the device or its
/// `registerNotificationsCallback` listens, the message goes to the callback and nothing is
/// shown; otherwise the SDK posts the notification itself, on its own channel, and a tap
/// hands it to the callback. The app is Tests/Fixtures/mobilefirst-8-android.
@Suite struct MobileFirstAndroidTests {
    static let app = JSHost.repository.appendingPathComponent("Tests/Fixtures/mobilefirst-8-android")

    func run(_ page: String, _ arguments: [String]) throws -> JSHostResult {
        let result = try JSHost.run(["run", "www/\(page).html", "--platform", "android", "--push", "push.json"] + arguments + ["--json"],
                                    in: Self.app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.effects("error").isEmpty, "\(result.stdout)")
        return result
    }

    func received(_ result: JSHostResult) -> [[String: Any]] {
        result.effects("handler").filter { $0["surface"] as? String == "mobilefirst" }.compactMap { $0["result"] as? [String: Any] }
    }

    @Test func inTheForegroundTheCallbackGetsTheMessageAndNothingIsShown() throws {
        let result = try run("index", ["--app-state", "foreground"])
        #expect(result.effects("display").isEmpty, "\(result.stdout)")
        let message = try #require(received(result).first, "\(result.stdout)")
        #expect(message["alert"] as? String == "Your order shipped")
        #expect((message["payload"] as? [String: Any])?["order"] as? Int == 7)
        #expect(message["action-id"] == nil && message["actionName"] == nil, "an arrival is no tap: \(message)")
        #expect(result.effects("dom").contains { $0["value"] as? String == "Your order shipped" })
    }

    @Test(arguments: ["background", "terminated"])
    func outOfTheForegroundTheSDKShowsItOnItsChannelAndATapReachesTheCallback(_ state: String) throws {
        let result = try run("index", ["--app-state", state, "--open"])
        let display = try #require(result.effects("display").first, "\(result.stdout)")
        #expect(display["channel"] as? String == "com.example.orders", "the channel's id is the package name (config.xml widget id)")
        #expect(display["body"] as? String == "Your order shipped")
        #expect(display["title"] is NSNull, "the title is the app's, never the message's")
        #expect(received(result).count == 1, "\(result.stdout)")
        #expect(result.effects("openApp").count == 1)
    }

    @Test func registeredWithoutACallbackTheForegroundMessageIsLost() throws {
        let result = try run("no-callback", ["--app-state", "foreground"])
        #expect(result.effects("display").isEmpty, "\(result.stdout)")
        #expect(received(result).isEmpty)
    }

    @Test func neitherRegisteredNorListeningTheSDKShowsItInTheForeground() throws {
        let result = try run("no-register", ["--app-state", "foreground"])
        #expect(result.effects("display").first?["channel"] as? String == "com.example.orders", "\(result.stdout)")
    }

    @Test func onIOSTheForegroundRuleIsNotThisOne() throws {
        let result = try JSHost.run(["run", "www/index.html", "--app-state", "foreground", "--push", "push.json", "--json"], in: Self.app)
        #expect(!result.stdout.contains("com.example.orders"), "\(result.stdout)")
    }
}
