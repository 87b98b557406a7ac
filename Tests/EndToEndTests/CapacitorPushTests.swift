import Foundation
import Testing

/// `@capacitor/push-notifications` (ionic-team/capacitor-plugins push-notifications/, and
/// @capacitor/ios NotificationRouter.swift for the routing of a push's button taps).
@Suite struct CapacitorPushTests {
    static let app = """
    import { PushNotifications } from '@capacitor/push-notifications';
    import { LocalNotifications } from '@capacitor/local-notifications';

    await LocalNotifications.registerActionTypes({
      types: [{ id: 'ORDER', actions: [{ id: 'track', title: 'Track', foreground: true }, { id: 'reply', title: 'Reply', input: true }] }],
    });
    await PushNotifications.addListener('registration', (token) => console.log('token ' + token.value.length + ' ' + token.value));
    await PushNotifications.addListener('registrationError', (err) => console.log('registration error ' + err.error));
    await PushNotifications.addListener('pushNotificationReceived', (n) => console.log('received ' + JSON.stringify(n)));
    await PushNotifications.addListener('pushNotificationActionPerformed', (a) => console.log('action ' + JSON.stringify(a)));
    let status = await PushNotifications.checkPermissions();
    if (status.receive === 'prompt') status = await PushNotifications.requestPermissions();
    if (status.receive === 'granted') await PushNotifications.register();
    """

    static let apns = #"{"aps": {"alert": {"title": "Order shipped", "body": "Arrives Friday"}, "category": "ORDER", "badge": 2}, "orderId": "A-17"}"#
    static let fcm = #"{"message": {"token": "t", "notification": {"title": "Order shipped", "body": "Arrives Friday"}, "data": {"orderId": "A-17"}, "android": {"notification": {"click_action": "ORDER"}}}}"#

    private func folder() throws -> TemporaryFolder {
        try TemporaryFolder(["app.mjs": Self.app, "apns.json": Self.apns, "fcm.json": Self.fcm])
    }

    private func json(_ line: String?, dropping prefix: String) throws -> [String: Any] {
        let text = try #require(line)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.dropFirst(prefix.count).utf8)) as? [String: Any])
    }

    private func logs(_ r: JSHostResult) -> [String] { r.effects("log").compactMap { $0["message"] as? String } }

