import Foundation
import Testing

/// cordova-plugin-push (havesource/cordova-plugin-push: www/push.js, docs/PAYLOAD.md,
/// src/ios/PushPlugin.m, src/android/…/FCMService.kt and its handlers; docs/surfaces.md).
@Suite struct CordovaPushTests {
    static let app = """
    document.addEventListener('deviceready', function () {
      var push = PushNotification.init({
        android: {},
        ios: { alert: 'true', badge: true, sound: 'false', categories: {
          invite: {
            yes: { callback: 'accept', title: 'Accept', foreground: true, destructive: false },
            no: { callback: 'reject', title: 'Reject', foreground: false, destructive: true },
            maybe: { callback: 'maybe', title: 'Maybe', foreground: 'false' }
          }
        } }
      });
      push.on('registration', function (data) { console.log('registration ' + data.registrationType + ' ' + data.registrationId); });
      push.on('notification', function (data) { console.log('notification ' + JSON.stringify(data)); });
      ['accept', 'reject', 'maybe'].forEach(function (name) {
        push.on(name, function (data) { console.log(name + ' ' + JSON.stringify(data)); });
      });
      push.setApplicationIconBadgeNumber(function (m) { console.log('badge set: ' + m); }, function () {}, 3);
      push.getApplicationIconBadgeNumber(function (n) { console.log('badge ' + n); });
      push.subscribe('news', function (m) { console.log('subscribed ' + (m || '')); });
      PushNotification.hasPermission(function (data) { console.log('isEnabled ' + data.isEnabled); });
    });
    """

    static let apns = #"{"aps": {"alert": {"title": "Offsite", "body": "Coming?"}, "category": "invite", "badge": 2, "sound": "default"}, "eventId": "e42", "notId": 42}"#
    static let fcm = """
    {"to": "x", "data": {"title": "Offsite", "message": "Coming?", "count": 2, "eventId": "e42", "notId": "42",
      "actions": [{"icon": "a", "title": "ACCEPT", "callback": "accept", "foreground": true},
                  {"title": "REJECT", "callback": "reject", "foreground": false},
                  {"title": "MAYBE", "callback": "maybe", "foreground": false, "inline": true, "replyLabel": "Say why"},
                  {"title": "LATER", "callback": "later"}]}}
    """
    static let silent = #"{"aps": {"content-available": 1}, "sync": "inbox"}"#

    private func folder() throws -> TemporaryFolder {
        try TemporaryFolder(["app.js": Self.app, "apns.json": Self.apns, "fcm.json": Self.fcm, "silent.json": Self.silent])
    }

    private func logs(_ r: JSHostResult) -> [String] { r.effects("log").compactMap { $0["message"] as? String } }

    private func event(_ r: JSHostResult, _ name: String) throws -> [String: Any] {
        let line = try #require(logs(r).first { $0.hasPrefix(name + " {") }, "no \(name) event in \(r.stdout)")
        return try #require(try JSONSerialization.jsonObject(with: Data(line.dropFirst(name.count + 1).utf8)) as? [String: Any])
    }

