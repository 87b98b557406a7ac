import Foundation
import Testing

/// `@capacitor/local-notifications` and `@capacitor/push-notifications` as the plugins'
/// native code delivers to JavaScript (ionic-team/capacitor-plugins; docs/surfaces.md).
@Suite struct CapacitorTests {
    static let app = """
    import { LocalNotifications } from '@capacitor/local-notifications';

    await LocalNotifications.registerActionTypes({
      types: [{
        id: 'CHAT_MSG',
        iosCustomDismissAction: true,
        actions: [
          { id: 'reply', title: 'Reply', input: true, inputButtonTitle: 'Send', inputPlaceholder: 'Type a reply' },
          { id: 'mute', title: 'Mute', destructive: true, requiresAuthentication: true },
          { id: 'open', title: 'Open', foreground: true, destructive: true },
        ],
      }, { id: 'PLAIN', actions: [{ id: 'ok', title: 'OK' }] }],
    });
    await LocalNotifications.addListener('localNotificationActionPerformed', (action) => {
      console.log('action ' + JSON.stringify(action));
    });
    await LocalNotifications.addListener('localNotificationReceived', (n) => console.log('received ' + n.id));
    const result = await LocalNotifications.schedule({
      notifications: [{ id: 7, title: 'Dana', body: 'Lunch?', actionTypeId: 'CHAT_MSG', extra: { thread: 't1' },
                        schedule: { at: new Date(Date.now() + 5000) } }],
    });
    console.log('scheduled ' + JSON.stringify(result));
    console.log('pending ' + (await LocalNotifications.getPending()).notifications.map((n) => n.id).join(','));
    """

    private func folder(_ extra: [String: String] = [:]) throws -> TemporaryFolder {
        var files = ["app.mjs": Self.app]
        for (k, v) in extra { files[k] = v }
        return try TemporaryFolder(files)
    }

    private func logs(_ r: JSHostResult) -> [String] { r.effects("log").compactMap { $0["message"] as? String } }