    @Test func aPushWithARegisteredCategoryShowsItsButtonsAndTheTapReachesThePushListener() throws {
        let f = try folder()
        let r = try JSHost.run(["run", "app.mjs", "--json", "--push", "apns.json", "--tap", "track"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let display = try #require(r.effects("display").first)
        #expect((display["actions"] as? [[String: Any]])?.map { $0["id"] as? String } == ["track", "reply"])
        // Background: pushNotificationReceived does not fire.
        #expect(!logs(r).contains { $0.hasPrefix("received ") })
        let action = try json(logs(r).first { $0.hasPrefix("action ") }, dropping: "action ")
        #expect(action["actionId"] as? String == "track")
        let notification = try #require(action["notification"] as? [String: Any])
        #expect(notification["title"] as? String == "Order shipped")
        #expect(notification["badge"] as? Int == 2)
        let data = try #require(notification["data"] as? [String: Any])
        #expect(data["orderId"] as? String == "A-17")
        #expect((data["aps"] as? [String: Any])?["category"] as? String == "ORDER")
        // The stand-in token never appears in effects.
        let token = try #require(logs(r).first { $0.hasPrefix("token ") })
        #expect(token.contains("[REDACTED]"), "\(token)")
    }

    @Test func receivedOnlyInTheForegroundAndTapForTheBody() throws {
        let f = try folder()
        // Shown in the foreground (so it can be tapped) only as the app's config asks.
        try #"{"appId": "com.example.shop", "plugins": {"PushNotifications": {"presentationOptions": ["badge", "sound", "banner", "list"]}}}"#
            .write(to: f.url.appendingPathComponent("capacitor.config.json"), atomically: true, encoding: .utf8)
        let r = try JSHost.run(["run", "app.mjs", "--push", "apns.json", "--open", "--app-state", "foreground"], in: f.url)
        #expect(r.stdout.contains(#"received {"id":"#), "\(r.stdout)")
        #expect(r.stdout.contains(#"action {"actionId":"tap""#))
        let text = try JSHost.run(["run", "app.mjs", "--push", "apns.json", "--tap", "Reply", "--text", "thanks"], in: f.url)
        #expect(text.stdout.contains(#""actionId":"reply","inputValue":"thanks""#), "\(text.stdout)")
        // iOS reports no dismiss for a type without iosCustomDismissAction.
        let dismiss = try JSHost.run(["run", "app.mjs", "--push", "apns.json", "--dismiss"], in: f.url)
        #expect(!dismiss.stdout.contains("action {"))
    }

    @Test func androidShowsNoCapacitorButtonsOnAnFCMNotification() throws {
        let f = try folder()
        let r = try JSHost.run(["run", "app.mjs", "--json", "--platform", "android", "--push", "fcm.json", "--open"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect((r.effects("display").first?["actions"] as? [[String: Any]])?.isEmpty == true)
        let action = try json(logs(r).first { $0.hasPrefix("action ") }, dropping: "action ")
        #expect(action["actionId"] as? String == "tap")
        #expect(((action["notification"] as? [String: Any])?["data"] as? [String: Any])?["orderId"] as? String == "A-17")
        let tap = try JSHost.run(["run", "app.mjs", "--platform", "android", "--push", "fcm.json", "--tap", "track"], in: f.url)
        #expect(tap.status == 2)
        let fg = try JSHost.run(["run", "app.mjs", "--platform", "android", "--app-state", "foreground", "--push", "fcm.json"], in: f.url)
        #expect(fg.stdout.contains(#"received {"id":"#) && fg.stdout.contains(#""title":"Order shipped""#), "\(fg.stdout)")
    }

    @Test func channelsAndDeliveredNotifications() throws {
        let f = try TemporaryFolder(["ch.mjs": """
        import { PushNotifications } from '@capacitor/push-notifications';
        await PushNotifications.createChannel({ id: 'orders', name: 'Orders', importance: 4 });
        console.log('channels ' + (await PushNotifications.listChannels()).channels.map((c) => c.id).join(','));
        await PushNotifications.deleteChannel({ id: 'orders' });
        console.log('channels ' + (await PushNotifications.listChannels()).channels.map((c) => c.id).join(','));
        setTimeout(async () => {
          console.log('delivered ' + (await PushNotifications.getDeliveredNotifications()).notifications.length);
          await PushNotifications.removeAllDeliveredNotifications();
          console.log('delivered ' + (await PushNotifications.getDeliveredNotifications()).notifications.length);
        }, 1000);
        """, "fcm.json": Self.fcm])
        let r = try JSHost.run(["run", "ch.mjs", "--fake-time", "--platform", "android", "--push", "fcm.json"], in: f.url)
        #expect(r.stdout.contains("channels PushDefaultForeground,orders\n"), "\(r.stdout)")
        #expect(r.stdout.contains("channels PushDefaultForeground\n"))
        #expect(r.stdout.contains("delivered 1\n") && r.stdout.contains("delivered 0\n"))
    }

    /// willPresent answers the config's presentationOptions ("banner" / "list"), nothing
    /// by default; Android never displays a notification message in the foreground. The
    /// listener hears the push either way.
    @Test func aForegroundPushIsPresentedOnlyAsTheConfigsPresentationOptionsSay() throws {
        let f = try folder()
        let plain = try JSHost.run(["run", "app.mjs", "--json", "--push", "apns.json", "--app-state", "foreground"], in: f.url)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.effects("display").isEmpty, "\(plain.stdout)")
        #expect(logs(plain).contains { $0.hasPrefix("received ") })
        let tap = try JSHost.run(["run", "app.mjs", "--push", "apns.json", "--open", "--app-state", "foreground"], in: f.url)
        #expect(tap.status == 2, "\(tap.stdout)")
        // A TypeScript config, as `npx cap init` writes it.
        try """
        import type { CapacitorConfig } from '@capacitor/cli';
        const config: CapacitorConfig = {
          appId: 'com.example.shop',
          appName: 'Shop',
          webDir: 'dist',
          plugins: { PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] } },
        };
        export default config;
        """.write(to: f.url.appendingPathComponent("capacitor.config.ts"), atomically: true, encoding: .utf8)
        let shown = try JSHost.run(["run", "app.mjs", "--json", "--push", "apns.json", "--app-state", "foreground"], in: f.url)
        #expect(shown.effects("display").count == 1, "\(shown.stdout)\(shown.stderr)")
        let android = try JSHost.run(["run", "app.mjs", "--json", "--platform", "android", "--push", "fcm.json", "--app-state", "foreground"], in: f.url)
        #expect(android.effects("display").isEmpty, "\(android.stdout)")
        #expect(logs(android).contains { $0.hasPrefix("received ") })
    }
}