    /// www/push.js's own checks, with its words: `init()` without options throws; a method
    /// given a callback that is not a function logs and calls nothing native (the badge
    /// stays); a bad id to clearNotification logs; an event handler that is not a function
    /// is reported when the event comes.
    @Test func pushJsChecksItsArgumentsAsThePluginDoes() throws {
        let f = try TemporaryFolder([
            "app.js": """
            document.addEventListener('deviceready', function () {
              try { PushNotification.init(); } catch (e) { console.log('init: ' + e.message); }
              var push = PushNotification.init({ android: {}, ios: { alert: true, badge: true } });
              push.setApplicationIconBadgeNumber(function () {}, 'ignore errors', 5);
              push.getApplicationIconBadgeNumber(function (n) { console.log('badge ' + n); }, function () {});
              push.clearNotification(function () {}, function () {}, 'latest');
              push.on('notification', 'onNotification');
            });
            """,
            "apns.json": #"{"aps": {"alert": {"title": "Offsite", "body": "Coming?"}}}"#,
        ])
        let r = try JSHost.run(["run", "app.js", "--json", "--push", "apns.json", "--app-state", "foreground"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(logs(r) == [
            "init: The options argument is required.",
            "PushNotification.setApplicationIconBadgeNumber failure: failure parameter not a function",
            "PushNotification.clearNotification failure: id parameter mustbe a valid integer.",
            "badge 0",
            "event handler: notification must be a function",
        ], "\(r.stdout)")
    }

    @Test func iosCategoriesFromInitAndTheButtonsCallbackEvent() throws {
        let f = try folder()
        let r = try JSHost.run(["run", "app.js", "--json", "--push", "apns.json", "--tap", "Accept"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let actions = try #require(r.effects("display").first?["actions"] as? [[String: Any]])
        #expect(actions.map { $0["id"] as? String } == ["accept", "reject", "maybe"])
        #expect(actions[1]["destructive"] as? Bool == true && actions[1]["foreground"] as? Bool == false)
        #expect(actions[2]["foreground"] as? Bool == false)
        let accept = try event(r, "accept")
        #expect(accept["title"] as? String == "Offsite" && accept["message"] as? String == "Coming?")
        #expect(accept["count"] as? Int == 2 && accept["sound"] as? String == "default")
        let extra = try #require(accept["additionalData"] as? [String: Any])
        #expect(extra["actionCallback"] as? String == "accept")
        #expect(extra["category"] as? String == "invite")
        #expect(extra["eventId"] as? String == "e42" && extra["notId"] as? Int == 42)
        // A tap that opens a background app finds it inactive: the plugin reports a cold start.
        #expect(extra["foreground"] as? Bool == false && extra["coldstart"] as? Bool == true)
        #expect(!r.effects("openApp").isEmpty)
        #expect(!logs(r).contains { $0.hasPrefix("notification ") })
        // The token is a stand-in, and never printed.
        #expect(logs(r).contains("registration APNS [REDACTED]"), "\(logs(r))")
        #expect(logs(r).contains("badge set: app badge count set to 3"))
        #expect(logs(r).contains("badge 3"))
        #expect(logs(r).contains("subscribed The 'subscribe' API not allowed. FCM is not enabled."))
        #expect(logs(r).contains("isEnabled true"))
    }

    @Test func iosStatesDecideWhatFires() throws {
        let f = try folder()
        // Foreground: the notification event on arrival, foreground true.
        let fg = try JSHost.run(["run", "app.js", "--json", "--push", "apns.json", "--app-state", "foreground"], in: f.url)
        let n = try event(fg, "notification")
        #expect((n["additionalData"] as? [String: Any])?["foreground"] as? Bool == true)
        // Background: nothing on arrival, unless content-available.
        let bg = try JSHost.run(["run", "app.js", "--json", "--push", "apns.json"], in: f.url)
        #expect(!logs(bg).contains { $0.hasPrefix("notification ") })
        let silent = try JSHost.run(["run", "app.js", "--json", "--push", "silent.json"], in: f.url)
        let s = try event(silent, "notification")
        #expect((s["additionalData"] as? [String: Any])?["sync"] as? String == "inbox")
        #expect((s["additionalData"] as? [String: Any])?["content-available"] as? Int == 1)
        // A background action leaves the app in the background: no cold start, no openApp.
        let reject = try JSHost.run(["run", "app.js", "--json", "--push", "apns.json", "--tap", "reject"], in: f.url)
        let extra = try #require(try event(reject, "reject")["additionalData"] as? [String: Any])
        #expect(extra["coldstart"] as? Bool == false && extra["foreground"] as? Bool == false)
        #expect(reject.effects("openApp").isEmpty)
        // A body tap is the notification event (no actionCallback); a dismissal reports nothing.
        let open = try JSHost.run(["run", "app.js", "--json", "--push", "apns.json", "--open", "--app-state", "terminated"], in: f.url)
        let body = try event(open, "notification")
        #expect((body["additionalData"] as? [String: Any])?["actionCallback"] == nil)
        #expect((body["additionalData"] as? [String: Any])?["coldstart"] as? Bool == true)
        let dismiss = try JSHost.run(["run", "app.js", "--json", "--push", "apns.json", "--dismiss"], in: f.url)
        #expect(!logs(dismiss).contains { $0.hasPrefix("notification ") })
    }

    @Test func androidButtonsComeFromThePayloadsActions() throws {
        let f = try folder()
        let r = try JSHost.run(["run", "app.js", "--json", "--platform", "android", "--push", "fcm.json", "--tap", "MAYBE", "--text", "Dentist"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let display = try #require(r.effects("display").first)
        #expect(display["title"] as? String == "Offsite" && display["body"] as? String == "Coming?")
        #expect(display["channel"] as? String == "PushPluginChannel")
        let actions = try #require(display["actions"] as? [[String: Any]])
        // Android shows three of the four.
        #expect(actions.map { $0["id"] as? String } == ["accept", "reject", "maybe"])
        #expect((actions[2]["textInput"] as? [String: Any])?["placeholder"] as? String == "Say why")
        let maybe = try event(r, "maybe")
        #expect(maybe["count"] as? String == "2")
        let extra = try #require(maybe["additionalData"] as? [String: Any])
        #expect(extra["inlineReply"] as? String == "Dentist" && extra["actionCallback"] as? String == "maybe")
        #expect(extra["foreground"] as? Bool == false && extra["coldstart"] as? Bool == false)
        #expect(extra["notId"] as? String == "42")
        #expect((extra["actions"] as? [[String: Any]])?.count == 4)
        // An inline reply is answered in the background.
        #expect(r.effects("openApp").isEmpty)
        #expect(logs(r).contains("registration FCM [REDACTED]"))
        let later = try JSHost.run(["run", "app.js", "--json", "--platform", "android", "--push", "fcm.json", "--tap", "later"], in: f.url)
        #expect(later.status == 2)
        #expect(later.stderr.contains("not shown on android") || later.stdout.contains("not shown on android"))
    }

    @Test func androidStatesDecideWhatFires() throws {
        let f = try folder()
        let fg = try JSHost.run(["run", "app.js", "--json", "--platform", "android", "--app-state", "foreground", "--push", "fcm.json"], in: f.url)
        let n = try event(fg, "notification")
        #expect((n["additionalData"] as? [String: Any])?["foreground"] as? Bool == true)
        // Body tap from a killed app: PushHandlerActivity's cold start, dismissed false.
        let open = try JSHost.run(["run", "app.js", "--json", "--platform", "android", "--app-state", "terminated", "--push", "fcm.json", "--open"], in: f.url)
        let body = try #require(try event(open, "notification")["additionalData"] as? [String: Any])
        #expect(body["coldstart"] as? Bool == true && body["dismissed"] as? Bool == false && body["foreground"] as? Bool == false)
        // A background button while the app is killed waits for its next start
        // (havesource/cordova-plugin-push#222).
        let events = #"{"push": "# + Self.fcm.replacingOccurrences(of: "\n", with: " ") + #", "id": "m1"}"# + "\n"
            + #"{"response": "m1", "action": "reject"}"# + "\n" + #"{"appState": "foreground"}"# + "\n"
        let f2 = try TemporaryFolder(["app.js": Self.app, "events.ndjson": "{\"appState\": \"terminated\"}\n" + events])
        let held = try JSHost.run(["run", "app.js", "--json", "--platform", "android", "--events", "events.ndjson"], in: f2.url)
        #expect(held.status == 0, "\(held.stderr)")
        let kinds = held.effects.compactMap { e -> String? in
            let kind = e["kind"] as? String
            if kind == "log", let m = e["message"] as? String, m.hasPrefix("reject ") { return "reject-event" }
            return kind == "response" ? "response" : nil
        }
        #expect(kinds == ["response", "reject-event"], "\(held.stdout)")
    }

    @Test func modulesAndTheGlobalAreThePlugin() throws {
        let f = try TemporaryFolder(["m.mjs": """
        import a from '@havesource/cordova-plugin-push';
        import b from 'phonegap-plugin-push';
        console.log(a === b, a === PushNotification, typeof a.init, typeof a.PushNotification);
        const push = a.init({ android: {} });
        push.on('registration', () => console.log('registered'));
        const h = () => console.log('never');
        push.on('notification', h);
        push.off('notification', h);
        push.clearNotification(undefined, undefined, 'x');
        a.listChannels((channels) => console.log('channels ' + channels.map((c) => c.id).join(',')), (e) => console.log('failed ' + e));
        """])
        let r = try JSHost.run(["run", "m.mjs", "--platform", "android"], in: f.url)
        #expect(r.stdout.contains("true true function function"), "\(r.stdout)")
        #expect(r.stdout.contains("registered"))
        #expect(r.stdout.contains("PushNotification.clearNotification failure: id parameter mustbe a valid integer."))
        #expect(r.stdout.contains("channels PushPluginChannel"))
        let ios = try JSHost.run(["run", "m.mjs"], in: f.url)
        // cordova-ios answers a method the plugin lacks with neither callback.
        #expect(!ios.stdout.contains("channels") && !ios.stdout.contains("failed"))
    }

    @Test func categoriesListsTheInitCategories() throws {
        let f = try folder()
        let r = try JSHost.run(["categories", "app.js"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("invite") && r.stdout.contains("accept") && r.stdout.contains("maybe"), "\(r.stdout)")
    }

    /// In the foreground the plugin presents a push only with `forceShow` (iOS's
    /// willPresentNotification answers no presentation options without it; Android's
    /// FCMService sends only the data): nothing is displayed, so nothing can be tapped.
    @Test func aForegroundPushIsShownOnlyWithForceShow() throws {
        let f = try folder()
        for platform in ["ios", "android"] {
            let push = platform == "ios" ? "apns.json" : "fcm.json"
            let plain = try JSHost.run(["run", "app.js", "--json", "--platform", platform, "--app-state", "foreground", "--push", push], in: f.url)
            #expect(plain.status == 0, "\(plain.stderr)")
            #expect(plain.effects("display").isEmpty, "\(platform): \(plain.stdout)")
            #expect(try event(plain, "notification").isEmpty == false)
            try Self.app.replacingOccurrences(of: "android: {},", with: "android: { forceShow: true },")
                .replacingOccurrences(of: "ios: { alert: 'true',", with: "ios: { forceShow: 'true', alert: 'true',")
                .write(to: f.url.appendingPathComponent("shown.js"), atomically: true, encoding: .utf8)
            let shown = try JSHost.run(["run", "shown.js", "--json", "--platform", platform, "--app-state", "foreground", "--push", push], in: f.url)
            #expect(shown.effects("display").count == 1, "\(platform): \(shown.stdout)")
        }
    }
}