    @Test func aScheduledNotificationIsShownAtItsTimeAndTappableByItsId() throws {
        let f = try folder()
        let r = try JSHost.run(["run", "app.mjs", "--fake-time", "--json", "--notification", "7", "--tap", "Reply", "--text", "On my way"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(logs(r).contains(#"scheduled {"notifications":[{"id":7}]}"#))
        #expect(logs(r).contains("pending 7"))
        let display = try #require(r.effects("display").first)
        #expect(display["notification"] as? String == "7")
        #expect(display["t"] as? Double == 5000)
        #expect(display["category"] as? String == "CHAT_MSG")
        let actions = try #require(display["actions"] as? [[String: Any]])
        #expect(actions.map { $0["id"] as? String } == ["reply", "mute", "open"])
        // iOS honours one option per action: foreground, else destructive, else authentication.
        #expect(actions[1]["destructive"] as? Bool == true && actions[1]["authenticationRequired"] as? Bool == false)
        #expect(actions[2]["foreground"] as? Bool == true && actions[2]["destructive"] as? Bool == false)
        let input = try #require(actions[0]["textInput"] as? [String: Any])
        #expect(input["buttonTitle"] as? String == "Send" && input["placeholder"] as? String == "Type a reply")
        // Background app on iOS: no localNotificationReceived (willPresent runs only in the foreground).
        #expect(!logs(r).contains("received 7"))
        let action = try #require(logs(r).first { $0.hasPrefix("action ") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(action.dropFirst(7).utf8)) as? [String: Any])
        #expect(object["actionId"] as? String == "reply")
        #expect(object["inputValue"] as? String == "On my way")
        let notification = try #require(object["notification"] as? [String: Any])
        #expect(notification["id"] as? Int == 7)
        #expect(notification["actionTypeId"] as? String == "CHAT_MSG")
        #expect((notification["extra"] as? [String: Any])?["thread"] as? String == "t1")
        #expect(r.effects("handler").contains { $0["surface"] as? String == "capacitor" })
    }

    @Test func bodyTapIsTapAndDismissIsReportedOnlyWhereThePluginDoes() throws {
        let f = try folder()
        let tap = try JSHost.run(["run", "app.mjs", "--fake-time", "--notification", "7", "--open"], in: f.url)
        #expect(tap.stdout.contains(#"action {"actionId":"tap""#), "\(tap.stdout)")
        // iOS: the type was registered with iosCustomDismissAction.
        let dismiss = try JSHost.run(["run", "app.mjs", "--fake-time", "--notification", "7", "--dismiss"], in: f.url)
        #expect(dismiss.stdout.contains(#"action {"actionId":"dismiss""#), "\(dismiss.stdout)")
        // Android's dismiss receiver tells no listener; its received event fires in the background.
        let android = try JSHost.run(["run", "app.mjs", "--fake-time", "--platform", "android", "--notification", "7", "--dismiss"], in: f.url)
        #expect(android.status == 0)
        #expect(!android.stdout.contains(#"action {"#), "\(android.stdout)")
        #expect(android.stdout.contains("received 7"))
    }

    @Test func androidButtonsOpenTheAppAndHandBackTheNotificationAsGiven() throws {
        let f = try folder()
        let r = try JSHost.run(["run", "app.mjs", "--fake-time", "--json", "--platform", "android", "--notification", "7", "--tap", "mute"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let actions = try #require(r.effects("display").first?["actions"] as? [[String: Any]])
        #expect(actions.allSatisfy { $0["foreground"] as? Bool == true && $0["destructive"] as? Bool == false })
        #expect(!r.effects("openApp").isEmpty)
        let action = try #require(logs(r).first { $0.hasPrefix("action ") })
        // The notification object the script scheduled, with its schedule as given.
        #expect(action.contains(#""notification":{"id":7,"title":"Dana","body":"Lunch?","actionTypeId":"CHAT_MSG","extra":{"thread":"t1"},"schedule":{"at":"#), "\(action)")
    }

    @Test func foregroundReceivedCancelAndRetainedActions() throws {
        let f = try folder(["late.mjs": """
        import { LocalNotifications } from '@capacitor/local-notifications';
        await LocalNotifications.schedule({ notifications: [{ id: 1, title: 'A', body: 'a' }, { id: 2, title: 'B', body: 'b', schedule: { at: new Date(Date.now() + 1000) } }] });
        await LocalNotifications.cancel({ notifications: [{ id: 2 }] });
        console.log('pending ' + (await LocalNotifications.getPending()).notifications.length);
        // A listener added later still gets the action the app was opened with (retainUntilConsumed).
        setTimeout(async () => {
          await LocalNotifications.addListener('localNotificationActionPerformed', (a) => console.log('late ' + a.actionId + ' ' + a.notification.id));
        }, 60000);
        """, "events.ndjson": #"{"advance": 10}"# + "\n" + #"{"open": "1"}"# + "\n" + #"{"response": "2", "action": "default"}"# + "\n"])
        let fg = try JSHost.run(["run", "app.mjs", "--fake-time", "--app-state", "foreground", "--notification", "7", "--open"], in: f.url)
        #expect(fg.stdout.contains("received 7"), "\(fg.stdout)")
        let r = try JSHost.run(["run", "late.mjs", "--fake-time", "--json", "--events", "events.ndjson"], in: f.url)
        #expect(logs(r).contains("pending 0"))
        #expect(r.effects("display").map { $0["notification"] as? String } == ["1"])
        #expect(logs(r).contains("late tap 1"), "\(r.stdout)")
        // The cancelled one was never shown, so it cannot be tapped.
        #expect(r.effects("error").contains { ($0["message"] as? String)?.contains(#"unknown notification "2""#) == true })
    }

    @Test func scheduleRejectsWhatThePluginRejects() throws {
        let f = try folder(["bad.mjs": """
        import { LocalNotifications } from '@capacitor/local-notifications';
        for (const n of [{ id: 'x', title: 'T', body: 'B' }, { id: 3, title: 'T', body: 'B', schedule: { at: new Date(Date.now() - 1000) } }]) {
          try { await LocalNotifications.schedule({ notifications: [n] }); console.log('ok'); }
          catch (e) { console.log('rejected: ' + e.message); }
        }
        try { await LocalNotifications.createChannel({ id: 'c', name: 'C' }); } catch (e) { console.log(e.code + ' ' + e.message); }
        """])
        let r = try JSHost.run(["run", "bad.mjs", "--fake-time", "--json"], in: f.url)
        #expect(logs(r).contains("rejected: Notification missing identifier"))
        #expect(logs(r).contains("rejected: Scheduled time must be *after* current time"))
        #expect(logs(r).contains("UNIMPLEMENTED not implemented"))
        // iOS rejects a past `at` but goes on without a trigger: the notification shows at once.
        #expect(r.effects("display").map { $0["notification"] as? String } == ["3"], "\(r.stdout)")
        let android = try JSHost.run(["run", "bad.mjs", "--fake-time", "--platform", "android", "--json"], in: f.url)
        #expect(!android.stdout.contains("UNIMPLEMENTED"))
        // Android: JSONObject.getLong("id") fails on 'x'; a past `at` is only logged, never shown.
        #expect(logs(android) == ["rejected: Invalid JSON object sent to NotificationPlugin", "ok"], "\(android.stdout)")
        #expect(android.effects("display").isEmpty)
        #expect(android.effects("warning").contains { ($0["message"] as? String)?.contains("scheduled in the past") == true })
    }

    /// iOS adds each notification as it reads it: the ones before a bad one stay scheduled;
    /// the rejection is "Unable to make notification" for a missing body.
    @Test func iOSKeepsTheNotificationsBeforeTheOneItRejects() throws {
        let f = try folder(["batch.mjs": """
        import { LocalNotifications } from '@capacitor/local-notifications';
        async function scheduleReminders(reminders) {
          try {
            await LocalNotifications.schedule({ notifications: reminders.map((r, i) => ({ id: i + 1, title: r.title, body: r.body })) });
          } catch (error) {
            console.log('could not schedule: ' + error.message);
          }
        }
        await scheduleReminders([{ title: 'Stretch', body: 'Stand up' }, { title: 'Water' }, { title: 'Walk', body: 'Go outside' }]);
        """])
        let ios = try JSHost.run(["run", "batch.mjs", "--json"], in: f.url)
        #expect(logs(ios) == ["could not schedule: Unable to make notification"], "\(ios.stdout)")
        #expect(ios.effects("display").map { $0["notification"] as? String } == ["1"])
        // Android checks no title or body: all three show.
        let android = try JSHost.run(["run", "batch.mjs", "--json", "--platform", "android"], in: f.url)
        #expect(logs(android).isEmpty, "\(android.stdout)")
        #expect(android.effects("display").map { $0["notification"] as? String } == ["1", "2", "3"])
    }

    @Test func theGlobalReachesThePlugins() throws {
        let f = try folder(["global.js": """
        const { LocalNotifications } = Capacitor.Plugins;
        LocalNotifications.checkPermissions().then((p) => console.log('before ' + p.display))
          .then(() => LocalNotifications.requestPermissions()).then((p) => console.log('after ' + p.display))
          .then(() => console.log(Capacitor.getPlatform() + ' ' + Capacitor.isNativePlatform() + ' ' + Capacitor.isPluginAvailable('LocalNotifications')));
        """])
        let r = try JSHost.run(["run", "global.js", "--platform", "android"], in: f.url)
        #expect(r.stdout.contains("before prompt"))
        #expect(r.stdout.contains("after granted"))
        #expect(r.stdout.contains("android true true"))
    }

    @Test func categoriesListsTheActionTypes() throws {
        let f = try folder()
        let r = try JSHost.run(["categories", "app.mjs", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("CHAT_MSG") && r.stdout.contains("PLAIN") && r.stdout.contains("GENERAL"))
    }
}
